/**
 * @module
 * Customer accounts on the store: the authorization server under `/oauth` (oidc-provider, loaded on
 * first use), the sign-in and consent pages, and the customer API. oidc-provider answers on Node's
 * own request and response, so these paths are served only by a Node server (`npm start`).
 */
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, Hono } from 'hono';
import type { Mailer } from '../../core/email/deliver.js';
import type { KeyValueStore } from '../../core/ports.js';
import type { StoreRouteDeps } from '../store-deps.js';
import type { CheckoutBook } from '../ucp/checkout.js';
import type { BuyerAccounts } from './buyers.js';
import type { OperatorVerdict } from '../operator-check.js';
import { escape, page } from '../page.js';
import { CUSTOMER_API_PATH, registerCustomerApi } from './customer-api.js';
import { registerBuyerDeletion } from './deletion.js';
import { dropAccountAccess } from './oidc-storage.js';
import { lazyAccountProvider, OAUTH_PATH, UCP_ORDER_READ } from './provider.js';
import { nodeOf, registerSignInPages } from './sign-in-pages.js';

/** Where RFC 8414 and RFC 9728 put their metadata, before the issuer's or the resource's path. */
export const AUTHORIZATION_SERVER_METADATA = '/.well-known/oauth-authorization-server';
export const PROTECTED_RESOURCE_METADATA = '/.well-known/oauth-protected-resource';
export const OPENID_CONFIGURATION = '/.well-known/openid-configuration';

export interface AccountRouteDeps extends StoreRouteDeps {
  store: KeyValueStore;
  buyers: BuyerAccounts;
  checkouts: CheckoutBook;
  mailer?: Mailer;
  adminToken?: string;
  /** Whether a request comes from the operator: client registration takes the operator token. */
  operator: (c: Context) => Promise<OperatorVerdict>;
  trustProxy: boolean;
  fail: (c: Context, status: number, description: string) => Response;
}

export function registerAccountRoutes(app: Hono, deps: AccountRouteDeps): void {
  const errorPage = (acceptLanguage: string | undefined, error: { error: string; error_description?: string }) => {
    const language = /^\s*ca\b/i.test(acceptLanguage ?? '') ? 'ca' : 'en';
    const t = deps.words(language);
    const detail = error.error_description
      ? `<p><small>${escape(error.error)}: ${escape(error.error_description)}</small></p>`
      : '';
    return page(language, t('store.accounts.errorTitle'), `<p>${escape(t('store.accounts.expired'))}</p>${detail}`, {
      label: t('store.pages.other'),
      path: '/cart',
    });
  };
  const accounts = lazyAccountProvider({
    publicUrl: deps.publicUrl,
    store: deps.store,
    buyers: deps.buyers,
    adminToken: deps.adminToken,
    trustProxy: deps.trustProxy,
    errorPage,
  });
  const authorizationServer = async (c: Context) => {
    // Registering a client takes the operator token, so its guesses count against the same ceiling; a wrong one is
    // still answered by oidc-provider, in OAuth's words.
    if (c.req.method === 'POST' && c.req.path === `${OAUTH_PATH}/reg`) {
      const verdict = await deps.operator(c);
      if (verdict.kind === 'locked') {
        c.header('retry-after', String(verdict.retryAfterSeconds));
        return c.json(
          {
            error: 'slow_down',
            error_description: deps.t('store.operator.locked', { minutes: Math.ceil(verdict.retryAfterSeconds / 60) }),
          },
          429,
        );
      }
    }
    const node = nodeOf(c);
    if (!node) return deps.fail(c, 503, deps.t('store.accounts.api.nodeOnly'));
    (await accounts()).handle(node.incoming, node.outgoing);
    return RESPONSE_ALREADY_SENT;
  };
  app.all(OAUTH_PATH, authorizationServer);
  app.all(`${OAUTH_PATH}/*`, authorizationServer);
  // The issuer is the store's origin, so its metadata lives at the origin's well-known addresses: RFC 8414's, which UCP's
  // identity linking fetches first, and OpenID Connect discovery's, its fallback (and openid-client's default). The
  // same document oidc-provider serves under its mount.
  const metadata = (c: Context) => {
    const node = nodeOf(c);
    if (node) node.incoming.url = `${OAUTH_PATH}/.well-known/openid-configuration`;
    return authorizationServer(c);
  };
  app.get(AUTHORIZATION_SERVER_METADATA, metadata);
  app.get(OPENID_CONFIGURATION, metadata);
  // RFC 9728: what protects the customer API, so an agent holding only its address finds the authorization server.
  app.get(`${PROTECTED_RESOURCE_METADATA}${CUSTOMER_API_PATH}`, (c) =>
    c.json({
      resource: `${deps.publicUrl}${CUSTOMER_API_PATH}`,
      authorization_servers: [deps.publicUrl],
      scopes_supported: ['orders', 'addresses', 'delete_account', UCP_ORDER_READ],
      bearer_methods_supported: ['header'],
      resource_name: 'Coach Store customer API',
    }),
  );
  // Six digits from the token source: its randomness, and reproducible in tests alike.
  const newCode = () => String(Number.parseInt(deps.newToken().slice(0, 8), 16) % 1_000_000).padStart(6, '0');
  registerSignInPages(app, {
    accounts,
    buyers: deps.buyers,
    mailer: deps.mailer,
    newCode,
    words: deps.words,
    logger: deps.logger,
    trustProxy: deps.trustProxy,
  });
  const dropAccess = (accountId: string) => dropAccountAccess(deps.store, accountId);
  registerBuyerDeletion(app, {
    dropAccess,
    buyers: deps.buyers,
    checkouts: deps.checkouts,
    mailer: deps.mailer,
    newCode,
    newToken: deps.newToken,
    words: deps.words,
    t: deps.t,
    logger: deps.logger,
    trustProxy: deps.trustProxy,
    operator: deps.operator,
    fail: deps.fail,
  });
  registerCustomerApi(app, {
    accounts,
    resourceMetadata: `${deps.publicUrl}${PROTECTED_RESOURCE_METADATA}${CUSTOMER_API_PATH}`,
    dropAccess,
    buyers: deps.buyers,
    checkouts: deps.checkouts,
    variants: deps.variants,
    t: deps.t,
    fail: deps.fail,
  });
}
