import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { BasketEstimate } from '../../core/basket/estimate.js';
import { basketJson } from './basket-json.js';

const text = fc.string({ unit: 'binary', maxLength: 40 });
const amount = fc.oneof(fc.double(), fc.constantFrom(0, -0, 1e21, 5e-7, Number.NaN, Number.POSITIVE_INFINITY));
const estimate: fc.Arbitrary<BasketEstimate> = fc.record({
  currency: fc.constant('EUR' as const),
  source: fc.oneof(text, fc.constant('reference table of Catalan supermarket prices (Bonpreu/Esclat 2026-05-21)')),
  total: amount,
  supermarketAvailable: fc.boolean(),
  items: fc.array(
    fc.record({
      name: text,
      amount,
      unit: fc.constantFrom('g' as const, 'ml' as const, 'each' as const, 'slice' as const),
      source: text,
      price: amount,
    }),
    { maxLength: 6 },
  ),
  ignored: fc.array(
    fc.record({ name: text, reason: fc.constantFrom('unknown_food' as const, 'unit_mismatch' as const) }),
    { maxLength: 3 },
  ),
});

describe('the basket estimate as JSON text', () => {
  it('is JSON.stringify of it, to the byte, whatever the strings and numbers', () => {
    fc.assert(
      fc.property(estimate, (value) => basketJson(value) === JSON.stringify(value)),
      { numRuns: 2000 },
    );
  });
});
