/**
 * @module
 * Prices a shopping basket line by line against a price source. This is an
 * indicative estimate, never a checkout quote.
 */
import type { BasketUnit, PricedFood } from '../ports.js';
import { quotePrices, type PriceBook, type PriceQuote } from './price-book.js';
import { roundCents } from '../shop/offer.js';

export interface BasketLine {
  name: string;
  amount: number;
  unit?: BasketUnit;
}

export interface PricedLine {
  name: string;
  amount: number;
  unit: BasketUnit;
  source: string;
  price: number;
}

/** Why a line was left out of the estimate. */
export type IgnoredReason = 'unknown_food' | 'unit_mismatch';

export interface BasketEstimate {
  currency: 'EUR';
  source: string;
  total: number;
  supermarketAvailable: boolean;
  items: PricedLine[];
  ignored: { name: string; reason: IgnoredReason }[];
}

/** Prices every line the source knows, in the order given. */
export function estimateBasket(lines: readonly BasketLine[], book: PriceBook): Promise<BasketEstimate> {
  try {
    const prices = quotePrices(
      lines.map((line) => line.name),
      book,
    );
    // The table alone answers without waiting; no await then, since a basket is priced per request.
    return prices instanceof Promise
      ? prices.then((quote) => priceLines(lines, quote))
      : Promise.resolve(priceLines(lines, prices));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function priceLines(lines: readonly BasketLine[], prices: PriceQuote): BasketEstimate {
  const items: PricedLine[] = [];
  const ignored: BasketEstimate['ignored'] = [];
  for (const line of lines) {
    const candidates = prices.candidates([line.name]);
    if (candidates.length === 0) {
      ignored.push({ name: line.name, reason: 'unknown_food' });
      continue;
    }
    // A line without a unit means the table's unit, whichever source answers this time.
    const unit = line.unit ?? candidates[candidates.length - 1].unit;
    // Live first; the table when the live price cannot be converted (a slice, a piece of unknown weight).
    const priced = firstPriced(candidates, line.amount, unit);
    if (!priced) {
      ignored.push({ name: line.name, reason: 'unit_mismatch' });
      continue;
    }
    items.push({ name: line.name, amount: line.amount, unit, source: priced.source, price: priced.price });
  }
  const total = roundCents(items.reduce((sum, item) => sum + item.price, 0));
  return { currency: 'EUR', source: prices.description, total, supermarketAvailable: prices.live, items, ignored };
}

/** The price of `amount` from the first of `candidates` that can convert it, with that price's source. */
function firstPriced(
  candidates: readonly PricedFood[],
  amount: number,
  unit: BasketUnit,
): { source: string; price: number } | undefined {
  for (const food of candidates) {
    const quantity = quantityInPriceUnit(amount, unit, food);
    if (quantity !== undefined) return { source: food.source, price: roundCents(quantity * food.pricePerUnitEur) };
  }
  return undefined;
}

/**
 * Converts an amount into the unit the food is priced in. Grams and
 * millilitres are taken as equal (close enough for an estimate of foods
 * sold by volume); items and slices convert through their typical weight.
 */
export function quantityInPriceUnit(amount: number, unit: BasketUnit, food: PricedFood): number | undefined {
  const grams = toGrams(amount, unit, food);
  if (food.unit === 'each') {
    if (unit === 'each') return amount;
    return grams !== undefined && food.gramsPerEach ? grams / food.gramsPerEach : undefined;
  }
  return grams;
}

function toGrams(amount: number, unit: BasketUnit, food: PricedFood): number | undefined {
  switch (unit) {
    case 'g':
    case 'ml':
      return amount;
    case 'each':
      return food.gramsPerEach === undefined ? undefined : amount * food.gramsPerEach;
    case 'slice':
      return food.gramsPerSlice === undefined ? undefined : amount * food.gramsPerSlice;
  }
}
