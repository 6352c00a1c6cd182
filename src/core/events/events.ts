/**
 * @module
 * Anonymous product events: which names count, and how they are counted
 * (per name and UTC day). Recording never fails its caller, and a storage
 * outage loses nothing: the counts it refused are kept in memory, added up
 * per name and day (so the backlog stays small however long the outage),
 * and written by `flush` once storage is back.
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

export function createEventRecorder(deps: { store: KeyValueStore; clock: Clock; logger: Logger }): EventRecorder {
  /** `day name` -> events not yet written. */
  const pending = new Map<string, number>();
  let flushing: Promise<number> | undefined;
  const write = (day: string, name: string, by: number) =>
    deps.store.incrementField(eventDayKey(day), name, by, { ttlMs: EVENT_COUNTS_TTL_MS });
  const keep = (day: string, name: EventName, error: unknown) => {
    const key = `${day} ${name}`;
    const before = pending.get(key);
    pending.set(key, (before ?? 0) + 1);
    // Once per name and day, so an outage under load does not flood the log.
    if (before === undefined)
      deps.logger.warn({ event: name, err: errorName(error) }, 'events kept in memory until storage is back');
  };
  const writePending = async (): Promise<number> => {
    for (const [key, by] of pending) {
      const [day, name] = key.split(' ');
      try {
        await write(day, name, by);
      } catch {
        break;
      }
      // Events kept while this write was in flight stay pending.
      const left = (pending.get(key) ?? by) - by;
      if (left > 0) pending.set(key, left);
      else pending.delete(key);
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
