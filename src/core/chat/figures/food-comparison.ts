/**
 * @module
 * "Què porta més proteïna, el tofu o els ous?", "¿Qué tiene menos calorías, la mayonesa o el alioli?",
 * "Cava or red wine: which has fewer calories?": two foods' nutrient side by side, per 100 g and per
 * usual portion, from the tables the meal log reads. Readers of chat set ao judged a card about one of
 * the two foods "off" (tofu against tempeh, asked tofu against eggs). Each food is read from the words
 * between the question and the "or", whole: a phrase the tables do not hold leaves the message to the cards.
 */
import { MICRONUTRIENTS } from '../../meals/library.js';
import type { NutrientLookup } from '../../photo/suggestion.js';
import type { ReplyLanguage, Translate } from '../../ports.js';
import { formatNumber, roundedFigure } from './number-format.js';
import {
  askedNutrients,
  foldQuestion,
  foodFigure,
  SODIUM_PER_SALT,
  type AskedNutrient,
  type FoodFigure,
} from './food-figure.js';

export interface FoodComparison {
  nutrient: AskedNutrient;
  /** Whether the question asks which has less ("menys", "fewer") rather than more. */
  asksLess: boolean;
  foods: [ComparedFood, ComparedFood];
}

export interface ComparedFood {
  figure: FoodFigure;
  /** The nutrient in 100 g (or 100 ml of a drink), and in the usual portion. */
  per100: number;
  perPortion: number;
}

/** A word that stands for a punctuation mark while the text is folded. */
const MARK = 'qxmark';
const MORE = /\b(?:more|most|higher|mes|mas)\b/;
const LESS = /\b(?:less|least|fewer|lower|menys|menos)\b/;
const MORE_OR_LESS = /\b(?:mes o menys|mas o menos|more or less)\b/g;
/** The "or" between the two foods, on folded text. */
const OR = /\s(?:o|or|vs|versus)\s/g;
/** Where the first food's phrase starts: after the last of these on its side. */
const BEFORE_FIRST = new RegExp(
  String.raw`^.*(?:\b${MARK}\b|\b(?:more|most|less|least|fewer|higher|lower|mes|menys|mas|menos)\b(?:\s\p{L}+){0,2}?\s(?:${[
    'calories?',
    'calorias?',
    'kcal',
    'energy',
    'energia',
    'proteins?',
    'proteinas?',
    'proteines',
    'fibre',
    'fiber',
    'fibra',
    'sugars?',
    'sucre',
    'azucar',
    'salt',
    'sal',
    'fats?',
    'greix',
    'grasas?',
    'carbs?',
    'hidrats?',
    'hidratos',
    'vitamina? c',
    'calcium',
    'calci',
    'calcio',
    'iron',
    'ferro',
    'hierro',
    'potassium',
    'potassi',
    'potasio',
    'magnesium',
    'magnesi',
    'magnesio',
  ].join('|')})\b(?:\s(?:per|por)\s\p{L}+)?)\s*`,
  'u',
);
/** Where the second food's phrase ends. */
const AFTER_SECOND = new RegExp(String.raw`\s*\b(?:${MARK}|which|quin|quina|qual|cual|que|what)\b.*$`, 'u');

/** Two foods compared on one nutrient, when the tables hold both; else undefined. */
export function foodComparison(
  text: string,
  foods: NutrientLookup,
  language: ReplyLanguage,
): FoodComparison | undefined {
  // Folding takes punctuation out, and the phrases end at it: each mark is kept as a word.
  const folded = foldQuestion(text.replace(/[,:;?¿!]/g, ` ${MARK} `)).replace(MORE_OR_LESS, ' ');
  const asked = askedNutrients(folded);
  const asksLess = LESS.test(folded);
  if (asked.length !== 1 || (!asksLess && !MORE.test(folded))) return undefined;
  const ors = [...folded.matchAll(OR)];
  if (ors.length !== 1) return undefined;
  const [or] = ors;
  const first = folded.slice(0, or.index).replace(BEFORE_FIRST, '').replaceAll(MARK, ' ').trim();
  const second = folded
    .slice(or.index + or[0].length)
    .replace(AFTER_SECOND, '')
    .replaceAll(MARK, ' ')
    .trim();
  if (!first || !second) return undefined;
  const [nutrient] = asked;
  const read = (phrase: string) =>
    compared(foodFigure(`${NUTRIENT_WORD[nutrient]} ${phrase}`, foods, language), nutrient);
  const a = read(first);
  const b = read(second);
  if (!a || !b || a.figure.name === b.figure.name) return undefined;
  return { nutrient, asksLess, foods: [a, b] };
}

