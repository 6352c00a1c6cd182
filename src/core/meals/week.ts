/**
 * @module
 * Seven days of meals: each day planned for its own training and target, no
 * dish repeated within the week while the library allows, dishes in season first,
 * and the week's balance kept (`week-balance.ts`): legumes and fish three times each, oily fish
 * once, red and processed meat at most three times.
 */
import type { Language, Translate } from '../ports.js';
import type { Activity, DailyMealsRequest, NutritionTarget } from '../requests.js';
import type { MealLibrary } from './library.js';
import { weekFigures, type Eater, type ReviewedDay } from './plan-rules.js';
import { platesOfDishes } from './plates.js';
import { dayAsk, WEEK_NEEDS } from './week-balance.js';
import { chooseDay } from './planner.js';
import { targetMissedNote } from './reachable.js';
import {
  dayTotals,
  renderDay,
  splitDay,
  type MealSlot,
  type PlannedMeal,
  type PlannedNutrition,
  type SnackSlot,
} from './render-day.js';

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
  totals: PlannedNutrition;
  targetMet: boolean;
  /** Why the target was missed, when it was. */
  note?: string;
}

export interface WeekOptions {
  goal: DailyMealsRequest['goal'];
  usualActivity: DailyMealsRequest['usualActivity'];
  language: Language;
  variationSeed?: number;
  /** The month (1–12) the week is planned in, for the season. */
  month?: number;
  /** Who the week is for, where known (a woman of 50 or more needs a third dairy serving). */
  eater?: Eater;
}

export function planWeek(
  library: MealLibrary,
  days: readonly WeekDayRequest[],
  options: WeekOptions,
  t: Translate,
): PlannedDay[] {
  const used = new Set<string>();
  const reviewed: ReviewedDay[] = [];
  return days.map((day, index) => {
    const request: DailyMealsRequest = {
      ...options,
      target: day.target,
      activity: day.activity,
      variationSeed: (options.variationSeed ?? 0) * 7 + index,
    };
    const ask = dayAsk(library, reviewed, index, days.length);
    const figures = weekFigures(reviewed);
    const choice = chooseDay(library, request, day.target, {
      exclude: new Set([...used, ...ask.exclude]),
      month: options.month,
      eater: options.eater,
      require: ask.require,
      needs: ask.needs,
      limits: {
        redOrProcessed: Math.max(0, WEEK_NEEDS.redOrProcessed - figures.redOrProcessed),
        eggs: Math.max(0, WEEK_NEEDS.eggs - figures.eggs),
        // Half the week's cereals wholegrain: what the week is short of is shared by the days left.
        wholegrainMarginG: -figures.wholegrainMarginG / (days.length - index),
      },
    });
    for (const dish of choice.dishes) used.add(dish.id);
    reviewed.push({ plates: platesOfDishes(library, choice.slots, choice.dishes, choice.solution.grams) });
    const planned = renderDay(library, choice, options.language, t);
    return {
      day: t(`week.days.${WEEKDAYS[index]}`),
      activity: day.activity,
      target: day.target,
      ...splitDay(planned),
      totals: dayTotals(planned),
      targetMet: choice.solution.withinTolerance,
      ...(choice.solution.withinTolerance
        ? {}
        : { note: targetMissedNote(day.target, options.language, t, choice.solution.totals) }),
    };
  });
}
