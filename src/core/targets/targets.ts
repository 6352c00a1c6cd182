/**
 * @module
 * A daily calorie and macro target from a profile and today's training:
 * resting energy by Mifflin-St Jeor, daily life, training, the goal, then
 * protein by body weight (an adjusted one above a BMI of 27), a fat floor and
 * carbohydrate as the rest, never under 130 g while fat and protein can give way.
 */
import type { Activity, Goal, NutritionTarget, UsualActivity } from '../requests.js';

export const SEXES = ['female', 'male'] as const;
export type Sex = (typeof SEXES)[number];

export interface Profile {
  sex: Sex;
  ageYears: number;
  heightCm: number;
  weightKg: number;
  usualActivity: UsualActivity;
  goal: Goal;
}

/**
 * Daily life without the planned training, which is added per day: lower than
 * the usual PAL factors, which already include exercise.
 */
export const DAILY_LIFE_FACTOR: Record<UsualActivity, number> = {
  sedentary: 1.2,
  light: 1.3,
  moderate: 1.4,
  high: 1.5,
};

/** A typical session of each kind of training: its MET value and length. */
export const TRAINING: Record<Activity, { met: number; minutes: number }> = {
  rest: { met: 1, minutes: 0 },
  walk: { met: 3.5, minutes: 45 },
  pilates: { met: 3, minutes: 50 },
  strength: { met: 5, minutes: 60 },
  run: { met: 9.8, minutes: 45 },
};

/**
 * Protein in grams per kg of body weight, by goal; strength days add 0.2. Losing weight asks 1.5
 * (1.7 on strength days): within the ISSN's 1.4–2.0 g/kg for people who train and past the 1.2–1.6
 * that keeps lean mass in a deficit, and under the 1.8 g/kg a dietitian holds a cut to; 1.8 stacked
 * ham, tuna and yogurt on the plates of issue 38's review.
 */
export const PROTEIN_G_PER_KG: Record<Goal, number> = { lose: 1.5, maintain: 1.4, gain: 1.6 };
/** Protein is at most this share of the day's energy, whatever the goal (issue 38). */
export const MAX_PROTEIN_ENERGY_SHARE = 0.3;
const STRENGTH_PROTEIN_BONUS = 0.2;
const MAX_PROTEIN_G_PER_KG = 2.2;
/** Share of energy from fat; hard training days leave more room for carbohydrate. */
const FAT_SHARE = { training: 0.25, other: 0.3 };
const FAT_FLOOR_G_PER_KG = 0.7;
/**
 * Above this BMI, protein follows an adjusted weight, the weight at BMI 25 plus 40 % of the rest:
 * muscle does not grow with fat mass, and 1.8 g per kg of actual weight emptied the plates of
 * starch for heavier people losing weight.
 */
const ADJUSTED_WEIGHT_FROM_BMI = 27;
const REFERENCE_BMI = 25;
const EXCESS_COUNTED = 0.4;
/** The carbohydrate the brain runs on in a day (the RDA; IOM 2005), kept while fat and protein can give way. */
export const CARBOHYDRATE_FLOOR_G = 130;
/** Protein gives way to the carbohydrate floor down to this, per kg of the protein weight. */
const PROTEIN_FLOOR_G_PER_KG = 1.2;

export const TARGET_BOUNDS = {
  calories: [1000, 6000],
  proteinG: [40, 300],
  carbohydrateG: [0, 1000],
  fatG: [20, 250],
} as const satisfies Record<keyof NutritionTarget, readonly [number, number]>;

/** Every figure behind a target, for the explanation. */
export interface TargetBreakdown {
  target: NutritionTarget;
  bmr: number;
  dailyLifeFactor: number;
  dailyLife: number;
  training: number;
  maintenance: number;
  goalAdjustment: number;
  proteinGPerKg: number;
  /** The weight protein is counted on: the actual one, or the adjusted one above a BMI of 27. */
  proteinWeightKg: number;
  fatShare: number;
  /** Protein and fat as first worked out, when they were lowered so carbohydrate reaches 130 g. */
  beforeCarbohydrateFloor?: { proteinG: number; fatG: number };
  /** True when a bound of NutritionTarget changed a figure. */
  clamped: boolean;
}

/** Mifflin-St Jeor resting energy in kcal per day. */
export function mifflinStJeor(profile: Pick<Profile, 'sex' | 'ageYears' | 'heightCm' | 'weightKg'>): number {
  const base = 10 * profile.weightKg + 6.25 * profile.heightCm - 5 * profile.ageYears;
  return base + (profile.sex === 'male' ? 5 : -161);
}

/** Energy a session adds above resting: (MET - 1) x kg x hours. */
export function trainingEnergy(activity: Activity, weightKg: number): number {
  const { met, minutes } = TRAINING[activity];
  return (met - 1) * weightKg * (minutes / 60);
}

/** Lose: 15 % less, at most 500 kcal; gain: 10 % more, at most 400 kcal. */
export function goalAdjustment(goal: Goal, maintenance: number): number {
  if (goal === 'lose') return -Math.min(500, maintenance * 0.15);
  if (goal === 'gain') return Math.min(400, maintenance * 0.1);
  return 0;
}

