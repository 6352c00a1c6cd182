/**
 * The store's person pages driven in a real headless Chromium (Debian's, through puppeteer-core), as a buyer meets them:
 * a purchase from a cart link to the placed order, an OAuth sign-in to the consent screen and back to the app, in
 * Catalan and English, and a buyer deleting their data, with the pages' CSP and cross-site checks on. Every page must load nothing from elsewhere and
 * leave no CSP violation or script error in the console; a form another site posts is refused.
 *
 * `.ci/run` installs Chromium, so this never skips there; elsewhere it skips, saying so, when `/usr/bin/chromium` is absent.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import * as oidc from 'openid-client';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/api/serve.js';
import { createSmtpMailer } from '../src/providers/email/smtp-mailer.js';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink.js';
import { freePort } from './helpers/redis.js';
import { createTestStore } from './helpers/store.js';

const CHROMIUM = '/usr/bin/chromium';
const ADMIN = 'operator-secret-0123456789';
const present = existsSync(CHROMIUM);
if (!present) console.warn(`store browser journeys skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)`);

/** A loopback server answering every request with `body`: the app's callback, or another site's page. */
async function serve(body: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(body),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://localhost:${(server.address() as AddressInfo).port}` };
}

describe.skipIf(!present)('the store in a real browser', { timeout: 60_000 }, () => {
  let smtp: SmtpSink;
  let store: RunningServer;
  let origin: string;
  let browser: Browser;
  let callback: { server: Server; url: string };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const app = createTestStore({
      publicUrl: origin,
      adminToken: ADMIN,
      mailer: createSmtpMailer({ url: smtp.url, from: 'orders@store.example' }),
      newToken: () => randomBytes(16).toString('hex'),
    });
    store = await startServer({ fetch: app.fetch, port, hostname: '127.0.0.1' });
    callback = await serve('<!doctype html><title>app</title><p>back in the app</p>');
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await store?.close();
    await smtp?.close();
    callback?.server.close();
  });

  /** A fresh browser page in `language` that records what a reviewer would look for. */
  async function open(language: string) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'accept-language': language });
    const problems: string[] = [];
    const foreign: string[] = [];
    const unprotected: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin && url.origin !== callback.url && url.protocol !== 'data:') foreign.push(request.url());
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() >= 400) problems.push(`${response.status()} ${url.pathname}`);
      const html = (response.headers()['content-type'] ?? '').startsWith('text/html');
      if (
        url.origin === origin &&
        html &&
        !/frame-ancestors 'none'/.test(response.headers()['content-security-policy'] ?? '')
      )
        unprotected.push(url.pathname);
    });
    return { page, problems, foreign, unprotected, close: () => context.close() };
  }
  const submit = (page: Page, selector: string) =>
    Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(selector)]);
  /** What `pattern` finds in the last mail to `to`, read as a mail client reads it. */
  const fromMail = async (to: string, pattern: RegExp) => {
    const raw = smtp.messages.filter((message) => message.to.includes(to)).at(-1)?.raw;
    return raw ? (pattern.exec((await simpleParser(raw)).text ?? '')?.[1] ?? '') : '';
  };

  it.each([
    ['ca', 'marta@example.com', /Comanda feta|ord_[a-f0-9]+/],
    ['en', 'john@example.com', /ord_[a-f0-9]+/],
  ])('lets a buyer place an order from a cart link, in %s', async (language, email, placed) => {
    const { page, problems, foreign, unprotected, close } = await open(language);
    await page.goto(`${origin}/cart/4710002:2`, { waitUntil: 'load' });
    await submit(page, 'form[action="/checkout"] button');
    const policies = await page.$$eval('a[href^="/policies/"]', (links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(policies).toHaveLength(3);
    for (const [field, value] of [
      ['email', email],
      ['name', 'Marta Puig'],
      ['street', 'Carrer Major 3'],
      ['locality', 'Vic'],
      ['postalCode', '08500'],
    ])
      await page.type(`input[name=${field}]`, value);
    await submit(page, 'form[action^="/checkout"] button[type=submit]');
    expect(new URL(page.url()).pathname).toMatch(/^\/checkouts\/[a-f0-9]{32}$/);
    await submit(page, 'form[action*="/approve"] button');
    const code = await fromMail(email, /\b([A-F0-9]{8})\b/);
    expect(code).toMatch(/^[A-F0-9]{8}$/);
    await page.type('input[name=code]', code);
    await submit(page, 'form[action*="/complete"] button');
    expect(await page.content()).toMatch(placed);
    expect(await page.$eval('html', (html) => html.lang)).toBe(language);
    // The policies every checkout links, from the checkout form's foot.
    for (const href of policies) {
      await page.goto(`${origin}${href}`, { waitUntil: 'load' });
      expect(await page.$eval('h1', (h1) => h1.textContent)).toBeTruthy();
    }
    expect({ problems, foreign, unprotected }).toEqual({ problems: [], foreign: [], unprotected: [] });
    await close();
  });

  it.each([
    ['ca', 'nuria@example.com', 'Vols donar accés?'],
    ['en', 'pere@example.com', 'Allow access?'],
  ])('lets a buyer sign in to an app and allow it, in %s', async (language, email, consentTitle) => {
    const redirect = `${callback.url}/callback`;
    const config = await oidc.dynamicClientRegistration(
      new URL(origin),
      { redirect_uris: [redirect], client_name: 'Receptes', token_endpoint_auth_method: 'none' },
      oidc.None(),
      { execute: [oidc.allowInsecureRequests], initialAccessToken: ADMIN },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirect,
      scope: 'openid orders',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 'st',
    });
    const { page, problems, foreign, unprotected, close } = await open(language);
    await page.goto(url.href, { waitUntil: 'load' });
    await page.type('input[name=email]', email);
    await submit(page, 'form[action*="/email"] button');
    await page.type('input[name=code]', await fromMail(email, /(\d{6})/));
    await submit(page, 'form[action*="/code"] button');
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(consentTitle);
    await submit(page, 'button[value=allow]');
    const back = new URL(page.url());
    expect(back.href.startsWith(redirect)).toBe(true);
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('iss')).toBe(origin);
    const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: 'st' });
    expect(tokens.access_token).toBeTruthy();
    expect({ problems, foreign, unprotected }).toEqual({ problems: [], foreign: [], unprotected: [] });
    await close();
  });

  it('lets a buyer delete their store data from the account page, in Catalan', async () => {
    const email = 'marta@example.com';
    const { page, problems, foreign, unprotected, close } = await open('ca');
    await page.goto(`${origin}/account/delete`, { waitUntil: 'load' });
    await page.type('input[name=email]', email);
    await submit(page, 'form button[type=submit]');
    await page.type('input[name=code]', await fromMail(email, /(\d{6})/));
    await submit(page, 'form button[type=submit]');
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe("Les teves dades s'han esborrat");
    expect({ problems, foreign, unprotected }).toEqual({ problems: [], foreign: [], unprotected: [] });
    await close();
  });

  it('refuses a cart write that another site’s page posts', async () => {
    const evil = await serve('');
    const { page, close } = await open('en');
    try {
      await page.goto(`${evil.url}/`, { waitUntil: 'load' });
      await page.setContent(
        `<form method="post" action="${origin}/cart/add.js"><input name="id" value="4710002"><input name="quantity" value="3"><button>go</button></form>`,
      );
      const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('button')]);
      expect(response?.status()).toBe(403);
      expect(await page.content()).not.toContain('"quantity":3');
    } finally {
      await close();
      evil.server.close();
    }
  });
});
