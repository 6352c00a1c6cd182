/** A line read as `/log` reads it over the shipped curated foods, for the meal reader's tests. */
import { readMeal } from '../../src/core/log/read-meal.js';
import { createNutrientLookup } from '../../src/core/photo/suggestion.js';
import { loadSr28 } from '../../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../../src/providers/meals/embedded-library.js';

export const foods = createNutrientLookup(createEmbeddedMealLibrary({ sr28: loadSr28() }).curated);
/** A line read for a person who reads Catalan (or English), its foods' names and its energy. */
export const read = (text: string, language: 'ca' | 'en' = 'ca') => readMeal(text, foods, language);
export const names = (text: string, language: 'ca' | 'en' = 'ca') =>
  read(text, language).items.map((item) => item.name);
/** The grams read of one food in a line. */
export const gramsOf = (text: string, food: string, language: 'ca' | 'en' = 'ca') =>
  read(text, language).items.find((item) => item.name === food)?.grams;
export const kcal = (text: string, language: 'ca' | 'en' = 'ca') =>
  read(text, language).items.reduce((sum, item) => sum + item.calories, 0);
