/**
 * @module
 * How each number of a target came about, in the person's language.
 */
import type { Language, Translate } from '../ports.js';
import type { Activity } from '../requests.js';
import { CARBOHYDRATE_FLOOR_G, TRAINING, type Profile, type TargetBreakdown } from './targets.js';

/** Which figures gave way to the carbohydrate floor, as the sentence names them. */
function floorWording(
  first: { proteinG: number; fatG: number },
  target: { proteinG: number; fatG: number },
): 'fat' | 'protein' | 'fatAndProtein' {
  const fat = Math.round(first.fatG) > target.fatG;
  const protein = Math.round(first.proteinG) > target.proteinG;
  return fat && protein ? 'fatAndProtein' : protein ? 'protein' : 'fat';
}

export function explainTarget(
  breakdown: TargetBreakdown,
  profile: Profile,
  activity: Activity,
  t: Translate,
  language: Language,
): string[] {
  const n = (value: number, digits = 0) =>
    new Intl.NumberFormat(language === 'ca' ? 'ca-ES' : 'en-GB', {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    }).format(value);
  const { target } = breakdown;
  const first = breakdown.beforeCarbohydrateFloor ?? target;
  const lines = [
    t('targets.explain.bmr', { kcal: n(breakdown.bmr) }),
    t('targets.explain.dailyLife', {
      level: t(`targets.usualActivity.${profile.usualActivity}`),
      factor: n(breakdown.dailyLifeFactor, 2),
      kcal: n(breakdown.dailyLife),
    }),
    activity === 'rest'
      ? t('targets.explain.restDay')
      : t('targets.explain.training', {
          activity: t(`targets.activity.${activity}`),
          minutes: TRAINING[activity].minutes,
          kcal: n(breakdown.training),
        }),
    t(`targets.explain.goal.${profile.goal}`, {
      kcal: n(Math.abs(breakdown.goalAdjustment)),
      total: n(target.calories),
    }),
    breakdown.proteinWeightKg < profile.weightKg
      ? t('targets.explain.proteinAdjusted', {
          perKg: n(breakdown.proteinGPerKg, 1),
          kg: n(breakdown.proteinWeightKg, 1),
          grams: n(first.proteinG),
        })
      : t('targets.explain.protein', {
          perKg: n(breakdown.proteinGPerKg, 1),
          kg: n(profile.weightKg, 1),
          grams: n(first.proteinG),
        }),
    t('targets.explain.fat', { share: n(breakdown.fatShare * 100), grams: n(first.fatG) }),
    breakdown.beforeCarbohydrateFloor
      ? t(`targets.explain.carbohydrateFloor.${floorWording(first, target)}`, {
          floor: n(CARBOHYDRATE_FLOOR_G),
          grams: n(target.carbohydrateG),
          fat: n(target.fatG),
          protein: n(target.proteinG),
        })
      : t('targets.explain.carbohydrate', { grams: n(target.carbohydrateG) }),
  ];
  if (breakdown.clamped) lines.push(t('targets.explain.clamped'));
  return lines;
}
