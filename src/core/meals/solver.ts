/**
 * @module
 * Solves portion sizes so a set of ingredients meets a nutrition target: a
 * box-constrained least-squares fit (coordinate descent), then rounding to
 * each ingredient's step with a local search that undoes rounding damage.
 */
import type { NutritionTarget } from '../requests.js';
import { FLOAT_SLOT, floatScratch, INT_SLOT, intScratch } from './scratch.js';

/** Energy and macros of one gram of an ingredient. */
export interface PerGram {
  kcal: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
}

export interface Portion {
  perGram: PerGram;
  /** Least and most grams, and the rounding step in grams. */
  minG: number;
  maxG: number;
  stepG: number;
  /** Which meal the ingredient belongs to, for the meal-share term. */
  meal: number;
  /** An add-on the plate is complete without: a small cost per gram keeps it at zero while the rest can meet the target. */
  optional?: boolean;
}

export interface SolveOptions {
  /** Wanted share of the day's energy per meal (sums to 1); a soft preference. */
  mealShares: readonly number[];
  /** Weight of the meal-share preference against the target. Defaults to 0.05. */
  shareWeight?: number;
  /**
   * Whether the tolerance bands can all be met (false for calories at odds with the macros, see
   * `reachable.ts`): then there is no repair into them, and the least-squares day stands (over 200
   * such targets it came as close: mean score 31.2 either way, a third less time). Defaults to true.
   */
  bandsReachable?: boolean;
}

export interface Solution {
  grams: number[];
  totals: NutritionTarget;
  /** Lower is better; 0 is a perfect fit. */
  score: number;
  withinTolerance: boolean;
}

const KEYS = ['calories', 'proteinG', 'carbohydrateG', 'fatG'] as const;
/** Protein first: a miss there costs most. */
const WEIGHTS = { calories: 1.5, proteinG: 2, carbohydrateG: 1, fatG: 1 };
const SWEEPS = 300;
/** Cost per gram of an optional add-on, in the scaled units of the target rows: 100 g weigh as a third of a tolerance. */
const OPTIONAL_COST = 0.003;

/** How far each figure may stray: calories ±5 %, a macro ±8 % or ±5 g, whichever is larger. */
export function tolerances(target: NutritionTarget): NutritionTarget {
  return {
    calories: 0.05 * target.calories,
    proteinG: macroTolerance(target.proteinG),
    carbohydrateG: macroTolerance(target.carbohydrateG),
    fatG: macroTolerance(target.fatG),
  };
}

function macroTolerance(grams: number): number {
  return Math.max(0.08 * grams, 5);
}

/** One figure's tolerance, as `tolerances` gives it, without an object per call (the search asks millions of times). */
function toleranceOf(key: (typeof KEYS)[number], target: NutritionTarget): number {
  return key === 'calories' ? 0.05 * target.calories : macroTolerance(target[key]);
}

export function isWithinTolerance(totals: NutritionTarget, target: NutritionTarget): boolean {
  for (const key of KEYS) if (!(Math.abs(totals[key] - target[key]) <= toleranceOf(key, target) + 1e-9)) return false;
  return true;
}

const valueOf = (perGram: PerGram, key: (typeof KEYS)[number]) => (key === 'calories' ? perGram.kcal : perGram[key]);

/**
 * The weighted least-squares system, `m` rows of `n` coefficients (row after row in `coef`): the four
 * target figures, then one row per meal for its share of energy, then one per optional add-on. Flat
 * arrays, since a search solves thousands of small systems and each array of arrays was garbage.
 */
interface System {
  n: number;
  m: number;
  coef: Float64Array;
  goal: Float64Array;
}

function buildSystem(portions: readonly Portion[], target: NutritionTarget, options: SolveOptions): System {
  const n = portions.length;
  let optional = 0;
  for (const portion of portions) if (portion.optional) optional++;
  const m = KEYS.length + options.mealShares.length + optional;
  const coef = floatScratch(FLOAT_SLOT.coef, m * n);
  const goal = floatScratch(FLOAT_SLOT.goal, m);
  KEYS.forEach((key, r) => {
    const scale = Math.sqrt(WEIGHTS[key]) / toleranceOf(key, target);
    for (let i = 0; i < n; i++) coef[r * n + i] = valueOf(portions[i].perGram, key) * scale;
    goal[r] = target[key] * scale;
  });
  const shareScale = Math.sqrt(options.shareWeight ?? 0.05) / (0.1 * target.calories);
  let r = KEYS.length;
  options.mealShares.forEach((share, meal) => {
    for (let i = 0; i < n; i++) if (portions[i].meal === meal) coef[r * n + i] = portions[i].perGram.kcal * shareScale;
    goal[r++] = share * target.calories * shareScale;
  });
  // Grams of an optional add-on cost a little, so least squares reaches for it only
  // when the dish's own ingredients cannot carry the target.
  portions.forEach((portion, i) => {
    if (portion.optional) coef[r++ * n + i] = OPTIONAL_COST;
  });
  return { n, m, coef, goal };
}

