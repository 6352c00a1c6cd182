/**
 * @module
 * Outgoing WhatsApp messages one at a time, a fixed interval apart: a burst from an automated account is
 * what gets a number blocked. Every send of the process goes through one pacer, whoever it is for.
 */

export interface PacerOptions {
  /** Least time between two sends, in ms. */
  intervalMs: number;
  /** Milliseconds now. Defaults to `Date.now`. */
  now?: () => number;
  /** Waits `ms`. Defaults to a timer. */
  sleep?: (ms: number) => Promise<void>;
}

/** Runs `send` when its turn comes; a failed send does not hold up the ones after it. */
export type Pacer = <T>(send: () => Promise<T>) => Promise<T>;

export function createPacer(options: PacerOptions): Pacer {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let queue: Promise<unknown> = Promise.resolve();
  let last = -Infinity;
  return <T>(send: () => Promise<T>) => {
    const turn = queue.then(async () => {
      const wait = last + options.intervalMs - now();
      if (wait > 0) await sleep(wait);
      try {
        return await send();
      } finally {
        last = now();
      }
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
}
