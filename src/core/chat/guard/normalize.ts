/**
 * @module
 * Text as the guard reads it: lower case, no accents, Catalan "l·l" joined,
 * letters stretched for emphasis cut back ("sooooo" reads "so"), and every
 * run of other characters one space, so elisions split ("m'he" reads "m he").
 */

export function normalizeForGuard(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/l[·.•]l/g, 'll')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
