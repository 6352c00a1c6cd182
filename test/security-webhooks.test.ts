/**
 * Security of the bot channels as `npm start` wires them (`start(loadConfig(...))`
 * over real sockets, against the fake Bot API and the fake Slack on loopback,
 * with the real pino logger captured): forged, stale and replayed webhooks,
 * an address with a line break through the bot's email flow, and no secret or
 * personal data of a conversation in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookPath } from '../src/bots/telegram/webhook.js';
import { loadConfig } from '../src/config.js';
import { createTranslator } from '../src/i18n.js';
import { start } from '../src/main.js';
import { SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, startFakeSlack, type FakeSlack } from './fakes/slack-server.js';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink.js';
import { BOT_TOKEN, startFakeTelegram, type FakeTelegram } from './fakes/telegram-server.js';
import { captureLogs, leaksIn } from './helpers/log-capture.js';
import { commandBody, eventBody, forms, signedRequest } from './helpers/slack.js';
import { until } from './helpers/until.js';

const ORIGIN = 'https://coach.example';
const HOOK_SECRET = 'hook-secret-c4e81a90';
const SMTP_PASSWORD = 'smtp-pass-0d7f33';
const CHAT = { id: 770_123_456, first: 'Jordina', last: 'Ferrer', username: 'jordina_ferrer_bcn' };
const ADDRESS = 'jordina.ferrer@example.cat';
const TELEGRAM_TEXT = 'Jordina here: after my shift at Hospital del Mar I only eat crisps, any simple dinner idea?';
const SLACK_USER = 'U0PRIVATE7';
const SLACK_TEXT = 'Arnau Soler needs a cheap lunch near Sants for his night shifts';
const en = createTranslator()('en');

type Running = Awaited<ReturnType<typeof start>>;

const message = (updateId: number, chatId: number, text: string) => ({
  update_id: updateId,
  message: {
    message_id: updateId,
    date: 1_795_000_000,
    chat: { id: chatId, type: 'private', first_name: CHAT.first, last_name: CHAT.last, username: CHAT.username },
    from: {
      id: chatId,
      is_bot: false,
      first_name: CHAT.first,
      last_name: CHAT.last,
      username: CHAT.username,
      language_code: 'en',
    },
    text,
    ...(text.startsWith('/')
      ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0].length }] }
      : {}),
  },
});

const press = (updateId: number, chatId: number, data: string) => ({
  update_id: updateId,
  callback_query: {
    id: `q${updateId}`,
    from: { id: chatId, is_bot: false, first_name: CHAT.first, language_code: 'en' },
    chat_instance: 'c',
    data,
    message: { message_id: 1, date: 1, chat: { id: chatId, type: 'private' }, text: 'q' },
  },
});

/** The headers with one changed, or removed when `change` gives undefined. */
function changed(headers: Headers, name: string, change: (value: string) => string | undefined): Headers {
  const copy = new Headers(headers);
  const value = change(copy.get(name) ?? '');
  if (value === undefined) copy.delete(name);
  else copy.set(name, value);
  return copy;
}

