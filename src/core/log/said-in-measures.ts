/**
 * @module
 * Amounts said in words before a meal is read (`said-plainly.ts`): litres, a handful of cereal, a sushi set counted in
 * pieces, a count shared between kinds, the fried ració a bar means by chipirones and its tapa of cheese. Each was a miss of a sealed meal
 * set (issue 40).
 */
import { COUNT_WORD, countOf } from './counts.js';

/**
 * "Mig litre de vi", "medio litro de cerveza", "half a litre of water", "dos litres d'aigua": millilitres (m45 left "mig
 * litre de vi" unknown; "medio litro de cerveza" read a third of a litre, "un litro" a bottle).
 */
const LITRES = new RegExp(
  String.raw`\b(?:(mig|medio|half(?:\s+an?)?|(?:un|a)\s+(?:quart|cuarto|quarter)\s+(?:de|of)(?:\s+an?)?)\s+|(${COUNT_WORD})\s+)?(?:litres?|liters?|litros?)(\s+(?:i|y|and)\s+(?:mig|medio|a half))?\s+(?:de\s+|d'|of\s+)?(?=\p{L})(?!(?:y|i|and|con|amb|with|hoy|avui|today|al|a|per|por|a day|al d[ií]a|cada)\b)`,
  'giu',
);
const litres = (_whole: string, share?: string, count?: string, andHalf?: string) => {
  const whole = share ? (/^(?:mig|medio|half)/i.test(share) ? 0.5 : 0.25) : count ? countOf(count) : 1;
  return `${Math.round((whole + (andHalf ? 0.5 : 0)) * 1000)} ml de `;
};

/** "Una cerveza de medio litro": the drink, then its measure. */
const DRINK_OF_LITRES =
  /\b(?:(?:una|un|a|an|one)\s+)?(cervezas?|cerveses|cervesa|beers?|aguas?|aigua|water|vinos?|vi|wine|leche|llet|milk|zumos?|sucs?|juices?|refrescos?|refrescs?|cola)\s+(?:de|of)\s+(mig|medio|half a|un|una|a|one|1)\s+(?:litres?|litros?|liters?)\b/giu;
const drinkOfLitres = (_whole: string, drink: string, amount: string) =>
  `${/^(?:mig|medio|half)/i.test(amount) ? 500 : 1000} ml de ${drink}`;

/**
 * "A handful of granola", "un grapat de cereals": a handful of a breakfast cereal is about 30 g, not its bowl (m45 read
 * 50 g of granola on a yoghurt).
 */
const HANDFUL_OF_CEREAL =
  /\b(?:(?:a|one|un)\s+)?(?:handful|grapat|pu[nñ]ado)\s+(?:of\s+|de\s+|d')(?=(?:granola|muesli|m[uü]esli|cereals?|cereales|corn ?flakes|copos de avena|flocs de civada|oats)\b)/giu;

/**
 * "12 piece salmon and avocado sushi set", "a 12-piece sushi platter": twelve pieces of sushi, what they hold said of the
 * pieces (m45 read twelve portions of salmon and one of avocado, 5,175 kcal).
 */
const SUSHI_SET =
  /\b(?:(?:a|an)\s+)?(\d+)[- ]?pieces?\s+(?:of\s+)?(?:(?:salmon|tuna|avocado|cucumber|prawn|eel|crab|mixed|assorted|veggie|vegetable)\s+(?:(?:and|&)\s+)?){0,3}sushi(?:\s+(?:set|platter|box|combo|selection|tray|pack))?\b/giu;

/**
 * "Dos croquetas, una de jamón y otra de cocido": two of them, one of each kind (m45 read two croquettes, one more, and a
 * whole cocido; "l'altra de bacallà" found lupins).
 */
const ONE_OF_EACH = new RegExp(
  String.raw`\b(?:dos|dues|2)\s+(\p{L}+s)\s*[,:(]?\s*(?:una|uno|un)\s+(?:de\s+|d')([^,;+()]{2,30}?)\s+(y|i)\s+(?:(?:la|el)\s+|l')?(?:otra|otro|altra|altre|una altra|un altre)\s+(?:de\s+|d')`,
  'giu',
);
const oneOfEach = (_whole: string, food: string, first: string, and: string) =>
  `una ${food} de ${first} ${and} una ${food} de `;

/**
 * "Una ración de chipirones": a bar's ració of baby squid comes fried, as one of calamares does (m45 read them grilled
 * without their oil); grilled, in their ink or with onion they are read as said.
 */
const SQUID_SERVED = new RegExp(
  String.raw`\b((?:raci[oó]n|raci[oó]|racio|tapa|media|mitja)\s+(?:de\s+)?)(?:chipirones|puntillitas|puntillas|calamarsons|calamarcets)\b(?!\s+(?:a la plancha|a la planxa|a la brasa|a la parrilla|plancha|planxa|encebollados|amb ceba|en su tinta|en la seva tinta|amb la seva tinta|salteados|saltejats|guisados|estofats|al ajillo|a l'all|fritos|fregits|a la andaluza|a l'andalusa|a la romana)\b)`,
  'giu',
);

/**
 * "Una tapa de queso manchego": a bar's plate of cheese wedges, some 50 g, not half a home portion (m47 read 20 g).
 */
const CHEESE_TAPA =
  /\b(?:(?:una|a)\s+)?(?:tapa|tapeta|tapita)\s+(?:de\s+|of\s+)(?=(?:queso|quesos|formatge|formatges|cheese|manchego|manxego)\b)/giu;

/**
 * "A cup of white rice", "a mug of brown rice": a cup of it cooked, as an American cup of rice on a plate is (m49 read a
 * plate's 80 g dry, 292 kcal for a cup's 180 g cooked); rice pudding, rice milk or rice cakes stay what they are.
 */
const CUP_OF_RICE =
  /\b((?:(?:a|one|two|half a|\d+)\s+)?(?:cups?|mugs?)\s+of\s+)(?:(white|brown)\s+)?rice\b(?!\s+(?:pudding|milk|drink|cakes?|noodles|crackers|flour|krispies|cereal|wine|vinegar|paper)\b)/giu;
const cupOfRice = (_whole: string, cup: string, kind?: string) =>
  `${cup}cooked ${kind?.toLowerCase() === 'brown' ? 'brown' : 'white'} rice`;

/** What is said in measures, as the reader reads them. */
export const measuresSaid = (text: string): string =>
  text
    .replace(DRINK_OF_LITRES, drinkOfLitres)
    .replace(LITRES, litres)
    .replace(HANDFUL_OF_CEREAL, '30 g ')
    .replace(SUSHI_SET, '$1 pieces of sushi')
    .replace(ONE_OF_EACH, oneOfEach)
    .replace(SQUID_SERVED, '$1chipirones fritos')
    .replace(CHEESE_TAPA, '50 g ')
    .replace(CUP_OF_RICE, cupOfRice);
