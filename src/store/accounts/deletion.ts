/**
 * @module
 * A buyer deleting their store data: their placed orders (with the name, address and lines they hold), the address
 * the account knows, and every app's access to it. Three ways in: the account page `/account/delete` (the buyer
 * proves the address with an emailed code, as at sign-in), `DELETE /account/api/me` for an app the buyer granted
 * `delete_account`, and `DELETE /admin/buyers` for the operator. Every grant, token and sign-in session of the
 * account ends with it (`dropAccountAccess`), so nothing issued before works again, even once the person orders again.
 */
import type { Context, Hono } from 'hono';
import { isEmailAddress } from '../../core/email/address.js';
import type { Mailer } from '../../core/email/deliver.js';
import type { Language, Logger, Translate } from '../../core/ports.js';
import { readJson } from '../body.js';
import type { OperatorVerdict } from '../operator-check.js';
import { refuseNonOperator } from '../operator-routes.js';
import { escape, formFields, inLanguage, masked, pageAnswer, pageLanguage } from '../page.js';
import { clientDigest } from '../rate-limit.js';
import type { CheckoutBook } from '../ucp/checkout.js';
import { accountIdOf, type BuyerAccounts } from './buyers.js';

export const DELETE_PAGE_PATH = '/account/delete';
export const OPERATOR_BUYERS_PATH = '/admin/buyers';

/** Deletes an account's orders and forgets the account; the number of orders deleted. */
export interface Forgetting {
  buyers: BuyerAccounts;
  checkouts: CheckoutBook;
  /** Ends every grant, token and session of the account (`dropAccountAccess`). */
  dropAccess: (accountId: string) => Promise<void>;
}

export async function forgetBuyer(deps: Forgetting, accountId: string): Promise<number> {
  // The orders first, so a failure leaves the account listing what is still there; an order placed meanwhile is
  // returned by `forget` and deleted too.
  const listed = await deps.buyers.orderIds(accountId);
  await Promise.all(listed.map((id) => deps.checkouts.remove(id)));
  const late = (await deps.buyers.forget(accountId)).filter((id) => !listed.includes(id));
  await Promise.all(late.map((id) => deps.checkouts.remove(id)));
  await deps.dropAccess(accountId);
  return listed.length + late.length;
}

export interface DeletionDeps extends Forgetting {
  mailer?: Mailer;
  /** A new code (six digits) and a new flow id (32 hex digits). */
  newCode: () => string;
  newToken: () => string;
  words: (language: Language) => Translate;
  t: Translate;
  logger: Logger;
  trustProxy: boolean;
  operator: (c: Context) => Promise<OperatorVerdict>;
  fail: (c: Context, status: number, description: string) => Response;
}

export function registerBuyerDeletion(app: Hono, deps: DeletionDeps): void {
  registerDeletePages(app, deps);
  app.delete(OPERATOR_BUYERS_PATH, async (c) => {
    const refused = await refuseNonOperator(c, deps);
    if (refused) return refused;
    const read = await readJson(c.req.raw, 4 * 1024);
    const email = read.ok ? (read.value as { email?: unknown } | null)?.email : undefined;
    if (typeof email !== 'string' || !isEmailAddress(email.trim()))
      return deps.fail(c, 400, deps.t('store.deletion.operatorBody'));
    const orders = await forgetBuyer(deps, accountIdOf(email));
    deps.logger.info({ orders }, 'buyer data deleted by the operator');
    return c.json({ deleted: { orders } });
  });
}

