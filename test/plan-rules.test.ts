/**
 * The plan rules read plates as a dietitian would: each rule catches what the review of 2026-11-28
 * found on the planner of the time (245 g of ham on 40 g of bread, 39 ml of oil on a sandwich,
 * fruit inside a lentil stew…) and lets an ordinary plate, day and week pass.
 */
import { describe, expect, it } from 'vitest';
import type { Dish, DishComponent } from '../src/core/meals/library.js';
import {
  reviewDay,
  reviewPlate,
  reviewWeek,
  type ReviewedDay,
  type ReviewedPlate,
} from '../src/core/meals/plan-rules.js';
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';

const library = createEmbeddedMealLibrary({ sr28: loadSr28() });
type Course = ReviewedPlate['items'][number]['course'];

/** A plate of `slot` from (food, grams) pairs; a title flag marks what the dish is named after. */
function plate(
  slot: ReviewedPlate['slot'],
  items: [food: string, grams: number, extra?: { course?: Course; title?: boolean; role?: DishComponent['role'] }][],
  id = 'test-dish',
): ReviewedPlate {
  const dish: Dish = {
    id,
    slot,
    catalanName: id,
    title: { en: id, ca: id },
    hint: { en: '', ca: '' },
    tags: [],
    months: [],
    components: items
      .filter(([, , extra]) => !extra?.course || extra.course === 'main')
      .map(([food, , extra]) => ({
        food,
        role: extra?.role ?? 'extra',
        minG: 0,
        maxG: 500,
        stepG: 5,
        title: extra?.title,
      })),
  };
  return {
    slot,
    dish,
    items: items.map(([id, grams, extra]) => {
      const food = library.foods.get(id);
      if (!food) throw new Error(`no food ${id}`);
      return { food, grams, course: extra?.course ?? 'main' };
    }),
  };
}
const rules = (misses: { rule: string }[]) => misses.map((miss) => miss.rule).sort();

const goodBreakfast = () =>
  plate('breakfast', [
    ['bread-wholemeal', 80, { title: true, role: 'carb' }],
    ['tomato', 40],
    ['olive-oil', 5],
    ['fresh-cheese', 60, { role: 'protein', title: true }],
    ['milk-semi-skimmed', 206],
  ]);
const goodLunch = (protein = 'chicken-breast', dessert = 'apple') =>
  plate('lunch', [
    [protein, 130, { role: 'protein', title: true }],
    ['rice-brown', 70, { role: 'carb' }],
    ['courgette', 150],
    ['olive-oil', 10],
    [dessert, 180, { course: 'dessert' }],
  ]);
const goodDinner = (protein = 'hake') =>
  plate('dinner', [
    [protein, 150, { role: 'protein', title: true }],
    ['potato', 200, { role: 'carb' }],
    ['green-beans', 150],
    ['olive-oil', 10],
    ['bread-wholemeal', 40, { course: 'bread' }],
    ['orange', 160, { course: 'dessert' }],
  ]);
const goodSnack = () =>
  plate('snack', [
    ['natural-yogurt', 125, { role: 'protein' }],
    ['walnuts', 15],
    ['kiwi', 75],
  ]);
const goodDay = (lunch = 'chicken-breast', dinner = 'hake'): ReviewedDay => ({
  plates: [goodBreakfast(), goodLunch(lunch), goodSnack(), goodDinner(dinner)],
});

