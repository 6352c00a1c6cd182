import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisSkipReason, testRedis, type TestRedis } from '../../test/helpers/redis.js';
import { createRedisStore, type RedisStore } from './redis.js';
import { createRedisChatTurns } from './redis-chat-turns.js';

const skip = redisSkipReason();
if (skip) console.warn(`\n  ⚠ ${skip}\n`);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skip)('createRedisChatTurns against a real Redis', () => {
  let redis: TestRedis;
  const prefix = `test:${randomUUID()}:`;
  const stores: RedisStore[] = [];
  /** One instance's turns: a client of its own, as a process has. */
  const instance = async (options: { leaseMs?: number; settleMs?: number } = {}) => {
    const store = await createRedisStore({ url: redis.url, prefix });
    stores.push(store);
    return { store, turns: createRedisChatTurns({ client: store.client, prefix, ...options }) };
  };
  beforeAll(async () => {
    redis = await testRedis();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis.stop();
  });

  it("runs one chat's turns one at a time, in the platform's order, across instances", async () => {
    const [a, b] = [await instance(), await instance()];
    const ran: number[] = [];
    let running = 0;
    let overlapped = false;
    const turn = (order: number) => async () => {
      overlapped ||= running > 0;
      running++;
      await pause(15);
      ran.push(order);
      running--;
      return order;
    };
    // The later update reaches its instance first; the earlier one a moment after, on the other.
    const later = b.turns.run('chat:telegram:1', 102, turn(102));
    await pause(20);
    const earlier = a.turns.run('chat:telegram:1', 101, turn(101));
    const third = a.turns.run('chat:telegram:1', 103, turn(103));
    expect(await Promise.all([earlier, later, third])).toEqual([101, 102, 103]);
    expect(ran).toEqual([101, 102, 103]);
    expect(overlapped).toBe(false);
  });

  it('runs different chats side by side', async () => {
    const { turns } = await instance();
    let running = 0;
    let most = 0;
    const turn = async () => {
      most = Math.max(most, ++running);
      await pause(100);
      running--;
    };
    await Promise.all(['x', 'y', 'z'].map((chat) => turns.run(`chat:telegram:${chat}`, 1, turn)));
    expect(most).toBe(3);
  });

  it('goes on within the lease when the instance holding the chat dies mid-turn', async () => {
    const leaseMs = 600;
    const dying = await instance({ leaseMs });
    const next = await instance({ leaseMs });
    let started!: () => void;
    const holding = new Promise<void>((resolve) => (started = resolve));
    // The turn never ends: its instance is cut off from Redis mid-turn, as a killed process is.
    void dying.turns.run('chat:telegram:2', 1, async () => {
      started();
      await new Promise(() => undefined);
    });
    await holding;
    dying.store.client.disconnect();
    const from = Date.now();
    await next.turns.run('chat:telegram:2', 2, async () => undefined);
    expect(Date.now() - from).toBeLessThan(leaseMs + 500);
  });

  it('leaves nothing behind once a chat is quiet', async () => {
    const { store, turns } = await instance();
    await turns.run('chat:telegram:3', 7, async () => undefined);
    expect(await store.client.keys('turns:chat:telegram:3*')).toEqual([]);
    expect(await store.client.exists('turns:chat:telegram:3:queue')).toBe(0);
  });
});
