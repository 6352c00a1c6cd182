/**
 * @module
 * The customer-account authorization server: oidc-provider (a certified OpenID Provider) mounted at
 * `/oauth` of the store. Authorization code with PKCE (S256) only, for public clients registered
 * through dynamic client registration behind the operator token; short-lived opaque access tokens
 * bound to one buyer, refresh tokens with `offline_access`, revocation. Sign-in and consent are the
 * store's own pages (`sign-in-pages.ts`). Keys, sessions, grants and tokens are kept in the shared
 * storage, so several instances agree.
 */
import { createHmac, generateKeyPair, hkdfSync, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { KeyValueStore } from '../../core/ports.js';
import type { BuyerAccounts } from './buyers.js';
import { oidcStorage } from './oidc-storage.js';
import { PAGE_HEADERS } from '../page-headers.js';

/** Where the authorization server is mounted, under the store's origin. */
export const OAUTH_PATH = '/oauth';
/** Where oidc-provider sends a person to sign in or consent (`/account/sign-in/{uid}`). */
export const SIGN_IN_PATH = '/account/sign-in';
/** UCP's well-known scope for reading orders (identity linking: `{capability}:{scope}`); it opens what `orders` does. */
export const UCP_ORDER_READ = 'dev.ucp.shopping.order:read';
/**
 * The scopes a client may ask for; `orders` and `addresses` open the customer API, and `delete_account` lets the app
 * delete the buyer's store data when the buyer asks it to (`DELETE /account/api/me`).
 */
export const ACCOUNT_SCOPES = [
  'openid',
  'email',
  'offline_access',
  'orders',
  'addresses',
  'delete_account',
  UCP_ORDER_READ,
] as const;

/** Lifetimes, in seconds. */
const TTL = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  Interaction: 60 * 60,
  RefreshToken: 14 * 24 * 3600,
  Session: 14 * 24 * 3600,
  Grant: 30 * 24 * 3600,
};

export interface AccountProviderOptions {
  /**
   * The store's public origin, without a trailing slash: the issuer itself, as UCP's identity linking asks (its
   * discovery base is the business's domain, matched byte for byte); the endpoints live under `/oauth`.
   */
  publicUrl: string;
  store: KeyValueStore;
  buyers: BuyerAccounts;
  /** The operator token: the initial access token of client registration. Absent, no client can register. */
  adminToken?: string;
  /** Whether `X-Forwarded-*` headers come from a trusted proxy. */
  trustProxy: boolean;
  /** The page a person sees when an authorization request cannot go on, in the browser's language. */
  errorPage: (acceptLanguage: string | undefined, error: { error: string; error_description?: string }) => string;
}

export interface AccountProvider {
  provider: Provider;
  /** oidc-provider's request handler for paths under `/oauth`. */
  handle(incoming: IncomingMessage, outgoing: ServerResponse): void;
}

const KEYS = 'oidc:keys';

/**
 * The provider, built on first use: oidc-provider and its keys load only when a customer-account path
 * is asked for, so the coach's start does not pay for them.
 */
export function lazyAccountProvider(options: AccountProviderOptions): () => Promise<AccountProvider> {
  let made: Promise<AccountProvider> | undefined;
  return () => {
    made ??= createAccountProvider(options).catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}

async function createAccountProvider(options: AccountProviderOptions): Promise<AccountProvider> {
  const { default: ProviderClass } = await import('oidc-provider');
  const keys = await sharedKeys(options.store);
  // Derived from the shared cookie secret, so every instance computes the same subjects with nothing more to store.
  const subjects = Buffer.from(hkdfSync('sha256', keys.cookies[0], 'coach-store', 'pairwise-subject', 32));
  const provider = new ProviderClass(options.publicUrl, {
    adapter: oidcStorage(options.store, TTL.Grant * 1000),
    jwks: { keys: keys.jwks },
    cookies: { keys: keys.cookies },
    clients: [],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      subject_type: 'pairwise',
    },
    responseTypes: ['code'],
    // A browser app may call the token endpoint from the origin of one of its redirect URIs, and no other.
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    pkce: { required: () => true },
    scopes: [...ACCOUNT_SCOPES],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: Boolean(options.adminToken), initialAccessToken: options.adminToken ?? false },
      // A client revokes only what it was issued.
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
    },
    ttl: TTL,
    interactions: { url: (_ctx, interaction) => `${SIGN_IN_PATH}/${interaction.uid}` },
    // A page of the store's own, in Catalan or English, with nothing loaded from elsewhere.
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = options.errorPage(ctx.get('accept-language') || undefined, out);
    },
    // Each app sees its own subject for a buyer, keyed by a secret: an unsalted digest of the email let an app given only
    // `openid` confirm a guessed address, and two apps join their users.
    subjectTypes: ['pairwise'],
    pairwiseIdentifier: (_ctx, accountId, client) =>
      createHmac('sha256', subjects)
        .update(`${sectorOf(client)}\n${accountId}`)
        .digest('base64url'),
    findAccount: async (_ctx, sub) => {
      const email = await options.buyers.emailOf(sub);
      return email ? { accountId: sub, claims: () => ({ sub, email, email_verified: true }) } : undefined;
    },
  });
  // Every link oidc-provider writes (the discovery document, redirects) is built from the configured origin: from a
  // request's Host or X-Forwarded-Host, `Host: evil.example` put evil.example in every endpoint, for caches to keep.
  const origin = new URL(options.publicUrl);
  provider.proxy = true;
  // Behind a trusted proxy the client is the last X-Forwarded-For entry, the one the proxy appended, as elsewhere.
  provider.maxIpsCount = 1;
  const callback = provider.callback();
  return {
    provider,
    handle(incoming, outgoing) {
      incoming.headers.host = origin.host;
      incoming.headers['x-forwarded-host'] = origin.host;
      incoming.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
      // The client's address comes from a forwarded header only behind a proxy the operator trusts.
      if (!options.trustProxy) delete incoming.headers['x-forwarded-for'];
      // Its redirects, form posts and error pages reach the browser without the store's middleware: the pages' headers
      // are set here, before it writes (a browser journey found /oauth/auth without a CSP).
      for (const [name, value] of Object.entries(PAGE_HEADERS)) outgoing.setHeader(name, value);
      // Mounted as Express mounts it: the path below the mount, the full one kept for oidc-provider's links.
      const url = incoming.url ?? '/';
      Object.assign(incoming, { originalUrl: url, url: url.slice(OAUTH_PATH.length) || '/' });
      void callback(incoming, outgoing);
    },
  };
}

/** Where a client's pairwise subjects are scoped: its sector (the host of its redirect URIs), else the client itself. */
function sectorOf(client: { sectorIdentifier?: unknown; clientId: string }): string {
  return typeof client.sectorIdentifier === 'string' ? client.sectorIdentifier : client.clientId;
}

/** The signing key and cookie keys, made by the first instance and read by the others. */
async function sharedKeys(store: KeyValueStore): Promise<{ jwks: object[]; cookies: string[] }> {
  const known = await store.get(KEYS);
  if (known) return JSON.parse(known) as { jwks: object[]; cookies: string[] };
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };
  await store.setIfAbsent(KEYS, JSON.stringify({ jwks: [jwk], cookies: [randomBytes(32).toString('hex')] }));
  return JSON.parse((await store.get(KEYS)) as string) as { jwks: object[]; cookies: string[] };
}
