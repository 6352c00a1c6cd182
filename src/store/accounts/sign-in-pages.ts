/**
 * @module
 * The pages oidc-provider sends a person to (`/account/sign-in/{uid}`): sign-in by a one-time code
 * emailed to the buyer's address, then the consent screen listing what the app asks for, in Catalan
 * or English. A right code signs the person in as the account of that address; allowing records a
 * grant of exactly the scopes shown. The interaction cookie oidc-provider set ties each page to the
 * authorization request that started it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Hono } from 'hono';
import type { Mailer } from '../../core/email/deliver.js';
import type { Language, Logger, Translate } from '../../core/ports.js';
import { escape, formFields, inLanguage, masked, pageAnswer, pageLanguage } from '../page.js';
import { clientDigest } from '../rate-limit.js';
import { accountIdOf, type BuyerAccounts } from './buyers.js';
import { SIGN_IN_PATH, UCP_ORDER_READ, type AccountProvider } from './provider.js';
import { isEmailAddress } from '../../core/email/address.js';

export interface SignInDeps {
  accounts: () => Promise<AccountProvider>;
  buyers: BuyerAccounts;
  mailer?: Mailer;
  /** A new sign-in code: six digits. */
  newCode: () => string;
  words: (language: Language) => Translate;
  /** Refused codes and code floods are logged: with the client address's digest, never the email or the code. */
  logger: Logger;
  /** Whether the client's address is the last `X-Forwarded-For` entry (the one a trusted proxy appended). */
  trustProxy: boolean;
}

type Interaction = Awaited<ReturnType<AccountProvider['provider']['interactionDetails']>>;

/** Node's request and response behind a Hono context (@hono/node-server's bindings). */
export function nodeOf(c: Context): { incoming: IncomingMessage; outgoing: ServerResponse } | undefined {
  const env = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
  return env?.incoming && env.outgoing ? { incoming: env.incoming, outgoing: env.outgoing } : undefined;
}

export function registerSignInPages(app: Hono, deps: SignInDeps): void {
  const html = (c: Context, titleKey: string, body: string, status = 200) =>
    pageAnswer(c, deps.words, titleKey, body, status);
  /** The interaction this page belongs to, or a page saying it has expired. */
  const interaction = async (c: Context): Promise<Interaction | Response> => {
    const node = nodeOf(c);
    const t = deps.words(pageLanguage(c));
    if (!node || !deps.mailer)
      return html(c, 'store.accounts.unavailableTitle', `<p>${escape(t('store.accounts.unavailable'))}</p>`, 503);
    const { provider } = await deps.accounts();
    const found = await provider.interactionDetails(node.incoming, node.outgoing).catch(() => undefined);
    if (!found || found.uid !== c.req.param('uid'))
      return html(c, 'store.accounts.expiredTitle', `<p>${escape(t('store.accounts.expired'))}</p>`, 400);
    return found;
  };
  const here = (c: Context) => inLanguage(`${SIGN_IN_PATH}/${c.req.param('uid')}`, pageLanguage(c));
  const finish = async (c: Context, result: Record<string, unknown>) => {
    const node = nodeOf(c) as { incoming: IncomingMessage; outgoing: ServerResponse };
    const { provider } = await deps.accounts();
    return c.redirect(
      await provider.interactionResult(node.incoming, node.outgoing, result, { mergeWithLastSubmission: false }),
      303,
    );
  };

  app.get(`${SIGN_IN_PATH}/:uid`, async (c) => {
    const found = await interaction(c);
    if (found instanceof Response) return found;
    const t = deps.words(pageLanguage(c));
    const client = await clientName(deps, found);
    if (found.prompt.name === 'consent')
      return html(c, 'store.accounts.consentTitle', consentPage(t, client, scopesAsked(found), here(c)));
    const pending = await deps.buyers.pendingEmail(found.uid);
    if (pending) return html(c, 'store.accounts.codeTitle', codePage(t, pending, here(c), c.req.query('wrong')));
    return html(c, 'store.accounts.signInTitle', emailPage(t, client, here(c), c.req.query('wrong')));
  });

  app.post(`${SIGN_IN_PATH}/:uid/email`, async (c) => {
    const found = await interaction(c);
    if (found instanceof Response) return found;
    const language = pageLanguage(c);
    const email = ((await formFields(c)).email ?? '').trim();
    if (!isEmailAddress(email)) return c.redirect(`${here(c)}&wrong=email`, 303);
    const code = deps.newCode();
    if (!(await deps.buyers.startSignIn(found.uid, email, code))) {
      deps.logger.warn(
        { client: clientDigest(c, deps.trustProxy) },
        'sign-in code refused: too many codes for one address',
      );
      return c.redirect(`${here(c)}&wrong=tooMany`, 303);
    }
    const t = deps.words(language);
    await deps.mailer?.send({
      to: email,
      subject: t('store.accounts.mail.subject', { code }),
      text: t('store.accounts.mail.text', { code }),
      html: `<p>${escape(t('store.accounts.mail.text', { code }))}</p>`,
      language,
    });
    return c.redirect(here(c), 303);
  });

  app.post(`${SIGN_IN_PATH}/:uid/code`, async (c) => {
    const found = await interaction(c);
    if (found instanceof Response) return found;
    const checked = await deps.buyers.checkCode(found.uid, (await formFields(c)).code ?? '');
    if (!checked.ok) {
      deps.logger.warn({ client: clientDigest(c, deps.trustProxy), reason: checked.reason }, 'sign-in code refused');
      return c.redirect(`${here(c)}&wrong=${checked.reason}`, 303);
    }
    return finish(c, { login: { accountId: accountIdOf(checked.email) } });
  });

  app.post(`${SIGN_IN_PATH}/:uid/restart`, async (c) => {
    const found = await interaction(c);
    if (found instanceof Response) return found;
    await deps.buyers.cancelSignIn(found.uid);
    return c.redirect(here(c), 303);
  });

  app.post(`${SIGN_IN_PATH}/:uid/consent`, async (c) => {
    const found = await interaction(c);
    if (found instanceof Response) return found;
    if ((await formFields(c)).decision !== 'allow')
      return finish(c, { error: 'access_denied', error_description: 'The buyer did not allow access.' });
    return finish(c, { consent: { grantId: await grantFor(deps, found) } });
  });
}

