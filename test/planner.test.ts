/**
 * The planner over the shipped library, on random consistent targets: it
 * meets them, keeps the contract's lengths, is deterministic and varies with
 * the seed.
 */
import { describe, expect, it } from 'vitest';
import { chooseDay, MEAL_SHARES } from '../src/core/meals/planner.js';
import { renderDay } from '../src/core/meals/render-day.js';
import { isWithinTolerance } from '../src/core/meals/solver.js';
import type { DailyMealsRequest, NutritionTarget } from '../src/core/requests.js';
import { createTranslator } from '../src/i18n.js';
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';
import { consistentTargets } from './helpers/targets.js';

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

describe('the planner on random consistent targets', () => {
  it('meets at least 99.5 % of them within tolerance', () => {
    const met = targets.filter((target) => chooseDay(library, request(target, { activity: 'strength' }), target).solution.withinTolerance);
    expect(met.length / targets.length).toBeGreaterThanOrEqual(0.995);
  });

  it('marks exactly one meal milkshake-eligible and keeps every text within the contract', () => {
    for (const target of targets.slice(0, 60)) {
      for (const language of ['en', 'ca'] as const) {
        const meals = renderDay(library, chooseDay(library, request(target, { language }), target), language, translator(language));
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
      const slack = { ...target, calories: target.calories * 1.002 };
      expect(isWithinTolerance(totals, target) || isWithinTolerance(totals, slack)).toBe(true);
    }
  });

  it('gives the same day for the same inputs', () => {
    for (const target of targets.slice(0, 20)) {
      const a = chooseDay(library, request(target, { variationSeed: 9 }), target);
      const b = chooseDay(library, request(target, { variationSeed: 9 }), target);
      expect(b).toEqual(a);
    }
  });

  it('changes at least two of the three dishes for another seed, for nearly every target', () => {
    const sample = targets.slice(0, 80);
    const varied = sample.filter((target) => {
      const a = chooseDay(library, request(target, { variationSeed: 1 }), target).dishes;
      const b = chooseDay(library, request(target, { variationSeed: 2 }), target).dishes;
      return a.filter((dish, i) => dish.id !== b[i].id).length >= 2;
    });
    expect(varied.length / sample.length).toBeGreaterThanOrEqual(0.95);
  });

  it('moves energy to breakfast on a run day', () => {
    const target = { calories: 2600, proteinG: 120, carbohydrateG: 350, fatG: 75 };
    const share = (activity: DailyMealsRequest['activity']) => {
      const meals = renderDay(library, chooseDay(library, request(target, { activity }), target), 'en', translator('en'));
      return meals[0].nutrition.calories / meals.reduce((sum, meal) => sum + meal.nutrition.calories, 0);
    };
    expect(MEAL_SHARES.run[0]).toBeGreaterThan(MEAL_SHARES.rest[0]);
    expect(share('run')).toBeGreaterThan(share('rest'));
  });
});