describe('the plate rules', () => {
  it('pass ordinary plates', () => {
    for (const one of goodDay().plates) expect(reviewPlate(one), one.slot).toEqual([]);
  });

  it('rule 1: at most 100 g of cold cuts and 120 g of canned fish on bread, and a topping within 2.5 times the bread', () => {
    const ham = plate('breakfast', [
      ['bread-baguette', 40, { title: true }],
      ['cooked-ham', 245, { title: true }],
      ['tomato', 40],
    ]);
    expect(rules(reviewPlate(ham))).toEqual(['plate.bread-cold-cuts', 'plate.bread-topping', 'plate.cap-meat-or-fish']);
    const tuna = plate('breakfast', [
      ['crispbread', 25, { title: true }],
      ['tuna-canned-water', 130],
    ]);
    expect(rules(reviewPlate(tuna))).toEqual(['plate.bread-canned-fish', 'plate.bread-topping']);
    // Eight whites and 200 g of spinach in 45 g of bread: the topping and the whites.
    const whites = plate('breakfast', [
      ['bread-baguette', 45, { title: true }],
      ['egg-white', 264],
      ['spinach', 200],
    ]);
    expect(rules(reviewPlate(whites))).toEqual(['plate.bread-topping', 'plate.egg-whites']);
  });

  it('rule 2: oil at most 15 ml at breakfast and snacks, 20 ml at lunch and dinner, 35 % of the plate', () => {
    const toast = plate('breakfast', [
      ['bread-baguette', 110, { title: true }],
      ['egg-white', 66],
      ['olive-oil', 36],
    ]);
    expect(rules(reviewPlate(toast))).toContain('plate.oil-ml');
    const lunch = plate('lunch', [
      ['lentils-cooked', 150],
      ['carrot', 100],
      ['olive-oil', 30],
    ]);
    expect(rules(reviewPlate(lunch))).toEqual(['plate.oil-energy', 'plate.oil-ml']);
    const snack = plate('snack', [
      ['crispbread', 20, { title: true }],
      ['olive-oil', 12],
    ]);
    expect(rules(reviewPlate(snack))).toEqual(['plate.oil-energy']);
  });

  it('rule 3: no token amounts, whole eggs, at most four whites', () => {
    const tokens = plate('lunch', [
      ['meatballs', 200],
      ['peas', 150],
      ['rice-white', 5],
      ['garlic', 3],
      ['olive-oil', 8],
    ]);
    expect(rules(reviewPlate(tokens))).toEqual(['plate.token']);
    const eggs = plate('breakfast', [
      ['bread-wholemeal', 60, { title: true }],
      ['egg', 90],
    ]);
    expect(rules(reviewPlate(eggs))).toEqual(['plate.whole-eggs']);
  });

  it('rule 4: one person’s plate whatever the target (500 g of potato, 520 g of Greek yogurt, 400 g of banana…)', () => {
    const cases: [string, number, string][] = [
      ['potato', 500, 'plate.cap-potato'],
      ['rice-bomba', 150, 'plate.cap-dry-grain'],
      ['turkey-breast', 290, 'plate.cap-meat-or-fish'],
      ['greek-yogurt', 520, 'plate.cap-greek-yogurt'],
      ['muesli', 125, 'plate.cap-muesli'],
      ['milk-semi-skimmed', 640, 'plate.cap-milk'],
      ['fresh-cheese', 150, 'plate.cap-fresh-cheese'],
      ['cocoa-powder', 25, 'plate.cap-cocoa'],
      ['peanut-butter', 40, 'plate.cap-nut-butter'],
      ['raisins', 50, 'plate.cap-raisins'],
      ['banana', 400, 'plate.cap-fruit'],
      ['courgette', 395, 'plate.cap-vegetable'],
    ];
    for (const [food, grams, rule] of cases)
      expect(rules(reviewPlate(plate('breakfast', [[food, grams]]))), food).toContain(rule);
    const bread = plate('dinner', [
      ['squid', 150],
      ['bread-baguette', 180, { course: 'bread' }],
      ['lettuce', 120],
    ]);
    expect(rules(reviewPlate(bread))).toEqual(['plate.cap-bread']);
    // A soup may hold more of its vegetable.
    expect(
      rules(
        reviewPlate(
          plate(
            'dinner',
            [
              ['pumpkin', 400],
              ['egg', 60],
            ],
            'crema-de-carbassa',
          ),
        ),
      ),
    ).toEqual([]);
  });

  it('rule 5: fruit ends a lunch or dinner as one piece of dessert, never inside the dish', () => {
    const stew = plate('lunch', [
      ['lentils-cooked', 200],
      ['carrot', 120],
      ['banana', 150],
    ]);
    expect(rules(reviewPlate(stew))).toEqual(['plate.fruit-in-dish']);
    const fragment = plate('dinner', [
      ['hake', 150],
      ['green-beans', 150],
      ['pear', 50, { course: 'dessert' }],
    ]);
    expect(rules(reviewPlate(fragment))).toEqual(['plate.dessert-piece']);
    // Prunes in a chicken stew are the recipe's.
    const prunes = plate('lunch', [
      ['chicken-thigh', 150],
      ['prunes', 30],
      ['onion', 120],
    ]);
    expect(reviewPlate(prunes)).toEqual([]);
  });

  it('rule 6: 100 g of vegetables at lunch and dinner, and a vegetable dish more vegetable than potato', () => {
    const octopus = plate('dinner', [
      ['octopus', 200],
      ['potato', 300],
    ]);
    expect(rules(reviewPlate(octopus))).toEqual(['plate.vegetables']);
    const courgette = plate('dinner', [
      ['courgette', 150, { title: true }],
      ['potato', 300],
      ['egg', 60],
    ]);
    expect(rules(reviewPlate(courgette))).toEqual(['plate.named-vegetable']);
  });
});

