/**
 * @module
 * Anonymous product events: which names count, and how they are counted
 * (per name and UTC day). Recording never fails its caller, and a storage
 * outage loses nothing: the counts it refused are kept in memory, added up
 * per name and day (so the backlog stays small however long the outage),
 * and written by `flush` once storage is back.
 *
 * The flush does not count twice: a write that fails may still have been
 * applied (a slow Redis carries out a command after the client stopped
 * waiting), so each kept count is sent as a batch with an id, and a retry
 * sends the same batch and id, which storage applies once. A single event
 * whose own write timed out is kept too (it may not have arrived), so it can
 * count one high; giving every event an id would leave a trace in storage per
 * event, which anyone posting events could grow without bound.
 */
import type { Clock, KeyValueStore, Logger } from '../ports.js';
import { errorName } from '../errors.js';

export const EVENT_NAMES = [
  'coach_opened',
  'onboarding_started',
  'onboarding_completed',
  'targets_shown',
  'plan_generated',
  'meal_logged',
  'restaurant_photo_used',
  'weekly_plan_opened',
  'basket_created',
  'basket_emailed',
  'plan_emailed',
  'shop_offer_shown',
  'shop_checkout_opened',
  'returned_day_two',
] as const;

export type EventName = (typeof EVENT_NAMES)[number];

/** How long a day's counts are kept. */
export const EVENT_COUNTS_TTL_MS = 400 * 24 * 60 * 60 * 1000;

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && (EVENT_NAMES as readonly string[]).includes(name);
}

/** The storage key of one UTC day's counts. */
export function eventDayKey(day: string): string {
  return `events:${day}`;
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface EventRecorder {
  /** Counts one event; true when written now, false when kept until storage is back. */
  record(name: EventName): Promise<boolean>;
  /** Counts per event name of one UTC day. */
  countsOf(day: string): Promise<Record<string, number>>;
  /** Writes the counts kept during an outage; resolves to how many names and days still wait. */
  flush(): Promise<number>;
}

/** A write of `by` events that may or may not have been applied; sent again with the same id. */
interface Batch {
  id: string;
  by: number;
}

/** What waits for storage, for one name and day. */
interface Kept {
  /** The batch being sent, until storage confirms it. */
  batch?: Batch;
  /** Events refused since, not yet in a batch. */
  count: number;
}

export interface EventRecorderDeps {
  store: KeyValueStore;
  clock: Clock;
  logger: Logger;
  /** A fresh unique id per batch. */
  randomId: () => string;
}

export function createEventRecorder(deps: EventRecorderDeps): EventRecorder {
  /** `day name` -> events not yet written. */
  const pending = new Map<string, Kept>();
  let flushing: Promise<number> | undefined;
  const write = (day: string, name: string, by: number, id?: string) =>
    deps.store.incrementField(eventDayKey(day), name, by, { ttlMs: EVENT_COUNTS_TTL_MS, id });
  const keep = (day: string, name: EventName, error: unknown) => {
    const key = `${day} ${name}`;
    const kept = pending.get(key);
    if (kept) kept.count += 1;
    else {
      pending.set(key, { count: 1 });
      // Once per name and day, so an outage under load does not flood the log.
      deps.logger.warn({ event: name, err: errorName(error) }, 'events kept in memory until storage is back');
    }
  };
  /** Sends what waits for one name and day; false when storage refused (the batch is sent again next time). */
  const writeKept = async (day: string, name: string, kept: Kept): Promise<boolean> => {
    while (kept.batch || kept.count > 0) {
      if (!kept.batch) {
        kept.batch = { id: deps.randomId(), by: kept.count };
        kept.count = 0;
      }
      const batch = kept.batch;
      try {
        await write(day, name, batch.by, batch.id);
      } catch {
        return false;
      }
      kept.batch = undefined;
    }
    return true;
  };
  const writePending = async (): Promise<number> => {
    for (const [key, kept] of pending) {
      const [day, name] = key.split(' ');
      if (!(await writeKept(day, name, kept))) break;
      pending.delete(key);
    }
    return pending.size;
  };
  return {
    async record(name) {
      const day = utcDay(deps.clock());
      try {
        await write(day, name, 1);
        return true;
      } catch (error) {
        keep(day, name, error);
        return false;
      }
    },
    countsOf: (day) => deps.store.readCounters(eventDayKey(day)),
    flush() {
      // One flush at a time, or a count could be written twice.
      flushing ??= writePending().finally(() => (flushing = undefined));
      return flushing;
    },
  };
}
