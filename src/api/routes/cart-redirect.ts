import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { CoachError } from '../../core/errors.js';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { errorResponses } from '../schemas/error.js';
import { type PathRules, read } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/r/cart': read([]) };

const route = createRoute({
  method: 'get',
  path: '/r/cart',
  operationId: 'openCart',
  tags: ['Shop'],
  summary: 'Tracked redirect to a store cart link',
  description:
    '*(Addition.)* The bots’ cart buttons lead here: it counts `shop_checkout_opened` and redirects (302) to `to`, which must be a cart link of the store (`STORE_URL`); anything else is 400, so this is no open redirect.',
  request: {
    query: z.object({ to: z.string().min(1).max(2048).openapi({ description: 'A cart URL of the store.' }) }),
  },
  responses: {
    302: {
      description: 'Redirect to the cart.',
      headers: z.object({ location: z.string().openapi({ description: 'The cart URL.' }) }),
    },
    ...errorResponses(400, 405),
  },
});

export function registerCartRedirect(app: OpenAPIHono<AppEnv>, deps: ApiDeps, storeUrl: string): void {
  const cartPrefix = `${storeUrl.replace(/\/+$/, '')}/cart/`;
  app.openapi(route, async (c) => {
    const to = c.req.valid('query').to;
    if (!to.startsWith(cartPrefix) || /[\r\n\s]/.test(to)) {
      throw new CoachError('invalid_request', {
        messageKey: 'errors.validation.query',
        hintKey: 'errors.redirect.hint',
        vars: { prefix: cartPrefix },
      });
    }
    await deps.coach.recordEvent('shop_checkout_opened');
    return c.redirect(to, 302);
  });
}
