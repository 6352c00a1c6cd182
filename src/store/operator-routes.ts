/**
 * @module
 * The store operator's routes, behind `Authorization: Bearer <ADMIN_TOKEN>` (404 without the setting,
 * 401 with another token, 429 once an address has sent too many wrong ones: `operator-check.ts`):
 * storefront access tokens issued with their scopes, and revoked, without a restart.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Translate } from '../core/ports.js';
import { readJson } from './body.js';
import { STOREFRONT_SCOPES } from './graphql/scopes.js';
import type { StorefrontTokenBook } from './graphql/token-book.js';
import type { OperatorVerdict } from './operator-check.js';

export const STOREFRONT_TOKENS_PATH = '/admin/storefront-tokens';

const IssueSchema = z
  .object({
    scopes: z.array(z.enum(STOREFRONT_SCOPES)).min(1).max(STOREFRONT_SCOPES.length),
    label: z.string().max(100).optional(),
  })
  .strict();

export interface OperatorDeps {
  /** Whether a request comes from the operator (`createOperatorCheck`). */
  operator: (c: Context) => Promise<OperatorVerdict>;
  tokens: StorefrontTokenBook;
  /** A new token's random part: 32 lowercase hex characters. */
  newToken: () => string;
  clock: () => Date;
  t: Translate;
  fail: (c: Context, status: number, description: string) => Response;
}

/** The answer a caller who is not the operator gets (404, 401 or 429), or `undefined` for the operator. */
export async function refuseNonOperator(
  c: Context,
  deps: Pick<OperatorDeps, 'operator' | 't' | 'fail'>,
): Promise<Response | undefined> {
  const verdict = await deps.operator(c);
  if (verdict.kind === 'absent') return deps.fail(c, 404, deps.t('store.errors.notFound'));
  if (verdict.kind === 'wrong') return deps.fail(c, 401, deps.t('store.operator.unauthorized'));
  if (verdict.kind === 'locked') {
    c.header('retry-after', String(verdict.retryAfterSeconds));
    return deps.fail(c, 429, deps.t('store.operator.locked', { minutes: Math.ceil(verdict.retryAfterSeconds / 60) }));
  }
  return undefined;
}

export function registerOperatorRoutes(app: Hono, deps: OperatorDeps): void {
  const refuse = (c: Context) => refuseNonOperator(c, deps);

  app.post(STOREFRONT_TOKENS_PATH, async (c) => {
    const refused = await refuse(c);
    if (refused) return refused;
    const read = await readJson(c.req.raw, 4 * 1024);
    const parsed = read.ok ? IssueSchema.safeParse(read.value) : undefined;
    if (!parsed?.success)
      return deps.fail(c, 400, deps.t('store.operator.badToken', { scopes: STOREFRONT_SCOPES.join(', ') }));
    const token = `sft_${deps.newToken()}`;
    const record = {
      scopes: parsed.data.scopes,
      label: parsed.data.label ?? '',
      createdAt: deps.clock().toISOString(),
    };
    await deps.tokens.issue(token, record);
    // The token is shown this once: only its digest is kept.
    return c.json({ token, scopes: record.scopes, label: record.label, created_at: record.createdAt }, 201);
  });

  app.delete(`${STOREFRONT_TOKENS_PATH}/:token`, async (c) => {
    const refused = await refuse(c);
    if (refused) return refused;
    return (await deps.tokens.revoke(c.req.param('token')))
      ? c.body(null, 204)
      : deps.fail(c, 404, deps.t('store.operator.unknownToken'));
  });
}
