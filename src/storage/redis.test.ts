import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuttableRedis, redisSkipReason, testRedis, type TestRedis } from '../../test/helpers/redis.js';
import { until } from '../../test/helpers/until.js';
import { storeContract } from '../../test/helpers/store-contract.js';
import { createRedisStore, type RedisStore } from './redis.js';

const skip = redisSkipReason();
if (skip) console.warn(`\n  ⚠ ${skip}\n`);

describe.skipIf(skip)('createRedisStore against a real Redis', () => {
  let redis: TestRedis;
  let store: RedisStore;
  const prefix = `test:${randomUUID()}:`;
  beforeAll(async () => {
    redis = await testRedis();
    store = await createRedisStore({ url: redis.url, prefix });
  });
  afterAll(async () => {
    await store.close();
    await redis.stop();
  });

  storeContract(() => store);

  it('writes every key under the prefix', async () => {
    await store.set('plain', 'v');
    const raw = await createRedisStore({ url: redis.url, prefix: '' });
    expect(await raw.get(`${prefix}plain`)).toBe('v');
    expect(await raw.get('plain')).toBeUndefined();
    await raw.close();
  });
});

describe.skipIf(skip)('the Redis store through an outage', () => {
  it('fails fast while Redis is down, reports it, and reconnects by itself', async () => {
    const redis = await cuttableRedis();
    const store = await createRedisStore({
      url: redis.url,
      prefix: `outage:${randomUUID()}:`,
      commandTimeoutMs: 300,
      maxReconnectDelayMs: 200,
    });
    try {
      await store.set('k', 'before');
      await redis.cut();
      expect(await store.ping()).toBe(false);
      const started = Date.now();
      await expect(store.get('k')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1000);

      await redis.restore();
      await until(() => store.ping(), 5000);
      expect(await store.ping()).toBe(true);
      expect(await store.get('k')).toBe('before');
      await store.set('k', 'after');
      expect(await store.get('k')).toBe('after');
    } finally {
      await store.close();
      await redis.stop();
    }
  });
});
