/**
 * @module
 * Plans a day: breakfast, lunch and dinner, the afternoon snack (berenar), and a mid-morning and a
 * late one on big days, each lunch and dinner with its courses (`courses.ts`), with portions solved
 * inside what one plate can hold (`plate-bounds.ts`). Dishes are tried in an order drawn from the
 * variation seed and biased by the day; the first day that meets the target and every plate and
 * day rule wins (`day-misses.ts`), else one more snack is tried, else the day breaking the fewest
 * rules, the closest among them, is kept.
 */
import { hashSeed, seededRandom, shuffled } from '../random.js';
import type { Activity, DailyMealsRequest, NutritionTarget } from '../requests.js';
import { coursesInSeason, withCourses, withDairy } from './courses.js';
import { missesOf, overLimits } from './day-misses.js';
import { isFreshFruit } from './food-groups.js';
import type { Dish, DishSlot, MealLibrary } from './library.js';
import { dairyServingsFor, type Eater } from './plan-rules.js';
import { portionsOf, scalingFor, type Scaling } from './plate-bounds.js';
import { energyReachable } from './reachable.js';
import { bestPossible, reachOf, solvePortions, type Portion, type Reach, type Solution } from './solver.js';

/** The places of a day's eating, in the order of the day. */
export const DAY_SLOTS = ['breakfast', 'midMorning', 'lunch', 'afternoon', 'dinner', 'evening'] as const;
export type DaySlot = (typeof DAY_SLOTS)[number];

/** Which dishes can fill a place of the day. */
export const DISH_SLOT: Record<DaySlot, DishSlot> = {
  breakfast: 'breakfast',
  midMorning: 'snack',
  lunch: 'lunch',
  afternoon: 'snack',
  dinner: 'dinner',
  evening: 'snack',
};

/** Share of the day's energy for breakfast, lunch and dinner, by today's training. */
export const MEAL_SHARES: Record<Activity, readonly [number, number, number]> = {
  rest: [0.25, 0.4, 0.35],
  walk: [0.25, 0.4, 0.35],
  pilates: [0.25, 0.4, 0.35],
  // Fuel before and around a run; a bigger recovery dinner after lifting.
  run: [0.3, 0.4, 0.3],
  strength: [0.25, 0.35, 0.4],
};
/** Share of the day's energy a snack carries; the meals share the rest. */
const SNACK_SHARE = 0.1;

/**
 * Snacks a day starts with: the afternoon one (berenar) every day, as Catalan days have it and
 * where a day finds its second dairy serving; two from 2,900 kcal, three from 3,300 (six eating
 * occasions). A day that cannot be met with them takes one more, up to three: a big day eats more
 * often, not bigger plates.
 */
export function snacksFor(target: NutritionTarget): 1 | 2 | 3 {
  if (target.calories >= 3300) return 3;
  return target.calories >= 2900 ? 2 : 1;
}

/** Most snacks a day takes: the mid-morning one, berenar and a late one (ressopó). */
export const MOST_SNACKS = 3;

/** The day's places with `snacks` snacks: the afternoon one comes first, as Catalan days have it, and the late one last. */
export function slotsFor(snacks: number): DaySlot[] {
  if (snacks >= 3) return [...DAY_SLOTS];
  if (snacks === 2) return ['breakfast', 'midMorning', 'lunch', 'afternoon', 'dinner'];
  return snacks === 1 ? ['breakfast', 'lunch', 'afternoon', 'dinner'] : ['breakfast', 'lunch', 'dinner'];
}

/** Share of the day's energy per place, in the order of `slots`. */
export function sharesFor(slots: readonly DaySlot[], activity: Activity): number[] {
  const snacks = slots.filter((slot) => DISH_SLOT[slot] === 'snack').length;
  const [breakfast, lunch, dinner] = MEAL_SHARES[activity];
  const main = { breakfast, lunch, dinner } as Record<DaySlot, number>;
  return slots.map((slot) => (DISH_SLOT[slot] === 'snack' ? SNACK_SHARE : main[slot] * (1 - snacks * SNACK_SHARE)));
}

