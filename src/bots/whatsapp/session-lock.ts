/**
 * @module
 * One WhatsApp session for all instances. A WhatsApp account can be open in one WhatsApp Web at a time,
 * so with several instances on one Redis, one holds a lease in storage and runs the channel; the others
 * try now and then, and the first to find the lease expired (its holder stopped or died) takes over.
 */
import type { KeyValueStore, Logger } from '../../core/ports.js';

export interface SessionLockOptions {
  store: KeyValueStore;
  /** This instance's name in the lease: a random id. */
  owner: string;
  logger: Logger;
  /** How long a lease lasts unless renewed, in ms. Defaults to 30 000; it is renewed at a third of that. */
  ttlMs?: number;
  /** Sets a repeating timer. Defaults to `setInterval`, unref'd. */
  every?: (run: () => void, ms: number) => { cancel(): void };
}

export interface SessionLock {
  /**
   * Calls `acquired` once this instance holds the lease (at once when it is free) and `lost` if it is
   * taken from it (storage said another holds it); until `release`.
   */
  hold(acquired: () => void, lost: () => void): void;
  /** Gives the lease up, if held, so another instance takes over at its next try. */
  release(): Promise<void>;
}

export const SESSION_LOCK_KEY = 'whatsapp:session-lock';

const defaultEvery = (run: () => void, ms: number) => {
  const timer = setInterval(run, ms);
  timer.unref();
  return { cancel: () => clearInterval(timer) };
};

export function createSessionLock(options: SessionLockOptions): SessionLock {
  const { store, owner, logger } = options;
  const ttlMs = options.ttlMs ?? 30_000;
  const every = options.every ?? defaultEvery;
  let held = false;
  let timer: { cancel(): void } | undefined;

  const tryTake = () => store.setIfAbsent(SESSION_LOCK_KEY, owner, { ttlMs });
  // A read then a write: the lease is renewed at a third of its life, so it cannot lapse between the two.
  const renew = async () => {
    if ((await store.get(SESSION_LOCK_KEY)) !== owner) return false;
    await store.set(SESSION_LOCK_KEY, owner, { ttlMs });
    return true;
  };

  return {
    hold(acquired, lost) {
      let busy = false;
      const tick = async () => {
        if (busy) return;
        busy = true;
        try {
          if (!held && (await tryTake())) {
            held = true;
            logger.info({ channel: 'whatsapp' }, 'whatsapp session lease taken: this instance runs the channel');
            acquired();
          } else if (held && !(await renew())) {
            held = false;
            logger.warn({ channel: 'whatsapp' }, 'whatsapp session lease lost to another instance');
            lost();
          }
        } catch {
          // Storage away: the holder keeps running (its lease may lapse), the others keep waiting.
          logger.warn({ channel: 'whatsapp' }, 'whatsapp session lease not checked: storage unavailable');
        } finally {
          busy = false;
        }
      };
      void tick();
      timer = every(() => void tick(), ttlMs / 3);
    },
    async release() {
      timer?.cancel();
      if (held && (await store.get(SESSION_LOCK_KEY).catch(() => undefined)) === owner)
        await store.delete(SESSION_LOCK_KEY).catch(() => undefined);
      held = false;
    },
  };
}
