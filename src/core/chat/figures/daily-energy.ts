/**
 * @module
 * "How many calories should I eat to lose weight? I'm 75 kg": a day's energy from the weight the
 * person gives, as a rough start (about 30 kcal per kilo for a moderately active adult, a common rule
 * of thumb a little under EFSA's 2013 reference intakes at moderate activity), moved 300–500 kcal down to lose fat or 200–300 up to gain
 * muscle. Their plan's own target, from age, height and activity, is the better figure. With age and
 * height said too, the day starts from Mifflin-St Jeor times 1.55, moderate activity (chat set bp: a
 * man of 29, 1.80 m and 70 kg was told 2,100 kcal, some 500 under his likely need); without a sex said,
 * from the mean of a man's and a woman's, some 130 kcal from either.
 */
import { mifflinStJeor } from '../../targets/targets.js';
import { weightOf, withoutNegatedAims } from './protein-figure.js';
import { adultAgeOf, FEMALE, heightOf, MALE } from './resting-energy.js';

/** Energy asked for, not told ("I eat around 1,600 kcal", "in a calorie deficit"). */
const ENERGY_ASKED =
  /\b(?:how many|how much|what s a|whats a|what|which|reasonable|sensible|quantes|quantas|cuantas|cuantos|quin|quina|que|objectiu|objetivo)\b (?:\w+ ){0,3}?(?:calories|calorie|calorias|cals|kcal|kcals)\b|\b(?:calories|calorias|cals|kcal)\b (?:\w+ ){0,2}?(?:do i need|should i|i should|hauria|he de|debo|deberia|necesito|necessito|em calen|me hacen falta|a day|per day|al dia|target|targets)\b/;
const LOSE =
  /\b(?:lose|losing|cut|cutting|deficit|lean out|perdre|aprimar\w*|baixar|perder|adelgaz\w*|bajar|definir|definicio|definicion)\b/;
/** A weight to reach: "peso 95 i vull arribar a 85". */
const TARGET =
  /\b(?:arribar a|arribar als|llegar a|llegar a los|get down to|get to|reach|baixar a|bajar a|quedar me en|quedarme en|estar en)\s(\d{2,3})\b/;
const GAIN = /\b(?:gain|bulk\w*|build muscle|muscle|guanyar|muscul\w*|ganar|volum|volumen)\b/;
/**
 * Weight put on as the aim (chat set ar: "I'm 68 kg and want to put on some weight" read as a day to
 * keep), not as what to avoid: "¿cuántas calorías sin engordar?", "without putting on weight".
 */
const PUT_ON =
  /(?<!\b(?:without|sin|sense|no|not|never|nunca|mai|don t want to|dont want to)\b(?: \w+){0,2} )\b(?:(?:put|putting) on (?:\w+ )?(?:weight|kilos?|kg|mass|muscle)|(?:agafar|coger|pujar de|subir de) (?:pes|peso|quilos|kilos)|engreixar|engordar)\b/;

export interface DailyEnergy {
  aim: 'lose' | 'gain' | 'maintain';
  weightKg: number;
  /** Age, height and the sex (if said) the figure came from; absent when it is 30 kcal per kilo. */
  profile?: { ageYears: number; heightCm: number; sex?: 'male' | 'female' };
  maintainKcal: number;
  lowKcal: number;
  highKcal: number;
}

const to50 = (kcal: number) => Math.round(kcal / 50) * 50;

/** The day's energy a folded message asks for with a body weight in it, or undefined. */
export function dailyEnergyFigure(folded: string): DailyEnergy | undefined {
  if (!ENERGY_ASKED.test(folded)) return undefined;
  const weightKg = weightOf(folded);
  if (weightKg === undefined) return undefined;
  const profile = profileOf(folded);
  const maintainKcal = to50(profile ? MODERATE_ACTIVITY * restingOf(profile, weightKg) : 30 * weightKg);
  const withProfile = profile ? { profile } : {};
  const target = TARGET.exec(folded);
  const goal = target ? Number(target[1]) - weightKg : 0;
  const affirmed = withoutNegatedAims(folded);
  if (goal < 0 || (goal === 0 && LOSE.test(affirmed)))
    return {
      aim: 'lose',
      weightKg,
      ...withProfile,
      maintainKcal,
      lowKcal: maintainKcal - 500,
      highKcal: maintainKcal - 300,
    };
  if (goal > 0 || GAIN.test(affirmed) || PUT_ON.test(affirmed))
    return {
      aim: 'gain',
      weightKg,
      ...withProfile,
      maintainKcal,
      lowKcal: maintainKcal + 200,
      highKcal: maintainKcal + 300,
    };
  if (profile)
    return {
      aim: 'maintain',
      weightKg,
      profile,
      maintainKcal,
      lowKcal: maintainKcal - 150,
      highKcal: maintainKcal + 150,
    };
  return { aim: 'maintain', weightKg, maintainKcal, lowKcal: to50(28 * weightKg), highKcal: to50(32 * weightKg) };
}

/** FAO/WHO/UNU's physical activity level for a moderately active adult. */
const MODERATE_ACTIVITY = 1.55;

function profileOf(folded: string): DailyEnergy['profile'] {
  const ageYears = adultAgeOf(folded);
  const heightCm = heightOf(folded);
  if (ageYears === undefined || heightCm === undefined) return undefined;
  const male = MALE.test(folded);
  const female = FEMALE.test(folded);
  return male === female ? { ageYears, heightCm } : { ageYears, heightCm, sex: male ? 'male' : 'female' };
}

function restingOf(profile: NonNullable<DailyEnergy['profile']>, weightKg: number): number {
  const { ageYears, heightCm, sex } = profile;
  if (sex) return mifflinStJeor({ sex, ageYears, heightCm, weightKg });
  return (
    (mifflinStJeor({ sex: 'male', ageYears, heightCm, weightKg }) +
      mifflinStJeor({ sex: 'female', ageYears, heightCm, weightKg })) /
    2
  );
}
