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
      return fail ? Promise.reject(new CoachError('upstream_unavailable')) : Promise.resolve(new Map(names.flatMap((name) => (known[name] ? [[name, known[name]] as const] : []))));
    },
  };
};

describe('quoting prices for a request', () => {
  it('offers a live price under any of a food\u2019s names before the table\u2019s under the first', async () => {
    const source = live({ pollo });
    const quote = await quotePrices(['chicken breast', 'pollo', 'pollo'], { reference, live: source, logger: createMemoryLogger() });
    expect(source.asked).toEqual([['chicken breast', 'pollo']]);
    expect(quote.candidates(['chicken breast', 'pollo']).map((food) => food.source)).toEqual(['Super 2026-11-20', expect.stringMatching(/^Bonpreu/), expect.stringMatching(/^Bonpreu/)]);
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
