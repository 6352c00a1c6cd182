/**
 * @module
 * The USDA SR28 extract shipped in `data/`, read once and shared by the food
 * search and the meal library.
 */
import { readFileSync } from 'node:fs';
import { projectFile } from '../../project-files.js';
import { parseCsv } from '../csv.js';

export interface Sr28Food {
  ndb: string;
  group: string;
  name: string;
  kcal: number;
  proteinG: number;
  fatG: number;
  /** Available carbohydrate: SR28's carbohydrate by difference less its fibre, as Spanish labels and BEDCA count it. */
  carbohydrateG: number;
}

/**
 * SR28 reports carbohydrate by difference, fibre included; EU labels and Spanish tables report
 * it without, so legumes read 25–40 % above their Spanish labels until the fibre is taken out.
 */
function available(carbohydrateG: number, fibreG: number): number {
  return Math.max(0, Math.round((carbohydrateG - fibreG) * 100) / 100);
}

/** SR28 foods by NDB number. */
export function loadSr28(path: string | URL = projectFile('data/usda-sr28-foods.csv')): ReadonlyMap<string, Sr28Food> {
  const num = (value: string) => (value === '' ? 0 : Number(value));
  return new Map(
    parseCsv(readFileSync(path, 'utf8')).map((row) => [
      row.ndb,
      { ndb: row.ndb, group: row.food_group, name: row.name, kcal: num(row.kcal), proteinG: num(row.protein_g), fatG: num(row.fat_g), carbohydrateG: available(num(row.carbohydrate_g), num(row.fiber_g)) },
    ]),
  );
}
