/**
 * @module
 * Where each basket line's price comes from: live supermarket data where it
 * is configured and reachable, the reference table for everything else. A
 * live source that fails never fails the basket; it only turns
 * `supermarketAvailable` off for that request.
 */
import { CoachError } from '../errors.js';
import type { LivePriceSource, Logger, PricedFood, PriceSource } from '../ports.js';

export interface PriceBook {
  /** The built-in table, always there. */
  reference: PriceSource;
  /** Live prices, when configured. */
  live?: LivePriceSource;
  logger: Logger;
}

/** The prices one request uses. */
export interface PriceQuote {
  /** The price of a name asked for, live first, or `undefined` when neither source knows it. */
  find(name: string): PricedFood | undefined;
  /** The prices known under any of a food's names: every live one first, then the table's, each in the names' order. */
  candidates(names: readonly string[]): PricedFood[];
  /** What the prices came from, for people. */
  description: string;
  /** True when live prices answered this request. */
  live: boolean;
}

/**
 * Asks the live source once for every name, and the reference table for every name too. The table
 * alone answers at once, without a promise: a basket is priced on every request.
 */
export function quotePrices(names: readonly string[], book: PriceBook): PriceQuote | Promise<PriceQuote> {
  return book.live ? liveAndTableQuote(names, book) : tableQuote(book.reference);
}

async function liveAndTableQuote(names: readonly string[], book: PriceBook): Promise<PriceQuote> {
  const unique = [...new Set(names)];
  const live = await liveQuote(unique, book);
  const reference = new Map<string, PricedFood>();
  for (const name of unique) {
    const food = book.reference.find(name);
    if (food) reference.set(name, food);
  }
  return {
    find: (name) => live?.get(name) ?? reference.get(name),
    candidates: (list) => [...known(live, list), ...known(reference, list)],
    description:
      live && book.live
        ? `${book.live.description}; ${book.reference.description} otherwise`
        : book.reference.description,
    live: live !== undefined,
  };
}

/** The table alone: it answers at once, so nothing is gathered first. */
function tableQuote(reference: PriceSource): PriceQuote {
  const candidates = (list: readonly string[]) => {
    const found: PricedFood[] = [];
    for (const name of list) {
      const food = reference.find(name);
      if (food) found.push(food);
    }
    return found;
  };
  return { find: (name) => reference.find(name), candidates, description: reference.description, live: false };
}

/** The prices `from` holds under the names of `list`, in its order. */
function known(from: ReadonlyMap<string, PricedFood> | undefined, list: readonly string[]): PricedFood[] {
  const found: PricedFood[] = [];
  if (from)
    for (const name of list) {
      const food = from.get(name);
      if (food) found.push(food);
    }
  return found;
}

async function liveQuote(names: readonly string[], book: PriceBook): Promise<Map<string, PricedFood> | undefined> {
  if (!book.live || names.length === 0) return undefined;
  try {
    return await book.live.quote(names);
  } catch (error) {
    if (!(error instanceof CoachError)) throw error;
    book.logger.warn({ code: error.code }, 'live prices unavailable; the reference table answers');
    return undefined;
  }
}
