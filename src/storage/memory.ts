/**
 * @module
 * The default store: shared state in this process's memory. It is lost on
 * restart and not shared between instances; set `REDIS_URL` for that.
 * Expired keys go when read, and in a sweep at most once a minute on a write,
 * so keys nobody reads again (update ids kept for de-duplication, say) do not
 * pile up in a long-running process.
 */
import { INCREMENT_ID_TTL_MS, type Clock, type KeyValueStore, type WriteOptions } from '../core/ports.js';

export interface MemoryStoreOptions {
  /** Time source for expiry. Defaults to the system clock. */
  clock?: Clock;
  /** Least time between two sweeps of expired keys, in ms. Defaults to 60,000. */
  sweepEveryMs?: number;
}

interface Entry {
  value: string | Map<string, number>;
  expiresAt: number | undefined;
}

export function createMemoryStore(
  options: MemoryStoreOptions = {},
): KeyValueStore & { readonly size: number; keys(): string[] } {
  const now = () => (options.clock ?? (() => new Date()))().getTime();
  const entries = new Map<string, Entry>();
  /** Ids of applied increments -> when they are forgotten. */
  const appliedIds = new Map<string, number>();
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  let nextSweep = now() + sweepEveryMs;
  const sweepIfDue = () => {
    const at = now();
    if (at < nextSweep) return;
    nextSweep = at + sweepEveryMs;
    for (const [key, entry] of entries) if (entry.expiresAt !== undefined && entry.expiresAt <= at) entries.delete(key);
    for (const [id, forgetAt] of appliedIds) if (forgetAt <= at) appliedIds.delete(id);
  };

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const expiry = (write?: WriteOptions) => {
    sweepIfDue();
    return write?.ttlMs === undefined ? undefined : now() + write.ttlMs;
  };
  const counters = (key: string): Map<string, number> | undefined => {
    const value = live(key)?.value;
    if (value !== undefined && typeof value === 'string') throw new TypeError(`key ${key} holds a value, not counters`);
    return value;
  };

  return {
    backend: 'memory',
    get size() {
      return entries.size;
    },
    /** The keys that hold a live value, e.g. to check what `/forget` leaves. */
    keys: () => [...entries.keys()].filter((key) => live(key) !== undefined),
    ping: () => Promise.resolve(true),
    // Async so that misuse rejects like any backend would, rather than throwing.
    async get(key) {
      const value = live(key)?.value;
      if (value !== undefined && typeof value !== 'string')
        throw new TypeError(`key ${key} holds counters, not a value`);
      return value;
    },
    async set(key, value, write) {
      entries.set(key, { value, expiresAt: expiry(write) });
    },
    async setIfAbsent(key, value, write) {
      if (live(key)) return false;
      entries.set(key, { value, expiresAt: expiry(write) });
      return true;
    },
    async compareAndSet(key, expected, value, write) {
      const current = live(key) ? entries.get(key)?.value : undefined;
      if (current !== undefined && typeof current !== 'string')
        throw new TypeError(`${key} holds counters, not a value`);
      if (current !== expected) return false;
      entries.set(key, { value, expiresAt: expiry(write) });
      return true;
    },
    async delete(key) {
      entries.delete(key);
    },
    async incrementField(key, field, by = 1, write) {
      let map = counters(key);
      if (write?.id !== undefined) {
        if ((appliedIds.get(write.id) ?? 0) > now()) return map?.get(field) ?? 0;
        appliedIds.set(write.id, now() + INCREMENT_ID_TTL_MS);
      }
      if (!map) {
        map = new Map();
        entries.set(key, { value: map, expiresAt: expiry(write) });
      }
      const next = (map.get(field) ?? 0) + by;
      map.set(field, next);
      return next;
    },
    async readCounters(key) {
      return Object.fromEntries(counters(key) ?? []);
    },
    async close() {
      entries.clear();
      appliedIds.clear();
    },
  };
}
