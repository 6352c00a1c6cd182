/**
 * @module
 * A short lock per record in shared storage, so two requests that change
 * the same cart or checkout (on one instance or several) take turns instead
 * of one overwriting the other. It expires by itself if its holder dies.
 */
import { CoachError } from '../core/errors.js';
import type { KeyValueStore } from '../core/ports.js';

export interface LockOptions {
  /** How long a lock holds at most, in ms. Defaults to 5000. */
  ttlMs?: number;
  /** How long to wait for a lock before giving up, in ms. Defaults to 3000. */
  waitMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withLock<T>(
  store: KeyValueStore,
  key: string,
  work: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const lock = `lock:${key}`;
  const deadline = Date.now() + (options.waitMs ?? 3000);
  for (let attempt = 0; !(await store.setIfAbsent(lock, '1', { ttlMs: options.ttlMs ?? 5000 })); attempt++) {
    if (Date.now() > deadline) throw new CoachError('upstream_unavailable', { messageKey: 'store.errors.busy' });
    await pause(Math.min(50, 5 + attempt * 5));
  }
  try {
    return await work();
  } finally {
    await store.delete(lock).catch(() => undefined);
  }
}
