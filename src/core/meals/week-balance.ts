/**
 * @module
 * What a week still needs as it is planned day by day, so the seven days keep the week rules of
 * `plan-rules.ts`: legumes at three main meals, fish at three with one oily, red and processed
 * meat at most three times, at most seven eggs, no main protein more than twice. Each day asks for
 * what is short on the days set aside for it (or on the days left), and leaves out the dishes that
 * would go past a limit.
 */
import { isRedOrProcessed, mainProteinOf, proteinKind } from './food-groups.js';
import type { Dish, MealLibrary } from './library.js';
import { weekFigures, type ReviewedDay } from './plan-rules.js';
import type { DaySlot } from './planner.js';

export const WEEK_NEEDS = {
  legumeMeals: 3,
  fishMeals: 3,
  oilyFishMeals: 1,
  redOrProcessed: 3,
  eggs: 7,
  sameProtein: 2,
};
/** Lunches that are legume dishes while the week lacks them: Monday, Wednesday, Friday. */
const LEGUME_DAYS = new Set([0, 2, 4]);
/** Dinners that are fish while the week lacks them: Tuesday, Thursday, Saturday; the first one oily. */
const FISH_DAYS = new Set([1, 3, 5]);

/** What one dish brings to the week's counts, worked out once per dish. */
interface DishFacts {
  redOrProcessed: boolean;
  eggs: number;
  protein?: string;
}

const factsByLibrary = new WeakMap<MealLibrary, Map<string, DishFacts>>();

function factsOf(library: MealLibrary, dish: Dish): DishFacts {
  let known = factsByLibrary.get(library);
  if (!known) factsByLibrary.set(library, (known = new Map<string, DishFacts>()));
  let facts = known.get(dish.id);
  if (!facts) {
    const foods = dish.components.map((component) => ({ component, food: library.foods.get(component.food)! }));
    // The main protein as the dish is usually served, its foods halfway between their least and most.
    const protein = mainProteinOf(
      foods
        .filter(({ component }) => !component.course)
        .map(({ component, food }) => ({ food, grams: (component.minG + component.maxG) / 2 })),
    );
    facts = {
      redOrProcessed: foods.some(
        ({ component, food }) => !component.optional && component.maxG > 0 && isRedOrProcessed(food),
      ),
      eggs: foods.reduce(
        (sum, { component, food }) => (food.id === 'egg' ? sum + component.minG / food.gramsPerUnit : sum),
        0,
      ),
      protein: protein && proteinKind(protein),
    };
    known.set(dish.id, facts);
  }
  return facts;
}

export interface DayAsk {
  require: Partial<Record<DaySlot, string>>;
  /** What the day's lunch or dinner must bring. */
  needs: { legumes?: boolean; fish?: boolean; oilyFish?: boolean };
  /** Dishes to leave out today, beside those already in the week. */
  exclude: Set<string>;
}

/**
 * What day `index` of `length` asks for, given the days planned so far: the tags its lunch and
 * dinner should carry and the dishes that would break a limit.
 */
export function dayAsk(library: MealLibrary, planned: readonly ReviewedDay[], index: number, length: number): DayAsk {
  const figures = weekFigures(planned);
  const left = length - index;
  const require: DayAsk['require'] = {};
  const needs: DayAsk['needs'] = {};
  const legumesShort = WEEK_NEEDS.legumeMeals - figures.legumeMeals;
  if (legumesShort > 0 && (LEGUME_DAYS.has(index) || left <= legumesShort)) {
    require.lunch = 'legume';
    needs.legumes = true;
  }
  const fishShort = WEEK_NEEDS.fishMeals - figures.fishMeals;
  const oilyShort = WEEK_NEEDS.oilyFishMeals - figures.oilyFishMeals;
  if ((fishShort > 0 && (FISH_DAYS.has(index) || left <= fishShort)) || (oilyShort > 0 && left <= 3)) {
    require.dinner = oilyShort > 0 ? 'oily-fish' : 'fish';
    needs.fish = true;
    needs.oilyFish = oilyShort > 0;
  }
  const exclude = new Set<string>();
  const kinds = figures.proteins;
  // Once the week's three plates of red meat and cold cuts are used, none is offered; a day's own
  // count against what is left is held by the planner (`PlanOptions.limits`).
  const redLeft = WEEK_NEEDS.redOrProcessed - figures.redOrProcessed;
  for (const dish of library.dishes) {
    const facts = factsOf(library, dish);
    if (facts.redOrProcessed && redLeft < 1) exclude.add(dish.id);
    if (facts.eggs > 0 && figures.eggs + facts.eggs > WEEK_NEEDS.eggs) exclude.add(dish.id);
    if (
      (dish.slot === 'lunch' || dish.slot === 'dinner') &&
      facts.protein &&
      (kinds.get(facts.protein) ?? 0) >= WEEK_NEEDS.sameProtein
    )
      exclude.add(dish.id);
  }
  return { require, needs, exclude };
}
