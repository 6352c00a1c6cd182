import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITIES, GOALS, USUAL_ACTIVITIES } from '../requests.js';
import { computeTarget, mifflinStJeor, SEXES, TARGET_BOUNDS, trainingEnergy, type Profile } from './targets.js';

const base: Profile = {
  sex: 'female',
  ageYears: 35,
  heightCm: 165,
  weightKg: 62,
  usualActivity: 'light',
  goal: 'maintain',
};

/** Adult profiles within the given ranges, every sex, usual activity and goal. */
const profiles = (range: Record<'age' | 'heightCm' | 'weightKg', [number, number]>) =>
  fc.record({
    sex: fc.constantFrom(...SEXES),
    ageYears: fc.integer({ min: range.age[0], max: range.age[1] }),
    heightCm: fc.integer({ min: range.heightCm[0], max: range.heightCm[1] }),
    weightKg: fc.integer({ min: range.weightKg[0], max: range.weightKg[1] }),
    usualActivity: fc.constantFrom(...USUAL_ACTIVITIES),
    goal: fc.constantFrom(...GOALS),
  });

describe('mifflinStJeor', () => {
  // Published worked examples of the Mifflin-St Jeor equation (1990).
  it.each([
    [{ sex: 'male', ageYears: 30, heightCm: 180, weightKg: 80 }, 1780],
    [{ sex: 'female', ageYears: 30, heightCm: 165, weightKg: 60 }, 1320.25],
    [{ sex: 'male', ageYears: 50, heightCm: 175, weightKg: 90 }, 1748.75],
    [{ sex: 'female', ageYears: 65, heightCm: 158, weightKg: 70 }, 1201.5],
  ] as const)('%o -> %d kcal', (profile, kcal) => {
    expect(mifflinStJeor(profile)).toBeCloseTo(kcal, 6);
  });
});

describe('trainingEnergy', () => {
  it('adds nothing on a rest day and most on a run', () => {
    expect(trainingEnergy('rest', 70)).toBe(0);
    expect(trainingEnergy('run', 70)).toBeCloseTo(8.8 * 70 * 0.75, 6);
    expect(trainingEnergy('run', 70)).toBeGreaterThan(trainingEnergy('strength', 70));
    expect(trainingEnergy('strength', 70)).toBeGreaterThan(trainingEnergy('walk', 70));
  });
});

