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

/** The amount a person reads: millilitres for a drink, grams otherwise. */
const shown = (item: { grams: number; millilitres?: number }) => item.millilitres ?? item.grams;

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
    expect(
      readMeal('un croissant i un cafè amb llet', foods, 'ca').items.map((item) => item.name.toLowerCase()),
    ).toEqual(expect.arrayContaining([expect.stringContaining('croissant')]));
  });

  it('counts pieces, not servings: an egg weighs what one egg weighs, a slice of bread one slice', () => {
    // The shipped egg is 60 g a piece; its usual serving (two) is what a dish uses, not what "an egg" means.
    expect(readMeal('un ou', foods, 'ca').items[0].grams).toBe(60);
    expect(readMeal('3 eggs', foods, 'en').items[0].grams).toBe(180);
    const slice = readMeal('a slice of wholemeal bread', foods, 'en').items[0].grams;
    expect(slice).toBeLessThan(45);
    expect(readMeal('2 slices of wholemeal bread', foods, 'en').items[0].grams).toBe(2 * slice);
    // Food with no pieces (rice) counts in servings.
    expect(readMeal('2 arròs', foods, 'ca').items[0].grams).toBe(2 * readMeal('arròs', foods, 'ca').items[0].grams);
  });

  it('reads coffee with milk as one café drink, not a mug of coffee and a glass of milk', () => {
    for (const [text, language] of [
      ['un cafè amb llet', 'ca'],
      ['café con leche', 'ca'],
      ['a coffee with milk', 'en'],
    ] as const) {
      const items = readMeal(text, foods, language).items;
      expect(items.map(shown), text).toEqual([60, 140]);
      expect(
        items.reduce((sum, item) => sum + item.calories, 0),
        text,
      ).toBeLessThan(90);
    }
    expect(readMeal('un tallat i un croissant', foods, 'ca').items.map(shown)).toEqual([40, 40, 60]);
    // A count multiplies the cup; millilitres given are shared the same way.
    expect(readMeal('2 cafès amb llet', foods, 'ca').items.map(shown)).toEqual([120, 280]);
    expect(readMeal('300 ml de cafè amb llet', foods, 'ca').items.map(shown)).toEqual([90, 210]);
    expect(readMeal('2 coffees with milk', foods, 'en').items.map(shown)).toEqual([120, 280]);
  });

  it('shows drinks and oils in millilitres and counts what they weigh', () => {
    const [milk] = readMeal('250 ml de llet', foods, 'ca').items;
    expect(milk).toMatchObject({ millilitres: 250, grams: 258 });
    const [oil] = readMeal('a glass of milk and 20 ml olive oil', foods, 'en').items.slice(1);
    expect(oil).toMatchObject({ millilitres: 20, grams: 18 });
    // Grams given stay grams; the volume shown follows them.
    expect(readMeal('103 g de llet', foods, 'ca').items[0]).toMatchObject({ grams: 103, millilitres: 100 });
    expect(readMeal('60 g de pa', foods, 'ca').items[0].millilitres).toBeUndefined();
  });

  it('reads a sandwich as its bread and its filling', () => {
    const names = (text: string, language: 'en' | 'ca') => {
      const { items, unknown } = readMeal(text, foods, language);
      expect(unknown, text).toEqual([]);
      return items.map((item) => `${item.name} ${item.grams} g`);
    };
    expect(names('un entrepà de pernil', 'ca')).toEqual(['barra de pa 100 g', 'pernil serrà 50 g']);
    expect(names('2 entrepans de tonyina', 'ca')).toEqual(['barra de pa 200 g', 'tonyina al natural 120 g']);
    expect(names('un suc de taronja i un entrepanet de pernil dolç', 'ca')).toEqual([
      'suc de taronja natural 208 g',
      'barra de pa 50 g',
      'pernil dolç 60 g',
    ]);
    expect(names('a ham sandwich', 'en')).toEqual(['sliced white bread 50 g', 'cooked ham 60 g']);
    expect(names('a ham and cheese sandwich', 'en').sort()).toEqual([
      'cooked ham 60 g',
      'sliced cheese 30 g',
      'sliced white bread 50 g',
    ]);
    // No filling named: the bread of it (Catalan), or the word read as it is.
    expect(names('un entrepà i un cafè', 'ca')).toEqual(['barra de pa 100 g', 'cafè 200 g']);
    expect(names('a sandwich', 'en')).toHaveLength(1);
  });

  it('reads what a drink comes in as its usual volume, not as a food of that name', () => {
    const one = (text: string, language: 'en' | 'ca') => {
      const { items, unknown } = readMeal(text, foods, language);
      expect(unknown, text).toEqual([]);
      expect(items, text).toHaveLength(1);
      return `${items[0].name} ${items[0].millilitres} ml`;
    };
    expect(one('a glass of milk', 'en')).toBe('semi-skimmed milk 250 ml');
    expect(one('un got de llet', 'ca')).toBe('llet semidesnatada 250 ml');
    expect(one('a glass of orange juice', 'en')).toBe('fresh orange juice 200 ml');
    expect(one('a glass of wine', 'en')).toBe('red wine 150 ml');
    expect(one('una copa de vi', 'ca')).toBe('vi negre 150 ml');
    expect(one('una llauna de cervesa', 'ca')).toBe('cervesa 330 ml');
    expect(one('2 glasses of water', 'en')).toBe('water 500 ml');
    expect(readMeal('una tassa de cafè amb llet', foods, 'ca').items.map(shown)).toEqual([60, 140]);
    expect(readMeal('a cup of coffee with milk', foods, 'en').items.map(shown)).toEqual([60, 140]);
  });

  it('counts slices of bread as bread, not as sliced cheese', () => {
    const [slices] = readMeal('2 llesques de pa', foods, 'ca').items;
    expect(slices.name).toMatch(/^(barra de )?pa/);
    expect(slices.grams).toBeLessThanOrEqual(90);
  });

  it('says what it did not recognise, and caps a typo of thousands of grams', () => {
    expect(readMeal('xyzzy plumbus', foods, 'en')).toEqual({ items: [], unknown: ['xyzzy plumbus'] });
    expect(readMeal('9000 g rice', foods, 'en').items[0].grams).toBe(1500);
  });
});
