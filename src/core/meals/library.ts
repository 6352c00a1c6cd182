/**
 * @module
 * The foods and dishes the planner composes days from.
 */
import type { Language } from '../ports.js';

export const FOOD_UNITS = ['g', 'ml', 'each', 'slice'] as const;
export type FoodUnit = (typeof FOOD_UNITS)[number];

export interface Per100g {
  kcal: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
}

/** A food of the curated layer, with its values resolved. */
export interface FoodInfo {
  id: string;
  names: Record<'en' | 'es' | 'ca', string>;
  aliases: readonly string[];
  category: string;
  unit: FoodUnit;
  /** Grams of one `each` or `slice`; grams per ml for `ml`; 1 for `g`. */
  gramsPerUnit: number;
  per100g: Per100g;
  /** Share of the bought weight that is eaten: 1 for most foods, about 0.3 for mussels in their shells. */
  edibleShare: number;
  staple: 1 | 2 | 3;
}

export const SLOTS = ['breakfast', 'lunch', 'dinner'] as const;
export type Slot = (typeof SLOTS)[number];
/** What a dish is for: one of the three meals, or a snack (esmorzar de mig matí, berenar). */
export const DISH_SLOTS = [...SLOTS, 'snack'] as const;
export type DishSlot = (typeof DISH_SLOTS)[number];

export const ROLES = ['protein', 'carb', 'fat', 'veg', 'fruit', 'dairy', 'extra'] as const;
export type Role = (typeof ROLES)[number];

export interface DishComponent {
  food: string;
  role: Role;
  minG: number;
  maxG: number;
  stepG: number;
  /** The protein a milkshake could replace. */
  swappable?: boolean;
  /** An ingredient the dish's name promises (the rice of an arròs): it keeps a real portion. */
  title?: boolean;
  /** Added by the planner (dessert fruit, honey, juice): stays at zero unless the target needs it. */
  optional?: boolean;
}

export interface Dish {
  id: string;
  slot: DishSlot;
  catalanName: string;
  title: Record<Language, string>;
  hint: Record<Language, string>;
  tags: readonly string[];
  /** Months (1–12) the dish is in season or customarily eaten; every month when it always is. */
  months: readonly number[];
  components: readonly DishComponent[];
}

/** How a packaged food is sold: pack sizes in its buying unit, or bought as another food. */
export type PackRule = { unit: 'g' | 'ml' | 'each'; sizes: readonly number[] } | { buyAs: string };

export interface MealLibrary {
  foods: ReadonlyMap<string, FoodInfo>;
  dishes: readonly Dish[];
  /** Pack sizes by food id; a food without one is sold loose. Defaults to none. */
  packs?: ReadonlyMap<string, PackRule>;
}
