/**
 * @module
 * What keeps a combination of dishes from being served, at its solved grams: the plate and day
 * rules it breaks (`plan-rules.ts`), and what it takes past the week's limits or leaves short of
 * what the week asks of the day (`week-balance.ts`). One miss each; the planner keeps the day
 * with the fewest.
 */
import {
  isCereal,
  isFishOrSeafood,
  isLegume,
  isOilyFish,
  isRedOrProcessed,
  isWholegrain,
  legumeServings,
} from './food-groups.js';
import type { Dish, FoodInfo, MealLibrary } from './library.js';
import { reviewDay, reviewPlate, type Eater } from './plan-rules.js';
import { platesOfDishes } from './plates.js';
import type { DaySlot, PlanOptions } from './planner.js';

/** The plate and day rules a combination breaks, at its solved grams. */
export function missesOf(
  library: MealLibrary,
  slots: readonly DaySlot[],
  dishes: readonly Dish[],
  grams: readonly number[],
  eater?: Eater,
): number {
  const plates = platesOfDishes(library, slots, dishes, grams);
  let misses = reviewDay({ plates }, eater).length;
  for (const plate of plates) misses += reviewPlate(plate).length;
  return misses;
}

/** How far a day goes past what is left of the week's limits, or short of what the week asks of it (one miss each). */
export function overLimits(
  library: MealLibrary,
  dishes: readonly Dish[],
  grams: readonly number[],
  options: PlanOptions,
): number {
  const { limits, needs } = options;
  if (!limits && !needs) return 0;
  let red = 0;
  let eggs = 0;
  let margin = 0;
  let legumeMeal = false;
  let fishMeal = false;
  let oilyMeal = false;
  let offset = 0;
  for (const dish of dishes) {
    let redPlate = false;
    let legume = 0;
    let fish = 0;
    let oily = 0;
    dish.components.forEach((component, i) => {
      const food = library.foods.get(component.food) as FoodInfo;
      const eaten = grams[offset + i];
      if (eaten > 0 && isRedOrProcessed(food)) redPlate = true;
      if (food.id === 'egg') eggs += eaten / food.gramsPerUnit;
      if (isCereal(food)) margin += isWholegrain(food) ? eaten / 2 : -eaten / 2;
      if (isLegume(food)) legume += legumeServings(food, eaten);
      if (isFishOrSeafood(food)) fish += eaten;
      if (isOilyFish(food)) oily += eaten;
    });
    if (redPlate) red++;
    if (dish.slot === 'lunch' || dish.slot === 'dinner') {
      legumeMeal ||= legume >= 0.99;
      fishMeal ||= fish >= FISH_MEAL_G;
      oilyMeal ||= oily >= FISH_MEAL_G;
    }
    offset += dish.components.length;
  }
  return (
    Number(red > (limits?.redOrProcessed ?? Infinity)) +
    Number(eggs > (limits?.eggs ?? Infinity) + 0.05) +
    Number(margin < (limits?.wholegrainMarginG ?? -Infinity)) +
    Number(needs?.legumes === true && !legumeMeal) +
    Number(needs?.fish === true && !fishMeal) +
    Number(needs?.oilyFish === true && !oilyMeal)
  );
}
/** Fish or seafood that makes a meal a fish meal. */
const FISH_MEAL_G = 80;
