/**
 * @module
 * One chat's turns in the platform's order across every instance on one Redis. Each update joins the chat's queue (a
 * sorted set scored by the platform's number), waits a moment for an earlier one still on its way, and runs once it
 * is first in the queue and holds the chat's lease. A waiting update keeps a heartbeat and the running one renews its
 * lease, so an instance that dies mid-turn holds the chat no longer than `leaseMs`: the next one clears it and goes on.
 */
import { randomUUID } from 'node:crypto';
import type { Redis as RedisClient } from 'ioredis';
import type { ChatTurns, Logger } from '../core/ports.js';
import { errorName } from '../core/errors.js';

export interface RedisChatTurnsOptions {
  /** The store's client (its key prefix applies). */
  client: RedisClient;
  /** The client's key prefix, for the keys a script builds itself. Defaults to `coach:`. */
  prefix?: string;
  /** How long a turn holds its chat without renewing, and a waiting update lives without its heartbeat, in ms. Defaults to 5000. */
  leaseMs?: number;
  /** How long an update waits for an earlier one of its chat sent at the same moment to another instance, in ms. Defaults to 150. */
  settleMs?: number;
  /** How often a waiting update looks again, in ms. Defaults to 20. */
  pollMs?: number;
  /** Longest wait for the chat's earlier turns before running anyway (nothing stalls for good), in ms. Defaults to 60000. */
  maxWaitMs?: number;
  logger?: Logger;
  /** Milliseconds now; injected in tests. Defaults to `Date.now`. */
  now?: () => number;
}

/**
 * KEYS: the queue, the lease. ARGV: this update's member, the lease's ms, the prefix of the heartbeat keys. Clears the
 * head of the queue while its heartbeat is gone (its instance died), then takes the lease when this update is first.
 */
const TAKE_TURN = `
local head = redis.call('ZRANGE', KEYS[1], 0, 0)[1]
while head and head ~= ARGV[1] and redis.call('EXISTS', ARGV[3] .. head) == 0 do
  redis.call('ZREM', KEYS[1], head)
  head = redis.call('ZRANGE', KEYS[1], 0, 0)[1]
end
if head ~= ARGV[1] then return 0 end
if redis.call('SET', KEYS[2], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
if redis.call('GET', KEYS[2]) == ARGV[1] then return 1 end
return 0`;

/** KEYS: the lease. ARGV: the member, the lease's ms. Renews the lease while this update holds it. */
const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

/** KEYS: the queue, the lease, the heartbeat. ARGV: the member. Leaves the queue and lets the lease go if held. */
const DONE = `
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('DEL', KEYS[3])
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
return 1`;

/** A queue untouched this long is gone by itself (a chat's queue is empty between turns). */
const QUEUE_TTL_MS = 60 * 60 * 1000;

export function createRedisChatTurns(options: RedisChatTurnsOptions): ChatTurns {
  const { client } = options;
  const prefix = options.prefix ?? 'coach:';
  const leaseMs = options.leaseMs ?? 5000;
  const settleMs = options.settleMs ?? 150;
  const pollMs = options.pollMs ?? 20;
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const now = options.now ?? Date.now;
  const keys = (chat: string) => ({
    queue: `turns:${chat}:queue`,
    lease: `turns:${chat}:lease`,
    alive: `turns:${chat}:alive:`,
  });

  return {
    async run(chat, order, turn) {
      const at = now();
      const { queue, lease, alive } = keys(chat);
      // Ties (WhatsApp's seconds) go in the order they arrived, then at random.
      const member = `${String(at).padStart(15, '0')}:${randomUUID()}`;
      const heartbeat = `${alive}${member}`;
      const queued = await client
        .multi()
        .set(heartbeat, '1', 'PX', leaseMs)
        .zadd(queue, order ?? at, member)
        .pexpire(queue, QUEUE_TTL_MS)
        .exec()
        .then(() => true)
        .catch((error: unknown) => {
          // Without Redis there is no order to keep; the turn itself will say what it can.
          options.logger?.warn({ err: errorName(error) }, 'chat turn not queued');
          return false;
        });
      if (!queued) return turn();
      try {
        await waitForTurn(member, heartbeat, queue, lease, `${prefix}${alive}`, at);
        const renewing = setInterval(() => {
          void client.eval(RENEW, 1, lease, member, leaseMs).catch(() => undefined);
          void client.pexpire(heartbeat, leaseMs).catch(() => undefined);
        }, leaseMs / 3);
        // A renewal never keeps a process alive that is otherwise done.
        renewing.unref();
        try {
          return await turn();
        } finally {
          clearInterval(renewing);
        }
      } finally {
        await client.eval(DONE, 3, queue, lease, heartbeat, member).catch(() => undefined);
      }
    },
  };

  async function waitForTurn(
    member: string,
    heartbeat: string,
    queue: string,
    lease: string,
    alive: string,
    at: number,
  ) {
    let beat = at;
    for (;;) {
      const waited = now() - at;
      if (waited >= settleMs) {
        const taken = await client.eval(TAKE_TURN, 2, queue, lease, member, leaseMs, alive).catch(() => 0);
        if (taken === 1) return;
      }
      if (waited >= maxWaitMs) {
        options.logger?.warn({ waitedMs: waited }, 'chat turn waited too long; running it anyway');
        return;
      }
      if (now() - beat >= leaseMs / 3) {
        beat = now();
        await client.pexpire(heartbeat, leaseMs).catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
}
