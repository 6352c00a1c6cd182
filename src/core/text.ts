/**
 * @module
 * Text folding for matching what people type against names in three languages.
 */

/** Lower case, no accents, punctuation as spaces, single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A rough stem of every word of `foldText`: a plural `-s` and then final
 * vowels are dropped, so "tomato"/"tomatoes" and "patata"/"patates" meet.
 */
export function stemText(text: string): string {
  return foldText(text).split(' ').map(stemWord).join(' ');
}

function stemWord(word: string): string {
  if (word.length <= 3) return word;
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  const stem = singular.replace(/[aeo]+$/, '');
  return stem.length >= 3 ? stem : singular;
}
