import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../storage/memory.js';
import type { Logger } from '../ports.js';
import type { PlannedMeal } from './render-day.js';
import { acceptableWords, createMealWording, type MealWords, type WordingInput, type WordingModel } from './wording.js';

const NO_QUALITY = { fibreG: 0, saltG: 0, saturatedFatG: 0, freeSugarsG: 0 };
const meal = (slot: PlannedMeal['slot'], dishId: string, title: string): PlannedMeal => ({
  slot,
  dishId,
  title,
  portions: 'chicken breast 150 g, rice (dry) 80 g',
  hint: 'Cook the rice while the chicken rests.',
  catalanName: title,
  milkshakeEligible: slot === 'Breakfast',
  ingredients: [
    {
      foodId: 'chicken-breast',
      name: 'chicken breast',
      amount: 150,
      unit: 'g',
      grams: 150,
      kcal: 180,
      proteinG: 34,
      carbohydrateG: 0,
      fatG: 4,
      ...NO_QUALITY,
      course: 'main',
    },
    {
      foodId: 'rice',
      name: 'rice (dry)',
      amount: 80,
      unit: 'g',
      grams: 80,
      kcal: 290,
      proteinG: 6,
      carbohydrateG: 64,
      fatG: 1,
      ...NO_QUALITY,
      course: 'main',
    },
  ],
  nutrition: { calories: 470, proteinG: 40, carbohydrateG: 64, fatG: 5, ...NO_QUALITY },
  courses: [],
});
const day = [
  meal('Breakfast', 'b1', 'Toast with tomato'),
  meal('Lunch', 'l1', 'Chicken with rice'),
  meal('Dinner', 'd1', 'Hake with greens'),
];

/** A wording model that answers what it is given, and counts its calls. */
function scriptedModel(
  answer: (meals: readonly WordingInput[]) => readonly MealWords[] | Promise<readonly MealWords[]>,
) {
  const calls: WordingInput[][] = [];
  const model: WordingModel = {
    async reword(meals) {
      calls.push([...meals]);
      return answer(meals);
    },
  };
  return { model, calls };
}

function quietLogger() {
  const warnings: string[] = [];
  const logger: Logger = { debug() {}, info() {}, warn: (_fields, message) => void warnings.push(message), error() {} };
  return { logger, warnings };
}

const renamed = (meals: readonly WordingInput[]) =>
  meals.map((item) => ({ title: `Sunny ${item.title.toLowerCase()}`, hint: 'Ready in 20 minutes.' }));

describe('createMealWording', () => {
  it('replaces titles and hints and nothing else, showing the model names without amounts', async () => {
    const { model, calls } = scriptedModel(renamed);
    const word = createMealWording({ model, store: createMemoryStore(), logger: quietLogger().logger });
    const worded = await word(day, 'en');
    expect(worded.map((item) => item.title)).toEqual([
      'Sunny toast with tomato',
      'Sunny chicken with rice',
      'Sunny hake with greens',
    ]);
    expect(worded.map((item) => item.hint)).toEqual(Array(3).fill('Ready in 20 minutes.'));
    worded.forEach((item, i) => {
      expect({ ...item, title: day[i].title, hint: day[i].hint }).toEqual(day[i]);
    });
    expect(JSON.stringify(calls[0])).not.toMatch(/\d/);
    expect(calls[0][1].ingredients).toEqual(['chicken breast', 'rice (dry)']);
  });

  it('keeps the same words for the same dishes, without asking again', async () => {
    const { model, calls } = scriptedModel(renamed);
    const word = createMealWording({ model, store: createMemoryStore(), logger: quietLogger().logger });
    const first = await word(day, 'en');
    expect(await word(day, 'en')).toEqual(first);
    expect(calls).toHaveLength(1);
    await word(day, 'ca');
    expect(calls).toHaveLength(2);
  });

  it('keeps the library words of any meal whose new words do not pass', async () => {
    const { model } = scriptedModel(() => [
      { title: 'Toast with 200 g of tomato', hint: 'Fine.' },
      { title: 'Chicken with rice', hint: 'x'.repeat(181) },
      { title: 'Hake for your diabetes', hint: 'Good if you take insulin.' },
    ]);
    const word = createMealWording({ model, store: createMemoryStore(), logger: quietLogger().logger });
    expect(await word(day, 'en')).toEqual(day);
  });

  it.each([
    ['fails', () => Promise.reject(new Error('upstream down'))],
    ['answers for fewer meals', () => [{ title: 'Only one', hint: 'Only one.' }]],
  ])('serves the library words when the model %s, says so in the log and asks again next time', async (_, answer) => {
    const { model, calls } = scriptedModel(answer);
    const { logger, warnings } = quietLogger();
    const word = createMealWording({ model, store: createMemoryStore(), logger });
    expect(await word(day, 'en')).toEqual(day);
    expect(warnings).toEqual(['meal wording failed; the library words stand']);
    await word(day, 'en');
    expect(calls).toHaveLength(2);
  });
});

describe('acceptableWords', () => {
  it.each([
    [{ title: 'Pa amb tomàquet i pernil', hint: 'Frega el tomàquet just abans de menjar.' }, true],
    [{ title: 'Overnight oats', hint: 'Soak them for 8 hours, or 1-2 h at least.' }, true],
    [{ title: 'Arròs', hint: 'Deixa reposar 5 minuts.' }, true],
    [{ title: 'Oats with 2 eggs', hint: 'Quick.' }, false],
    [{ title: 'Light pasta', hint: 'Only 350 kcal.' }, false],
    [{ title: 'Pasta', hint: 'Keep it to 30% of the plate.' }, false],
    [{ title: ' ', hint: 'Quick.' }, false],
    [{ title: 'x'.repeat(141), hint: 'Quick.' }, false],
    [{ title: 'Salmon', hint: 'Good while you are pregnant.' }, false],
  ])('%o passes: %s', (words, expected) => {
    expect(acceptableWords(words)).toBe(expected);
  });
});
