import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import { API_VERSION, SERVICE_NAME } from '../deps.js';
import type { AppEnv } from '../env.js';
import { errorResponses } from '../schemas/error.js';
import { HealthSchema } from '../schemas/health.js';

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

/** The health answer; the fast lane gives the same one without the router. */
export async function healthAnswer(deps: Pick<ApiDeps, 'clock' | 'publicUrl' | 'coach'>) {
  return {
    status: 'ok' as const,
    service: SERVICE_NAME,
    apiVersion: API_VERSION,
    time: deps.clock().toISOString(),
    documentation: `${deps.publicUrl}/openapi.json`,
    endpoints: PUBLIC_READS,
    storage: await deps.coach.storageHealth(),
  };
}

export function registerHealth(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => c.json(await healthAnswer(deps), 200));
}
