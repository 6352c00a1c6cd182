/**
 * @module
 * Sections for a theme's cart drawer, rendered with an Ajax cart answer as the platform's Section
 * Rendering API does: `sections: "cart-drawer,cart-icon-bubble"` on a cart change (or
 * `GET /cart?sections=…`) gives each section's fresh HTML by id, and null for a section this store
 * does not have.
 */
import type { cartJson } from './cart.js';
import { escape } from './page.js';

/** Money as a theme's English sections write it (`{{ amount }} €`): the drawer is the theme's, not a page of ours. */
const themeMoney = (cents: number) => `${(cents / 100).toFixed(2)} €`;

type Cart = ReturnType<typeof cartJson>;

/** Properties a person sees: the `_`-prefixed ones are the theme's own. */
export const shownProperties = (properties: Record<string, string>) =>
  Object.entries(properties).filter(([name]) => !name.startsWith('_'));

const items = (cart: Cart) =>
  cart.items
    .map((item) => {
      const properties = shownProperties(item.properties)
        .map(([name, value]) => `<dd>${escape(name)}: ${escape(value)}</dd>`)
        .join('');
      return `<li class="cart-item" data-key="${escape(item.key)}"><span class="cart-item__title">${escape(item.title)}</span>${properties ? `<dl>${properties}</dl>` : ''} <span class="cart-item__quantity">× ${item.quantity}</span> <span class="cart-item__price">${themeMoney(item.final_line_price)}</span></li>`;
    })
    .join('');

const RENDERERS: Record<string, (cart: Cart) => string> = {
  'cart-icon-bubble': (cart) =>
    `<div id="shopify-section-cart-icon-bubble"><a href="/cart" class="cart-count-bubble">${cart.item_count}</a></div>`,
  'cart-drawer': (cart) =>
    `<div id="shopify-section-cart-drawer"><div class="cart-drawer">${cart.items.length ? `<ul class="cart-items">${items(cart)}</ul><p class="totals">${themeMoney(cart.total_price)}</p><a href="/cart">Cart</a>` : '<p class="cart__empty-text">Your cart is empty</p>'}</div></div>`,
  'main-cart-items': (cart) =>
    `<div id="shopify-section-main-cart-items"><ul class="cart-items">${items(cart)}</ul></div>`,
  'main-cart-footer': (cart) =>
    `<div id="shopify-section-main-cart-footer"><p class="totals">${themeMoney(cart.total_price)}</p></div>`,
  'cart-live-region-text': (cart) =>
    `<div id="shopify-section-cart-live-region-text">${themeMoney(cart.total_price)}</div>`,
};

/** The section ids asked for: a comma list or an array, five at most (as the platform). */
export function sectionIds(raw: unknown): string[] {
  const ids = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(',') : [];
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))].slice(0, 5);
}

/** Each section's HTML for this cart, by id; null for one this store does not have. */
export function renderSections(ids: readonly string[], cart: Cart): Record<string, string | null> {
  return Object.fromEntries(ids.map((id) => [id, RENDERERS[id]?.(cart) ?? null]));
}
