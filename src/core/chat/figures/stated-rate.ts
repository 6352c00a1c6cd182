/**
 * @module
 * "At 0.3 g/kg a day, how many grams is that for an 80 kg lifter?": a figure per kilo the person
 * states, worked out at the body weight they give. Set ap's readers found the creatine card's usual
 * 3–5 g given instead of the 24 g asked.
 */
import { weightOf } from './protein-figure.js';

export interface StatedRate {
  low: number;
  high?: number;
  unit: string;
  weightKg: number;
}

/** "0.3 g kg" (the slash folded away), "3 a 6 mg por kilo", "1.4 2.0 g per kg" (the dash folded away). */
const RATE =
  /\b(\d+(?:\.\d+)?)(?:\s(?:(?:to|a|i|y|and)\s)?(\d+(?:\.\d+)?))?\s?(g|mg|ml)\s(?:(?:of|de|d)\s\w+\s)?(?:per|por|a|each|cada)?\s?(?:kg|kilo|quilo|kilogram\w*|quilogram\w*)\b(?!\s(?:a|per|por|cada)\s(?:week|setmana|semana))/;
/** Asked as an amount: "how many grams", "quants mg", "what dose". */
const ASKS_AMOUNT =
  /\b(?:how many|how much|what dose|which dose|quants|quantes|quanta|quant|quina dosi|cuantos|cuantas|cuanta|cuanto|que dosis|what would|how would)\b/;

/** The rate a folded question states and the weight it gives, when it asks the amount. */
export function statedRate(folded: string): StatedRate | undefined {
  if (!ASKS_AMOUNT.test(folded)) return undefined;
  const rate = RATE.exec(folded);
  const weightKg = weightOf(folded.replace(RATE, ' '));
  if (!rate || weightKg === undefined) return undefined;
  const low = Number(rate[1]);
  const high = rate[2] === undefined ? undefined : Number(rate[2]);
  if (!(low > 0) || (high !== undefined && high <= low)) return undefined;
  return high === undefined ? { low, unit: rate[3], weightKg } : { low, high, unit: rate[3], weightKg };
}
