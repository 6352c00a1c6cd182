/**
 * @module
 * Whether a target's calories can agree with its macros at all. Food energy follows the macros
 * (about 4 kcal per gram of protein and carbohydrate, 9 per gram of fat), so a target of 2,000 kcal
 * with macros worth 2,900 cannot be met by any dishes: the planner then tries a few combinations
 * for the closest day instead of every one, and the reply says why the target is missed.
 */
import type { Language, Translate } from '../ports.js';
import type { NutritionTarget } from '../requests.js';
import { tolerances } from './solver.js';

/**
 * A day's energy over the energy of its macros. Over 1,200 planned days (random consistent targets
 * and the targets of plausible adults) it ran from 1.00 to 1.09; these bounds leave a margin on both
 * sides, so a target the planner can meet is never called unreachable.
 */
export const DAY_ENERGY_RATIO = { low: 0.97, high: 1.12 } as const;

/** The energy of macros by the general factors: 4, 4 and 9 kcal per gram. */
export function macroEnergy(macros: Pick<NutritionTarget, 'proteinG' | 'carbohydrateG' | 'fatG'>): number {
  return 4 * macros.proteinG + 4 * macros.carbohydrateG + 9 * macros.fatG;
}

/** False when no day whose macros are within tolerance can bring its calories within tolerance. */
export function energyReachable(target: NutritionTarget): boolean {
  const tol = tolerances(target);
  const least = macroEnergy({
    proteinG: Math.max(0, target.proteinG - tol.proteinG),
    carbohydrateG: Math.max(0, target.carbohydrateG - tol.carbohydrateG),
    fatG: Math.max(0, target.fatG - tol.fatG),
  });
  const most = macroEnergy({
    proteinG: target.proteinG + tol.proteinG,
    carbohydrateG: target.carbohydrateG + tol.carbohydrateG,
    fatG: target.fatG + tol.fatG,
  });
  return (
    least * DAY_ENERGY_RATIO.low <= target.calories + tol.calories &&
    most * DAY_ENERGY_RATIO.high >= target.calories - tol.calories
  );
}

/**
 * What a plan that misses its target says: why. When the calories and macros cannot agree, that;
 * else which figures the plan reached and what was asked, since the plan keeps every plate to a
 * dietitian's portions rather than meet them (given the served totals).
 */
export function targetMissedNote(
  target: NutritionTarget,
  language: Language,
  t: Translate,
  totals?: NutritionTarget,
): string {
  const n = (value: number) =>
    new Intl.NumberFormat(language === 'ca' ? 'ca-ES' : 'en-GB', { maximumFractionDigits: 0 }).format(value);
  if (!energyReachable(target))
    return t('meals.targetDisagrees', { macroKcal: n(macroEnergy(target)), calories: n(target.calories) });
  if (!totals) return t('meals.targetMissed');
  const tolerance = tolerances(target);
  const off = FIGURES.filter((key) => Math.abs(totals[key] - target[key]) > tolerance[key] + 1e-9);
  if (off.length === 0) return t('meals.targetMissed');
  const figures = off.map((key) => t(`meals.figure.${key}`, { got: n(totals[key]), want: n(target[key]) })).join('; ');
  return t('meals.targetKeptPlates', { figures });
}

const FIGURES = ['calories', 'proteinG', 'carbohydrateG', 'fatG'] as const;