describe('the day rules', () => {
  it('pass an ordinary day', () => {
    expect(reviewDay(goodDay())).toEqual([]);
  });

  it('catch bread over 250 g and 30 % of the energy, no fruit, little fibre, much salt, no dairy', () => {
    const breadDay: ReviewedDay = {
      plates: [
        plate('breakfast', [
          ['bread-baguette', 120, { title: true }],
          ['serrano-ham', 60, { role: 'protein' }],
        ]),
        plate('lunch', [
          ['cod-salted-desalted', 150, { role: 'protein' }],
          ['lettuce', 100],
          ['bread-baguette', 120, { course: 'bread' }],
        ]),
        plate('dinner', [
          ['squid', 150, { role: 'protein' }],
          ['tomato', 100],
          ['bread-baguette', 100, { course: 'bread' }],
        ]),
      ],
    };
    expect(rules(reviewDay(breadDay))).toEqual([
      'day.bread',
      'day.bread-share',
      'day.dairy',
      'day.fibre',
      'day.fruit',
      'day.salt',
    ]);
  });

  it('ask three dairy servings of a woman of 50 or more', () => {
    expect(reviewDay(goodDay(), { sex: 'male', ageYears: 60 })).toEqual([]);
    expect(rules(reviewDay(goodDay(), { sex: 'female', ageYears: 58 }))).toEqual(['day.dairy']);
  });

  it('catch too little protein at breakfast, more than 60 g at one meal, and the same protein at lunch and dinner', () => {
    const day = goodDay('squid', 'squid');
    day.plates[0].items[0].grams = 40;
    day.plates[0].items[3].grams = 0;
    day.plates[3].items[0].grams = 340;
    expect(rules(reviewDay(day))).toEqual(['day.breakfast-protein', 'day.meal-protein', 'day.same-protein']);
  });
});

describe('the week rules', () => {
  const days = (make: (i: number) => ReviewedDay) => Array.from({ length: 7 }, (_, i) => make(i));
  const lunchOf = [
    'chickpeas-cooked',
    'lentils-cooked',
    'white-beans-cooked',
    'chicken-breast',
    'turkey-breast',
    'rabbit',
    'tofu',
  ];
  const dinnerOf = ['sardines-fresh', 'hake', 'sea-bream', 'egg', 'cod-fresh', 'squid', 'mussels'];
  const balanced = (i: number) => goodDay(lunchOf[i], dinnerOf[i]);

  it('pass a balanced week', () => {
    expect(reviewWeek(days(balanced))).toEqual([]);
  });

  it('catch missing legumes, fish and oily fish, too much red meat, refined cereals, eggs and one protein thrice', () => {
    const week = days(() => goodDay('pork-loin', 'chicken-breast'));
    for (const day of week) {
      day.plates[0].items[0].food = library.foods.get('bread-baguette')!;
      day.plates[1].items[1].food = library.foods.get('rice-white')!;
      day.plates[3].items[4].food = library.foods.get('bread-baguette')!;
      (day.plates[3].items as ReviewedPlate['items'][number][]).push({
        food: library.foods.get('egg')!,
        grams: 120,
        course: 'main',
      });
    }
    expect(rules(reviewWeek(week))).toEqual([
      'week.eggs',
      'week.fish',
      'week.legumes',
      'week.oily-fish',
      'week.red-meat',
      'week.same-protein',
      'week.same-protein',
      'week.wholegrain',
    ]);
  });
});
