/**
 * The planner over the shipped library. On the days and weeks of random plausible adults (targets
 * as the coach computes them, every activity and goal) it keeps a dietitian's plate, day and week
 * rules (`plan-rules.ts`) and meets the target where the rules allow. On targets drawn across the
 * whole contract it keeps the contract's lengths, is deterministic and varies with the seed.
 */
import { describe, expect, it } from 'vitest';
import { chooseDay, dishOrder, MEAL_SHARES, type DishOrder } from '../src/core/meals/planner.js';
import { portionsOf, scalingFor } from '../src/core/meals/plate-bounds.js';
import { renderDay } from '../src/core/meals/render-day.js';
import { solvePortions, tolerances } from '../src/core/meals/solver.js';
import type { DailyMealsRequest, NutritionTarget } from '../src/core/requests.js';
import { createTranslator } from '../src/i18n.js';
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';
import { dayRealism } from '../src/core/meals/realism.js';
import { dayFigures } from '../src/core/meals/plan-rules.js';
import { platesOfDishes } from '../src/core/meals/plates.js';
import { reviewDays, reviewWeeks, shares } from './helpers/plan-review.js';
import { consistentTargets, profileDays } from './helpers/targets.js';

const library = createEmbeddedMealLibrary({ sr28: loadSr28() });
const translator = createTranslator();
const request = (target: NutritionTarget, extra: Partial<DailyMealsRequest> = {}): DailyMealsRequest => ({
  target,
  activity: 'rest',
  goal: 'maintain',
  usualActivity: 'light',
  language: 'en',
  ...extra,
});
const targets = consistentTargets(400, 42);

