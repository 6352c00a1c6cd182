/**
 * Two instances taking Slack's events on one real Redis, over real sockets: one person's consecutive direct messages
 * reach both at once, the later one first, and each chat ends as one instance would leave it (its messages kept in
 * Slack's order, its answers posted in that order).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { start } from '../src/main.js';
import { loadState } from '../src/core/conversation/state.js';
import { createRedisStore, type RedisStore } from '../src/storage/redis.js';
import {
  SLACK_BOT_TOKEN,
  SLACK_SIGNING_SECRET,
  TEAM_ID,
  startFakeSlack,
  type FakeSlack,
} from './fakes/slack-server.js';
import { createMemoryLogger } from './helpers/api.js';
import { redisSkipReason, testRedis, type TestRedis } from './helpers/redis.js';
import { eventBody, forms, signedRequest } from './helpers/slack.js';
import { until } from './helpers/until.js';

const skip = redisSkipReason();
if (skip) console.warn(`\n  ⚠ ${skip}\n`);

type Running = Awaited<ReturnType<typeof start>>;

const QUESTIONS = ['How much protein is in an egg?', 'How many calories are in a croissant?'];

describe.skipIf(skip)('two instances taking Slack events on one Redis', () => {
  let redis: TestRedis;
  let slack: FakeSlack;
  let store: RedisStore;
  let a: Running;
  let b: Running;
  const prefix = `slack:${randomUUID()}:`;
  beforeAll(async () => {
    redis = await testRedis();
    slack = await startFakeSlack();
    const env = {
      PORT: '0',
      STORE_PORT: '0',
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      // "At once" on a loaded 2-core CI runner can be a few hundred ms apart: the window is widened, not the claim.
      CHAT_ORDER_WAIT_MS: '500',
      SLACK_BOT_TOKEN,
      SLACK_SIGNING_SECRET,
      SLACK_API_URL: slack.apiUrl,
    };
    a = await start(loadConfig(env), createMemoryLogger());
    b = await start(loadConfig(env), createMemoryLogger());
    store = await createRedisStore({ url: redis.url, prefix });
    // Both instances share this process's event loop: the card matcher's learning would stall both for seconds.
    await Promise.all([a.warmedUp(), b.warmedUp()]);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await store?.close();
    await slack?.close();
    await redis?.stop();
  });

  const send = (running: Running, user: string, text: string, ts: string, id: string) => {
    const body = eventBody({ type: 'message', channel_type: 'im', channel: `D${user}`, user, text, ts }, id);
    const signed = signedRequest(body, forms.JSON, Math.floor(Date.now() / 1000));
    return fetch(`http://127.0.0.1:${running.port}/slack/events`, { method: 'POST', headers: signed.headers, body });
  };

  it("keeps each person's messages in Slack's order when they reach both instances at once", async () => {
    const users = Array.from({ length: 20 }, (_, i) => `U0ORDER${i}`);
    const statuses = await Promise.all(
      users.flatMap((user, i) => [
        send(b, user, QUESTIONS[1], `1795000${100 + i}.000200`, `Ev${user}b`),
        send(a, user, QUESTIONS[0], `1795000${100 + i}.000100`, `Ev${user}a`),
      ]),
    );
    expect(statuses.map((res) => res.status)).toEqual(users.flatMap(() => [200, 200]));
    const posted = (user: string) =>
      slack.of('chat.postMessage').filter((call) => call.channel === user || call.channel === `D${user}`);
    await until(() => users.every((user) => posted(user).length >= 2), 30_000);
    for (const user of users) {
      const texts = posted(user).map((call) => JSON.stringify(call).toLowerCase());
      expect(texts[0]).toContain('egg');
      expect(texts.at(-1)).toContain('croissant');
      const state = await loadState(store, {
        channel: 'slack',
        chatId: `${TEAM_ID}:${user}`,
        downloadPhoto: () => Promise.reject(new Error('none')),
      });
      const asked = (state?.turns ?? []).filter((turn) => turn.role === 'user').map((turn) => turn.text);
      expect(asked).toEqual(QUESTIONS);
    }
  });
});
