/**
 * A buyer deleting their store data, as they and their apps would: through the account page with an emailed code,
 * through `DELETE /account/api/me` from an app (openid-client) they granted `delete_account`, and by the operator.
 * Over loopback HTTP against the store as `npm start` serves it, with a local SMTP sink.
 */
import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/smtp-sink.js';
import { createMemoryLogger } from '../../../test/helpers/api.js';
import { createBrowser, formAction } from '../../../test/helpers/browser.js';
import { freePort } from '../../../test/helpers/redis.js';
import { createTestStore } from '../../../test/helpers/store.js';
import { createOrderHelpers } from '../../../test/helpers/store-orders.js';
import { startServer, type RunningServer } from '../../api/serve.js';
import { createSmtpMailer } from '../../providers/email/smtp-mailer.js';

const ADMIN = 'operator-secret-0123456789';
const REDIRECT = 'http://127.0.0.1:9/callback';

describe('a buyer deletes their store data', () => {
  let smtp: SmtpSink;
  let server: RunningServer;
  let origin: string;
  let helpers: ReturnType<typeof createOrderHelpers>;
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
    helpers = createOrderHelpers(origin, smtp, REDIRECT);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const status = async (path: string) => (await fetch(`${origin}${path}`)).status;
  /** The address of the form on a page whose action starts with `prefix`. */
  const action = (html: string, prefix: string) =>
    new RegExp(`action="(${prefix}[^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';

  /** An app the buyer signs in to and allows `scope`; its tokens. */
  async function grant(email: string, scope: string) {
    const config = await oidc.dynamicClientRegistration(
      new URL(origin),
      { redirect_uris: [REDIRECT], client_name: 'Receptes', token_endpoint_auth_method: 'none' },
      oidc.None(),
      { execute: [oidc.allowInsecureRequests], initialAccessToken: ADMIN },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 's',
      prompt: 'consent',
    });
    const buyer = createBrowser(origin, REDIRECT);
    const signIn = await (await buyer.follow(url.href)).response.text();
    const codePage = await (await buyer.post(formAction(signIn, 'email'), { email })).response.text();
    const code = await helpers.lastCode(email, /sign in to the store is (\d{6})/);
    const consent = await (await buyer.post(formAction(codePage, 'code'), { code })).response.text();
    if (scope.includes('delete_account'))
      expect(consent).toContain('To delete your orders and addresses on this store, when you ask it to');
    const back = await buyer.post(formAction(consent, 'consent'), { decision: 'allow' });
    return oidc.authorizationCodeGrant(config, new URL(back.url), { pkceCodeVerifier: verifier, expectedState: 's' });
  }
  const api = (path: string, token: string, method = 'GET') =>
    fetch(`${origin}/account/api${path}`, { method, headers: { authorization: `Bearer ${token}` } });

  it('through an app granted delete_account: orders gone, every earlier token refused, even after a new order', async () => {
    const first = await helpers.placeOrder('marta@example.com', 'Carrer Major 3');
    const second = await helpers.placeOrder('Marta@Example.com', 'Plaça Nova 1');
    const other = await helpers.placeOrder('pau@example.com', 'Carrer Nou 8');
    const reader = await grant('marta@example.com', 'openid orders');
    expect((await api('/me', reader.access_token, 'DELETE')).status).toBe(403);

    const tokens = await grant('marta@example.com', 'openid orders delete_account');
    expect(((await (await api('/orders', tokens.access_token)).json()) as { orders: unknown[] }).orders).toHaveLength(
      2,
    );
    const deleted = await api('/me', tokens.access_token, 'DELETE');
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: { orders: 2 } });

    expect(await status(first.path)).toBe(404);
    expect(await status(second.path)).toBe(404);
    expect(await status(other.path)).toBe(200);
    for (const token of [tokens.access_token, reader.access_token]) {
      const refused = await api('/orders', token);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toContain('invalid_token');
    }
    // The same person orders again: the store knows the address anew, and the old tokens stay refused.
    await helpers.placeOrder('marta@example.com', 'Carrer Major 3');
    expect((await api('/orders', tokens.access_token)).status).toBe(401);
    const fresh = await grant('marta@example.com', 'openid orders');
    expect(((await (await api('/orders', fresh.access_token)).json()) as { orders: unknown[] }).orders).toHaveLength(1);
  });

  it('from the account page, in Catalan, with the emailed code; a wrong code deletes nothing', async () => {
    const order = await helpers.placeOrder('laia@example.com', 'Carrer Gran 5');
    const person = createBrowser(origin, REDIRECT, 'ca');
    const start = await (await person.follow('/account/delete')).response.text();
    expect(start).toContain('Esborra les teves dades de la botiga');
    const sent = await person.post(action(start, '/account/delete'), { email: 'laia@example.com' });
    const body = await sent.response.text();
    expect(body).toContain('Hem enviat un codi de sis xifres a l•••@example.com');
    expect(body).toContain('No es pot desfer');
    const code = await helpers.lastCode('laia@example.com', /esborrar les teves dades de la botiga és (\d{6})/);
    expect(code).toMatch(/^\d{6}$/);
    const flow = action(body, '/account/delete/');
    const wrong = await (await person.post(flow, { code: code === '000000' ? '111111' : '000000' })).response.text();
    expect(wrong).toContain('Aquest codi no és correcte');
    expect(await status(order.path)).toBe(200);
    const done = await (await person.post(flow, { code })).response.text();
    expect(done).toContain('Hem esborrat 1 comanda');
    expect(await status(order.path)).toBe(404);
    // The code is spent.
    expect((await person.post(flow, { code })).response.status).toBe(400);
    expect(JSON.stringify(logger.lines)).not.toMatch(new RegExp(`laia@|${code}`, 'i'));
  });

  it('refuses the form when another site posts it', async () => {
    const forged = await fetch(`${origin}/account/delete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'email=laia%40example.com',
    });
    expect(forged.status).toBe(403);
  });

  it('by the operator, with the operator token only', async () => {
    const order = await helpers.placeOrder('oriol@example.com', 'Carrer Alt 2');
    const remove = (token: string, body: unknown) =>
      fetch(`${origin}/admin/buyers`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await remove('wrong', { email: 'oriol@example.com' })).status).toBe(401);
    expect((await remove(ADMIN, { mail: 'oriol@example.com' })).status).toBe(400);
    expect(await status(order.path)).toBe(200);
    const removed = await remove(ADMIN, { email: ' Oriol@Example.com ' });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ deleted: { orders: 1 } });
    expect(await status(order.path)).toBe(404);
  });
});
