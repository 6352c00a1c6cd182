import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai-server.js';
import { createTestApi, type TestApi } from '../../../test/helpers/api.js';
import { createOpenAiClient } from '../../providers/llm/openai-chat.js';
import { createOpenAiMealWording } from '../../providers/llm/openai-meal-wording.js';

const target = { calories: 2200, proteinG: 130, carbohydrateG: 250, fatG: 70 };

interface Meal {
  slot: string;
  title: string;
  portions: string;
  hint: string;
  catalanName: string;
  milkshakeEligible: boolean;
  ingredients: { name: string; amount: number; grams: number; kcal: number }[];
  nutrition: { calories: number; proteinG: number };
}
interface DayBody {
  meals: Meal[];
  snacks: (Omit<Meal, 'slot' | 'milkshakeEligible'> & { slot: string })[];
  totals: { calories: number; proteinG: number; carbohydrateG: number; fatG: number };
  targetMet: boolean;
  note?: string;
}

describe('POST /api/daily-meals', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  const plan = async (body: object) => {
    const res = await api.post('/api/daily-meals', body);
    return { res, day: (await res.json()) as DayBody };
  };

  it('plans breakfast, lunch and dinner that meet the target, one meal milkshake-eligible', async () => {
    const { res, day } = await plan({ target, activity: 'run' });
    expect(res.status).toBe(200);
    expect(day.meals.map((meal) => meal.slot)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(day.meals.filter((meal) => meal.milkshakeEligible)).toHaveLength(1);
    expect(day.targetMet).toBe(true);
    expect(Math.abs(day.totals.calories - target.calories)).toBeLessThanOrEqual(0.05 * target.calories);
    expect(Math.abs(day.totals.proteinG - target.proteinG)).toBeLessThanOrEqual(0.08 * target.proteinG + 1);
    for (const meal of day.meals) {
      expect(meal.ingredients.length).toBeGreaterThan(0);
      expect(meal.nutrition.calories).toBe(meal.ingredients.reduce((sum, item) => sum + item.kcal, 0));
      expect(meal.portions).toContain(meal.ingredients[0].name);
    }
  });

  it('adds snacks to a 3,400 kcal day, only the berenar to a 1,600 kcal one, and keeps every plate a plate', async () => {
    const big = { calories: 3400, proteinG: 160, carbohydrateG: 450, fatG: 105 };
    const { res, day } = await plan({ target: big, activity: 'strength', language: 'ca' });
    expect(res.status).toBe(200);
    expect(day.meals.map((meal) => meal.slot)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(day.snacks.map((snack) => snack.slot).slice(0, 2)).toEqual(['MidMorning', 'Afternoon']);
    expect(day.targetMet).toBe(true);
    const plates = [...day.meals, ...day.snacks];
    expect(day.totals.calories).toBe(plates.reduce((sum, plate) => sum + plate.nutrition.calories, 0));
    // No meal carries a third of such a day on its own; each snack is a snack.
    for (const meal of day.meals) expect(meal.nutrition.calories).toBeLessThan(0.4 * big.calories);
    for (const snack of day.snacks) expect(snack.nutrition.calories).toBeLessThan(600);
    // Olive oil by the spoonful, never by the glass (20 ml a meal at most).
    for (const item of plates.flatMap((plate) => plate.ingredients).filter((item) => /oli/.test(item.name)))
      expect(item.amount).toBeLessThanOrEqual(20);
    const small = await plan({
      target: { calories: 1600, proteinG: 100, carbohydrateG: 170, fatG: 55 },
      activity: 'rest',
    });
    expect(small.day.snacks.map((snack) => snack.slot)).toEqual(['Afternoon']);
  });

  it('writes titles, portions and hints in Catalan', async () => {
    const { day } = await plan({ target, activity: 'rest', language: 'ca' });
    const english = await plan({ target, activity: 'rest', language: 'en' });
    expect(day.meals.map((meal) => meal.catalanName)).toEqual(english.day.meals.map((meal) => meal.catalanName));
    expect(day.meals.map((meal) => meal.title)).not.toEqual(english.day.meals.map((meal) => meal.title));
  });

  it('gives the same menu for the same inputs and another for another seed', async () => {
    const first = await plan({ target, activity: 'walk', variationSeed: 1 });
    const again = await plan({ target, activity: 'walk', variationSeed: 1 });
    const other = await plan({ target, activity: 'walk', variationSeed: 2 });
    expect(again.day).toEqual(first.day);
    const differing = first.day.meals.filter((meal, i) => meal.catalanName !== other.day.meals[i].catalanName).length;
    expect(differing).toBeGreaterThanOrEqual(2);
  });

  it("says why when calories and macros cannot agree, in the request's language", async () => {
    const { res, day } = await plan({
      target: { calories: 6000, proteinG: 40, carbohydrateG: 0, fatG: 20 },
      activity: 'rest',
    });
    expect(res.status).toBe(200);
    expect(day.targetMet).toBe(false);
    expect(day.note).toBe(
      'These calories and macros disagree: 340 kcal of macros (4 kcal per gram of protein and carbohydrate, 9 per gram of fat) against 6,000 kcal asked. No dishes can meet both, so the plan comes as close as it can, protein first.',
    );
    const catalan = await plan({
      target: { calories: 2000, proteinG: 200, carbohydrateG: 400, fatG: 100 },
      activity: 'rest',
      language: 'ca',
    });
    expect(catalan.day.targetMet).toBe(false);
    expect(catalan.day.note).toMatch(
      /^Aquestes calories i aquests macros no quadren: els macros fan 3\.300 kcal .* se'n demanen 2\.000\./,
    );
  });

  it('says the plan comes as close as it can when calories and macros agree but the dishes cannot meet them', async () => {
    const { day } = await plan({
      target: { calories: 4450, proteinG: 40, carbohydrateG: 1000, fatG: 20 },
      activity: 'rest',
    });
    expect(day.targetMet).toBe(false);
    // The note names what was reached of what was asked, and why the plates stop there.
    expect(day.note).toMatch(/^[\d,]+ kcal of the 4,450 kcal asked; .*carbohydrate [\d,]+ g of 1,000 g/);
    expect(day.note).toMatch(/keeps each plate to a dietitian's portions/);
  });

  it.each([
    ['calories', 1000, 200],
    ['calories', 999, 400],
    ['calories', 6000, 200],
    ['calories', 6001, 400],
    ['proteinG', 40, 200],
    ['proteinG', 39.9, 400],
    ['proteinG', 300, 200],
    ['proteinG', 301, 400],
    ['carbohydrateG', 0, 200],
    ['carbohydrateG', -1, 400],
    ['carbohydrateG', 1000, 200],
    ['carbohydrateG', 1001, 400],
    ['fatG', 20, 200],
    ['fatG', 19, 400],
    ['fatG', 250, 200],
    ['fatG', 251, 400],
  ])('target.%s = %d -> %i', async (field, value, status) => {
    const { res } = await plan({ target: { ...target, [field]: value }, activity: 'walk' });
    expect(res.status).toBe(status);
  });

  it.each([
    ['a missing activity', { target }],
    ['an unknown activity', { target, activity: 'swim' }],
    ['an unknown goal', { target, activity: 'run', goal: 'bulk' }],
    ['an unknown usual activity', { target, activity: 'run', usualActivity: 'extreme' }],
    ['an unknown language', { target, activity: 'run', language: 'es' }],
    ['a string seed', { target, activity: 'run', variationSeed: 'x' }],
    ['a missing target', { activity: 'run' }],
  ])('rejects %s with 400', async (_label, body) => {
    expect((await api.post('/api/daily-meals', body)).status).toBe(400);
  });

  it('names the allowed values of an enum', async () => {
    const res = await api.post('/api/daily-meals', { target, activity: 'swim' });
    expect(((await res.json()) as { hint: string }).hint).toBe(
      'Send `activity` as one of: rest, walk, pilates, strength, run.',
    );
  });

  it('answers malformed JSON with 400 and GET with 405', async () => {
    expect((await api.post('/api/daily-meals', '{"oops"')).status).toBe(400);
    expect((await api.call('/api/daily-meals')).status).toBe(405);
  });
});

describe('POST /api/daily-meals with a model wording the meals', () => {
  let fake: FakeOpenAi;
  let plain: TestApi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    plain = await createTestApi();
  });
  afterAll(() => fake.close());
  const worded = () =>
    createTestApi({
      wordingModel: createOpenAiMealWording(
        createOpenAiClient({ apiKey: 'test-key', baseUrl: fake.url, maxRetries: 0 }),
        { model: 'coach-small', deadlineMs: 1000 },
      ),
    });
  const day = async (api: TestApi) =>
    (await (await api.post('/api/daily-meals', { target, activity: 'run', language: 'ca' })).json()) as DayBody;

  it("serves the model's titles and hints over the planner's own amounts", async () => {
    fake.mode = 'ok';
    const library = await day(plain);
    // A 2,200 kcal run day has its afternoon snack, worded in the day's order with the meals.
    expect(library.snacks.map((snack) => snack.slot)).toEqual(['Afternoon']);
    fake.structured = {
      meals: ['esmorzar', 'dinar', 'berenar', 'sopar'].map((slot) => ({
        title: `Plat de ${slot} del dia`,
        hint: 'Prepara-ho la vigília.',
      })),
    };
    const model = await day(await worded());
    expect(model.meals.map((meal) => meal.title)).toEqual([
      'Plat de esmorzar del dia',
      'Plat de dinar del dia',
      'Plat de sopar del dia',
    ]);
    expect(model.snacks.map((snack) => snack.title)).toEqual(['Plat de berenar del dia']);
    expect(model.meals.map((meal) => meal.hint)).toEqual(Array(3).fill('Prepara-ho la vigília.'));
    expect(model.meals.map(({ title: _t, hint: _h, ...rest }) => rest)).toEqual(
      library.meals.map(({ title: _t, hint: _h, ...rest }) => rest),
    );
    expect(model.totals).toEqual(library.totals);
  });

  it("keeps the library's words when the model fails, and still answers 200", async () => {
    fake.mode = 'http-500';
    const api = await worded();
    const res = await api.post('/api/daily-meals', { target, activity: 'run', language: 'ca' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as DayBody).meals).toEqual((await day(plain)).meals);
    expect(api.logger.lines.map((line) => line.message)).toContain('meal wording failed; the library words stand');
  });
});
