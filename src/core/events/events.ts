/**
 * @module
 * Anonymous product events: which names count, and how they are counted
 * (per name and UTC day). Recording never fails its caller.
 */
import type { Clock, KeyValueStore, Logger } from '../ports.js';

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
  /** Counts one event; true when counted, false when discarded (a storage outage included). */
  record(name: EventName): Promise<boolean>;
  /** Counts per event name of one UTC day. */
  countsOf(day: string): Promise<Record<string, number>>;
}

export function createEventRecorder(deps: { store: KeyValueStore; clock: Clock; logger: Logger }): EventRecorder {
  return {
    async record(name) {
      try {
        await deps.store.incrementField(eventDayKey(utcDay(deps.clock())), name, 1, { ttlMs: EVENT_COUNTS_TTL_MS });
        return true;
      } catch (error) {
        deps.logger.warn({ event: name, err: errorName(error) }, 'event discarded: storage unavailable');
        return false;
      }
    },
    countsOf: (day) => deps.store.readCounters(eventDayKey(day)),
  };
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
