import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import { API_VERSION, SERVICE_NAME } from '../deps.js';
import type { AppEnv } from '../env.js';
import { errorResponses } from '../schemas/error.js';
import { HealthSchema } from '../schemas/health.js';
import { type PathRules, read } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/api/health': read() };

/** The endpoints needing no credentials and safe to repeat. */
export const PUBLIC_READS = ['GET /api/health', 'GET /api/shop', 'GET /openapi.json', 'GET /api/openapi.yaml'];

const route = createRoute({
  method: 'get',
  path: '/api/health',
  operationId: 'getServiceHealth',
  tags: ['Service'],
  summary: 'Service health',
  description: 'Safe to repeat; `status` is always `ok` whenever the service responded.',
  responses: {
    200: { description: 'The service is up.', content: { 'application/json': { schema: HealthSchema } } },
    ...errorResponses(405, 406),
  },
});

type HealthDeps = Pick<ApiDeps, 'clock' | 'publicUrl' | 'coach'>;

/** The health answer; the fast lane gives the same one without the router (`healthText`). */
export async function healthAnswer(deps: HealthDeps) {
  return answerOf(deps, deps.clock().toISOString(), await deps.coach.storageHealth());
}

function answerOf<Time, Storage>(deps: Pick<HealthDeps, 'publicUrl'>, time: Time, storage: Storage) {
  return {
    status: 'ok' as const,
    service: SERVICE_NAME,
    apiVersion: API_VERSION,
    time,
    documentation: `${deps.publicUrl}/openapi.json`,
    endpoints: PUBLIC_READS,
    storage,
  };
}

export interface HealthTextOptions {
  /**
   * How long a storage check answers the probes that follow, in ms: a burst of probes does not
   * become a burst of Redis round trips. Defaults to 1000; 0 checks on every probe.
   */
  storageCheckMs?: number;
}

/**
 * The health answer as JSON text, `JSON.stringify` of `healthAnswer` to the byte, from a template made
 * once (serialising the whole answer was a fifth of the probe's throughput). A storage state checked
 * within `storageCheckMs` is reused, and the text comes at once; otherwise after one shared check. The
 * text of the last millisecond is reused within it: writing the time took most of a microsecond, and a
 * burst asks dozens of times a millisecond.
 */
export function healthText(deps: HealthDeps, options: HealthTextOptions = {}): () => string | Promise<string> {
  const storageCheckMs = options.storageCheckMs ?? 1000;
  const [TIME, STORAGE] = ['\u0001time', '\u0001storage'];
  const template = JSON.stringify(answerOf(deps, TIME, STORAGE));
  const [head, rest] = template.split(JSON.stringify(TIME));
  const [middle, tail] = rest.split(JSON.stringify(STORAGE));
  let checked: { at: number; text: string } | undefined;
  let checking: Promise<string> | undefined;
  const check = () =>
    (checking ??= deps.coach
      .storageHealth()
      .then((storage) => {
        checked = { at: deps.clock().getTime(), text: JSON.stringify(storage) };
        return checked.text;
      })
      .finally(() => (checking = undefined)));
  let last = { at: NaN, storage: '', text: '' };
  return () => {
    const now = deps.clock();
    const fill = (storage: string) => {
      if (last.at !== now.getTime() || last.storage !== storage)
        last = {
          at: now.getTime(),
          storage,
          text: `${head}${JSON.stringify(now.toISOString())}${middle}${storage}${tail}`,
        };
      return last.text;
    };
    if (checked && now.getTime() - checked.at < storageCheckMs) return fill(checked.text);
    return check().then(fill);
  };
}

export function registerHealth(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => c.json(await healthAnswer(deps), 200));
}
