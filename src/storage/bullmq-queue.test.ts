import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../test/helpers/api.js';
import { redisSkipReason, testRedis, type TestRedis } from '../../test/helpers/redis.js';
import { until } from '../../test/helpers/until.js';
import { createCheckIns, type ChatRef, type CheckIns, type CheckInJob } from '../core/reminders/check-ins.js';
import { createBullmqQueue } from './bullmq-queue.js';
import { createRedisStore, type RedisStore } from './redis.js';

const skip = redisSkipReason();
if (skip) console.warn(`\n  ⚠ ${skip}\n`);

const chat: ChatRef = { channel: 'slack', chatId: 'T1:U2PERSON' };
const eight = { hour: 8, minute: 0, zone: 'Europe/Madrid' };
// An hour before 8:00 in Madrid: the first check-in waits as a delayed job.
let now = new Date('2026-11-26T06:00:00Z');
const clock = () => now;

describe.skipIf(skip)('check-ins on BullMQ, several instances on one Redis', () => {
  let redis: TestRedis;
  const prefix = `test:${randomUUID()}:`;
  const open: { store: RedisStore; checkIns: CheckIns }[] = [];
  let inspector: Queue;
  beforeAll(async () => {
    redis = await testRedis();
    inspector = new Queue('check-ins', { prefix: `${prefix}bull`, connection: { url: redis.url } });
  });
  afterAll(async () => {
    await inspector.close();
    await Promise.all(open.map(async ({ store, checkIns }) => (await checkIns.close(), await store.close())));
    await redis.stop();
  });

  /** One instance: its store, queue and worker; `sent` gathers what every instance delivered. */
  const sent: string[] = [];
  async function instance(name: string, fail = 0) {
    const store = await createRedisStore({ url: redis.url, prefix });
    const queue = await createBullmqQueue({
      url: redis.url,
      prefix: `${prefix}bull`,
      logger: createMemoryLogger(),
      clock,
      backoffMs: 20,
    });
    let tokens = 0;
    const checkIns = createCheckIns({
      store,
      queue,
      logger: createMemoryLogger(),
      clock,
      randomId: () => `${name}-token-${++tokens}`,
    });
    let failures = fail;
    await checkIns.start(async (to) => {
      if (failures-- > 0) throw new Error('Slack is away');
      sent.push(`${name}→${to.chatId}`);
      return true;
    });
    const handle = { store, checkIns };
    open.push(handle);
    return handle;
  }
  const delayed = async () =>
    (await inspector.getDelayed()).map((job) => ({ id: job.id ?? '', data: job.data as CheckInJob }));

  /** Everything in this test's Redis keys, values included (hashes, lists, sets, streams), as text. */
  async function everythingStored(): Promise<string> {
    const client = new Redis(redis.url);
    const keys = await client.keys(`${prefix}*`);
    const values = await Promise.all(
      keys.map(async (key) => {
        const type = await client.type(key);
        if (type === 'string') return client.get(key);
        if (type === 'hash') return client.hgetall(key);
        if (type === 'list') return client.lrange(key, '0', '-1');
        if (type === 'zset') return client.zrange(key, '0', '-1');
        if (type === 'set') return client.smembers(key);
        if (type === 'stream') return client.xrange(key, '-', '+');
        return type;
      }),
    );
    client.disconnect();
    return JSON.stringify({ keys, values });
  }

  it('two instances asked for the same check-in queue it once and send it once; a restart keeps the schedule', async () => {
    const a = await instance('a');
    const b = await instance('b');
    await Promise.all([a.checkIns.set(chat, eight), b.checkIns.set(chat, eight)]);
    const [today, ...others] = await delayed();
    expect(others).toEqual([]);
    expect(today.data).toMatchObject({ chat, time: eight, day: '2026-11-26' });
    // The id names the person by a random token, not by their chat.
    expect(today.id).not.toContain('U2PERSON');
    expect((await inspector.getJob(today.id))?.opts.delay).toBe(60 * 60 * 1000);

    // Both instances stop; new ones find the check-in still waiting.
    await Promise.all([a.checkIns.close(), b.checkIns.close()]);
    const c = await instance('c');
    const d = await instance('d');
    expect(await c.checkIns.get(chat)).toEqual(eight);
    // The hour comes (BullMQ's own timer is not the clock under test: the job is promoted instead).
    now = new Date('2026-11-26T07:00:01Z');
    await (await inspector.getJob(today.id))!.promote();
    await until(async () => (await delayed()).some((job) => job.data.day === '2026-11-27'));
    await until(() => sent.length > 0);
    expect(sent).toEqual([expect.stringMatching(/^[cd]→T1:U2PERSON$/)]);
    // Tomorrow's waits, once, even when both instances are asked again.
    const tomorrow = await delayed();
    expect(tomorrow.map((job) => job.data.day)).toEqual(['2026-11-27']);
    await Promise.all([c.checkIns.set(chat, eight), d.checkIns.set(chat, eight)]);
    expect(await delayed()).toEqual(tomorrow);

    // A re-delivered job (a stalled worker, a duplicate) finds today's sent and sends nothing.
    await inspector.add('check-ins', today.data, { jobId: `${today.id}.again` });
    await until(async () => (await inspector.getJobState(`${today.id}.again`)) === 'completed');
    expect(sent).toHaveLength(1);
    await inspector.remove(`${today.id}.again`);

    // Turned off, nothing in Redis names the chat: not the hour, not a job, not BullMQ's event log.
    expect(await everythingStored()).toContain('U2PERSON');
    await c.checkIns.off(chat);
    expect(await delayed()).toEqual([]);
    expect(await everythingStored()).not.toContain('U2PERSON');
  });

  it('retries a failed send with backoff and delivers it once', async () => {
    const other: ChatRef = { channel: 'telegram', chatId: '77' };
    now = new Date('2026-11-26T06:00:00Z');
    // Only this instance's worker, which fails twice, takes the job.
    await Promise.all(open.map(({ checkIns }) => checkIns.close()));
    const e = await instance('e', 2);
    await e.checkIns.set(other, eight);
    const [job] = await delayed();
    now = new Date('2026-11-26T07:00:01Z');
    await (await inspector.getJob(job.id))!.promote();
    // Two failures, then the send: once, and the job gone once done.
    await until(async () => sent.includes('e→77') && (await inspector.getJobState(job.id)) === 'unknown');
    expect(sent.filter((line) => line === 'e→77')).toEqual(['e→77']);
    expect(await inspector.getJobState(job.id)).toBe('unknown');
  });
});
