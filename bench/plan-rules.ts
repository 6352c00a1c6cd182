/**
 * Plan-rules benchmark (issue 38): a dietitian's plate, day and week rules (`plan-rules.ts`) over
 * the weeks of 2,000 plausible adults and 2,000 plausible single days (the realism figure's
 * population), as the API serves them: the share of plates, days and weeks passing every rule,
 * targets met beside them, and how often each rule was broken. The baseline in the same run is the
 * uniform stress grid of random consistent targets, far past what people are given.
 *
 *   npx tsx bench/plan-rules.ts [--people=2000]
 */
import { createTranslator } from '../src/i18n.js';
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';
import { chooseDay } from '../src/core/meals/planner.js';
import { platesOfServed } from '../src/core/meals/plates.js';
import { reviewDay, reviewPlate } from '../src/core/meals/plan-rules.js';
import { renderDay } from '../src/core/meals/render-day.js';
import { reviewDays, reviewWeeks, shares, type ReviewCounts } from '../test/helpers/plan-review.js';
import { consistentTargets } from '../test/helpers/targets.js';
import { round } from './stats.js';

const library = createEmbeddedMealLibrary({ sr28: loadSr28() });
const t = createTranslator()('en');
const people = Number(process.argv.find((arg) => arg.startsWith('--people='))?.slice(9) ?? 2000);

function report(counts: ReviewCounts, ms: number) {
  return {
    ...shares(counts),
    plates: counts.plates,
    days: counts.days,
    weeks: counts.weeks,
    msPerDay: round(ms / counts.days, 2),
    misses: Object.fromEntries(Object.entries(counts.misses).sort(([, a], [, b]) => b - a)),
    examples: counts.examples.slice(0, 8),
  };
}

function timed<T>(work: () => T): [T, number] {
  const at = performance.now();
  const result = work();
  return [result, performance.now() - at];
}

/** The stress grid: single days of random consistent targets, each read by the same rules. */
function stress(count: number) {
  let plates = 0;
  let platesPassing = 0;
  let daysPassing = 0;
  let met = 0;
  consistentTargets(count, 2026).forEach((target, i) => {
    const request = { target, activity: 'rest', goal: 'maintain', usualActivity: 'light', language: 'en' } as const;
    const choice = chooseDay(library, { ...request, variationSeed: i }, target);
    const served = platesOfServed(library, renderDay(library, choice, 'en', t));
    plates += served.length;
    platesPassing += served.filter((plate) => reviewPlate(plate).length === 0).length;
    if (reviewDay({ plates: served }).length === 0) daysPassing++;
    if (choice.solution.withinTolerance) met++;
  });
  return {
    days: count,
    platesPassing: round(platesPassing / plates, 4),
    daysPassing: round(daysPassing / count, 4),
    targetsMet: round(met / count, 4),
  };
}

const [weeks, weeksMs] = timed(() => reviewWeeks(library, t, people, 2026));
const [days, daysMs] = timed(() => reviewDays(library, t, people, 2026));
console.log(
  JSON.stringify(
    {
      benchmark: 'plan-rules',
      node: process.version,
      dishes: library.dishes.length,
      weeks: report(weeks, weeksMs),
      days: report(days, daysMs),
      stressBaseline: stress(Math.min(people, 500)),
    },
    null,
    2,
  ),
);
