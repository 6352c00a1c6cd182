/**
 * Customer accounts as an integrator meets them: openid-client (the certified relying-party library)
 * registers a public client with the operator token, sends a buyer through authorization code with
 * PKCE, the buyer signs in with the code a local SMTP sink received and allows the scopes on the
 * consent screen, and the app reads that buyer's orders (never another's), refreshes and revokes.
 * Everything over loopback HTTP against the store as `npm start` serves it.
 */
import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/smtp-sink.js';
import { freePort } from '../../../test/helpers/redis.js';
import { createMemoryLogger } from '../../../test/helpers/api.js';
import { accountIdOf } from './buyers.js';
import { createBrowser, formAction } from '../../../test/helpers/browser.js';
import { createTestStore } from '../../../test/helpers/store.js';
import { startServer, type RunningServer } from '../../api/serve.js';
import { createSmtpMailer } from '../../providers/email/smtp-mailer.js';
import { createOrderHelpers } from '../../../test/helpers/store-orders.js';

const ADMIN = 'operator-secret-0123456789';
const REDIRECT = 'http://127.0.0.1:9/callback';
const browser = (origin: string, language?: string) => createBrowser(origin, REDIRECT, language);

describe('customer accounts over OAuth 2.0 with PKCE', () => {
  let smtp: SmtpSink;
  let server: RunningServer;
  let origin: string;
  const logger = createMemoryLogger();

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const app = createTestStore({
      publicUrl: origin,
      adminToken: ADMIN,
      mailer: createSmtpMailer({ url: smtp.url, from: 'orders@store.example' }),
      newToken: () => randomBytes(16).toString('hex'),
      logger,
    });
    server = await startServer({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const helpers = () => createOrderHelpers(origin, smtp);
  const lastCode = (to: string, pattern: RegExp) => helpers().lastCode(to, pattern);
  const placeOrder = async (email: string, street: string) => (await helpers().placeOrder(email, street)).id;

  it('lets an app read one buyer’s orders, with the buyer’s consent, and stops when revoked', async () => {
    const mine = await placeOrder('Nuria@Example.com', 'Carrer Major 3');
    const theirs = await placeOrder('jordi@example.com', 'Carrer Nou 8');
    expect(mine).toMatch(/^ord_/);

    const issuer = new URL(origin);
    const insecure = { execute: [oidc.allowInsecureRequests] };
    await expect(
      oidc.dynamicClientRegistration(
        issuer,
        { redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
        oidc.None(),
        { ...insecure, initialAccessToken: 'wrong' },
      ),
    ).rejects.toThrow();
    const config = await oidc.dynamicClientRegistration(
      issuer,
      {
        redirect_uris: [REDIRECT],
        client_name: 'Receptes',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
      oidc.None(),
      { ...insecure, initialAccessToken: ADMIN },
    );
    const metadata = config.serverMetadata();
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['orders', 'addresses', 'offline_access']));

    // Without PKCE the request is refused before anyone signs in.
    const bare = oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: 'openid orders', state: 'x' });
    const refused = await browser(origin).follow(bare.href);
    expect(new URL(refused.url).searchParams.get('error')).toBe('invalid_request');

    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid email offline_access orders',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      prompt: 'consent',
    });
    const buyer = browser(origin, 'ca');
    const signIn = await buyer.follow(url.href);
    const signInPage = await signIn.response.text();
    expect(signInPage).toContain('Receptes demana veure el teu compte');
    const sent = await buyer.post(formAction(signInPage, 'email'), { email: 'nuria@example.com' });
    const codePage = await sent.response.text();
    expect(codePage).toContain('Hem enviat un codi de sis xifres a n•••@example.com');
    const code = await lastCode('nuria@example.com', /entrar a la botiga és (\d{6})/);
    expect(code).toMatch(/^\d{6}$/);
    expect(codePage).not.toContain(code);
    const wrong = await buyer.post(formAction(codePage, 'code'), { code: code === '000000' ? '111111' : '000000' });
    const retry = await wrong.response.text();
    expect(retry).toContain('Aquest codi no és correcte');
    // The refusal is logged, with neither the email nor the code.
    expect(logger.lines.map((line) => line.message)).toContain('sign-in code refused');
    expect(JSON.stringify(logger.lines)).not.toMatch(new RegExp(`nuria@|${code}`, 'i'));
    const consent = await buyer.post(formAction(retry, 'code'), { code });
    const consentPage = await consent.response.text();
    expect(consentPage).toContain('Vols donar accés?');
    expect(consentPage).toContain('Les teves comandes en aquesta botiga');
    expect(consentPage).not.toContain('adreces de lliurament');
    const back = await buyer.post(formAction(consentPage, 'consent'), { decision: 'allow' });
    expect(back.url.startsWith(REDIRECT)).toBe(true);

    const tokens = await oidc.authorizationCodeGrant(config, new URL(back.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.expires_in).toBeLessThanOrEqual(600);
    // A subject of this app's own, keyed by the store's secret: not the email, nor a digest anyone could compute from it.
    expect(tokens.claims()?.sub).toMatch(/^[\w-]{43}$/);
    expect(tokens.claims()?.sub).not.toContain('nuria');
    expect(tokens.claims()?.sub).not.toBe(accountIdOf('nuria@example.com'));
    const orders = await fetch(`${origin}/account/api/orders`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(orders.status).toBe(200);
    const body = (await orders.json()) as {
      orders: {
        id: string;
        line_items: { quantity: number }[];
        fulfillment: { address: { street_address: string } };
      }[];
    };
    expect(body.orders.map((order) => order.id)).toEqual([mine]);
    expect(body.orders.map((order) => order.id)).not.toContain(theirs);
    expect(body.orders[0]).toMatchObject({
      line_items: [{ quantity: 2 }],
      fulfillment: { address: { street_address: 'Carrer Major 3' } },
    });
    // Addresses were not granted.
    const addresses = await fetch(`${origin}/account/api/addresses`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(addresses.status).toBe(403);
    expect(addresses.headers.get('www-authenticate')).toContain('insufficient_scope');
    const info = await oidc.fetchUserInfo(config, tokens.access_token, tokens.claims()?.sub ?? '');
    expect(info.email).toBe('nuria@example.com');

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(
      (await fetch(`${origin}/account/api/orders`, { headers: { authorization: `Bearer ${refreshed.access_token}` } }))
        .status,
    ).toBe(200);

    await oidc.tokenRevocation(config, refreshed.refresh_token ?? tokens.refresh_token ?? '');
    const after = await fetch(`${origin}/account/api/orders`, {
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    });
    expect(after.status).toBe(401);
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token ?? '')).rejects.toThrow();
  });

  it('writes its discovery document from the configured origin, whatever Host a request names', async () => {
    const { port, hostname } = new URL(origin);
    const metadata = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const request = httpRequest(
        {
          host: hostname,
          port,
          path: '/oauth/.well-known/openid-configuration',
          headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(JSON.parse(body) as Record<string, unknown>));
        },
      );
      request.on('error', reject).end();
    });
    expect(metadata.issuer).toBe(origin);
    const links = Object.values(metadata).filter(
      (value): value is string => typeof value === 'string' && value.includes('://'),
    );
    expect(links.length).toBeGreaterThan(4);
    for (const link of links) expect(link === origin || link.startsWith(`${origin}/`)).toBe(true);
  });

  it('marks its sign-in cookies Secure when the store is served over https, behind a proxy it does not trust', async () => {
    const port = await freePort();
    const app = createTestStore({ publicUrl: 'https://store.example', adminToken: ADMIN });
    const secure = await startServer({ fetch: app.fetch, port, hostname: '127.0.0.1' });
    try {
      const local = `http://127.0.0.1:${port}`;
      const registered = await fetch(`${local}/oauth/reg`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ redirect_uris: ['https://app.example/callback'], token_endpoint_auth_method: 'none' }),
      });
      const { client_id: clientId } = (await registered.json()) as { client_id: string };
      const query = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: 'https://app.example/callback',
        code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      });
      const started = await fetch(`${local}/oauth/auth?${query.toString()}`, { redirect: 'manual' });
      expect(started.headers.get('location')).toMatch(/\/account\/sign-in\//);
      const cookies = started.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('; secure');
    } finally {
      await secure.close();
    }
  });

  it('lets an agent holding only the API address find the authorization server (RFC 9728, RFC 8414)', async () => {
    const challenge = (await fetch(`${origin}/account/api/orders`)).headers.get('www-authenticate') ?? '';
    const pointer = /resource_metadata="([^"]+)"/.exec(challenge)?.[1] ?? '';
    expect(pointer).toBe(`${origin}/.well-known/oauth-protected-resource/account/api`);
    const resource = (await (await fetch(pointer)).json()) as { resource: string; authorization_servers: string[] };
    expect(resource.resource).toBe(`${origin}/account/api`);
    const issuer = new URL(resource.authorization_servers[0]);
    // The issuer is the store's origin (UCP identity linking's discovery base), its RFC 8414 metadata at the origin's
    // well-known address, and OpenID Connect discovery's beside it.
    expect(issuer.href).toBe(`${origin}/`);
    for (const algorithm of ['oauth2', 'oidc'] as const) {
      const found = await oidc.discovery(issuer, 'any-client', undefined, oidc.None(), {
        algorithm,
        execute: [oidc.allowInsecureRequests],
      });
      expect(found.serverMetadata().issuer).toBe(origin);
      expect(found.serverMetadata().code_challenge_methods_supported).toEqual(['S256']);
    }
  });

  it('declares UCP identity linking with scopes its authorization server honours, and a UCP order scope reads orders', async () => {
    await placeOrder('queralt@example.com', 'Carrer del Mig 4');
    const profile = (await (await fetch(`${origin}/.well-known/ucp`)).json()) as {
      ucp: { capabilities: Record<string, { config?: { scopes: Record<string, unknown> } }[]> };
    };
    const linking = profile.ucp.capabilities['dev.ucp.common.identity_linking'][0];
    const scopes = Object.keys(linking.config?.scopes ?? {});
    expect(scopes).toEqual(['dev.ucp.shopping.order:read']);
    for (const scope of scopes) expect(scope).toMatch(/^[a-z][a-z0-9]*(?:\.[a-z][a-z0-9_]*)+:[a-z][a-z0-9_]*$/);
    const metadata = (await (await fetch(`${origin}/.well-known/oauth-authorization-server`)).json()) as {
      scopes_supported: string[];
    };
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(scopes));

    const config = await oidc.dynamicClientRegistration(
      new URL(origin),
      { redirect_uris: [REDIRECT], client_name: 'Agent', token_endpoint_auth_method: 'none' },
      oidc.None(),
      { execute: [oidc.allowInsecureRequests], initialAccessToken: ADMIN },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: scopes.join(' '),
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 'u1',
    });
    const buyer = browser(origin);
    const signInPage = await (await buyer.follow(url.href)).response.text();
    const codePage = await (
      await buyer.post(formAction(signInPage, 'email'), { email: 'queralt@example.com' })
    ).response.text();
    const consentPage = await (
      await buyer.post(formAction(codePage, 'code'), {
        code: await lastCode('queralt@example.com', /store is (\d{6})/),
      })
    ).response.text();
    expect(consentPage).toContain('Your orders on this store');
    const back = await buyer.post(formAction(consentPage, 'consent'), { decision: 'allow' });
    // RFC 9207: the answer names the issuer, which openid-client checks against the discovered one.
    expect(new URL(back.url).searchParams.get('iss')).toBe(origin);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(back.url), {
      pkceCodeVerifier: verifier,
      expectedState: 'u1',
    });
    const orders = await fetch(`${origin}/account/api/orders`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(orders.status).toBe(200);
    expect(((await orders.json()) as { orders: unknown[] }).orders).toHaveLength(1);
    expect(
      (await fetch(`${origin}/account/api/addresses`, { headers: { authorization: `Bearer ${tokens.access_token}` } }))
        .status,
    ).toBe(403);
  });

  it('describes in its OpenAPI document the endpoints and scopes the authorization server serves', async () => {
    const metadata = (await (await fetch(`${origin}/oauth/.well-known/openid-configuration`)).json()) as Record<
      string,
      string | string[]
    >;
    const document = (await (await fetch(`${origin}/openapi.json`)).json()) as {
      components: {
        securitySchemes: {
          customerAccount: {
            flows: {
              authorizationCode: { authorizationUrl: string; tokenUrl: string; scopes: Record<string, string> };
            };
          };
        };
      };
      paths: Record<string, unknown>;
    };
    const flow = document.components.securitySchemes.customerAccount.flows.authorizationCode;
    expect(flow.authorizationUrl).toBe(metadata.authorization_endpoint);
    expect(flow.tokenUrl).toBe(metadata.token_endpoint);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(Object.keys(flow.scopes)));
    expect(metadata.revocation_endpoint).toBe(`${origin}/oauth/token/revocation`);
    expect(document.paths).toHaveProperty(['/account/api/orders']);
  });

  it('sends the app back with access_denied when the buyer does not allow it, and grants nothing', async () => {
    const config = await oidc.dynamicClientRegistration(
      new URL(origin),
      { redirect_uris: [REDIRECT], client_name: 'Curious', token_endpoint_auth_method: 'none' },
      oidc.None(),
      { execute: [oidc.allowInsecureRequests], initialAccessToken: ADMIN },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid orders addresses',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 's1',
    });
    const buyer = browser(origin);
    const signInPage = await (await buyer.follow(url.href)).response.text();
    const codePage = await (
      await buyer.post(formAction(signInPage, 'email'), { email: 'pere@example.com' })
    ).response.text();
    const consentPage = await (
      await buyer.post(formAction(codePage, 'code'), { code: await lastCode('pere@example.com', /store is (\d{6})/) })
    ).response.text();
    expect(consentPage).toContain('The delivery addresses of your orders');
    const back = await buyer.post(formAction(consentPage, 'consent'), { decision: 'deny' });
    const answer = new URL(back.url);
    expect(answer.searchParams.get('error')).toBe('access_denied');
    expect(answer.searchParams.get('code')).toBeNull();
  });

  it('refuses the customer API without a token, in the store’s error envelope', async () => {
    const response = await fetch(`${origin}/account/api/orders`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Bearer');
    expect(await response.json()).toMatchObject({ status: 401, message: 'Unauthorized' });
    const forged = await fetch(`${origin}/account/api/orders`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.status).toBe(401);
  });

  it('says a sign-in page without its authorization request has expired', async () => {
    const response = await fetch(`${origin}/account/sign-in/abc?lang=en`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in has expired');
    // An authorization request that cannot go back to its app gets the store's own page, loading nothing from elsewhere.
    const unknown = await fetch(`${origin}/oauth/auth?client_id=nobody&response_type=code&scope=openid`, {
      headers: { 'accept-language': 'ca' },
    });
    const text = await unknown.text();
    expect(unknown.status).toBe(400);
    expect(text).toContain('Aquesta sol·licitud no pot continuar');
    expect(text).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
  });
});
