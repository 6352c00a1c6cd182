/**
 * @module
 * The editable suggestion a meal photo turns into: each recognised item
 * with a portion in grams and macros from the food catalogue where its name
 * matches one, the totals, and a plain word that it is an estimate.
 */
import { createFoodIndex } from '../foods/search.js';
import type { FoodInfo, Per100g, FoodQuality, Micronutrients } from '../meals/library.js';
import type { Language, ReplyLanguage, Translate } from '../ports.js';
import { isDriedLegume, isDryGrain } from '../meals/food-groups.js';
import { foldText } from '../text.js';

/** A catalogue food a recognised name matched. */
export interface NutrientMatch {
  id: string;
  name: string;
  per100g: Per100g;
  /** A typical portion, used when the provider gives none. */
  portionG: number;
  /** Grams of one piece (an egg, a slice of bread), for foods counted in pieces: "2 eggs" is two of these, not two portions. */
  pieceG?: number;
  /**
   * Grams of one piece of a food weighed in grams (an almond, an olive): a count names pieces only right before the
   * food ("tres ametlles"), not before a measure ("un grapat d'ametlles" is a handful).
   */
  onePieceG?: number;
  /** Grams of one millilitre, for foods measured by volume (milk, oil): their amounts are shown in millilitres. */
  millilitreG?: number;
  /** Fibre, salt, saturated fat and free sugars per 100 g, where the tables give them. */
  quality?: FoodQuality;
  /** Weighed dry (rice, pasta, dried pulses): its figures are for the dry weight. */
  dry?: boolean;
  /** Every name and alias of the food, in the three languages. */
  names?: readonly string[];
  /** The values are typical Spanish label values, not an SR28 row. */
  labelValues?: boolean;
  /** A drink of the table (water, coffee, beer, wine): what a person has of their own beside a shared plate. */
  drink?: boolean;
  /** Vitamins and minerals in mg per 100 g, where the tables give them. */
  micronutrients?: Micronutrients;
}

/** Finds the catalogue food a recognised dish or ingredient name stands for. */
export interface NutrientLookup {
  /** The match, named in `language`. */
  find(name: string, language: ReplyLanguage): NutrientMatch | undefined;
  /**
   * The word of a food's names a misspelt word most likely meant ("croisant": "croissant"), or
   * undefined when none is one or two edits away. Words the names hold come back as they are.
   */
  spell?(word: string): string | undefined;
}

export interface SuggestedItem {
  /** The name as the provider gave it. */
  name: string;
  /** The catalogue food it was matched to, or null: then the macros are null and the item is the person's to fill in. */
  matchedFood: string | null;
  grams: number | null;
  kcal: number | null;
  proteinG: number | null;
  carbohydrateG: number | null;
  fatG: number | null;
}

export interface Suggestion {
  items: SuggestedItem[];
  /** Sums over the matched items. */
  totals: { calories: number; proteinG: number; carbohydrateG: number; fatG: number };
  estimate: true;
  note: string;
}

/** A bound on a single item, so a wild provider figure stays a plate's worth. */
const MAX_ITEM_G = 1500;
const round1 = (value: number) => Math.round(value * 10) / 10;

export function suggestFromItems(
  items: readonly { name: string; grams?: number }[],
  foods: NutrientLookup,
  language: Language,
  t: Translate,
): Suggestion {
  const suggested = items.map((item): SuggestedItem => {
    const match = foods.find(item.name, language);
    const given =
      item.grams !== undefined && Number.isFinite(item.grams) && item.grams > 0
        ? Math.min(item.grams, MAX_ITEM_G)
        : undefined;
    const grams = given ?? match?.portionG;
    if (!match || grams === undefined)
      return {
        name: item.name,
        matchedFood: match?.name ?? null,
        grams: grams === undefined ? null : Math.round(grams),
        kcal: null,
        proteinG: null,
        carbohydrateG: null,
        fatG: null,
      };
    const scale = grams / 100;
    return {
      name: item.name,
      matchedFood: match.name,
      grams: Math.round(grams),
      kcal: Math.round(match.per100g.kcal * scale),
      proteinG: round1(match.per100g.proteinG * scale),
      carbohydrateG: round1(match.per100g.carbohydrateG * scale),
      fatG: round1(match.per100g.fatG * scale),
    };
  });
  const sum = (key: 'kcal' | 'proteinG' | 'carbohydrateG' | 'fatG') =>
    suggested.reduce((total, item) => total + (item[key] ?? 0), 0);
  return {
    items: suggested,
    totals: {
      calories: Math.round(sum('kcal')),
      proteinG: round1(sum('proteinG')),
      carbohydrateG: round1(sum('carbohydrateG')),
      fatG: round1(sum('fatG')),
    },
    estimate: true,
    note: t('photo.estimateNote'),
  };
}

/** Words that join the parts of a dish's name: "salmon with potatoes", "salmó amb patates". */
const JOINERS = new Set(['with', 'and', 'amb', 'i', 'con', 'y', 'on', 'sobre']);
/**
 * Words that name a cooking method, a cut, a size or a link, never a food on their own ("a sliced pear" found sliced
 * ham, "roast chicken thigh" roast potatoes, "one big plate" a Big Mac).
 */
