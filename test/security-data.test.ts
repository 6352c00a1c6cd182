/**
 * Security of what the service takes in and lets out, as `npm start` wires
 * it (`start(loadConfig(...))`, real sockets, fakes of every third party on
 * loopback, the real pino logger captured): the origin rule of store-email,
 * header injection through email fields, SSRF through the agent profile
 * fetch, oversized and endless bodies on every surface, and no secret or
 * personal data in the log of any of it.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBytes, PHOTO_BODY_LIMIT_BYTES } from '../src/api/paths.js';
import { webhookPath } from '../src/bots/telegram/webhook.js';
import { loadConfig } from '../src/config.js';
import { createTranslator } from '../src/i18n.js';
import { start } from '../src/main.js';
import { startFakeOpenAi, type FakeOpenAi } from './fakes/openai-server.js';
import { SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, startFakeSlack, type FakeSlack } from './fakes/slack-server.js';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink.js';
import { BOT_TOKEN, startFakeTelegram, type FakeTelegram } from './fakes/telegram-server.js';
import { captureLogs, leaksIn, type LogCapture } from './helpers/log-capture.js';
import { until } from './helpers/until.js';

const ORIGIN = 'https://coach.example';
const HOOK_SECRET = 'hook-secret-5b0e';
const ADMIN_TOKEN = 'admin-token-a1b2c3d4e5f6a7b8';
const SMTP_PASSWORD = 'smtp-pass-91fe2d';
const STOREFRONT_TOKEN = 'storefront-token-7d3c9e21';
const OPENAI_KEY = 'test-key'; // the only key the fake model accepts
const EMAIL = 'montse.vilaro@example.cat';
const BUYER = 'pere.casals@example.cat';
const STREET = 'Carrer de la Pietat 7';
const PERSONAL_TEXT =
  'My sister Montserrat Vilaró trains for the Zurich marathon: what should she eat the night before?';
const KB = 1024;
const MB = KB * KB;
const en = createTranslator()('en');

type Running = Awaited<ReturnType<typeof start>>;

/** A loopback server that counts every TCP connection made to it: anything an SSRF would reach. */
async function startCanary(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  const state = { connections: 0, port: 0, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  return state;
}

/** Most a body that never ends is streamed before giving up: far beyond every limit. */
const STREAM_CAP = 48 * MB;

/**
 * Streams a JSON-looking body without a length until the server answers (or
 * STREAM_CAP is reached); `midStream` tells whether the answer came while
 * the body was still arriving, i.e. the server stopped reading at its limit.
 */
function streamBody(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string; midStream: boolean }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      answered = true;
      const midStream = sent < STREAM_CAP;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), midStream });
      });
    });
    req.on('error', (error) => answered || reject(error));
    req.setTimeout(15_000, () => req.destroy(new Error('no answer')));
    const chunk = Buffer.alloc(64 * KB, 'x');
    req.write('{"padding":"');
    const pump = () => {
      while (!answered && sent < STREAM_CAP) {
        sent += chunk.byteLength;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end('"}');
    };
    pump();
  });
}

/** A JSON object of exactly `bytes` bytes. */
const jsonOfSize = (bytes: number) => `{"p":"${'x'.repeat(bytes - 8)}"}`;

