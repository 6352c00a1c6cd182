/**
 * @module
 * Rate limits of the agent endpoints (JSON-RPC and GraphQL): one budget per
 * client address and one per token (the agent's profile URL, or the
 * storefront token). Over either answers 429 with `Retry-After`, in the
 * endpoint's own error shape. Addresses and tokens are kept only as hashes.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { RateBudget } from '../core/ports.js';
import { clientAddress } from '../edge/client-address.js';

export interface AgentLimits {
  budget: RateBudget;
  /** Whether the client's address is the last `X-Forwarded-For` entry (the one a trusted proxy appended). */
  trustProxy: boolean;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** A client's address as a digest, for counters and logs that must not hold the address itself. */
export const clientDigest = (c: Context, trustProxy: boolean) => hash(clientAddress(c, trustProxy));

/** Seconds to wait when a budget is spent, or undefined when the request may go on. */
export async function spend(
  limits: AgentLimits | undefined,
  c: Context,
  token: string | undefined,
  byAddressRoute: 'agent_ip' | 'cart_ip' = 'agent_ip',
): Promise<number | undefined> {
  if (!limits) return undefined;
  const byAddress = await limits.budget.consume(byAddressRoute, clientDigest(c, limits.trustProxy));
  if (!byAddress.allowed) return byAddress.retryAfterSeconds;
  if (!token) return undefined;
  const byToken = await limits.budget.consume('agent_token', hash(token));
  return byToken.allowed ? undefined : byToken.retryAfterSeconds;
}
