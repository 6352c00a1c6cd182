/**
 * Scores the meal log's reader on a set of meal descriptions (issue 40): each line read as a person's `/log` would be
 * over the shipped foods, right when its energy falls in the set's range and every food it names is found.
 *
 *   npx tsx scripts/eval-meals.ts <set> [--misses] [--write]
 *
 * `<set>` is a folder under `eval/meals/` (sealed) or `eval/meals/dev/` (retired) holding `phrases.jsonl`. `--misses`
 * lists each line read wrong (for development sets only: a sealed set's lines are not read before its first touch);
 * `--write` keeps the scores in `eval/meals/scores/<set>-first-touch.json`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMeal } from '../src/core/log/read-meal.js';
import { servingsIn } from '../src/core/log/servings.js';
import { createNutrientLookup } from '../src/core/photo/suggestion.js';
import { stemText } from '../src/core/text.js';
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';

interface Phrase {
  id: string;
  lang: 'ca' | 'es' | 'en';
  text: string;
  kcal: [number, number];
  foods: string[][];
}

const [set, ...flags] = process.argv.slice(2);
if (!set) throw new Error('usage: npx tsx scripts/eval-meals.ts <set> [--misses] [--write]');
const root = new URL('..', import.meta.url).pathname;
const folder = [join(root, 'eval/meals', set), join(root, 'eval/meals/dev', set)].find((path) =>
  existsSync(join(path, 'phrases.jsonl')),
);
if (!folder) throw new Error(`no eval/meals/${set}/phrases.jsonl nor eval/meals/dev/${set}/phrases.jsonl`);
const phrases = readFileSync(join(folder, 'phrases.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Phrase);

const foods = createNutrientLookup(createEmbeddedMealLibrary({ sr28: loadSr28() }).curated);
const words = (text: string) => new Set(stemText(text).split(' ').filter(Boolean));

/** One line read: its energy, whether it is in range, and the named foods no item was found for. */
function score(phrase: Phrase) {
  // People set Catalan or English; a Spanish line is read for a person who reads Catalan.
  const language = phrase.lang === 'en' ? 'en' : 'ca';
  const { items, unknown } = readMeal(phrase.text, foods, language);
  const kcal = items.reduce((sum, item) => sum + item.calories, 0);
  // Every name of every food read, in the three languages, as stemmed words.
  const read = items.map((item) => {
    const food = foods.find(item.name, language);
    return new Set([...(food?.names ?? []), item.name].flatMap((name) => [...words(name)]));
  });
  // A dish read as its parts (a kebab as bread, meat, salad and sauce) was read as that dish too.
  read.push(...servingsIn(phrase.text).map((typed) => words(typed)));
  const found = (alternatives: string[]) =>
    alternatives.some((alternative) => {
      const wanted = [...words(alternative)];
      return read.some((names) => wanted.every((word) => names.has(word)));
    });
  const missing = phrase.foods.filter((alternatives) => !found(alternatives)).map((alternatives) => alternatives[0]);
  const inRange = kcal >= phrase.kcal[0] && kcal <= phrase.kcal[1];
  return { phrase, kcal, inRange, missing, unknown, items, right: inRange && missing.length === 0 };
}

const scored = phrases.map(score);
const tally = (rows: typeof scored) => ({
  right: rows.filter((row) => row.right).length,
  energyInRange: rows.filter((row) => row.inRange).length,
  everyFoodFound: rows.filter((row) => row.missing.length === 0).length,
  total: rows.length,
});
const byLanguage = Object.fromEntries(
  (['ca', 'es', 'en'] as const).map((lang) => [lang, tally(scored.filter((row) => row.phrase.lang === lang))]),
);
const result = { set, scoredOn: new Date().toISOString().slice(0, 10), byLanguage, all: tally(scored) };
console.log(JSON.stringify(result, null, 2));
if (flags.includes('--misses'))
  for (const row of scored.filter((each) => !each.right))
    console.log(
      JSON.stringify({
        id: row.phrase.id,
        lang: row.phrase.lang,
        text: row.phrase.text,
        kcal: row.kcal,
        range: row.phrase.kcal,
        missing: row.missing,
        unknown: row.unknown,
        items: row.items.map(
          (item) => `${item.name} ${item.millilitres ?? item.grams}${item.millilitres ? 'ml' : 'g'}`,
        ),
      }),
    );
if (flags.includes('--write')) {
  mkdirSync(join(root, 'eval/meals/scores'), { recursive: true });
  writeFileSync(join(root, 'eval/meals/scores', `${set}-first-touch.json`), `${JSON.stringify(result, null, 2)}\n`);
}
