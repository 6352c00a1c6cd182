/**
 * @module
 * Checkouts for agents: lines, buyer and shipping address, a status that
 * follows what is still missing (`incomplete` -> `ready_for_complete` ->
 * `completed`), and completion only with the buyer's approval: a code the
 * person gets by approving the order themselves at the checkout's
 * `continue_url`, valid for that version of the checkout for 30 minutes.
 */
import { CoachError } from '../../core/errors.js';
import type { KeyValueStore } from '../../core/ports.js';
import type { CartLine } from '../cart.js';
import { policyLinks } from '../policy-pages.js';
import { CURRENCY, lineItemsJson, totalsJson, type VariantIndex } from './line-items.js';

export type CheckoutStatus = 'incomplete' | 'ready_for_complete' | 'completed' | 'canceled';

export interface Buyer {
  email: string;
  first_name?: string;
  last_name?: string;
}

export interface Address {
  name?: string;
  street_address: string;
  address_locality: string;
  postal_code: string;
  address_country: string;
}

export interface CheckoutRecord {
  id: string;
  status: CheckoutStatus;
  lines: CartLine[];
  buyer?: Buyer;
  address?: Address;
  /** Bumped by every change, so an approval covers exactly what the person saw. */
  version: number;
  /** The buyer's approval of one version, and the wrong codes tried against it. */
  approval?: { code: string; version: number; at: string; tries?: number };
  /** Approval codes mailed for this checkout (`APPROVAL_MAILS` at most). */
  approvalMails?: number;
  order?: { id: string; at: string };
  /** The cart a person checked out from the store's pages, emptied once the order is placed. */
  fromCart?: string;
  createdAt: string;
  updatedAt: string;
}

/** How long a checkout is kept, and how long an approval holds. */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
export const APPROVAL_TTL_MS = 30 * 60 * 1000;
/**
 * Approval mails one checkout sends, and wrong codes one approval takes before it is void: each approval once mailed
 * a new code on every call (50 in 2.5 s) and took guesses without end (issue 41). At these, a checkout takes at most
 * 25 guesses at an 8-character code.
 */
export const APPROVAL_MAILS = 5;
export const APPROVAL_TRIES = 5;

