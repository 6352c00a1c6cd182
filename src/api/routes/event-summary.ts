import { bearerMatches } from '../../edge/bearer.js';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { CoachError } from '../../core/errors.js';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { errorResponses } from '../schemas/error.js';
import { type PathRules, read } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/api/events/summary': { ...read(['application/json']), cors: 'restricted' } };

const SummarySchema = z
  .object({
    days: z.array(
      z.object({
        day: z.iso.date().openapi({ description: 'UTC day.' }),
        counts: z
          .record(z.string(), z.number().int())
          .openapi({ description: 'Count per event name; names with no events are absent.' }),
      }),
    ),
  })
  .openapi('EventSummary');

const route = createRoute({
  method: 'get',
  path: '/api/events/summary',
  operationId: 'getEventSummary',
  tags: ['Events'],
  summary: 'Event counts per name and day (operators)',
  description:
    '*(Addition.)* Needs `Authorization: Bearer <ADMIN_TOKEN>`: 401 without it or with another; 404 when the service has no `ADMIN_TOKEN`.',
  security: [{ adminToken: [] }],
  request: {
    query: z.object({
      days: z.coerce
        .number()
        .int()
        .min(1)
        .max(90)
        .optional()
        .default(7)
        .openapi({ description: 'How many UTC days, today last (1 to 90).' }),
    }),
  },
  responses: {
    200: { description: 'The counts.', content: { 'application/json': { schema: SummarySchema } } },
    ...errorResponses(400, 401, 404, 405, 406),
  },
});

/** Whether the header carries the token, compared in constant time. */

export function registerEventSummary(app: OpenAPIHono<AppEnv>, deps: ApiDeps, adminToken: string | undefined): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'adminToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The `ADMIN_TOKEN` setting.',
  });
  app.openapi(route, async (c) => {
    if (!adminToken) throw new CoachError('not_found');
    if (!bearerMatches(c.req.header('authorization'), adminToken)) throw new CoachError('unauthorized');
    return c.json({ days: await deps.coach.eventCounts(c.req.valid('query').days) }, 200);
  });
}
