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

/**
 * What a plan shows beside the macros, per 100 g: fibre, salt (sodium × 2.5), saturated fat and
 * free sugars (WHO: added sugars and those of honey, syrups and juices).
 */
export interface Per100gQuality {
  fibreG: number;
  saltG: number;
  saturatedFatG: number;
  freeSugarsG: number;
}

/** A food's quality figures, with all its sugars too (those inside whole fruit and milk): what "how much sugar in dates" asks. */
export interface FoodQuality extends Per100gQuality {
  sugarsG?: number;
}

export const QUALITY_KEYS = ['fibreG', 'saltG', 'saturatedFatG', 'freeSugarsG'] as const;

/** Vitamins and minerals the chat gives a food's figure for, in mg per 100 g (`data/food-micronutrients.json`). */
export const MICRONUTRIENTS = ['vitaminC', 'calcium', 'iron', 'potassium', 'magnesium'] as const;
export type Micronutrient = (typeof MICRONUTRIENTS)[number];
export type Micronutrients = Partial<Record<Micronutrient, number>>;

/** A food of the curated layer, with its values resolved. */
export interface FoodInfo {
  id: string;
  names: Record<'en' | 'es' | 'ca', string>;
  aliases: readonly string[];
  category: string;
  unit: FoodUnit;
  /** Grams of one `each` or `slice`; grams per ml for `ml`; 1 for `g`. */
  gramsPerUnit: number;
  /** Grams of one piece of a food weighed in grams (an almond 1.2 g): "tres ametlles" counts pieces. */
  pieceG?: number;
  per100g: Per100g;
  /** Fibre, salt, saturated fat and free sugars per 100 g, from the same tables. */
  quality: FoodQuality;
  /** Share of the bought weight that is eaten: 1 for most foods, about 0.3 for mussels in their shells. */
  edibleShare: number;
  staple: 1 | 2 | 3;
  /** The values are typical Spanish label values (the food has no fitting SR28 row). */
  labelValues?: boolean;
  /** Milligrams per 100 g of the vitamins and minerals two independent readings of SR28 agreed on. */
  micronutrients?: Micronutrients;
}

export const SLOTS = ['breakfast', 'lunch', 'dinner'] as const;
export type Slot = (typeof SLOTS)[number];
/**
 * What a dish is for: one of the three meals, a snack (esmorzar de mig matí, berenar), or a course
 * the planner adds to a lunch or dinner: a vegetable side or first course, and a dessert.
 */
export const DISH_SLOTS = [...SLOTS, 'snack', 'side', 'dessert'] as const;
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
  /** Added by the planner (bread on the side): stays at zero unless the target needs it. */
  optional?: boolean;
  /** The course the planner added it with; absent for the dish's own ingredients. */
  course?: AddedCourse;
}

/** Courses the planner adds to a main dish: a vegetable side or first course, bread, a dessert. */
export const ADDED_COURSES = ['side', 'bread', 'dessert'] as const;
export type AddedCourse = (typeof ADDED_COURSES)[number];

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
  /** The side and dessert dishes the planner added, in the order of the meal. */
  courses?: readonly Dish[];
}

/** How a packaged food is sold: pack sizes in its buying unit, or bought as another food. */
export type PackRule = { unit: 'g' | 'ml' | 'each'; sizes: readonly number[] } | { buyAs: string };

export interface MealLibrary {
  foods: ReadonlyMap<string, FoodInfo>;
  dishes: readonly Dish[];
  /** Pack sizes by food id; a food without one is sold loose. Defaults to none. */
  packs?: ReadonlyMap<string, PackRule>;
}
