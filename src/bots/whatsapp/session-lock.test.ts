import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../test/helpers/api.js';
import { redisSkipReason, testRedis, type TestRedis } from '../../../test/helpers/redis.js';
import type { KeyValueStore } from '../../core/ports.js';
import { createMemoryStore } from '../../storage/memory.js';
import { createRedisStore } from '../../storage/redis.js';
import { createSessionLock, SESSION_LOCK_KEY } from './session-lock.js';

/** Timers fired by hand: each `every` is kept, and `tick()` runs them all once. */
function manualEvery() {
  const runs = new Set<() => void>();
  return {
    every: (run: () => void) => (runs.add(run), { cancel: () => void runs.delete(run) }),
    tick: async () => {
      for (const run of runs) run();
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

function lockContract(name: string, makeStore: () => Promise<KeyValueStore & { close(): Promise<void> }>) {
  describe(name, () => {
    let store: KeyValueStore & { close(): Promise<void> };
    beforeAll(async () => {
      store = await makeStore();
    });
    afterAll(async () => {
      await store.close();
    });

    it('gives the session to one instance; another takes over when it stops', async () => {
      const timers = manualEvery();
      const events: string[] = [];
      const a = createSessionLock({
        store,
        owner: 'a',
        logger: createMemoryLogger(),
        every: timers.every,
        ttlMs: 60_000,
      });
      const b = createSessionLock({
        store,
        owner: 'b',
        logger: createMemoryLogger(),
        every: timers.every,
        ttlMs: 60_000,
      });
      a.hold(
        () => events.push('a runs'),
        () => events.push('a lost'),
      );
      await timers.tick();
      b.hold(
        () => events.push('b runs'),
        () => events.push('b lost'),
      );
      await timers.tick();
      await timers.tick();
      expect(events).toEqual(['a runs']);
      expect(await store.get(SESSION_LOCK_KEY)).toBe('a');
      await a.release();
      await timers.tick();
      expect(events).toEqual(['a runs', 'b runs']);
      expect(await store.get(SESSION_LOCK_KEY)).toBe('b');
      await b.release();
      expect(await store.get(SESSION_LOCK_KEY)).toBeUndefined();
    });

    it('tells the holder when another instance holds the lease (it lapsed and was taken)', async () => {
      const timers = manualEvery();
      const events: string[] = [];
      const a = createSessionLock({
        store,
        owner: 'a',
        logger: createMemoryLogger(),
        every: timers.every,
        ttlMs: 60_000,
      });
      a.hold(
        () => events.push('a runs'),
        () => events.push('a lost'),
      );
      await timers.tick();
      await store.set(SESSION_LOCK_KEY, 'c', { ttlMs: 60_000 });
      await timers.tick();
      expect(events).toEqual(['a runs', 'a lost']);
      await a.release();
      expect(await store.get(SESSION_LOCK_KEY)).toBe('c');
      await store.delete(SESSION_LOCK_KEY);
    });
  });
}

lockContract('the session lock in memory', async () =>
  Object.assign(createMemoryStore(), { close: async () => undefined }),
);

const skip = redisSkipReason();
if (skip) console.warn(`\n  ⚠ ${skip}\n`);
describe.skipIf(skip)('on a real Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await testRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  lockContract('the session lock on Redis', async () =>
    createRedisStore({ url: redis.url, prefix: `lock-test:${randomUUID()}:` }),
  );
});
