/**
 * @module
 * Opt-in morning check-ins. Each person's hour is kept in storage and the next one waits as a job in a
 * queue (BullMQ on Redis, or timers in the process), chained day to day. A job's id names the person (by a
 * random token) and their date, so instances that add the same check-in add it once; a claim in storage before the
 * send makes a retried or re-delivered job send at most once, and a failed send gives the claim back
 * so the queue's retry can send it.
 */
import type { ChatChannel } from '../conversation/types.js';
import type { Clock, KeyValueStore, Logger } from '../ports.js';
import { localDay, nextOccurrence, type ReminderTime } from './reminder-time.js';

/** The chat a check-in goes to. */
export interface ChatRef {
  channel: ChatChannel;
  chatId: string;
}

/** What a queued check-in carries: the chat, the hour it was set for, and the person's date it is for. */
export interface CheckInJob {
  chat: ChatRef;
  time: ReminderTime;
  day: string;
  /** When it was due, in ms since the epoch. */
  dueAt: number;
  /** The person's token when it was queued: a job of a forgotten chat's predecessor is not theirs. */
  token: string;
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

/**
 * Sends the check-in to a chat; resolves false when there is no one to send it to any more (a forgotten chat,
 * no profile, a bot the person blocked), which ends the check-ins. Rejects when it should be tried again.
 */
export type DeliverCheckIn = (chat: ChatRef) => Promise<boolean>;

export interface CheckIns {
  /** The person's hour, if they asked for check-ins. */
  get(chat: ChatRef): Promise<ReminderTime | undefined>;
  /** Sets (or moves) the daily check-in; returns when the next one falls. */
  set(chat: ChatRef, time: ReminderTime): Promise<{ at: Date; day: string }>;
  /** Stops them, and removes every key and job about the chat. */
  off(chat: ChatRef): Promise<void>;
  /** Queues the next check-in again if the chain was broken (a job lost); a no-op when it waits already. */
  ensure(chat: ChatRef): Promise<void>;
  /** Starts sending due check-ins through `deliver`. */
  start(deliver: DeliverCheckIn): Promise<void>;
  close(): Promise<void>;
}

export interface CheckInsDeps {
  store: KeyValueStore;
  queue: CheckInQueue;
  logger: Logger;
  /** A fresh unguessable id (e.g. `crypto.randomUUID`): a person's jobs are named by one, never by their chat. */
  randomId: () => string;
  /** Defaults to the system clock. */
  clock?: Clock;
}

/** A check-in this late (an instance down all morning) is skipped: "good morning" at night helps no one. */
export const LATEST_SEND_MS = 3 * 60 * 60 * 1000;
/** How long a sent check-in is remembered, so the same day's is never sent twice. */
const SENT_TTL_MS = 48 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The hour kept for a chat, with a random token that names its jobs, so nothing in the queue leads to the chat. */
interface Kept extends ReminderTime {
  token: string;
}

const chatName = (chat: ChatRef) => `${chat.channel}:${chat.chatId}`;
export const reminderKey = (chat: ChatRef): string => `reminder:${chatName(chat)}`;
const sentKey = (chat: ChatRef, day: string) => `checkin:sent:${chatName(chat)}:${day}`;
/**
 * One id per person (by their token), date and hour: instances adding the same check-in add one job, and a
 * new hour is a new job (the old one, if it still runs, finds the hour changed). Queue ids may not hold ':'.
 */
export const checkInJobId = (token: string, day: string, time: ReminderTime): string =>
  `checkin.${token}.${day}.${String(time.hour * 100 + time.minute).padStart(4, '0')}.${time.zone.replaceAll('/', '~')}`;
const sameTime = (a: ReminderTime, b: ReminderTime) => a.hour === b.hour && a.minute === b.minute && a.zone === b.zone;

export function createCheckIns(deps: CheckInsDeps): CheckIns {
  const clock = deps.clock ?? (() => new Date());
  const read = async (chat: ChatRef): Promise<Kept | undefined> => {
    const raw = await deps.store.get(reminderKey(chat));
    return raw ? (JSON.parse(raw) as Kept) : undefined;
  };
  const daysAround = (zone: string) =>
    [-2, -1, 0, 1, 2].map((offset) => localDay(new Date(clock().getTime() + offset * DAY_MS), zone));
  /** Queues the first check-in after `after` on a day not yet sent. */
  const schedule = async (chat: ChatRef, kept: Kept, after: Date) => {
    let next = nextOccurrence(kept, after);
    // Today's went out at an earlier hour: the new hour starts tomorrow.
    if (await deps.store.get(sentKey(chat, next.day))) next = nextOccurrence(kept, next.at);
    const job: CheckInJob = {
      chat,
      time: { hour: kept.hour, minute: kept.minute, zone: kept.zone },
      day: next.day,
      dueAt: next.at.getTime(),
      token: kept.token,
    };
    await deps.queue.add(checkInJobId(kept.token, next.day, kept), job, next.at);
    return next;
  };
  /** Takes out the chat's jobs of the days around now at the kept hour: waiting, or queued by a run in flight. */
  const unschedule = (kept: Kept) =>
    Promise.all(daysAround(kept.zone).map((day) => deps.queue.remove(checkInJobId(kept.token, day, kept))));
  const off = async (chat: ChatRef) => {
    const kept = await read(chat);
    // The hour goes first: a job that runs meanwhile finds it gone and sends nothing.
    await deps.store.delete(reminderKey(chat));
    if (kept) await unschedule(kept);
    await Promise.all(daysAround(kept?.zone ?? 'UTC').map((day) => deps.store.delete(sentKey(chat, day))));
  };

  const run = async (job: CheckInJob, deliver: DeliverCheckIn) => {
    const kept = await read(job.chat);
    // Turned off, forgotten, or moved to another hour since this job was queued.
    if (!kept || kept.token !== job.token || !sameTime(kept, job.time)) return;
    const now = clock();
    // The next day's job first, so a failing send here never breaks the chain (adding it again on a retry is a no-op).
    await schedule(job.chat, kept, new Date(Math.max(now.getTime(), job.dueAt)));
    // Turned off while that was being added: it is taken back out, and nothing is sent.
    if (!(await read(job.chat))) return void (await unschedule(kept));
    if (now.getTime() - job.dueAt > LATEST_SEND_MS)
      return deps.logger.warn(
        { channel: job.chat.channel, lateMs: now.getTime() - job.dueAt },
        'check-in skipped: too late',
      );
    if (!(await deps.store.setIfAbsent(sentKey(job.chat, job.day), '1', { ttlMs: SENT_TTL_MS }))) return;
    let reachable: boolean;
    try {
      reachable = await deliver(job.chat);
    } catch (error) {
      await deps.store.delete(sentKey(job.chat, job.day)).catch(() => undefined);
      throw error;
    }
    // No one to write to any more (a forgotten chat, a bot blocked): the check-ins end.
    if (!reachable) await off(job.chat);
  };

  return {
    async get(chat) {
      const kept = await read(chat);
      return kept && { hour: kept.hour, minute: kept.minute, zone: kept.zone };
    },
    async set(chat, time) {
      // The first hour is written only if absent, so two instances asked at once agree on one token.
      const fresh: Kept = { ...time, token: deps.randomId() };
      const kept = (await deps.store.setIfAbsent(reminderKey(chat), JSON.stringify(fresh)))
        ? fresh
        : ((await read(chat)) ?? fresh);
      if (!sameTime(kept, time)) {
        await unschedule(kept);
        await deps.store.set(reminderKey(chat), JSON.stringify({ ...time, token: kept.token } satisfies Kept));
      }
      return schedule(chat, { ...time, token: kept.token }, clock());
    },
    off,
    async ensure(chat) {
      const kept = await read(chat);
      if (kept) await schedule(chat, kept, clock());
    },
    start: (deliver) => deps.queue.start((job) => run(job, deliver)),
    close: () => deps.queue.close(),
  };
}
