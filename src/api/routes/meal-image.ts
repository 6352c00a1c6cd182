import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { errorResponses } from '../schemas/error.js';
import { MealImageRequestSchema, MealImageResponseSchema } from '../schemas/images.js';

const route = createRoute({
  method: 'post',
  path: '/api/meal-image',
  operationId: 'generateMealImage',
  tags: ['Meals'],
  summary: 'Illustrate a meal',
  description: 'The title is the only input; no personal data goes to the image provider.',
  request: { body: { required: true, content: { 'application/json': { schema: MealImageRequestSchema } } } },
  responses: {
    200: { description: 'The illustration.', content: { 'application/json': { schema: MealImageResponseSchema } } },
    ...errorResponses(400, 405, 406, 502, 503),
  },
});

export function registerMealImage(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => deps.coach.generateMealImage(c.req.valid('json')));
}
