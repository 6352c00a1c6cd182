/**
 * Two store instances behind one public address, sharing one real Redis: a buyer's sign-in starts on
 * one and finishes on the other, the token one issues is honoured by the other, and revoking on one
 * ends it on both. Keys, cookies' keys, interactions, grants and tokens all live in Redis.
 */
import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/api/serve.js';
import { createSmtpMailer } from '../src/providers/email/smtp-mailer.js';
import { createRedisStore, type RedisStore } from '../src/storage/redis.js';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink.js';
import { createBrowser, formAction } from './helpers/browser.js';
import { freePort, redisSkipReason, testRedis, type TestRedis } from './helpers/redis.js';
import { createTestStore } from './helpers/store.js';

const ADMIN = 'operator-secret-0123456789';
const REDIRECT = 'http://127.0.0.1:9/callback';
const skip = redisSkipReason();
if (skip) console.warn(`\n  ⚠ ${skip}\n`);

describe.skipIf(skip)('customer accounts on two instances sharing Redis', () => {
  let redis: TestRedis;
  let smtp: SmtpSink;
  const stores: RedisStore[] = [];
  const servers: RunningServer[] = [];
  let a: string;
  let b: string;

  beforeAll(async () => {
    redis = await testRedis();
    smtp = await startSmtpSink();
    const prefix = `accounts-${randomBytes(4).toString('hex')}:`;
    const [portA, portB] = [await freePort(), await freePort()];
    [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    for (const port of [portA, portB]) {
      const store = await createRedisStore({ url: redis.url, prefix });
      stores.push(store);
      // One public address for both, as behind a balancer: the issuer is the same.
      const app = createTestStore({
        store,
        publicUrl: a,
        adminToken: ADMIN,
        mailer: createSmtpMailer({ url: smtp.url, from: 'orders@store.example' }),
        newToken: () => randomBytes(16).toString('hex'),
      });
      servers.push(await startServer({ fetch: app.fetch, port, hostname: '127.0.0.1' }));
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(stores.map((store) => store.close()));
    await smtp?.close();
    await redis?.stop();
  });

  it('signs a buyer in across instances and honours and revokes tokens on both', async () => {
    // The signing keys are made once and read by the other instance.
    const keys = async (origin: string) =>
      (await (await fetch(`${origin}/oauth/jwks`)).json()) as { keys: { kid: string }[] };
    expect((await keys(b)).keys.map((key) => key.kid)).toEqual((await keys(a)).keys.map((key) => key.kid));

    const config = await oidc.dynamicClientRegistration(
      new URL(a),
      { redirect_uris: [REDIRECT], client_name: 'Balanced', token_endpoint_auth_method: 'none' },
      oidc.None(),
      { execute: [oidc.allowInsecureRequests], initialAccessToken: ADMIN },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid orders',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 'st',
    });
    const buyer = createBrowser(a, REDIRECT);
    const signInPage = await (await buyer.follow(url.href)).response.text();
    // The email goes to instance B, the code to A, the consent to B.
    const codePage = await (
      await buyer.post(`${b}${formAction(signInPage, 'email')}`, { email: 'laia@example.com' })
    ).response.text();
    const raw = smtp.messages.find((message) => message.to.includes('laia@example.com'))?.raw;
    const code = /store is (\d{6})/.exec((raw && (await simpleParser(raw)).text) ?? '')?.[1] ?? '';
    const consentPage = await (await buyer.post(`${a}${formAction(codePage, 'code')}`, { code })).response.text();
    expect(consentPage).toContain('Balanced asks for:');
    const back = await buyer.post(`${b}${formAction(consentPage, 'consent')}`, { decision: 'allow' });
    const tokens = await oidc.authorizationCodeGrant(config, new URL(back.url), {
      pkceCodeVerifier: verifier,
      expectedState: 'st',
    });

    const orders = (origin: string) =>
      fetch(`${origin}/account/api/orders`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect((await orders(b)).status).toBe(200);
    expect(await (await orders(b)).json()).toEqual({ orders: [] });
    // Revoking the grant through A (the token endpoint's revocation) ends the token on B too.
    await oidc.tokenRevocation(config, tokens.access_token);
    expect((await orders(b)).status).toBe(401);
  });
});
