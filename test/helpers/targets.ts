/**
 * Random consistent targets across the NutritionTarget bounds: macros drawn
 * uniformly, calories within 10 % of 4P + 4C + 9F, everything in bounds.
 */
import { seededRandom } from '../../src/core/random.js';
import type { NutritionTarget } from '../../src/core/requests.js';

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
