/**
 * @module
 * Search over an embedded food table: every word of the query must start a
 * word of the food's name (accents, case and plurals folded); shorter, more
 * generic names rank first.
 */
import type { FoodHit } from '../ports.js';
import { stemText } from '../text.js';

/** One food of an embedded table, values per 100 g. */
export interface FoodRecord {
  id: string;
  name: string;
  /** Its name by language, where it has one; `name` serves the others. */
  names?: Readonly<Record<string, string>>;
  /** Other names it is known by, in any language. */
  aliases: readonly string[];
  kcal: number;
  proteinG: number;
  fatG: number;
  carbohydrateG: number;
  /** Lower ranks first among equally good matches (staples before obscure entries). */
  rank: number;
}

interface IndexedFood {
  food: FoodRecord;
  names: string[][];
}

export interface FoodIndex {
  /** At most `limit` foods, best first, named in `language` where they can be. */
  search(query: string, limit: number, language?: string): FoodHit[];
}

export function createFoodIndex(foods: readonly FoodRecord[]): FoodIndex {
  return createFoodIndexBuilder(() => foods).index();
}

/** How many foods' names one `step` of a builder stems: a few milliseconds' work. */
const STEP_FOODS = 500;

/**
 * The index built a step at a time, so a service can build it between requests: the first step reads
 * the foods, each next one stems the names of a slice of them, the last one indexes the words; false
 * once done. `index()` finishes whatever is left (a search before the steps are through waits for it).
 */
export function createFoodIndexBuilder(read: () => readonly FoodRecord[]): { step(): boolean; index(): FoodIndex } {
  let foods: readonly FoodRecord[] | undefined;
  const indexed: IndexedFood[] = [];
  let built: FoodIndex | undefined;
  const step = (): boolean => {
    if (built) return false;
    if (!foods) foods = read();
    else if (indexed.length < foods.length) {
      for (const food of foods.slice(indexed.length, indexed.length + STEP_FOODS))
        indexed.push({ food, names: [food.name, ...food.aliases].map((name) => stemText(name).split(' ')) });
    } else built = searchOver(indexed);
    return built === undefined;
  };
  return {
    step,
    index() {
      while (step());
      return built as FoodIndex;
    },
  };
}

function searchOver(indexed: readonly IndexedFood[]): FoodIndex {
  const words = createWordIndex(indexed);
  return {
    search(query, limit, language = 'en') {
      const terms = stemText(query).split(' ').filter(Boolean);
      if (terms.length === 0) return [];
      const scored: { food: FoodRecord; score: number }[] = [];
      for (const i of words.candidates(terms)) {
        const entry = indexed[i];
        const score = bestScore(entry.names, terms);
        if (score !== undefined) scored.push({ food: entry.food, score: score + entry.food.rank });
      }
      scored.sort((a, b) => a.score - b.score || a.food.name.localeCompare(b.food.name));
      return scored.slice(0, limit).map(({ food }) => toHit(food, language));
    },
  };
}

/**
 * Which foods could match, found through a sorted list of every name word
 * rather than a scan of the table. It may return more than match (the
 * scoring decides), never fewer: a term matches a word it starts, or a word
 * it is the plural of, and both start with the term less a final `s`.
 */
function createWordIndex(indexed: readonly IndexedFood[]) {
  const postings = new Map<string, Set<number>>();
  indexed.forEach((entry, i) => {
    for (const name of entry.names)
      for (const word of name) postings.set(word, (postings.get(word) ?? new Set()).add(i));
  });
  const vocabulary = [...postings.keys()].sort();
  const startingWith = (term: string): Set<number> => {
    const prefix = term.endsWith('s') ? term.slice(0, -1) : term;
    const found = new Set<number>();
    for (let at = lowerBound(vocabulary, prefix); at < vocabulary.length && vocabulary[at].startsWith(prefix); at++) {
      for (const i of postings.get(vocabulary[at]) ?? []) found.add(i);
    }
    return found;
  };
  return {
    candidates(terms: readonly string[]): number[] {
      const sets = terms.map(startingWith).sort((a, b) => a.size - b.size);
      return [...sets[0]].filter((i) => sets.every((set) => set.has(i)));
    },
  };
}

/** The first position whose word is not below `word`, in code-unit order (the order `sort()` gives). */
function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Lower is better; `undefined` when a term matches no word of any name. */
function bestScore(names: string[][], terms: string[]): number | undefined {
  let best: number | undefined;
  for (const words of names) {
    let partial = 0;
    const whole = (term: string) => words.includes(term) || (term.endsWith('s') && words.includes(term.slice(0, -1)));
    if (!terms.every((term) => whole(term) || (words.some((word) => word.startsWith(term)) && ++partial > 0))) continue;
    const leads = words[0].startsWith(terms[0]) ? 0 : 10;
    const score = leads + partial * 4 + words.length / 2;
    if (best === undefined || score < best) best = score;
  }
  return best;
}

export function describePer100g(food: Pick<FoodRecord, 'kcal' | 'fatG' | 'carbohydrateG' | 'proteinG'>): string {
  const g = (value: number) => value.toFixed(2);
  return `Per 100g - Calories: ${Math.round(food.kcal)}kcal | Fat: ${g(food.fatG)}g | Carbs: ${g(food.carbohydrateG)}g | Protein: ${g(food.proteinG)}g`;
}

function toHit(food: FoodRecord, language: string): FoodHit {
  return {
    id: food.id,
    name: food.names?.[language] ?? food.name,
    brand: null,
    description: describePer100g(food),
    type: 'Generic',
  };
}
