/**
 * @module
 * The editable suggestion a meal photo turns into: each recognised item
 * with a portion in grams and macros from the food catalogue where its name
 * matches one, the totals, and a plain word that it is an estimate.
 */
import { createFoodIndex } from '../foods/search.js';
import type { FoodInfo, Per100g, Per100gQuality } from '../meals/library.js';
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
  /** Grams of one millilitre, for foods measured by volume (milk, oil): their amounts are shown in millilitres. */
  millilitreG?: number;
  /** Fibre, salt, saturated fat and free sugars per 100 g, where the tables give them. */
  quality?: Per100gQuality;
  /** Weighed dry (rice, pasta, dried pulses): its figures are for the dry weight. */
  dry?: boolean;
  /** Every name and alias of the food, in the three languages. */
  names?: readonly string[];
}

/** Finds the catalogue food a recognised dish or ingredient name stands for. */
export interface NutrientLookup {
  /** The match, named in `language`. */
  find(name: string, language: ReplyLanguage): NutrientMatch | undefined;
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
/** Words that name a cooking method or a link, never a food on their own. */
const FILLER = new Set([
  'grilled',
  'fried',
  'roasted',
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
  'forn',
  'horno',
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
  return {
    find(name, language) {
      const hit = lookupQueries(name)
        .map((query) => indexed().search(query, 1)[0])
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
          ...(food.unit === 'each' || food.unit === 'slice' ? { pieceG: food.gramsPerUnit } : {}),
          ...(food.unit === 'ml' ? { millilitreG: food.gramsPerUnit } : {}),
        }
      );
    },
  };
}
