/**
 * @module
 * "Peso 82 kg y quiero bajar a 75, ¿cuánto tiempo es realista?": the weeks a loss takes at a steady
 * 0.5 kg a week and at the fastest pace that is safe for most adults, 1 kg a week and no more than 1 %
 * of the body weight (NICE CG189; SEEDO); and "5 kg en 3 meses, ¿es realista?": the pace a deadline
 * asks, against that. Readers of chat set am judged "82 kg, want to reach 75: how long?" off when a
 * card about gaining muscle answered it. Gains and targets that may be too low are left to the cards.
 */
import type { ReplyLanguage, Translate } from '../../ports.js';
import { formatNumber } from './number-format.js';
import { weightOf } from './protein-figure.js';
import { heightOf } from './resting-energy.js';

/** A steady pace, in kg a week. */
const STEADY_PACE = 0.5;
/** The fastest pace that is safe for most adults, in kg a week, and as a share of the body weight. */
const FASTEST_PACE = 1;
const FASTEST_SHARE = 0.01;
/** Roughly the energy of a kilogram of body fat, for the daily deficit a pace takes. */
const KCAL_PER_KG = 7700;

/** Number words to twenty, as people write a loss or a deadline ("cinc quilos", "in three months"). */
const COUNTS: Record<string, number> = Object.fromEntries(
  [
    'a an one un una uno',
    'two dos dues',
    'three tres',
    'four quatre cuatro',
    'five cinc cinco',
    'six sis seis',
    'seven set siete',
    'eight vuit ocho',
    'nine nou nueve',
    'ten deu diez',
  ]
    .flatMap((words, index) => words.split(' ').map((word) => [word, index + 1] as const))
    .concat([
      ['twelve', 12],
      ['dotze', 12],
      ['doce', 12],
      ['fifteen', 15],
      ['quinze', 15],
      ['quince', 15],
      ['twenty', 20],
      ['vint', 20],
      ['veinte', 20],
    ]),
);
export const COUNT = `(\\d{1,2}(?:\\.\\d)?|${Object.keys(COUNTS).join('|')})`;
export const KG = '(?:kg|kgs|kilos?|quilos?|kilograms?|quilograms?|kilogramos?)';

/** A target weight: "arribar a 75", "get down to 80", "bajar a 63", "de 90 a 80 kg". */
const TARGET =
  /\b(?:arribar a|arribar als|baixar a|baixar als|quedar me a|quedar me en|posar me a|llegar a|llegar a los|bajar a|bajar a los|quedarme en|ponerme en|get down to|get to|go down to|down to|reach|be at|goal of|goal weight of|target of|objectiu de|objetivo de)\s+(\d{2,3}(?:\.\d)?)\s*(?:kg|kgs|kilos?|quilos?)?\b/;
const FROM_TO =
  /\b(?:from|de|des de|del)\s+(\d{2,3}(?:\.\d)?)\s*(?:kg|kilos?|quilos?)?\s+(?:to|a|fins a|hasta|als|a los)\s+(\d{2,3}(?:\.\d)?)\s*(?:kg|kilos?|quilos?)?\b/;
