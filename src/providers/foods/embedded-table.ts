/**
 * @module
 * The embedded food catalogue: the USDA SR28 table shipped in `data/`.
 */
import { readFileSync } from 'node:fs';
import { createFoodIndex, type FoodRecord } from '../../core/foods/search.js';
import type { FoodCatalogue } from '../../core/ports.js';
import { projectFile } from '../../project-files.js';
import { parseCsv } from '../csv.js';

export interface EmbeddedFoodTableOptions {
  /** Path of the SR28 extract. Defaults to the shipped `data/usda-sr28-foods.csv`. */
  path?: string | URL;
}

/** Food groups people shop from rank above prepared, branded and industrial entries. */
const STAPLE_GROUPS = new Set([
  'Dairy and Egg Products', 'Poultry Products', 'Fruits and Fruit Juices', 'Pork Products',
  'Vegetables and Vegetable Products', 'Nut and Seed Products', 'Beef Products', 'Finfish and Shellfish Products',
  'Legumes and Legume Products', 'Cereal Grains and Pasta', 'Fats and Oils', 'Baked Products', 'Lamb, Veal, and Game Products',
]);

export function createEmbeddedFoodTable(options: EmbeddedFoodTableOptions = {}): FoodCatalogue {
  const path = options.path ?? projectFile('data/usda-sr28-foods.csv');
  const foods = parseCsv(readFileSync(path, 'utf8')).map(toRecord);
  const index = createFoodIndex(foods);
  return {
    provider: 'embedded USDA SR28 food table',
    search: (query, limit) => Promise.resolve(index.search(query.q, limit)),
  };
}

function toRecord(row: Record<string, string>): FoodRecord {
  const num = (value: string) => (value === '' ? 0 : Number(value));
  const raw = /\braw\b/i.test(row.name) ? 0 : 1;
  return {
    id: `sr28:${row.ndb}`,
    name: row.name,
    aliases: [],
    kcal: num(row.kcal),
    proteinG: num(row.protein_g),
    fatG: num(row.fat_g),
    carbohydrateG: num(row.carbohydrate_g),
    rank: (STAPLE_GROUPS.has(row.food_group) ? 0 : 5) + raw,
  };
}
