/**
 * Realism benchmark: plans days for random plausible adults (targets as the coach computes
 * them, every activity) and reports what a dietitian would check beside adherence: plates over
 * the per-meal caps, dishes short of their title ingredient, days over 10 % free sugars, snack
 * use. The baseline in the same run is the uniform stress grid of `bench/planner.ts`'s random
 * targets, which reach far past what people are given.
 */
import { chooseDay } from '../src/core/meals/planner.js';
import { dayRealism, summariseRealism } from '../src/core/meals/realism.js';
import type { NutritionTarget } from '../src/core/requests.js';
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';
import { consistentTargets, profileDays } from '../test/helpers/targets.js';
import { round } from './stats.js';

const library = createEmbeddedMealLibrary({ sr28: loadSr28() });
const count = Number(process.argv.find((arg) => arg.startsWith('--days='))?.slice(7) ?? 2000);

function report(
  days: {
    target: NutritionTarget;
    activity: Parameters<typeof chooseDay>[1]['activity'];
    goal: Parameters<typeof chooseDay>[1]['goal'];
  }[],
) {
  const choices = days.map((day, i) =>
    chooseDay(
      library,
      {
        target: day.target,
        activity: day.activity,
        goal: day.goal,
        usualActivity: 'light',
        language: 'en',
        variationSeed: i,
      },
      day.target,
    ),
  );
  const met = choices.filter((choice) => choice.solution.withinTolerance).length;
  const summary = summariseRealism(choices.map((choice) => dayRealism(library, choice)));
  return {
    ...summary,
    adherence: round(met / days.length, 4),
    platesOverCapsRate: round(summary.platesOverCaps / summary.plates, 4),
    daysOverTenPercentFreeSugarsRate: round(summary.daysOverTenPercentFreeSugars / summary.days, 4),
    calories: {
      min: Math.min(...days.map((day) => day.target.calories)),
      max: Math.max(...days.map((day) => day.target.calories)),
    },
  };
}

const people = profileDays(count, 2026).map((day) => ({
  target: day.target,
  activity: day.activity,
  goal: day.profile.goal,
}));
const stress = consistentTargets(Math.min(count, 500), 2026).map((target) => ({
  target,
  activity: 'rest' as const,
  goal: 'maintain' as const,
}));
console.log(
  JSON.stringify(
    {
      benchmark: 'realism',
      node: process.version,
      dishes: library.dishes.length,
      people: report(people),
      stressBaseline: report(stress),
    },
    null,
    2,
  ),
);
