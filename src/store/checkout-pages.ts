/**
 * @module
 * Where a person finishes an order, theirs or an agent's (`continue_url`): from the cart, a checkout
 * form (email and address); the order as it stands, and a button to approve it; the approval code,
 * emailed to the buyer's address and never shown on the page, entered to place the order; and the
 * confirmation. An agent can press the button but cannot read the buyer's mail, so the code is
 * evidence of the buyer's approval; it holds for this version of the checkout only. No payment is
 * taken, and the pages say so. Without email delivery there is no approval, so no order.
 */
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Mailer } from '../core/email/deliver.js';
import { isCoachError } from '../core/errors.js';
import type { Language, Translate } from '../core/ports.js';
import { CART_COOKIE } from './cart-routes.js';
import { localLabel } from './products.js';
import { escape, euros, formFields, inLanguage, masked, page, pageLanguage } from './page.js';
import { policyFooter } from './policy-pages.js';
import type { StoreRouteDeps } from './store-deps.js';
import { approve, change, checkoutJson, complete, newCheckout, type CheckoutBook } from './ucp/checkout.js';
import { isEmailAddress } from '../core/email/address.js';

type Deps = StoreRouteDeps & { checkouts: CheckoutBook; approvalCode: () => string; mailer?: Mailer };

const FIELDS = ['email', 'name', 'street', 'locality', 'postalCode', 'country'] as const;
type Field = (typeof FIELDS)[number];

/** The form's fields, and which of them are wrong. */
function readForm(raw: Record<string, unknown>): { values: Record<Field, string>; wrong: Field[] } {
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, typeof raw[field] === 'string' ? raw[field].trim().slice(0, 200) : '']),
  ) as Record<Field, string>;
  values.country = values.country.toUpperCase() || 'ES';
  const wrong = FIELDS.filter((field) => {
    if (field === 'email') return !isEmailAddress(values.email);
    if (field === 'country') return !/^[A-Z]{2}$/.test(values.country);
    if (field === 'name') return false;
    return values[field].length === 0;
  });
  return { values, wrong };
}

function checkoutForm(
  t: Translate,
  language: Language,
  values: Partial<Record<Field, string>>,
  wrong: readonly Field[],
): string {
  const input = (field: Field, type = 'text') =>
    `<label>${escape(t(`store.pages.${field}`))}<input name="${field}" type="${type}" value="${escape(values[field] ?? (field === 'country' ? 'ES' : ''))}"${field === 'name' ? '' : ' required'}></label>`;
  const problems = wrong.length
    ? `<p role="alert">${escape(t('store.pages.invalid', { fields: wrong.map((field) => t(`store.pages.${field}`)).join(', ') }))}</p>`
    : '';
  return `${problems}<form method="post" action="/checkout?lang=${language}">${input('email', 'email')}${input('name')}${input('street')}${input('locality')}${input('postalCode')}${input('country')}<button type="submit">${escape(t('store.pages.continue'))}</button></form><p><small>${escape(t('store.pages.noPayment'))}</small></p>${policyFooter(t, language)}`;
}

