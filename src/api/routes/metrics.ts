import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { CoachError } from '../../core/errors.js';
import type { Metrics } from '../../core/ports.js';
import type { AppEnv } from '../env.js';
import { errorResponses } from '../schemas/error.js';
import { bearerMatches } from '../../edge/bearer.js';
import { type PathRules, read } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/metrics': { ...read(['text/plain']), cors: 'restricted' } };

const route = createRoute({
  method: 'get',
  path: '/metrics',
  operationId: 'getMetrics',
  tags: ['Operations'],
  summary: 'Prometheus metrics (operators)',
  description:
    '*(Addition.)* Requests by route template, method and status, their durations, the process (memory, event loop, garbage collection) and whether the warm-up after start-up is complete, in the Prometheus text format. Needs `Authorization: Bearer <ADMIN_TOKEN>`: 401 without it or with another; 404 when the service has no `ADMIN_TOKEN`.',
  security: [{ adminToken: [] }],
  responses: {
    200: { description: 'The metrics.', content: { 'text/plain': { schema: z.string() } } },
    ...errorResponses(401, 404, 405, 406),
  },
});

export function registerMetrics(
  app: OpenAPIHono<AppEnv>,
  metrics: Metrics | undefined,
  adminToken: string | undefined,
): void {
  app.openapi(route, async (c) => {
    if (!adminToken || !metrics) throw new CoachError('not_found');
    if (!bearerMatches(c.req.header('authorization'), adminToken)) throw new CoachError('unauthorized');
    const { contentType, body } = await metrics.render();
    return c.text(body, 200, { 'content-type': contentType });
  });
}
