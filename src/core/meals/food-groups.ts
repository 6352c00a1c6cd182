/**
 * @module
 * The food groups a dietitian counts by: cold cuts, canned fish, oily fish, red and processed meat,
 * wholegrain cereals, dairy servings, fresh fruit, vegetables other than potato. The plan rules
 * (`plan-rules.ts`) and the planner read foods through these, so both count alike.
 */
import type { Dish, FoodInfo } from './library.js';

/** Sliced cured or cooked meats laid on bread (embotits, pernil, fiambre). */
const COLD_CUTS = new Set([
  'cooked-ham',
  'turkey-breast-sliced',
  'serrano-ham',
  'fuet',
  'llonganissa',
  'chorizo',
  'lomo-embuchado',
  'sobrassada',
  'mortadella',
  'bacon',
  'pate',
]);
/** Sausages and other processed meats that are not sliced onto bread. */
const OTHER_PROCESSED = new Set(['botifarra', 'botifarra-negra', 'pork-sausage', 'frankfurter', 'beef-burger']);
const CANNED_FISH = /^(tuna-canned|sardines-canned|bonito-canned|anchovies-canned|mackerel-canned)/;
/** Oily fish (peix blau), fresh or canned; canned tuna is lean and is not among them. */
const OILY_FISH = /^(sardines|mackerel|salmon|anchovies|bonito|tuna-fresh|trout)/;
const RED_MEAT = /^(pork|beef|lamb|veal|mixed-mince|duck)/;
const WHOLEGRAIN = new Set([
  'bread-wholemeal',
  'bread-sliced-wholemeal',
  'bread-multigrain',
  'bread-rye',
  'toasted-bread-wholemeal',
  'crispbread',
  'rice-brown',
  'pasta-wholewheat',
  'rolled-oats',
  'oat-flour',
  'muesli',
  'quinoa',
  'bulgur',
  'buckwheat',
  'wholemeal-flour',
  'wholemeal-biscuits',
  'popcorn',
]);
/** Fruit that a recipe holds (prunes in a stew, lemon over fish), not a piece eaten as fruit. */
const RECIPE_FRUIT = new Set([
  'lemon',
  'lime',
  'avocado',
  'raisins',
  'dates',
  'dried-figs',
  'prunes',
  'dried-apricots',
]);
const MILKS = /^milk-/;
const YOGURTS = new Set([
  'natural-yogurt',
  'yogurt-skimmed',
  'fruit-yogurt',
  'greek-yogurt',
  'greek-yogurt-nonfat',
  'skyr',
  'kefir',
]);
const FRESH_CHEESES = new Set(['fresh-cheese', 'whipped-fresh-cheese', 'mato', 'cottage-cheese', 'ricotta']);
/** Cheeses too soft or too little of a serving to count as a cured one. */
const NOT_CURED = new Set(['cream-cheese', 'cheese-triangles', ...FRESH_CHEESES]);

export const isColdCut = (food: FoodInfo) => COLD_CUTS.has(food.id);
export const isCannedFish = (food: FoodInfo) => CANNED_FISH.test(food.id);
export const isOilyFish = (food: FoodInfo) => food.category === 'fish' && OILY_FISH.test(food.id);
export const isFishOrSeafood = (food: FoodInfo) => food.category === 'fish' || food.category === 'seafood';
export const isMeatOrFish = (food: FoodInfo) => food.category === 'meat' || isFishOrSeafood(food);
/** Red meat, cold cuts and other processed meat: the week's "at most three". */
export const isRedOrProcessed = (food: FoodInfo) =>
  food.category === 'meat' && (COLD_CUTS.has(food.id) || OTHER_PROCESSED.has(food.id) || RED_MEAT.test(food.id));
export const isBread = (food: FoodInfo) => food.category === 'bread' && food.id !== 'breadcrumbs';
export const isCereal = (food: FoodInfo) =>
  (food.category === 'bread' || food.category === 'grain' || food.category === 'pasta') &&
  food.id !== 'breadcrumbs' &&
  food.id !== 'cornflour';
export const isWholegrain = (food: FoodInfo) => WHOLEGRAIN.has(food.id);
/** Rice, pasta, couscous and their kin, weighed dry. */
export const isDryGrain = (food: FoodInfo) =>
  (food.category === 'grain' || food.category === 'pasta') &&
  !['pasta-fresh', 'rice-cakes', 'rolled-oats', 'oat-flour', 'muesli', 'granola', 'corn-flakes', 'popcorn'].includes(
    food.id,
  ) &&
  !/flour$|-cooked$/.test(food.id);