export function computeTarget(profile: Profile, activity: Activity): TargetBreakdown {
  const bmr = mifflinStJeor(profile);
  const dailyLifeFactor = DAILY_LIFE_FACTOR[profile.usualActivity];
  const dailyLife = bmr * dailyLifeFactor;
  const training = trainingEnergy(activity, profile.weightKg);
  const maintenance = dailyLife + training;
  const adjustment = goalAdjustment(profile.goal, maintenance);
  // Never plan below resting energy, whatever the goal.
  const calories = Math.max(bmr, maintenance + adjustment);

  const proteinGPerKg = Math.min(
    MAX_PROTEIN_G_PER_KG,
    PROTEIN_G_PER_KG[profile.goal] + (activity === 'strength' ? STRENGTH_PROTEIN_BONUS : 0),
  );
  const proteinWeightKg = proteinWeight(profile);
  const fatShare = activity === 'run' || activity === 'strength' ? FAT_SHARE.training : FAT_SHARE.other;
  const first = {
    proteinG: Math.min(proteinGPerKg * proteinWeightKg, (MAX_PROTEIN_ENERGY_SHARE * calories) / 4),
    fatG: Math.max((calories * fatShare) / 9, FAT_FLOOR_G_PER_KG * profile.weightKg),
  };
  const split = splitEnergy(calories, first, {
    proteinG: PROTEIN_FLOOR_G_PER_KG * proteinWeightKg,
    fatG: FAT_FLOOR_G_PER_KG * profile.weightKg,
  });
  const raw: NutritionTarget = {
    calories,
    proteinG: split.proteinG,
    fatG: split.fatG,
    carbohydrateG: split.carbohydrateG,
  };
  const target = clampTarget(raw);
  const clamped = (Object.keys(raw) as (keyof NutritionTarget)[]).some(
    (key) => Math.abs(clampTarget(raw)[key] - roundTarget(raw)[key]) > 0,
  );
  return {
    target,
    bmr,
    dailyLifeFactor,
    dailyLife,
    training,
    maintenance,
    goalAdjustment: calories - maintenance,
    proteinGPerKg,
    proteinWeightKg,
    fatShare,
    ...(split.floored ? { beforeCarbohydrateFloor: first } : {}),
    clamped,
  };
}

/** The actual weight, or above a BMI of 27 the weight at BMI 25 plus 40 % of the excess. */
export function proteinWeight(profile: Pick<Profile, 'heightCm' | 'weightKg'>): number {
  const metres = profile.heightCm / 100;
  if (profile.weightKg / (metres * metres) <= ADJUSTED_WEIGHT_FROM_BMI) return profile.weightKg;
  const reference = REFERENCE_BMI * metres * metres;
  return reference + EXCESS_COUNTED * (profile.weightKg - reference);
}

/**
 * Carbohydrate is the energy left after protein and fat; when that is under 130 g, fat and then
 * protein give way (down to their floors: 0.7 g per kg, 1.2 g per kg) until it is not, or they cannot.
 */
function splitEnergy(
  calories: number,
  first: { proteinG: number; fatG: number },
  floors: { proteinG: number; fatG: number },
) {
  const { proteinG, fatG } = first;
  let carbohydrateG = Math.max(0, (calories - 4 * proteinG - 9 * fatG) / 4);
  if (carbohydrateG >= CARBOHYDRATE_FLOOR_G) return { proteinG, fatG, carbohydrateG, floored: false };
  let missingKcal = (CARBOHYDRATE_FLOOR_G - carbohydrateG) * 4;
  const fromFat = Math.min(missingKcal, Math.max(0, fatG - floors.fatG) * 9);
  missingKcal -= fromFat;
  const fromProtein = Math.min(missingKcal, Math.max(0, proteinG - floors.proteinG) * 4);
  missingKcal -= fromProtein;
  carbohydrateG = CARBOHYDRATE_FLOOR_G - missingKcal / 4;
  return {
    proteinG: proteinG - fromProtein / 4,
    fatG: fatG - fromFat / 9,
    carbohydrateG,
    floored: fromFat + fromProtein > 0,
  };
}

function roundTarget(target: NutritionTarget): NutritionTarget {
  return {
    calories: Math.round(target.calories / 10) * 10,
    proteinG: Math.round(target.proteinG),
    carbohydrateG: Math.round(target.carbohydrateG),
    fatG: Math.round(target.fatG),
  };
}

/** Rounds (calories to 10 kcal, grams to 1 g) and holds each figure within its bound. */
export function clampTarget(target: NutritionTarget): NutritionTarget {
  const rounded = roundTarget(target);
  const clamp = (key: keyof NutritionTarget) =>
    Math.min(TARGET_BOUNDS[key][1], Math.max(TARGET_BOUNDS[key][0], rounded[key]));
  return {
    calories: clamp('calories'),
    proteinG: clamp('proteinG'),
    carbohydrateG: clamp('carbohydrateG'),
    fatG: clamp('fatG'),
  };
}
