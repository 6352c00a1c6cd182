import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../test/helpers/api.js';
import { createReferencePriceTable } from '../../providers/prices/reference-table.js';
import { CoachError } from '../errors.js';
import type { LivePriceSource, PricedFood } from '../ports.js';
import { quotePrices } from './price-book.js';

const reference = createReferencePriceTable();
const pollo: PricedFood = { name: 'Pechuga de pollo', unit: 'g', pricePerUnitEur: 0.0069, source: 'Super 2026-11-20' };
/** A live source as the HTTP one answers: the names it knows, keyed as asked. */
const live = (known: Record<string, PricedFood>, fail = false): LivePriceSource & { asked: string[][] } => {
  const asked: string[][] = [];
  return {
    description: 'live supermarket prices (test)',
    asked,
    quote: (names) => {
      asked.push([...names]);
      return fail
        ? Promise.reject(new CoachError('upstream_unavailable'))
        : Promise.resolve(new Map(names.flatMap((name) => (known[name] ? [[name, known[name]] as const] : []))));
    },
  };
};

describe('quoting prices for a request', () => {
  it('offers a live price under any of a food\u2019s names before the table\u2019s under the first', async () => {
    const source = live({ pollo });
    const quote = await quotePrices(['chicken breast', 'pollo', 'pollo'], {
      reference,
      live: source,
      logger: createMemoryLogger(),
    });
    expect(source.asked).toEqual([['chicken breast', 'pollo']]);
    expect(quote.candidates(['chicken breast', 'pollo']).map((food) => food.source)).toEqual([
      'Super 2026-11-20',
      expect.stringMatching(/^Bonpreu/),
      expect.stringMatching(/^Bonpreu/),
    ]);
    expect(quote.find('chicken breast')?.source).toMatch(/^Bonpreu/);
    expect(quote.live).toBe(true);
  });

  it('answers from the table alone, and says so, when live prices fail', async () => {
    const logger = createMemoryLogger();
    const quote = await quotePrices(['chicken breast', 'pollo'], { reference, live: live({ pollo }, true), logger });
    expect(quote.live).toBe(false);
    expect(quote.description).toBe(reference.description);
    expect(quote.candidates(['pollo']).every((food) => food.source.startsWith('Bonpreu'))).toBe(true);
    expect(logger.lines.map((line) => line.message)).toContain('live prices unavailable; the reference table answers');
  });
});

describe('a basket with live prices that cannot convert every unit', () => {
  it('prices slices and pieces from the table when the live price is per kilo only', async () => {
    const { estimateBasket } = await import('./estimate.js');
    const perKilo = (name: string): PricedFood => ({
      name,
      unit: 'g',
      pricePerUnitEur: 0.012,
      source: 'Super 2026-11-20',
    });
    const lines = [
      { name: 'ham', amount: 4, unit: 'slice' as const },
      { name: 'sausage', amount: 3, unit: 'each' as const },
      { name: 'ham', amount: 100, unit: 'g' as const },
    ];
    const tableOnly = await estimateBasket(lines.slice(0, 2), { reference, logger: createMemoryLogger() });
    const withLive = await estimateBasket(lines, {
      reference,
      live: live({ ham: perKilo('Pernil'), sausage: perKilo('Botifarra') }),
      logger: createMemoryLogger(),
    });
    expect(withLive.ignored).toEqual([]);
    expect(withLive.items.slice(0, 2)).toEqual(tableOnly.items);
    expect(withLive.items[2]).toMatchObject({ source: 'Super 2026-11-20', price: 1.2 });
    expect(withLive.supermarketAvailable).toBe(true);
  });

  it('reads a line without a unit in the table\u2019s unit whichever source answers', async () => {
    const { estimateBasket } = await import('./estimate.js');
    const eachLive: PricedFood = {
      name: 'Barra',
      unit: 'each',
      pricePerUnitEur: 0.9,
      gramsPerEach: 250,
      source: 'Super 2026-11-20',
    };
    const tableUnit = reference.find('bread')?.unit;
    const estimate = await estimateBasket([{ name: 'bread', amount: 500 }], {
      reference,
      live: live({ bread: eachLive }),
      logger: createMemoryLogger(),
    });
    expect(estimate.items[0].unit).toBe(tableUnit);
  });
});