/** The scopes the consent screen lists: those the request asks for that the buyer has not granted yet. */
function scopesAsked(found: Interaction): string[] {
  const missing = (found.prompt.details as { missingOIDCScope?: string[] }).missingOIDCScope;
  return missing ?? (typeof found.params.scope === 'string' ? found.params.scope.split(' ').filter(Boolean) : []);
}

/** Records the grant the buyer allowed: exactly what the consent screen listed. */
async function grantFor(deps: SignInDeps, found: Interaction): Promise<string> {
  const { provider } = await deps.accounts();
  const accountId = found.session?.accountId;
  const grant =
    (found.grantId ? await provider.Grant.find(found.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(found.params.client_id) });
  const details = found.prompt.details as {
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  grant.addOIDCScope(scopesAsked(found).join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '));
  return grant.save();
}

async function clientName(deps: SignInDeps, found: Interaction): Promise<string> {
  const { provider } = await deps.accounts();
  const client = await provider.Client.find(String(found.params.client_id));
  return client?.clientName ?? String(found.params.client_id);
}

function emailPage(t: Translate, client: string, action: string, wrong: string | undefined): string {
  const problems: Record<string, string> = { email: 'store.accounts.badEmail', tooMany: 'store.accounts.tooManyCodes' };
  const problem = wrong && Object.hasOwn(problems, wrong) ? `<p role="alert">${escape(t(problems[wrong]))}</p>` : '';
  const form = `<form method="post" action="${escape(action.replace('?', '/email?'))}"><label>${escape(t('store.accounts.email'))}<input name="email" type="email" autocomplete="email" required maxlength="254"></label><button type="submit">${escape(t('store.accounts.sendCode'))}</button></form>`;
  return `<p>${escape(t('store.accounts.signInHelp', { client }))}</p>${problem}${form}`;
}

function codePage(t: Translate, email: string, action: string, wrong: string | undefined): string {
  const problem =
    wrong === 'wrong' || wrong === 'expired' ? `<p role="alert">${escape(t(`store.accounts.${wrong}Code`))}</p>` : '';
  const form = `<form method="post" action="${escape(action.replace('?', '/code?'))}"><label>${escape(t('store.accounts.code'))}<input name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="12"></label><button type="submit">${escape(t('store.accounts.signIn'))}</button></form>`;
  const restart = `<form method="post" action="${escape(action.replace('?', '/restart?'))}"><button type="submit">${escape(t('store.accounts.newCode'))}</button></form>`;
  return `<p>${escape(t('store.accounts.codeSent', { email: masked(email) }))}</p>${problem}${form}${restart}`;
}

/** Scopes whose names cannot be locale keys (they hold dots), by the key of what they open. */
const SCOPE_LABEL: Record<string, string> = { [UCP_ORDER_READ]: 'orders' };

function consentPage(t: Translate, client: string, scopes: readonly string[], action: string): string {
  const items = scopes
    .map(
      (scope) =>
        `<li>${escape(t(`store.accounts.scopes.${SCOPE_LABEL[scope] ?? scope}`, { defaultValue: scope }))}</li>`,
    )
    .join('');
  const button = (decision: string) =>
    `<button type="submit" name="decision" value="${decision}">${escape(t(`store.accounts.${decision}`))}</button>`;
  return `<p>${escape(t('store.accounts.consentHelp', { client }))}</p><ul>${items}</ul><form method="post" action="${escape(action.replace('?', '/consent?'))}">${button('allow')} ${button('deny')}</form><p><small>${escape(t('store.accounts.revokeHelp'))}</small></p>`;
}
