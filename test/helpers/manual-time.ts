import type { SetTimer } from '../../src/storage/timer-queue.js';

/** Timers a test fires by hand, with a clock it moves: no real waiting. */
export function manualTime(start: string) {
  let now = new Date(start).getTime();
  const armed = new Map<number, { at: number; run: () => void }>();
  let next = 0;
  const setTimer: SetTimer = (run, ms) => {
    const id = next++;
    armed.set(id, { at: now + ms, run });
    return () => armed.delete(id);
  };
  return {
    clock: () => new Date(now),
    setTimer,
    /** When the armed timers fall, soonest first. */
    due: () => [...armed.values()].map((timer) => new Date(timer.at).toISOString()).sort(),
    /** Moves the clock to the next timer and fires it. */
    async advance() {
      const [id, timer] = [...armed.entries()].sort(([, a], [, b]) => a.at - b.at)[0];
      armed.delete(id);
      now = Math.max(now, timer.at);
      timer.run();
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
    },
    set: (iso: string) => void (now = new Date(iso).getTime()),
  };
}
