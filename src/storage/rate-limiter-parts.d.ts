/**
 * The three classes the rate budgets use, each from its own file: the package's index requires every
 * backend it has (MySQL, Mongo, Dynamo, etcd…), some three times the code, at every start. Their types
 * are the package's own.
 */
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  export = RateLimiterMemory;
}
declare module 'rate-limiter-flexible/lib/RateLimiterRedis.js' {
  import { RateLimiterRedis } from 'rate-limiter-flexible';
  export = RateLimiterRedis;
}
declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  import { RateLimiterRes } from 'rate-limiter-flexible';
  export = RateLimiterRes;
}
