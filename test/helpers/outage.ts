/**
 * A storage backend that can go away: every call fails while `down` is set,
 * the way the Redis store fails fast while Redis is unreachable.
 */
import type { KeyValueStore } from '../../src/core/ports.js';

export type FlakyStore = KeyValueStore & { down: boolean };

export function withOutage(store: KeyValueStore): FlakyStore {
  const flaky = { down: false } as FlakyStore;
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      flaky.down ? Promise.reject(new Error('Connection is closed.')) : call(...args);
  return Object.assign(flaky, {
    backend: store.backend,
    ping: () => Promise.resolve(!flaky.down),
    get: guard(store.get.bind(store)),
    set: guard(store.set.bind(store)),
    setIfAbsent: guard(store.setIfAbsent.bind(store)),
    compareAndSet: guard(store.compareAndSet.bind(store)),
    delete: guard(store.delete.bind(store)),
    incrementField: guard(store.incrementField.bind(store)),
    readCounters: guard(store.readCounters.bind(store)),
    close: store.close.bind(store),
  });
}
