/**
 * @module
 * A card's worked example redone for the weight a person gives. Cards show a per-kilo figure at an
 * example weight ("1–1.2 g per kilo a day, 70–85 g if you weigh 70 kg"); read after "I weigh 62 kg",
 * that example answers someone else. Readers of set ao judged such replies "partly" ("gives the gain
 * rate for 70 kg; the asker is 62 kg"). An amount is redone only when the card's own per-kilo figure
 * gives it at the example weight, so text that merely mentions a weight is left as written.
 */
import type { ReplyLanguage } from '../ports.js';
import { formatNumber } from './figures/number-format.js';
import { foldQuestion } from './figures/food-figure.js';
import { weightOf } from './figures/protein-figure.js';

interface Amount {
  low: number;
  high?: number;
  unit: string;
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const DASH = String.raw`\s?[–-]\s?`;
// Not milligrams: caffeine's fixed limits (200 mg at once, 400 mg a day) sit beside its 3 mg per kilo.
const UNIT = String.raw`(g|ml|mL|kcal)`;
/** "1–1.2 g of protein per kilo", "5–7 ml d'aigua per quilo", "1,4–2,0 g/kg". */
const RATE = new RegExp(
  String.raw`(${NUMBER})(?:${DASH}(${NUMBER}))?\s?${UNIT}(?:/kg|[^\d;.]{0,40}?\bper (?:kilo|quilo|kg)\b)`,
  'gu',
);
/** The first of two figures per kilo: "6–8 g of carbohydrate and 1.4–2.0 g of protein per kilo". */
const FIRST_OF_TWO_RATES = new RegExp(
  String.raw`(${NUMBER})(?:${DASH}(${NUMBER}))?\s?${UNIT}\s(?:of|d'|de)\s?\p{L}+(?:\s\p{L}+)?\s(?:and|i)\s(?=[^;]{0,40}?\bper (?:kilo|quilo)\b)`,
  'gu',
);
/**
 * An amount: "70–85 g", "some 350 ml", "60 g a day"; not a figure per kilo ("g per kilo", "g/kg") nor a
 * pace ("g an hour", "25–30 g per meal"). One that is the subject ("a 200 g tub is…", "200 g són…") is a
 * product's fixed content, kept.
 */
const AMOUNT = new RegExp(
  String.raw`(?<![\d.,–-])(${NUMBER})(?:(${DASH})(${NUMBER}))?\s?${UNIT}(?![\p{L}/])(?!\s(?:(?:of|de|d')\s?\p{L}+\s)?(?:(?:per|cada|a)\s(?:kilo|quilo|kg|hour|hora|meal|àpat)|an hour|a week|a la setmana|a l'hora)\b)`,
  'gu',
);
/**
 * A difference rather than a total ("300–500 kcal more than you burn", "unes 300 kcal més"): it does not
 * grow with the weight, so it leaves the sentence's examples free to be redone (set ay: "100–125 g al dia amb
 * 62 kg" kept beside "300–500 kcal més" for someone of 70 kg).
 */
const DELTA =
  /^\s(?:more|extra|less|fewer|above|below|over|under|més|menys|de més|de menys|más|menos|de más|de menos|extra)(?!\p{L})/u;
/** Amounts a sentence is about rather than works out ("200 g is", "200 g són"). */
const SUBJECT = /^\s(?:is|are|és|són)\b/u;
/** An example weight: "70 kg", not a range ("65–70 kg") nor a pace ("0.5 kg a week"). */
const EXAMPLE_WEIGHT = /(?<![\d.,–-]\s?)\b(\d{2,3}) ?kg\b(?!\s?(?:a|per|por|cada|\/)\s?(?:week|setmana|semana))/gu;
/** Sentence ends: a mark followed by a space, so "1.2 g" stays whole; the spaces are kept. */
const SENTENCE_END = /(?<=[.;!?])(\s+)/u;
/** How far an example may be from the per-kilo figure at the example weight, as a share (or 3 units). */
const TOLERANCE = 0.1;

/** A weight said as the person's own: "peso 82", "I weigh 90", and with its unit "I'm 85 kg", "estic a 70 quilos". */
const THEIRS = [
  /\b(?:weigh|weighing|peso|pesant|pesando|pes)\s+(\d{2,3}(?:\.\d)?)\b/,
  /\b(?:i m|im|i am|faig|estic a|estoy en)\s+(\d{2,3}(?:\.\d)?)\s*(?:kg|kgs|kilos?|quilos?)\b/,
];
/** The first of a goal's two weights, said in kilos: "from 90 to 80 kg", "de 95 kg a 85"; not "de 40 a 60 minutos". */
const FROM =
  /\b(?:from|de|des de|del)\s+(\d{2,3}(?:\.\d)?)\s*(?:(?:kg|kgs|kilos?|quilos?)\s+(?:to|a|fins a|hasta|als|a los)\s+\d{2,3}|(?:to|a|fins a|hasta|als|a los)\s+\d{2,3}(?:\.\d)?\s*(?:kg|kgs|kilos?|quilos?)\b)/;
const plausible = (kilos: number) => (kilos >= 35 && kilos <= 250 ? Math.round(kilos) : undefined);

/**
 * The body weight a person gives: the one weight the message names ("peso 62 kg", "90 kg, lose 10 kg"), or,
 * beside a goal's, the one said as theirs ("peso 82 kg i vull baixar a 75", "from 90 to 80 kg").
 */
export function ownWeight(text: string): number | undefined {
  const folded = foldQuestion(text);
  const said = folded.match(/\b\d{2,3}(?:\.\d)?(?=\s*(?:kg|kgs|kilos?|quilos?|kilograms?)\b)/g) ?? [];
  const weights = new Set(said.map(Number).filter((kilos) => kilos >= 35));
  const from = FROM.exec(folded)?.[1];
  if (from !== undefined && plausible(Number(from)) !== undefined) return plausible(Number(from));
  if (weights.size <= 1) return weightOf(folded);
  for (const pattern of THEIRS) {
    const theirs = pattern.exec(folded)?.[1];
    if (theirs !== undefined && plausible(Number(theirs)) !== undefined) return plausible(Number(theirs));
  }
  return undefined;
}

/** `text` with every worked example at another weight redone for `weightKg`. */
export function withOwnWeight(text: string, weightKg: number, language: ReplyLanguage): string {
  const rates = [...text.matchAll(RATE), ...text.matchAll(FIRST_OF_TWO_RATES)].map((match) =>
    amountOf(match[1], match[2], match[3], language),
  );
  if (rates.length === 0) return text;
  return text
    .split(SENTENCE_END)
    .map((part, index) => (index % 2 === 0 ? redone(part, rates, weightKg, language) : part))
    .join('');
}

function redone(sentence: string, rates: readonly Amount[], weightKg: number, language: ReplyLanguage): string {
  const examples = [...sentence.matchAll(EXAMPLE_WEIGHT)].map((match) => Number(match[1]));
  const example = examples[0];
  if (example === undefined || example === weightKg || examples.some((other) => other !== example)) return sentence;
  let confirmed = false;
  let unexplained = false;
  const amounts = sentence.replace(
    AMOUNT,
    (whole: string, low: string, dash: string | undefined, high: string | undefined, unit: string, offset: number) => {
      const amount = amountOf(low, high || undefined, unit, language);
      const subject = SUBJECT.test(sentence.slice(offset + whole.length));
      const rate = subject ? undefined : rates.find((candidate) => workedOut(amount, candidate, example));
      // An amount as large as the weight that no figure per kilo gives may depend on it all the same
      // ("a 58 kg man maintains on about 2,500 kcal"): the sentence is then left as written.
      const delta = DELTA.test(sentence.slice(offset + whole.length));
      if (!rate) unexplained ||= subject || (amount.low >= example && !delta);
      if (!rate) return whole;
      confirmed = true;
      const byFive = amount.low % 5 === 0 && (amount.high === undefined || amount.high % 5 === 0);
      const at = (perKilo: number) => formatNumber(rounded(perKilo * weightKg, byFive), language);
      if (amount.high === undefined) return `${at(singleRate(amount, rate, example))} ${unit}`;
      return `${at(rate.low)}${dash ?? '–'}${at(rate.high ?? rate.low)} ${unit}`;
    },
  );
  return confirmed && !unexplained
    ? amounts.replace(EXAMPLE_WEIGHT, (whole) => whole.replace(String(example), String(weightKg)))
    : sentence;
}

/** Whether `amount` is `rate` worked out at `weightKg`: both ends of a range, or a single figure at either end or the middle. */
function workedOut(amount: Amount, rate: Amount, weightKg: number): boolean {
  if (amount.unit.toLowerCase() !== rate.unit.toLowerCase()) return false;
  if (amount.high !== undefined)
    return rate.high !== undefined && near(amount.low, rate.low, weightKg) && near(amount.high, rate.high, weightKg);
  return perKiloChoices(rate).some((perKilo) => near(amount.low, perKilo, weightKg));
}

function singleRate(amount: Amount, rate: Amount, weightKg: number): number {
  return perKiloChoices(rate).find((perKilo) => near(amount.low, perKilo, weightKg)) ?? rate.low;
}

const perKiloChoices = (rate: Amount) =>
  rate.high === undefined ? [rate.low] : [rate.low, rate.high, (rate.low + rate.high) / 2];

const near = (value: number, perKilo: number, weightKg: number) =>
  Math.abs(value - perKilo * weightKg) <= Math.max(3, TOLERANCE * perKilo * weightKg);

const rounded = (value: number, byFive: boolean) => (byFive ? Math.round(value / 5) * 5 : Math.round(value));

function amountOf(low: string, high: string | undefined, unit: string, language: ReplyLanguage): Amount {
  const value = (text: string) =>
    Number(
      language === 'en' ? text.replace(/,(?=\d{3}\b)/g, '') : text.replace(/\.(?=\d{3}\b)/g, '').replace(',', '.'),
    );
  return high === undefined ? { low: value(low), unit } : { low: value(low), high: value(high), unit };
}
