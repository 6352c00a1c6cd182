/**
 * @module
 * The store commerce surface of `store-surface.md`, its own Hono app on
 * `STORE_PORT`: the catalogue and the cart over the same tub catalogue the
 * coach offers from. Every documented path fails with JSON in the Ajax
 * envelope (`status`, `message`, `description`), never HTML.
 */
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Mailer } from '../core/email/deliver.js';
import { type ErrorCode, errorName, isCoachError } from '../core/errors.js';
import type {
  Clock,
  KeyValueStore,
  Logger,
  ProfileSource,
  RateBudget,
  TubCatalogue,
  Translator,
} from '../core/ports.js';
import { registerCheckoutPages } from './checkout-pages.js';
import { pageHeaders } from './page-headers.js';
import { registerPolicyPages } from './policy-pages.js';
import { createCheckoutBook } from './ucp/checkout.js';
import { registerUcp } from './ucp/mcp-route.js';
import { createIdempotency } from './ucp/idempotency.js';
import { registerGraphql } from './graphql/graphql-route.js';
import { createProfileCheck } from './ucp/profile.js';
import { registerCart } from './cart-routes.js';
import { sameOriginWrites } from './same-origin.js';
import { withLock } from './lock.js';
import { createCartBook } from './cart.js';
import { registerCatalogue } from './catalogue-routes.js';
import { registerDiscovery } from './discovery/routes.js';
import { creatineProducts } from './creatine.js';
import { createStorefrontTokenBook } from './graphql/token-book.js';
import { createOperatorCheck } from './operator-check.js';
import { registerOperatorRoutes } from './operator-routes.js';
import { createBuyerAccounts } from './accounts/buyers.js';
import { registerAccountRoutes } from './accounts/routes.js';
import { buildProducts, variantIndex } from './products.js';
import type { StoreRouteDeps } from './store-deps.js';

export interface StoreAppOptions {
  catalogue: TubCatalogue;
  /** Shared storage: carts (and, with Redis, across instances). */
  store: KeyValueStore;
  translator: Translator;
  logger: Logger;
  /** Public origin of the store, for absolute links. */
  publicUrl: string;
  /** A new cart token: 32 lowercase hex characters. */
  newToken: () => string;
  /** Where agent profiles are fetched from (with the network guarded). */
  profiles: ProfileSource;
  /** Budgets of the agent endpoints per address and token (`agent_ip`, `agent_token`); absent, unlimited. */
  rateBudget?: RateBudget;
  /** Whether the client's address is the last `X-Forwarded-For` entry (the one a trusted proxy appended). Defaults to false. */
  trustProxy?: boolean;
  /** Sends the buyer's approval code for a checkout; absent, checkouts cannot be approved, so not completed. */
  mailer?: Mailer;
  /** Storefront access tokens and their `unauthenticated_*` scopes from the settings; more are issued at the operator route. */
  storefrontTokens?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Bearer token of the operator routes (`/admin/…`); absent, they answer 404. */
  adminToken?: string;
  /** Defaults to the system clock. */
  clock?: Clock;
}

/** The paths of the buyer's own writes, which only the store's pages may send (`same-origin.ts`). */
const OWN_WRITES = /^\/(?:cart\/|checkout$|checkouts\/|account\/sign-in\/|account\/delete(?:\/|$))/;

const TITLES: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  422: 'Cart Error',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
const STATUS: Partial<Record<ErrorCode, number>> = {
  invalid_request: 422,
  not_found: 404,
  method_not_allowed: 405,
  upstream_unavailable: 503,
  service_not_configured: 503,
};

