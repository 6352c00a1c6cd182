/**
 * Reading what a person typed they ate over the shipped curated foods: portions, counts, grams,
 * the three languages, and what is not recognised.
 */
import { describe, expect, it } from 'vitest';
import { readMeal } from '../src/core/log/read-meal.js';
import { createNutrientLookup } from '../src/core/photo/suggestion.js';
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';

const foods = createNutrientLookup(createEmbeddedMealLibrary({ sr28: loadSr28() }).curated);

describe('readMeal', () => {
  it('reads grams as given and names the food in the language asked', () => {
    const { items, unknown } = readMeal('200 g de pollastre amb arròs', foods, 'ca');
    expect(unknown).toEqual([]);
    expect(items[0]).toMatchObject({ grams: 200 });
    expect(items[0].name.toLowerCase()).toContain('pollastre');
    // Protein and energy follow the grams: 200 g of chicken breast carry some 45 to 65 g of protein.
    expect(items[0].proteinG).toBeGreaterThan(40);
    expect(items[0].proteinG).toBeLessThan(70);
    expect(items).toHaveLength(2);
  });

  it('counts portions: "2 eggs" is twice one egg, "a croissant" one', () => {
    const one = readMeal('an egg', foods, 'en').items[0];
    const two = readMeal('2 eggs', foods, 'en').items[0];
    expect(two.grams).toBe(one.grams * 2);
    expect(two.calories).toBeCloseTo(one.calories * 2, -1);
    expect(readMeal('un croissant i un cafè amb llet', foods, 'ca').items.map((item) => item.name.toLowerCase())).toEqual(expect.arrayContaining([expect.stringContaining('croissant')]));
  });

  it('says what it did not recognise, and caps a typo of thousands of grams', () => {
    expect(readMeal('xyzzy plumbus', foods, 'en')).toEqual({ items: [], unknown: ['xyzzy plumbus'] });
    expect(readMeal('9000 g rice', foods, 'en').items[0].grams).toBe(1500);
  });
});
