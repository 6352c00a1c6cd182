/**
 * @module
 * The check-in queue of a single instance without Redis: one timer per job. It lives and dies with the
 * process, as the in-memory store does; with `REDIS_URL` set, the BullMQ queue keeps jobs across
 * restarts and instances instead.
 */
import type { CheckInJob, CheckInQueue } from '../core/reminders/check-ins.js';
import type { Clock, Logger } from '../core/ports.js';
import { errorName } from '../core/errors.js';

/** Arms a timer; returns what disarms it. */
export type SetTimer = (run: () => void, ms: number) => () => void;

export interface TimerQueueOptions {
  logger: Logger;
  /** Defaults to the system clock. */
  clock?: Clock;
  /** Defaults to an unref'd `setTimeout`, so a waiting check-in never keeps the process alive. */
  setTimer?: SetTimer;
  /** Tries per job. Defaults to 5. */
  attempts?: number;
  /** Wait before the first retry, doubled after each, in ms. Defaults to 30000. */
  backoffMs?: number;
}

/** Node's timers hold at most about 24.8 days; a longer wait is re-armed. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const systemTimer: SetTimer = (run, ms) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export function createTimerQueue(options: TimerQueueOptions): CheckInQueue {
  const clock = options.clock ?? (() => new Date());
  const setTimer = options.setTimer ?? systemTimer;
  const attempts = options.attempts ?? 5;
  const backoffMs = options.backoffMs ?? 30_000;
  const waiting = new Map<string, () => void>();
  let runner: ((job: CheckInJob) => Promise<void>) | undefined;
  /** Jobs that fell due before `start`: they run when it is called. */
  const early: (() => void)[] = [];
  let closed = false;

  const arm = (id: string, job: CheckInJob, at: number, attempt: number) => {
    const wait = Math.max(0, at - clock().getTime());
    const disarm = setTimer(
      () => {
        if (wait > LONGEST_TIMER_MS) return arm(id, job, at, attempt);
        void attemptJob(id, job, attempt);
      },
      Math.min(wait, LONGEST_TIMER_MS),
    );
    waiting.set(id, disarm);
  };

  const attemptJob = async (id: string, job: CheckInJob, attempt: number) => {
    if (closed) return;
    if (!runner) return void early.push(() => void attemptJob(id, job, attempt));
    try {
      await runner(job);
      waiting.delete(id);
    } catch (error) {
      if (attempt + 1 >= attempts || closed) {
        waiting.delete(id);
        return options.logger.warn({ channel: job.chat.channel, attempts, err: errorName(error) }, 'check-in not sent');
      }
      arm(id, job, clock().getTime() + backoffMs * 2 ** attempt, attempt + 1);
    }
  };

  return {
    async add(id, job, at) {
      if (closed || waiting.has(id)) return;
      arm(id, job, at.getTime(), 0);
    },
    async remove(id) {
      waiting.get(id)?.();
      waiting.delete(id);
    },
    async start(run) {
      runner = run;
      for (const due of early.splice(0)) due();
    },
    async close() {
      closed = true;
      for (const disarm of waiting.values()) disarm();
      waiting.clear();
    },
  };
}
