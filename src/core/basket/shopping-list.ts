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
  /** In `unit`: items for foods sold by the piece, else grams or millilitres rounded up. */
  amount: number;
  unit: 'g' | 'ml' | 'each';
  grams: number;
}

export interface PricedShoppingList {
  items: (ShoppingItem & { price: number | null; source: string | null })[];
  currency: 'EUR';
  total: number;
  source: string;
  supermarketAvailable: boolean;
}

/** Grams and millilitres are bought in steps of this size. */
const BUY_STEP = 50;

export function shoppingList(library: MealLibrary, days: readonly PlannedDay[], language: Language): ShoppingItem[] {
  const grams = new Map<string, number>();
  for (const day of days) for (const meal of [...day.meals, ...day.snacks]) for (const item of meal.ingredients) grams.set(item.foodId, (grams.get(item.foodId) ?? 0) + item.grams);
  return [...grams.entries()]
    .map(([foodId, total]) => toItem(library.foods.get(foodId) as FoodInfo, total, language))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

function toItem(food: FoodInfo, grams: number, language: Language): ShoppingItem {
  const name = food.names[language];
  if (food.unit === 'each') return { foodId: food.id, name, amount: Math.ceil(grams / food.gramsPerUnit - 1e-9), unit: 'each', grams };
  const unit = food.unit === 'ml' ? 'ml' : 'g';
  const amount = Math.ceil(grams / (food.unit === 'ml' ? food.gramsPerUnit : 1) / BUY_STEP - 1e-9) * BUY_STEP;
  return { foodId: food.id, name, amount, unit, grams };
}

/** Prices each item under the first of its names live prices know, else the first the table knows. */
export async function priceShoppingList(library: MealLibrary, items: readonly ShoppingItem[], book: PriceBook): Promise<PricedShoppingList> {
  const namesOf = (item: ShoppingItem) => {
    const food = library.foods.get(item.foodId) as FoodInfo;
    return [food.names.en, food.names.es, food.names.ca, ...food.aliases];
  };
  const prices = await quotePrices(items.flatMap(namesOf), book);
  const priced = items.map((item) => {
    const gramsPerUnit = (library.foods.get(item.foodId) as FoodInfo).gramsPerUnit;
    // A live price under any of the food's names beats the table's under the first.
    for (const match of prices.candidates(namesOf(item))) {
      const quantity = quantityInPriceUnit(item.amount, item.unit, { ...match, gramsPerEach: match.gramsPerEach ?? (item.unit === 'each' ? gramsPerUnit : undefined) });
      if (quantity !== undefined) return { ...item, price: roundCents(quantity * match.pricePerUnitEur), source: match.source };
    }
    return { ...item, price: null, source: null };
  });
  const total = roundCents(priced.reduce((sum, item) => sum + (item.price ?? 0), 0));
  return { items: priced, currency: 'EUR', total, source: prices.description, supermarketAvailable: prices.live };
}
