import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { ChatRequestSchema, ChatResponseSchema } from '../schemas/chat.js';
import { errorResponses } from '../schemas/error.js';
import { KB, type PathRules, write } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/api/coach-chat': write('restricted', 400, 128 * KB) };

const route = createRoute({
  method: 'post',
  path: '/api/coach-chat',
  operationId: 'askCoach',
  tags: ['Chat'],
  summary: 'Ask the coach',
  description:
    'General wellbeing and Catalan Mediterranean food: swaps, training fuel, restaurant choices, grocery tips, habit support. Clinical questions are declined. At most 12 messages of 1400 characters each are considered.',
  request: { body: { required: true, content: { 'application/json': { schema: ChatRequestSchema } } } },
  responses: {
    200: { description: 'The coach’s reply.', content: { 'application/json': { schema: ChatResponseSchema } } },
    ...errorResponses(400, 405, 406, 429, 502, 503),
  },
});

export function registerCoachChat(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => c.json(await deps.coach.chat(c.req.valid('json')), 200));
}