/** Tags a place prefers on a given day. */
function preferredTags(activity: Activity, slot: DaySlot, goal: DailyMealsRequest['goal']): string[] {
  const tags: string[] = [];
  if ((activity === 'run' || activity === 'strength') && slot !== 'dinner') tags.push('training-fuel');
  if (activity === 'strength' || goal === 'gain') tags.push('high-protein');
  if ((activity === 'rest' || goal === 'lose') && slot === 'dinner') tags.push('light');
  // Dairy and wholegrain where a day finds them: its breakfast and snacks (issue 38's day and week rules).
  if (slot !== 'lunch' && slot !== 'dinner') tags.push('dairy', 'wholegrain');
  return tags;
}

export interface PlanOptions {
  /** Most dish combinations to try per number of snacks. Defaults to 100: single days nearly always succeed within the first 30. */
  maxAttempts?: number;
  /** Dishes not to use, e.g. those already in the week. */
  exclude?: ReadonlySet<string>;
  /** The month (1–12) the day is planned in: dishes out of season come after those in season. Defaults to none (every dish in season). */
  month?: number;
  /** A tag a place must carry if any fitting dish has it (the week's legume lunches). */
  require?: Partial<Record<DaySlot, string>>;
  /** Who the day is for, where known: a woman of 50 or more needs a third dairy serving. Defaults to none (two servings). */
  eater?: Eater;
  /**
   * What is left of the week's limits for this day: plates of red or processed meat, eggs, and the
   * grams of wholegrain the day must bring beyond half its cereals (negative when the week has some
   * to spare). Defaults to none.
   */
  limits?: { redOrProcessed?: number; eggs?: number; wholegrainMarginG?: number };
  /** What the week asks of this day's lunch or dinner: a legume meal, a fish meal, an oily-fish one. Defaults to none. */
  needs?: { legumes?: boolean; fish?: boolean; oilyFish?: boolean };
}

export interface DayChoice {
  /** The day's places, in order; `dishes` and the solution's grams follow it. */
  slots: DaySlot[];
  dishes: Dish[];
  solution: Solution;
  /** Plate and day rules (`plan-rules.ts`) the day breaks: 0 but where no combination tried kept them all. */
  misses: number;
}

/** The dishes of a place in the order a request tries them, worked out only as far as they are read. */
export interface DishOrder {
  readonly length: number;
  at(index: number): Dish;
}

/**
 * The dishes of a place in the order this request tries them: those that can carry the place's
 * share of the target on their own first, in an order drawn from the seed (preferred tags move a
 * few places up), then the rest, closest first. So an unusual target still reaches fitting dishes early.
 *
 * Whether a dish fits alone takes a solve; most days are planned from the first few dishes, so the
 * solves run in the order the fitting dishes come and stop once the dish asked for is known. A dish
 * whose reach leaves a figure out of its band is known not to fit without a solve, and the dishes
 * that do not fit are solved only while their bound leaves them a chance of coming next. The order
 * is the one solving every dish first gave (900 days compared identical when this changed, 4,132
 * days and weeks when the bounds came in; a test reads an order from both ends and gets the same dishes).
 */
