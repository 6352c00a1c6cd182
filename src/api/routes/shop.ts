import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { errorResponses } from '../schemas/error.js';
import { ShopQuerySchema, ShopResponseSchema } from '../schemas/shop.js';
import { type PathRules, read } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/api/shop': read() };

export const SHOP_CACHE_CONTROL = 'public, max-age=3600';

const route = createRoute({
  method: 'get',
  path: '/api/shop',
  operationId: 'getShopOffers',
  tags: ['Shop'],
  summary: 'Milkshake tubs and a sized offer',
  description:
    'With `proteinG` or `millilitres`, sizes a daily milkshake (30 g powder per 100 ml; `proteinG` is converted at `proteinPer100Ml` and rounded up to the next 50 ml) and recommends the smallest in-stock tub that covers `days`, else the largest with `coversRequestedPeriod: false`. Out-of-range or non-numeric parameters answer 400; nothing is clamped silently. Public and cacheable for one hour.',
  request: { query: ShopQuerySchema },
  responses: {
    200: {
      description: 'The catalogue, and the offer when asked for.',
      headers: { 'Cache-Control': { schema: { type: 'string' }, description: '`public, max-age=3600`' } },
      content: { 'application/json': { schema: ShopResponseSchema } },
    },
    ...errorResponses(400, 405, 406),
  },
});

export function registerShop(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => {
    const result = await deps.coach.shop(c.req.valid('query'), 'api');
    c.header('Cache-Control', SHOP_CACHE_CONTROL);
    return c.json(result, 200);
  });
}
