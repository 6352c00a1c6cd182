/**
 * @module
 * The check-in queue on Redis through BullMQ: jobs outlive a restart, every instance runs a worker,
 * and BullMQ's locks give each job to one of them. A job id is added once while its job is kept
 * (until it has run), so instances adding the same person's check-in for the same date add one. Done and
 * failed jobs are removed at once: their data names a chat. bullmq is imported only when this queue is chosen; its errors are translated here.
 */
import type { Queue, Worker } from 'bullmq';
import { CoachError } from '../core/errors.js';
import type { CheckInJob, CheckInQueue } from '../core/reminders/check-ins.js';
import type { Clock, Logger } from '../core/ports.js';

export interface BullmqQueueOptions {
  /** `redis://…` or `rediss://…`. */
  url: string;
  /** Prefix of BullMQ's keys; the deployment's prefix followed by `bull`. Defaults to `coach:bull`. */
  prefix?: string;
  logger: Logger;
  /** When a job is due is worked out with this clock. Defaults to the system clock. */
  clock?: Clock;
  /** Tries per job. Defaults to 5. */
  attempts?: number;
  /** Wait before the first retry, doubled after each, in ms. Defaults to 30000. */
  backoffMs?: number;
  /** Time allowed to connect, in ms. Defaults to 2000. */
  connectTimeoutMs?: number;
  /** Time a graceful close may take before the connections are dropped, in ms. Defaults to 2000. */
  closeTimeoutMs?: number;
}

const QUEUE = 'check-ins';

export async function createBullmqQueue(options: BullmqQueueOptions): Promise<CheckInQueue> {
  const { Queue, Worker } = await import('bullmq');
  const clock = options.clock ?? (() => new Date());
  const prefix = options.prefix ?? 'coach:bull';
  // Adding fails at once while Redis is away (the person is told), where a worker waits for it to come back.
  const queue: Queue = new Queue(QUEUE, {
    prefix,
    connection: {
      url: options.url,
      connectTimeout: options.connectTimeoutMs ?? 2000,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    },
  });
  queue.on('error', (error) => options.logger.warn({ err: error.name }, 'check-in queue unavailable'));
  let worker: Worker | undefined;

  const translated = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new CoachError('upstream_unavailable', { cause: error });
    }
  };

  return {
    add: (id, job, at) =>
      translated(async () => {
        await queue.add(QUEUE, job, {
          jobId: id,
          delay: Math.max(0, at.getTime() - clock().getTime()),
          attempts: options.attempts ?? 5,
          backoff: { type: 'exponential', delay: options.backoffMs ?? 30_000 },
          // A job's data names its chat: nothing is kept once it ran (the sent mark already stops a second send).
          removeOnComplete: true,
          removeOnFail: true,
        });
      }),
    remove: (id) =>
      translated(async () => {
        await queue.remove(id);
      }),
    async start(run) {
      worker = new Worker<CheckInJob>(QUEUE, (job) => run(job.data), {
        prefix,
        concurrency: 8,
        connection: { url: options.url, connectTimeout: options.connectTimeoutMs ?? 2000, maxRetriesPerRequest: null },
      });
      worker.on('error', (error) => options.logger.warn({ err: error.name }, 'check-in worker error'));
      worker.on('failed', (job, error) =>
        options.logger.warn({ attempt: job?.attemptsMade, err: error.name }, 'check-in attempt failed'),
      );
      // Not waited for: with Redis away at start-up the service serves on, and the worker connects when it can.
    },
    async close() {
      // A graceful close waits for Redis; with Redis away, shutdown goes on after a bound and drops the connections.
      const bound = options.closeTimeoutMs ?? 2000;
      const closed = await within(Promise.all([worker?.close(), queue.close()]), bound);
      if (!closed) await within(Promise.all([worker?.disconnect(), queue.disconnect()]), bound);
    },
  };
}

/** Whether the work settled within `ms`; it is left to finish (or not) by itself otherwise. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  const done = work.then(
    () => true,
    () => false,
  );
  const settled = await Promise.race([done, late]);
  clearTimeout(timer);
  return settled;
}