/** An amount to lose: "perder 8 kg", "lose about 5 kg", "baixar cinc quilos". */
const LOSS = new RegExp(
  `\\b(?:lose|losing|drop|dropping|shed|shedding|perdre|perder|baixar|bajar|treure me|quitarme)\\s+(?:about |around |some |roughly |like |uns |unos |unes |unas |un |una )?${COUNT}\\s*${KG}\\b`,
);
/** Kilos put on and to be lost again: "He guanyat 2 kg per les festes. Com els perdo…?" (chat set cv); not muscle. */
const REGAINED = new RegExp(
  `\\b(?:he guanyat|he agafat|he engreixat|he pujat|he ganado|he cogido|he engordado|he subido|i gained|i've gained|i put on|i've put on)\\s+(?:about |around |uns |unos |unes |unas )?${COUNT}\\s*${KG}\\b(?! (?:de |of )(?:muscul|muscle|musculo|massa muscular))(?=.*\\b(?:perdre|perdo|perder|perderlos|perdrels|lose|losing|get rid|baixar|bajar|treure|quitar)(?!\\p{L}))`,
  'u',
);
/** When or how fast is asked, or whether the plan is realistic. */
const TIME_ASKED =
  /\b(?:how long|how fast|how quickly|how many (?:weeks|months)|would it take|will it take|trigaria|trigare|tardaria|tardare|quant temps|quant de temps|quantes setmanes|quants mesos|cuanto tiempo|cuantas semanas|cuantos meses|realistic|realistically|realista|realistes|realistas|reasonable|razonable|raonable|doable|achievable|timeline|ritme|ritmo|pace|per quan|para cuando|by when)\b/;
/** A deadline: "in 3 months", "en deu setmanes", "d'aquí a quatre mesos", "queden quatre mesos". */
const DEADLINE = new RegExp(
  `\\b(?:in|en|within|dins de|d'aqui a|d aqui a|queden|quedan|tinc|tengo|i have|got)\\s+(?:about |around |unes |unos |uns |unas )?${COUNT}\\s*(weeks?|setmanes?|semanas?|months?|mesos|mes|meses)\\b`,
);

export type WeightGoal =
  | { kind: 'time'; kg: number; from?: number; to?: number; fastPace: number }
  | { kind: 'deadline'; kg: number; weeks: number; pace: number; fastPace: number; deficitKcal: number };

export const countOf = (word: string): number => COUNTS[word] ?? Number(word);

/** The loss a folded message plans and asks the time or the realism of, or undefined. */
export function weightGoalFigure(folded: string): WeightGoal | undefined {
  return TIME_ASKED.test(folded) ? statedLossGoal(folded) : undefined;
}

/**
 * The loss a folded message plans, timed, whether or not it asks the time: "m'agradaria baixar 3 kg abans de
 * setmana santa, què faig?" got a card that times 5 kg (readers of chat set cv: "wrong figures for a 3 kg goal").
 */
export function statedLossGoal(folded: string): WeightGoal | undefined {
  const goal = lossOf(folded);
  if (!goal) return undefined;
  const { kg, from } = goal;
  const fastPace = Math.min(FASTEST_PACE, from === undefined ? FASTEST_PACE : from * FASTEST_SHARE);
  const deadline = DEADLINE.exec(folded);
  if (!deadline) return { kind: 'time', ...goal, fastPace };
  const count = countOf(deadline[1]);
  const weeks = Math.round(/^(?:w|s)/.test(deadline[2]) ? count : count * 4.35);
  if (weeks < 1 || weeks > 104) return undefined;
  const pace = kg / weeks;
  const deficitKcal = Math.round((Math.min(pace, fastPace) * KCAL_PER_KG) / 7 / 50) * 50;
  return { kind: 'deadline', kg, weeks, pace, fastPace, deficitKcal };
}

/** How much is to be lost, and from and to what weight when said; undefined for a gain or a target that may be too low. */
function lossOf(folded: string): { kg: number; from?: number; to?: number } | undefined {
  const fromTo = FROM_TO.exec(folded);
  const from = fromTo ? Number(fromTo[1]) : weightOf(folded);
  const target = fromTo ? Number(fromTo[2]) : TARGET.exec(folded)?.[1];
  const lost = LOSS.exec(folded) ?? REGAINED.exec(folded);
  let kg: number | undefined;
  let to: number | undefined;
  if (target !== undefined && from !== undefined) {
    to = Number(target);
    kg = from - to;
  } else if (lost) kg = countOf(lost[1]);
  if (kg === undefined || !(kg >= 1 && kg <= 40)) return undefined;
  to ??= from === undefined ? undefined : from - kg;
  // A target under 50 kg, or under a body mass index of 20 when the height is said, is not one to time.
  const heightCm = heightOf(folded);
  if (to !== undefined && (to < 50 || (heightCm !== undefined && to / (heightCm / 100) ** 2 < 20))) return undefined;
  return from === undefined ? { kg } : { kg, from, ...(target !== undefined ? { to } : {}) };
}

