import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { bestPossible, isWithinTolerance, reachOf, solvePortions, tolerances, type Portion } from './solver.js';

// Per-gram values of a few foods (SR28, raw).
const chicken = { kcal: 1.2, proteinG: 0.225, carbohydrateG: 0, fatG: 0.026 };
const rice = { kcal: 3.65, proteinG: 0.071, carbohydrateG: 0.8, fatG: 0.007 };
const oil = { kcal: 8.84, proteinG: 0, carbohydrateG: 0, fatG: 1 };
const courgette = { kcal: 0.17, proteinG: 0.012, carbohydrateG: 0.031, fatG: 0.003 };

const meal = (index: number): Portion[] => [
  { perGram: chicken, minG: 50, maxG: 500, stepG: 5, meal: index },
  { perGram: rice, minG: 0, maxG: 350, stepG: 5, meal: index },
  { perGram: oil, minG: 0, maxG: 70, stepG: 1, meal: index },
  { perGram: courgette, minG: 80, maxG: 300, stepG: 5, meal: index },
];
const day = [...meal(0), ...meal(1), ...meal(2)];
const shares = { mealShares: [0.3, 0.4, 0.3] };

describe('solvePortions', () => {
  it.each([
    { calories: 2000, proteinG: 130, carbohydrateG: 220, fatG: 65 },
    { calories: 1400, proteinG: 250, carbohydrateG: 20, fatG: 30 },
    { calories: 4500, proteinG: 200, carbohydrateG: 650, fatG: 120 },
    { calories: 1200, proteinG: 60, carbohydrateG: 150, fatG: 40 },
  ])('meets %o within tolerance, in whole steps', (target) => {
    const solution = solvePortions(day, target, shares);
    expect(solution.withinTolerance).toBe(true);
    solution.grams.forEach((grams, i) => {
      expect(grams % day[i].stepG).toBe(0);
      expect(grams).toBeGreaterThanOrEqual(day[i].minG);
      expect(grams).toBeLessThanOrEqual(day[i].maxG);
    });
  });

  it.each([
    { calories: 1787, proteinG: 130, carbohydrateG: 220, fatG: 65 },
    { calories: 2293, proteinG: 150, carbohydrateG: 300, fatG: 80 },
    { calories: 3441, proteinG: 200, carbohydrateG: 500, fatG: 100 },
  ])(
    'reaches the tolerance bands of %o, whose calories sit 9 % off 4P + 4C + 9F, where a least-squares centre misses',
    (target) => {
      const solution = solvePortions(day, target, shares);
      expect(solution.withinTolerance).toBe(true);
    },
  );

  it('says so when the target is out of reach, and still comes close on protein', () => {
    const target = { calories: 6000, proteinG: 300, carbohydrateG: 50, fatG: 250 };
    const solution = solvePortions(meal(0), target, { mealShares: [1] });
    expect(solution.withinTolerance).toBe(false);
  });

  it('is deterministic', () => {
    const target = { calories: 2500, proteinG: 150, carbohydrateG: 300, fatG: 75 };
    expect(solvePortions(day, target, shares)).toEqual(solvePortions(day, target, shares));
  });

  it('gives a small system the same answer whatever larger one was solved before it (the arrays it reuses)', () => {
    // Two meals and an add-on: most of its system's coefficients are zeros, which reused arrays must not lose.
    const small = { calories: 1100, proteinG: 70, carbohydrateG: 120, fatG: 35 };
    const alone = [...meal(0).slice(0, 2), ...meal(1).slice(1)].map((portion, i) => ({
      ...portion,
      optional: i === 2,
    }));
    const options = { mealShares: [0.4, 0.6] };
    const fresh = solvePortions(alone, small, options);
    // Larger systems with optional add-ons and other meals leave other numbers in every array.
    const bigger = day.map((portion, i) => ({ ...portion, optional: i % 3 === 0 }));
    solvePortions(bigger, { calories: 4200, proteinG: 260, carbohydrateG: 500, fatG: 120 }, shares);
    solvePortions(
      [...bigger, ...bigger],
      { calories: 6000, proteinG: 300, carbohydrateG: 900, fatG: 150 },
      {
        mealShares: [0.2, 0.3, 0.5],
      },
    );
    expect(solvePortions(alone, small, options)).toEqual(fresh);
  });
});

describe('tolerances', () => {
  it('allows 5 % of energy and 8 % or 5 g of each macro', () => {
    expect(tolerances({ calories: 2000, proteinG: 50, carbohydrateG: 300, fatG: 70 })).toEqual({
      calories: 100,
      proteinG: 5,
      carbohydrateG: 24,
      fatG: 5.6000000000000005,
    });
    expect(
      isWithinTolerance(
        { calories: 2100, proteinG: 45, carbohydrateG: 276, fatG: 75.6 },
        { calories: 2000, proteinG: 50, carbohydrateG: 300, fatG: 70 },
      ),
    ).toBe(true);
    expect(
      isWithinTolerance(
        { calories: 2101, proteinG: 45, carbohydrateG: 276, fatG: 75.6 },
        { calories: 2000, proteinG: 50, carbohydrateG: 300, fatG: 70 },
      ),
    ).toBe(false);
  });
});

describe('bestPossible', () => {
  it('never promises less than a solve gets, and a figure out of reach is never within tolerance', () => {
    const random = seededRandom(11);
    const foods = [chicken, rice, oil, courgette];
    let outOfReach = 0;
    for (let round = 0; round < 300; round++) {
      const portions: Portion[] = Array.from({ length: 3 + Math.floor(random() * 6) }, (_, i) => {
        const minG = Math.round(random() * 60);
        return {
          perGram: foods[Math.floor(random() * foods.length)],
          minG,
          maxG: minG + Math.round(random() * 200),
          stepG: 5,
          meal: i % 3,
        };
      });
      const target = {
        calories: 800 + random() * 3000,
        proteinG: 40 + random() * 200,
        carbohydrateG: random() * 400,
        fatG: 20 + random() * 120,
      };
      const solution = solvePortions(portions, target, shares);
      const possible = bestPossible([reachOf(portions)], target);
      expect(possible.score).toBeLessThanOrEqual(solution.score + 1e-9);
      if (possible.bandsOutOfReach) {
        outOfReach++;
        expect(solution.withinTolerance).toBe(false);
      }
    }
    // The rounds cover both cases.
    expect(outOfReach).toBeGreaterThan(30);
    expect(outOfReach).toBeLessThan(300);
  });

  it('judges a combination from its parts: reaches add up', () => {
    const target = { calories: 2200, proteinG: 130, carbohydrateG: 250, fatG: 70 };
    expect(bestPossible([reachOf(meal(0)), reachOf(meal(1)), reachOf(meal(2))], target).score).toBeCloseTo(
      bestPossible([reachOf(day)], target).score,
      9,
    );
  });
});
