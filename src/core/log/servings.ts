/**
 * @module
 * Dishes and served items people in Catalonia log whole ("una llesca de pa amb tomàquet", "unes braves", "una canya",
 * "a slice of pizza", "6 peces de sushi"), written as the foods they are made of, one serving each, so the reader finds
 * every part by its exact name and a count multiplies the serving. Servings are standard Spanish ones: a slice of
 * country bread 40–60 g and a tablespoon of oil 10 ml (AESAN's portion guide, 2023), a canya 200 ml and a glass of wine
 * 125 ml (bar measures, as the Ministerio de Sanidad's low-risk drinking guide counts a standard drink), a tapa or a
 * ració as bars in Catalonia serve them. Recipes are of the foods the tables hold (`data/README.md`).
 */
import { COUNT_WORD, countOf } from './counts.js';

interface Serving {
  /** The words for the dish, an expression over the typed text (lower case, accents as typed or not). */
  words: string;
  /** One serving as grams (or millilitres for a drink) of foods named exactly as the food table names them. */
  parts: readonly (readonly [amount: number, food: string, unit?: 'ml'])[];
  /** Servings a mention without a count stands for ("sushi" is a plate of eight pieces). */
  plain?: number;
  /** Words before the dish that count pieces of it ("peces de sushi", "slices of pizza"). */
  pieces?: string;
}

