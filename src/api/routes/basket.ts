import { createRoute, type OpenAPIHono, type z } from '@hono/zod-openapi';
import type { Coach } from '../../core/coach.js';
import type { ApiDeps } from '../deps.js';
import type { ComputedRoute } from '../fast-lane.js';
import type { AppEnv } from '../env.js';
import { BasketEstimateResponseSchema, BasketRequestSchema } from '../schemas/basket.js';
import { errorResponses } from '../schemas/error.js';
import type { BasketEstimate } from '../../core/basket/estimate.js';
import { basketJson } from './basket-json.js';
import { KB, type PathRules, write } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/api/basket-prices': write('public', 400, 64 * KB) };

const route = createRoute({
  method: 'post',
  path: '/api/basket-prices',
  operationId: 'estimateBasketCost',
  tags: ['Groceries'],
  summary: 'Estimate the cost of a basket',
  description:
    'Prices each line from live supermarket data where reachable and from a built-in reference table of Catalan supermarket prices otherwise. Names outside the table are ignored (and listed in `ignored`). An indicative estimate, not a checkout quote.',
  request: { body: { required: true, content: { 'application/json': { schema: BasketRequestSchema } } } },
  responses: {
    200: { description: 'The estimate.', content: { 'application/json': { schema: BasketEstimateResponseSchema } } },
    ...errorResponses(400, 405, 406),
  },
});

type BasketRequest = z.infer<typeof BasketRequestSchema>;

/** The estimate is a function of the body alone: the fast lane may answer it (see `fast-lane.ts`). */
export function basketEstimate(coach: Coach): ComputedRoute<BasketRequest> {
  return {
    path: route.path,
    schema: BasketRequestSchema,
    answer: (body) => coach.estimateBasket(body.items),
    serialize: (estimate) => basketJson(estimate as BasketEstimate),
  };
}

export function registerBasket(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  const { answer } = basketEstimate(deps.coach);
  app.openapi(route, async (c) => c.json(await answer(c.req.valid('json')), 200));
}