/** Waits until a count stops growing for a while: the work an update started is done. */
async function settled(count: () => number, quietMs = 150): Promise<void> {
  let last = -1;
  while (count() !== last) {
    last = count();
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

describe('security of the bot channels of the wired service', () => {
  const capture = captureLogs();
  let telegram: FakeTelegram;
  let slack: FakeSlack;
  let sink: SmtpSink;
  let running: Running;
  let updateId = 1000;
  const coach = (path: string, init?: RequestInit) =>
    fetch(`http://127.0.0.1:${running.port}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
  const hook = (update: object, headers: Record<string, string>, path = webhookPath(BOT_TOKEN)) =>
    coach(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(update),
    });
  const signed = { 'x-telegram-bot-api-secret-token': HOOK_SECRET };
  /** Every Bot API call about one chat: replies, typing actions, anything. */
  const callsAbout = (chatId: number) => telegram.calls.filter((call) => call.payload.chat_id === chatId);
  /** Delivers a genuine update and waits for its replies. */
  const converse = async (chatId: number, update: object) => {
    const before = telegram.sent(chatId).length;
    expect((await hook(update, signed)).status).toBe(200);
    await until(() => telegram.sent(chatId).length > before);
    await settled(() => telegram.sent(chatId).length);
    return telegram
      .sent(chatId)
      .slice(before)
      .map((sent) => sent.text);
  };
  const say = (chatId: number, text: string) => converse(chatId, message(++updateId, chatId, text));
  const choose = (chatId: number, data: string) => converse(chatId, press(++updateId, chatId, data));
  const slackPost = (body: string, headers: Headers) => coach('/slack/events', { method: 'POST', headers, body });
  const now = () => Math.floor(Date.now() / 1000);
  const answered = (id: string) => slack.responses.filter((entry) => entry.id === id).length;

  beforeAll(async () => {
    [telegram, slack, sink] = await Promise.all([startFakeTelegram(), startFakeSlack(), startSmtpSink()]);
    const smtpUrl = new URL(sink.url);
    smtpUrl.username = 'coach';
    smtpUrl.password = SMTP_PASSWORD;
    const env = {
      PORT: '0',
      STORE_PORT: '0',
      PUBLIC_URL: ORIGIN,
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_API_ROOT: telegram.url,
      TELEGRAM_WEBHOOK_SECRET: HOOK_SECRET,
      SLACK_BOT_TOKEN,
      SLACK_SIGNING_SECRET,
      SLACK_API_URL: slack.apiUrl,
      SMTP_URL: smtpUrl.toString(),
      EMAIL_FROM: 'coach@coach.example',
    };
    running = await start(loadConfig(env), capture.logger);
  }, 20_000);

  afterAll(async () => {
    await running?.close();
    await Promise.all([telegram.close(), slack.close(), sink.close()]);
  });

  describe('Telegram', () => {
    it('refuses an update over 1 MiB even with the right secret, before reading it all', async () => {
      const res = await hook({ update_id: ++updateId, padding: 'x'.repeat(20 * 1024 * 1024) }, signed);
      expect(res.status).toBe(413);
      expect((await coach('/api/health')).status).toBe(200);
    });

    it('refuses deliveries without the secret token or with a wrong one, and acts on none of them', async () => {
      const forged = 880_000_001;
      const attempts: [string, Record<string, string>, string?][] = [
        ['no secret', {}],
        ['a forged secret', { 'x-telegram-bot-api-secret-token': 'forged' }],
        ['the secret in upper case', { 'x-telegram-bot-api-secret-token': HOOK_SECRET.toUpperCase() }],
        ['the secret with a character more', { 'x-telegram-bot-api-secret-token': `${HOOK_SECRET}x` }],
        ['the secret with a character less', { 'x-telegram-bot-api-secret-token': HOOK_SECRET.slice(0, -1) }],
        ['the secret as a bearer token', { authorization: `Bearer ${HOOK_SECRET}` }],
        ['the bot token as the secret', { 'x-telegram-bot-api-secret-token': BOT_TOKEN }],
      ];
      for (const [name, headers] of attempts)
        expect((await hook(message(++updateId, forged, '/start'), headers)).status, name).toBe(401);
      // The right secret on another path is not the webhook.
      expect((await hook(message(++updateId, forged, '/start'), signed, `/telegram/${'0'.repeat(32)}`)).status).toBe(
        404,
      );
      // A genuine delivery to another chat is answered: by then any of the above would have been too.
      expect((await say(CHAT.id + 1, '/start')).length).toBeGreaterThan(0);
      expect(callsAbout(forged)).toEqual([]);
    });

    it('handles an update delivered again, one after the other or several at once, only once', async () => {
      const chatId = CHAT.id + 2;
      const first = message(++updateId, chatId, '/start');
      const replies = (await converse(chatId, first)).length;
      expect(replies).toBeGreaterThan(0);
      expect((await hook(first, signed)).status).toBe(200);
      const concurrent = message(++updateId, chatId, '/help');
      const statuses = await Promise.all(
        Array.from({ length: 5 }, () => hook(concurrent, signed).then((res) => res.status)),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      await until(() => telegram.sent(chatId).length > replies);
      await settled(() => telegram.sent(chatId).length, 300);
      expect(telegram.sent(chatId).map((sent) => sent.text)).toEqual([
        ...telegram
          .sent(chatId)
          .slice(0, replies)
          .map((sent) => sent.text),
        en('bot.help'),
      ]);
    });

    it('refuses an email address with a line break in the email flow, and mails only the clean address', async () => {
      const chatId = CHAT.id;
      await say(chatId, '/start');
      await choose(chatId, 'sex:female');
      for (const value of ['41', '168', '63']) await say(chatId, value);
      await choose(chatId, 'life:light');
      expect(await choose(chatId, 'goal:maintain')).toContain(en('bot.today.ask'));
      await say(chatId, '/week');
      expect(await choose(chatId, 'email')).toEqual([en('bot.email.ask')]);
      for (const injected of [
        `${ADDRESS}\r\nBcc: victim@example.com`,
        `${ADDRESS}\nBcc: victim@example.com`,
        `${ADDRESS}, victim@example.com`,
      ]) {
        expect(await say(chatId, injected)).toEqual([en('bot.email.invalid')]);
      }
      expect(await say(chatId, ADDRESS)).toEqual([en('bot.email.consent', { address: ADDRESS })]);
      expect(await choose(chatId, 'consent:yes')).toEqual([en('bot.email.sent')]);
      expect(sink.messages.map((sent) => sent.to)).toEqual([[ADDRESS]]);
      const head = sink.messages[0].raw.toString('utf8').split('\r\n\r\n')[0];
      expect(head).not.toMatch(/^(bcc|cc):/im);
      expect(head).not.toContain('victim@example.com');
    });
  });

  describe('Slack', () => {
    it('refuses forged, tampered, stale, future and unsigned requests, and acts on none of them', async () => {
      const body = commandBody('help', SLACK_USER, slack.responseUrl('forged'));
      const signedFor = (signing: Parameters<typeof signedRequest>[3] = {}, raw = body) =>
        signedRequest(raw, forms.FORM, now(), signing).headers;
      const refused: [string, Headers][] = [
        ['another secret', signedFor({ secret: 'not-the-signing-secret' })],
        ['the signature of another body', signedFor({}, commandBody('week', SLACK_USER, slack.responseUrl('forged')))],
        ['a timestamp 6 minutes old', signedFor({ timestamp: now() - 6 * 60 })],
        ['a timestamp 6 minutes ahead', signedFor({ timestamp: now() + 6 * 60 })],
        ['a signature in upper case', changed(signedFor(), 'x-slack-signature', (value) => value.toUpperCase())],
        [
          'another signature version',
          changed(signedFor(), 'x-slack-signature', (value) => value.replace(/^v0=/, 'v1=')),
        ],
        ['no signature', changed(signedFor(), 'x-slack-signature', () => undefined)],
        ['no timestamp', changed(signedFor(), 'x-slack-request-timestamp', () => undefined)],
      ];
      for (const [name, headers] of refused) expect((await slackPost(body, headers)).status, name).toBe(401);
      const control = commandBody('help', 'U0CONTROL1', slack.responseUrl('control'));
      expect((await slackPost(control, signedRequest(control, forms.FORM, now()).headers)).status).toBe(200);
      await until(() => answered('control') > 0);
      expect(answered('control')).toBe(1);
      expect(answered('forged')).toBe(0);
      expect(slack.calls.filter((call) => call.payload.user === SLACK_USER)).toEqual([]);
    });

    it('refuses an exact replay of a valid signed request', async () => {
      const body = commandBody('help', SLACK_USER, slack.responseUrl('replayed'));
      const valid = signedRequest(body, forms.FORM, now()).headers;
      expect((await slackPost(body, valid)).status).toBe(200);
      await until(() => answered('replayed') > 0);
      expect(answered('replayed')).toBe(1);
      expect((await slackPost(body, valid)).status).toBe(401);
      const control = commandBody('help', SLACK_USER, slack.responseUrl('after-replay'));
      expect((await slackPost(control, signedRequest(control, forms.FORM, now()).headers)).status).toBe(200);
      await until(() => answered('after-replay') > 0);
      expect(answered('after-replay')).toBe(1);
      await settled(() => slack.responses.length);
      expect(answered('replayed')).toBe(1);
    });

    it('handles an event Slack retries (newly signed, same event id) once', async () => {
      const user = 'U0RETRY01';
      const body = eventBody(
        { type: 'message', channel: 'D0RETRY01', channel_type: 'im', user, text: 'help', ts: `${now()}.000100` },
        'Ev0SECRETRY',
      );
      const posts = () => slack.of('chat.postMessage').filter((call) => call.channel === 'D0RETRY01').length;
      const first = now();
      expect((await slackPost(body, signedRequest(body, forms.JSON, first).headers)).status).toBe(200);
      await until(() => posts() > 0);
      await settled(posts);
      const once = posts();
      expect(once).toBeGreaterThan(0);
      // A timestamp other than the first's, whatever the clock reads by now: the same one would be a replay (401).
      const retry = signedRequest(body, forms.JSON, first - 1, {
        headers: { 'x-slack-retry-num': '1', 'x-slack-retry-reason': 'http_timeout' },
      }).headers;
      expect((await slackPost(body, retry)).status).toBe(200);
      await settled(posts, 300);
      expect(posts()).toBe(once);
    });
  });

  it('logs no secret and no personal data of the conversations', async () => {
    const before = capture.messages().length;
    await say(CHAT.id, TELEGRAM_TEXT);
    await say(CHAT.id, `my email is ${ADDRESS}, call me Jordina`);
    const command = commandBody(`ask ${SLACK_TEXT}`, SLACK_USER, slack.responseUrl('log-command'));
    expect((await slackPost(command, signedRequest(command, forms.FORM, now()).headers)).status).toBe(200);
    const dm = eventBody(
      {
        type: 'message',
        channel: 'D0PRIVATE7',
        channel_type: 'im',
        user: SLACK_USER,
        text: SLACK_TEXT,
        ts: `${now()}.000200`,
      },
      'Ev0SECLOG',
    );
    expect((await slackPost(dm, signedRequest(dm, forms.JSON, now()).headers)).status).toBe(200);
    expect((await slackPost(dm, signedRequest(dm, forms.JSON, now(), { secret: 'wrong' }).headers)).status).toBe(401);
    await until(
      () => answered('log-command') > 0 && slack.of('chat.postMessage').some((call) => call.channel === 'D0PRIVATE7'),
    );
    expect(answered('log-command')).toBeGreaterThan(0);
    // The capture works: the refused request above was logged.
    expect(capture.messages().slice(before)).toContain('slack request refused');
    const found = leaksIn(capture.text(), {
      'bot token': BOT_TOKEN,
      'webhook secret': HOOK_SECRET,
      'Slack signing secret': SLACK_SIGNING_SECRET,
      'Slack bot token': SLACK_BOT_TOKEN,
      'SMTP password': SMTP_PASSWORD,
      'chat id': String(CHAT.id),
      'first name': CHAT.first,
      'last name': CHAT.last,
      username: CHAT.username,
      'email address': ADDRESS,
      'Telegram message': TELEGRAM_TEXT,
      'a place in the message': 'Hospital del Mar',
      'Slack user id': SLACK_USER,
      'Slack user name': SLACK_USER.toLowerCase(),
      'Slack message': SLACK_TEXT,
      'a name in the Slack message': 'Arnau Soler',
    });
    expect(found).toEqual([]);
  });
});
