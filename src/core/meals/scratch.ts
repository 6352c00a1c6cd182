/**
 * @module
 * Typed arrays the solver reuses from one solve to the next. A day's search solves thousands of small
 * systems, and arrays of a few hundred numbers live outside V8's heap, so allocating them per solve
 * cost more than the arithmetic in them and fed the garbage collector. A solve runs start to end
 * without yielding and never calls back out, so one array per use is never read by two solves at once.
 */

/** What each float array holds; two uses live in the same step of a solve never share one. */
export const FLOAT_SLOT = {
  coef: 0,
  goal: 1,
  residual: 2,
  curvature: 3,
  targetCoef: 4,
  mealCoef: 5,
  ownCoef: 6,
  low: 7,
  high: 8,
  stepLow: 9,
  stepHigh: 10,
  step: 11,
} as const;

/** What each integer array holds (a pool of its own). */
export const INT_SLOT = { mealRow: 0, ownRow: 1 } as const;

type FloatSlot = (typeof FLOAT_SLOT)[keyof typeof FLOAT_SLOT];
type IntSlot = (typeof INT_SLOT)[keyof typeof INT_SLOT];

const floats: Float64Array[] = [];
const ints: Int32Array[] = [];

/** The float array kept for `slot`, at least `size` long, with its first `size` entries set to `value`. */
export function floatScratch(slot: FloatSlot, size: number, value = 0): Float64Array {
  let array = floats[slot];
  if (!array || array.length < size) floats[slot] = array = new Float64Array(Math.max(size, 2 * (array?.length ?? 32)));
  return array.fill(value, 0, size);
}

/** The integer array kept for `slot`, as `floatScratch`. */
export function intScratch(slot: IntSlot, size: number, value = 0): Int32Array {
  let array = ints[slot];
  if (!array || array.length < size) ints[slot] = array = new Int32Array(Math.max(size, 2 * (array?.length ?? 32)));
  return array.fill(value, 0, size);
}
