import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { BasketEstimateResponseSchema, BasketRequestSchema } from '../schemas/basket.js';
import { errorResponses } from '../schemas/error.js';

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

export function registerBasket(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => c.json(await deps.coach.estimateBasket(c.req.valid('json').items), 200));
}
