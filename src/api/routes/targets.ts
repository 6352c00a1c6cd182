import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { errorResponses } from '../schemas/error.js';
import { TargetsRequestSchema, TargetsResponseSchema } from '../schemas/targets.js';
import { KB, type PathRules, write } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/api/targets': write('public', 400, 16 * KB) };

const route = createRoute({
  method: 'post',
  path: '/api/targets',
  operationId: 'computeDailyTarget',
  tags: ['Meals'],
  summary: 'A daily calorie and macro target (an addition to the contract)',
  description:
    'From a profile and today’s training: resting energy by Mifflin-St Jeor, daily life, the training, the goal (lose: −15 %, at most 500 kcal; gain: +10 %, at most 400 kcal), protein by body weight, a fat floor and carbohydrate as the rest, held within the NutritionTarget bounds. Nothing is stored.',
  request: { body: { required: true, content: { 'application/json': { schema: TargetsRequestSchema } } } },
  responses: {
    200: {
      description: 'The target and how it came about.',
      content: { 'application/json': { schema: TargetsResponseSchema } },
    },
    ...errorResponses(400, 405, 406),
  },
});

export function registerTargets(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => {
    const { age, ...rest } = c.req.valid('json');
    return c.json(deps.coach.dailyTarget({ ...rest, ageYears: age }), 200);
  });
}
