/**
 * The plan rules (`src/core/meals/plan-rules.ts`) over many plans as people get them: the weeks of
 * plausible adults (each day's target from their profile and training) and plausible single days,
 * rendered as the API serves them and read back plate by plate. Shared by the planner's tests and
 * `npm run bench`, so both count alike.
 */
import { seededRandom } from '../../src/core/random.js';
import type { Translate } from '../../src/core/ports.js';
import { ACTIVITIES, type DailyMealsRequest } from '../../src/core/requests.js';
import type { MealLibrary } from '../../src/core/meals/library.js';
import { chooseDay } from '../../src/core/meals/planner.js';
import { platesOfServed } from '../../src/core/meals/plates.js';
import { reviewDay, reviewPlate, reviewWeek, type Eater, type RuleMiss } from '../../src/core/meals/plan-rules.js';
import { renderDay } from '../../src/core/meals/render-day.js';
import { planWeek } from '../../src/core/meals/week.js';
import { computeTarget } from '../../src/core/targets/targets.js';
import { profileDays } from './targets.js';

export interface ReviewCounts {
  plates: number;
  platesPassing: number;
  days: number;
  daysPassing: number;
  daysMet: number;
  weeks: number;
  weeksPassing: number;
  /** How often each rule was broken: per plate, day or week. */
  misses: Record<string, number>;
  /** A few misses to read, with where they were. */
  examples: string[];
}

function emptyCounts(): ReviewCounts {
  return {
    plates: 0,
    platesPassing: 0,
    days: 0,
    daysPassing: 0,
    daysMet: 0,
    weeks: 0,
    weeksPassing: 0,
    misses: {},
    examples: [],
  };
}

function note(counts: ReviewCounts, misses: readonly RuleMiss[], where: string): void {
  for (const miss of misses) {
    counts.misses[miss.rule] = (counts.misses[miss.rule] ?? 0) + 1;
    if (counts.examples.length < 40 && !counts.examples.some((line) => line.includes(miss.rule)))
      counts.examples.push(`${where} ${miss.rule}: ${miss.detail}`);
  }
}

/** A served day: its meals and snacks in order, whether its target was met. */
interface ServedDay {
  meals: Parameters<typeof platesOfServed>[1];
  targetMet: boolean;
}

function reviewServedDay(library: MealLibrary, day: ServedDay, counts: ReviewCounts, where: string, eater?: Eater) {
  const plates = platesOfServed(library, day.meals);
  for (const plate of plates) {
    const misses = reviewPlate(plate);
    counts.plates++;
    if (misses.length === 0) counts.platesPassing++;
    note(counts, misses, `${where} ${plate.slot} ${plate.dish.id}`);
  }
  const misses = reviewDay({ plates }, eater);
  counts.days++;
  if (misses.length === 0) counts.daysPassing++;
  if (day.targetMet) counts.daysMet++;
  note(counts, misses, where);
  return plates;
}

/** Seven days of training for a person: a rest day or two, the rest drawn from every activity. */
function weekOf(random: () => number): (typeof ACTIVITIES)[number][] {
  return Array.from({ length: 7 }, (_, i) =>
    i === 6 || i === 0 ? 'rest' : ACTIVITIES[Math.floor(random() * ACTIVITIES.length)],
  );
}

/** The weeks of `count` plausible adults, each planned in a month of the year in turn. */
export function reviewWeeks(library: MealLibrary, t: Translate, count: number, seed = 2026): ReviewCounts {
  const counts = emptyCounts();
  const random = seededRandom(seed + 1);
  profileDays(count, seed).forEach(({ profile }, i) => {
    const activities = weekOf(random);
    const days = activities.map((activity) => ({ activity, target: computeTarget(profile, activity).target }));
    const eater = { sex: profile.sex, ageYears: profile.ageYears };
    const week = planWeek(
      library,
      days,
      {
        goal: profile.goal,
        usualActivity: profile.usualActivity,
        language: 'en',
        variationSeed: i,
        month: (i % 12) + 1,
        eater,
      },
      t,
    );
    const reviewed = week.map((day, d) =>
      reviewServedDay(
        library,
        { meals: [...day.meals, ...day.snacks], targetMet: day.targetMet },
        counts,
        `week ${i} day ${d}`,
        eater,
      ),
    );
    const misses = reviewWeek(reviewed.map((plates) => ({ plates })));
    counts.weeks++;
    if (misses.length === 0) counts.weeksPassing++;
    note(counts, misses, `week ${i}`);
  });
  return counts;
}

/** Single days of `count` plausible adults, as `/api/daily-meals` plans them (no profile: two dairy servings). */
export function reviewDays(library: MealLibrary, t: Translate, count: number, seed = 17): ReviewCounts {
  const counts = emptyCounts();
  profileDays(count, seed).forEach((day, i) => {
    const request: DailyMealsRequest = {
      target: day.target,
      activity: day.activity,
      goal: day.profile.goal,
      usualActivity: day.profile.usualActivity,
      language: 'en',
      variationSeed: i,
    };
    const choice = chooseDay(library, request, day.target, { month: (i % 12) + 1 });
    const meals = renderDay(library, choice, 'en', t);
    reviewServedDay(library, { meals, targetMet: choice.solution.withinTolerance }, counts, `day ${i}`);
  });
  return counts;
}

/** The shares a report gives: plates, days and weeks passing every rule, and targets met. */
export function shares(counts: ReviewCounts) {
  const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10000) / 10000 : null);
  return {
    platesPassing: share(counts.platesPassing, counts.plates),
    daysPassing: share(counts.daysPassing, counts.days),
    weeksPassing: share(counts.weeksPassing, counts.weeks),
    targetsMet: share(counts.daysMet, counts.days),
  };
}
