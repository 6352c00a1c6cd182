/**
 * @module
 * Opt-in morning check-ins. Each person's hour is kept in storage and the next one waits as a job in a
 * queue (BullMQ on Redis, or timers in the process), chained day to day. A job's id names the person
 * and their date, so instances that add the same check-in add it once; a claim in storage before the
 * send makes a retried or re-delivered job send at most once, and a failed send gives the claim back
 * so the queue's retry can send it.
 */
import type { Clock, KeyValueStore, Logger } from '../ports.js';
import { localDay, nextOccurrence, type ReminderTime } from './reminder-time.js';

/** The chat a check-in goes to. */
export interface ChatRef {
  channel: 'telegram' | 'slack';
  chatId: string;
}

/** What a queued check-in carries: the chat, the hour it was set for, and the person's date it is for. */
export interface CheckInJob {
  chat: ChatRef;
  time: ReminderTime;
  day: string;
  /** When it was due, in ms since the epoch. */
  dueAt: number;
}

/** A delayed-job queue: BullMQ on Redis, or timers in one process. */
export interface CheckInQueue {
  /** Queues `job` to run at `at`; a job whose id is still queued is not added again. */
  add(id: string, job: CheckInJob, at: Date): Promise<void>;
  /** Takes a job out; an absent one is not an error. */
  remove(id: string): Promise<void>;
  /** Runs due jobs through `run`; a run that throws is retried with backoff, a limited number of times. */
  start(run: (job: CheckInJob) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** Sends the check-in to a chat; resolves false when there was nothing to send (no profile, a forgotten chat). */
export type DeliverCheckIn = (chat: ChatRef) => Promise<boolean>;

export interface CheckIns {
  /** The person's hour, if they asked for check-ins. */
  get(chat: ChatRef): Promise<ReminderTime | undefined>;
  /** Sets (or moves) the daily check-in; returns when the next one falls. */
  set(chat: ChatRef, time: ReminderTime): Promise<{ at: Date; day: string }>;
  /** Stops them, and removes every key and job about the chat. */
  off(chat: ChatRef): Promise<void>;
  /** Starts sending due check-ins through `deliver`. */
  start(deliver: DeliverCheckIn): Promise<void>;
  close(): Promise<void>;
}

export interface CheckInsDeps {
  store: KeyValueStore;
  queue: CheckInQueue;
  logger: Logger;
  /** Defaults to the system clock. */
  clock?: Clock;
}

/** A check-in this late (an instance down all morning) is skipped: "good morning" at night helps no one. */
export const LATEST_SEND_MS = 3 * 60 * 60 * 1000;
/** How long a sent check-in is remembered, so the same day's is never sent twice. */
const SENT_TTL_MS = 48 * 60 * 60 * 1000;

interface Kept extends ReminderTime {
  /** The id of the check-in waiting in the queue. */
  jobId: string;
}

const chatName = (chat: ChatRef) => `${chat.channel}:${chat.chatId}`;
export const reminderKey = (chat: ChatRef): string => `reminder:${chatName(chat)}`;
const sentKey = (chat: ChatRef, day: string) => `checkin:sent:${chatName(chat)}:${day}`;
/**
 * One id per person, date and hour: instances adding the same check-in add one job, and a new hour is a new
 * job (the old one, if it still runs, finds the hour changed). Queue ids may not hold ':' (BullMQ).
 */
export const checkInJobId = (chat: ChatRef, day: string, time: ReminderTime): string =>
  `checkin.${chat.channel}.${chat.chatId.replaceAll(':', '.')}.${day}.${String(time.hour * 100 + time.minute).padStart(4, '0')}.${time.zone.replaceAll('/', '~')}`;
const sameTime = (a: ReminderTime, b: ReminderTime) => a.hour === b.hour && a.minute === b.minute && a.zone === b.zone;

export function createCheckIns(deps: CheckInsDeps): CheckIns {
  const clock = deps.clock ?? (() => new Date());
  const read = async (chat: ChatRef): Promise<Kept | undefined> => {
    const raw = await deps.store.get(reminderKey(chat));
    return raw ? (JSON.parse(raw) as Kept) : undefined;
  };
  /** Queues the first check-in after `after` and keeps its id with the hour. */
  const schedule = async (chat: ChatRef, time: ReminderTime, after: Date) => {
    const next = nextOccurrence(time, after);
    const jobId = checkInJobId(chat, next.day, time);
    await deps.queue.add(jobId, { chat, time, day: next.day, dueAt: next.at.getTime() }, next.at);
    await deps.store.set(reminderKey(chat), JSON.stringify({ ...time, jobId } satisfies Kept));
    return next;
  };

  const run = async (job: CheckInJob, deliver: DeliverCheckIn) => {
    const kept = await read(job.chat);
    // Turned off, forgotten, or moved to another hour since this job was queued.
    if (!kept || !sameTime(kept, job.time)) return;
    const now = clock();
    // The next day's job first, so a failing send here never breaks the chain (adding it again on a retry is a no-op).
    await schedule(job.chat, job.time, new Date(Math.max(now.getTime(), job.dueAt)));
    if (now.getTime() - job.dueAt > LATEST_SEND_MS) return deps.logger.warn({ channel: job.chat.channel, lateMs: now.getTime() - job.dueAt }, 'check-in skipped: too late');
    if (!(await deps.store.setIfAbsent(sentKey(job.chat, job.day), '1', { ttlMs: SENT_TTL_MS }))) return;
    try {
      await deliver(job.chat);
    } catch (error) {
      await deps.store.delete(sentKey(job.chat, job.day)).catch(() => undefined);
      throw error;
    }
  };

  return {
    async get(chat) {
      const kept = await read(chat);
      return kept && { hour: kept.hour, minute: kept.minute, zone: kept.zone };
    },
    async set(chat, time) {
      const kept = await read(chat);
      const next = await schedule(chat, time, clock());
      // Asked again for the same hour (by a retried command, or another instance), the job is the same one.
      if (kept && kept.jobId !== checkInJobId(chat, next.day, time)) await deps.queue.remove(kept.jobId);
      return next;
    },
    async off(chat) {
      const kept = await read(chat);
      const zone = kept?.zone ?? 'UTC';
      // The days a queue or a sent mark may still remember (a queue keeps a job it ran for two days).
      const days = [-3, -2, -1, 0, 1].map((offset) => localDay(new Date(clock().getTime() + offset * 24 * 60 * 60 * 1000), zone));
      // The waiting job, and the ones that ran at this hour: their data names the chat.
      if (kept) await Promise.all([kept.jobId, ...days.map((day) => checkInJobId(chat, day, kept))].map((id) => deps.queue.remove(id)));
      await deps.store.delete(reminderKey(chat));
      await Promise.all(days.map((day) => deps.store.delete(sentKey(chat, day))));
    },
    start: (deliver) => deps.queue.start((job) => run(job, deliver)),
    close: () => deps.queue.close(),
  };
}