describe('computeTarget', () => {
  it('builds a maintenance day for a lightly active woman', () => {
    const { target, bmr, maintenance } = computeTarget(base, 'rest');
    expect(bmr).toBeCloseTo(1315.25, 2);
    expect(maintenance).toBeCloseTo(1315.25 * 1.3, 2);
    // 1709.8 kcal; protein 1.4 x 62; fat 30 % of energy / 9; carbohydrate the rest / 4.
    expect(target).toEqual({ calories: 1710, proteinG: 87, fatG: 57, carbohydrateG: 212 });
  });

  it('eats more on a run day, mostly as carbohydrate', () => {
    const rest = computeTarget(base, 'rest').target;
    const run = computeTarget(base, 'run').target;
    expect(run.calories - rest.calories).toBeGreaterThan(350);
    expect(run.carbohydrateG - rest.carbohydrateG).toBeGreaterThan(80);
  });

  it('raises protein on strength days and on a cut', () => {
    expect(computeTarget(base, 'strength').target.proteinG).toBe(Math.round(1.6 * 62));
    expect(computeTarget({ ...base, goal: 'lose' }, 'rest').target.proteinG).toBe(Math.round(1.5 * 62));
  });

  it('holds a cut to 1.7 g of protein per kg of the protein weight and 30 % of the energy (issue 38)', () => {
    fc.assert(
      fc.property(
        profiles({ age: [18, 90], heightCm: [145, 205], weightKg: [40, 180] }),
        fc.constantFrom(...ACTIVITIES),
        (profile, activity) => {
          const { target, proteinWeightKg } = computeTarget(profile, activity);
          if (target.proteinG <= TARGET_BOUNDS.proteinG[0]) return;
          expect(4 * target.proteinG).toBeLessThanOrEqual(0.3 * target.calories + 4);
          if (profile.goal === 'lose') expect(target.proteinG).toBeLessThanOrEqual(1.7 * proteinWeightKg + 0.5);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('cuts at most 500 kcal and never below resting energy', () => {
    const big: Profile = { ...base, sex: 'male', weightKg: 110, heightCm: 190, usualActivity: 'high', goal: 'lose' };
    const result = computeTarget(big, 'run');
    expect(result.goalAdjustment).toBeCloseTo(-500, 6);
    const small: Profile = {
      ...base,
      weightKg: 40,
      heightCm: 150,
      ageYears: 80,
      usualActivity: 'sedentary',
      goal: 'lose',
    };
    expect(computeTarget(small, 'rest').target.calories).toBeGreaterThanOrEqual(
      Math.round(mifflinStJeor(small) / 10) * 10,
    );
  });

  it('keeps every figure within the NutritionTarget bounds for any adult profile', () => {
    fc.assert(
      fc.property(
        profiles({ age: [18, 100], heightCm: [130, 220], weightKg: [35, 250] }),
        fc.constantFrom(...ACTIVITIES),
        (profile, activity) => {
          const { target } = computeTarget(profile, activity);
          for (const [key, [min, max]] of Object.entries(TARGET_BOUNDS)) {
            const value = target[key as keyof typeof target];
            expect(value).toBeGreaterThanOrEqual(min);
            expect(value).toBeLessThanOrEqual(max);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('protein weight and the carbohydrate floor (issue 17)', () => {
  it('counts protein on the actual weight up to a BMI of 27', () => {
    const profile = { ...base, weightKg: 70 }; // BMI 25.7
    expect(computeTarget(profile, 'rest').proteinWeightKg).toBe(70);
  });

  it('counts protein on the weight at BMI 25 plus 40 % of the rest above a BMI of 27', () => {
    const profile = { ...base, heightCm: 160, weightKg: 100 }; // BMI 39; BMI 25 is 64 kg
    const breakdown = computeTarget(profile, 'rest');
    expect(breakdown.proteinWeightKg).toBeCloseTo(64 + 0.4 * 36, 5);
    expect(breakdown.target.proteinG).toBeLessThan(1.4 * 100);
  });

  it('keeps 130 g of carbohydrate for an 80 kg sedentary woman losing weight, lowering protein to make room', () => {
    const profile: Profile = {
      sex: 'female',
      ageYears: 50,
      heightCm: 160,
      weightKg: 80,
      usualActivity: 'sedentary',
      goal: 'lose',
    };
    const breakdown = computeTarget(profile, 'rest');
    expect(breakdown.target.carbohydrateG).toBeGreaterThanOrEqual(130);
    expect(breakdown.beforeCarbohydrateFloor?.proteinG).toBeGreaterThan(breakdown.target.proteinG);
    expect(breakdown.target.proteinG / breakdown.proteinWeightKg).toBeGreaterThanOrEqual(1.2);
    const { calories, proteinG, carbohydrateG, fatG } = breakdown.target;
    expect(Math.abs(4 * proteinG + 4 * carbohydrateG + 9 * fatG - calories)).toBeLessThan(15);
  });

  it('never leaves carbohydrate under 130 g while protein and fat are above their floors', () => {
    fc.assert(
      fc.property(
        fc.record({
          sex: fc.constantFrom(...SEXES),
          ageYears: fc.integer({ min: 18, max: 90 }),
          heightCm: fc.integer({ min: 145, max: 205 }),
          weightKg: fc.integer({ min: 40, max: 160 }),
          usualActivity: fc.constantFrom(...USUAL_ACTIVITIES),
          goal: fc.constantFrom(...GOALS),
        }),
        fc.constantFrom(...ACTIVITIES),
        (profile, activity) => {
          const breakdown = computeTarget(profile, activity);
          const { target } = breakdown;
          const atFloors =
            target.proteinG <= Math.ceil(1.2 * breakdown.proteinWeightKg) &&
            target.fatG <= Math.ceil(0.7 * profile.weightKg);
          if (!atFloors && !breakdown.clamped) expect(target.carbohydrateG).toBeGreaterThanOrEqual(130);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
