/**
 * @module
 * Plans a day: three dishes, one per slot, with portions solved so the day
 * meets the target. Dishes are tried in an order drawn from the variation
 * seed and biased by the day's training; the first day within tolerance wins,
 * else the closest one.
 */
import { hashSeed, seededRandom, shuffled } from '../random.js';
import type { Activity, DailyMealsRequest, NutritionTarget } from '../requests.js';
import { SLOTS, type Dish, type MealLibrary, type Slot } from './library.js';
import { solvePortions, type Portion, type Solution } from './solver.js';

/** Share of the day's energy per slot, by today's training. */
export const MEAL_SHARES: Record<Activity, readonly [number, number, number]> = {
  rest: [0.25, 0.4, 0.35],
  walk: [0.25, 0.4, 0.35],
  pilates: [0.25, 0.4, 0.35],
  // Fuel before and around a run; a bigger recovery dinner after lifting.
  run: [0.3, 0.4, 0.3],
  strength: [0.25, 0.35, 0.4],
};

/** Tags a slot prefers on a given day. */
function preferredTags(activity: Activity, slot: Slot, goal: DailyMealsRequest['goal']): string[] {
  const tags: string[] = [];
  if ((activity === 'run' || activity === 'strength') && slot !== 'dinner') tags.push('training-fuel');
  if (activity === 'strength' || goal === 'gain') tags.push('high-protein');
  if ((activity === 'rest' || goal === 'lose') && slot === 'dinner') tags.push('light');
  return tags;
}

export interface PlanOptions {
  /** Most dish combinations to try. Defaults to 80. */
  maxAttempts?: number;
  /** Dishes not to use, e.g. those already in the week. */
  exclude?: ReadonlySet<string>;
}

export interface DayChoice {
  dishes: [Dish, Dish, Dish];
  solution: Solution;
}

/** The dishes of a slot in the order this request tries them. */
export function dishOrder(library: MealLibrary, request: DailyMealsRequest, slot: Slot, exclude?: ReadonlySet<string>): Dish[] {
  const random = seededRandom(hashSeed(request.variationSeed ?? 0, slot));
  const candidates = library.dishes.filter((dish) => dish.slot === slot);
  const allowed = exclude ? candidates.filter((dish) => !exclude.has(dish.id)) : candidates;
  const pool = allowed.length > 0 ? allowed : candidates;
  const preferred = preferredTags(request.activity, slot, request.goal);
  // A preferred dish moves up a few places; the seed still decides among them.
  const keyed = shuffled(pool, random).map((dish, index) => ({ dish, key: index - 3 * preferred.filter((tag) => dish.tags.includes(tag)).length }));
  return keyed.sort((a, b) => a.key - b.key).map((entry) => entry.dish);
}

/** Builds the solver's portions for three dishes. */
export function portionsOf(library: MealLibrary, dishes: readonly Dish[]): Portion[] {
  return dishes.flatMap((dish, meal) =>
    dish.components.map((component) => {
      const food = library.foods.get(component.food);
      if (!food) throw new Error(`dish ${dish.id} uses unknown food ${component.food}`);
      const perGram = {
        kcal: food.per100g.kcal / 100,
        proteinG: food.per100g.proteinG / 100,
        carbohydrateG: food.per100g.carbohydrateG / 100,
        fatG: food.per100g.fatG / 100,
      };
      return { perGram, minG: component.minG, maxG: component.maxG, stepG: component.stepG, meal };
    }),
  );
}

/** The three dishes and portions that best meet the target. */
export function chooseDay(library: MealLibrary, request: DailyMealsRequest, target: NutritionTarget, options: PlanOptions = {}): DayChoice {
  const orders = SLOTS.map((slot) => dishOrder(library, request, slot, options.exclude));
  if (orders.some((order) => order.length === 0)) throw new Error('the dish library lacks a slot');
  const shares = MEAL_SHARES[request.activity];
  const maxAttempts = options.maxAttempts ?? 80;
  let best: DayChoice | undefined;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const dishes = pickTriple(orders, attempt);
    const solution = solvePortions(portionsOf(library, dishes), target, { mealShares: shares });
    if (!best || solution.score < best.solution.score) best = { dishes, solution };
    if (solution.withinTolerance) return { dishes, solution };
  }
  return best as DayChoice;
}

/** Walks the combinations diagonally, so early attempts change every slot. */
function pickTriple(orders: Dish[][], attempt: number): [Dish, Dish, Dish] {
  const [breakfasts, lunches, dinners] = orders;
  const round = Math.floor(attempt / Math.min(breakfasts.length, lunches.length, dinners.length));
  return [
    breakfasts[attempt % breakfasts.length],
    lunches[(attempt + round) % lunches.length],
    dinners[(attempt + 2 * round) % dinners.length],
  ];
}
