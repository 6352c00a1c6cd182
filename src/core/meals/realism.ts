/**
 * @module
 * Whether a planned day looks like food a dietitian would serve: no plate over a per-meal cap,
 * no dish short of the ingredient its name promises, free sugars under a tenth of the energy.
 * Read by the property test and `npm run bench`; the planner itself plans within the same rules.
 */
import type { FoodInfo, MealLibrary } from './library.js';
import type { DayChoice } from './planner.js';
import { capOf, freeSugarsG, titleMinimumG, type PortionCap } from './portion-rules.js';

export interface DayRealism {
  /** Meals and snacks planned. */
  plates: number;
  snacks: number;
  /** Plates holding more of a kind of food than its cap, with what went over ("dish: cap 180 g"). */
  overCaps: string[];
  /** Title ingredients below their minimum ("dish: food 20 g"). */
  titleShort: string[];
  /** Free sugars as a share of the day's energy. */
  freeSugarShare: number;
}

/** Slack for rounding to steps: a cap or a minimum missed by less than this is not a miss. */
const GRACE_G = 0.5;

export function dayRealism(library: MealLibrary, choice: DayChoice): DayRealism {
  const overCaps: string[] = [];
  const titleShort: string[] = [];
  let offset = 0;
  let kcal = 0;
  let sugars = 0;
  choice.dishes.forEach((dish) => {
    const grams = choice.solution.grams.slice(offset, offset + dish.components.length);
    offset += dish.components.length;
    const byCap = new Map<string, { cap: PortionCap; total: number }>();
    dish.components.forEach((component, i) => {
      const food = library.foods.get(component.food) as FoodInfo;
      const cap = capOf(food, dish.slot);
      if (cap) byCap.set(cap.id, { cap, total: (byCap.get(cap.id)?.total ?? 0) + grams[i] });
      if (component.title && grams[i] + GRACE_G < titleMinimumG(food, dish.slot))
        titleShort.push(`${dish.id}: ${food.id} ${grams[i]} g`);
      kcal += (food.per100g.kcal * grams[i]) / 100;
      sugars += freeSugarsG(food.id, grams[i]);
    });
    for (const { cap, total } of byCap.values())
      if (total > cap.maxG + GRACE_G) overCaps.push(`${dish.id}: ${cap.id} ${Math.round(total)} g (cap ${cap.maxG} g)`);
  });
  return {
    plates: choice.dishes.length,
    snacks: choice.dishes.filter((dish) => dish.slot === 'snack').length,
    overCaps,
    titleShort,
    freeSugarShare: kcal > 0 ? (4 * sugars) / kcal : 0,
  };
}

export interface RealismSummary {
  days: number;
  plates: number;
  platesOverCaps: number;
  titleShort: number;
  daysOverTenPercentFreeSugars: number;
  daysWithSnacks: number;
  snacks: number;
  examples: { overCaps: string[]; titleShort: string[] };
}

/** Totals over many days, with a few examples of each kind of miss to read. */
export function summariseRealism(days: readonly DayRealism[]): RealismSummary {
  return {
    days: days.length,
    plates: days.reduce((sum, day) => sum + day.plates, 0),
    platesOverCaps: days.reduce((sum, day) => sum + new Set(day.overCaps.map((miss) => miss.split(':')[0])).size, 0),
    titleShort: days.reduce((sum, day) => sum + day.titleShort.length, 0),
    daysOverTenPercentFreeSugars: days.filter((day) => day.freeSugarShare > 0.1).length,
    daysWithSnacks: days.filter((day) => day.snacks > 0).length,
    snacks: days.reduce((sum, day) => sum + day.snacks, 0),
    examples: {
      overCaps: days.flatMap((day) => day.overCaps).slice(0, 5),
      titleShort: days.flatMap((day) => day.titleShort).slice(0, 5),
    },
  };
}
