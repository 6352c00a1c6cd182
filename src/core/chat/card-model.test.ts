/**
 * The card classifier: learned from a few paraphrases per card, it tells cards apart by the words that
 * matter to each, and its file is read back exactly or refused with the reason.
 */
import { describe, expect, it } from 'vitest';
import { cardModelFile, trainCardModel } from '../../../scripts/card-model-training.js';
import { featuresOf } from './card-matcher.js';
import { classProbabilities, decodeCardModel } from './card-model.js';

const TEXTS = [
  ['how much protein in an egg', 'protein content of eggs', 'eggs protein grams', 'is an egg a good protein'],
  ['how long does cooked rice keep', 'leftover rice in the fridge', 'can i reheat rice', 'rice kept overnight'],
  ['coffee before a run', 'caffeine before training', 'espresso before the gym', 'is coffee ok before exercise'],
];
const ids = ['egg-protein', 'rice-leftovers', 'coffee-before-training'];
const texts = TEXTS.flatMap((group, label) => group.map((text) => ({ label, text })));
const options = { buckets: 1 << 10, dim: 8, epochs: 40, rate: 0.5, seed: 7 };
const argmax = (p: Float64Array) => p.reduce((best, value, i) => (value > p[best] ? i : best), 0);

describe('the card classifier', () => {
  const model = trainCardModel(ids, texts, undefined, options);

  it.each([
    ['grams of protein in one egg', 'egg-protein'],
    ['is yesterday rice safe from the fridge', 'rice-leftovers'],
    ['an espresso before my run?', 'coffee-before-training'],
  ])('reads "%s" as %s', (text, id) => {
    const p = classProbabilities(model, featuresOf(text));
    expect(ids[argmax(p)]).toBe(id);
    expect(p.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 9);
  });

  it('learns the same weights from the same texts and seed', () => {
    expect(trainCardModel(ids, texts, undefined, options).input).toEqual(model.input);
  });

  it('is read back from its file as the int8 weights say, and refuses a file it cannot read', () => {
    const file = cardModelFile(model, {}, []);
    const read = decodeCardModel(JSON.parse(JSON.stringify(file)));
    expect(read.ids).toEqual(ids);
    const p = classProbabilities(read, featuresOf('protein of eggs'));
    expect(ids[argmax(p)]).toBe('egg-protein');
    expect(() => decodeCardModel({})).toThrow(/format/);
    expect(() => decodeCardModel({ ...file, ids: [] })).toThrow(/ids/);
    expect(() => decodeCardModel({ ...file, buckets: 1000 })).toThrow(/power of two/);
    expect(() => decodeCardModel({ ...file, input: file.input.slice(0, 40) })).toThrow(/length/);
    expect(() => decodeCardModel({ ...file, outputScale: 0 })).toThrow(/scale/);
  });
});
