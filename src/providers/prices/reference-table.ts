/**
 * @module
 * The built-in price source: retail prices of everyday foods in Catalan
 * supermarkets (`data/reference-prices-catalonia.csv`), with a curated layer
 * of extra names and typical weights (`data/reference-prices-extra.json`).
 */
import { readFileSync } from 'node:fs';
import type { PricedFood, PriceSource } from '../../core/ports.js';
import { foldText, singularVariants } from '../../core/text.js';
import { projectFile } from '../../project-files.js';
import { parseCsv } from '../csv.js';

export interface ReferencePriceTableOptions {
  /** Path of the prices CSV. Defaults to the shipped `data/reference-prices-catalonia.csv`. */
  csvPath?: string;
  /** Path of the curated names and weights. Defaults to the shipped `data/reference-prices-extra.json`. */
  extraPath?: string;
}

interface Extra {
  aliases?: string[];
  gramsPerEach?: number;
  gramsPerSlice?: number;
}

const DATA_DIR = projectFile('data/');
/** Most names remembered with what they found; a client may send any names. */
const MAX_SEEN = 5000;
const UNIT_OF: Record<string, { unit: PricedFood['unit']; perBase: number }> = {
  kg: { unit: 'g', perBase: 1000 },
  l: { unit: 'ml', perBase: 1000 },
  each: { unit: 'each', perBase: 1 },
};

/** Loads the table and indexes every name; throws when the data files disagree. */
export function createReferencePriceTable(
  options: ReferencePriceTableOptions = {},
): PriceSource & { foods: PricedFood[] } {
  const rows = parseCsv(readFileSync(options.csvPath ?? new URL('reference-prices-catalonia.csv', DATA_DIR), 'utf8'));
  const extras = JSON.parse(
    readFileSync(options.extraPath ?? new URL('reference-prices-extra.json', DATA_DIR), 'utf8'),
  ) as Record<string, Extra>;
  const foods = rows.map((row) => toFood(row, extras[row.name_en] ?? {}));
  const unknown = Object.keys(extras).filter((key) => !key.startsWith('_') && !rows.some((row) => row.name_en === key));
  if (unknown.length > 0)
    throw new Error(`reference-prices-extra.json names foods the price table lacks: ${unknown.join(', ')}`);
  const index = buildIndex(rows, extras, foods);
  const stores = [...new Set(rows.map((row) => `${row.store} ${row.date}`))];
  const seen = new Map<string, PricedFood | null>();
  return {
    description: `reference table of Catalan supermarket prices (${stores.join('; ')})`,
    live: false,
    foods,
    find: (name) => {
      // Folding and singular forms cost more than the rest of a basket line; names repeat.
      let food = seen.get(name);
      if (food === undefined) {
        food = index.exact.get(foldText(name)) ?? singularOf(index.singular, name) ?? null;
        if (seen.size >= MAX_SEEN) seen.clear();
        seen.set(name, food);
      }
      return food ?? undefined;
    },
  };
}

function toFood(row: Record<string, string>, extra: Extra): PricedFood {
  const unit = UNIT_OF[row.unit];
  const price = Number(row.price_eur_per_unit);
  if (!unit || !Number.isFinite(price))
    throw new Error(`reference price row "${row.name_en}" has an unusable unit or price`);
  return {
    name: row.name_en,
    unit: unit.unit,
    pricePerUnitEur: price / unit.perBase,
    gramsPerEach: extra.gramsPerEach ?? pieceWeight(row.package_size),
    gramsPerSlice: extra.gramsPerSlice,
    source: `${row.store} ${row.date}`,
  };
}

/** Loose produce records its typical piece: "loose, approx 0.22kg per piece". */
function pieceWeight(packageSize: string): number | undefined {
  const match = /approx ([\d.]+)kg per piece/.exec(packageSize);
  return match ? Math.round(Number(match[1]) * 1000) : undefined;
}

/**
 * Names people type, folded. Table names and curated aliases must be
 * unambiguous; the short form before a parenthesis only fills gaps. Singular
 * and plural forms meet through `singularVariants`; a form two foods share
 * matches neither, since a guess between them would mislead.
 */
function buildIndex(rows: Record<string, string>[], extras: Record<string, Extra>, foods: PricedFood[]) {
  const exact = new Map<string, PricedFood>();
  const singular = new Map<string, PricedFood | null>();
  const claim = (name: string, food: PricedFood, strict: boolean) => {
    const key = foldText(name);
    const holder = exact.get(key);
    if (holder && holder !== food && strict)
      throw new Error(`price table name "${name}" belongs to both "${holder.name}" and "${food.name}"`);
    if (!holder) exact.set(key, food);
    for (const variant of singularVariants(name)) {
      const variantHolder = singular.get(variant);
      if (variantHolder === undefined) singular.set(variant, food);
      else if (variantHolder !== food) singular.set(variant, null);
    }
  };
  rows.forEach((row, i) => {
    for (const name of [row.name_en, row.name_es, row.name_ca, ...(extras[row.name_en]?.aliases ?? [])])
      claim(name, foods[i], true);
  });
  rows.forEach((row, i) => claim(row.name_en.replace(/\s*\(.*$/, ''), foods[i], false));
  return { exact, singular };
}

function singularOf(index: Map<string, PricedFood | null>, name: string): PricedFood | undefined {
  for (const variant of singularVariants(name)) {
    const food = index.get(variant);
    if (food) return food;
  }
  return undefined;
}
