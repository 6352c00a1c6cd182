/**
 * @module
 * "Using Mifflin-St Jeor, what's the resting energy of a 30-year-old man of 80 kg and 180 cm?":
 * the same formula the coach's own targets start from (`targets.ts`), for the person described.
 */
import { mifflinStJeor } from '../../targets/targets.js';
import { weightOf } from './protein-figure.js';

/** Words that ask for the energy spent at rest, not a day's need. */
const AT_REST =
  /\b(?:resting energy|resting metabolic rate|resting metabolism|basal metabolic rate|basal metabolism|bmr|rmr|ree|mifflin\w*|metabolisme basal|metabolismo basal|metabolisme en repos|metabolismo en reposo|gasto (?:energetico )?(?:en reposo|basal)|despesa (?:energetica )?(?:en repos|basal))\b/;
export const MALE = /\b(?:man|male|guy|home|noi|hombre|varon|chico|masculino|masculi)\b/;
export const FEMALE = /\b(?:woman|female|girl|dona|noia|mujer|chica|femenino|femeni)\b/;
const AGE = /\b(\d{2})\s*(?:years?|yrs?|year old|anys|anos|y o|yo)\b|\b(?:aged|age|edat|edad)\s*(\d{2})\b/;
const HEIGHT_CM = /\b(1\d{2})\s*(?:cm|centimetres|centimeters|centimetros)\b/;
const HEIGHT_M = /\b1[.,](\d{2})\s*(?:m|metres|meters|metros)?\b/;

export interface RestingEnergy {
  kcal: number;
  sex: 'male' | 'female';
  ageYears: number;
  weightKg: number;
  heightCm: number;
}

/** The resting energy a folded message asks for; `{}` when asked without all four figures; undefined when not asked. */
export function restingEnergyFigure(folded: string): RestingEnergy | Record<string, never> | undefined {
  if (!AT_REST.test(folded)) return undefined;
  const male = MALE.test(folded);
  const female = FEMALE.test(folded);
  const ageYears = adultAgeOf(folded);
  const weightKg = weightOf(folded);
  const heightCm = heightOf(folded);
  if (male === female || ageYears === undefined || !weightKg || !heightCm) return {};
  const sex = male ? 'male' : 'female';
  const kcal = Math.round(mifflinStJeor({ sex, ageYears, weightKg, heightCm }) / 10) * 10;
  return { kcal, sex, ageYears, weightKg, heightCm };
}

/** An adult's age stated in a folded message, or undefined. */
export function adultAgeOf(folded: string): number | undefined {
  const age = AGE.exec(folded);
  const years = age ? Number(age[1] ?? age[2]) : undefined;
  return years !== undefined && years >= 18 && years <= 100 ? years : undefined;
}

export function heightOf(folded: string): number | undefined {
  const cm = HEIGHT_CM.exec(folded);
  if (cm) return Number(cm[1]);
  const metres = HEIGHT_M.exec(folded);
  return metres ? 100 + Number(metres[1]) : undefined;
}