function registerDeletePages(app: Hono, deps: DeletionDeps): void {
  const html = (c: Context, titleKey: string, body: string, status = 200) =>
    pageAnswer(c, deps.words, titleKey, body, status);
  const unavailable = (c: Context) =>
    html(
      c,
      'store.accounts.unavailableTitle',
      `<p>${escape(deps.words(pageLanguage(c))('store.accounts.unavailable'))}</p>`,
      503,
    );
  const flowPath = (c: Context, uid: string) => inLanguage(`${DELETE_PAGE_PATH}/${uid}`, pageLanguage(c));

  app.get(DELETE_PAGE_PATH, (c) => {
    if (!deps.mailer) return unavailable(c);
    const t = deps.words(pageLanguage(c));
    const problem = c.req.query('wrong') === 'email' ? alert(t('store.accounts.badEmail')) : '';
    const form = `<form method="post" action="${escape(inLanguage(DELETE_PAGE_PATH, pageLanguage(c)))}"><label>${escape(t('store.accounts.email'))}<input name="email" type="email" autocomplete="email" required maxlength="254"></label><button type="submit">${escape(t('store.accounts.sendCode'))}</button></form>`;
    return html(c, 'store.deletion.title', `<p>${escape(t('store.deletion.what'))}</p>${problem}${form}`);
  });

  app.post(DELETE_PAGE_PATH, async (c) => {
    if (!deps.mailer) return unavailable(c);
    const language = pageLanguage(c);
    const t = deps.words(language);
    const email = ((await formFields(c)).email ?? '').trim();
    if (!isEmailAddress(email)) return c.redirect(`${inLanguage(DELETE_PAGE_PATH, language)}&wrong=email`, 303);
    const uid = deps.newToken();
    const code = deps.newCode();
    // The same ceiling as sign-in codes, per address: deleting is no way to flood an inbox or to guess more codes.
    if (!(await deps.buyers.startSignIn(uid, email, code))) {
      deps.logger.warn(
        { client: clientDigest(c, deps.trustProxy) },
        'deletion code refused: too many codes for one address',
      );
      return html(c, 'store.deletion.title', alert(t('store.accounts.tooManyCodes')), 429);
    }
    await deps.mailer.send({
      to: email,
      subject: t('store.deletion.mail.subject', { code }),
      text: t('store.deletion.mail.text', { code }),
      html: `<p>${escape(t('store.deletion.mail.text', { code }))}</p>`,
      language,
    });
    return c.redirect(flowPath(c, uid), 303);
  });

  app.get(`${DELETE_PAGE_PATH}/:uid`, async (c) => {
    const t = deps.words(pageLanguage(c));
    const pending = await deps.buyers.pendingEmail(c.req.param('uid'));
    if (!pending) return html(c, 'store.deletion.title', expired(t, c), 400);
    const wrong = c.req.query('wrong') === 'wrong' ? alert(t('store.accounts.wrongCode')) : '';
    const form = `<form method="post" action="${escape(flowPath(c, c.req.param('uid')))}"><label>${escape(t('store.accounts.code'))}<input name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="12"></label><button type="submit">${escape(t('store.deletion.confirm'))}</button></form>`;
    const body = `<p>${escape(t('store.accounts.codeSent', { email: masked(pending) }))}</p><p><strong>${escape(t('store.deletion.warning'))}</strong></p>${wrong}${form}`;
    return html(c, 'store.deletion.title', body);
  });

  app.post(`${DELETE_PAGE_PATH}/:uid`, async (c) => {
    const t = deps.words(pageLanguage(c));
    const uid = c.req.param('uid');
    const checked = await deps.buyers.checkCode(uid, (await formFields(c)).code ?? '');
    if (!checked.ok) {
      deps.logger.warn({ client: clientDigest(c, deps.trustProxy), reason: checked.reason }, 'deletion code refused');
      if (checked.reason === 'wrong') return c.redirect(`${flowPath(c, uid)}&wrong=wrong`, 303);
      return html(c, 'store.deletion.title', expired(t, c), 400);
    }
    const orders = await forgetBuyer(deps, accountIdOf(checked.email));
    deps.logger.info({ orders }, 'buyer data deleted by the buyer');
    return html(c, 'store.deletion.doneTitle', `<p>${escape(t('store.deletion.done', { count: orders }))}</p>`);
  });
}

const alert = (text: string) => `<p role="alert">${escape(text)}</p>`;

const expired = (t: Translate, c: Context) =>
  `<p>${escape(t('store.accounts.expiredCode'))}</p><p><a href="${escape(inLanguage(DELETE_PAGE_PATH, pageLanguage(c)))}">${escape(t('store.deletion.again'))}</a></p>`;
