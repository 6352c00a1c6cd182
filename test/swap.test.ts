/**
 * Changing one meal of a planned day, over the shipped library and the days of plausible adults:
 * the changed meal is another dish, the others stay, and a day that met its target and the plan
 * rules still does.
 */
import { describe, expect, it } from 'vitest';
import { dayRealism } from '../src/core/meals/realism.js';
import { chooseDay } from '../src/core/meals/planner.js';
import { SWAPPABLE, swapMeals } from '../src/core/meals/swap.js';
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';
import { profileDays } from './helpers/targets.js';

const library = createEmbeddedMealLibrary({ sr28: loadSr28() });
const days = profileDays(60, 7);

describe('swapMeals', () => {
  it.each(SWAPPABLE)(
    'changes the %s to another dish, keeps the other dishes, and still meets the target and the rules',
    (slot) => {
      let kept = 0;
      let planKept = 0;
      for (const [i, { target, activity }] of days.entries()) {
        const request = {
          target,
          activity,
          goal: 'maintain' as const,
          usualActivity: 'light' as const,
          language: 'en' as const,
          variationSeed: i,
        };
        const planned = chooseDay(library, request, target);
        const swapped = swapMeals(library, request, target, planned, { [slot]: 1 });
        const index = planned.slots.indexOf(slot);
        expect(swapped.dishes[index].id).not.toBe(planned.dishes[index].id);
        swapped.dishes.forEach((dish, at) => at !== index && expect(dish.id).toBe(planned.dishes[at].id));
        if (planned.solution.withinTolerance && planned.misses === 0) {
          planKept++;
          if (swapped.solution.withinTolerance && swapped.misses === 0) kept++;
        }
        // Whatever was changed, every plate stays one a dietitian would serve.
        const realism = dayRealism(library, swapped);
        expect([realism.overCaps, realism.titleShort]).toEqual([[], []]);
      }
      expect(planKept).toBeGreaterThanOrEqual(days.length * 0.9);
      // A few days have no other dish for the place that keeps both (a big paella day with a light breakfast).
      expect(kept).toBeGreaterThanOrEqual(planKept * 0.95);
    },
  );

  it('brings another dish at each further change, and is the same for the same day and count', () => {
    const { target, activity } = days[0];
    const request = {
      target,
      activity,
      goal: 'maintain' as const,
      usualActivity: 'light' as const,
      language: 'en' as const,
      variationSeed: 3,
    };
    const planned = chooseDay(library, request, target);
    const lunch = planned.slots.indexOf('lunch');
    const seen = [1, 2, 3].map(
      (count) => swapMeals(library, request, target, planned, { lunch: count }).dishes[lunch].id,
    );
    expect(new Set([planned.dishes[lunch].id, ...seen]).size).toBe(4);
    expect(swapMeals(library, request, target, planned, { lunch: 2 }).dishes[lunch].id).toBe(seen[1]);
  });
});
