/**
 * @module
 * The small cart page a permalink lands on: the lines, the total, and where
 * to go next. Plain HTML, no scripts.
 */
import type { cartJson } from './cart.js';
import { shownProperties } from './cart-sections.js';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`;

export function cartPage(cart: ReturnType<typeof cartJson>): string {
  const rows = cart.items
    .map((item) => {
      const properties = shownProperties(item.properties).map(([name, value]) => `<br><small>${escape(name)}: ${escape(value)}</small>`).join('');
      return `<tr><td>${escape(item.title)}${properties}</td><td>${item.quantity}</td><td>${euros(item.final_line_price)}</td></tr>`;
    })
    .join('\n');
  const body =
    cart.items.length === 0
      ? '<p>Your cart is empty. <a href="/pricing">See the products</a>.</p>'
      : `<table><thead><tr><th>Product</th><th>Quantity</th><th>Price</th></tr></thead><tbody>\n${rows}\n</tbody>
<tfoot><tr><th colspan="2">Total</th><th>${euros(cart.total_price)}</th></tr></tfoot></table>
<p>Prices include VAT. To order, an agent can continue through <code>POST /api/ucp/mcp</code>; the cart as JSON is at <a href="/cart.js">/cart.js</a>.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Your cart</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body><h1>Your cart</h1>
${body}
</body></html>`;
}