describe('the planner on the days of 2,000 plausible adults and the weeks of 300', () => {
  const t = translator('en');
  const days = reviewDays(library, t, 2000, 17);
  const weeks = reviewWeeks(library, t, 300, 2026);
  const rate = (rule: string, whole: number) => (days.misses[rule] ?? 0) / whole;

  it('serves plates, days and weeks a dietitian would hand over: ≥ 95 % of plates and days, ≥ 90 % of weeks pass every rule', () => {
    expect(shares(days).platesPassing, days.examples.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(shares(days).daysPassing, days.examples.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(shares(weeks).platesPassing, weeks.examples.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(shares(weeks).daysPassing, weeks.examples.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(shares(weeks).weeksPassing, weeks.examples.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  // The planner of 2026-11-27 broke each of these on 10–480 of 2,400 plates, 3–70 % of its days and
  // 3–100 % of its weeks (measured under these rules; docs/benchmarks.md): each is held here on its
  // own, so a change that lets one slip is named. A plate rule is a bound the planner plans within,
  // so no plate may break one.
  it.each([
    'plate.bread-cold-cuts',
    'plate.bread-canned-fish',
    'plate.bread-topping',
    'plate.oil-ml',
    'plate.oil-energy',
    'plate.token',
    'plate.egg-whites',
    'plate.cap-potato',
    'plate.cap-dry-grain',
    'plate.cap-bread',
    'plate.cap-meat-or-fish',
    'plate.cap-greek-yogurt',
    'plate.cap-muesli',
    'plate.cap-fruit',
    'plate.cap-vegetable',
    'plate.cap-cocoa',
    'plate.cap-milk',
    'plate.cap-fresh-cheese',
    'plate.cap-raisins',
    'plate.cap-nut-butter',
    'plate.fruit-in-dish',
    'plate.vegetables',
    'plate.named-vegetable',
  ])('keeps the plate rule %s on every plate', (rule) => {
    expect(days.misses[rule] ?? 0, days.examples.join('\n')).toBe(0);
    expect(weeks.misses[rule] ?? 0, weeks.examples.join('\n')).toBe(0);
  });

  it.each([
    'day.bread',
    'day.bread-share',
    'day.fruit',
    'day.fibre',
    'day.salt',
    'day.dairy',
    'day.breakfast-protein',
    'day.meal-protein',
    'day.same-protein',
  ])('keeps the day rule %s on at least 98 % of days', (rule) => {
    expect(rate(rule, days.days)).toBeLessThanOrEqual(0.02);
    expect((weeks.misses[rule] ?? 0) / weeks.days).toBeLessThanOrEqual(0.02);
  });

  it.each([
    'week.legumes',
    'week.fish',
    'week.oily-fish',
    'week.red-meat',
    'week.wholegrain',
    'week.eggs',
    'week.same-protein',
  ])('keeps the week rule %s in at least 99 % of weeks', (rule) => {
    expect((weeks.misses[rule] ?? 0) / weeks.weeks).toBeLessThanOrEqual(0.01);
  });

  // Rules come first: what is missed is mostly days of 3,000 kcal and more whose carbohydrate (500–650 g)
  // six plates within a dietitian's portions cannot carry; such a day says so in its note.
  it('meets at least 94 % of the targets within tolerance (kcal ± 5 %, macros ± 8 % or ± 5 g) while keeping the rules', () => {
    expect(shares(days).targetsMet).toBeGreaterThanOrEqual(0.94);
    expect(shares(weeks).targetsMet).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps free sugars under a tenth of the energy and never sweetens a lunch or dinner', () => {
    expect(rate('day.free-sugars', days.days)).toBeLessThanOrEqual(0.01);
    const sweetened = library.dishes.filter(
      (dish) =>
        (dish.slot === 'lunch' || dish.slot === 'dinner' || dish.slot === 'side') &&
        dish.components.some((c) => ['honey', 'sugar', 'jam', 'apple-juice'].includes(c.food)),
    );
    expect(sweetened.map((dish) => dish.id)).toEqual([]);
  });
});

describe('the planner on single days', () => {
  const days = profileDays(400, 17).map((day, i) => ({
    ...day,
    choice: chooseDay(
      library,
      request(day.target, {
        activity: day.activity,
        goal: day.profile.goal,
        usualActivity: day.profile.usualActivity,
        variationSeed: i,
      }),
      day.target,
    ),
  }));

  it('never serves a dish short of the ingredient its name promises', () => {
    expect(days.flatMap((day) => dayRealism(library, day.choice).titleShort).slice(0, 5)).toEqual([]);
  });

  it('ends the dinner of a woman of 50 or more with fruit and a yogurt, her third dairy serving, without another snack', () => {
    const eater = { sex: 'female' as const, ageYears: 62 };
    const small = days.filter((day) => day.target.calories < 2200).slice(0, 80);
    let three = 0;
    let oneSnack = 0;
    small.forEach((day, i) => {
      const choice = chooseDay(
        library,
        request(day.target, { activity: day.activity, goal: day.profile.goal, variationSeed: i }),
        day.target,
        { eater },
      );
      const dinner = choice.dishes[choice.slots.indexOf('dinner')];
      const dessert = dinner.components.filter((component) => component.course === 'dessert');
      expect(dessert.some((component) => component.food === 'natural-yogurt')).toBe(true);
      const plates = platesOfDishes(library, choice.slots, choice.dishes, choice.solution.grams);
      if (dayFigures({ plates }).dairy >= 2.95) three++;
      if (choice.slots.length === 4) oneSnack++;
    });
    expect(three).toBeGreaterThanOrEqual(small.length * 0.95);
    expect(oneSnack).toBeGreaterThanOrEqual(small.length * 0.85);
  });

  it('has its berenar every day, two snacks from 2,900 kcal, and more only where fewer cannot meet the day', () => {
    const snacks = (calories: (kcal: number) => boolean) =>
      days.filter((day) => calories(day.target.calories)).map((day) => day.choice.slots.length - 3);
    expect(snacks(() => true).every((count) => count >= 1)).toBe(true);
    expect(snacks((kcal) => kcal >= 2900).every((count) => count >= 2)).toBe(true);
    const small = snacks((kcal) => kcal < 2200);
    expect(small.filter((count) => count === 1).length).toBeGreaterThanOrEqual(small.length * 0.9);
  });
});

describe('the planner on random targets across the contract', () => {
  it('marks exactly one meal milkshake-eligible and keeps every text within the contract', () => {
    for (const target of targets.slice(0, 60)) {
      for (const language of ['en', 'ca'] as const) {
        const meals = renderDay(
          library,
          chooseDay(library, request(target, { language }), target),
          language,
          translator(language),
        );
        expect(meals.filter((meal) => meal.milkshakeEligible)).toHaveLength(1);
        for (const meal of meals) {
          expect(meal.title.length).toBeLessThanOrEqual(140);
          expect(meal.portions.length).toBeLessThanOrEqual(280);
          expect(meal.hint.length).toBeLessThanOrEqual(180);
          expect(meal.catalanName.length).toBeLessThanOrEqual(120);
        }
      }
    }
  });

  it('renders totals that still meet the target after rounding each ingredient', () => {
    for (const target of targets.slice(0, 60)) {
      const choice = chooseDay(library, request(target), target);
      if (!choice.solution.withinTolerance) continue;
      const meals = renderDay(library, choice, 'en', translator('en'));
      const totals = meals.reduce(
        (sum, meal) => ({
          calories: sum.calories + meal.nutrition.calories,
          proteinG: sum.proteinG + meal.nutrition.proteinG,
          carbohydrateG: sum.carbohydrateG + meal.nutrition.carbohydrateG,
          fatG: sum.fatG + meal.nutrition.fatG,
        }),
        { calories: 0, proteinG: 0, carbohydrateG: 0, fatG: 0 },
      );
      // Each ingredient is shown rounded (kcal to 1, macros to 0.1) and the totals add up what is shown,
      // so they may drift by half a unit an ingredient: at most that, beyond the tolerance.
      const count = meals.reduce((sum, meal) => sum + meal.ingredients.length, 0);
      const tolerance = tolerances(target);
      for (const key of ['calories', 'proteinG', 'carbohydrateG', 'fatG'] as const) {
        const drift = (key === 'calories' ? 0.5 : 0.05) * count;
        expect(Math.abs(totals[key] - target[key]), key).toBeLessThanOrEqual(tolerance[key] + drift);
      }
    }
  });

  it('gives the same day for the same inputs', () => {
    for (const target of targets.slice(0, 20)) {
      const a = chooseDay(library, request(target, { variationSeed: 9 }), target);
      const b = chooseDay(library, request(target, { variationSeed: 9 }), target);
      expect(b).toEqual(a);
    }
  });

  it('changes at least two of the three meals for another seed, for nearly every person', () => {
    const sample = profileDays(80, 5);
    const varied = sample.filter(({ target, activity }) => {
      const meals = (variationSeed: number) =>
        chooseDay(library, request(target, { activity, variationSeed }), target).dishes.filter(
          (dish) => dish.slot !== 'snack',
        );
      const [a, b] = [meals(1), meals(2)];
      return a.filter((dish, i) => dish.id !== b[i].id).length >= 2;
    });
    expect(varied.length / sample.length).toBeGreaterThanOrEqual(0.95);
  });

  it('moves energy to breakfast on a run day (on average over 40 seeds)', () => {
    const target = { calories: 2600, proteinG: 120, carbohydrateG: 350, fatG: 75 };
    const share = (activity: DailyMealsRequest['activity']) => {
      let sum = 0;
      for (let seed = 0; seed < 40; seed++) {
        const meals = renderDay(
          library,
          chooseDay(library, request(target, { activity, variationSeed: seed }), target),
          'en',
          translator('en'),
        );
        sum += meals[0].nutrition.calories / meals.reduce((total, meal) => total + meal.nutrition.calories, 0);
      }
      return sum / 40;
    };
    expect(MEAL_SHARES.run[0]).toBeGreaterThan(MEAL_SHARES.rest[0]);
    expect(share('run')).toBeGreaterThan(share('rest'));
  });
});

describe('the order dishes are tried in', () => {
  const orderOf = (i: number, target: NutritionTarget) =>
    dishOrder(
      library,
      request(target, { variationSeed: i, activity: i % 2 ? 'strength' : 'rest' }),
      'lunch',
      0.35,
      target,
      { month: (i % 12) + 1, require: i % 3 ? undefined : { lunch: 'legume' } },
    );

  it.each(profileDays(12, 5).map((day, i) => [i, day.target] as const))(
    'is the same read from the end or the start (day %i)',
    (i, target) => {
      const forwards = orderOf(i, target);
      const backwards = orderOf(i, target);
      const read = (order: DishOrder, indices: number[]) => indices.map((index) => order.at(index).id);
      const all = Array.from({ length: forwards.length }, (_, index) => index);
      expect(read(backwards, [...all].reverse()).reverse()).toEqual(read(forwards, all));
    },
  );

  it('puts the required tag first, then every dish that fits alone before those that do not, the rest closest first', () => {
    const target = profileDays(1, 11)[0].target;
    const order = orderOf(0, target);
    const dishes = Array.from({ length: order.length }, (_, index) => order.at(index));
    const share = {
      calories: target.calories * 0.35,
      proteinG: target.proteinG * 0.35,
      carbohydrateG: target.carbohydrateG * 0.35,
      fatG: target.fatG * 0.35,
    };
    const fit = (dish: (typeof dishes)[number]) =>
      solvePortions(portionsOf(library, [dish], scalingFor(target)), share, { mealShares: [1] });
    const legume = dishes.map((dish) => dish.tags.includes('legume'));
    expect(legume.indexOf(false)).toBeGreaterThan(0);
    expect(legume.slice(legume.indexOf(false)).every((tag) => !tag)).toBe(true);
    const required = dishes.filter((dish) => dish.tags.includes('legume'));
    const fits = required.map((dish) => fit(dish).withinTolerance);
    expect(fits.slice(fits.indexOf(false)).every((fits) => !fits)).toBe(true);
    const scores = required.filter((_, i) => !fits[i]).map((dish) => fit(dish).score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('gives a target no dish meets alone every dish, closest first, solving only as far as it is read', () => {
    // Calories far below what the macros are worth: no lunch can carry its share of them.
    const target = { calories: 1000, proteinG: 200, carbohydrateG: 300, fatG: 90 };
    const share = { calories: 350, proteinG: 70, carbohydrateG: 105, fatG: 31.5 };
    const order = dishOrder(library, request(target), 'lunch', 0.35, target);
    const first = order.at(0);
    const dishes = Array.from({ length: order.length }, (_, index) => order.at(index));
    expect(dishes[0]).toBe(first);
    expect(new Set(dishes.map((dish) => dish.id)).size).toBe(
      library.dishes.filter((dish) => dish.slot === 'lunch').length,
    );
    const solved = dishes.map((dish) =>
      solvePortions(portionsOf(library, [dish], scalingFor(target)), share, { mealShares: [1] }),
    );
    expect(solved.some((solution) => solution.withinTolerance)).toBe(false);
    const scores = solved.map((solution) => solution.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });
});