export function dishOrder(
  library: MealLibrary,
  request: DailyMealsRequest,
  slot: DaySlot,
  share: number,
  target: NutritionTarget,
  options: PlanOptions = {},
  plates: Plates = platesOf(library, scalingFor(target)),
  fits: Fits = fitsOf(plates, target),
): DishOrder {
  const { exclude, month } = options;
  const required = options.require?.[slot];
  const random = seededRandom(hashSeed(request.variationSeed ?? 0, slot));
  const candidates = library.dishes.filter((dish) => dish.slot === DISH_SLOT[slot]);
  const allowed = exclude ? candidates.filter((dish) => !exclude.has(dish.id)) : candidates;
  const pool = allowed.length > 0 ? allowed : candidates;
  const preferred = preferredTags(request.activity, slot, request.goal);
  const slotTarget = scaleTarget(target, share);
  const drawn = drawCourses(library, random, request.variationSeed ?? 0, slot, month);
  // A woman of 50 or more ends dinner with a yogurt too: her third dairy serving without another snack.
  const courses =
    slot === 'dinner' && drawn.dessert && dairyServingsFor(options.eater) > 2
      ? { ...drawn, dessert: withDairy(library, drawn.dessert) }
      : drawn;
  // The required tag first (the day may still balance around it); then dishes that fit alone, in
  // season before out of season, in the seed's order; then the rest, closest first.
  const entries: Entry[] = shuffled(pool, random).map((plain, index) => ({
    dish: withCourses(library, plain, courses),
    missing: required !== undefined && !plain.tags.includes(required),
    season: month && !plain.months.includes(month) ? 1 : 0,
    key:
      index -
      3 * preferred.filter((tag) => plain.tags.includes(tag)).length +
      (salty(library, plain) ? SALTY_LATER : 0),
    index,
  }));
  entries.sort((a, b) => Number(a.missing) - Number(b.missing) || a.season - b.season || a.key - b.key);
  // No grams can do better than this bound; a dish with a figure out of its band never fits alone.
  const bound = (entry: Entry) => (entry.bound ??= bestPossible([plates(entry.dish).reach], slotTarget));
  const solve = (entry: Entry) => (entry.fit ??= fits(entry.dish, share));
  const fitsAlone = (entry: Entry) => !bound(entry).bandsOutOfReach && solve(entry).withinTolerance;
  // Fresh fruit out of season comes after every other dish of its group, fitting or not: cherries in
  // November read wrong whatever the numbers (the first review counted 20 such plates).
  const late = (entry: Entry) => entry.season === 1 && hasFreshFruit(library, entry.dish);
  const groups = [
    entries.filter((entry) => !entry.missing && !late(entry)),
    entries.filter((entry) => !entry.missing && late(entry)),
    entries.filter((entry) => entry.missing && !late(entry)),
    entries.filter((entry) => entry.missing && late(entry)),
  ].filter((one) => one.length > 0);
  const ordered: Dish[] = [];
  let group = 0;
  let scanned = 0;
  let rest: (() => Dish | undefined) | undefined;
  // Fitting dishes of the group being read, in order, as far as they are found; once the group is
  // scanned to its end, its dishes that do not fit follow, closest first, and the next group starts.
  const extend = () => {
    const entriesOf = groups[group];
    while (scanned < entriesOf.length) {
      const entry = entriesOf[scanned++];
      if (fitsAlone(entry)) return void ordered.push(entry.dish);
    }
    rest ??= closestFirst(
      entriesOf.filter((entry) => !fitsAlone(entry)),
      (entry) => bound(entry).score,
      solve,
    );
    const next = rest();
    if (next) return void ordered.push(next);
    group++;
    scanned = 0;
    rest = undefined;
  };
  return {
    length: entries.length,
    at(index) {
      while (ordered.length <= index && group < groups.length) extend();
      return ordered[index];
    },
  };
}

/**
 * Whether a dish carries more salt than a day of 5 g allows for its energy (over 0.25 g per 100 kcal
 * as usually served, its foods halfway between their least and most): cured ham, cheese, salt cod.
 * Such dishes are tried a few places later, so fewer days are found over the salt rule and searched again.
 */
function salty(library: MealLibrary, dish: Dish): boolean {
  let known = saltiness.get(dish);
  if (known === undefined) {
    let salt = 0;
    let kcal = 0;
    for (const component of dish.components) {
      const food = library.foods.get(component.food)!;
      const grams = (component.minG + component.maxG) / 2;
      salt += (food.quality.saltG * grams) / 100;
      kcal += (food.per100g.kcal * grams) / 100;
    }
    known = salt > (SALT_PER_100_KCAL * kcal) / 100;
    saltiness.set(dish, known);
  }
  return known;
}
const saltiness = new WeakMap<Dish, boolean>();
const SALT_PER_100_KCAL = 0.25;
/** Places a salty dish moves down its slot's order. */
const SALTY_LATER = 6;

/** Whether a dish's own ingredients hold fresh fruit (worked out once per dish). */
function hasFreshFruit(library: MealLibrary, dish: Dish): boolean {
  let known = freshFruit.get(dish);
  if (known === undefined) {
    known = dish.components.some((component) => !component.course && isFreshFruit(library.foods.get(component.food)!));
    freshFruit.set(dish, known);
  }
  return known;
}
const freshFruit = new WeakMap<Dish, boolean>();

interface Entry {
  dish: Dish;
  missing: boolean;
  season: number;
  key: number;
  index: number;
  bound?: { score: number; bandsOutOfReach: boolean };
  fit?: Solution;
}

/**
 * The dishes of `entries` by their solved score (then their place in the seed's order), one per call,
 * solving only those whose bound leaves them a chance of coming next: what sorting every solved dish
 * gives, with a fraction of the solves.
 */
