/**
 * @module
 * The store's terms of service and privacy policy: two short pages in Catalan or English, at the
 * paths a store platform serves them (`/policies/…`). A UCP checkout must link both (`links`,
 * required by `checkout.json` since 2026-04-08), and the checkout pages link them for people.
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
    paragraphs: ['order', 'howLong', 'email', 'cart', 'apps', 'payment'].map((key) => `store.policies.privacy.${key}`),
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
      return c.html(
        page(language, t(policy.title), `${body}${policyFooter(t, language)}`, {
          label: t('store.pages.other'),
          path: policy.path,
        }),
      );
    });
  }
}
