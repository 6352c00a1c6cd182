/**
 * @module
 * "Peso 65 kg y hago CrossFit cinco días, ¿cuántos hidratos necesito?": carbohydrate a day for
 * someone who trains, as the bands of the ACSM, Academy and Dietitians of Canada position stand
 * (Thomas, Erdman and Burke, 2016), in grams when the weight is given. Around a session (per hour,
 * the night before, loading) the references and the cards answer instead.
 */
import { weightOf } from './protein-figure.js';

const CARBS = /\b(?:carbs?|carbos?|carbohydrates?|hidrats?|hidratos|carbohidratos?|carbohidrats?)\b/;
/** A quantity asked, or a day's need. */
const HOW_MANY =
  /\b(?:how many|how much|quants|quantes|quant|quanta|cuantos|cuantas|cuanto|cuanta|qnts|a day|per day|daily|al dia|diaris|diarios|need|necessito|necesito|em calen|me hacen falta)\b/;
/** Someone who trains: without it the day's energy or a card answers. */
const TRAINS =
  /\b(?:train\w*|run|runs|running|runner|marathon|half marathon|triathlon|cycl\w*|bike|gym|crossfit|lift\w*|weights|swim\w*|football|futbol|rugby|padel|entren\w*|corro|correr|cursa|carrera|marato|maraton|mitja marato|media maraton|triatlo|triatlon|ciclis\w*|bici|gimnas\w*|gim|pesas|peses|nado|nedo|natacio|natacion|rem|remo|trail|ultra|esqui\w*|ski|skiing|skier|skimo)\b/;
/** Around one session or race, which these bands do not answer ("an hour a day" of training is the day's load). */
const AROUND_A_SESSION =
  /\b(?:per hour|an hour(?! (?:a day|per day|daily|each day|every day|of training a day))|each hour|a l hora|per hora|por hora|cada hora|during|durant|durante|night before|day before|dia abans|dia antes|el dia de la|race day|dia de la cursa|dia de la carrera|loading|carga|carrega|load|(?:in|en|on|a) (?:a|an|the|una|un|la|el|my|mi|la meva) (?:\w+ )?(?:marathon|maraton|marato|race|cursa|carrera|half|mitja|media|triathlon|triatlo|triatlon|ultra|sortida|salida|ride)\b|per meal|each meal|every meal|a cada apat|cada apat|per apat|en cada comida|cada comida|por comida|before (?:a|the|my)|after (?:a|the|my)|abans de|antes de|despres de|despues de|gels?)\b/;

/** Grams per kilogram a day by training load (Thomas, Erdman and Burke, 2016). */
export const CARB_BANDS = {
  light: { low: 3, high: 5 },
  moderate: { low: 5, high: 7 },
  high: { low: 6, high: 10 },
} as const;

export interface CarbsFigure {
  weightKg?: number;
}

/** Carbohydrate a day a folded message asks for someone who trains, or undefined. */
export function carbsFigure(folded: string): CarbsFigure | undefined {
  if (!CARBS.test(folded) || !HOW_MANY.test(folded) || !TRAINS.test(folded) || AROUND_A_SESSION.test(folded))
    return undefined;
  const weightKg = weightOf(folded);
  return weightKg === undefined ? {} : { weightKg };
}
