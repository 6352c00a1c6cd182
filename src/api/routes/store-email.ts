import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { EmailDeliveryResponseSchema, EmailRequestSchema } from '../schemas/email.js';
import { errorResponses } from '../schemas/error.js';
import { KB, type PathRules, write } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = {
  '/api/store-email': { ...write('restricted', 422, 1024 * KB), originRequired: true },
};

const route = createRoute({
  method: 'post',
  path: '/api/store-email',
  operationId: 'emailCoachPlan',
  tags: ['Email'],
  summary: 'Email a plan or a basket',
  description:
    'Delivers a prepared plan or basket through the store’s email service. Served only for the coach’s own front end: a request whose `Origin` is not an allowed origin, or that has none, answers 403.',
  request: { body: { required: true, content: { 'application/json': { schema: EmailRequestSchema } } } },
  responses: {
    200: {
      description: 'Accepted for delivery.',
      content: { 'application/json': { schema: EmailDeliveryResponseSchema } },
    },
    ...errorResponses(403, 405, 406, 422, 429, 502, 503),
  },
});

export function registerStoreEmail(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => c.json(await deps.coach.emailPlan(c.req.valid('json')), 200));
}