/** How long a placed order is kept: the buyer's account lists it that long. */
export const ORDER_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** `onOrder` hears of every save of a placed order (the buyer's account lists it), more than once alike. */
export function createCheckoutBook(store: KeyValueStore, onOrder?: (checkout: CheckoutRecord) => Promise<void>) {
  const key = (id: string) => `store:checkout:${id}`;
  return {
    async load(id: unknown): Promise<CheckoutRecord> {
      const raw = typeof id === 'string' && /^[a-f0-9]{32}$/.test(id) ? await store.get(key(id)) : undefined;
      if (!raw) throw new CoachError('not_found', { messageKey: 'store.checkout.notFound' });
      return JSON.parse(raw) as CheckoutRecord;
    },
    async save(checkout: CheckoutRecord): Promise<void> {
      const placed = checkout.status === 'completed';
      await store.set(key(checkout.id), JSON.stringify(checkout), { ttlMs: placed ? ORDER_TTL_MS : CHECKOUT_TTL_MS });
      if (placed) await onOrder?.(checkout);
    },
    /** Deletes a checkout or an order, with the buyer's details it holds. */
    async remove(id: string): Promise<void> {
      await store.delete(key(id));
    },
  };
}

export type CheckoutBook = ReturnType<typeof createCheckoutBook>;

/** What a checkout still needs before it can be completed. */
export function missing(checkout: CheckoutRecord): string[] {
  return [
    ...(checkout.lines.length === 0 ? ['line_items'] : []),
    ...(checkout.buyer?.email ? [] : ['buyer.email']),
    ...(checkout.address ? [] : ['fulfillment.address']),
  ];
}

/** A new, empty checkout; `change` gives it its lines, buyer and address. */
export function newCheckout(id: string, now: Date, fromCart?: string): CheckoutRecord {
  return {
    id,
    status: 'incomplete',
    lines: [],
    version: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...(fromCart ? { fromCart } : {}),
  };
}

/** Applies a change and recomputes the status; a completed checkout cannot change. */
export function change(
  checkout: CheckoutRecord,
  update: { lines?: CartLine[]; buyer?: Buyer; address?: Address },
  now: Date,
): void {
  if (checkout.status === 'completed')
    throw new CoachError('invalid_request', { messageKey: 'store.checkout.completed' });
  if (checkout.status === 'canceled')
    throw new CoachError('invalid_request', { messageKey: 'store.checkout.canceled' });
  if (update.lines) checkout.lines = update.lines;
  if (update.buyer) checkout.buyer = update.buyer;
  if (update.address) checkout.address = update.address;
  checkout.version += 1;
  checkout.approval = undefined;
  checkout.updatedAt = now.toISOString();
  checkout.status = missing(checkout).length === 0 ? 'ready_for_complete' : 'incomplete';
}

/** Records the person's approval of this version and returns the code they give their agent. */
export function approve(checkout: CheckoutRecord, code: string, now: Date): string {
  if (checkout.status !== 'ready_for_complete')
    throw new CoachError('invalid_request', { messageKey: 'store.checkout.notReady' });
  if ((checkout.approvalMails ?? 0) >= APPROVAL_MAILS)
    throw new CoachError('rate_limited', { messageKey: 'store.checkout.approvalMails', vars: { max: APPROVAL_MAILS } });
  checkout.approvalMails = (checkout.approvalMails ?? 0) + 1;
  checkout.approval = { code, version: checkout.version, at: now.toISOString() };
  return code;
}

/** Cancels a checkout that is not completed; cancelling twice is no change. */
export function cancel(checkout: CheckoutRecord, now: Date): void {
  if (checkout.status === 'completed')
    throw new CoachError('invalid_request', { messageKey: 'store.checkout.cannotCancel' });
  if (checkout.status === 'canceled') return;
  checkout.status = 'canceled';
  checkout.approval = undefined;
  checkout.updatedAt = now.toISOString();
}

/** Completes with the approval code; anything else is refused with what the person must do. */
export function complete(checkout: CheckoutRecord, code: unknown, orderId: string, now: Date): void {
  if (checkout.status === 'completed') return;
  if (checkout.status !== 'ready_for_complete')
    throw new CoachError('invalid_request', { messageKey: 'store.checkout.notReady' });
  const approval = checkout.approval;
  const fresh =
    approval && approval.version === checkout.version && now.getTime() - Date.parse(approval.at) <= APPROVAL_TTL_MS;
  if (!fresh || typeof code !== 'string' || code.trim().toUpperCase() !== approval.code) {
    // A wrong code counts against the approval; past its tries the approval is void and a new one must be mailed.
    if (fresh && typeof code === 'string' && code.trim() !== '') {
      approval.tries = (approval.tries ?? 0) + 1;
      if (approval.tries >= APPROVAL_TRIES) checkout.approval = undefined;
    }
    throw new CoachError('forbidden', { messageKey: 'store.checkout.approvalRequired' });
  }
  checkout.status = 'completed';
  checkout.order = { id: orderId, at: now.toISOString() };
  checkout.updatedAt = now.toISOString();
}

/** Where a person sees a checkout, approves it and, once placed, finds the order: `continue_url` and `order.permalink_url`. */
export const checkoutUrl = (publicUrl: string, checkoutId: string) => `${publicUrl}/checkouts/${checkoutId}`;

/** A checkout's lines and totals (shipping, free, included), as the tools and the customer API give them. */
export function pricedCheckout(checkout: CheckoutRecord, index: VariantIndex) {
  const lineItems = lineItemsJson(checkout.lines, index);
  return { line_items: lineItems, totals: totalsJson(lineItems, true) };
}

/**
 * The checkout as the tools answer it (UCP 2026-04-08 `checkout.json`, beside the `ucp` envelope the tools add):
 * prices in minor units, what is missing, where a person continues, the policies it is sold under, and the order.
 */
export function checkoutJson(checkout: CheckoutRecord, index: VariantIndex, publicUrl: string) {
  const url = checkoutUrl(publicUrl, checkout.id);
  return {
    id: checkout.id,
    status: checkout.status,
    currency: CURRENCY,
    ...pricedCheckout(checkout, index),
    ...(checkout.buyer ? { buyer: checkout.buyer } : {}),
    ...(checkout.address ? { fulfillment: { address: checkout.address } } : {}),
    messages:
      checkout.status === 'incomplete'
        ? missing(checkout).map((path) => ({
            type: 'error',
            code: 'missing',
            path: `$.${path}`,
            content: `${path} is required before completing.`,
            severity: 'recoverable',
          }))
        : [],
    links: policyLinks(publicUrl),
    // Where a person goes on; a finished checkout has nowhere to go.
    ...(checkout.status === 'completed' || checkout.status === 'canceled' ? {} : { continue_url: url }),
    // The order's page is the checkout's own, kept as long as the order (`ORDER_TTL_MS`).
    ...(checkout.order ? { order: { id: checkout.order.id, permalink_url: url, created_at: checkout.order.at } } : {}),
    version: checkout.version,
  };
}
