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

const startUpdate = (updateId: number, chatId: number) => ({
  update_id: updateId,
  message: { message_id: updateId, date: 1_795_000_000, chat: { id: chatId, type: 'private' }, from: { id: chatId, is_bot: false, first_name: 'J', language_code: 'ca' }, text: '/start', entities: [{ type: 'bot_command', offset: 0, length: 6 }] },
});


describe('the Telegram channel of the service', () => {
  let fake: FakeTelegram;
  beforeAll(async () => {
    fake = await startFakeTelegram();
  });
  afterAll(() => fake.close());

  it('sets a webhook with a secret under https and serves it from the service', async () => {
    const running = await start(
      loadConfig({ PORT: '0', STORE_PORT: '0', PUBLIC_URL: 'https://coach.example', TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_ROOT: fake.url, TELEGRAM_WEBHOOK_SECRET: 'hook-secret' }),
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
        fetch(`http://127.0.0.1:${running.port}${url.pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret }, body: JSON.stringify(startUpdate(1, 501)) });
      expect((await post('forged')).status).toBe(401);
      expect((await post('hook-secret')).status).toBe(200);
      await until(() => fake.sent(501).length >= 2);
      expect(fake.sent(501)[0].text).toContain('no consell mèdic');
    } finally {
      await running.close();
    }
  });

  it('polls for updates when PUBLIC_URL is not https', async () => {
    const running = await start(loadConfig({ PORT: '0', STORE_PORT: '0', TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_ROOT: fake.url }), createMemoryLogger());
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
    const running = await start(loadConfig({ PORT: '0', STORE_PORT: '0', TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_ROOT: 'http://127.0.0.1:9' }), logger);
    try {
      expect((await fetch(`http://127.0.0.1:${running.port}/api/health`)).status).toBe(200);
      expect(logger.lines.map((line) => line.message)).toContain('telegram bot not started');
    } finally {
      await running.close();
    }
  });
});
