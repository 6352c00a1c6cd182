/**
 * @module
 * The week's ingredients merged into one list in the units a supermarket
 * sells, and priced line by line.
 */
import type { FoodInfo, MealLibrary } from '../meals/library.js';
import type { PlannedDay } from '../meals/week.js';
import type { Language } from '../ports.js';
import { roundCents } from '../shop/offer.js';
import { quantityInPriceUnit } from './estimate.js';
import { quotePrices, type PriceBook } from './price-book.js';

export interface ShoppingItem {
  foodId: string;
  name: string;
  /** What to buy, in `unit`: whole packs of a packaged food, else the week's need rounded up to 50 g or ml (or whole pieces). */
  amount: number;
  unit: 'g' | 'ml' | 'each';
  /** Grams the week's meals eat of it (and of any food bought as it, such as egg whites as eggs). */
  grams: number;
  /** The packs bought, for a packaged food. */
  pack?: { size: number; count: number };
  /** What is left once the week is cooked, in `unit`. */
  leftover: number;
}

export interface PricedShoppingList {
  items: (ShoppingItem & { price: number | null; source: string | null })[];
  currency: 'EUR';
  /** The sum of the priced lines: what the total covers, the unpriced lines left out. */
  total: number;
  pricedItems: number;
  unpricedItems: number;
  source: string;
  supermarketAvailable: boolean;
}

/** Loose foods are bought in steps of this size. */
const BUY_STEP = 50;

interface Need {
  food: FoodInfo;
  unit: ShoppingItem['unit'];
  /** In `unit`. */
  quantity: number;
  grams: number;
}

export function shoppingList(library: MealLibrary, days: readonly PlannedDay[], language: Language): ShoppingItem[] {
  const eaten = new Map<string, number>();
  for (const day of days)
    for (const meal of [...day.meals, ...day.snacks])
      for (const item of meal.ingredients) eaten.set(item.foodId, (eaten.get(item.foodId) ?? 0) + item.grams);
  const needs = new Map<string, Need>();
  for (const [foodId, grams] of eaten) {
    const food = library.foods.get(foodId) as FoodInfo;
    const rule = library.packs?.get(foodId);
    const bought = rule && 'buyAs' in rule ? (library.foods.get(rule.buyAs) as FoodInfo) : food;
    const unit = buyingUnit(bought);
    // One piece of what is bought per piece eaten (an egg per white), else the same weight.
    const quantity =
      bought === food
        ? inBuyingUnit(food, grams)
        : food.unit === 'each' && unit === 'each'
          ? grams / food.gramsPerUnit
          : inBuyingUnit(bought, grams);
    const need = needs.get(bought.id) ?? { food: bought, unit, quantity: 0, grams: 0 };
    needs.set(bought.id, { ...need, quantity: need.quantity + quantity, grams: need.grams + grams });
  }
  return [...needs.values()]
    .map((need) => toItem(need, library, language))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

function buyingUnit(food: FoodInfo): ShoppingItem['unit'] {
  return food.unit === 'each' ? 'each' : food.unit === 'ml' ? 'ml' : 'g';
}

/** Grams eaten as what is bought: pieces, millilitres, or grams with the shells and bones still on. */
function inBuyingUnit(food: FoodInfo, grams: number): number {
  if (food.unit === 'each' || food.unit === 'ml') return grams / food.gramsPerUnit;
  return grams / food.edibleShare;
}

function toItem(need: Need, library: MealLibrary, language: Language): ShoppingItem {
  const base = {
    foodId: need.food.id,
    name: need.food.names[language],
    unit: need.unit,
    grams: Math.round(need.grams),
  };
  const rule = library.packs?.get(need.food.id);
  if (rule && 'sizes' in rule) {
    const pack = packsFor(need.quantity, rule.sizes);
    const amount = pack.size * pack.count;
    return { ...base, amount, pack, leftover: Math.round(amount - need.quantity) };
  }
  const amount =
    need.unit === 'each' ? Math.ceil(need.quantity - 1e-9) : Math.ceil(need.quantity / BUY_STEP - 1e-9) * BUY_STEP;
  return { ...base, amount, leftover: Math.round(amount - need.quantity) };
}

/** The packs that cover a need with the least left over, fewer packs on a tie. */
export function packsFor(quantity: number, sizes: readonly number[]): { size: number; count: number } {
  let best = { size: sizes[0], count: Math.max(1, Math.ceil(quantity / sizes[0] - 1e-9)) };
  for (const size of sizes) {
    const count = Math.max(1, Math.ceil(quantity / size - 1e-9));
    const total = size * count;
    const bestTotal = best.size * best.count;
    if (total < bestTotal || (total === bestTotal && count < best.count)) best = { size, count };
  }
  return best;
}

/** Prices each item under the first of its names live prices know, else the first the table knows. */
export async function priceShoppingList(
  library: MealLibrary,
  items: readonly ShoppingItem[],
  book: PriceBook,
): Promise<PricedShoppingList> {
  const namesOf = (item: ShoppingItem) => {
    const food = library.foods.get(item.foodId) as FoodInfo;
    return [food.names.en, food.names.es, food.names.ca, ...food.aliases];
  };
  const prices = await quotePrices(items.flatMap(namesOf), book);
  const priced = items.map((item) => {
    const gramsPerUnit = (library.foods.get(item.foodId) as FoodInfo).gramsPerUnit;
    // A live price under any of the food's names beats the table's under the first.
    for (const match of prices.candidates(namesOf(item))) {
      const quantity = quantityInPriceUnit(item.amount, item.unit, {
        ...match,
        gramsPerEach: match.gramsPerEach ?? (item.unit === 'each' ? gramsPerUnit : undefined),
      });
      if (quantity !== undefined)
        return { ...item, price: roundCents(quantity * match.pricePerUnitEur), source: match.source };
    }
    return { ...item, price: null, source: null };
  });
  const total = roundCents(priced.reduce((sum, item) => sum + (item.price ?? 0), 0));
  const unpricedItems = priced.filter((item) => item.price === null).length;
  return {
    items: priced,
    currency: 'EUR',
    total,
    pricedItems: priced.length - unpricedItems,
    unpricedItems,
    source: prices.description,
    supermarketAvailable: prices.live,
  };
}
