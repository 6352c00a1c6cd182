/**
 * @module
 * Every agent commerce tool, in the order `tools/list` gives them.
 */
import { CART_TOOLS } from './cart-tools.js';
import { CATALOG_TOOLS } from './catalog-tools.js';
import { CHECKOUT_TOOLS } from './checkout-tools.js';
import type { Tool } from './tools.js';

export const TOOLS: readonly Tool[] = [...CATALOG_TOOLS, ...CART_TOOLS, ...CHECKOUT_TOOLS];

/** The UCP message code of a business outcome, from the store's message key. */
const OUTCOME_CODES: Record<string, string> = {
  'store.cart.unknownVariant': 'item_unavailable',
  'store.cart.soldOut': 'out_of_stock',
  'store.checkout.completed': 'checkout_completed',
  'store.checkout.canceled': 'checkout_canceled',
  'store.checkout.cannotCancel': 'checkout_completed',
  'store.checkout.noLines': 'missing_line_items',
};

export const outcomeCode = (code: string, messageKey: string): string =>
  code === 'not_found' ? 'not_found' : (OUTCOME_CODES[messageKey] ?? 'invalid');
