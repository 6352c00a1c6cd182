/**
 * @module
 * Seven days of meals: each day planned for its own training and target, no
 * dish repeated in a slot within the week while the library allows.
 */
import type { Language, Translate } from '../ports.js';
import type { Activity, DailyMealsRequest, NutritionTarget } from '../requests.js';
import type { MealLibrary } from './library.js';
import { chooseDay } from './planner.js';
import { dayTotals, renderDay, type PlannedMeal } from './render-day.js';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export interface WeekDayRequest {
  activity: Activity;
  target: NutritionTarget;
}

export interface PlannedDay {
  day: string;
  activity: Activity;
  target: NutritionTarget;
  meals: PlannedMeal[];
  totals: NutritionTarget;
  targetMet: boolean;
}

export interface WeekOptions {
  goal: DailyMealsRequest['goal'];
  usualActivity: DailyMealsRequest['usualActivity'];
  language: Language;
  variationSeed?: number;
}

export function planWeek(library: MealLibrary, days: readonly WeekDayRequest[], options: WeekOptions, t: Translate): PlannedDay[] {
  const used = new Set<string>();
  return days.map((day, index) => {
    const request: DailyMealsRequest = { ...options, target: day.target, activity: day.activity, variationSeed: (options.variationSeed ?? 0) * 7 + index };
    const choice = chooseDay(library, request, day.target, { exclude: used });
    for (const dish of choice.dishes) used.add(dish.id);
    const meals = renderDay(library, choice, options.language, t);
    return {
      day: t(`week.days.${WEEKDAYS[index]}`),
      activity: day.activity,
      target: day.target,
      meals,
      totals: dayTotals(meals),
      targetMet: choice.solution.withinTolerance,
    };
  });
}
