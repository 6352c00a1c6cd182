import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { toApiMeal } from '../meal-shape.js';
import { errorResponses } from '../schemas/error.js';
import { DailyMealsRequestSchema, DailyMealsResponseSchema } from '../schemas/meals.js';
import { KB, type PathRules, write } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/api/daily-meals': write('restricted', 400, 16 * KB) };

const route = createRoute({
  method: 'post',
  path: '/api/daily-meals',
  operationId: 'generateDailyMeals',
  tags: ['Meals'],
  summary: 'Three meals that meet a daily target',
  description:
    'Breakfast, lunch and dinner from Catalan and Mediterranean cooking; exactly one meal has `milkshakeEligible` true.',
  request: { body: { required: true, content: { 'application/json': { schema: DailyMealsRequestSchema } } } },
  responses: {
    200: { description: 'The day’s meals.', content: { 'application/json': { schema: DailyMealsResponseSchema } } },
    ...errorResponses(400, 405, 406, 429, 502, 503),
  },
});

export function registerDailyMeals(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => {
    const result = await deps.coach.generateDailyMeals(c.req.valid('json'));
    return c.json({ ...result, meals: result.meals.map(toApiMeal), snacks: result.snacks.map(toApiMeal) }, 200);
  });
}
