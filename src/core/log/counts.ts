/**
 * @module
 * Counts before a food, in digits or in words of the three languages.
 */

/** Number words in the three languages. */
const NUMBERS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  a: 1,
  an: 1,
  one: 1,
  dos: 2,
  dues: 2,
  two: 2,
  tres: 3,
  three: 3,
  quatre: 4,
  cuatro: 4,
  four: 4,
  cinc: 5,
  cinco: 5,
  five: 5,
  sis: 6,
  seis: 6,
  six: 6,
  set: 7,
  siete: 7,
  seven: 7,
  vuit: 8,
  ocho: 8,
  eight: 8,
  nou: 9,
  nueve: 9,
  nine: 9,
  deu: 10,
  diez: 10,
  ten: 10,
  dotze: 12,
  doce: 12,
  twelve: 12,
  // "Unes braves", "unos calamares", "some chips": one serving.
  uns: 1,
  unes: 1,
  unos: 1,
  unas: 1,
  some: 1,
  // Half of what follows: "mitja pizza", "media ración", "half a sandwich".
  mig: 0.5,
  mitja: 0.5,
  medio: 0.5,
  media: 0.5,
  half: 0.5,
};

/** The number a count stands for: digits, or a number word. */
export const countOf = (word: string): number => NUMBERS[word.toLowerCase()] ?? Number(word.replace(',', '.'));

/** A count before a food: digits or a number word. */
// "Set" is Catalan for seven, and English in "a set lunch", "set menu": only the number counts.
export const COUNT_WORD = String.raw`\d+(?:[.,]\d+)?|${Object.keys(NUMBERS)
  .map((word) => (word === 'set' ? String.raw`set(?!\s+(?:lunch|menu|meal|of)\b)` : word))
  .join('|')}`;
