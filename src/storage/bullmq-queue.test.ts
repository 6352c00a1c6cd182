import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../test/helpers/api.js';
import { redisSkipReason, testRedis, type TestRedis } from '../../test/helpers/redis.js';
import { until } from '../../test/helpers/until.js';
import { checkInJobId, createCheckIns, type ChatRef, type CheckIns } from '../core/reminders/check-ins.js';
import { createBullmqQueue } from './bullmq-queue.js';
import { createRedisStore, type RedisStore } from './redis.js';

const skip = redisSkipReason();
if (skip) console.warn(`\n  ⚠ ${skip}\n`);

const chat: ChatRef = { channel: 'slack', chatId: 'T1:U2' };
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
    const queue = await createBullmqQueue({ url: redis.url, prefix: `${prefix}bull`, logger: createMemoryLogger(), clock, backoffMs: 20 });
    const checkIns = createCheckIns({ store, queue, logger: createMemoryLogger(), clock });
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

  it('two instances asked for the same check-in queue it once and send it once; a restart keeps the schedule', async () => {
    const a = await instance('a');
    const b = await instance('b');
    await Promise.all([a.checkIns.set(chat, eight), b.checkIns.set(chat, eight)]);
    const today = checkInJobId(chat, '2026-11-26', eight);
    expect((await inspector.getDelayed()).map((job) => job.id)).toEqual([today]);
    expect((await inspector.getJob(today))?.opts.delay).toBe(60 * 60 * 1000);

    // Both instances stop; a new one finds the check-in still waiting.
    await Promise.all([a.checkIns.close(), b.checkIns.close()]);
    const c = await instance('c');
    const d = await instance('d');
    expect(await c.checkIns.get(chat)).toEqual(eight);
    // The hour comes (BullMQ's own timer is not the clock under test: the job is promoted instead).
    now = new Date('2026-11-26T07:00:01Z');
    await (await inspector.getJob(today))!.promote();
    await until(async () => (await inspector.getJobState(today)) === 'completed');
    await until(async () => (await inspector.getDelayed()).length === 1);
    expect(sent.filter((line) => line.endsWith('T1:U2'))).toHaveLength(1);
    expect(sent[0]).toMatch(/^[cd]→T1:U2$/);
    // Tomorrow's waits, once, even when both instances are asked again.
    const tomorrow = checkInJobId(chat, '2026-11-27', eight);
    expect((await inspector.getDelayed()).map((job) => job.id)).toEqual([tomorrow]);
    await Promise.all([c.checkIns.set(chat, eight), d.checkIns.set(chat, eight)]);
    expect((await inspector.getDelayed()).map((job) => job.id)).toEqual([tomorrow]);

    // A re-delivered job (a stalled worker, a duplicate) finds today's sent and sends nothing.
    await inspector.add('check-ins', (await inspector.getJob(today))!.data, { jobId: `${today}.again` });
    await until(async () => (await inspector.getJobState(`${today}.again`)) === 'completed');
    expect(sent.filter((line) => line.endsWith('T1:U2'))).toHaveLength(1);
    await inspector.remove(`${today}.again`);
    await c.checkIns.off(chat);
    // Turned off, nothing in the queue names the chat: neither tomorrow's job nor today's, which ran.
    const left = await inspector.getJobs(['delayed', 'waiting', 'completed', 'failed']);
    expect(left.filter((job) => (job.data as { chat?: ChatRef }).chat?.chatId === chat.chatId).map((job) => job.id)).toEqual([]);
  });

  it('retries a failed send with backoff and delivers it once', async () => {
    const other: ChatRef = { channel: 'telegram', chatId: '77' };
    now = new Date('2026-11-26T06:00:00Z');
    // Only this instance's worker, which fails twice, takes the job.
    await Promise.all(open.map(({ checkIns }) => checkIns.close()));
    const e = await instance('e', 2);
    await e.checkIns.set(other, eight);
    const id = checkInJobId(other, '2026-11-26', eight);
    now = new Date('2026-11-26T07:00:01Z');
    await (await inspector.getJob(id))!.promote();
    await until(async () => (await inspector.getJobState(id)) === 'completed');
    const job = await inspector.getJob(id);
    expect(job?.attemptsStarted).toBe(3);
    expect(sent.filter((line) => line.endsWith('→77'))).toEqual(['e→77']);
  });
});
