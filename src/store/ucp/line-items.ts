/**
 * @module
 * Priced lines and totals of a cart or a checkout, shaped as UCP 2026-04-08 has them
 * (`types/line_item.json`, `types/totals.json`): every amount an integer in minor units (cents).
 *
 * Where UCP and the store contract (`store-surface.md`: prices are objects with `amount` and
 * `currency`) disagree, the contract wins: `item.price` stays `{amount, currency}` though UCP's
 * `types/item.json` asks for a bare integer. A total is `{type, amount, currency}`, which is both a
 * UCP total (an integer `amount`, more keys allowed) and the contract's price object.
 */
import { cents, type CartLine } from '../cart.js';
import type { StoreProduct, StoreVariant } from '../products.js';

export type VariantIndex = Map<number, { product: StoreProduct; variant: StoreVariant }>;

/** The one currency the store sells in. */
export const CURRENCY = 'EUR';

/** A price as the UCP tools give it: minor units (cents) and the currency. */
export const money = (amount: number) => ({ amount, currency: CURRENCY });

/** One entry of a `totals` list. */
export interface Total {
  type: 'subtotal' | 'fulfillment' | 'total';
  amount: number;
  currency: string;
}

const total = (type: Total['type'], amount: number): Total => ({ type, ...money(amount) });

/** The cart's or checkout's lines: each with its unit price and its own totals (a line's subtotal is its total). */
export function lineItemsJson(lines: readonly CartLine[], index: VariantIndex) {
  return lines.map((line, i) => {
    const found = index.get(line.variantId);
    const price = found ? cents(found.variant.price) : 0;
    return {
      id: `li_${i + 1}`,
      item: {
        id: String(line.variantId),
        title: found ? `${found.product.title} - ${found.variant.title}` : String(line.variantId),
        price: money(price),
      },
      quantity: line.quantity,
      totals: [total('subtotal', price * line.quantity), total('total', price * line.quantity)],
    };
  });
}

/**
 * The totals of a cart or checkout: exactly one `subtotal` and one `total`, as `types/totals.json`
 * requires. A checkout, which has a shipping address, also says what shipping costs: nothing.
 */
export function totalsJson(items: ReturnType<typeof lineItemsJson>, shipping: boolean): Total[] {
  const subtotal = items.reduce((sum, item) => sum + item.item.price.amount * item.quantity, 0);
  return [total('subtotal', subtotal), ...(shipping ? [total('fulfillment', 0)] : []), total('total', subtotal)];
}
