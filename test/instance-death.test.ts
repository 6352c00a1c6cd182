/**
 * An instance killed mid-turn (SIGKILL: no shutdown, no lease let go) holds its chat no longer than the lease: the
 * chat's next message, taken by the other instance, is answered within the lease's expiry. The dying instance is a
 * real process started as `npm start` starts it; the survivor runs in this process; both on one real Redis.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { start } from '../src/main.js';
import { webhookPath } from '../src/bots/telegram/webhook.js';
import { BOT_TOKEN, startFakeTelegram, type FakeTelegram } from './fakes/telegram-server.js';
import { createMemoryLogger } from './helpers/api.js';
import { redisSkipReason, testRedis, type TestRedis } from './helpers/redis.js';
import { START_ARGS } from './helpers/start-args.js';
import { until } from './helpers/until.js';
import { telegramText } from './helpers/telegram-updates.js';

const ROOT = new URL('..', import.meta.url).pathname;
const HOOK_SECRET = 'shared-hook-secret';
/** `createRedisChatTurns`'s default lease, which `src/main.ts` keeps. */
const LEASE_MS = 5000;
const skip = redisSkipReason();
if (skip) console.warn(`\n  ⚠ ${skip}\n`);

const deliver = (port: number, update: object) =>
  fetch(`http://127.0.0.1:${port}${webhookPath(BOT_TOKEN)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': HOOK_SECRET },
    body: JSON.stringify(update),
  });

describe.skipIf(skip)('an instance killed mid-turn', () => {
  let redis: TestRedis;
  let telegram: FakeTelegram;
  let env: Record<string, string>;
  beforeAll(async () => {
    redis = await testRedis();
    telegram = await startFakeTelegram();
    env = {
      PORT: '0',
      STORE_PORT: '0',
      REDIS_URL: redis.url,
      REDIS_PREFIX: `death:${randomUUID()}:`,
      PUBLIC_URL: 'https://coach.example',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_API_ROOT: telegram.url,
      TELEGRAM_WEBHOOK_SECRET: HOOK_SECRET,
      LOG_LEVEL: 'info',
    };
  });
  afterAll(async () => {
    await telegram?.close();
    await redis?.stop();
  });

  it("lets the chat's next message be answered by another instance within the lease", { timeout: 60_000 }, async () => {
    const dying = spawn(process.execPath, START_ARGS, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    dying.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise((resolve) => dying.on('exit', resolve));
    const survivor = await start(loadConfig(env), createMemoryLogger());
    try {
      await until(() => stdout.includes('coach listening'), 30_000);
      const port = (
        JSON.parse(stdout.split('\n').find((line) => line.includes('coach listening')) ?? '{}') as {
          port: number;
        }
      ).port;
      const chat = 7001;
      // The dying instance's reply hangs in the Bot API: its turn holds the chat, renewing the lease, when it dies.
      telegram.stalling.add('sendMessage');
      expect((await deliver(port, telegramText(40_001, chat, '/start'))).status).toBe(200);
      await until(() => telegram.calls.some((call) => String(call.payload.chat_id) === String(chat)), 20_000);
      dying.kill('SIGKILL');
      await exited;
      const killedAt = Date.now();
      telegram.stalling.delete('sendMessage');

      expect((await deliver(survivor.port, telegramText(40_002, chat, '/help'))).status).toBe(200);
      await survivor.settled();
      const waited = Date.now() - killedAt;
      expect(telegram.sent(chat).at(-1)?.text).toContain('/today');
      // The dead turn held the chat (the survivor waited), until its lease and heartbeat lapsed, and no longer.
      expect(waited).toBeGreaterThan(LEASE_MS / 2);
      expect(waited).toBeLessThan(LEASE_MS + 2000);
    } finally {
      dying.kill('SIGKILL');
      await survivor.close();
    }
  });
});
