/**
 * @module
 * The customer API: a buyer's own orders and delivery addresses, for an app holding an access token
 * the buyer granted (`Authorization: Bearer`). The token names one account; only that account's
 * orders are read, and each scope opens one resource (`orders`, or UCP's `dev.ucp.shopping.order:read`; `addresses`).
 */
import type { Context, Hono } from 'hono';
import type { Translate } from '../../core/ports.js';
import type { StoreProduct, StoreVariant } from '../products.js';
import { pricedCheckout, type Address, type CheckoutBook, type CheckoutRecord } from '../ucp/checkout.js';
import type { BuyerAccounts } from './buyers.js';
import { forgetBuyer } from './deletion.js';
import { UCP_ORDER_READ, type AccountProvider } from './provider.js';

export const CUSTOMER_API_PATH = '/account/api';

export interface CustomerApiDeps {
  accounts: () => Promise<AccountProvider>;
  /** The API's protected-resource metadata (RFC 9728), named in every challenge. */
  resourceMetadata: string;
  buyers: BuyerAccounts;
  checkouts: CheckoutBook;
  /** Ends every grant, token and session of an account, when the buyer deletes it. */
  dropAccess: (accountId: string) => Promise<void>;
  variants: () => Promise<Map<number, { product: StoreProduct; variant: StoreVariant }>>;
  t: Translate;
  fail: (c: Context, status: number, description: string) => Response;
}

type Scope = 'orders' | 'addresses' | 'delete_account';

export function registerCustomerApi(app: Hono, deps: CustomerApiDeps): void {
  /** The account the bearer token names when it carries `scope`, else the refusal to send. */
  const accountFor = async (c: Context, scope: Scope): Promise<string | Response> => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const { provider } = await deps.accounts();
    const found = token ? await provider.AccessToken.find(token) : undefined;
    // A revoked grant ends its tokens too, whatever their own lifetime.
    const granted = found?.grantId ? await provider.Grant.find(found.grantId) : undefined;
    if (!found?.accountId || !granted) {
      c.header(
        'www-authenticate',
        `Bearer realm="customer", error="${token ? 'invalid_token' : 'invalid_request'}", resource_metadata="${deps.resourceMetadata}"`,
      );
      return deps.fail(c, 401, deps.t('store.accounts.api.unauthorized'));
    }
    const held = String(found.scope ?? '').split(' ');
    if (!held.includes(scope) && !(scope === 'orders' && held.includes(UCP_ORDER_READ))) {
      c.header(
        'www-authenticate',
        `Bearer realm="customer", error="insufficient_scope", scope="${scope}", resource_metadata="${deps.resourceMetadata}"`,
      );
      return deps.fail(c, 403, deps.t('store.accounts.api.scope', { scope }));
    }
    return found.accountId;
  };
  /** The account's placed orders, newest first: only checkouts whose buyer is the account's address. */
  const ordersOf = async (accountId: string): Promise<CheckoutRecord[]> => {
    const email = await deps.buyers.emailOf(accountId);
    const loaded = await Promise.all(
      (await deps.buyers.orderIds(accountId)).map((id) => deps.checkouts.load(id).catch(() => undefined)),
    );
    return loaded
      .filter(
        (checkout): checkout is CheckoutRecord =>
          checkout?.status === 'completed' && checkout.buyer?.email.trim().toLowerCase() === email,
      )
      .reverse();
  };

  app.get(`${CUSTOMER_API_PATH}/orders`, async (c) => {
    const account = await accountFor(c, 'orders');
    if (account instanceof Response) return account;
    const index = await deps.variants();
    // Lines and totals as the checkout tools give them: amounts in cents, `{type, amount, currency}` totals.
    const orders = (await ordersOf(account)).map((checkout) => ({
      id: checkout.order?.id,
      created_at: checkout.order?.at,
      checkout_id: checkout.id,
      ...pricedCheckout(checkout, index),
      ...(checkout.address ? { fulfillment: { address: checkout.address } } : {}),
    }));
    c.header('cache-control', 'no-store');
    return c.json({ orders });
  });

  app.get(`${CUSTOMER_API_PATH}/addresses`, async (c) => {
    const account = await accountFor(c, 'addresses');
    if (account instanceof Response) return account;
    const seen = new Map<string, Address>();
    for (const checkout of await ordersOf(account))
      if (checkout.address) seen.set(JSON.stringify(checkout.address), checkout.address);
    c.header('cache-control', 'no-store');
    return c.json({ addresses: [...seen.values()] });
  });

  // The buyer's own deletion, through an app they granted `delete_account`: the same as the account page's.
  app.delete(`${CUSTOMER_API_PATH}/me`, async (c) => {
    const account = await accountFor(c, 'delete_account');
    if (account instanceof Response) return account;
    const orders = await forgetBuyer(deps, account);
    c.header('cache-control', 'no-store');
    return c.json({ deleted: { orders } });
  });
}
