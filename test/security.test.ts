/**
 * The security checks of the service as `npm start` wires it, with the real
 * pino logger writing into a capture: forged and replayed webhooks, the
 * origin rule, SSRF through the agent profile fetch, oversized bodies, header
 * injection through email fields, and no personal data or secret in any log
 * line of all of it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookPath } from '../src/bots/telegram/webhook.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logging.js';
import { start } from '../src/main.js';
import { SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, startFakeSlack, type FakeSlack } from './fakes/slack-server.js';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink.js';
import { BOT_TOKEN, startFakeTelegram, type FakeTelegram } from './fakes/telegram-server.js';
import { commandBody, forms, signedRequest } from './helpers/slack.js';
import { until } from './helpers/until.js';

const ORIGIN = 'https://coach.example';
const HOOK_SECRET = 'hook-secret-4f9a';
const ADMIN_TOKEN = 'admin-token-0123456789abcdef';
const SMTP_PASSWORD = 'smtp-pass-7c1d';
const EMAIL = 'nuria.puig@example.cat';
const CHAT_ID = 770_123_456;
const CLINICAL = 'I take metformin for my diabetes, can I skip a dose before a run?';
const SECRETS = [BOT_TOKEN, HOOK_SECRET, SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, ADMIN_TOKEN, SMTP_PASSWORD];
const PERSONAL = [EMAIL, String(CHAT_ID), 'metformin', 'Núria', 'U0PRIVATE7'];

type Running = Awaited<ReturnType<typeof start>>;

const update = (updateId: number, text: string) => ({
  update_id: updateId,
  message: { message_id: updateId, date: 1_795_000_000, chat: { id: CHAT_ID, type: 'private' }, from: { id: CHAT_ID, is_bot: false, first_name: 'Núria', language_code: 'en' }, text, ...(text.startsWith('/') ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0].length }] } : {}) },
});

describe('security of the wired service', () => {
  const log: string[] = [];
  let telegram: FakeTelegram;
  let slack: FakeSlack;
  let sink: SmtpSink;
  let canary: { server: Server; hits: number; port: number };
  let running: Running;
  const coach = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${running.port}${path}`, init);
  const storeAt = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${running.storePort}${path}`, init);
  const hook = (body: unknown, secret?: string) =>
    coach(webhookPath(BOT_TOKEN), { method: 'POST', headers: { 'content-type': 'application/json', ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}) }, body: JSON.stringify(body) });
  const email = (body: object, headers: Record<string, string> = { origin: ORIGIN }) =>
    coach('/api/store-email', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email: EMAIL, checklist: 'Pa amb tomàquet', marketingConsent: true, ...body }) });

  beforeAll(async () => {
    telegram = await startFakeTelegram();
    slack = await startFakeSlack();
    sink = await startSmtpSink();
    // Anything that reaches this loopback server came through an SSRF.
    const state = { hits: 0 };
    const server = createServer((_req, res) => {
      state.hits++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ucp":{"version":"2026-04-08","capabilities":{}}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    canary = Object.defineProperty({ server, port: (server.address() as AddressInfo).port } as typeof canary, 'hits', { get: () => state.hits });
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString('utf8'));
        done();
      },
    });
    const smtpUrl = new URL(sink.url);
    smtpUrl.username = 'coach';
    smtpUrl.password = SMTP_PASSWORD;
    const env = {
      PORT: '0',
      STORE_PORT: '0',
      PUBLIC_URL: ORIGIN,
      ADMIN_TOKEN,
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_API_ROOT: telegram.url,
      TELEGRAM_WEBHOOK_SECRET: HOOK_SECRET,
      SLACK_BOT_TOKEN,
      SLACK_SIGNING_SECRET,
      SLACK_API_URL: slack.apiUrl,
      SMTP_URL: smtpUrl.toString(),
      EMAIL_FROM: 'coach@coach.example',
    };
    running = await start(loadConfig(env), createLogger('trace', capture));
  }, 20_000);

  afterAll(async () => {
    await running.close();
    await Promise.all([telegram.close(), slack.close(), sink.close(), new Promise((resolve) => canary.server.close(resolve))]);
  });

  it('refuses a Telegram update without the secret or with a forged one, and handles a redelivery once', async () => {
    expect((await hook(update(1, '/start'))).status).toBe(401);
    expect((await hook(update(2, '/start'), 'forged')).status).toBe(401);
    expect(telegram.sent(CHAT_ID)).toHaveLength(0);
    expect((await hook(update(3, '/start'), HOOK_SECRET)).status).toBe(200);
    await until(() => telegram.sent(CHAT_ID).length > 0);
    const afterFirst = telegram.sent(CHAT_ID).length;
    expect((await hook(update(3, '/start'), HOOK_SECRET)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(telegram.sent(CHAT_ID)).toHaveLength(afterFirst);
  });

  it('refuses forged, stale and replayed Slack requests', async () => {
    const body = commandBody('help', 'U0PRIVATE7', slack.responseUrl('sec'));
    const send = (request: Request) => coach('/slack/events', { method: 'POST', headers: request.headers, body });
    const now = Math.floor(Date.now() / 1000);
    expect((await send(signedRequest(body, forms.FORM, now, { secret: 'not-the-secret' }))).status).toBe(401);
    expect((await send(signedRequest(body, forms.FORM, now, { timestamp: now - 6 * 60 }))).status).toBe(401);
    const valid = signedRequest(body, forms.FORM, now);
    expect((await send(valid)).status).toBe(200);
    await until(() => slack.responses.some((entry) => entry.id === 'sec'));
    const answered = slack.responses.filter((entry) => entry.id === 'sec').length;
    expect((await send(valid)).status).toBeGreaterThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(slack.responses.filter((entry) => entry.id === 'sec')).toHaveLength(answered);
  });

  it.each([
    ['no Origin', {}],
    ['a foreign origin', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'https://coach.example.evil.com' }],
    ['another port', { origin: 'https://coach.example:8443' }],
    ['plain http', { origin: 'http://coach.example' }],
    ['the null origin', { origin: 'null' }],
  ])('refuses store-email from %s with 403 and sends nothing', async (_case, headers) => {
    const res = await email({}, { ...headers });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'forbidden' });
    expect(sink.messages.filter((message) => message.to.includes(EMAIL))).toHaveLength(0);
  });

  it.each([
    ['the address', { email: `${EMAIL}\r\nBcc: victim@example.com` }],
    ['the address, LF only', { email: `${EMAIL}\nBcc: victim@example.com` }],
    ['an encoded address', { email: `${EMAIL}%0d%0aBcc:victim@example.com` }],
  ])('refuses a header injected through %s', async (_case, body) => {
    const res = await email(body);
    expect(res.status).toBe(422);
    expect(sink.messages).toHaveLength(0);
  });

  it('keeps line breaks in free text inside the body, never among the headers', async () => {
    const res = await email({ checklist: 'Pa\r\nBcc: victim@example.com\r\nSubject: hacked\r\n\r\nbody', sections: { items: [{ amount: '1\r\nBcc: x@example.com', name: 'ous' }] }, kind: 'basket' });
    expect(res.status).toBe(200);
    await until(() => sink.messages.length > 0);
    const [message] = sink.messages;
    expect(message.to).toEqual([EMAIL]);
    const head = message.raw.toString('utf8').split(/\r\n\r\n/)[0];
    expect(head).not.toMatch(/^(bcc|cc):/im);
    expect(head.match(/^subject:/gim)).toHaveLength(1);
    expect(head).not.toContain('hacked');
  });

  it.each([
    ['loopback', 'https://127.0.0.1:{port}/p.json'],
    ['localhost', 'https://localhost:{port}/p.json'],
    ['IPv6 loopback', 'https://[::1]:{port}/p.json'],
    ['a decimal IPv4', 'https://2130706433:{port}/p.json'],
    ['a hex IPv4', 'https://0x7f000001:{port}/p.json'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data/'],
    ['a private network', 'https://10.0.0.7/p.json'],
    ['the unspecified address', 'https://0.0.0.0:{port}/p.json'],
    ['plain http', 'http://127.0.0.1:{port}/p.json'],
  ])('never fetches an agent profile at %s', async (_case, template) => {
    const profile = template.replace('{port}', String(canary.port));
    const res = await storeAt('/api/ucp/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_catalog', arguments: { catalog: { query: 'proteïna' }, meta: { 'ucp-agent': { profile } } } } }),
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code: -32001, data: { code: 'invalid_profile_url' } } });
    expect(canary.hits).toBe(0);
  });

  it.each([
    ['/api/coach-chat', 'coach'],
    ['/api/basket-prices', 'coach'],
    ['/api/daily-meals', 'coach'],
    ['/api/meal-photo', 'coach'],
    ['/api/store-email', 'coach'],
    ['/slack/events', 'coach'],
    ['/cart/add.js', 'store'],
    ['/api/ucp/mcp', 'store'],
  ] as const)('refuses a 20 MB body on %s quickly and keeps serving', async (path, surface) => {
    const big = JSON.stringify({ padding: 'x'.repeat(20 * 1024 * 1024) });
    const started = Date.now();
    const send = surface === 'coach' ? coach : storeAt;
    const res = await send(path, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, accept: 'application/json, text/event-stream' }, body: big, signal: AbortSignal.timeout(10_000) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await coach('/api/health')).status).toBe(200);
  });

  it('refuses a 20 MB Telegram update even with the right secret', async () => {
    const res = await coach(webhookPath(BOT_TOKEN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': HOOK_SECRET },
      body: JSON.stringify({ update_id: 99, padding: 'x'.repeat(20 * 1024 * 1024) }),
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(413);
  });

  it('refuses a chunked body without a length past the limit', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 64) return controller.close();
        controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
      },
    });
    const res = await coach('/api/basket-prices', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('writes no secret and no personal data to the log, across all of the above and a conversation', async () => {
    expect((await hook(update(10, CLINICAL), HOOK_SECRET)).status).toBe(200);
    expect((await hook(update(11, `my email is ${EMAIL}`), HOOK_SECRET)).status).toBe(200);
    const chat = await coach('/api/coach-chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ messages: [{ role: 'user', text: CLINICAL }] }) });
    expect(chat.status).toBe(200);
    expect((await coach('/metrics', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(200);
    await until(() => telegram.sent(CHAT_ID).length >= 3);
    const written = log.join('');
    expect(log.length).toBeGreaterThan(20);
    expect(written).toContain('"msg":"request"');
    for (const secret of SECRETS) expect(written, 'a secret reached the log').not.toContain(secret);
    for (const personal of PERSONAL) expect(written, 'personal data reached the log').not.toContain(personal);
  });
});