const SERVINGS: readonly Serving[] = [
  // A slice of pa amb tomàquet: country bread, rubbed ripe tomato, a drizzle of oil.
  {
    words: String.raw`pa amb tom[aà]quet|pa amb tomata|pa amb tom[aà]quet i oli|pan con tomate|pan tumaca|pantumaca|pa tumaca|bread with tomato|tomato bread`,
    parts: [
      [60, 'country bread'],
      [30, 'tomato'],
      [5, 'extra virgin olive oil'],
    ],
    pieces: String.raw`llesques|llesca|rebanadas?|slices?`,
  },
  // Patates braves: fried potatoes with their spicy sauce, a ració.
  {
    words: String.raw`(?:patates |patatas )?(?:braves|bravas)`,
    parts: [
      [220, 'potato'],
      [25, 'extra virgin olive oil'],
    ],
  },
  // Calamars a la romana, a ració of battered squid rings.
  {
    words: String.raw`calamars a la romana|calamares a la romana|calamares fritos|calamars fregits|rabas|fried calamari|fried squid|calamari rings`,
    parts: [[150, 'fried squid']],
  },
  // A ració of paella (a recipe for four: 320 g of rice, 150 g each of squid and prawns, a pepper and peas, 50 ml of oil).
  {
    words: String.raw`paellas?|arr[oò]s a la marinera|arroz a la marinera|arr[oò]s negre|arroz negro|seafood paella`,
    parts: [
      [80, 'round rice'],
      [40, 'squid'],
      [40, 'prawns'],
      [30, 'red pepper'],
      [12, 'extra virgin olive oil'],
    ],
  },
  // A kebab or dürüm: flatbread, grilled meat, salad and a white sauce.
  {
    words: String.raw`kebabs?|d[oö]ner(?: kebab)?|d[uü]r[uü]ms?`,
    parts: [
      [80, 'pitta bread'],
      [110, 'cooked chicken breast'],
      [30, 'lettuce'],
      [30, 'tomato'],
      [20, 'mayonnaise'],
    ],
  },
  // A cheeseburger: bun, a beef patty, a slice of cheese.
  {
    words: String.raw`cheeseburgers?|hamburguesas? con queso|hamburgueses? amb formatge|hamburguesa amb formatge`,
    parts: [
      [55, 'burger bun'],
      [100, 'beef burger'],
      [20, 'sliced cheese'],
    ],
  },
  // Sushi by the piece (a nigiri or a maki: about 20 g of rice and 8 g of fish); a plate is eight.
  {
    words: String.raw`sushis?|nigiris?|makis?`,
    parts: [
      [20, 'cooked white rice'],
      [8, 'salmon'],
    ],
    plain: 8,
    pieces: String.raw`peces|pe[cç]a|piezas?|pieces?|trossos`,
  },
  // A slice of pizza, an eighth of a large one.
  {
    words: String.raw`(?:tros|trossos|tall|talls|porci[oó]|porcions|porci[oó]n|porciones|trozos?|slices?|pieces?|llesques|llesca) (?:de |d'|of )pizza`,
    parts: [[110, 'pizza']],
  },
  // Toast in English is a slice of sliced bread, toasted (Spanish "tostadas" and Catalan "torrades" stay the packet's).
  { words: String.raw`toasts?`, parts: [[30, 'sliced white bread']], pieces: String.raw`slices?|pieces?|rounds?` },
  // A cup of hot chocolate, Catalan style (xocolata desfeta): the drink, not a bar of chocolate.
  {
    words: String.raw`(?:tasses|tassa|tazas?|cups?|mugs?) (?:de |d'|of )(?:xocolata|chocolate|hot chocolate)|chocolate a la taza|hot chocolate`,
    parts: [[200, 'thick hot chocolate', 'ml']],
  },
  // A plate of escudella: the broth with galets, chickpeas and a piece of the meat (carn d'olla).
  {
    words: String.raw`escudellas?(?: i carn d'olla| barrejada)?|sopa de galets|cocido(?: madrile[nñ]o)?`,
    parts: [
      [300, 'chicken stock', 'ml'],
      [40, 'pasta'],
      [40, 'cooked chickpeas'],
      [50, 'botifarra'],
    ],
  },
  // A carajillo: an espresso with brandy and a spoon of sugar.
  {
    words: String.raw`carajillos?|rebentats?`,
    parts: [
      [30, 'espresso', 'ml'],
      [20, 'brandy', 'ml'],
      [5, 'sugar'],
    ],
  },
  // A canya or a caña is a small draught beer; a quinto 200 ml, a tercio or a mitjana 330 ml, a gerra or a pint 500 ml.
  { words: String.raw`canyes|canya|cañas?|canas?|quintos?|quintets?`, parts: [[200, 'beer', 'ml']] },
  { words: String.raw`tercios?|mitjanes|mitjana|mediana`, parts: [[330, 'beer', 'ml']] },
  {
    words: String.raw`gerres? de cervesa|jarras? de cerveza|pintas?|pints?(?: of beer)?`,
    parts: [[500, 'beer', 'ml']],
  },
  // A glass of wine at a bar.
  {
    words: String.raw`(?:copes?|gots?|copas?|vasos?|glass(?:es)?) (?:de |d'|of )(?:vi negre|vi|vino tinto|vino|red wine|wine)`,
    parts: [[125, 'red wine', 'ml']],
  },
  {
    words: String.raw`(?:copes?|gots?|copas?|vasos?|glass(?:es)?) (?:de |d'|of )(?:vi blanc|vino blanco|white wine)`,
    parts: [[125, 'white wine', 'ml']],
  },
];

const compiled = SERVINGS.map((serving) => ({
  serving,
  pattern: new RegExp(
    String.raw`(?<![\p{L}\d])(?:(${COUNT_WORD})\s+)?(?:(?:${serving.pieces ?? '(?!)'})\s+(?:de\s+|d'|of\s+))?(?:(?:una |un )?(?:raci[oó]n?s? |racions |porci[oó]n?s? |plats? |platos? |plates? |tapas? |tapes? |portions? |servings? )(?:de |d'|of )(?:la |el |les |los |las |the )?)?(?:${serving.words})(?![\p{L}\d])`,
    'giu',
  ),
}));

/** The typed meal with each dish above written as its foods, count times one serving. */
export function withServingsSpelledOut(text: string): string {
  return compiled.reduce(
    (spelled, { serving, pattern }) =>
      spelled.replace(pattern, (_typed, count: string | undefined) => {
        const times = count ? countOf(count) : (serving.plain ?? 1);
        const parts = serving.parts.map(([amount, food, unit]) => `${round(times * amount)} ${unit ?? 'g'} ${food}`);
        return ` + ${parts.join(' + ')} + `;
      }),
    text,
  );
}

const round = (value: number) => Math.round(value * 10) / 10;
