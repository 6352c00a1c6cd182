/**
 * @module
 * Shared state in Redis through ioredis, so any number of instances serve
 * the same people. ioredis is imported only when this backend is chosen.
 * Commands fail fast while Redis is away (no offline queue, a command
 * timeout) and the client reconnects by itself; callers decide what an
 * outage means for them (events and subscribers wait in memory, caches are
 * skipped, health reports it). ioredis's errors are translated here, once,
 * into `upstream_unavailable`.
 */
import type { Redis as RedisClient } from 'ioredis';
import { CoachError } from '../core/errors.js';
import { INCREMENT_ID_TTL_MS, type KeyValueStore, type WriteOptions } from '../core/ports.js';

export interface RedisStoreOptions {
  /** `redis://[user:pass@]host:port[/db]` or `rediss://…`. */
  url: string;
  /** Prefix of every key written. Defaults to `coach:`. */
  prefix?: string;
  /** Time allowed to connect, in ms. Defaults to 2000. */
  connectTimeoutMs?: number;
  /** Time allowed for one command, in ms. Defaults to 1000. */
  commandTimeoutMs?: number;
  /** Longest pause between reconnection attempts, in ms. Defaults to 2000. */
  maxReconnectDelayMs?: number;
}

export interface RedisStore extends KeyValueStore {
  /** The client, for parts that speak Redis themselves (the rate limiter). */
  readonly client: RedisClient;
  /** The key prefix. */
  readonly prefix: string;
}

/** Sets KEYS[1] to ARGV[3] (for ARGV[4] ms, when given) only while it is absent (ARGV[1] 'absent') or equal to ARGV[2]. */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == 'absent' then
  if current then return 0 end
elseif current ~= ARGV[2] then
  return 0
end
if ARGV[4] ~= '' then redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[4]) else redis.call('SET', KEYS[1], ARGV[3]) end
return 1`;

/**
 * Adds ARGV[2] to field ARGV[1] of hash KEYS[1] and returns its count; the hash expires in ARGV[3] ms (when
 * given) from its first write. With KEYS[2], the id of the increment, it is applied once: the id is kept for
 * ARGV[4] ms and a repeat returns the count unchanged.
 */
const INCREMENT_FIELD = `
if KEYS[2] and not redis.call('SET', KEYS[2], '1', 'NX', 'PX', ARGV[4]) then
  return tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
end
local count = redis.call('HINCRBY', KEYS[1], ARGV[1], ARGV[2])
if ARGV[3] ~= '' then redis.call('PEXPIRE', KEYS[1], ARGV[3], 'NX') end
return count`;

export async function createRedisStore(options: RedisStoreOptions): Promise<RedisStore> {
  const { Redis } = await import('ioredis');
  const prefix = options.prefix ?? 'coach:';
  const client = new Redis(options.url, {
    keyPrefix: prefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: options.connectTimeoutMs ?? 2000,
    commandTimeout: options.commandTimeoutMs ?? 1000,
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 10), options.maxReconnectDelayMs ?? 2000),
  });
  // ioredis emits 'error' on every failed reconnection; the store reports
  // outages through its commands and ping, so these need no listener's crash.
  client.on('error', () => undefined);
  await client.connect().catch(() => undefined);
  return wrap(client, prefix);
}

function wrap(client: RedisClient, prefix: string): RedisStore {
  const px = (write?: WriteOptions): ['PX', number] | [] =>
    write?.ttlMs === undefined ? [] : ['PX', Math.max(1, Math.round(write.ttlMs))];
  const ttlArgument = (write?: WriteOptions) =>
    write?.ttlMs === undefined ? '' : String(Math.max(1, Math.round(write.ttlMs)));
  return {
    backend: 'redis',
    client,
    prefix,
    get: (key) => translated(async () => (await client.get(key)) ?? undefined),
    set: (key, value, write) =>
      translated(async () => {
        await client.set(key, value, ...(px(write) as []));
      }),
    setIfAbsent: (key, value, write) =>
      translated(async () => (await client.set(key, value, ...(px(write) as []), 'NX')) === 'OK'),
    compareAndSet: (key, expected, value, write) =>
      translated(async () => {
        const written = await client.eval(
          COMPARE_AND_SET,
          1,
          key,
          expected === undefined ? 'absent' : 'equal',
          expected ?? '',
          value,
          ttlArgument(write),
        );
        return written === 1;
      }),
    delete: (key) =>
      translated(async () => {
        await client.del(key);
      }),
    incrementField: (key, field, by = 1, write) =>
      translated(async () => {
        const keys = write?.id === undefined ? [key] : [key, `increment-id:${write.id}`];
        const args = [field, by, ttlArgument(write), INCREMENT_ID_TTL_MS];
        return Number(await client.eval(INCREMENT_FIELD, keys.length, ...keys, ...args));
      }),
    readCounters: (key) =>
      translated(async () => {
        const hash = await client.hgetall(key);
        return Object.fromEntries(Object.entries(hash).map(([field, value]) => [field, Number(value)]));
      }),
    async ping() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** Runs a command; a connection failure or timeout becomes `upstream_unavailable`. */
async function translated<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    // Redis answering with an error (WRONGTYPE, say) is a bug to see as one, not an outage.
    if (error instanceof Error && error.name === 'ReplyError') throw error;
    throw new CoachError('upstream_unavailable', { cause: error });
  }
}