function closestFirst(
  entries: readonly Entry[],
  bound: (entry: Entry) => number,
  solve: (entry: Entry) => Solution,
): () => Dish | undefined {
  const unsolved = entries.filter((entry) => !entry.fit).sort((a, b) => bound(a) - bound(b));
  const solved = entries.filter((entry) => entry.fit).map((entry) => ({ entry, score: solve(entry).score }));
  const before = (a: (typeof solved)[number], b: (typeof solved)[number]) =>
    a.score < b.score || (a.score === b.score && a.entry.index < b.entry.index);
  return () => {
    for (;;) {
      const best = solved.reduce<(typeof solved)[number] | undefined>(
        (found, one) => (!found || before(one, found) ? one : found),
        undefined,
      );
      const next = unsolved[0];
      // The margin keeps float rounding in the bound from ever passing over a closer dish.
      if (next && (!best || bound(next) <= best.score * (1 + 1e-9) + 1e-9)) {
        solved.push({ entry: next, score: solve(next).score });
        unsolved.shift();
        continue;
      }
      if (best) solved.splice(solved.indexOf(best), 1);
      return best?.entry.dish;
    }
  };
}

function scaleTarget(target: NutritionTarget, share: number): NutritionTarget {
  return {
    calories: target.calories * share,
    proteinG: target.proteinG * share,
    carbohydrateG: target.carbohydrateG * share,
    fatG: target.fatG * share,
  };
}

/** A side and a dessert for a place, drawn from the seed among those in season. */
function drawCourses(library: MealLibrary, random: () => number, seed: number, slot: DaySlot, month?: number) {
  // Lunch and dinner take neighbouring courses of one draw for the day, so a day never has the same
  // side or the same fruit twice; the place's own draw is still taken, so its dishes keep their order.
  const draw = (course: 'side' | 'dessert') => {
    const pool = coursesInSeason(library, course, month);
    if (pool.length === 0) return undefined;
    random();
    const first = Math.floor(seededRandom(hashSeed(seed, course))() * pool.length);
    return pool[(first + (slot === 'dinner' ? 1 : 0)) % pool.length];
  };
  return { side: draw('side'), dessert: draw('dessert') };
}

/** The dishes and portions that best meet the target, with as few snacks as the day allows. */
/**
 * A day still this far from the target (solver score, in squared tolerances; a day within tolerance
 * scores under 6) after this many combinations: no later combination met such a target over 4,000
 * measured (random consistent targets and plausible adults), so the search stops there. The second
 * checkpoint: of 2,000 consistent targets, the three met after 20 combinations scored 3.5–5.8 at 20,
 * while three quarters of those never met scored over 8; it was checked on 4,000 other targets.
 */
const HOPELESS = [
  { after: 8, score: 20 },
  { after: 20, score: 8 },
] as const;

/** Combinations tried for a target whose calories and macros disagree (`reachable.ts`). */
const UNREACHABLE_ATTEMPTS = 4;

export function chooseDay(
  library: MealLibrary,
  request: DailyMealsRequest,
  target: NutritionTarget,
  options: PlanOptions = {},
): DayChoice {
  let best: DayChoice | undefined;
  // A library without snacks (a custom one) plans three meals.
  const most = library.dishes.some((dish) => dish.slot === 'snack') ? MOST_SNACKS : 0;
  const first = Math.min(most, snacksFor(target));
  // Calories that disagree with the macros cannot be met: a few combinations give the closest day.
  const reachable = energyReachable(target);
  // A dish's portions and reach depend on the target's scaling alone: worked out once for every slot and snack count.
  const plates = platesOf(library, scalingFor(target));
  // A dish solved alone for a share of the target is too: the snacks' share is the same for every
  // snack and every number of snacks, so each snack is solved once per day instead of up to six times.
  const fits = fitsOf(plates, target);
  const search = reachable
    ? options
    : { ...options, maxAttempts: Math.min(options.maxAttempts ?? UNREACHABLE_ATTEMPTS, UNREACHABLE_ATTEMPTS) };
  for (let snacks = first; snacks <= (reachable ? most : first); snacks++) {
    const day = searchDay(library, request, target, slotsFor(snacks), search, reachable, plates, fits);
    if (day.solution.withinTolerance && day.misses === 0) return day;
    if (!best || better(day, best)) best = day;
  }
  return best as DayChoice;
}

/** A day that keeps more of the rules is better; among those keeping as many, the closer to the target. */
function better(day: DayChoice, than: DayChoice): boolean {
  return day.misses < than.misses || (day.misses === than.misses && day.solution.score < than.solution.score);
}

