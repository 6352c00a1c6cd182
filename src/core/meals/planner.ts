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
  /** Most dish combinations to try. Defaults to 100: single days nearly always succeed within the first 30. */
  maxAttempts?: number;
  /** Dishes not to use, e.g. those already in the week. */
  exclude?: ReadonlySet<string>;
}

export interface DayChoice {
  dishes: [Dish, Dish, Dish];
  solution: Solution;
}

/**
 * The dishes of a slot in the order this request tries them: those that can
 * carry the slot's share of the target on their own first, in an order drawn
 * from the seed (preferred tags move a few places up), then the rest, closest
 * first. So an unusual target still reaches fitting dishes early.
 */
export function dishOrder(library: MealLibrary, request: DailyMealsRequest, slot: Slot, target: NutritionTarget, exclude?: ReadonlySet<string>): Dish[] {
  const random = seededRandom(hashSeed(request.variationSeed ?? 0, slot));
  const candidates = library.dishes.filter((dish) => dish.slot === slot);
  const allowed = exclude ? candidates.filter((dish) => !exclude.has(dish.id)) : candidates;
  const pool = allowed.length > 0 ? allowed : candidates;
  const preferred = preferredTags(request.activity, slot, request.goal);
  const share = MEAL_SHARES[request.activity][SLOTS.indexOf(slot)];
  const slotTarget = scaleTarget(target, share);
  const fruit = DESSERT_FRUITS[Math.floor(random() * DESSERT_FRUITS.length)];
  const keyed = shuffled(pool, random).map((plain, index) => {
    const dish = withExtras(plain, fruit);
    const fit = solvePortions(portionsOf(library, [dish], scalingFor(target)), slotTarget, { mealShares: [1] });
    return { dish, fits: fit.withinTolerance, score: fit.score, key: index - 3 * preferred.filter((tag) => dish.tags.includes(tag)).length };
  });
  keyed.sort((a, b) => (a.fits === b.fits ? (a.fits ? a.key - b.key : a.score - b.score) : a.fits ? -1 : 1));
  return keyed.map((entry) => entry.dish);
}

function scaleTarget(target: NutritionTarget, share: number): NutritionTarget {
  return { calories: target.calories * share, proteinG: target.proteinG * share, carbohydrateG: target.carbohydrateG * share, fatG: target.fatG * share };
}

/** Fruit for dessert, as a Catalan lunch or dinner ends: optional, drawn from the seed. */
export const DESSERT_FRUITS = ['orange', 'apple', 'mandarin', 'pear', 'banana'] as const;
const DESSERT_MAX_G = 400;
/** Dessert fruit comes in pieces worth eating, not a few grams for fine tuning. */
const DESSERT_STEP_G = 40;
/** Honey, on breakfast bread or yogurt and over dessert fruit: carbohydrate with no protein or fat. */
const HONEY = { food: 'honey', role: 'extra', minG: 0, maxG: 60, stepG: 10, optional: true } as const;
/** A glass of fresh orange juice with breakfast: the other near protein-free carbohydrate a big training day may need. */
const JUICE = { food: 'apple-juice', role: 'extra', minG: 0, maxG: 330, stepG: 55, optional: true } as const;

/**
 * A dish as planned: its own components, plus optional extras that let an
 * unusual target be met: honey at breakfast, fruit (with honey) for dessert
 * at lunch and dinner. Each stays at 0 g unless the target needs it.
 */
export function withExtras(dish: Dish, fruit: string): Dish {
  const has = (food: string) => dish.components.some((component) => component.food === food);
  const extras: Dish['components'][number][] = [];
  if (dish.slot !== 'breakfast' && !dish.components.some((component) => component.role === 'fruit')) {
    extras.push({ food: fruit, role: 'fruit', minG: 0, maxG: DESSERT_MAX_G, stepG: DESSERT_STEP_G, optional: true });
  }
  if (!has(HONEY.food)) extras.push(HONEY);
  if (!has(JUICE.food)) extras.push(JUICE);
  return extras.length === 0 ? dish : { ...dish, components: [...dish.components, ...extras] };
}

/** How the day's target reshapes the plates' bounds. */
export interface Scaling {
  /** Carbohydrate and fat portions stretch on big days: 5,000 kcal cannot be eaten from everyday plates. */
  stretch: number;
  /** Side vegetables and extras may shrink on a very low-carbohydrate day, whose ±5 g they would use up. */
  sideMinimum: number;
  /** Protein portions may shrink on a very low-protein day, such as a carbohydrate-loading day. */
  proteinMinimum: number;
}

export function scalingFor(target: NutritionTarget): Scaling {
  return {
    stretch: Math.min(2.2, Math.max(1, target.calories / 2700)),
    sideMinimum: Math.min(1, target.carbohydrateG / 150),
    proteinMinimum: Math.min(1, target.proteinG / 120),
  };
}

const SIDE_ROLES = new Set(['veg', 'fruit', 'extra']);

/** Builds the solver's portions for some dishes. */
export function portionsOf(library: MealLibrary, dishes: readonly Dish[], scaling: Scaling = { stretch: 1, sideMinimum: 1, proteinMinimum: 1 }): Portion[] {
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
      const stretches = component.role === 'carb' || component.role === 'fat' || component.food === HONEY.food || component.food === JUICE.food;
      const maxG = stretches ? component.maxG * scaling.stretch : component.maxG;
      const minG = component.minG * (SIDE_ROLES.has(component.role) ? scaling.sideMinimum : component.role === 'protein' ? scaling.proteinMinimum : 1);
      return { perGram, minG, maxG, stepG: component.stepG, meal, optional: component.optional === true };
    }),
  );
}

/** The three dishes and portions that best meet the target. */
export function chooseDay(library: MealLibrary, request: DailyMealsRequest, target: NutritionTarget, options: PlanOptions = {}): DayChoice {
  const orders = SLOTS.map((slot) => dishOrder(library, request, slot, target, options.exclude));
  if (orders.some((order) => order.length === 0)) throw new Error('the dish library lacks a slot');
  const shares = MEAL_SHARES[request.activity];
  const maxAttempts = options.maxAttempts ?? 100;
  let best: DayChoice | undefined;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const dishes = pickTriple(orders, attempt);
    const solution = solvePortions(portionsOf(library, dishes, scalingFor(target)), target, { mealShares: shares });
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
