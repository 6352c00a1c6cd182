import { describe, expect, it } from 'vitest';
import { createFoodIndex, createFoodIndexBuilder, type FoodRecord } from './search.js';

const KINDS = [
  'chicken breast',
  'brown rice',
  'tomatoes',
  'olive oil',
  'chickpeas',
  'whole milk',
  'apples',
  'hake fillet',
];
const records: FoodRecord[] = Array.from({ length: 1234 }, (_, i) => ({
  id: `f${i}`,
  name: `${KINDS[i % KINDS.length]} ${i % 3 === 0 ? 'raw' : 'cooked'} ${i}`,
  aliases: i % 5 === 0 ? [`alias ${KINDS[(i + 1) % KINDS.length]}`] : [],
  kcal: i,
  proteinG: 1,
  fatG: 1,
  carbohydrateG: 1,
  rank: i % 7,
}));
const QUERIES = ['chicken', 'tomato', 'rice brown', 'alias apple', 'hake 1', 'oil raw', 'nothing like it'];

describe('createFoodIndexBuilder', () => {
  it('builds a step at a time, reading the foods only on its first step, and finds what the whole index finds', () => {
    let reads = 0;
    const builder = createFoodIndexBuilder(() => (reads++, records));
    expect(reads).toBe(0);
    let steps = 0;
    while (builder.step()) steps++;
    expect(reads).toBe(1);
    // Reading, three slices of names, the word index.
    expect(steps).toBe(4);
    expect(builder.step()).toBe(false);
    const whole = createFoodIndex(records);
    for (const query of QUERIES) expect(builder.index().search(query, 10)).toEqual(whole.search(query, 10));
  });

  it('finishes what is left when searched before its steps are through', () => {
    const builder = createFoodIndexBuilder(() => records);
    builder.step();
    builder.step();
    expect(builder.index().search('chickpeas', 3)).toEqual(createFoodIndex(records).search('chickpeas', 3));
    expect(builder.step()).toBe(false);
  });
});