describe('security of the wired service: origins, email, SSRF, bodies, logs', () => {
  const capture = captureLogs();
  const permissive = captureLogs();
  let telegram: FakeTelegram;
  let slack: FakeSlack;
  let sink: SmtpSink;
  let openai: FakeOpenAi;
  let canary: Awaited<ReturnType<typeof startCanary>>;
  let profiles: Awaited<ReturnType<typeof startCanary>>;
  let running: Running;
  /** The same service with UCP_ALLOW_PRIVATE_PROFILES=true, to show what the default refuses would be reachable. */
  let open: Running;
  const coach = (path: string, init?: RequestInit) =>
    fetch(`http://127.0.0.1:${running.port}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
  const storeAt = (service: Running, path: string, init?: RequestInit) =>
    fetch(`http://127.0.0.1:${service.storePort}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
  const email = (body: object, headers: Record<string, string> = { origin: ORIGIN }) =>
    coach('/api/store-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: EMAIL, checklist: 'Pa amb tomàquet', marketingConsent: true, ...body }),
    });
  const toolCall = (service: Running, profile: string) =>
    storeAt(service, '/api/ucp/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search_catalog', arguments: { query: 'proteïna', meta: { 'ucp-agent': { profile } } } },
      }),
    });
  const healthy = async () => {
    expect((await coach('/api/health')).status).toBe(200);
    expect((await storeAt(running, '/products.json')).status).toBe(200);
  };

  beforeAll(async () => {
    [telegram, slack, sink, openai] = await Promise.all([
      startFakeTelegram(),
      startFakeSlack(),
      startSmtpSink(),
      startFakeOpenAi(),
    ]);
    const fullProfile = JSON.stringify({
      ucp: {
        version: '2026-04-08',
        capabilities: {
          'dev.ucp.shopping.catalog': [{ version: '2026-04-08' }],
          'dev.ucp.shopping.cart': [{ version: '2026-04-08' }],
          'dev.ucp.shopping.checkout': [{ version: '2026-04-08' }],
        },
      },
    });
    canary = await startCanary(
      (_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end(fullProfile),
    );
    profiles = await startCanary((req, res) => {
      if (req.url === '/moved.json')
        return void res.writeHead(302, { location: `http://127.0.0.1:${canary.port}/profile.json` }).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(fullProfile);
    });
    const smtpUrl = new URL(sink.url);
    smtpUrl.username = 'coach';
    smtpUrl.password = SMTP_PASSWORD;
    const env = {
      PORT: '0',
      STORE_PORT: '0',
      PUBLIC_URL: ORIGIN,
      ADMIN_TOKEN,
      SMTP_URL: smtpUrl.toString(),
      EMAIL_FROM: 'coach@coach.example',
      OPENAI_API_KEY: OPENAI_KEY,
      OPENAI_BASE_URL: openai.url,
      CHAT_PROVIDER: 'openai',
      STOREFRONT_TOKENS: `${STOREFRONT_TOKEN}:unauthenticated_read_product_listings`,
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_API_ROOT: telegram.url,
      TELEGRAM_WEBHOOK_SECRET: HOOK_SECRET,
      SLACK_BOT_TOKEN,
      SLACK_SIGNING_SECRET,
      SLACK_API_URL: slack.apiUrl,
    };
    running = await start(loadConfig(env), capture.logger);
    open = await start(
      loadConfig({
        PORT: '0',
        STORE_PORT: '0',
        SMTP_URL: smtpUrl.toString(),
        EMAIL_FROM: 'orders@coach.example',
        UCP_ALLOW_PRIVATE_PROFILES: 'true',
      }),
      permissive.logger,
    );
  }, 20_000);

  afterAll(async () => {
    await Promise.all([running?.close(), open?.close()]);
    await Promise.all([
      telegram.close(),
      slack.close(),
      sink.close(),
      openai.close(),
      canary.close(),
      profiles.close(),
    ]);
  });

  describe('the origin rule of POST /api/store-email', () => {
    it.each([
      ['no Origin', {}],
      ['no Origin but the allowed Referer', { referer: `${ORIGIN}/plan` }],
      ['a foreign origin', { origin: 'https://evil.example' }],
      ['a look-alike host ending in evil.com', { origin: 'https://coach.example.evil.com' }],
      ['a look-alike host ending in coach.example', { origin: 'https://evilcoach.example' }],
      ['another port', { origin: 'https://coach.example:8443' }],
      ['plain http', { origin: 'http://coach.example' }],
      ['the null origin', { origin: 'null' }],
      ['the origin with a trailing slash', { origin: `${ORIGIN}/` }],
      ['the origin with credentials', { origin: 'https://coach.example@evil.example' }],
      ['two origins in one header', { origin: `https://evil.example ${ORIGIN}` }],
    ])('answers 403 forbidden to %s, sends nothing and grants no CORS', async (_case, headers) => {
      const before = sink.messages.length;
      const res = await email({}, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        code: 'forbidden',
        status: 403,
        message: expect.any(String) as string,
        hint: expect.any(String) as string,
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sink.messages).toHaveLength(before);
    });

    it('refuses a foreign origin before reading a 20 MB body', async () => {
      const started = Date.now();
      const res = await coach('/api/store-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: jsonOfSize(20 * MB),
      });
      expect(res.status).toBe(403);
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('delivers from the allowed origin', async () => {
      const before = sink.messages.length;
      const res = await email({});
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ delivered: true });
      expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      await until(() => sink.messages.length > before);
      expect(sink.messages.at(-1)?.to).toEqual([EMAIL]);
    });
  });

  describe('header injection through the email fields', () => {
    it.each([
      ['CRLF', `${EMAIL}\r\nBcc: victim@example.com`],
      ['LF', `${EMAIL}\nBcc: victim@example.com`],
      ['CR', `${EMAIL}\rBcc: victim@example.com`],
      ['a Unicode line separator', `${EMAIL}\u2028Bcc: victim@example.com`],
      ['a trailing CRLF', `${EMAIL}\r\n`],
      ['a NUL', `${EMAIL}\u0000`],
      ['a second address after a comma', `${EMAIL}, victim@example.com`],
      ['a second address after a semicolon', `${EMAIL};victim@example.com`],
      ['a display name', `"Montse" <${EMAIL}>`],
      ['an address in angle brackets after another', `victim@example.com <${EMAIL}>`],
    ])('answers 422 to an address with %s and sends nothing', async (_case, address) => {
      const before = sink.messages.length;
      const res = await email({ email: address });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ code: 'invalid_request', status: 422 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sink.messages).toHaveLength(before);
      expect(sink.messages.flatMap((message) => message.to)).not.toContain('victim@example.com');
    });

    it('keeps unusual but allowed text out of the headers of the message delivered', async () => {
      const address = "o'brien+plan@example.cat";
      // No address in the text: the coach's mails carry none, and one there is refused before any header is written.
      const injected = 'Bcc: victim\r\nSubject: hacked\r\nX-Injected: yes';
      const before = sink.messages.length;
      const res = await email({
        email: address,
        kind: 'basket',
        language: 'ca',
        checklist: `Llista\r\n${injected}\r\n\r\n=?utf-8?B?SGFja2Vk?= <b>pa</b> ✓ Ñ\u2028fi`,
        sections: {
          items: [{ amount: `1\r\n${injected}`, name: `ous\nX-Injected: yes` }],
          estimate: {
            source: `font\r\n${injected}`,
            items: [{ label: 'ous\r\nCc: victim', price: '2 €' }],
            total: '2 €\r\nReply-To: victim',
            note: '\r\n\r\nbody',
          },
        },
      });
      expect(res.status).toBe(200);
      await until(() => sink.messages.length > before);
      const delivered = sink.messages.at(-1);
      expect(delivered?.to).toEqual([address]);
      const raw = delivered?.raw.toString('utf8') ?? '';
      const head = raw.split('\r\n\r\n')[0];
      expect(head).not.toMatch(/^(bcc|cc|reply-to|x-injected):/im);
      expect(head).not.toContain('victim');
      expect(head.match(/^subject:/gim)).toHaveLength(1);
      expect(head.match(/^to:/gim)).toHaveLength(1);
      const parsed = await simpleParser(delivered?.raw ?? Buffer.alloc(0));
      expect(parsed.subject).toBe(createTranslator()('ca')('email.subject.basket'));
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((entry) => entry.address) : []).toEqual([
        address,
      ]);
      expect(parsed.cc).toBeUndefined();
      expect(parsed.bcc).toBeUndefined();
      expect(parsed.replyTo).toBeUndefined();
      expect(parsed.headers.has('x-injected')).toBe(false);
      // The text arrived, as body text: it was kept, not dropped.
      expect(parsed.text).toContain('X-Injected: yes');
    });
  });

  describe('SSRF through the agent profile fetch (default settings)', () => {
    it.each([
      ['loopback', 'https://127.0.0.1:{port}/p.json'],
      ['localhost', 'https://localhost:{port}/p.json'],
      ['localhost, upper case with a trailing dot', 'https://LOCALHOST.:{port}/p.json'],
      ['IPv6 loopback', 'https://[::1]:{port}/p.json'],
      ['IPv4-mapped IPv6 loopback', 'https://[::ffff:127.0.0.1]:{port}/p.json'],
      ['NAT64-wrapped loopback', 'https://[64:ff9b::7f00:1]:{port}/p.json'],
      ['a decimal IPv4', 'https://2130706433:{port}/p.json'],
      ['a hex IPv4', 'https://0x7f000001:{port}/p.json'],
      ['an octal IPv4', 'https://0177.0.0.1:{port}/p.json'],
      ['a short IPv4', 'https://127.1:{port}/p.json'],
      ['the unspecified address', 'https://0.0.0.0:{port}/p.json'],
      ['the unspecified IPv6 address', 'https://[::]:{port}/p.json'],
      ['cloud metadata', 'https://169.254.169.254/latest/meta-data/'],
      ['cloud metadata with a trailing dot', 'https://169.254.169.254./latest/meta-data/'],
      ['cloud metadata, IPv4-mapped', 'https://[::ffff:169.254.169.254]/latest/meta-data/'],
      ['10.0.0.0/8', 'https://10.0.0.7/p.json'],
      ['172.16.0.0/12', 'https://172.16.5.4/p.json'],
      ['192.168.0.0/16', 'https://192.168.1.1/p.json'],
      ['carrier-grade NAT', 'https://100.64.0.1/p.json'],
      ['IPv6 unique local', 'https://[fd00::1]/p.json'],
      ['IPv6 link-local', 'https://[fe80::1]/p.json'],
      ['plain http to loopback', 'http://127.0.0.1:{port}/p.json'],
      ['plain http to a decimal IPv4', 'http://2130706433/'],
      ['a public-looking name before @', 'https://profiles.example.com@127.0.0.1:{port}/p.json'],
      ['file:', 'file:///etc/passwd'],
      [
        'a data: URL granting itself checkout',
        'data:application/json,{"ucp":{"capabilities":{"dev.ucp.shopping.checkout":[]}}}',
      ],
    ])('never fetches a profile at %s: -32001 invalid_profile_url, at once', async (_case, template) => {
      const before = canary.connections;
      const started = Date.now();
      const res = await toolCall(running, template.replace('{port}', String(canary.port)));
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({
        jsonrpc: '2.0',
        id: 1,
        error: {
          code: -32001,
          data: {
            code: 'invalid_profile_url',
            content: expect.any(String) as string,
            continue_url: expect.any(String) as string,
          },
        },
      });
      // Refused before any attempt: an attempt at an unroutable address would take the 3 s fetch timeout.
      expect(Date.now() - started).toBeLessThan(1500);
      expect(canary.connections).toBe(before);
    });

    it('reaches the same loopback profile once private addresses are allowed, so the refusals above are the guard', async () => {
      const before = canary.connections;
      const res = await toolCall(open, `http://127.0.0.1:${canary.port}/p.json`);
      expect(res.status).toBe(200);
      expect(canary.connections).toBeGreaterThan(before);
    });

    it('follows no redirect from a profile host, even with private addresses allowed', async () => {
      const before = { canary: canary.connections, profiles: profiles.connections };
      const res = await toolCall(open, `http://127.0.0.1:${profiles.port}/moved.json`);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ error: { code: -32001, data: { code: 'invalid_profile_url' } } });
      expect(profiles.connections).toBeGreaterThan(before.profiles);
      expect(canary.connections).toBe(before.canary);
    });
  });

  describe('oversized and endless bodies', () => {
    const tooLarge = en('errors.validation.too_large');
    const coachRoutes = [
      ['/api/coach-chat', 128 * KB, 400],
      ['/api/basket-prices', 64 * KB, 400],
      ['/api/daily-meals', 16 * KB, 400],
      ['/api/targets', 16 * KB, 400],
      ['/api/weekly-plan', 16 * KB, 400],
      ['/api/meal-image', 16 * KB, 400],
      ['/api/meal-photo', PHOTO_BODY_LIMIT_BYTES, 422],
      ['/api/store-email', 1024 * KB, 422],
    ] as const;
    const headers = { 'content-type': 'application/json', origin: ORIGIN };

    it.each(coachRoutes)(
      '%s refuses one byte over its limit in the error envelope, and takes the limit itself',
      async (path, limit, status) => {
        const over = await coach(path, { method: 'POST', headers, body: jsonOfSize(limit + 1) });
        expect(over.status).toBe(status);
        expect(await over.json()).toMatchObject({
          code: 'invalid_request',
          status,
          message: tooLarge,
          hint: expect.stringContaining(formatBytes(limit)) as string,
          documentation: `${ORIGIN}/openapi.json`,
        });
        const at = await coach(path, { method: 'POST', headers, body: jsonOfSize(limit) });
        expect((await at.json()) as object).not.toMatchObject({ message: tooLarge });
      },
    );

    it.each(coachRoutes)('%s refuses a 20 MB body quickly and keeps serving', async (path, limit, status) => {
      const started = Date.now();
      const res = await coach(path, { method: 'POST', headers, body: jsonOfSize(20 * MB) });
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({
        code: 'invalid_request',
        message: tooLarge,
        hint: expect.stringContaining(formatBytes(limit)) as string,
      });
      expect(Date.now() - started).toBeLessThan(5000);
      await healthy();
    });

    it.each(coachRoutes)(
      '%s answers a chunked body without a length while it is still arriving',
      async (path, _limit, status) => {
        const res = await streamBody(running.port, path, headers);
        expect(res).toMatchObject({ status, midStream: true });
        expect(JSON.parse(res.text)).toMatchObject({ code: 'invalid_request', message: tooLarge });
        await healthy();
      },
    );

    const otherSurfaces: [string, 'coach' | 'store', string, Record<string, string>, number, (text: string) => void][] =
      [
        ['events (always 204)', 'coach', '/api/events', {}, 204, (text) => expect(text).toBe('')],
        ['the Telegram webhook without its secret', 'coach', webhookPath(BOT_TOKEN), {}, 401, () => undefined],
        ['the Slack endpoint (256 KiB)', 'coach', '/slack/events', {}, 413, (text) => expect(text).toBe('')],
        [
          'the Ajax cart (16 KiB)',
          'store',
          '/cart/add.js',
          {},
          413,
          (text) =>
            expect(JSON.parse(text)).toMatchObject({
              status: 413,
              message: 'Payload Too Large',
              description: expect.any(String) as string,
            }),
        ],
        [
          // The store's pages read forms within 16 KiB too, chunked or not (issue 41: a 200 MB chunked form was read whole).
          'a checkout page form (16 KiB)',
          'store',
          '/checkouts/any/complete',
          { 'content-type': 'application/x-www-form-urlencoded' },
          413,
          (text) => expect(JSON.parse(text)).toMatchObject({ status: 413, message: 'Payload Too Large' }),
        ],
        [
          'the JSON-RPC endpoint (64 KiB)',
          'store',
          '/api/ucp/mcp',
          { accept: 'application/json, text/event-stream' },
          413,
          (text) =>
            expect(JSON.parse(text)).toMatchObject({
              jsonrpc: '2.0',
              id: null,
              error: { code: -32600, data: { code: 'too_large' } },
            }),
        ],
        [
          'GraphQL with a token (64 KiB; failures are 200 with errors)',
          'store',
          '/api/2026-07/graphql.json',
          { 'x-store-storefront-access-token': STOREFRONT_TOKEN },
          200,
          (text) => expect(JSON.parse(text)).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] }),
        ],
        [
          'GraphQL without a token',
          'store',
          '/api/2026-07/graphql.json',
          {},
          200,
          (text) => expect(JSON.parse(text)).toMatchObject({ errors: [{ extensions: { code: 'ACCESS_DENIED' } }] }),
        ],
      ];

    it.each(otherSurfaces)(
      '%s: a 20 MB body is refused quickly',
      async (_case, surface, path, extra, status, check) => {
        const started = Date.now();
        const init = {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...extra },
          body: jsonOfSize(20 * MB),
        };
        const res = surface === 'coach' ? await coach(path, init) : await storeAt(running, path, init);
        expect(res.status).toBe(status);
        check(await res.text());
        expect(Date.now() - started).toBeLessThan(5000);
        await healthy();
      },
    );

    it.each(otherSurfaces)(
      '%s: a chunked body without a length is answered while still arriving',
      async (_case, surface, path, extra, status, check) => {
        const res = await streamBody(surface === 'coach' ? running.port : running.storePort, path, {
          'content-type': 'application/json',
          ...extra,
        });
        expect(res).toMatchObject({ status, midStream: true });
        check(res.text);
        await healthy();
      },
    );
  });

  describe('the log', () => {
    it('holds no secret and no personal data across email, chat, operator, catalogue and checkout flows', async () => {
      expect((await email({})).status).toBe(200);
      sink.reject = true;
      expect((await email({})).status).toBe(502);
      sink.reject = false;
      const chat = await coach('/api/coach-chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ messages: [{ role: 'user', text: PERSONAL_TEXT }] }),
      });
      expect(chat.status).toBe(200);
      // The message went through the model: the flow ran, with the key.
      expect(JSON.stringify(openai.requests.at(-1)?.body)).toContain('Montserrat');
      expect(openai.requests.at(-1)?.authorization).toBe(`Bearer ${OPENAI_KEY}`);
      expect((await coach(`/api/foods?q=${encodeURIComponent('Vilaró')}`)).status).toBe(200);
      expect(
        (await coach('/api/events/summary', { headers: { authorization: `Bearer ${ADMIN_TOKEN}x` } })).status,
      ).toBe(401);
      expect((await coach('/api/events/summary', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(
        200,
      );
      const graphql = await storeAt(running, '/api/2026-07/graphql.json', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-store-storefront-access-token': STOREFRONT_TOKEN },
        body: JSON.stringify({ query: '{ products(first: 1) { edges { node { title } } } }' }),
      });
      expect(graphql.status).toBe(200);

      // An agent checks out for a buyer, who approves with the code emailed to them.
      const client = new Client({ name: 'security-agent', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${open.storePort}/api/ucp/mcp`)),
      );
      let checkoutId: string;
      let code: string;
      try {
        const meta = { 'ucp-agent': { profile: `http://127.0.0.1:${profiles.port}/full.json` } };
        const call = async (name: string, args: object) =>
          (await client.callTool({ name, arguments: { meta, ...args } })).structuredContent as {
            id: string;
            status: string;
          };
        const address = {
          street_address: STREET,
          address_locality: 'Barcelona',
          postal_code: '08002',
          address_country: 'ES',
        };
        checkoutId = (
          await call('create_checkout', {
            line_items: [{ item: { id: '4710011' } }],
            buyer: { email: BUYER },
            fulfillment: { address },
          })
        ).id;
        expect((await storeAt(open, `/checkouts/${checkoutId}/approve`, { method: 'POST' })).status).toBe(200);
        await until(() => sink.messages.some((message) => message.to.includes(BUYER)));
        code =
          /code: ([A-F0-9]{8})/.exec(
            sink.messages.find((message) => message.to.includes(BUYER))?.raw.toString('utf8') ?? '',
          )?.[1] ?? '';
        expect(code).toHaveLength(8);
        expect(
          (
            await client.callTool({
              name: 'complete_checkout',
              arguments: {
                meta: { ...meta, 'idempotency-key': 'security-order-1' },
                id: checkoutId,
                buyer_approval: { code },
              },
            })
          ).structuredContent,
        ).toMatchObject({ status: 'completed' });
      } finally {
        await client.close();
      }

      for (const [name, log] of [
        ['service', capture],
        ['service allowing private profiles', permissive],
      ] as [string, LogCapture][]) {
        // The capture works: start-up and (on the coach) every request are logged.
        expect(log.messages(), name).toContain('store listening');
        const found = leaksIn(log.text(), {
          'SMTP password': SMTP_PASSWORD,
          'admin token': ADMIN_TOKEN,
          'OpenAI key': OPENAI_KEY,
          'storefront token': STOREFRONT_TOKEN,
          'bot token': BOT_TOKEN,
          'webhook secret': HOOK_SECRET,
          'Slack signing secret': SLACK_SIGNING_SECRET,
          'Slack bot token': SLACK_BOT_TOKEN,
          'approval code': code,
          'checkout id': checkoutId,
          email: EMAIL,
          'buyer email': BUYER,
          'street address': STREET,
          'chat message': PERSONAL_TEXT,
          'a name in the chat message': 'Montserrat',
          'a name in the query': 'Vilaró',
        });
        expect(found, `${name} log`).toEqual([]);
      }
      expect(capture.messages().filter((message) => message === 'request').length).toBeGreaterThan(5);
    });
  });
});
