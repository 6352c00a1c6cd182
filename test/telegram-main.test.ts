/**
 * The Telegram bot as `npm start` runs it: a webhook under the service when
 * PUBLIC_URL is https, long polling otherwise; against the fake Bot API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { start } from '../src/main.js';
import { BOT_TOKEN, startFakeTelegram, type FakeTelegram } from './fakes/telegram-server.js';
import { createMemoryLogger } from './helpers/api.js';
import { until } from './helpers/until.js';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { redisSkipReason, testRedis, type TestRedis } from './helpers/redis.js';

const startUpdate = (updateId: number, chatId: number) => ({
  update_id: updateId,
  message: {
    message_id: updateId,
    date: 1_795_000_000,
    chat: { id: chatId, type: 'private' },
    from: { id: chatId, is_bot: false, first_name: 'J', language_code: 'ca' },
    text: '/start',
    entities: [{ type: 'bot_command', offset: 0, length: 6 }],
  },
});

describe('the Telegram channel of the service', () => {
  let fake: FakeTelegram;
  beforeAll(async () => {
    fake = await startFakeTelegram();
  });
  afterAll(() => fake.close());

  it('sets a webhook with a secret under https and serves it from the service', async () => {
    const running = await start(
      loadConfig({
        PORT: '0',
        STORE_PORT: '0',
        PUBLIC_URL: 'https://coach.example',
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_API_ROOT: fake.url,
        TELEGRAM_WEBHOOK_SECRET: 'hook-secret',
      }),
      createMemoryLogger(),
    );
    try {
      const setWebhook = fake.calls.find((call) => call.method === 'setWebhook');
      expect(setWebhook?.payload).toMatchObject({ secret_token: 'hook-secret' });
      const url = new URL(String(setWebhook?.payload.url));
      expect(url.origin).toBe('https://coach.example');
      expect(url.pathname).not.toContain(BOT_TOKEN);
      expect(fake.calls.filter((call) => call.method === 'setMyCommands')).toHaveLength(2);
      const post = (secret: string) =>
        fetch(`http://127.0.0.1:${running.port}${url.pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
          body: JSON.stringify(startUpdate(1, 501)),
        });
      expect((await post('forged')).status).toBe(401);
      expect((await post('hook-secret')).status).toBe(200);
      await until(() => fake.sent(501).length >= 2);
      expect(fake.sent(501)[0].text).toContain('no consell mèdic');
    } finally {
      await running.close();
    }
  });

  it('polls for updates when PUBLIC_URL is not https', async () => {
    const running = await start(
      loadConfig({ PORT: '0', STORE_PORT: '0', TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_ROOT: fake.url }),
      createMemoryLogger(),
    );
    try {
      expect(fake.calls.some((call) => call.method === 'deleteWebhook')).toBe(true);
      fake.queueUpdate(startUpdate(2, 502));
      await until(() => fake.sent(502).length >= 2);
      expect(fake.sent(502)[0].text).toContain('no consell mèdic');
    } finally {
      await running.close();
    }
  });
});

describe('the service when Telegram cannot be reached', () => {
  it('still serves the API and says so in the log', async () => {
    const logger = createMemoryLogger();
    const running = await start(
      loadConfig({
        PORT: '0',
        STORE_PORT: '0',
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
      }),
      logger,
    );
    try {
      expect((await fetch(`http://127.0.0.1:${running.port}/api/health`)).status).toBe(200);
      expect(logger.lines.map((line) => line.message)).toContain('telegram bot not started');
    } finally {
      await running.close();
    }
  });
});

const skipRedis = redisSkipReason();
if (skipRedis) console.warn(`\n  ⚠ ${skipRedis}\n`);

describe.skipIf(skipRedis)('morning check-ins as the service runs them, on Redis', () => {
  let fake: FakeTelegram;
  let redis: TestRedis;
  beforeAll(async () => {
    [fake, redis] = await Promise.all([startFakeTelegram(), testRedis()]);
  });
  afterAll(async () => {
    await Promise.all([fake.close(), redis.stop()]);
  });

  it('queues the hour asked for in BullMQ and sends the check-in from the service’s own worker', async () => {
    const prefix = `test:${randomUUID()}:`;
    const running = await start(
      loadConfig({
        PORT: '0',
        STORE_PORT: '0',
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_API_ROOT: fake.url,
        REDIS_URL: redis.url,
        REDIS_PREFIX: prefix,
      }),
      createMemoryLogger(),
    );
    const queue = new Queue('check-ins', { prefix: `${prefix}bull`, connection: { url: redis.url } });
    try {
      const chat = 503;
      let id = 100;
      const from = { id: chat, is_bot: false, first_name: 'J', language_code: 'ca' };
      const say = (text: string) => ({
        update_id: ++id,
        message: {
          message_id: id,
          date: 1_795_000_000,
          chat: { id: chat, type: 'private' },
          from,
          text,
          ...(text.startsWith('/')
            ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0].length }] }
            : {}),
        },
      });
      const press = (data: string) => ({
        update_id: ++id,
        callback_query: {
          id: `q${id}`,
          from,
          chat_instance: 'c',
          data,
          message: { message_id: 1, date: 1, chat: { id: chat, type: 'private' }, text: 'q' },
        },
      });
      for (const update of [
        say('/start'),
        press('sex:female'),
        say('30'),
        say('165'),
        say('60'),
        press('life:light'),
        press('goal:maintain'),
        say('/reminders 8:00'),
      ]) {
        const before = fake.sent(chat).length;
        fake.queueUpdate(update);
        await until(() => fake.sent(chat).length > before);
      }
      // The reply to /reminders, whenever the last message of the profile (sent after its own wait) lands.
      await until(() =>
        fake.sent(chat).some((message) => /^Fet: cada matí a les 8:00 \(Europe\/Madrid\)/.test(message.text ?? '')),
      );
      const [job] = await queue.getDelayed();
      expect(job?.data).toMatchObject({
        chat: { channel: 'telegram', chatId: String(chat) },
        time: { hour: 8, minute: 0, zone: 'Europe/Madrid' },
      });
      // Eight o'clock comes: BullMQ's own timer is not what is under test, so the job is promoted.
      const sent = fake.sent(chat).length;
      await job.promote();
      await until(() => fake.sent(chat).length > sent);
      expect(fake.sent(chat).at(-1)?.text).toMatch(/^Bon dia! Quin entrenament fas avui\?/);
      expect(
        fake
          .sent(chat)
          .at(-1)
          ?.reply_markup?.inline_keyboard.flat()
          .map((button) => button.callback_data),
      ).toContain('day:run');
      await until(async () => (await queue.getDelayed()).length === 1);
      // The next morning's waits.
      const next = (await queue.getDelayed())[0].data as { day: string };
      expect(next.day > (job.data as { day: string }).day).toBe(true);
    } finally {
      await queue.close();
      await running.close();
    }
  });
});
