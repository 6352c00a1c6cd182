import { describe, expect, it } from 'vitest';
import type { CoachingCard } from './cards.js';
import { createNamedFoodCheck, foodsIn, NOT_A_FOOD } from './named-food.js';

/** A few folded food words of the three languages, each to its family, as `loadFoodWords` builds them. */
const foodWords = new Map([
  ['chicken', 'meat'],
  ['pollastre', 'meat'],
  ['pollo', 'meat'],
  ['rice', 'grains'],
  ['arros', 'grains'],
  ['lentils', 'legumes'],
  ['chickpeas', 'legumes'],
  ['boquerones', 'fish'],
  ['mushrooms', 'vegetables'],
  ['fries', 'potato'],
  ['stir fries', NOT_A_FOOD],
]);
const check = createNamedFoodCheck(foodWords);

const card = (id: string, keywords: string[], text: string): CoachingCard => ({
  id,
  topic: 'cooking',
  keywords: { en: keywords, ca: [], es: [] },
  text: { en: text, ca: text },
  source: 'test',
  questions: { en: [], ca: [], es: [] },
});
const riceCard = card('reheating-rice', ['rice'], 'Cooked rice should not sit out for more than an hour.');
const chickpeaCard = card('jarred-chickpeas', ['chickpeas'], 'Jarred and dried are almost the same.');
const leftoversCard = card('leftovers', ['leftovers', 'fridge'], 'Most cooked dishes keep 3–4 days in the fridge.');

describe('a card about other foods (issue 39, chat set an)', () => {
  it('is no answer to a question about a food it never names', () => {
    expect(check.speaksOfTheFood(riceCard, 'How long does cooked chicken keep in the fridge?')).toBe(false);
    expect(check.speaksOfTheFood(riceCard, 'Quant dura el pollastre cuit a la nevera?')).toBe(false);
  });

  it('answers a food of the same family, a question that names none, and any food when its keywords name none', () => {
    expect(check.speaksOfTheFood(chickpeaCard, 'Are jarred lentils as good as dried ones?')).toBe(true);
    expect(check.speaksOfTheFood(riceCard, 'How long can cooked rice stay out?')).toBe(true);
    expect(check.speaksOfTheFood(riceCard, 'How long can leftovers stay out?')).toBe(true);
    expect(check.speaksOfTheFood(leftoversCard, 'How long does cooked chicken keep in the fridge?')).toBe(true);
  });

  it('reads the longest phrase first, so a word that is no food there is not read', () => {
    expect(foodsIn('which oil for high-heat stir-fries?', foodWords)).toEqual(new Set());
    expect(foodsIn('are oven fries better?', foodWords)).toEqual(new Set(['potato']));
  });
});

describe('two foods set against each other (chat set ao)', () => {
  const chickenRiceCard = card(
    'chicken-or-rice',
    ['chicken', 'rice'],
    'Chicken gives protein, rice gives carbohydrate.',
  );

  it('need a card that names both', () => {
    expect(check.speaksOfTheFood(riceCard, 'Which has more protein, rice or chicken?')).toBe(false);
    expect(check.speaksOfTheFood(chickenRiceCard, 'Which has more protein, rice or chicken?')).toBe(true);
  });

  it('but two foods asked together without a comparison need only one', () => {
    expect(check.speaksOfTheFood(riceCard, 'Can I reheat rice or chicken the next day?')).toBe(true);
  });
});