/** The sum of squared residuals over the first `rows` rows. */
function objective({ n, coef, goal }: System, rows: number, grams: readonly number[]): number {
  let sum = 0;
  for (let r = 0; r < rows; r++) {
    let value = -goal[r];
    for (let i = 0; i < n; i++) value += coef[r * n + i] * grams[i];
    sum += value * value;
  }
  return sum;
}

/** Continuous fit within the bounds by exact coordinate minimisation. */
function fitContinuous(portions: readonly Portion[], system: System, shared: number): number[] {
  const { n, m, coef } = system;
  const grams = portions.map((p) => Math.min(p.maxG, Math.max(p.minG, (p.minG + p.maxG) / 4)));
  const res = floatScratch(FLOAT_SLOT.residual, m);
  for (let r = 0; r < m; r++) {
    let sum = -system.goal[r];
    for (let i = 0; i < n; i++) sum += coef[r * n + i] * grams[i];
    res[r] = sum;
  }
  // Each portion's coefficients down the rows, read in the inner loop. A portion is in the four target
  // rows, its own meal's row (the rows up to `shared` are the meals') and, for an add-on, a row of its
  // own past them; every other coefficient is zero. Only those rows are read: a skipped zero adds
  // nothing a sum would have changed by, and the rest sum in the same order, so the grams are the same to the bit.
  // The sweep reads each portion's four target coefficients, then its meal's and its own row's (0
  // where it has none), and its bounds, from flat typed arrays.
  const target = KEYS.length;
  const curvature = floatScratch(FLOAT_SLOT.curvature, n);
  const meal = intScratch(INT_SLOT.mealRow, n, -1);
  const own = intScratch(INT_SLOT.ownRow, n, -1);
  const targetCoef = floatScratch(FLOAT_SLOT.targetCoef, 4 * n);
  const mealCoef = floatScratch(FLOAT_SLOT.mealCoef, n);
  const ownCoef = floatScratch(FLOAT_SLOT.ownCoef, n);
  const low = floatScratch(FLOAT_SLOT.low, n);
  const high = floatScratch(FLOAT_SLOT.high, n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let r = 0; r < m; r++) {
      const value = coef[r * n + i];
      sum += value * value;
      if (r < target) targetCoef[4 * i + r] = value;
      if (value === 0 || r < target) continue;
      if (r < shared && meal[i] < 0) meal[i] = r;
      else if (r >= shared && own[i] < 0) own[i] = r;
    }
    curvature[i] = sum;
    if (meal[i] >= 0) mealCoef[i] = coef[meal[i] * n + i];
    if (own[i] >= 0) ownCoef[i] = coef[own[i] * n + i];
    low[i] = portions[i].minG;
    high[i] = portions[i].maxG;
  }
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    let moved = 0;
    for (let i = 0; i < n; i++) {
      if (curvature[i] === 0) continue;
      const at = 4 * i;
      const mealRow = meal[i];
      const extra = own[i];
      let gradient = 0;
      gradient += targetCoef[at] * res[0];
      gradient += targetCoef[at + 1] * res[1];
      gradient += targetCoef[at + 2] * res[2];
      gradient += targetCoef[at + 3] * res[3];
      if (mealRow >= 0) gradient += mealCoef[i] * res[mealRow];
      if (extra >= 0) gradient += ownCoef[i] * res[extra];
      const next = Math.min(high[i], Math.max(low[i], grams[i] - gradient / curvature[i]));
      const delta = next - grams[i];
      if (delta === 0) continue;
      grams[i] = next;
      res[0] += targetCoef[at] * delta;
      res[1] += targetCoef[at + 1] * delta;
      res[2] += targetCoef[at + 2] * delta;
      res[3] += targetCoef[at + 3] * delta;
      if (mealRow >= 0) res[mealRow] += mealCoef[i] * delta;
      if (extra >= 0) res[extra] += ownCoef[i] * delta;
      moved += Math.abs(delta);
    }
    // A thousandth of a gram in a whole sweep: far below any rounding step (the days served were
    // identical to a millionth's over 4,132 checked); slow valleys stop up to 300 sweeps sooner.
    if (moved < 1e-3) break;
  }
  return grams;
}

