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

/** Most spellings `singularVariants` returns, so long names stay cheap. */
const MAX_VARIANTS = 32;

/**
 * The folded text with each plural word also in its likely singular forms:
 * English and Spanish drop `-s`/`-es` ("tomatoes", "huevos"), Catalan turns
 * `-es` into `-a` ("patates", "pomes"). The first variant is the text itself.
 */
export function singularVariants(text: string): string[] {
  let variants = [''];
  for (const word of foldText(text).split(' ')) {
    const forms = [word];
    if (word.length > 4 && word.endsWith('es')) forms.push(word.slice(0, -2), `${word.slice(0, -2)}a`);
    if (word.length > 3 && word.endsWith('s')) forms.push(word.slice(0, -1));
    variants = variants
      .flatMap((prefix) => forms.map((form) => (prefix ? `${prefix} ${form}` : form)))
      .slice(0, MAX_VARIANTS);
  }
  return variants;
}

/**
 * A rough stem of every word of `foldText`: a plural `-s` and then final
 * vowels are dropped, so "tomato"/"tomatoes" and "patata"/"patates" meet.
 */
export function stemText(text: string): string {
  return foldText(text).split(' ').map(stemWord).join(' ');
}

/** One folded word's stem: what `stemText` does to each word, without folding it again. */
export function stemWord(word: string): string {
  if (word.length <= 3) return word;
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  const stem = singular.replace(/[aeo]+$/, '');
  return stem.length >= 3 ? stem : singular;
}
