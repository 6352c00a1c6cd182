/**
 * @module
 * The embedded food catalogue: the curated layer of foods eaten and bought in
 * Catalonia (names in ca, es and en) first, then the rest of USDA SR28.
 */
import { createFoodIndexBuilder, type FoodRecord } from '../../core/foods/search.js';
import type { FoodCatalogue } from '../../core/ports.js';
import type { CuratedFood } from '../meals/embedded-library.js';
import { sr28Of, type Sr28Food, type Sr28Source } from './sr28.js';

export interface EmbeddedFoodTableOptions {
  /** Read when the index is first built. */
  sr28: Sr28Source;
  /** The curated layer; ranked above SR28, whose entries it links are not listed twice. */
  curated?: readonly CuratedFood[];
}

/** Food groups people shop from rank above prepared, branded and industrial entries. */
const STAPLE_GROUPS = new Set([
  'Dairy and Egg Products',
  'Poultry Products',
  'Fruits and Fruit Juices',
  'Pork Products',
  'Vegetables and Vegetable Products',
  'Nut and Seed Products',
  'Beef Products',
  'Finfish and Shellfish Products',
  'Legumes and Legume Products',
  'Cereal Grains and Pasta',
  'Fats and Oils',
  'Baked Products',
  'Lamb, Veal, and Game Products',
]);
/** Every SR28 entry ranks below every curated food. */
const SR28_RANK_OFFSET = 10;

/** The table's word index is built on the first search: start-up does not wait for folding 9,000 names. */
export function createEmbeddedFoodTable(options: EmbeddedFoodTableOptions): FoodCatalogue {
  const curated = options.curated ?? [];
  const index = createFoodIndexBuilder(() => {
    const linked = new Set(curated.map((food) => food.ndb).filter((ndb) => ndb !== null));
    return [
      ...curated.map(curatedRecord),
      ...[...sr28Of(options.sr28).values()].filter((food) => !linked.has(food.ndb)).map(sr28Record),
    ];
  });
  return {
    provider:
      curated.length > 0
        ? 'embedded food table (curated Catalan foods and USDA SR28)'
        : 'embedded USDA SR28 food table',
    search: (query, limit) => Promise.resolve(index.index().search(query.q, limit, query.language)),
    prepare: () => index.step(),
  };
}

function curatedRecord(food: CuratedFood): FoodRecord {
  return {
    id: food.id,
    name: food.names.en,
    names: food.names,
    aliases: [food.names.es, food.names.ca, ...food.aliases],
    ...food.per100g,
    rank: food.staple - 1,
  };
}

function sr28Record(food: Sr28Food): FoodRecord {
  const raw = /\braw\b/i.test(food.name) ? 0 : 1;
  return {
    id: `sr28:${food.ndb}`,
    name: food.name,
    aliases: [],
    kcal: food.kcal,
    proteinG: food.proteinG,
    fatG: food.fatG,
    carbohydrateG: food.carbohydrateG,
    rank: SR28_RANK_OFFSET + (STAPLE_GROUPS.has(food.group) ? 0 : 5) + raw,
  };
}
