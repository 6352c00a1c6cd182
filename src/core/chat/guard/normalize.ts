/**
 * @module
 * Text as the guard reads it: compatibility forms unfolded ("2º" reads "2o"), lower case, no
 * accents, Catalan "l·l" joined, letters stretched for emphasis cut back ("sooooo" reads "so"),
 * every run of other characters one space, so elisions split ("m'he" reads "m he"), and chat
 * shorthand written out ("q" reads "que", "u" reads "you").
 */

export function normalizeForGuard(text: string, stretchTo: 1 | 2 = 1): string {
  return (
    text
      // A pregnant figure said with no word (sealed DV: "found out today 🤰 do I need to stop my protein powder?").
      .replace(/[\u{1F930}\u{1FAC3}\u{1FAC4}]/gu, ' pregnant ')
      .normalize('NFKD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/([aeiou])l[·.•]l([aeiou])/g, '$1ll$2')
      .replace(/(\p{L})\1{2,}/gu, stretchTo === 1 ? '$1' : '$1$1')
      // A minus before a number is a loss ("-10kg in a month"), which the character run below would drop.
      .replace(/(^|[^\p{L}\p{N}])[-−–](?=\d)/gu, '$1 minus ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .replace(SHORTHAND, (word) => SHORTHANDS[word])
  );
}

/**
 * The readings of a text: one, or two when letters are stretched, since a run of three may stand
 * for one letter ("dieeee") or for two ("killll", "misss").
 */
export function guardReadings(text: string): string[] {
  const one = normalizeForGuard(text);
  return /(\p{L})\1{2,}/u.test(text) ? [one, normalizeForGuard(text, 2)] : [one];
}

/** Chat shorthand in the three languages, written out so lexicons need one form. */
// Not "k" (vitamin K), "tb" (tuberculosis) or "bc" (birth control).
const SHORTHANDS: Record<string, string> = {
  q: 'que',
  xq: 'perque',
  pq: 'porque',
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  cuz: 'because',
};
const SHORTHAND = new RegExp(`(?<![\\p{L}\\p{N}])(?:${Object.keys(SHORTHANDS).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
