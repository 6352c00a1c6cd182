import type { PlannedMeal } from '../core/meals/render-day.js';

/** A planned meal as the API shows it: without the library's internal ids. */
export function toApiMeal<T extends PlannedMeal>({ dishId: _dishId, ingredients, ...meal }: T) {
  return { ...meal, ingredients: ingredients.map(({ foodId: _foodId, ...item }) => item) };
}
