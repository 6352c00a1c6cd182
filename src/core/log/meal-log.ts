/**
 * @module
 * What a person ate, by day: one storage record per chat, pruned to the last 90 days on each write
 * and kept 90 days after the last one, so `/forget` removes it with one key. A write replaces the
 * record only if nobody wrote it since it was read (compare-and-set), so two meals logged at once
 * (a double tap, two instances) are both kept.
 */
import { CoachError } from '../errors.js';
import type { KeyValueStore } from '../ports.js';
import type { NutritionTarget } from '../requests.js';

/** One food eaten, with what it brought. */
export interface LoggedItem {
  name: string;
  grams: number;
  /** The amount as a volume, for a drink or an oil: shown instead of the grams. */
  millilitres?: number;
  calories: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
}

/** Days logs are kept for. */
export const LOG_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Reads and writes tried before a contended add gives up; one person's messages rarely race more than once. */
const ADD_ATTEMPTS = 8;

/** A logged day: what was eaten, and the target the day was logged against. */
export interface LoggedDay {
  items: LoggedItem[];
  target: NutritionTarget;
}

type Days = Record<string, LoggedDay>;

export function mealLogKey(chat: string): string {
  return `log:${chat}`;
}

export interface MealLog {
  /** Adds what was eaten on `day` (an ISO date), against that day's target. */
  add(chat: string, day: string, items: readonly LoggedItem[], target: NutritionTarget): Promise<void>;
  /** What was eaten on `day`. */
  day(chat: string, day: string): Promise<LoggedItem[]>;
  /** The logged days among the `count` days up to `day`, oldest first. */
  lastDays(chat: string, day: string, count: number): Promise<(LoggedDay & { day: string })[]>;
}

export function createMealLog(store: KeyValueStore): MealLog {
  const parse = (raw: string | undefined): Days => (raw ? (JSON.parse(raw) as Days) : {});
  const read = async (chat: string): Promise<Days> => parse(await store.get(mealLogKey(chat)));
  return {
    async add(chat, day, items, target) {
      const oldest = daysBefore(day, LOG_DAYS - 1);
      for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt++) {
        const raw = await store.get(mealLogKey(chat));
        const kept: Days = Object.fromEntries(Object.entries(parse(raw)).filter(([logged]) => logged >= oldest));
        kept[day] = { items: [...(kept[day]?.items ?? []), ...items], target };
        const next = JSON.stringify(kept);
        if (await store.compareAndSet(mealLogKey(chat), raw, next, { ttlMs: LOG_DAYS * DAY_MS })) return;
      }
      throw new CoachError('upstream_unavailable', { cause: new Error('the meal log kept changing under the write') });
    },
    async day(chat, day) {
      return (await read(chat))[day]?.items ?? [];
    },
    async lastDays(chat, day, count) {
      const first = daysBefore(day, count - 1);
      return Object.entries(await read(chat))
        .filter(([logged]) => logged >= first && logged <= day)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([logged, entry]) => ({ day: logged, ...entry }));
    },
  };
}

const daysBefore = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS).toISOString().slice(0, 10);

/** The energy and macros of the items together. */
export function totalOf(items: readonly LoggedItem[]): NutritionTarget {
  const sum = (key: keyof NutritionTarget) => Math.round(items.reduce((total, item) => total + item[key], 0));
  return {
    calories: sum('calories'),
    proteinG: sum('proteinG'),
    carbohydrateG: sum('carbohydrateG'),
    fatG: sum('fatG'),
  };
}
