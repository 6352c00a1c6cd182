/**
 * @module
 * How each number of a target came about, in the person's language.
 */
import type { Language, Translate } from '../ports.js';
import type { Activity } from '../requests.js';
import { TRAINING, type Profile, type TargetBreakdown } from './targets.js';

export function explainTarget(breakdown: TargetBreakdown, profile: Profile, activity: Activity, t: Translate, language: Language): string[] {
  const n = (value: number, digits = 0) =>
    new Intl.NumberFormat(language === 'ca' ? 'ca-ES' : 'en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  const { target } = breakdown;
  const lines = [
    t('targets.explain.bmr', { kcal: n(breakdown.bmr) }),
    t('targets.explain.dailyLife', { level: t(`targets.usualActivity.${profile.usualActivity}`), factor: n(breakdown.dailyLifeFactor, 2), kcal: n(breakdown.dailyLife) }),
    activity === 'rest'
      ? t('targets.explain.restDay')
      : t('targets.explain.training', { activity: t(`targets.activity.${activity}`), minutes: TRAINING[activity].minutes, kcal: n(breakdown.training) }),
    t(`targets.explain.goal.${profile.goal}`, { kcal: n(Math.abs(breakdown.goalAdjustment)), total: n(target.calories) }),
    t('targets.explain.protein', { perKg: n(breakdown.proteinGPerKg, 1), kg: n(profile.weightKg, 1), grams: n(target.proteinG) }),
    t('targets.explain.fat', { share: n(breakdown.fatShare * 100), grams: n(target.fatG) }),
    t('targets.explain.carbohydrate', { grams: n(target.carbohydrateG) }),
  ];
  if (breakdown.clamped) lines.push(t('targets.explain.clamped'));
  return lines;
}
