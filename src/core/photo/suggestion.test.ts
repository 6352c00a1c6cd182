import { describe, expect, it } from 'vitest';
import type { FoodInfo } from '../meals/library.js';
import { createNutrientLookup, lookupQueries, suggestFromItems } from './suggestion.js';

const food = (
  id: string,
  en: string,
  ca: string,
  per100g: FoodInfo['per100g'],
  portionG: number,
): FoodInfo & { portionG: number } => ({
  id,
  names: { en, ca, es: en },
  aliases: [],
  category: 'test',
  unit: 'g',
  gramsPerUnit: 1,
  per100g,
  quality: { fibreG: 0, saltG: 0, saturatedFatG: 0, freeSugarsG: 0 },
  staple: 1,
  edibleShare: 1,
  portionG,
});
const foods = createNutrientLookup([
  food('salmon', 'salmon', 'salmó', { kcal: 208, proteinG: 20, carbohydrateG: 0, fatG: 13 }, 150),
  food('potato', 'potato', 'patata', { kcal: 77, proteinG: 2, carbohydrateG: 17, fatG: 0.1 }, 200),
]);
const t = (key: string) => key;

describe('createNutrientLookup', () => {
  it('matches a whole name, then its words, in either language', () => {
    expect(foods.find('salmon', 'en')?.id).toBe('salmon');
    expect(foods.find('Grilled salmon with potatoes', 'en')?.id).toBe('salmon');
    expect(foods.find('patates al caliu', 'ca')?.name).toBe('patata');
    expect(foods.find('sushi platter', 'en')).toBeUndefined();
  });
});

describe('suggestFromItems', () => {
  it('scales the catalogue values to the grams, bounds wild figures and leaves unknown foods to the person', () => {
    const suggestion = suggestFromItems(
      [
        { name: 'grilled salmon', grams: 150 },
        { name: 'potatoes' },
        { name: 'mystery stew', grams: 300 },
        { name: 'salmon', grams: 90_000 },
      ],
      foods,
      'en',
      t,
    );
    expect(suggestion.items[0]).toEqual({
      name: 'grilled salmon',
      matchedFood: 'salmon',
      grams: 150,
      kcal: 312,
      proteinG: 30,
      carbohydrateG: 0,
      fatG: 19.5,
    });
    expect(suggestion.items[1]).toMatchObject({ matchedFood: 'potato', grams: 200, kcal: 154 });
    expect(suggestion.items[2]).toEqual({
      name: 'mystery stew',
      matchedFood: null,
      grams: 300,
      kcal: null,
      proteinG: null,
      carbohydrateG: null,
      fatG: null,
    });
    expect(suggestion.items[3].grams).toBe(1500);
    expect(suggestion.totals.calories).toBe(312 + 154 + 3120);
    expect(suggestion).toMatchObject({ estimate: true, note: 'photo.estimateNote' });
  });
});

describe('lookupQueries', () => {
  it('tries the whole name, its parts, then its words in order', () => {
    expect(lookupQueries('Grilled salmon with potatoes')).toEqual([
      'grilled salmon with potatoes',
      'salmon',
      'potatoes',
    ]);
    expect(lookupQueries('Salmó a la planxa amb patates')).toEqual([
      'salmo a la planxa amb patates',
      'salmo',
      'patates',
    ]);
  });
});