function searchDay(
  library: MealLibrary,
  request: DailyMealsRequest,
  target: NutritionTarget,
  slots: DaySlot[],
  options: PlanOptions,
  bandsReachable: boolean,
  plates: Plates,
  fits: Fits,
): DayChoice {
  const shares = sharesFor(slots, request.activity);
  const orders = slots.map((slot, i) => dishOrder(library, request, slot, shares[i], target, options, plates, fits));
  if (orders.some((order) => order.length === 0)) throw new Error('the dish library lacks a slot');
  const maxAttempts = options.maxAttempts ?? 100;
  let best: DayChoice | undefined;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    if (best && HOPELESS.some((stop) => attempt === stop.after && best!.solution.score > stop.score)) break;
    const dishes = pickDishes(orders, attempt);
    const chosen = dishes.map(plates);
    // Dishes that can neither meet the target nor beat the best so far are not solved: the outcome is
    // the same, and two thirds of the combinations of a search that runs long are such.
    if (
      best &&
      best.misses === 0 &&
      cannotHelp(
        bestPossible(
          chosen.map((plate) => plate.reach),
          target,
        ),
        best.solution.score,
      )
    )
      continue;
    const portions = asMeals(chosen);
    const solution = solvePortions(portions, target, { mealShares: shares, bandsReachable });
    // A day scoring no better than a best that keeps every rule cannot beat it, whatever its rules:
    // they are not read (most combinations of a long search are such).
    if (best && best.misses === 0 && solution.score >= best.solution.score) continue;
    const misses =
      missesOf(library, slots, dishes, solution.grams, options.eater) +
      overLimits(library, dishes, solution.grams, options);
    const day = { slots, dishes, solution, misses };
    if (!best || better(day, best)) best = day;
    if (solution.withinTolerance && misses === 0) return day;
  }
  return best as DayChoice;
}

/** The plates' portions, each plate a meal of its own; built field by field, in `portionsOf`'s shape (a spread copy cost more). */
function asMeals(plates: readonly { portions: Portion[] }[]): Portion[] {
  const portions: Portion[] = [];
  plates.forEach((plate, meal) => {
    for (const { perGram, minG, maxG, stepG, optional } of plate.portions)
      portions.push({ perGram, minG, maxG, stepG, meal, optional });
  });
  return portions;
}

/** A dish's portions (as the first meal) and reach, for one target's scaling. */
type Plates = (dish: Dish) => { portions: Portion[]; reach: Reach };

/** Plates built the first time a dish order or a combination needs them, then kept for the day's search. */
function platesOf(library: MealLibrary, scaling: Scaling): Plates {
  const built = new Map<Dish, { portions: Portion[]; reach: Reach }>();
  return (dish) => {
    let plate = built.get(dish);
    if (!plate) {
      const portions = portionsOf(library, [dish], scaling);
      built.set(dish, (plate = { portions, reach: reachOf(portions) }));
    }
    return plate;
  };
}

/** A dish's portions solved alone for a share of the day's target. */
type Fits = (dish: Dish, share: number) => Solution;

/** Dishes solved alone the first time a dish order asks, then kept for the day's search, by dish and share. */
function fitsOf(plates: Plates, target: NutritionTarget): Fits {
  const solved = new Map<number, Map<Dish, Solution>>();
  return (dish, share) => {
    let byDish = solved.get(share);
    if (!byDish) solved.set(share, (byDish = new Map<Dish, Solution>()));
    let fit = byDish.get(dish);
    if (!fit)
      byDish.set(dish, (fit = solvePortions(plates(dish).portions, scaleTarget(target, share), { mealShares: [1] })));
    return fit;
  };
}

function cannotHelp(possible: { score: number; bandsOutOfReach: boolean }, bestScore: number): boolean {
  // The margin keeps float rounding in the bound from ever skipping a better day.
  return possible.bandsOutOfReach && possible.score > bestScore * (1 + 1e-9) + 1e-9;
}

/** Walks the combinations diagonally, so early attempts change every place; two snacks are never the same dish. */
function pickDishes(orders: DishOrder[], attempt: number): Dish[] {
  const round = Math.floor(attempt / Math.min(...orders.map((order) => order.length)));
  const picked: Dish[] = [];
  orders.forEach((order, k) => {
    let index = (attempt + k * round) % order.length;
    for (let tries = 0; tries < order.length && picked.some((dish) => dish.id === order.at(index).id); tries++)
      index = (index + 1) % order.length;
    picked.push(order.at(index));
  });
  return picked;
}