/** A word for each nutrient that the food figure reads as asked. */
const NUTRIENT_WORD: Record<AskedNutrient, string> = {
  energy: 'kcal',
  protein: 'protein',
  carbohydrate: 'carbs',
  fat: 'fat',
  fibre: 'fibre',
  sugar: 'sugar',
  salt: 'salt',
  sodium: 'sodium',
  vitaminC: 'vitamin c',
  calcium: 'calcium',
  iron: 'iron',
  potassium: 'potassium',
  magnesium: 'magnesium',
};

function compared(figure: FoodFigure | undefined, nutrient: AskedNutrient): ComparedFood | undefined {
  if (!figure) return undefined;
  const perPortion = amountOf(figure, nutrient);
  if (perPortion === undefined) return undefined;
  const base = figure.millilitres ?? figure.grams;
  return { figure, perPortion, per100: base > 0 ? (perPortion * 100) / base : 0 };
}

function amountOf(figure: FoodFigure, nutrient: AskedNutrient): number | undefined {
  switch (nutrient) {
    case 'energy':
      return figure.kcal;
    case 'protein':
      return figure.proteinG;
    case 'carbohydrate':
      return figure.carbohydrateG;
    case 'fat':
      return figure.fatG;
    case 'fibre':
      return figure.fibreG;
    case 'sugar':
      return figure.sugarsG ?? figure.freeSugarsG;
    case 'salt':
      return figure.saltG;
    // Never first: the salt words read sodium too, so a comparison of sodium is one of salt.
    case 'sodium':
      return figure.saltG === undefined ? undefined : figure.saltG * SODIUM_PER_SALT;
    default:
      return figure.micronutrients[nutrient];
  }
}

/** A name that already says it is dry: "cigrons secs", "garbanzos secos". */
const DRY_NAMED = /\b(?:secs?|seques|secos?|secas?|dry|dried)\b/iu;

/** Two figures within this share of the larger are about the same. */
const SAME = 0.05;

/** The comparison as the person reads it: which has more (or less), per 100 g, then per usual portion. */
export function comparisonReply(comparison: FoodComparison, language: ReplyLanguage, t: Translate): string {
  const { nutrient, asksLess, foods } = comparison;
  // A dry food's figures are the dry weight's, as the food figure says (lentils dry against chickpeas dry).
  const nameOf = (food: ComparedFood) =>
    food.figure.dry && !DRY_NAMED.test(food.figure.name)
      ? t('chat.figures.dry', { name: food.figure.name })
      : food.figure.name;
  const [a, b] = foods;
  const unit = a.figure.millilitres !== undefined && b.figure.millilitres !== undefined ? 'ml' : 'g';
  const micronutrient = (MICRONUTRIENTS as readonly string[]).includes(nutrient);
  const value = (amount: number) =>
    nutrient === 'energy'
      ? `${formatNumber(amount, language)} kcal`
      : `${roundedFigure(amount, language)} ${micronutrient ? 'mg' : 'g'}`;
  const named = (food: ComparedFood) => `${nameOf(food)}: ${value(food.per100)}`;
  const larger = Math.max(a.per100, b.per100);
  const same = Math.abs(a.per100 - b.per100) <= SAME * larger;
  const winner = a.per100 > b.per100 !== asksLess ? a : b;
  const loser = winner === a ? b : a;
  const head = same
    ? t('chat.figures.compare.same', {
        a: capitalised(nameOf(a)),
        b: nameOf(b),
        first: value(a.per100),
        second: value(b.per100),
        unit,
      })
    : t('chat.figures.compare.winner', {
        food: capitalised(nameOf(winner)),
        moreOrLess: t(`chat.figures.compare.${asksLess ? 'lessOf' : 'moreOf'}.${nutrient}`),
        first: value(winner.per100),
        second: named(loser),
        unit,
      });
  const portion = (food: ComparedFood) =>
    `${nameOf(food)}, ${formatNumber(food.figure.millilitres ?? food.figure.grams, language)} ${food.figure.millilitres === undefined ? 'g' : 'ml'}: ${value(food.perPortion)}`;
  const labels = a.figure.labelValues || b.figure.labelValues;
  return [
    head,
    t('chat.figures.compare.portions', { list: `${portion(a)}; ${portion(b)}` }),
    t(
      micronutrient
        ? 'chat.figures.micronutrientSource'
        : labels
          ? 'chat.figures.foodSourceLabels'
          : 'chat.figures.foodSource',
    ),
  ].join(' ');
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