export const isPotato = (food: FoodInfo) => food.id === 'potato' || food.id === 'sweet-potato';
export const isOil = (food: FoodInfo) => food.category === 'oil';
export const isFreshFruit = (food: FoodInfo) => food.category === 'fruit' && !RECIPE_FRUIT.has(food.id);
export const isMilk = (food: FoodInfo) => MILKS.test(food.id);
export const isLegume = (food: FoodInfo) => food.category === 'legume';
export const isDriedLegume = (food: FoodInfo) => /-dried$|^red-lentils$/.test(food.id);

/** What lies on or in a slice of bread: not the bread, the oil, a drink, milk or yogurt beside it, or fruit. */
export const isBreadTopping = (food: FoodInfo) =>
  !isBread(food) && !isOil(food) && food.category !== 'drink' && food.category !== 'dairy' && food.category !== 'fruit';

/** Foods that come in spoonfuls or pieces under 10 g by nature, which the token-amount rule leaves alone. */
const SPOONFUL_FOODS = new Set([
  'garlic',
  'lemon',
  'lime',
  'olives',
  'black-olives',
  'anchovies-canned',
  'honey',
  'jam',
  'sugar',
  'cocoa-powder',
  'dark-chocolate',
  'milk-chocolate',
  'grated-cheese',
  'parmesan',
  'quince-paste',
  'raisins',
]);
/** Oil, nuts, herbs, spices, sauces and the spoonful foods above. */
export const isSpoonfulFood = (food: FoodInfo) =>
  isOil(food) || food.category === 'nut' || food.category === 'condiment' || SPOONFUL_FOODS.has(food.id);

const SOUP = /crema|sopa|soup|gaspatxo|gazpacho|escudella|brou|puré|vichyssoise|salmorejo/i;
/** A soup or cream, whose vegetable may pass one vegetable's cap. */
export const isSoup = (dish: Pick<Dish, 'id' | 'catalanName'>) => SOUP.test(dish.id) || SOUP.test(dish.catalanName);

/** Servings of a legume: 120 g cooked, 50 g dried, 100 g of tofu or tempeh. */
export function legumeServings(food: FoodInfo, grams: number): number {
  if (food.id === 'tofu' || food.id === 'tempeh') return grams / 100;
  return isDriedLegume(food) ? grams / 50 : grams / 120;
}

/** Vegetables other than potato, with ready vegetable dishes (escalivada, samfaina) and sauces counted as a cook counts them. */
export function vegetableGrams(food: FoodInfo, grams: number): number {
  if (food.category === 'vegetable')
    return isPotato(food) || food.id === 'olives' || food.id === 'black-olives' ? 0 : grams;
  if (['escalivada', 'samfaina', 'gazpacho', 'vegetable-soup', 'tomato-sauce'].includes(food.id)) return grams;
  if (food.id === 'sofregit') return grams / 2;
  return 0;
}

/**
 * Dairy servings: 200 ml of milk, 125 g of yogurt or kefir, 70 g of fresh cheese or mató, 35 g of
 * cured cheese (the review's measures).
 */
export function dairyServings(food: FoodInfo, grams: number): number {
  if (isMilk(food)) return grams / food.gramsPerUnit / 200;
  if (YOGURTS.has(food.id)) return grams / 125;
  if (FRESH_CHEESES.has(food.id)) return grams / 70;
  if (food.category === 'cheese' && !NOT_CURED.has(food.id)) return grams / 35;
  return 0;
}

/** Foods a plate's main protein can be: meat, fish, seafood, eggs, legumes, cheese. */
export const isProteinFood = (food: FoodInfo) =>
  ['meat', 'fish', 'seafood', 'eggs', 'legume', 'cheese'].includes(food.category);

/** The main protein of some foods and grams: the protein food that brings the most protein (lentils over the chorizo in them). */
export function mainProteinOf(items: readonly { food: FoodInfo; grams: number }[]): FoodInfo | undefined {
  let best: FoodInfo | undefined;
  let most = 0;
  for (const { food, grams } of items) {
    const protein = (food.per100g.proteinG * grams) / 100;
    if (isProteinFood(food) && protein > most) {
      best = food;
      most = protein;
    }
  }
  return best;
}

/**
 * What a plate's main protein is, for "not twice in a day": the food's kind, so chicken breast and
 * thigh, or canned and fresh tuna, count as one.
 */
export function proteinKind(food: FoodInfo): string {
  if (/^(tuna|bonito)/.test(food.id)) return 'tuna';
  if (isColdCut(food)) return food.id;
  return food.id.split('-')[0];
}
