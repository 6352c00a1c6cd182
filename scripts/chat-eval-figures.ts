/** The figures a chat reply gives, read for the factual questions of `eval/chat` sets (`scripts/eval-chat.ts`). */

/** How a reply writes each unit of the factual set, keyed by the unit in lower case ("mL/kg" reads as "ml/kg"). */
const UNIT_WORDS: Record<string, string> = {
  g: 'g',
  'g/day': 'g',
  'g/h': 'g',
  kcal: 'kcal',
  'kcal/day': 'kcal',
  'kcal/g': 'kcal',
  mg: 'mg',
  'mg/day': 'mg',
  l: '(?:l|litres?|liters?|litros?)',
  'l/day': '(?:l|litres?|liters?|litros?)',
  'l/kg': '(?:l|litres?|liters?|litros?)',
  'l/h': '(?:l|litres?|liters?|litros?)',
  ml: 'ml',
  'ml/h': 'ml',
  'ml/kg': 'ml',
  'kg/week': 'kg',
  // Grams per kilo of body weight: "1.6–2 g of protein per kg", "1-1,2 g/kg" (first asked by set av).
  'g/kg': 'g',
  'g/kg/day': 'g',
  // "Up to 4 eggs a week" answers how many times a week, one egg a serving.
  'times/week':
    '(?:times|cops|vegades|veces|days|dies|d[ií]as|portions?|servings?|racions?|raciones?|eggs?|huevos?|ous?)',
  portions: '(?:portions?|servings?|racions?|raciones?|pieces?|peces|piezas?|eggs?|huevos?|ous?)',
  'eggs/week': '(?:eggs?|huevos?|ous?|por semana|a la semana|a la setmana|per setmana|a week|per week)',
  // A reference asked as a share, such as free sugars under 10 % of energy.
  reference: '(?:%|percent|per cent|por ciento)',
};
/** Units a reply may write in a larger unit: a fluid rate of "0.4–0.8 litres an hour" is 400–800 ml/h. */
const SCALED: Record<string, { words: string; factor: number }> = {
  'ml/h': { words: '(?:l|litres?|liters?|litros?)', factor: 1000 },
  ml: { words: '(?:l|litres?|liters?|litros?)', factor: 1000 },
  'l/h': { words: 'ml', factor: 0.001 },
};
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  un: 1,
  una: 1,
  dos: 2,
  dues: 2,
  tres: 3,
  quatre: 4,
  cinc: 5,
  sis: 6,
  set: 7,
  uno: 1,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
};

/** Numbers of a reply with the unit after them ("3–4 times", "three or four times", "1,5 l"), read as the reply's language writes them. */
export function figuresWithUnit(reply: string, unit: string): number[] {
  const key = unit.toLowerCase();
  const scaled = SCALED[key];
  const inUnit = figuresWritten(reply, UNIT_WORDS[key] ?? unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return scaled ? [...inUnit, ...figuresWritten(reply, scaled.words).map((value) => value * scaled.factor)] : inUnit;
}

function figuresWritten(reply: string, words: string): number[] {
  const number = `(\\d[\\d.,]*|${Object.keys(NUMBER_WORDS).join('|')})`;
  // "2 or more days a week", "3 o més vegades": the number stands with its unit.
  const more = '(?:\\s+(?:or more|o m[eé]s|o m[aá]s))?';
  const pattern = new RegExp(`${number}(?:\\s*(?:[–-]|or|o|to|a)\\s*${number})?${more}\\s*${words}(?![a-z])`, 'gi');
  const found: number[] = [];
  for (const match of reply.matchAll(pattern))
    for (const raw of [match[1], match[2]].filter(Boolean)) found.push(readNumber(raw.toLowerCase()));
  return found.filter((value) => Number.isFinite(value));
}

function readNumber(raw: string): number {
  if (raw in NUMBER_WORDS) return NUMBER_WORDS[raw];
  const text = raw.replace(/[.,]$/, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return Number(text.replace(/,/g, ''));
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  return Number(text.replace(',', '.'));
}
