/**
 * Random consistent targets across the NutritionTarget bounds: macros drawn
 * uniformly, calories within 10 % of 4P + 4C + 9F, everything in bounds.
 */
import { seededRandom } from '../../src/core/random.js';
import { ACTIVITIES, GOALS, USUAL_ACTIVITIES, type Activity, type NutritionTarget } from '../../src/core/requests.js';
import { computeTarget, SEXES, type Profile } from '../../src/core/targets/targets.js';

export function consistentTargets(count: number, seed = 1): NutritionTarget[] {
  const random = seededRandom(seed);
  const between = (min: number, max: number) => min + random() * (max - min);
  const targets: NutritionTarget[] = [];
  while (targets.length < count) {
    const proteinG = Math.round(between(40, 300));
    const carbohydrateG = Math.round(between(0, 1000));
    const fatG = Math.round(between(20, 250));
    const calories = Math.round((4 * proteinG + 4 * carbohydrateG + 9 * fatG) * between(0.9, 1.1));
    if (calories >= 1000 && calories <= 6000) targets.push({ calories, proteinG, carbohydrateG, fatG });
  }
  return targets;
}

export interface ProfileDay {
  profile: Profile;
  activity: Activity;
  target: NutritionTarget;
}

/**
 * Days of random plausible adults, with the targets the coach computes for them: what people
 * get from the chats and from `/api/daily-target`. Ages 18–80, heights by sex, BMI 18.5–38,
 * every usual activity, goal and training.
 */
export function profileDays(count: number, seed = 1): ProfileDay[] {
  const random = seededRandom(seed);
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, () => {
    const sex = pick(SEXES);
    const heightCm = Math.round(sex === 'female' ? between(150, 180) : between(160, 198));
    const weightKg = Math.round(between(18.5, 38) * (heightCm / 100) ** 2);
    const profile: Profile = {
      sex,
      ageYears: Math.round(between(18, 80)),
      heightCm,
      weightKg,
      usualActivity: pick(USUAL_ACTIVITIES),
      goal: pick(GOALS),
    };
    const activity = pick(ACTIVITIES);
    return { profile, activity, target: computeTarget(profile, activity).target };
  });
}
