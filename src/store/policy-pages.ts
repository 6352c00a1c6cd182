/**
 * @module
 * The store's terms of service, privacy policy and refund policy: short pages in Catalan or English,
 * at the paths a store platform serves them (`/policies/…`), each also as Markdown (`….md`) for an
 * agent that shows it in a chat. A UCP checkout links them (`links`, required by `checkout.json`
 * since 2026-04-08), and the checkout pages link them for people.
 * What they say follows what the store does: no payment, an order only with the buyer's emailed
 * code, and what is kept for how long (`CHECKOUT_TTL_MS`, `ORDER_TTL_MS`, `CART_TTL_MS`).
 */
import type { Hono } from 'hono';
import type { Language, Translate } from '../core/ports.js';
import { escape, inLanguage, page, pageLanguage } from './page.js';
import type { StoreRouteDeps } from './store-deps.js';

/** Each policy's UCP link type, its path and the locale keys of its title and paragraphs. */
const POLICIES = {
  terms_of_service: {
    path: '/policies/terms-of-service',
    title: 'store.policies.termsTitle',
    // The sentence every checkout page already says about payment, said here the same way.
    paragraphs: [
      'store.policies.terms.what',
      'store.pages.noPayment',
      'store.policies.terms.approval',
      'store.policies.terms.final',
    ],
  },
  privacy_policy: {
    path: '/policies/privacy-policy',
    title: 'store.policies.privacyTitle',
    paragraphs: ['order', 'howLong', 'email', 'cart', 'apps', 'delete', 'payment'].map(
      (key) => `store.policies.privacy.${key}`,
    ),
  },
  refund_policy: {
    path: '/policies/refund-policy',
    title: 'store.policies.refundTitle',
    paragraphs: ['noCharge', 'withdrawal', 'beforePlaced'].map((key) => `store.policies.refund.${key}`),
  },
} as const;

type PolicyType = keyof typeof POLICIES;
const TYPES = Object.keys(POLICIES) as PolicyType[];

/** The links a UCP checkout (or cart) carries: absolute URLs under the store's public origin. */
export const policyLinks = (publicUrl: string) =>
  TYPES.map((type) => ({ type, url: `${publicUrl}${POLICIES[type].path}` }));

/** Both policies as small links, for the foot of a page a buyer orders from. */
export const policyFooter = (t: Translate, language: Language) =>
  `<p><small>${TYPES.map((type) => `<a href="${escape(inLanguage(POLICIES[type].path, language))}">${escape(t(POLICIES[type].title))}</a>`).join(' · ')}</small></p>`;

export function registerPolicyPages(app: Hono, deps: Pick<StoreRouteDeps, 'words'>): void {
  for (const type of TYPES) {
    const policy = POLICIES[type];
    app.get(policy.path, (c) => {
      const language = pageLanguage(c);
      const t = deps.words(language);
      const body = policy.paragraphs.map((key) => `<p>${escape(t(key))}</p>`).join('');
      const markdown = `<p><small><a href="${escape(inLanguage(`${policy.path}.md`, language))}" type="text/markdown">${escape(t('store.policies.markdown'))}</a></small></p>`;
      return c.html(
        page(language, t(policy.title), `${body}${markdown}${policyFooter(t, language)}`, {
          label: t('store.pages.other'),
          path: policy.path,
        }),
      );
    });
    app.get(`${policy.path}.md`, (c) => {
      const t = deps.words(pageLanguage(c));
      const text = [`# ${t(policy.title)}`, ...policy.paragraphs.map((key) => markdownText(t(key)))].join('\n\n');
      return c.body(`${text}\n`, 200, {
        'content-type': 'text/markdown; charset=utf-8',
        'content-language': pageLanguage(c),
      });
    });
  }
}

/** A paragraph as Markdown text: characters Markdown would read as markup are escaped. */
const markdownText = (text: string) => text.replace(/[\\`*_{}[\]<>#|]/g, (char) => `\\${char}`);
