/**
 * @module
 * Rate budgets on the paid routes with rate-limiter-flexible: in Redis when
 * the state is shared (every instance spends from one budget), in memory
 * otherwise. While Redis is away a per-instance memory limiter stands in,
 * so the routes neither fail nor run unbounded.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
// Each from its own file: the package's index loads every backend it has (`rate-limiter-parts.d.ts`).
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRedis from 'rate-limiter-flexible/lib/RateLimiterRedis.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import type { BudgetRoute, RateBudget } from '../core/ports.js';
import type { RedisStore } from './redis.js';

/** Requests a client may make to a route within a window. */
export interface Budget {
  requests: number;
  windowSeconds: number;
}

export interface RateBudgetOptions {
  budgets: Partial<Record<BudgetRoute, Budget>>;
  /** Shared state; absent, budgets are kept per instance. */
  redis?: RedisStore;
}

export function createRateBudget(options: RateBudgetOptions): RateBudget {
  const limiters = new Map<BudgetRoute, RateLimiterAbstract>();
  for (const [route, budget] of Object.entries(options.budgets) as [BudgetRoute, Budget][]) {
    const base = { points: budget.requests, duration: budget.windowSeconds, keyPrefix: `rate:${route}` };
    const memory = new RateLimiterMemory(base);
    limiters.set(
      route,
      options.redis
        ? new RateLimiterRedis({
            ...base,
            storeClient: options.redis.client,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory,
    );
  }
  return {
    async consume(route, client) {
      const limiter = limiters.get(route);
      if (!limiter) return { allowed: true };
      try {
        await limiter.consume(client);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        // Neither Redis nor its stand-in answered: let the request through rather than fail it.
        return { allowed: true };
      }
    },
  };
}