/** The methods a 405 can name: any other is not served on any path. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function createStoreApp(options: StoreAppOptions): Hono {
  const t = options.translator('en');
  // The milkshake powder from the catalogue the coach also reads, then the creatine the coach never offers.
  const products = async () => [...buildProducts(await options.catalogue.list()), ...creatineProducts()];
  const fail = (c: Context, status: number, description: string) =>
    c.json({ status, message: TITLES[status] ?? 'Error', description }, status as 400);
  const deps: StoreRouteDeps = {
    fail,
    products,
    variants: async () => variantIndex(await products()),
    carts: createCartBook(options.store),
    newToken: options.newToken,
    t,
    words: (language) => options.translator(language),
    clock: options.clock ?? (() => new Date()),
    logger: options.logger,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    lock: (key, work) => withLock(options.store, key, work),
    limits: options.rateBudget ? { budget: options.rateBudget, trustProxy: options.trustProxy ?? false } : undefined,
  };
  const app = new Hono();

  const buyers = createBuyerAccounts(options.store, deps.lock);
  // A placed order goes on its buyer's account, where the customer API lists it.
  const checkouts = createCheckoutBook(options.store, (checkout) =>
    checkout.buyer ? buyers.addOrder(checkout.buyer.email, checkout.id) : Promise.resolve(),
  );
  const limits = deps.limits;
  const headers = pageHeaders();
  app.use('*', headers);
  // The buyer's own writes: the Ajax cart, the checkout and sign-in forms (the cart permalink is a GET, below). On every
  // path, as the pages' headers are, so the routes alone say which methods a path serves.
  const ownWrites = sameOriginWrites(OWN_WRITES, (c) => fail(c, 403, t('store.errors.crossSite')));
  app.use('*', ownWrites);
  registerCatalogue(app, deps);
  registerDiscovery(app, deps);
  registerCart(app, deps);
  registerCheckoutPages(app, {
    ...deps,
    checkouts,
    approvalCode: () => options.newToken().slice(0, 8).toUpperCase(),
    mailer: options.mailer,
  });
  registerPolicyPages(app, deps);
  registerUcp(app, {
    tools: {
      products,
      variants: deps.variants,
      carts: deps.carts,
      checkouts,
      newToken: options.newToken,
      clock: deps.clock,
      publicUrl: deps.publicUrl,
      lock: deps.lock,
      t,
    },
    idempotency: createIdempotency(options.store, deps.lock),
    profiles: createProfileCheck({ source: options.profiles, store: options.store }),
    t,
    limits,
  });
  const issued = createStorefrontTokenBook(options.store);
  const settingTokens = options.storefrontTokens ?? new Map<string, ReadonlySet<string>>();
  const scopesOf = async (token: string) => settingTokens.get(token) ?? (await issued.scopesOf(token));
  registerGraphql(app, {
    products,
    variants: deps.variants,
    carts: deps.carts,
    newToken: options.newToken,
    publicUrl: deps.publicUrl,
    t,
    limits,
    lock: deps.lock,
    scopesOf,
  });
  const operator = createOperatorCheck({
    adminToken: options.adminToken,
    store: options.store,
    logger: options.logger,
    trustProxy: options.trustProxy ?? false,
  });
  registerOperatorRoutes(app, {
    operator,
    tokens: issued,
    newToken: options.newToken,
    clock: deps.clock,
    t,
    fail,
  });
  registerAccountRoutes(app, {
    ...deps,
    store: options.store,
    buyers,
    checkouts,
    mailer: options.mailer,
    adminToken: options.adminToken,
    operator,
    trustProxy: options.trustProxy ?? false,
    fail,
  });

  // A path some route serves with other methods answers 405 naming them: read from the routes themselves.
  // (The pages' headers and the own-writes check are middleware on every path, so they name no method.)
  const allowedOn = (path: string) =>
    METHODS.filter((method) =>
      app.router.match(method, path)[0].some(([[handler]]) => handler !== headers && handler !== ownWrites),
    );
  app.notFound((c) => {
    const allowed = allowedOn(c.req.path).join(', ');
    if (allowed && !allowed.split(', ').includes(c.req.method)) {
      c.header('allow', allowed);
      return fail(c, 405, t('store.errors.method', { allowed }));
    }
    return fail(c, 404, t('store.errors.notFound'));
  });
  app.onError((error, c) => {
    // A page's form past its ceiling (`formFields`): the only exception the store's routes raise on purpose.
    if (error instanceof HTTPException && error.status === 413) return fail(c, 413, t('store.cart.body.too_large'));
    if (isCoachError(error)) {
      return fail(c, STATUS[error.code] ?? 500, t(error.messageKey, error.vars));
    }
    options.logger.error({ err: errorName(error), path: c.req.path }, 'store request failed');
    return fail(c, 500, t('store.errors.internal'));
  });
  return app;
}