/** The reply to a loss's time or deadline, in the language `t` writes. */
export function weightGoalReply(goal: WeightGoal, language: ReplyLanguage, t: Translate): string {
  const one = (value: number) => formatNumber(value, language, 1);
  const steadyWeeks = Math.round(goal.kg / STEADY_PACE);
  const common = { kg: one(goal.kg), fastPace: one(goal.fastPace), steadyWeeks: formatNumber(steadyWeeks, language) };
  if (goal.kind === 'time') {
    const fromTo =
      goal.from !== undefined && goal.to !== undefined
        ? t('chat.figures.weightGoal.fromTo', { from: one(goal.from), to: one(goal.to) })
        : '';
    return t('chat.figures.weightGoal.time', {
      ...common,
      fromTo,
      // Months only from two: "(uns 1 mesos)" reads wrong, and weeks say a short loss better.
      months:
        steadyWeeks >= 8
          ? t('chat.figures.weightGoal.months', { months: one(Math.round(steadyWeeks / 4.35 / 0.5) * 0.5) })
          : '',
      fastWeeks: formatNumber(Math.max(1, Math.round(goal.kg / goal.fastPace)), language),
    });
  }
  const verdict = goal.pace > goal.fastPace + 0.05 ? 'tooFast' : goal.pace < 0.45 ? 'easy' : 'fits';
  return t(`chat.figures.weightGoal.deadline.${verdict}`, {
    ...common,
    weeks: formatNumber(goal.weeks, language),
    pace: one(goal.pace),
    deficit: formatNumber(goal.deficitKcal, language),
    safeLow: one(goal.weeks * STEADY_PACE),
    safeHigh: one(goal.weeks * goal.fastPace),
  });
}

/**
 * A card's first loss ("5 kg en 8–9 setmanes", "4 kg in three months"), not a weekly pace, a body weight
 * nor a food's amount: the worked example a card was written with.
 */
const CARD_LOSS =
  /(?<![\d.,])(\d{1,2}(?:[.,]\d)?)(?:\s?[–-]\s?(\d{1,2}(?:[.,]\d)?))?\s?(?:kg|quilos?|kilos?)(?!\s?(?:a|per|por|cada|every|each|\/|al|in a)\s?(?:la |una |the )?(?:week|setmana|semana|mes|month))(?!\s(?:setmanals|semanales|weekly|de |d'|of ))/u;

/**
 * Whether a card's worked example is a loss other than the person's: read after the figure for their 4 kg,
 * "5 kg in 8–9 weeks is ambitious" answers someone else (readers of chat set bl: "says 5 kg, not 4").
 */
export function speaksOfAnotherLoss(cardText: string, kg: number): boolean {
  const found = CARD_LOSS.exec(cardText);
  if (!found) return false;
  const low = Number(found[1].replace(',', '.'));
  const high = found[2] === undefined ? low : Number(found[2].replace(',', '.'));
  // Amounts over 25 kg are body weights ("if you weigh 70 kg"), not a loss.
  if (low > 25) return false;
  return kg < low - 0.05 || kg > high + 0.05;
}

/**
 * A card's text without the sentences worked out for another loss than `kg`, or '' when none is left. Cut at full
 * stops only: "…si peses uns 70 kg o més; si peses menys, l'objectiu realista són 3–4 kg" is one thought.
 */
export function withoutAnotherLoss(cardText: string, kg: number): string {
  return cardText
    .split(/(?<=[.!?])\s+/u)
    .filter((sentence) => !speaksOfAnotherLoss(sentence, kg))
    .join(' ');
}
