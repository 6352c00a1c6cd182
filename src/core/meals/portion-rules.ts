/**
 * @module
 * What a dietitian would serve at one meal: the most of a kind of food on one plate, the least
 * of the ingredient a dish is named after, and the free sugars a food carries. The planner
 * plans within these; the realism report (`realism.ts`) measures plans against them.
 */
import { isBread, isDriedLegume, isDryGrain, isLegume, isMeatOrFish, isMilk, isOil, isPotato } from './food-groups.js';
import type { DishSlot, FoodInfo } from './library.js';

/** A kind of food with the most grams one meal may hold of it, all its foods together. */
export interface PortionCap {
  id: string;
  maxG: number;
  matches: (food: FoodInfo) => boolean;
}

/**
 * A plate cap as a dietitian states it, in grams or millilitres; `reviewed` marks the caps of
 * issue 38's plate rule 4, which the plan rules check. The others only bound the planner.
 */
export interface PlateCap {
  id: string;
  max: number;
  unit: 'g' | 'ml';
  reviewed: boolean;
  matches: (food: FoodInfo) => boolean;
}

const FRESH_CHEESES = new Set(['fresh-cheese', 'whipped-fresh-cheese', 'mato', 'cottage-cheese', 'ricotta']);

/**
 * What one person's plate holds at most, whatever the target: a dietitian's caps (issue 38's plate
 * rules 2 to 4). Oil is 15 ml at breakfast and snacks and 20 ml at lunch and dinner; milk 400 ml;
 * bread 120 g; dry rice, pasta or couscous 120 g; potato 350 g; meat or fish 200 g; 4 eggs, 4
 * whites. Past these a day takes another course or snack, not a bigger one.
 */
export const PLATE_CAPS: readonly PlateCap[] = [
  { id: 'bread', max: 120, unit: 'g', reviewed: true, matches: isBread },
  { id: 'dry-grain', max: 120, unit: 'g', reviewed: true, matches: isDryGrain },
  { id: 'dry-legumes', max: 100, unit: 'g', reviewed: false, matches: (food) => isLegume(food) && isDriedLegume(food) },
  {
    id: 'cooked-legumes',
    max: 250,
    unit: 'g',
    reviewed: false,
    matches: (food) => isLegume(food) && !isDriedLegume(food),
  },
  { id: 'potato', max: 350, unit: 'g', reviewed: true, matches: isPotato },
  { id: 'eggs', max: 240, unit: 'g', reviewed: false, matches: (food) => food.id === 'egg' },
  { id: 'egg-whites', max: 132, unit: 'g', reviewed: false, matches: (food) => food.id === 'egg-white' },
  { id: 'meat-or-fish', max: 200, unit: 'g', reviewed: true, matches: isMeatOrFish },
  { id: 'milk', max: 400, unit: 'ml', reviewed: true, matches: isMilk },
  { id: 'greek-yogurt', max: 250, unit: 'g', reviewed: true, matches: (food) => /^greek-yogurt|^skyr$/.test(food.id) },
  {
    id: 'muesli',
    max: 80,
    unit: 'g',
    reviewed: true,
    matches: (food) => food.id === 'muesli' || food.id === 'granola',
  },
  { id: 'fresh-cheese', max: 125, unit: 'g', reviewed: true, matches: (food) => FRESH_CHEESES.has(food.id) },
  { id: 'cocoa', max: 10, unit: 'g', reviewed: true, matches: (food) => food.id === 'cocoa-powder' },
  {
    id: 'nut-butter',
    max: 30,
    unit: 'g',
    reviewed: true,
    matches: (food) => food.id === 'peanut-butter' || food.id === 'almond-butter',
  },
  { id: 'raisins', max: 25, unit: 'g', reviewed: true, matches: (food) => food.id === 'raisins' },
];
/** Olive oil a plate holds at most, in millilitres: a drizzle at breakfast and snacks, a little more cooked. */
export const OIL_MAX_ML = { small: 15, main: 20 } as const;
/** One piece of fruit, one vegetable: a cap per food rather than per kind. */
export const ONE_FRUIT_MAX_G = 250;
export const ONE_VEGETABLE_MAX_G = 350;

/** The cap a food keeps on a plate of `slot`, in grams as weighed in the recipe (oil's by the meal). */
export function capOf(food: FoodInfo, slot: DishSlot = 'lunch'): PortionCap | undefined {
  if (isOil(food)) {
    const ml = slot === 'lunch' || slot === 'dinner' ? OIL_MAX_ML.main : OIL_MAX_ML.small;
    return { id: 'oil', maxG: Math.floor(ml * gramsPerMl(food) * 10) / 10, matches: isOil };
  }
  const cap = PLATE_CAPS.find((one) => one.matches(food));
  if (!cap) return undefined;
  return {
    id: cap.id,
    maxG: cap.unit === 'ml' ? Math.floor(cap.max * gramsPerMl(food)) : cap.max,
    matches: cap.matches,
  };
}

/** Grams in a millilitre of a food measured by volume (olive oil 0.92, milk 1.03). */
export function gramsPerMl(food: FoodInfo): number {
  return food.unit === 'ml' ? food.gramsPerUnit : isOil(food) ? 0.92 : 1;
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
export function titleMinimumG(food: FoodInfo, slot: DishSlot): number {
  const garnish = GARNISH_MINIMUM_G[food.id];
  if (garnish !== undefined) return garnish;
  const small = slot !== 'lunch' && slot !== 'dinner';
  if (food.id === 'rolled-oats') return 30;
  // "Torrades amb oli" promise a drizzle: a teaspoon at least, never "oil 1 ml".
  if (food.category === 'oil') return 4;
  if (food.category === 'bread')
    return food.id === 'toasted-bread' || food.id === 'crispbread' || food.id === 'toasted-bread-wholemeal' ? 16 : 40;
  if (food.category === 'grain' || food.category === 'pasta')
    return ['pasta-fresh', 'rice-cakes'].includes(food.id) ? (food.id === 'pasta-fresh' ? 100 : 16) : small ? 30 : 60;
  if (food.category === 'legume') return /-dried$|^red-lentils$/.test(food.id) ? 50 : small ? 60 : 120;
  if (food.id === 'potato' || food.id === 'sweet-potato') return small ? 100 : 150;
  // One egg: a dish named for its egg (sopa amb un ou) promises one; an omelette's own least asks for more.
  if (food.id === 'egg') return 60;
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
  'quince-paste': 55,
  'turron-hard': 40,
  'turron-soft': 35,
  'crema-catalana': 15,
  flan: 16,
  custard: 14,
  panellets: 30,
  carquinyolis: 28,
  magdalena: 25,
  ensaimada: 15,
  'sponge-cake': 25,
  doughnut: 18,
  'gummy-sweets': 60,
  'coca-sant-joan': 18,
  cola: 10.6,
  'sports-drink': 6,
  orxata: 10,
  'orange-juice': 8.4,
  'orange-juice-packaged': 8.4,
  'apple-juice': 9.6,
};

export function freeSugarsPer100g(foodId: string): number {
  return FREE_SUGARS_PER_100G[foodId] ?? 0;
}

export function freeSugarsG(foodId: string, grams: number): number {
  return (freeSugarsPer100g(foodId) * grams) / 100;
}

/** Foods of free sugar the planner keeps out of savoury plates. */
export const SWEETENERS = new Set(['honey', 'sugar', 'brown-sugar', 'jam']);
