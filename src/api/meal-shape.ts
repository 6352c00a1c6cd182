import type { PlannedMeal } from '../core/meals/render-day.js';

/** A planned meal as the API shows it: without the library's internal ids. */
export function toApiMeal({ dishId: _dishId, ingredients, ...meal }: PlannedMeal) {
  return { ...meal, ingredients: ingredients.map(({ foodId: _foodId, ...item }) => item) };
}
