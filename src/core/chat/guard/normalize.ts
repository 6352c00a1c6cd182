/**
 * @module
 * Text as the guard reads it: compatibility forms unfolded ("2º" reads "2o"), lower case, no
 * accents, Catalan "l·l" joined, letters stretched for emphasis cut back ("sooooo" reads "so"),
 * every run of other characters one space, so elisions split ("m'he" reads "m he"), and chat
 * shorthand written out ("q" reads "que", "u" reads "you").
 */

export function normalizeForGuard(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/l[·.•]l/g, 'll')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(SHORTHAND, (word) => SHORTHANDS[word]);
}

/** Chat shorthand in the three languages, written out so lexicons need one form. */
const SHORTHANDS: Record<string, string> = { q: 'que', k: 'que', xq: 'perque', pq: 'porque', tb: 'tambe', u: 'you', ur: 'your', r: 'are', pls: 'please', bc: 'because', cuz: 'because' };
const SHORTHAND = new RegExp(`(?<![\\p{L}\\p{N}])(?:${Object.keys(SHORTHANDS).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
