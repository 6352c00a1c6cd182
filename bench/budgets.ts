/**
 * Rate budgets too large to be reached, for benchmarks that drive the service from one address: they measure the
 * service, not its limiter (every route is limited per client by default, `src/config.ts`).
 */
export const UNLIMITED_BUDGETS = ['chat', 'meals', 'image', 'photo', 'email', 'agent_ip', 'agent_token', 'cart_ip']
  .map((route) => `${route}=10000000/h`)
  .join(',');
