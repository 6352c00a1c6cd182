import { describe, expect, it } from 'vitest';
import { storeContract } from '../../test/helpers/store-contract.js';
import { createMemoryStore } from './memory.js';

describe('the memory store keeps the storage contract', () => {
  const store = createMemoryStore();
  storeContract(() => store);
});

describe('createMemoryStore', () => {
  it('reads, writes and deletes values', async () => {
    const store = createMemoryStore();
    expect(await store.get('a')).toBeUndefined();
    await store.set('a', '1');
    expect(await store.get('a')).toBe('1');
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
  });

  it('expires values by the injected clock', async () => {
    let now = 1_000;
    const store = createMemoryStore({ clock: () => new Date(now) });
    await store.set('a', '1', { ttlMs: 50 });
    now += 49;
    expect(await store.get('a')).toBe('1');
    now += 1;
    expect(await store.get('a')).toBeUndefined();
  });

  it('writes once with setIfAbsent until the key expires', async () => {
    let now = 0;
    const store = createMemoryStore({ clock: () => new Date(now) });
    expect(await store.setIfAbsent('update:1', 'x', { ttlMs: 10 })).toBe(true);
    expect(await store.setIfAbsent('update:1', 'y', { ttlMs: 10 })).toBe(false);
    now = 10;
    expect(await store.setIfAbsent('update:1', 'z')).toBe(true);
  });

  it('counts fields of a hash', async () => {
    const store = createMemoryStore();
    expect(await store.incrementField('c', 'x')).toBe(1);
    expect(await store.incrementField('c', 'x', 2)).toBe(3);
    await store.incrementField('c', 'y');
    expect(await store.readCounters('c')).toEqual({ x: 3, y: 1 });
    expect(await store.readCounters('none')).toEqual({});
  });

  it('refuses to mix values and counters under one key', async () => {
    const store = createMemoryStore();
    await store.set('k', 'v');
    await expect(store.incrementField('k', 'f')).rejects.toThrow(TypeError);
  });
});

describe('expired keys nobody reads again', () => {
  it('are swept on a write once the sweep interval has passed', async () => {
    let now = 0;
    const store = createMemoryStore({ clock: () => new Date(now), sweepEveryMs: 60_000 });
    for (let i = 0; i < 1000; i++) await store.setIfAbsent(`update:${i}`, '1', { ttlMs: 10_000 });
    await store.set('kept', '1');
    await store.set('later', '1', { ttlMs: 120_000 });
    expect(store.size).toBe(1002);
    now = 59_999;
    await store.set('other', '1');
    expect(store.size).toBe(1003);
    now = 60_000;
    await store.set('other', '2');
    expect(store.size).toBe(3);
    expect(await store.get('kept')).toBe('1');
    expect(await store.get('later')).toBe('1');
  });
});
