/**
 * The one contract every KeyValueStore backend passes: memory and Redis run
 * the same cases. Expiry is checked with short real TTLs, so both backends
 * keep time the way they do in production.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { KeyValueStore } from '../../src/core/ports.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registers the contract's cases; `store()` gives the backend under test. */
export function storeContract(store: () => KeyValueStore): void {
  // A fresh key per case, so cases never see each other's state.
  const key = (name: string) => `contract:${name}:${randomUUID()}`;

  it('reads, writes, replaces and deletes values', async () => {
    const k = key('value');
    expect(await store().get(k)).toBeUndefined();
    await store().set(k, 'one');
    await store().set(k, 'two ✓ àèò');
    expect(await store().get(k)).toBe('two ✓ àèò');
    await store().delete(k);
    expect(await store().get(k)).toBeUndefined();
    await store().delete(k);
  });

  it('expires a value after its TTL and keeps one without', async () => {
    const [short, kept] = [key('ttl'), key('kept')];
    await store().set(short, 'x', { ttlMs: 80 });
    await store().set(kept, 'y');
    expect(await store().get(short)).toBe('x');
    await sleep(160);
    expect(await store().get(short)).toBeUndefined();
    expect(await store().get(kept)).toBe('y');
  });

  it('writes once with setIfAbsent, atomically, until the key expires', async () => {
    const k = key('once');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store().setIfAbsent(k, String(i), { ttlMs: 100 })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await store().get(k)).toBe(String(results.indexOf(true)));
    await sleep(180);
    expect(await store().setIfAbsent(k, 'again')).toBe(true);
  });

  it('writes with compareAndSet only over what was read, so one of two racing writers wins and the other reads again', async () => {
    const k = key('cas');
    const both = await Promise.all([
      store().compareAndSet(k, undefined, 'a'),
      store().compareAndSet(k, undefined, 'b'),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    const won = both[0] ? 'a' : 'b';
    expect(await store().get(k)).toBe(won);
    expect(await store().compareAndSet(k, 'stale', 'c')).toBe(false);
    expect(await store().compareAndSet(k, undefined, 'c')).toBe(false);
    expect(await store().compareAndSet(k, won, 'c', { ttlMs: 100 })).toBe(true);
    expect(await store().get(k)).toBe('c');
    await sleep(180);
    expect(await store().get(k)).toBeUndefined();
  });

  it('counts fields of a hash, concurrently without losing one', async () => {
    const k = key('counts');
    await Promise.all(Array.from({ length: 25 }, () => store().incrementField(k, 'x')));
    expect(await store().incrementField(k, 'x', 5)).toBe(30);
    await store().incrementField(k, 'y');
    expect(await store().readCounters(k)).toEqual({ x: 30, y: 1 });
    expect(await store().readCounters(key('none'))).toEqual({});
  });

  it('applies an increment sent again with the same id once, and increments with other ids each time', async () => {
    const k = key('increment-id');
    const [first, retry] = [randomUUID(), randomUUID()];
    const counts = await Promise.all(
      Array.from({ length: 10 }, () => store().incrementField(k, 'x', 3, { id: first })),
    );
    expect(counts).toContain(3);
    expect(await store().incrementField(k, 'x', 3, { id: first })).toBe(3);
    expect(await store().incrementField(k, 'y', 2, { id: retry })).toBe(2);
    expect(await store().incrementField(k, 'y', 2, { id: retry })).toBe(2);
    expect(await store().incrementField(k, 'y', 1)).toBe(3);
    expect(await store().readCounters(k)).toEqual({ x: 3, y: 3 });
  });

  it('expires counters by the TTL of their first write, which later writes do not extend', async () => {
    const k = key('counts-ttl');
    await store().incrementField(k, 'x', 1, { ttlMs: 150 });
    await sleep(90);
    await store().incrementField(k, 'x', 1, { ttlMs: 150 });
    await sleep(110);
    expect(await store().readCounters(k)).toEqual({});
  });

  it('answers ping and names its backend', async () => {
    expect(await store().ping()).toBe(true);
    expect(['memory', 'redis']).toContain(store().backend);
  });
}
