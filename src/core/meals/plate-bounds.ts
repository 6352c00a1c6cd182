/**
 * @module
 * The bounds of a plate's portions for the solver: each component's least, most and step from its
 * dish, held to the plate caps (`portion-rules.ts`) and to the plate rules a box can hold — a bread
 * plate's topping within what its bread carries, oil within 35 % of the plate, a named vegetable
 * over its potato, whole eggs, no token amounts — and stretched or shrunk by the day's target.
 */
import {
  isBread,
  isBreadTopping,
  isCannedFish,
  isColdCut,
  isFreshFruit,
  isOil,
  isPotato,
  isSoup,
  isSpoonfulFood,
} from './food-groups.js';
import type { Dish, DishComponent, DishSlot, FoodInfo, MealLibrary } from './library.js';
import { capOf, ONE_FRUIT_MAX_G, ONE_VEGETABLE_MAX_G, SWEETENERS, titleMinimumG } from './portion-rules.js';
import type { NutritionTarget } from '../requests.js';
import type { Portion } from './solver.js';

/** How the day's target reshapes the plates' bounds. */
export interface Scaling {
  /** Carbohydrate and fat portions stretch on big days, up to the per-meal caps. */
  stretch: number;
  /**
   * A dish's own garnish and fruit (not its vegetables, which the vegetable rule counts, nor an added
   * course) may shrink on a very low-carbohydrate day, whose ±5 g they would use up.
   */
  sideMinimum: number;
  /** A protein the dish is not named after may shrink on a very low-protein day. */
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
/** A cooked plate has at least a teaspoon of oil: "oli 1 ml" is not a quantity anyone measures. */
const COOKING_OIL_MIN_G = 5;
/** Honey or jam on a breakfast or a snack: a spoonful, never a sweetener for the day's energy. */
const SWEETENER_MAX_G = 20;

/** Builds the solver's portions for some dishes, one meal index per dish. */
export function portionsOf(
  library: MealLibrary,
  dishes: readonly Dish[],
  scaling: Scaling = { stretch: 1, sideMinimum: 1, proteinMinimum: 1 },
): Portion[] {
  return dishes.flatMap((dish, meal) =>
    rulesOf(library, dish).map((rule) => {
      // Snacks stay snacks: a big day gets a second one, not a bigger one.
      let maxG = rule.stretches ? rule.maxG * scaling.stretch : rule.maxG;
      if (rule.capG !== undefined) maxG = Math.min(maxG, rule.capG);
      if (rule.sweetener) maxG = Math.min(maxG, SWEETENER_MAX_G);
      const scaled =
        rule.minG *
        (rule.shrinks === 'side' ? scaling.sideMinimum : rule.shrinks === 'protein' ? scaling.proteinMinimum : 1);
      // What the dish is named after keeps a real portion, whatever the target.
      const least = rule.titleLeastG ?? (rule.cookingOil ? Math.max(scaled, COOKING_OIL_MIN_G) : scaled);
      return {
        perGram: rule.perGram,
        minG: Math.min(maxG, least),
        maxG,
        stepG: rule.stepG,
        meal,
        optional: rule.optional,
      };
    }),
  );
}

/** What a dish's portions are built from whatever the target, worked out once per dish and library. */
interface PortionRule {
  perGram: Portion['perGram'];
  stretches: boolean;
  maxG: number;
  /** The dish's share of its kind's cap: a cap holds for a kind of food on the plate, so two foods of a kind share it. */
  capG?: number;
  sweetener: boolean;
  minG: number;
  shrinks: 'side' | 'protein' | 'none';
  titleLeastG?: number;
  cookingOil: boolean;
  stepG: number;
  optional: boolean;
}

const rulesByLibrary = new WeakMap<MealLibrary, WeakMap<Dish, PortionRule[]>>();

function rulesOf(library: MealLibrary, dish: Dish): PortionRule[] {
  const known = rulesByLibrary.get(library) ?? new WeakMap<Dish, PortionRule[]>();
  rulesByLibrary.set(library, known);
  let rules = known.get(dish);
  if (!rules) known.set(dish, (rules = portionRules(library, dish)));
  return rules;
}

/**
 * What one component's portion is built from on its own (its kind's cap not yet shared): worked out
 * once per component, slot and soup, since the planner composes the same components into many meals.
 */
function componentRule(food: FoodInfo, component: DishComponent, slot: DishSlot, soup: boolean): ComponentRule {
  let known = componentRules.get(component);
  if (!known) componentRules.set(component, (known = new Map<string, ComponentRule>()));
  const key = `${slot}|${soup ? 1 : 0}`;
  let rule = known.get(key);
  if (rule) return rule;
  const added = component.course !== undefined;
  const cap = capOf(food, slot);
  let capG: number | undefined;
  if (isFreshFruit(food)) capG = ONE_FRUIT_MAX_G;
  if (food.category === 'vegetable' && !soup) capG = Math.min(capG ?? Infinity, ONE_VEGETABLE_MAX_G);
  // Eggs come whole; milk and drinks by the 25 ml a glass is marked in, so "252 ml" reads "250 ml".
  const unit = WHOLE_UNITS.has(food.id)
    ? food.gramsPerUnit
    : food.unit === 'ml' && (food.category === 'dairy' || food.category === 'drink')
      ? POURED_ML * food.gramsPerUnit
      : undefined;
  const small = isSpoonfulFood(food);
  let minG = component.minG;
  let stepG = unit ?? component.stepG;
  // No token amounts: a food that is not a spoonful by nature is absent or at least 10 g.
  if (!small && !unit) {
    if (minG > 0 && minG < TOKEN_G) minG = TOKEN_G;
    if (minG < TOKEN_G && stepG < TOKEN_G) stepG = TOKEN_G;
  }
  if (unit) minG = Math.ceil(minG / unit - 1e-9) * unit;
  rule = {
    perGram: {
      kcal: food.per100g.kcal / 100,
      proteinG: food.per100g.proteinG / 100,
      carbohydrateG: food.per100g.carbohydrateG / 100,
      fatG: food.per100g.fatG / 100,
    },
    stretches: (component.role === 'carb' || component.role === 'fat') && slot !== 'snack' && !added,
    maxG: component.maxG,
    capG,
    cap: cap && { id: cap.id, maxG: cap.maxG },
    sweetener: SWEETENERS.has(food.id),
    minG,
    shrinks:
      added || component.role === 'veg'
        ? 'none'
        : SIDE_ROLES.has(component.role)
          ? 'side'
          : component.role === 'protein'
            ? 'protein'
            : 'none',
    titleLeastG: component.title && !added ? Math.max(minG, titleMinimumG(food, slot)) : undefined,
    cookingOil: food.category === 'oil' && (slot === 'lunch' || slot === 'dinner'),
    stepG,
    optional: component.optional === true,
  };
  known.set(key, rule);
  return rule;
}
type ComponentRule = PortionRule & { cap?: { id: string; maxG: number } };
const componentRules = new WeakMap<DishComponent, Map<string, ComponentRule>>();

function portionRules(library: MealLibrary, dish: Dish): PortionRule[] {
  const foods = dish.components.map((component) => {
    const food = library.foods.get(component.food);
    if (!food) throw new Error(`dish ${dish.id} uses unknown food ${component.food}`);
    return food;
  });
  const soup = isSoup(dish);
  const own = dish.components.map((component, i) => componentRule(foods[i], component, dish.slot, soup));
  // A kind's cap holds for the plate, so the foods of one kind share it.
  const rules = own.map(({ cap, ...rule }): PortionRule => {
    if (!cap) return { ...rule };
    const share = cap.maxG / own.filter((other) => other.cap?.id === cap.id).length;
    return { ...rule, capG: Math.min(rule.capG ?? Infinity, share) };
  });
  holdBreadTopping(dish, foods, rules);
  holdOilShare(foods, rules);
  holdNamedVegetable(dish, foods, rules);
  return rules;
}

const TOKEN_G = 10;
/** Millilitres a poured drink is measured in. */
const POURED_ML = 25;
/** Foods served in whole units whatever the recipe's step: eggs and egg whites. */
const WHOLE_UNITS = new Set(['egg', 'egg-white']);
/** What goes on a slice of bread is at most this many times the bread's weight; cold cuts and canned fish have their own caps. */
const TOPPING_PER_BREAD = 2.5;
const BREAD_TOPPING_CAPS = { coldCuts: 100, cannedFish: 120 };
/** Bread a topping may ask for before the topping shrinks instead. */
const BREAD_FOR_TOPPING_G = 60;

/**
 * A bread plate (a sandwich, toast, pa amb tomàquet) keeps its topping within what the bread can
 * carry: the bread's least grows (to 60 g) when the topping needs it, and past that the topping's
 * most shrink, so whatever grams the solver picks, the plate holds.
 */
function holdBreadTopping(dish: Dish, foods: readonly FoodInfo[], rules: PortionRule[]): void {
  const breadAt = dish.components.findIndex(
    (component, i) => component.title && isBread(foods[i]) && !component.course,
  );
  if (breadAt < 0) return;
  const bread = rules[breadAt];
  const most = (i: number) => Math.min(rules[i].maxG, rules[i].capG ?? Infinity);
  const fillings = dish.components
    .map((component, i) => i)
    .filter((i) => i !== breadAt && !dish.components[i].course && isBreadTopping(foods[i]));
  fillings.forEach((i) => {
    if (isColdCut(foods[i])) rules[i].capG = Math.min(rules[i].capG ?? Infinity, BREAD_TOPPING_CAPS.coldCuts);
    if (isCannedFish(foods[i])) rules[i].capG = Math.min(rules[i].capG ?? Infinity, BREAD_TOPPING_CAPS.cannedFish);
  });
  const least = (rule: PortionRule) => rule.titleLeastG ?? rule.minG;
  const toppingMost = fillings.reduce((sum, i) => sum + most(i), 0);
  const toppingLeast = fillings.reduce((sum, i) => sum + least(rules[i]), 0);
  const breadMost = most(breadAt);
  const wanted = Math.min(
    breadMost,
    Math.max(
      least(bread),
      Math.min(BREAD_FOR_TOPPING_G, toppingMost / TOPPING_PER_BREAD),
      toppingLeast / TOPPING_PER_BREAD,
    ),
  );
  const breadLeast = Math.ceil(wanted / bread.stepG - 1e-9) * bread.stepG;
  bread.titleLeastG = Math.min(breadMost, breadLeast);
  const budget = TOPPING_PER_BREAD * bread.titleLeastG;
  if (toppingMost <= budget) return;
  // Each filling gives up its share of the excess above its least, rounded down to its step.
  const room = toppingMost - toppingLeast;
  const keep = room > 0 ? Math.max(0, budget - toppingLeast) / room : 0;
  fillings.forEach((i) => {
    const rule = rules[i];
    const top = least(rule) + (most(i) - least(rule)) * keep;
    rule.capG = Math.max(least(rule), Math.floor(top / rule.stepG + 1e-9) * rule.stepG);
  });
}

/** A dish named after a vegetable holds more of it than of potato: the potato's most is the vegetable's least. */
function holdNamedVegetable(dish: Dish, foods: readonly FoodInfo[], rules: PortionRule[]): void {
  const named = dish.components
    .map((component, i) => i)
    .filter(
      (i) =>
        dish.components[i].title &&
        !dish.components[i].course &&
        foods[i].category === 'vegetable' &&
        !isPotato(foods[i]),
    );
  if (named.length === 0) return;
  const least = Math.min(...named.map((i) => rules[i].titleLeastG ?? rules[i].minG));
  const potatoes = foods.map((food, i) => i).filter((i) => isPotato(foods[i]));
  for (const i of potatoes)
    rules[i].capG = Math.max(rules[i].minG, Math.min(rules[i].capG ?? Infinity, least / potatoes.length));
}

/** Oil is at most 35 % of a plate's energy: its most is what the rest of the plate, at its least, allows. */
function holdOilShare(foods: readonly FoodInfo[], rules: PortionRule[]): void {
  const rest = rules.reduce(
    (sum, rule, i) => (isOil(foods[i]) ? sum : sum + rule.perGram.kcal * (rule.titleLeastG ?? rule.minG)),
    0,
  );
  const oils = rules.filter((rule, i) => isOil(foods[i]));
  if (oils.length === 0) return;
  const kcalPerGram = oils[0].perGram.kcal;
  const most = ((OIL_ENERGY_SHARE / (1 - OIL_ENERGY_SHARE)) * rest) / kcalPerGram / oils.length;
  for (const rule of oils) rule.capG = Math.max(rule.minG, Math.min(rule.capG ?? Infinity, Math.floor(most)));
}
const OIL_ENERGY_SHARE = 0.34;
