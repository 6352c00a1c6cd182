/**
 * Food-search benchmark over the whole embedded catalogue (curated layer and
 * SR28), beside a baseline in the same run: a plain substring scan over the
 * same names, which is what a search without an index would cost.
 */
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { createEmbeddedFoodTable } from '../src/providers/foods/embedded-table.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';
import { round, timeEach } from './stats.js';

const sr28 = loadSr28();
const library = createEmbeddedMealLibrary({ sr28 });
const started = performance.now();
const table = createEmbeddedFoodTable({ sr28, curated: library.curated });
const buildMs = performance.now() - started;

const queries = [
  ['pollo', 'es'],
  ['pit de pollastre', 'ca'],
  ['chicken breast', 'en'],
  ['huevos', 'es'],
  ['ous', 'ca'],
  ['tomàquet', 'ca'],
  ['arroz integral', 'es'],
  ['olive oil', 'en'],
  ['formatge', 'ca'],
  ['yogur griego', 'es'],
  ['salmon', 'en'],
  ['llenties', 'ca'],
  ['pa', 'ca'],
  ['cheese cheddar', 'en'],
  ['zzqxv', 'en'],
  ['espinacs', 'ca'],
  ['banana', 'en'],
  ['bacallà', 'ca'],
] as const;
const names = [
  ...library.curated.flatMap((food) => [food.names.en, food.names.es, food.names.ca, ...food.aliases]),
  ...[...sr28.values()].map((food) => food.name),
].map((name) => name.toLowerCase());

const repeated = Array.from({ length: 20 }, () => queries).flat();
const search = timeEach(repeated, ([q, language]) => void table.search({ q, region: 'ES', language }, 8));
const baseline = timeEach(repeated, ([q]) => names.filter((name) => name.includes(q)).slice(0, 8));

console.log(
  JSON.stringify(
    {
      benchmark: 'food-search',
      node: process.version,
      catalogue: { curated: library.curated.length, sr28: sr28.size, names: names.length },
      indexBuildMs: round(buildMs),
      search,
      baselineSubstringScan: baseline,
      searchToBaselineRatioP50: round(search.p50Ms / baseline.p50Ms, 2),
    },
    null,
    2,
  ),
);
