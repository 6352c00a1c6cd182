/**
 * @module
 * What a dietitian would serve at one meal: the most of a kind of food on one plate, the least
 * of the ingredient a dish is named after, and the free sugars a food carries. The planner
 * plans within these; the realism report (`realism.ts`) measures plans against them.
 */
import type { FoodInfo } from './library.js';

/** A kind of food with the most grams one meal may hold of it, all its foods together. */
export interface PortionCap {
  id: string;
  maxG: number;
  matches(food: FoodInfo): boolean;
}

const DRY_GRAINS = new Set(['grain', 'pasta']);
/** Grain-category foods that are not weighed dry or not a plate's starch. */
const NOT_DRY_GRAIN = new Set(['pasta-fresh', 'rice-cakes']);
const MILKS = /^milk-/;

/**
 * Per-meal caps of issue 17, in grams as weighed in the recipe: oil 40 ml (0.92 g/ml), bread
 * 200 g, dry grain or pasta 150 g, dry legumes 120 g (or the 300 g they make drained), potato
 * 500 g, 4 eggs, 8 egg whites, meat or fish 300 g, milk 600 ml (1.03 g/ml).
 */
export const PORTION_CAPS: readonly PortionCap[] = [
  { id: 'oil', maxG: 37, matches: (food) => food.category === 'oil' },
  { id: 'bread', maxG: 200, matches: (food) => food.category === 'bread' && food.id !== 'breadcrumbs' },
  {
    id: 'dry-grain-or-pasta',
    maxG: 150,
    matches: (food) => DRY_GRAINS.has(food.category) && !NOT_DRY_GRAIN.has(food.id),
  },
  {
    id: 'dry-legumes',
    maxG: 120,
    matches: (food) => food.category === 'legume' && /-dried$|^red-lentils$/.test(food.id),
  },
  {
    id: 'cooked-legumes',
    maxG: 300,
    matches: (food) => food.category === 'legume' && !/-dried$|^red-lentils$/.test(food.id),
  },
  { id: 'potato', maxG: 500, matches: (food) => food.id === 'potato' || food.id === 'sweet-potato' },
  { id: 'eggs', maxG: 240, matches: (food) => food.id === 'egg' },
  { id: 'egg-whites', maxG: 264, matches: (food) => food.id === 'egg-white' },
  {
    id: 'meat-or-fish',
    maxG: 300,
    matches: (food) => food.category === 'meat' || food.category === 'fish' || food.category === 'seafood',
  },
  { id: 'milk', maxG: 620, matches: (food) => food.category === 'dairy' && MILKS.test(food.id) },
];

export function capOf(food: FoodInfo): PortionCap | undefined {
  return PORTION_CAPS.find((cap) => cap.matches(food));
}

/** Foods a name promises that come by the handful or the fillet, not by the plate. */
const GARNISH_MINIMUM_G: Readonly<Record<string, number>> = {
  olives: 20,
  'black-olives': 20,
  garlic: 0,
  'anchovies-canned': 15,
  'anchovies-fresh': 60,
  'serrano-ham': 20,
  fuet: 20,
  lemon: 0,
  prunes: 20,
  raisins: 10,
};

/**
 * The least a plate holds of the ingredient its name promises ("arròs", "macarrons", "entrepà"),
 * by kind of food; a dish's own `minG` may ask for more. Snacks and breakfasts are smaller plates.
 */
export function titleMinimumG(food: FoodInfo, slot: 'breakfast' | 'lunch' | 'dinner' | 'snack'): number {
  const garnish = GARNISH_MINIMUM_G[food.id];
  if (garnish !== undefined) return garnish;
  const small = slot === 'breakfast' || slot === 'snack';
  if (food.id === 'rolled-oats') return 30;
  if (food.category === 'bread')
    return food.id === 'toasted-bread' || food.id === 'crispbread' || food.id === 'toasted-bread-wholemeal' ? 16 : 40;
  if (DRY_GRAINS.has(food.category))
    return NOT_DRY_GRAIN.has(food.id) ? (food.id === 'pasta-fresh' ? 100 : 16) : small ? 30 : 60;
  if (food.category === 'legume') return /-dried$|^red-lentils$/.test(food.id) ? 50 : small ? 60 : 120;
  if (food.id === 'potato' || food.id === 'sweet-potato') return small ? 100 : 150;
  if (food.id === 'egg') return small ? 60 : 120;
  if (food.id === 'egg-white') return 66;
  if (food.category === 'meat' || food.category === 'fish' || food.category === 'seafood') return small ? 30 : 100;
  if (food.category === 'cheese') return 30;
  if (food.category === 'vegetable') return small ? 50 : 150;
  if (food.category === 'fruit') return 80;
  return 0;
}

/**
 * Free sugars (WHO: added sugars plus those in honey, syrups and juices) in grams per 100 g,
 * for the foods the library holds that carry them. Values from BEDCA and Spanish labels.
 */
const FREE_SUGARS_PER_100G: Readonly<Record<string, number>> = {
  honey: 82,
  sugar: 100,
  'brown-sugar': 97,
  jam: 48,
  'condensed-milk': 54,
  'milk-chocolate': 50,
  'dark-chocolate': 30,
  'white-chocolate': 55,
  'cocoa-drink-mix': 75,
  'chocolate-spread': 55,
  'ice-cream': 20,
  'maria-biscuits': 22,
  'wholemeal-biscuits': 18,
  'chocolate-chip-cookies': 30,
  'hot-chocolate': 8,
  'rice-pudding': 11,
  'fruit-yogurt': 9,
  'chocolate-milk': 6,
  'orange-juice': 8.4,
  'orange-juice-packaged': 8.4,
  'apple-juice': 9.6,
};

export function freeSugarsG(foodId: string, grams: number): number {
  return ((FREE_SUGARS_PER_100G[foodId] ?? 0) * grams) / 100;
}

/** Foods of free sugar the planner keeps out of savoury plates. */
export const SWEETENERS = new Set(['honey', 'sugar', 'brown-sugar', 'jam']);
