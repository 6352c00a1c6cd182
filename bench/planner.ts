/**
 * Planner benchmark: latency of a day and a week, and adherence over a grid
 * of targets across the bounds. The baseline, measured in the same run, is
 * the solver alone on one fixed set of dishes (no dish search), so the ratio
 * shows what the search costs.
 */
import { chooseDay, MEAL_SHARES } from '../src/core/meals/planner.js';
import { portionsOf, scalingFor } from '../src/core/meals/plate-bounds.js';
import { solvePortions } from '../src/core/meals/solver.js';
import { planWeek } from '../src/core/meals/week.js';
import type { DailyMealsRequest, NutritionTarget } from '../src/core/requests.js';
import { createTranslator } from '../src/i18n.js';
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';
import { consistentTargets } from '../test/helpers/targets.js';
import { round, timeEach } from './stats.js';

const library = createEmbeddedMealLibrary({ sr28: loadSr28() });
const t = createTranslator()('en');
const request = (target: NutritionTarget, seed = 0): DailyMealsRequest => ({
  target,
  activity: 'run',
  goal: 'maintain',
  usualActivity: 'light',
  language: 'en',
  variationSeed: seed,
});

/** Calories 1000..6000 by 250, protein 10..35 % and fat 20..45 % of energy, carbohydrate the rest. */
function grid(): NutritionTarget[] {
  const targets: NutritionTarget[] = [];
  for (let calories = 1000; calories <= 6000; calories += 250) {
    for (let protein = 0.1; protein <= 0.351; protein += 0.05) {
      for (let fat = 0.2; fat <= 0.451; fat += 0.05) {
        const proteinG = Math.round((calories * protein) / 4);
        const fatG = Math.round((calories * fat) / 9);
        const carbohydrateG = Math.round((calories * (1 - protein - fat)) / 4);
        if (proteinG < 40 || proteinG > 300 || fatG < 20 || fatG > 250 || carbohydrateG < 0) continue;
        targets.push({ calories, proteinG, carbohydrateG, fatG });
      }
    }
  }
  return targets;
}

function adherence(targets: readonly NutritionTarget[]) {
  const met = targets.filter((target) => chooseDay(library, request(target), target).solution.withinTolerance).length;
  return { targets: targets.length, met, rate: round(met / targets.length, 4) };
}

/** Adherence over 2,000 random consistent targets; latency over the first 400. */
const many = consistentTargets(2000, 2026);
const random = many.slice(0, 400);
const proteinShare = (target: NutritionTarget) => (4 * target.proteinG) / target.calories;
const fixed = chooseDay(library, request({ calories: 2200, proteinG: 130, carbohydrateG: 250, fatG: 70 }), {
  calories: 2200,
  proteinG: 130,
  carbohydrateG: 250,
  fatG: 70,
}).dishes;

// The first days a process plans run while V8 still compiles the planner: timed as they come, then
// again once warm, as a running service plans them (days for targets of another seed warm it, and
// the baseline alike).
const dayFirstPass = timeEach(random, (target) => chooseDay(library, request(target), target));
for (const target of consistentTargets(300, 77)) {
  chooseDay(library, request(target), target);
  solvePortions(portionsOf(library, fixed, scalingFor(target)), target, { mealShares: MEAL_SHARES.run });
}
const day = timeEach(random, (target) => chooseDay(library, request(target), target));
/** Consistent targets with their calories moved a third away from the energy of their macros (×0.7 or ×1.35), kept in bounds. */
const disagreeing = consistentTargets(400, 7)
  .map((target, i) => ({ ...target, calories: Math.round(target.calories * (i % 2 ? 1.35 : 0.7)) }))
  .filter((target) => target.calories >= 1000 && target.calories <= 6000)
  .slice(0, 200);
const dayDisagreeing = timeEach(disagreeing, (target) => chooseDay(library, request(target), target));
const baseline = timeEach(random, (target) =>
  solvePortions(portionsOf(library, fixed, scalingFor(target)), target, { mealShares: MEAL_SHARES.run }),
);
const weekTargets = random.slice(0, 60);
const week = timeEach(weekTargets, (target) =>
  planWeek(
    library,
    Array.from({ length: 7 }, (_, i) => ({
      activity: (['rest', 'run', 'walk', 'strength', 'pilates', 'run', 'rest'] as const)[i],
      target,
    })),
    { goal: 'maintain', usualActivity: 'light', language: 'en' },
    t,
  ),
);

console.log(
  JSON.stringify(
    {
      benchmark: 'planner',
      node: process.version,
      library: { foods: library.foods.size, dishes: library.dishes.length },
      dayLatency: day,
      dayLatencyFirstPass: dayFirstPass,
      dayLatencyCaloriesDisagreeWithMacros: dayDisagreeing,
      weekLatency: week,
      baselineSolverOnFixedDishes: baseline,
      dayToBaselineRatioP50: round(day.p50Ms / baseline.p50Ms, 2),
      adherence: {
        grid: adherence(grid()),
        randomConsistent: adherence(many),
        randomConsistentProteinAtLeast8Percent: adherence(many.filter((target) => proteinShare(target) >= 0.08)),
        randomConsistentProteinUnder8Percent: adherence(many.filter((target) => proteinShare(target) < 0.08)),
      },
    },
    null,
    2,
  ),
);
