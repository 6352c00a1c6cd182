/**
 * @module
 * "Peso 70 kg, ¿cuánta cafeína antes de una carrera?": caffeine before exercise as a range from the
 * weight the person gives, 3–6 mg per kg 30–60 minutes before (ISSN position stand, 2021), never
 * more than EFSA's 200 mg at once for someone who is not used to it.
 */
import { weightOf } from './protein-figure.js';

export const CAFFEINE_BEFORE_EXERCISE = { low: 3, high: 6, reference: 'ISSN 2021' };

const CAFFEINE = /\b(?:caffeine|cafeina|coffee|cafe|cafes|coffees|espresso|expres|expreso)\b/;
const BEFORE_EXERCISE =
  /\b(?:before|pre|abans|antes)\b.{0,30}\b(?:race|run|running|training|workout|session|match|game|marathon|cursa|carrera|entreno|entrenament|entrenamiento|partit|partido|marato|maraton|competition|competicio|competicion|gym|gimnas|gimnasio|contrarellotge|contrarreloj|time trial|crono|sportive|marcha|marxa|triathlon|triatlo|triatlon)\b/;

export interface CaffeineFigure {
  weightKg?: number;
  /** Milligrams for that weight, rounded to 10 mg. */
  lowMg?: number;
  highMg?: number;
}

/** The caffeine before exercise a folded message asks for, or undefined when it asks something else. */
export function caffeineFigure(folded: string): CaffeineFigure | undefined {
  if (!CAFFEINE.test(folded) || !BEFORE_EXERCISE.test(folded)) return undefined;
  if (
    !/\b(?:how much|how many|quanta|quant|quants|quantes|cuanta|cuanto|cuantos|cuantas|mg|dose|dosi|dosis)\b/.test(
      folded,
    )
  )
    return undefined;
  const weightKg = weightOf(folded);
  if (weightKg === undefined) return {};
  const to10 = (mg: number) => Math.round(mg / 10) * 10;
  return {
    weightKg,
    lowMg: to10(CAFFEINE_BEFORE_EXERCISE.low * weightKg),
    highMg: to10(CAFFEINE_BEFORE_EXERCISE.high * weightKg),
  };
}
