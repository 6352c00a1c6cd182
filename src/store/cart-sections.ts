/**
 * @module
 * Sections for a theme's cart drawer, rendered with an Ajax cart answer as the platform's Section
 * Rendering API does: `sections: "cart-drawer,cart-icon-bubble"` on a cart change (or
 * `GET /cart?sections=…`) gives each section's fresh HTML by id, and null for a section this store
 * does not have.
 */
import type { Translate } from '../core/ports.js';
import type { cartJson } from './cart.js';
import { escape, euros } from './page.js';

type Cart = ReturnType<typeof cartJson>;

/** The words of the page the sections go into: its sentences, and a line's name by variant id. */
export interface SectionWords {
  t: Translate;
  nameOf: (variantId: number, fallback: string) => string;
}

/** Properties a person sees: the `_`-prefixed ones are the theme's own. */
export const shownProperties = (properties: Record<string, string>) =>
  Object.entries(properties).filter(([name]) => !name.startsWith('_'));

const items = (cart: Cart, { t, nameOf }: SectionWords) =>
  cart.items
    .map((item) => {
      const properties = shownProperties(item.properties)
        .map(([name, value]) => `<dd>${escape(name)}: ${escape(value)}</dd>`)
        .join('');
      return `<li class="cart-item" data-key="${escape(item.key)}"><span class="cart-item__title">${escape(nameOf(item.variant_id, item.title))}</span>${properties ? `<dl>${properties}</dl>` : ''} <span class="cart-item__quantity">× ${item.quantity}</span> <span class="cart-item__price">${euros(t, item.final_line_price)}</span></li>`;
    })
    .join('');

const RENDERERS: Record<string, (cart: Cart, words: SectionWords) => string> = {
  'cart-icon-bubble': (cart) =>
    `<div id="shopify-section-cart-icon-bubble"><a href="/cart" class="cart-count-bubble">${cart.item_count}</a></div>`,
  'cart-drawer': (cart, words) =>
    `<div id="shopify-section-cart-drawer"><div class="cart-drawer">${cart.items.length ? `<ul class="cart-items">${items(cart, words)}</ul><p class="totals">${euros(words.t, cart.total_price)}</p><a href="/cart">${escape(words.t('store.pages.cartTitle'))}</a>` : `<p class="cart__empty-text">${escape(words.t('store.pages.cartEmpty'))}</p>`}</div></div>`,
  'main-cart-items': (cart, words) =>
    `<div id="shopify-section-main-cart-items"><ul class="cart-items">${items(cart, words)}</ul></div>`,
  'main-cart-footer': (cart, words) =>
    `<div id="shopify-section-main-cart-footer"><p class="totals">${euros(words.t, cart.total_price)}</p></div>`,
  'cart-live-region-text': (cart, words) =>
    `<div id="shopify-section-cart-live-region-text">${euros(words.t, cart.total_price)}</div>`,
};

/** The section ids asked for: a comma list or an array, five at most (as the platform). */
export function sectionIds(raw: unknown): string[] {
  const ids = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(',') : [];
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))].slice(0, 5);
}

/** Each section's HTML for this cart in the page's words, by id; null for one this store does not have. */
export function renderSections(ids: readonly string[], cart: Cart, words: SectionWords): Record<string, string | null> {
  return Object.fromEntries(ids.map((id) => [id, RENDERERS[id]?.(cart, words) ?? null]));
}
