/**
 * @module
 * Seven days of meals: each day planned for its own training and target, no
 * dish repeated within the week while the library allows, dishes in season first,
 * and at least two lunches of legumes (the Mediterranean pattern's two to four a week).
 */
import type { Language, Translate } from '../ports.js';
import type { Activity, DailyMealsRequest, NutritionTarget } from '../requests.js';
import type { MealLibrary } from './library.js';
import { chooseDay } from './planner.js';
import { dayTotals, renderDay, splitDay, type MealSlot, type PlannedMeal, type SnackSlot } from './render-day.js';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export interface WeekDayRequest {
  activity: Activity;
  target: NutritionTarget;
}

export interface PlannedDay {
  day: string;
  activity: Activity;
  target: NutritionTarget;
  /** Breakfast, lunch and dinner. */
  meals: (PlannedMeal & { slot: MealSlot })[];
  /** The day's snacks, in the order of the day. */
  snacks: (PlannedMeal & { slot: SnackSlot })[];
  totals: NutritionTarget;
  targetMet: boolean;
}

export interface WeekOptions {
  goal: DailyMealsRequest['goal'];
  usualActivity: DailyMealsRequest['usualActivity'];
  language: Language;
  variationSeed?: number;
  /** The month (1–12) the week is planned in, for the season. */
  month?: number;
}

/** Legume meals a week holds at least. */
export const LEGUME_MEALS_PER_WEEK = 2;
/** The days whose lunch is a legume dish while the week lacks them: Monday and Thursday, then whatever is left. */
const LEGUME_DAYS = new Set([0, 3]);

export function planWeek(
  library: MealLibrary,
  days: readonly WeekDayRequest[],
  options: WeekOptions,
  t: Translate,
): PlannedDay[] {
  const used = new Set<string>();
  let legumes = 0;
  return days.map((day, index) => {
    const request: DailyMealsRequest = {
      ...options,
      target: day.target,
      activity: day.activity,
      variationSeed: (options.variationSeed ?? 0) * 7 + index,
    };
    const short = LEGUME_MEALS_PER_WEEK - legumes;
    const needLegumes = short > 0 && (LEGUME_DAYS.has(index) || days.length - index <= short);
    const choice = chooseDay(library, request, day.target, {
      exclude: used,
      month: options.month,
      ...(needLegumes ? { require: { lunch: 'legume' } } : {}),
    });
    for (const dish of choice.dishes) used.add(dish.id);
    legumes += choice.dishes.filter((dish) => dish.tags.includes('legume') && dish.slot !== 'snack').length;
    const planned = renderDay(library, choice, options.language, t);
    return {
      day: t(`week.days.${WEEKDAYS[index]}`),
      activity: day.activity,
      target: day.target,
      ...splitDay(planned),
      totals: dayTotals(planned),
      targetMet: choice.solution.withinTolerance,
    };
  });
}