/** The least and most grams each portion can round to, whole steps within its bounds (its least when none fits). */
function stepBoundsOf(portions: readonly Portion[]): { low: Float64Array; high: Float64Array } {
  const low = floatScratch(FLOAT_SLOT.stepLow, portions.length);
  const high = floatScratch(FLOAT_SLOT.stepHigh, portions.length);
  portions.forEach((portion, i) => {
    const least = Math.ceil(portion.minG / portion.stepG - 1e-9) * portion.stepG;
    const most = Math.floor(portion.maxG / portion.stepG + 1e-9) * portion.stepG;
    const whole = least <= most;
    low[i] = whole ? least : portion.minG;
    high[i] = whole ? most : portion.minG;
  });
  return { low, high };
}

/** Rounds to steps, then moves single ingredients a step at a time while that helps. */
function roundToSteps(portions: readonly Portion[], system: System, continuous: number[]): number[] {
  const { n, m, coef } = system;
  const { low, high } = stepBoundsOf(portions);
  const grams = continuous.map((value, i) =>
    Math.min(high[i], Math.max(low[i], Math.round(value / portions[i].stepG) * portions[i].stepG)),
  );
  // Each row's value at the current grams: a step of one portion changes only its column's share.
  const residual = floatScratch(FLOAT_SLOT.residual, m);
  for (let r = 0; r < m; r++) {
    let sum = -system.goal[r];
    for (let i = 0; i < n; i++) sum += coef[r * n + i] * grams[i];
    residual[r] = sum;
  }
  let best = 0;
  for (let r = 0; r < m; r++) best += residual[r] * residual[r];
  for (let pass = 0; pass < 200; pass++) {
    let improved = false;
    for (let i = 0; i < n; i++) {
      for (let direction = 1; direction >= -1; direction -= 2) {
        const next = grams[i] + direction * portions[i].stepG;
        if (next < low[i] - 1e-9 || next > high[i] + 1e-9) continue;
        const delta = next - grams[i];
        let score = 0;
        for (let r = 0; r < m; r++) {
          const value = residual[r] + coef[r * n + i] * delta;
          score += value * value;
        }
        if (score < best - 1e-12) {
          for (let r = 0; r < m; r++) residual[r] += coef[r * n + i] * delta;
          grams[i] = next;
          best = score;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return grams;
}

export function totalsOf(portions: readonly Portion[], grams: readonly number[]): NutritionTarget {
  let calories = 0;
  let proteinG = 0;
  let carbohydrateG = 0;
  let fatG = 0;
  for (let i = 0; i < portions.length; i++) {
    const { perGram } = portions[i];
    calories += perGram.kcal * grams[i];
    proteinG += perGram.proteinG * grams[i];
    carbohydrateG += perGram.carbohydrateG * grams[i];
    fatG += perGram.fatG * grams[i];
  }
  return { calories, proteinG, carbohydrateG, fatG };
}

const MOVES = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;

/** Beyond this band excess (about one tolerance out on a figure) a repair was not seen to land in 4,000 random targets, so it is not tried. */
const REPAIR_REACH = 2;

/**
 * Moves one or two ingredients a step at a time while the band excess falls: how far the totals
 * stray outside the tolerance bands, in units of tolerance, 0 when every figure is within. Least
 * squares aims at the centre; when the centre cannot be reached, this finds portions inside the bands.
 */
function repairIntoBands(portions: readonly Portion[], grams: number[], target: NutritionTarget): number[] {
  const tol = tolerances(target);
  const { low, high } = stepBoundsOf(portions);
  const fits = (i: number, value: number) => value >= low[i] - 1e-9 && value <= high[i] + 1e-9;
  // What one step of each ingredient adds to each figure (four per ingredient, flat), and each figure's
  // band: every pair of ingredients is tried each pass, so a move is scored from plain numbers, with
  // nothing allocated, in the same order of operations as ever (the grams come out the same to the bit).
  const n = portions.length;
  const step = floatScratch(FLOAT_SLOT.step, 4 * n);
  portions.forEach((portion, i) =>
    KEYS.forEach((key, k) => (step[4 * i + k] = valueOf(portion.perGram, key) * portion.stepG)),
  );
  const goal = KEYS.map((key) => target[key]);
  const band = KEYS.map((key) => tol[key]);
  const edge = band.map((width) => 0.98 * width);
  const weight = KEYS.map((key) => WEIGHTS[key]);
  const start = totalsOf(portions, grams);
  const totals = KEYS.map((key) => start[key]);
  const excess = (k: number, value: number) => {
    const out = Math.max(0, Math.abs(value - goal[k]) - edge[k]) / band[k];
    return weight[k] * out * out;
  };
  // A move's score, or Infinity once it reaches `refused`: every figure adds a share of at least 0, so a
  // sum that has reached it cannot end below it (most moves are refused on their first figure or two).
  const scoreOf = (i: number, di: number, j: number, dj: number, refused: number) => {
    const a = 4 * i;
    const b = 4 * j;
    let sum = 0;
    sum += excess(0, totals[0] + (di * step[a] + dj * step[b]));
    if (sum >= refused) return Infinity;
    sum += excess(1, totals[1] + (di * step[a + 1] + dj * step[b + 1]));
    if (sum >= refused) return Infinity;
    sum += excess(2, totals[2] + (di * step[a + 2] + dj * step[b + 2]));
    if (sum >= refused) return Infinity;
    sum += excess(3, totals[3] + (di * step[a + 3] + dj * step[b + 3]));
    return sum;
  };
  const move = (i: number, di: number, j: number, dj: number) => {
    for (let k = 0; k < 4; k++) totals[k] += di * step[4 * i + k] + dj * step[4 * j + k];
  };
  let best = 0;
  for (let k = 0; k < 4; k++) best += excess(k, totals[k]);
  if (best > REPAIR_REACH) return grams;
  for (let pass = 0; pass < 100 && best > 0; pass++) {
    let improved = false;
    for (let i = 0; i < grams.length; i++) {
      for (let j = i + 1; j < grams.length; j++) {
        for (let at = 0; at < MOVES.length; at++) {
          const di = MOVES[at][0];
          const dj = MOVES[at][1];
          const nextI = grams[i] + di * portions[i].stepG;
          const nextJ = grams[j] + dj * portions[j].stepG;
          if (!fits(i, nextI) || !fits(j, nextJ)) continue;
          const score = scoreOf(i, di, j, dj, best - 1e-12);
          if (score >= best - 1e-12) continue;
          move(i, di, j, dj);
          grams[i] = nextI;
          grams[j] = nextJ;
          best = score;
          improved = true;
        }
      }
      for (let di = 1; di >= -1; di -= 2) {
        const next = grams[i] + di * portions[i].stepG;
        if (!fits(i, next)) continue;
        const score = scoreOf(i, di, i, 0, best - 1e-12);
        if (score >= best - 1e-12) continue;
        move(i, di, i, 0);
        grams[i] = next;
        best = score;
        improved = true;
      }
    }
    if (!improved) break;
  }
  return grams;
}

/** The least and the most of each figure some portions can give, every ingredient at its least, then at its most. */
export interface Reach {
  least: NutritionTarget;
  most: NutritionTarget;
}

export function reachOf(portions: readonly Portion[]): Reach {
  return {
    least: totalsOf(
      portions,
      portions.map((portion) => portion.minG),
    ),
    most: totalsOf(
      portions,
      portions.map((portion) => portion.maxG),
    ),
  };
}

/**
 * What no portions within their bounds can do better than, from each figure's reach alone: a lower
 * bound on `solvePortions`' score, and whether some figure is out of its band whatever the grams.
 * Reaches add up, so a combination of dishes is judged from its dishes' reaches without a solve.
 */
export function bestPossible(
  reaches: readonly Reach[],
  target: NutritionTarget,
): { score: number; bandsOutOfReach: boolean } {
  let score = 0;
  let bandsOutOfReach = false;
  for (const key of KEYS) {
    let least = 0;
    let most = 0;
    for (const reach of reaches) {
      least += reach.least[key];
      most += reach.most[key];
    }
    const tol = toleranceOf(key, target);
    const short = Math.max(0, least - target[key], target[key] - most);
    if (short > tol + 1e-9) bandsOutOfReach = true;
    score += WEIGHTS[key] * (short / tol) ** 2;
  }
  return { score, bandsOutOfReach };
}

/** The rounded portions that come closest to the target. */
export function solvePortions(portions: readonly Portion[], target: NutritionTarget, options: SolveOptions): Solution {
  const system = buildSystem(portions, target, options);
  let grams = roundToSteps(portions, system, fitContinuous(portions, system, KEYS.length + options.mealShares.length));
  if ((options.bandsReachable ?? true) && !isWithinTolerance(totalsOf(portions, grams), target))
    grams = repairIntoBands(portions, grams, target);
  const totals = totalsOf(portions, grams);
  return {
    grams,
    totals,
    score: objective(system, KEYS.length, grams),
    withinTolerance: isWithinTolerance(totals, target),
  };
}
