/**
 * @module
 * The USDA SR28 extract shipped in `data/`, read once and shared by the food
 * search and the meal library.
 */
import { readFileSync } from 'node:fs';
import { projectFile } from '../../project-files.js';
import { parseCsv } from '../csv.js';
import { derivedFromFiles, type DerivedCacheOptions } from '../derived-cache.js';

export interface Sr28Food {
  ndb: string;
  group: string;
  name: string;
  kcal: number;
  proteinG: number;
  fatG: number;
  /** Available carbohydrate: SR28's carbohydrate by difference less its fibre, as Spanish labels and BEDCA count it. */
  carbohydrateG: number;
  fibreG: number;
  sugarsG: number;
  saturatedFatG: number;
  sodiumMg: number;
}

/**
 * SR28 reports carbohydrate by difference, fibre included; EU labels and Spanish tables report
 * it without, so legumes read 25–40 % above their Spanish labels until the fibre is taken out.
 */
function available(carbohydrateG: number, fibreG: number): number {
  return Math.max(0, Math.round((carbohydrateG - fibreG) * 100) / 100);
}

/** SR28 foods by NDB number. */
export function loadSr28(
  path: string | URL = SR28_PATH,
  cache: DerivedCacheOptions = {},
): ReadonlyMap<string, Sr28Food> {
  // Kept by column: a third of the size of a list of records, and read back faster.
  const table = derivedFromFiles(
    'usda-sr28-foods',
    [path, new URL(import.meta.url)],
    3,
    () => columns(parseCsv(readFileSync(path, 'utf8'))),
    cache,
  );
  return new Map(
    table.ndb.map((ndb, i) => [
      ndb,
      {
        ndb,
        group: table.groups[table.group[i]],
        name: table.name[i],
        kcal: table.kcal[i],
        proteinG: table.proteinG[i],
        fatG: table.fatG[i],
        carbohydrateG: table.carbohydrateG[i],
        fibreG: table.fibreG[i],
        sugarsG: table.sugarsG[i],
        saturatedFatG: table.saturatedFatG[i],
        sodiumMg: table.sodiumMg[i],
      },
    ]),
  );
}

function columns(rows: Record<string, string>[]) {
  const num = (value: string) => (value === '' ? 0 : Number(value));
  const groups = [...new Set(rows.map((row) => row.food_group))];
  return {
    ndb: rows.map((row) => row.ndb),
    groups,
    group: rows.map((row) => groups.indexOf(row.food_group)),
    name: rows.map((row) => row.name),
    kcal: rows.map((row) => num(row.kcal)),
    proteinG: rows.map((row) => num(row.protein_g)),
    fatG: rows.map((row) => num(row.fat_g)),
    carbohydrateG: rows.map((row) => available(num(row.carbohydrate_g), num(row.fiber_g))),
    fibreG: rows.map((row) => num(row.fiber_g)),
    sugarsG: rows.map((row) => num(row.sugar_g)),
    saturatedFatG: rows.map((row) => num(row.saturated_fat_g)),
    sodiumMg: rows.map((row) => num(row.sodium_mg)),
  };
}

/** The table, or how to read it when it is first needed (start-up need not wait for it). */
export type Sr28Source = ReadonlyMap<string, Sr28Food> | (() => ReadonlyMap<string, Sr28Food>);

export function sr28Of(source: Sr28Source): ReadonlyMap<string, Sr28Food> {
  return typeof source === 'function' ? source() : source;
}

/** The shipped table. */
export const SR28_PATH = projectFile('data/usda-sr28-foods.csv');
