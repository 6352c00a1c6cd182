/**
 * @module
 * Spends the client's rate budget on the paid routes before their body is
 * read; over budget answers 429 with `Retry-After`. The client is known by
 * a hash of its address, so no address is kept.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { CoachError } from '../core/errors.js';
import type { BudgetRoute, RateBudget } from '../core/ports.js';
import type { AppEnv } from './env.js';
import type { ErrorRenderer } from './errors.js';

/** The paid routes and the budget each spends. */
export const BUDGETED_PATHS: Readonly<Record<string, BudgetRoute>> = {
  '/api/coach-chat': 'chat',
  '/api/daily-meals': 'meals',
  '/api/meal-image': 'image',
  '/api/meal-photo': 'photo',
  '/api/store-email': 'email',
};

export interface RateLimitOptions {
  budget: RateBudget;
  errors: ErrorRenderer;
  /** The client's address (`clientAddress` of `src/edge/client-address.ts`). */
  address: (c: Context<AppEnv>) => string;
}

export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async function spendBudget(c, next) {
    const route = c.req.method === 'POST' ? BUDGETED_PATHS[c.req.path] : undefined;
    if (!route) return next();
    const client = createHash('sha256').update(options.address(c)).digest('base64url').slice(0, 22);
    const decision = await options.budget.consume(route, client);
    if (decision.allowed) return next();
    const seconds = decision.retryAfterSeconds;
    c.header('Retry-After', String(seconds));
    return options.errors.respond(c, new CoachError('rate_limited', { vars: { seconds } }));
  };
}
