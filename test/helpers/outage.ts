/**
 * A storage backend that can go away: every call fails while `down` is set,
 * the way the Redis store fails fast while Redis is unreachable. While `late`
 * is set, every call is carried out and then fails, the way a slow Redis
 * applies a command after the client has stopped waiting for it.
 */
import type { KeyValueStore } from '../../src/core/ports.js';

export type FlakyStore = KeyValueStore & { down: boolean; late: boolean };

export function withOutage(store: KeyValueStore): FlakyStore {
  const flaky = { down: false, late: false } as FlakyStore;
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (flaky.down) throw new Error('Connection is closed.');
      const result = await call(...args);
      if (flaky.late) throw new Error('Command timed out');
      return result;
    };
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
