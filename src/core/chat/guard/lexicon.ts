/**
 * @module
 * Concept lexicons: lists of terms a clinician would recognise, compiled into
 * one regular expression per concept and matched against normalised text.
 *
 * Term syntax (over text as `normalizeForGuard` leaves it: lower case, no
 * accents, every run of other characters one space, elisions split so
 * "m'he" reads "m he"):
 * - words separated by single spaces, matched whole: `sleeping pills`;
 * - `word*` matches the word and any continuation: `diabet*` finds
 *   "diabetes", "diabetic", "diabètica";
 * - `*` alone matches any one word: `i m on * mg`;
 * - `#` alone matches any number: `# weeks pregnant`.
 */
import type { GuardCategory } from './types.js';

export interface Lexicon {
  category: GuardCategory;
  /** Terms in the syntax above; the source of each group is named in a comment where they are written. */
  terms: readonly string[];
  /** Patterns over the normalised text for what terms cannot say (numbers with units, word order). */
  patterns?: readonly RegExp[];
  /** Patterns no neutral phrase takes back: a dose too high, whatever aside is also said ("de cafeïna" is neutral). */
  firm?: readonly RegExp[];
  /** Checks that read numbers (an intake, an age), over the normalised text after `neutral` is removed. */
  checks?: readonly ((normalised: string) => boolean)[];
  /**
   * Phrases that take a match back: removed from the text before this lexicon is matched
   * ("not coeliac" leaves gluten-free bread for people without the disease answered).
   */
  neutral?: readonly string[];
  /** Neutral phrases that word order must say ("my grandad had diabetes, I don't"); global expressions, taken out like `neutral`. */
  neutralPatterns?: readonly RegExp[];
}

export interface CompiledLexicon {
  category: GuardCategory;
  matches(normalised: string): boolean;
  /** The text with this lexicon's neutral phrases taken out (the text itself when it has none). */
  withoutNeutral(normalised: string): string;
}

export function compileLexicon(lexicon: Lexicon): CompiledLexicon {
  const terms = alternation(lexicon.terms);
  const neutral = lexicon.neutral?.length ? alternation(lexicon.neutral, 'g') : undefined;
  const neutralPatterns = lexicon.neutralPatterns ?? [];
  const takeOut = (text: string) =>
    neutralPatterns.reduce((rest, pattern) => rest.replace(pattern, ' '), neutral ? text.replace(neutral, ' ') : text);
  const hasNeutral = Boolean(neutral) || neutralPatterns.length > 0;
  const patterns = lexicon.patterns ?? [];
  const checks = lexicon.checks ?? [];
  const firm = lexicon.firm ?? [];
  return {
    category: lexicon.category,
    withoutNeutral: (normalised) => (hasNeutral ? takeOut(normalised) : normalised),
    matches(normalised) {
      const found = (text: string) =>
        terms.test(text) || patterns.some((pattern) => pattern.test(text)) || checks.some((check) => check(text));
      if (firm.some((pattern) => pattern.test(normalised))) return true;
      // Most messages match nothing, so neutral phrases are only taken out when something matched.
      if (!found(normalised)) return false;
      return hasNeutral ? found(takeOut(normalised)) : true;
    },
  };
}

/**
 * One expression for many terms, each bounded by spaces or the ends of the text. Terms are
 * merged into a tree of words first ("heart attack", "heart failure" read "heart (?:attack|failure)"),
 * so a lexicon of thousands of phrases tries a few hundred first words at each position.
 */
function alternation(terms: readonly string[], flags = ''): RegExp {
  const root: TrieNode = new Map();
  for (const term of terms) {
    const words = term.trim().split(/\s+/);
    if (words[0] === '') throw new Error('an empty lexicon term');
    const sources = words.map(wordSource);
    let node = root;
    for (const word of sources) {
      let next = node.get(word);
      if (!next) node.set(word, (next = { end: false, children: new Map() }));
      node = next.children;
    }
    markEnd(root, sources);
  }
  // Normalised text holds letters, digits and single spaces only, so "not a space" is "a letter or a digit":
  // written as [^ ] the expression compiles in a millisecond; with \p{L} classes it took 200 ms at start-up.
  return new RegExp(`(?<![^ ])${trieSource(root)}(?![^ ])`, flags);
}

type TrieNode = Map<string, { end: boolean; children: TrieNode }>;

function markEnd(root: TrieNode, words: readonly string[]): void {
  let node = root;
  words.forEach((word, index) => {
    const entry = node.get(word)!;
    if (index === words.length - 1) entry.end = true;
    node = entry.children;
  });
}

function trieSource(node: TrieNode): string {
  const branches = [...node.entries()].map(([word, { end, children }]) => {
    if (children.size === 0) return word;
    const rest = ` ${trieSource(children)}`;
    return end ? `${word}(?:${rest})?` : `${word}${rest}`;
  });
  return branches.length === 1 ? branches[0] : `(?:${branches.join('|')})`;
}

function wordSource(word: string): string {
  if (word === '*') return '[^ ]+';
  if (word === '#') return '\\d+(?: \\d+)?';
  const open = word.endsWith('*');
  const stem = open ? word.slice(0, -1) : word;
  if (!/^[a-z0-9]+$/.test(stem))
    throw new Error(`lexicon term word "${word}" must be folded: a-z, 0-9, an optional trailing *`);
  return open ? `${stem}[^ ]*` : stem;
}
