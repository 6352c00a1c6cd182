import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { toApiMeal } from '../meal-shape.js';
import { errorResponses } from '../schemas/error.js';
import { WeeklyPlanRequestSchema, WeeklyPlanResponseSchema } from '../schemas/week.js';
import { KB, type PathRules, write } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/api/weekly-plan': write('public', 400, 16 * KB) };

const route = createRoute({
  method: 'post',
  path: '/api/weekly-plan',
  operationId: 'planWeek',
  tags: ['Meals'],
  summary: 'A week of meals and its costed basket (an addition to the contract)',
  description:
    'Seven days, each planned for its training (from a profile, each day gets its own target), no dish repeated in a slot while the library allows, then one shopping list that merges the week in supermarket units, priced line by line.',
  request: { body: { required: true, content: { 'application/json': { schema: WeeklyPlanRequestSchema } } } },
  responses: {
    200: {
      description: 'The week and its basket.',
      content: { 'application/json': { schema: WeeklyPlanResponseSchema } },
    },
    ...errorResponses(400, 405, 406, 502, 503),
  },
});

export function registerWeeklyPlan(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => {
    const body = c.req.valid('json');
    const profile = body.profile && {
      ...body.profile,
      ageYears: body.profile.age,
      goal: body.goal,
      usualActivity: body.usualActivity,
    };
    const week = await deps.coach.weeklyPlan({ ...body, profile });
    const days = week.days.map((day) => ({
      ...day,
      meals: day.meals.map(toApiMeal),
      snacks: day.snacks.map(toApiMeal),
    }));
    const shoppingList = week.shoppingList.items.map(({ foodId: _foodId, ...item }) => item);
    const { items: _items, ...basket } = week.shoppingList;
    return c.json({ days, dayAverage: week.dayAverage, shoppingList, basket }, 200);
  });
}