export function registerCheckoutPages(app: Hono, deps: Deps): void {
  const view = (c: Context) => {
    const language = pageLanguage(c);
    const t = deps.words(language);
    const html = (title: string, body: string, path: string, status: 200 | 404 | 409 | 422 | 429 | 503 = 200) =>
      c.html(page(language, t(title), body, { label: t('store.pages.other'), path }), status);
    return { language, t, html };
  };

  app.get('/checkout', async (c) => {
    const { language, t, html } = view(c);
    const cart = await deps.carts.load(getCookie(c, CART_COOKIE));
    if (!cart || cart.lines.length === 0) return c.redirect(inLanguage('/cart', language), 303);
    return html('store.pages.checkoutTitle', checkoutForm(t, language, { email: cart.buyer?.email }, []), '/checkout');
  });

  app.post('/checkout', async (c) => {
    const { language, t, html } = view(c);
    const cart = await deps.carts.load(getCookie(c, CART_COOKIE));
    if (!cart || cart.lines.length === 0) return c.redirect(inLanguage('/cart', language), 303);
    const { values, wrong } = readForm(await formFields(c));
    if (wrong.length)
      return html('store.pages.checkoutTitle', checkoutForm(t, language, values, wrong), '/checkout', 422);
    const now = deps.clock();
    const checkout = newCheckout(deps.newToken(), now, cart.token);
    const address = {
      ...(values.name ? { name: values.name } : {}),
      street_address: values.street,
      address_locality: values.locality,
      postal_code: values.postalCode,
      address_country: values.country,
    };
    change(
      checkout,
      {
        lines: cart.lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity })),
        buyer: { email: values.email },
        address,
      },
      now,
    );
    await deps.checkouts.save(checkout);
    return c.redirect(inLanguage(`/checkouts/${checkout.id}`, language), 303);
  });

  app.get('/checkouts/:id', async (c) => {
    const { language, t, html } = view(c);
    const path = `/checkouts/${c.req.param('id')}`;
    const checkout = await deps.checkouts.load(c.req.param('id')).catch(() => undefined);
    if (!checkout) return html('store.pages.notFoundTitle', `<p>${escape(t('store.pages.notFound'))}</p>`, path, 404);
    const index = await deps.variants();
    const order = checkoutJson(checkout, index, deps.publicUrl);
    const lines = order.line_items
      .map(
        (item) =>
          `<li>${item.quantity} × ${escape(localLabel(index.get(Number(item.item.id)), item.item.title, t))}: ${euros(t, item.totals.find((entry) => entry.type === 'total')?.amount ?? 0)}</li>`,
      )
      .join('');
    const total = order.totals.find((entry) => entry.type === 'total')?.amount ?? 0;
    const action =
      checkout.status === 'ready_for_complete'
        ? `<form method="post" action="${inLanguage(`${path}/approve`, language)}"><p>${escape(t('store.pages.approveHelp'))}</p><button type="submit">${escape(t('store.pages.approve'))}</button></form>`
        : checkout.status === 'completed'
          ? `<p>${escape(t('store.pages.placed', { id: checkout.order?.id ?? '' }))}</p>`
          : checkout.status === 'canceled'
            ? `<p>${escape(t('store.pages.canceled'))}</p>`
            : `<p>${escape(t('store.pages.missing', { fields: order.messages.map((message) => message.path.slice(2)).join(', ') }))}</p>`;
    return html(
      'store.pages.orderTitle',
      `<ul>${lines}</ul><p><strong>${escape(t('store.pages.orderTotal', { total: euros(t, total) }))}</strong></p>${action}<p><small>${escape(t('store.pages.noPayment'))}</small></p>${policyFooter(t, language)}`,
      path,
    );
  });

  app.post('/checkouts/:id/approve', async (c) => {
    const id = c.req.param('id');
    return deps.lock(`checkout:${id}`, () => approveAndMail(c, id));
  });

  /** The code form, where the person enters what the email says. */
  const codeForm = (t: Translate, language: Language, id: string) =>
    `<form method="post" action="${inLanguage(`/checkouts/${id}/complete`, language)}"><label>${escape(t('store.pages.code'))}<input name="code" autocomplete="one-time-code" required maxlength="32"></label><button type="submit">${escape(t('store.pages.place'))}</button></form>`;

  const approveAndMail = async (c: Context, id: string) => {
    const { language, t, html } = view(c);
    const path = `/checkouts/${id}`;
    const checkout = await deps.checkouts.load(id).catch(() => undefined);
    if (!checkout) return html('store.pages.notFoundTitle', `<p>${escape(t('store.pages.notFound'))}</p>`, path, 404);
    if (!deps.mailer)
      return html('store.pages.unavailableTitle', `<p>${escape(t('store.approval.unavailable'))}</p>`, path, 503);
    try {
      const code = approve(checkout, deps.approvalCode(), deps.clock());
      const address = checkout.buyer?.email ?? '';
      const text = t('store.approval.body', { code, url: `${deps.publicUrl}${path}` });
      await deps.mailer.send({
        to: address,
        subject: t('store.approval.subject'),
        text,
        html: `<p>${escape(text).replace(/\n/g, '<br>')}</p>`,
        language,
      });
      await deps.checkouts.save(checkout);
      return html(
        'store.pages.emailTitle',
        `<p>${escape(t('store.approval.sent', { address: masked(address) }))}</p>${codeForm(t, language, id)}`,
        path,
      );
    } catch (error) {
      if (!isCoachError(error)) throw error;
      const limited = error.code === 'rate_limited';
      if (limited) deps.logger.warn({ checkout: id }, 'approval code refused: too many mailed for one checkout');
      const title = limited ? 'store.pages.tooManyCodesTitle' : 'store.pages.notReadyTitle';
      return html(title, `<p>${escape(t(error.messageKey, error.vars))}</p>`, path, limited ? 429 : 409);
    }
  };

  app.post('/checkouts/:id/complete', async (c) => {
    const { language, t, html } = view(c);
    const id = c.req.param('id');
    const path = `/checkouts/${id}`;
    const fields = await formFields(c);
    const code = typeof fields.code === 'string' ? fields.code : '';
    // Under the checkout's lock, so one code places one order.
    const placed = await deps.lock(`checkout:${id}`, async () => {
      const checkout = await deps.checkouts.load(id).catch(() => undefined);
      if (!checkout) return undefined;
      try {
        complete(checkout, code, `ord_${deps.newToken().slice(0, 16)}`, deps.clock());
      } catch (error) {
        if (!isCoachError(error)) throw error;
        // The wrong code is counted (`APPROVAL_TRIES`), so the refusal is kept too.
        await deps.checkouts.save(checkout);
        deps.logger.warn({ checkout: id }, 'approval code refused');
        return { checkout, refused: true };
      }
      await deps.checkouts.save(checkout);
      return { checkout, refused: false };
    });
    if (!placed) return html('store.pages.notFoundTitle', `<p>${escape(t('store.pages.notFound'))}</p>`, path, 404);
    if (placed.refused)
      return html(
        'store.pages.emailTitle',
        `<p role="alert">${escape(t('store.pages.wrongCode'))}</p>${codeForm(t, language, id)}`,
        path,
        422,
      );
    // The order is placed: the cart it was made from is emptied (not the cart of someone approving an agent's order).
    const cart = placed.checkout.fromCart ? await deps.carts.load(placed.checkout.fromCart) : undefined;
    if (cart) await deps.carts.save({ ...cart, lines: [] });
    return html(
      'store.pages.confirmTitle',
      `<p>${escape(t('store.pages.confirm', { id: placed.checkout.order?.id ?? '' }))}</p><p>${escape(t('store.pages.noPayment'))}</p>`,
      path,
    );
  });
}
