/**
 * @module
 * Tool results as the UCP specification shapes them (MCP binding, 2026-04-08): the payload at the top
 * of `structuredContent` beside a `ucp` envelope, and business outcomes (nothing found, the buyer's
 * approval needed, an item that cannot be sold) as results carrying `messages`, never as JSON-RPC
 * errors, which stay for protocol and identity failures.
 */
import type { Capability } from './profile.js';

/** The specification version these shapes follow. */
export const UCP_VERSION = '2026-04-08';

const CAPABILITY_NAMES: Record<Capability, string> = {
  catalog: 'dev.ucp.shopping.catalog',
  cart: 'dev.ucp.shopping.cart',
  checkout: 'dev.ucp.shopping.checkout',
};

export type Severity = 'recoverable' | 'requires_buyer_input' | 'requires_buyer_review' | 'unrecoverable';

export type UcpMessage =
  | { type: 'error'; code: string; content: string; severity: Severity; path?: string }
  | { type: 'warning'; code: string; content: string; path?: string }
  | { type: 'info'; content: string; code?: string; path?: string };

/** The envelope of a result: the version and the capability that answered (and, for a checkout, its payment handlers: none, no payment is taken). */
export function envelope(capability: Capability, status: 'success' | 'error' = 'success') {
  return {
    version: UCP_VERSION,
    ...(status === 'error' ? { status } : {}),
    capabilities: { [CAPABILITY_NAMES[capability]]: [{ version: UCP_VERSION }] },
    ...(capability === 'checkout' ? { payment_handlers: {} } : {}),
  };
}

/** A successful result: the payload beside the envelope. */
export const success = (capability: Capability, payload: Record<string, unknown>) => ({
  ucp: envelope(capability),
  ...payload,
});

/** A result without a resource (nothing found, nothing could be made): the envelope says error, `messages` say why. */
export const failure = (capability: Capability, messages: UcpMessage[], continueUrl: string) => ({
  ucp: envelope(capability, 'error'),
  messages,
  continue_url: continueUrl,
});
