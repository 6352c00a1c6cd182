import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { errorResponses } from '../schemas/error.js';
import { FoodQuerySchema, FoodSearchResponseSchema } from '../schemas/foods.js';
import { JSON_TYPES, type PathRules, read } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/api/foods': read(JSON_TYPES, 422) };

const route = createRoute({
  method: 'get',
  path: '/api/foods',
  operationId: 'searchFoods',
  tags: ['Foods'],
  summary: 'Search foods',
  description: 'At most 8 foods; nothing of the search is stored. Unusable values answer 422.',
  request: { query: FoodQuerySchema },
  responses: {
    200: {
      description: 'Matching foods, best first.',
      content: { 'application/json': { schema: FoodSearchResponseSchema } },
    },
    ...errorResponses(405, 406, 422, 502, 503),
  },
});

export function registerFoods(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => {
    const result = await deps.coach.searchFoods(c.req.valid('query'));
    return c.json({ ...result, retention: deps.t('api.retention.foods') }, 200);
  });
}
