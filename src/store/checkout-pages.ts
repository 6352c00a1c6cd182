/**
 * @module
 * Where a person continues an agent's checkout (`continue_url`): the order as
 * it stands, and, when it is ready, a button to approve it. Approving emails
 * a code to the buyer's address, never to the page: an agent can press the
 * button but cannot read the buyer's mail, so the code the buyer hands over
 * is evidence of their approval. The code holds for this version of the
 * checkout only. Without email delivery there is no approval, so no order.
 */
import type { Context, Hono } from 'hono';
import type { Mailer } from '../core/email/deliver.js';
import { isCoachError } from '../core/errors.js';
import type { StoreRouteDeps } from './store-deps.js';
import { approve, checkoutJson, type CheckoutBook } from './ucp/checkout.js';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}li{margin:.3rem 0}.code{font-size:2rem;letter-spacing:.2rem;font-family:monospace}</style>
</head><body><h1>${escape(title)}</h1>
${body}
</body></html>`;
}

/** `ana@example.com` as `a•••@example.com`, so the page confirms where the code went without showing it. */
const masked = (address: string) => address.replace(/^(.)[^@]*/, '$1•••');

export function registerCheckoutPages(app: Hono, deps: StoreRouteDeps & { checkouts: CheckoutBook; approvalCode: () => string; mailer?: Mailer }): void {
  app.get('/checkouts/:id', async (c) => {
    const checkout = await deps.checkouts.load(c.req.param('id')).catch(() => undefined);
    if (!checkout) return c.html(page('Checkout not found', '<p>This checkout does not exist or has expired.</p>'), 404);
    const view = checkoutJson(checkout, await deps.variants(), c.req.url);
    const lines = view.line_items.map((item) => `<li>${item.quantity} × ${escape(item.item.title)}: ${euros(item.totals[0].price.amount)}</li>`).join('');
    const total = view.totals.find((entry) => entry.type === 'total')?.price.amount ?? 0;
    const action =
      checkout.status === 'ready_for_complete'
        ? `<form method="post" action="/checkouts/${checkout.id}/approve"><p>Only approve if you asked for this order. Your assistant needs the code shown next to place it.</p><button type="submit">Approve this order</button></form>`
        : checkout.status === 'completed'
          ? `<p>This order has been placed (${escape(checkout.order?.id ?? '')}).</p>`
          : checkout.status === 'canceled'
            ? '<p>This checkout was canceled.</p>'
            : `<p>Still missing: ${escape(view.messages.map((message) => message.path.slice(2)).join(', '))}.</p>`;
    return c.html(page('Your order', `<ul>${lines}</ul><p><strong>Total: ${euros(total)}</strong> (VAT included, free shipping)</p>${action}`));
  });

  app.post('/checkouts/:id/approve', async (c) => {
    const id = c.req.param('id');
    return deps.lock(`checkout:${id}`, () => approveAndMail(c, id));
  });

  const approveAndMail = async (c: Context, id: string) => {
    const checkout = await deps.checkouts.load(id).catch(() => undefined);
    if (!checkout) return c.html(page('Checkout not found', '<p>This checkout does not exist or has expired.</p>'), 404);
    if (!deps.mailer) return c.html(page('Approval unavailable', `<p>${escape(deps.t('store.approval.unavailable'))}</p>`), 503);
    try {
      const code = approve(checkout, deps.approvalCode(), deps.clock());
      const address = checkout.buyer?.email ?? '';
      const text = deps.t('store.approval.body', { code, url: `${deps.publicUrl}/checkouts/${checkout.id}` });
      await deps.mailer.send({ to: address, subject: deps.t('store.approval.subject'), text, html: `<p>${escape(text).replace(/\n/g, '<br>')}</p>`, language: 'en' });
      await deps.checkouts.save(checkout);
      return c.html(page('Check your email', `<p>${escape(deps.t('store.approval.sent', { address: masked(address) }))}</p>`));
    } catch (error) {
      if (!isCoachError(error)) throw error;
      return c.html(page('Not ready yet', `<p>${escape(deps.t(error.messageKey))}</p>`), 409);
    }
  };
}
