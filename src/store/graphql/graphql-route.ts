/**
 * @module
 * `POST /api/2026-07/graphql.json`: the storefront subset, introspectable,
 * behind `X-Store-Storefront-Access-Token` (or Shopify's `X-Shopify-Storefront-Access-Token`);
 * any other well-formed version is served by this one, named in `X-Shopify-API-Version`. Each root field needs its
 * `unauthenticated_*` scope. Failures come as HTTP 200 with `errors`, each
 * with `extensions.code` (ACCESS_DENIED, BAD_REQUEST, GRAPHQL_PARSE_FAILED,
 * GRAPHQL_VALIDATION_FAILED); rate limiting is HTTP 429 with `Retry-After`.
 */
import type { Context, Hono } from 'hono';
import type { Translate } from '../../core/ports.js';
import { spend, type AgentLimits } from '../rate-limit.js';
import type * as Engine from './graphql-engine.js';
import type { ResolverDeps } from './resolvers.js';

export const GRAPHQL_VERSION = '2026-07';
export const GRAPHQL_PATH = `/api/${GRAPHQL_VERSION}/graphql.json`;

/** A storefront API version as the platform names them: a quarter's release (`2025-10`) or `unstable`. */
const VERSION_FORMAT = /^(\d{4}-(01|04|07|10)|unstable)$/;

export interface GraphqlDeps extends ResolverDeps {
  /** The scopes a storefront token carries (from the settings, or issued by the operator); undefined for an unknown one. */
  scopesOf: (token: string) => Promise<ReadonlySet<string> | undefined>;
  limits?: AgentLimits;
  t: Translate;
}

/** A storefront error as the platform answers it: HTTP 200 (or the status given) with `errors`. */
export const failure = (c: Context, code: string, message: string, status: 200 | 404 | 405 | 429 = 200) =>
  c.json({ errors: [{ message, extensions: { code } }] }, status);

export function registerGraphql(app: Hono, deps: GraphqlDeps): void {
  // The graphql package loads with the first query (see `graphql-engine.ts`).
  let engineModule: Promise<typeof Engine> | undefined;
  let answer: ReturnType<typeof Engine.createGraphqlEngine> | undefined;

  app.on(['GET', 'PUT', 'DELETE', 'PATCH'], '/api/:version/graphql.json', (c) => {
    c.header('allow', 'POST');
    return failure(c, 'METHOD_NOT_ALLOWED', deps.t('store.graphql.postOnly'), 405);
  });

  app.post('/api/:version/graphql.json', async (c) => {
    // As the platform does: any well-formed version is served by the one this store has, and the answer says which.
    if (!VERSION_FORMAT.test(c.req.param('version')))
      return failure(c, 'NOT_FOUND', deps.t('store.graphql.version', { version: GRAPHQL_VERSION }), 404);
    c.header('x-shopify-api-version', GRAPHQL_VERSION);
    c.header('x-store-api-version', GRAPHQL_VERSION);
    // The contract's header, or the one Shopify's own clients (`@shopify/storefront-api-client`) send.
    const token = c.req.header('x-store-storefront-access-token') ?? c.req.header('x-shopify-storefront-access-token');
    const wait = await spend(deps.limits, c, token);
    if (wait !== undefined) {
      c.header('retry-after', String(wait));
      return failure(c, 'THROTTLED', deps.t('store.errors.rateLimited', { seconds: wait }), 429);
    }
    const scopes = token ? await deps.scopesOf(token) : undefined;
    if (!scopes) return failure(c, 'ACCESS_DENIED', deps.t('store.graphql.token'));
    const { createGraphqlEngine } = await (engineModule ??= import('./graphql-engine.js'));
    return (answer ??= createGraphqlEngine(deps))(c, scopes);
  });
}
