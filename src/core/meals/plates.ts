/**
 * @module
 * Plates as the plan rules read them (`plan-rules.ts`), from a day being planned (dishes and solved
 * grams) or from a day as served (its rendered meals), so the planner and its reviewers read alike.
 */
import type { Dish, DishSlot, FoodInfo, MealLibrary } from './library.js';
import { dishIndex, type ReviewedPlate } from './plan-rules.js';

/** The plate slot of a place of the day. */
const PLATE_SLOT: Record<string, ReviewedPlate['slot']> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  midMorning: 'snack',
  afternoon: 'snack',
  evening: 'snack',
  Breakfast: 'breakfast',
  Lunch: 'lunch',
  Dinner: 'dinner',
  MidMorning: 'snack',
  Afternoon: 'snack',
  Evening: 'snack',
};

/** The plates of dishes and their grams in the solver's order, one dish a place. */
export function platesOfDishes(
  library: MealLibrary,
  slots: readonly string[],
  dishes: readonly Dish[],
  grams: readonly number[],
): ReviewedPlate[] {
  let offset = 0;
  return dishes.map((dish, index) => {
    const items = dish.components.map((component, i) => ({
      food: library.foods.get(component.food) as FoodInfo,
      grams: grams[offset + i],
      course: component.course ?? ('main' as const),
    }));
    offset += dish.components.length;
    return { slot: PLATE_SLOT[slots[index]] ?? plateSlotOf(dish.slot), dish, items };
  });
}

function plateSlotOf(slot: DishSlot): ReviewedPlate['slot'] {
  return slot === 'breakfast' || slot === 'lunch' || slot === 'dinner' ? slot : 'snack';
}

/** What a served meal says of itself that the rules read. */
export interface ServedMeal {
  slot: string;
  dishId: string;
  ingredients: readonly { foodId: string; grams: number; course?: string }[];
}

/** The plates of a day as served, with each dish read back from the library by its id. */
export function platesOfServed(library: MealLibrary, meals: readonly ServedMeal[]): ReviewedPlate[] {
  const dishes = dishIndex(library);
  return meals.map((meal) => {
    const dish = dishes.get(meal.dishId);
    if (!dish) throw new Error(`served meal names dish ${meal.dishId}, which the library lacks`);
    return {
      slot: PLATE_SLOT[meal.slot] ?? plateSlotOf(dish.slot),
      dish,
      items: meal.ingredients.map((item) => ({
        food: library.foods.get(item.foodId) as FoodInfo,
        grams: item.grams,
        course: (item.course ?? 'main') as ReviewedPlate['items'][number]['course'],
      })),
    };
  });
}