const FILLER = new Set([
  'grilled',
  'fried',
  'roast',
  'roasted',
  'toasted',
  'sliced',
  'chopped',
  'diced',
  'cut',
  'big',
  'large',
  'small',
  'medium',
  'homemade',
  'cortada',
  'cortado',
  'troceada',
  'troceado',
  'tallada',
  'tallat',
  'casera',
  'casero',
  'casolana',
  'casola',
  'cooked',
  'cold',
  'warm',
  'regular',
  'normal',
  'side',
  'christmas',
  'xmas',
  'mood',
  // A vessel or a count of pieces names no food: "plato" found plantain, "12 peces variades" twelve pieces of fruit.
  'plat',
  'plats',
  'plato',
  'platos',
  'plate',
  'bowl',
  'bol',
  'peces',
  'piezas',
  'pieces',
  'variades',
  'variadas',
  'variados',
  'assorted',
  'light',
  'baked',
  'boiled',
  'steamed',
  'fresh',
  'sauce',
  'a',
  'la',
  'de',
  'del',
  'al',
  'planxa',
  'plancha',
  'brasa',
  'parrilla',
  'graella',
  'forn',
  'horno',
  // Who made it or came: "escudella my neighbour made" found strawberries (m49), "came" chamomile.
  'made',
  'came',
]);

/**
 * The queries a recognised name is tried as, best first: the whole name,
 * each part between joining words, then each word, in the order written
 * (the dish's main food comes first in en, ca and es alike).
 */
export function lookupQueries(name: string): string[] {
  const words = foldText(name).split(' ').filter(Boolean);
  const parts: string[][] = [[]];
  for (const word of words) {
    if (JOINERS.has(word)) parts.push([]);
    else parts[parts.length - 1].push(word);
  }
  const meaningful = (list: string[]) => list.filter((word) => word.length >= 3 && !FILLER.has(word));
  const queries = [words.join(' '), ...parts.map((part) => meaningful(part).join(' ')), ...parts.flatMap(meaningful)];
  return [...new Set(queries.filter(Boolean))];
}

/** A lookup over the curated foods (see `lookupQueries`). */
export function createNutrientLookup(foods: readonly (FoodInfo & { portionG: number })[]): NutrientLookup {
  const byId = new Map(foods.map((food) => [food.id, food]));
  // Built on first use (or by the service's warm-up once it listens): stemming every name took a tenth of start-up.
  let index: ReturnType<typeof createFoodIndex> | undefined;
  const indexed = () =>
    (index ??= createFoodIndex(
      foods.map((food) => ({
        id: food.id,
        name: food.names.en,
        aliases: [food.names.ca, food.names.es, ...food.aliases],
        ...food.per100g,
        rank: food.staple,
      })),
    ));
  let vocabulary: Set<string> | undefined;
  const words = () =>
    (vocabulary ??= new Set(
      foods.flatMap((food) =>
        [food.names.en, food.names.ca, food.names.es, ...food.aliases].flatMap((name) => foldText(name).split(' ')),
      ),
    ));
  // A name given whole finds its food before any stem does: "cola" is not the stem of "col" (cabbage).
  let exact: Map<string, string> | undefined;
  const byName = () => {
    if (exact) return exact;
    exact = new Map();
    for (const food of foods)
      for (const name of [food.names.en, food.names.ca, food.names.es, ...food.aliases])
        if (!exact.has(foldText(name))) exact.set(foldText(name), food.id);
    return exact;
  };
  return {
    spell: (word) => nearestWord(foldText(word), words()),
    find(name, language) {
      const named = byName().get(foldText(name));
      // Each query is a whole name first, then a stem ("regular cola" is the cola, not cabbage, "col").
      const hit = named
        ? { id: named }
        : lookupQueries(name)
            .map((query) => {
              const whole = byName().get(query);
              return whole ? { id: whole } : indexed().search(query, 1)[0];
            })
            .find((found) => found !== undefined);
      const food = hit && byId.get(hit.id);
      return (
        food && {
          id: food.id,
          name: food.names[language],
          per100g: food.per100g,
          portionG: food.portionG,
          quality: food.quality,
          dry: isDryGrain(food) || isDriedLegume(food),
          names: [food.names.en, food.names.ca, food.names.es, ...food.aliases],
          ...(food.labelValues ? { labelValues: true } : {}),
          ...(food.category === 'drink' ? { drink: true } : {}),
          ...(food.micronutrients ? { micronutrients: food.micronutrients } : {}),
          ...(food.unit === 'each' || food.unit === 'slice'
            ? { pieceG: food.gramsPerUnit }
            : food.pieceG
              ? { onePieceG: food.pieceG }
              : {}),
          ...(food.unit === 'ml' ? { millilitreG: food.gramsPerUnit } : {}),
        }
      );
    },
  };
}

/**
 * The known word nearest `word`: one edit away for words of 5 to 7 letters, two for longer ones, the
 * first in the names' order on a tie; short words are never corrected ("pa" is not "pan").
 */
export function nearestWord(word: string, known: ReadonlySet<string>): string | undefined {
  if (known.has(word)) return word;
  if (word.length < 5) return undefined;
  const most = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = most + 1;
  for (const candidate of known) {
    if (Math.abs(candidate.length - word.length) > most || candidate.length < 5) continue;
    const distance = editDistance(word, candidate, bestDistance);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** Levenshtein distance with adjacent swaps, given up (returning `limit`) once it reaches `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest >= limit) return limit;
    [before, previous] = [previous, current];
  }
  return Math.min(previous[b.length], limit);
}
