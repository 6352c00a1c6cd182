/**
 * @module
 * Changing one meal of a planned day: the place's dish is replaced and every portion solved again,
 * so the day still meets its target while the other dishes stay.
 */
import type { NutritionTarget, DailyMealsRequest } from '../requests.js';
import type { MealLibrary } from './library.js';
import { missesOf } from './day-misses.js';
import { dishOrder, sharesFor, type DayChoice, type PlanOptions } from './planner.js';
import { portionsOf, scalingFor } from './plate-bounds.js';
import { solvePortions } from './solver.js';

/** The meals a person can change; snacks follow the day. */
export const SWAPPABLE = ['breakfast', 'lunch', 'dinner'] as const;
export type SwappableSlot = (typeof SWAPPABLE)[number];

/** How many times each meal was changed: the n-th change of a place brings its n-th alternative. */
export type MealSwaps = Partial<Record<SwappableSlot, number>>;

/** Alternatives tried for one change before the closest day is kept. */
const MAX_TRIES = 30;

/**
 * The day with the dishes of the changed places replaced. The n-th change of a place brings the n-th
 * dish of the place's order (other than the planned one) with which the day still meets the target
 * and keeps the plan rules, so each change brings another dish; the closest day when too few do. The
 * other dishes stay.
 */
export function swapMeals(
  library: MealLibrary,
  request: DailyMealsRequest,
  target: NutritionTarget,
  day: DayChoice,
  swaps: MealSwaps,
  options: PlanOptions = {},
): DayChoice {
  const shares = sharesFor(day.slots, request.activity);
  let current = day;
  for (const slot of SWAPPABLE) {
    const count = swaps[slot] ?? 0;
    const index = day.slots.indexOf(slot);
    if (count < 1 || index < 0) continue;
    const order = dishOrder(library, request, slot, shares[index], target, options);
    const planned = day.dishes[index].id;
    const alternatives = Array.from({ length: order.length }, (_, i) => order.at(i)).filter(
      (dish) => dish.id !== planned,
    );
    let best: DayChoice | undefined;
    let kept = 0;
    for (let k = 0; k < Math.min(alternatives.length, MAX_TRIES + count); k++) {
      const dish = alternatives[k];
      const dishes = current.dishes.map((other, i) => (i === index ? dish : other));
      const solution = solvePortions(portionsOf(library, dishes, scalingFor(target)), target, { mealShares: shares });
      const misses = missesOf(library, current.slots, dishes, solution.grams, options.eater);
      const swapped = { slots: current.slots, dishes, solution, misses };
      if (solution.withinTolerance && misses === 0 && ++kept === count) {
        best = swapped;
        break;
      }
      if (!best || misses < best.misses || (misses === best.misses && solution.score < best.solution.score))
        best = swapped;
    }
    if (best) current = best;
  }
  return current;
}
