/**
 * @module
 * What numbers say, as words layer 2 can weigh. A linear model over n-grams cannot tell
 * "a 35-year-old woman" from "a 15-year-old girl", nor 82 kg at 1.80 m from 45 kg at 1.70 m:
 * the digits share n-grams and the arithmetic is out of its reach. Layer 1 reads those numbers
 * already (`lexicons/numbers.ts`); the same readings, named here, become features the model learns
 * from the corpus like any word.
 */
import {
  bmiOf,
  isMealEnergy,
  isMinorAge,
  isOrdinaryIntake,
  isRapidLoss,
  isSteadyLoss,
  isVeryLowIntake,
  isVeryLowTargetWeight,
  statesAdultAge,
  writerIsAdult,
} from './lexicons/numbers.js';

export type Signal =
  | 'adult-age'
  | 'minor-age'
  | 'bmi-under'
  | 'bmi-healthy'
  | 'bmi-over'
  | 'intake-very-low'
  | 'intake-ordinary'
  | 'loss-rapid'
  | 'loss-steady'
  | 'target-very-low'
  | 'meal-energy';

/** The signals normalised text carries, in a fixed order. */
export function signalsOf(normalised: string): Signal[] {
  if (!/\d/.test(normalised)) return [];
  const out: Signal[] = [];
  if (writerIsAdult(normalised) || statesAdultAge(normalised)) out.push('adult-age');
  if (isMinorAge(normalised)) out.push('minor-age');
  const bmi = bmiOf(normalised);
  if (bmi !== undefined) out.push(bmi < 18.5 ? 'bmi-under' : bmi < 25 ? 'bmi-healthy' : 'bmi-over');
  if (isVeryLowIntake(normalised)) out.push('intake-very-low');
  if (isOrdinaryIntake(normalised)) out.push('intake-ordinary');
  if (isRapidLoss(normalised)) out.push('loss-rapid');
  if (isSteadyLoss(normalised)) out.push('loss-steady');
  if (isVeryLowTargetWeight(normalised)) out.push('target-very-low');
  if (isMealEnergy(normalised)) out.push('meal-energy');
  return out;
}
