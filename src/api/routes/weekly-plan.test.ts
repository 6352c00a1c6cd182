import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/helpers/api.js';

const target = { calories: 2300, proteinG: 130, carbohydrateG: 270, fatG: 75 };
const profile = { sex: 'male', age: 40, heightCm: 178, weightKg: 76 };

interface WeekBody {
  days: {
    day: string;
    activity: string;
    target: typeof target;
    meals: { catalanName: string; milkshakeEligible: boolean; title: string }[];
    snacks: { catalanName: string; slot: string }[];
    targetMet: boolean;
  }[];
  shoppingList: {
    name: string;
    amount: number;
    unit: string;
    grams: number;
    pack?: { size: number; count: number };
    leftover: number;
    price: number | null;
  }[];
  basket: {
    currency: string;
    total: number;
    pricedItems: number;
    unpricedItems: number;
    source: string;
    supermarketAvailable: boolean;
  };
}

describe('POST /api/weekly-plan', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  const week = async (body: object) => {
    const res = await api.post('/api/weekly-plan', body);
    return { res, body: (await res.json()) as WeekBody };
  };

  it('plans seven days without repeating a dish in a slot', async () => {
    const { res, body } = await week({ target });
    expect(res.status).toBe(200);
    expect(body.days.map((day) => day.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(body.days.map((day) => day.activity)).toEqual(['rest', 'run', 'walk', 'strength', 'pilates', 'run', 'rest']);
    for (const slot of [0, 1, 2]) {
      const dishes = body.days.map((day) => day.meals[slot].catalanName);
      expect(new Set(dishes).size).toBe(7);
    }
    expect(body.days.every((day) => day.targetMet)).toBe(true);
    expect(body.days.every((day) => day.meals.filter((meal) => meal.milkshakeEligible).length === 1)).toBe(true);
  });

  it('gives each day and the week on average its fibre, salt, saturated fat and free sugars, summed from the meals', async () => {
    const { body } = (await week({ target })) as unknown as {
      body: {
        days: {
          totals: Record<string, number>;
          meals: { nutrition: Record<string, number> }[];
          snacks: { nutrition: Record<string, number> }[];
        }[];
        dayAverage: Record<string, number>;
      };
    };
    for (const day of body.days) {
      const plates = [...day.meals, ...day.snacks];
      for (const key of ['fibreG', 'saltG', 'saturatedFatG', 'freeSugarsG']) {
        const summed = plates.reduce((sum, plate) => sum + plate.nutrition[key], 0);
        expect(day.totals[key], key).toBeCloseTo(summed, 1);
      }
      expect(day.totals.fibreG).toBeGreaterThan(10);
    }
    const mean = body.days.reduce((sum, day) => sum + day.totals.saltG, 0) / 7;
    expect(body.dayAverage.saltG).toBeCloseTo(mean, 1);
  });

  it('follows the training from a profile: a run day gets more energy than a rest day', async () => {
    const { body } = await week({
      profile,
      activities: ['rest', 'run', 'rest', 'run', 'rest', 'run', 'rest'],
      language: 'ca',
    });
    expect(body.days[0].day).toBe('Dilluns');
    expect(body.days[1].target.calories).toBeGreaterThan(body.days[0].target.calories + 300);
  });

  it('merges the week into one shopping list in packs a shop sells, and says which lines the total leaves out', async () => {
    const { body } = await week({ target, language: 'ca' });
    const names = body.shoppingList.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
    for (const item of body.shoppingList) {
      expect(item.amount, item.name).toBe(item.pack ? item.pack.size * item.pack.count : item.amount);
      if (!item.pack && item.unit !== 'each') expect(item.amount % 50, item.name).toBe(0);
      expect(item.leftover).toBeGreaterThanOrEqual(0);
    }
    // Eggs by the six or the dozen (whites are bought as eggs), olive oil by the litre.
    const eggs = body.shoppingList.find((item) => item.name === 'ous');
    if (eggs) expect([6, 12]).toContain(eggs.pack?.size);
    expect(body.shoppingList.find((item) => item.name === "clara d'ou")).toBeUndefined();
    const oil = body.shoppingList.find((item) => item.name === "oli d'oliva verge extra");
    expect(oil?.pack?.size).toBe(1000);
    const priced = body.shoppingList.filter((item) => item.price !== null);
    expect(body.basket.pricedItems).toBe(priced.length);
    expect(body.basket.unpricedItems).toBe(body.shoppingList.length - priced.length);
    expect(body.basket.total).toBeCloseTo(
      priced.reduce((sum, item) => sum + (item.price ?? 0), 0),
      1,
    );
    expect(body.basket).toMatchObject({ currency: 'EUR', supermarketAvailable: false });
  });

  it('holds two legume lunches or more in the week', async () => {
    for (const body of [
      (await week({ target })).body,
      (await week({ profile, goal: 'lose', variationSeed: 3 })).body,
    ]) {
      const legumes = body.days
        .flatMap((day) => day.meals)
        .filter((meal) =>
          /cigrons|llenties|mongetes|faves|chickpea|lentil|bean/i.test(`${meal.catalanName} ${meal.title}`),
        );
      expect(legumes.length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each([
    ['neither target nor profile', {}],
    ['both target and profile', { target, profile }],
    ['six activities', { target, activities: ['rest', 'rest', 'rest', 'rest', 'rest', 'rest'] }],
    ['an unknown activity', { target, activities: ['rest', 'rest', 'rest', 'rest', 'rest', 'rest', 'swim'] }],
    ['a minor', { profile: { ...profile, age: 17 } }],
  ])('answers %s with 400', async (_label, body) => {
    const { res } = await week(body);
    expect(res.status).toBe(400);
  });

  it('explains the target-or-profile rule', async () => {
    const { body } = await week({});
    expect((body as unknown as { hint: string }).hint).toBe('Send either `target` or `profile`, not both.');
  });
});
