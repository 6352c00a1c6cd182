/**
 * @module
 * The small cart page a permalink lands on: the lines, the total, and the way on to checkout. Plain
 * HTML, no scripts, in Catalan or English.
 */
import type { Language, Translate } from '../core/ports.js';
import type { cartJson } from './cart.js';
import { shownProperties } from './cart-sections.js';
import { escape, euros, page } from './page.js';

/** `nameOf` gives a line's name in the page's language, by variant id. */
export function cartPage(
  cart: ReturnType<typeof cartJson>,
  t: Translate,
  language: Language,
  nameOf: (variantId: number, fallback: string) => string,
): string {
  const rows = cart.items
    .map((item) => {
      const properties = shownProperties(item.properties)
        .map(([name, value]) => `<br><small>${escape(name)}: ${escape(value)}</small>`)
        .join('');
      return `<tr><td>${escape(nameOf(item.variant_id, item.title))}${properties}</td><td>${item.quantity}</td><td>${euros(t, item.final_line_price)}</td></tr>`;
    })
    .join('\n');
  const body =
    cart.items.length === 0
      ? `<p>${escape(t('store.pages.cartEmpty'))} <a href="/pricing">${escape(t('store.pages.seeProducts'))}</a>.</p>`
      : `<table><thead><tr><th>${escape(t('store.pages.product'))}</th><th>${escape(t('store.pages.quantity'))}</th><th>${escape(t('store.pages.price'))}</th></tr></thead><tbody>\n${rows}\n</tbody>
<tfoot><tr><th colspan="2">${escape(t('store.pages.total'))}</th><th>${euros(t, cart.total_price)}</th></tr></tfoot></table>
<p>${escape(t('store.pages.vat'))}</p>
<form method="get" action="/checkout"><input type="hidden" name="lang" value="${language}"><button type="submit">${escape(t('store.pages.checkout'))}</button></form>
<p><small><a href="/cart.js">${escape(t('store.pages.cartJson'))}</a></small></p>`;
  return page(language, t('store.pages.cartTitle'), body, { label: t('store.pages.other'), path: '/cart' });
}
