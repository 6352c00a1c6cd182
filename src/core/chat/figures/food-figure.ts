/**
 * @module
 * "How many calories in a croissant?", "quanta proteïna té un ou?", "¿cuántas calorías tiene un
 * plátano?": a food's energy and macros for its usual portion (or the amount asked), from the same
 * food tables and portions the meal log reads (`read-meal.ts`).
 */
import { MICRONUTRIENTS, type Micronutrient } from '../../meals/library.js';
import type { NutrientLookup } from '../../photo/suggestion.js';
import { readFoodAmount } from '../../log/read-meal.js';
import type { ReplyLanguage } from '../../ports.js';
import { foldText, stemText } from '../../text.js';

/** What a figure question asks about; energy and the three macros are always given, unless a vitamin or mineral is asked. */
export type AskedNutrient =
  'energy' | 'protein' | 'carbohydrate' | 'fat' | 'fibre' | 'sugar' | 'salt' | 'sodium' | Micronutrient;

/** The words for each nutrient, on text folded by `foldQuestion`. */
const NUTRIENT_WORDS: Record<AskedNutrient, RegExp> = {
  energy:
    /\b(?:quilocalories|quilocaloria|kilocalories|kilocalorias|kilocalorie|calories|calorie|calorias|caloria|calroies|calries|caloreis|kcals?|cals?|energia|energy)\b/,
  protein: /\b(?:proteins?|proteinas?|proteines|proteina|protien|protiens|protin|protine|proteine)\b/,
  carbohydrate:
    /\b(?:carbs?|carbohydrates?|hidrats? de carboni|hidratos de carbono|hidrats?|hidratos|carbohidratos?|glucids?)\b/,
  fat: /\b(?:fats?|grasas?|greix|greixos|lipids?)\b/,
  fibre: /\b(?:fibre|fiber|fibra)\b/,
  // Sugar said absent asks no sugar: "un iogurt natural sense sucre, quantes kcal?" (chat set ay), "sugar-free cola".
  sugar: /\b(?<!\b(?:without|sense|sin|no|zero) )(?:sugars?|azucar|azucares|sucres?)\b(?! free\b)/,
  // Not how it was cooked: "100 g of pasta boiled without salt" asks for its energy (chat set at).
  salt: /\b(?<!\b(?:without|sense|sin|no|unsalted) )(?:salt|sal|sodium|sodio|sodi)\b/,
  // Sodium asked is given as sodium, beside the salt the tables hold (chat set bf: a serrano ham's sodium in mg).
  sodium: /\b(?<!\b(?:without|sense|sin|no|unsalted) )(?:sodium|sodio|sodi)\b/,
  vitaminC: /\b(?:vitamin c|vitamina c|vit c|ascorbic acid|acid ascorbic|acido ascorbico)\b/,
  calcium: /\b(?:calcium|calci|calcio)\b/,
  iron: /\b(?:iron|ferro|hierro)\b/,
  potassium: /\b(?:potassium|potassi|potasio)\b/,
  magnesium: /\b(?:magnesium|magnesi|magnesio)\b/,
};

/**
 * Words of the question around the food ("how many … are there in", "quantes … té", "cuántas …
 * tiene"), taken off both ends so the food and its amount are what is left; inside the phrase they
 * stay ("a glass of milk", "100 g de arròs").
 */
const FRAME = new Set(
  (
    'how many much what whats is are there in of does do have has contain contains got roughly approximately about aprox ' +
    "and or the a an total per quantes quanta quants quant te tenen hi ha conte aporta aporten porta i o en de del d' l' la el les els grams gramos " +
    // A vitamin's or a mineral's unit: "how many mg of vitamin C are in 100 g of orange".
    'mg milligrams miligrams miligramos mil ligrams ' +
    'aproximadament cuantas cuanta cuantos cuanto tiene tienen hay contiene contienen aportan y los las aproximadamente ' +
    'provide provides contenen lleva llevan duu duen porten ' +
    // "Si em menjo un grapat de 30 g d'ametlles, quantes calories són?"
    'si em menjo me como if eat son serien seran would be that s thats ' +
    // "Més o menys", "más o menos", "more or less" at either end.
    'mes menys mas menos more less approx ish ' +
    // As people type them in a hurry.
    'kuantes kuanta kuants kuant cuantes cuants qtes qnts k q wat whats hw hay tiene tine tien'
  ).split(' '),
);
/** Words that count one of something: kept at the start of the phrase, where they are its amount. */
const ONE = new Set(['a', 'an', 'one', 'un', 'una', 'uno']);

/**
 * Words that make it a question about the person rather than a food ("how many calories should I
 * eat", "quantes calories he de menjar al dia"): those are for the targets and the references.
 */
const ABOUT_THE_PERSON =
  /\b(?:i|me|my|im|should|need|eat|eating|burn|lose|gain|day|daily|week|jo|em|meu|meva|he|hauria|necessito|menjar|cremar|perdre|guanyar|dia|diari|diaria|setmana|yo|mi|debo|deberia|necesito|comer|quemar|perder|ganar|semana|diario|recommended|recomanat|recomendado|maximum|maxim|maximo|limit)\b/;

/**
 * Words of a food phrase that name no food: amounts, what it comes in, sizes, links and ways of
 * cooking. Every other word must be found in the food's names, so "a big mac" finds no macaroni.
 */
const NOT_FOOD = new Set(
  (
    "a an one un una uno two dos dues tres three g gr grams gram ml l kg of de d' del amb with con i y and " +
    'glass glasses cup cups mug can cans tin bottle bowl plate slice slices piece pieces handful portion serving ' +
    'got gots vas vaso vasos tassa taza copa llauna lata ampolla botella bol plat plato llesca llesques rodanxa ' +
    'tall tros grapat punado porcio racion peca pieza unitat unidad rebanada loncha sopera postre uns unos unes unas scoop scoops cacit cazo cacito ' +
    'small medium large big petit petita mitja mitjana gran mediano mediana grande pequeno pequena ' +
    'spoonful spoonfuls teaspoon teaspoons tablespoon tablespoons cullerada cullerades culleradeta culleradetes cucharada cucharadas cucharadita cucharaditas ' +
    'fillet fillets filet filets filete filetes drained escorregut escorreguda escorreguts escorregudes escurrido escurrida escurridos escurridas ' +
    'grilled fried roasted baked steamed fresh raw planxa plancha forn horno fregit frito fresc fresco cru crudo ' +
    // A variety of a food the tables hold once (chat set bn): "100 g of Medjool dates".
    'medjool deglet'
  ).split(' '),
);
/** "Which fruit has less sugar?": foods compared, which a card answers, not one food's figure. */
const COMPARES = /\b(?:menos|mas|menys|mes|less|more|least|most|lowest|highest|fewest|the lowest)\b/;
const MORE_OR_LESS = /\b(?:mes o menys|mas o menos|more or less)\b/g;
/** Words that say a food is weighed cooked: the tables' dry rice or pasta would be three times off. */
const COOKED = /\b(?:cooked|boiled|cuit|cuita|cuits|cuites|bullit|bullida|cocido|cocida|cocidos|hervido|hervida)\b/;

const PROTEIN_POWDER =
  /\b(?:whey protein|protein powder|protein shakes?|proteina en pols|proteines en pols|proteina en polvo|proteinas en polvo|batuts? de proteina|batidos? de proteinas?)\b/g;

const CANE_SUGAR = /\b(?:sucres? de canya|azucar(?:es)? de cana|cane sugar)\b/;
/** Grams of sodium in a gram of salt, as EU labels convert them (Regulation 1169/2011: salt = sodium × 2.5). */
export const SODIUM_PER_SALT = 0.4;
const SODIUM_IN_SALT =
  /\b(?:sodium|sodio|sodi)\b.*\b(?:g|grams?|gramos?|teaspoons?|cucharaditas?|culleradetes?|culleradeta) (?:of |de |d )?(?:table |common |cooking |kitchen |sea )?(?:salt|sal)\b/;

/** Most words a food phrase keeps: a longer remainder is a sentence, not a food. */
const MOST_FOOD_WORDS = 6;

export interface FoodFigure {
  /** The food as the tables name it in the reader's language, and how much of it. */
  name: string;
  grams: number;
  millilitres?: number;
  /** Whether the amount is the food's usual portion or piece, rather than one the person gave. */
  usual: boolean;
  /** Weighed dry (rice, pasta, dried pulses). */
  dry: boolean;
  /** The values are typical Spanish label values, not an SR28 row. */
  labelValues: boolean;
  kcal: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
  /** Fibre, sugar and salt of the amount, where the tables give them. */
  fibreG?: number;
  freeSugarsG?: number;
  sugarsG?: number;
  saltG?: number;
  asked: AskedNutrient[];
  /** The vitamins and minerals asked, in mg in the amount; every one asked is here, or there is no figure. */
  micronutrients: Partial<Record<Micronutrient, number>>;
}

/** Lower case, no accents, apostrophes and decimal points kept, other marks as spaces. */
export function foldQuestion(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/(\d)[.,](\d)/g, '$1.$2')
    .replace(/[^\p{L}\p{N}'.]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(POLITE_ENDING, '');
}

/** A "please" or "thanks" typed after the question, read as a food's name before (chat set bl: "un huevo xfa"). */
const POLITE_ENDING =
  /(?: (?:xfa|xf|porfa|porfi|plis|pls|plz|please|si us plau|sisplau|siusplau|por favor|gracies|gracias|merci|thanks|thank you|thx|ty))+$/;

/** The nutrients a folded question names, in the order of `NUTRIENT_WORDS`. */
export function askedNutrients(folded: string): AskedNutrient[] {
  return (Object.keys(NUTRIENT_WORDS) as AskedNutrient[]).filter((key) => NUTRIENT_WORDS[key].test(folded));
}

const WITHOUT_ASIDE = /,?\s*\b(?:sin|sense|without|with\s+no)\s+[^,?.]*?\s+(?:ni|or|nor)\s+[^,?.]*/giu;

/**
 * One piece weighed after it is named: "one large egg — about 50 g of edible portion" asks for 50 g of egg, not the
 * usual 60 g (chat set av); "un plàtan d'uns 120 g". A comma alone is no such link: "un ou, 30 g de formatge".
 */
const WEIGHT_SAID_AFTER =
  /\b(?:a|an|one|un|una|uno)\s+(?:(?:large|medium|small|big|gran|grande|mitja|mitjana|mediano|mediana|petit|petita|pequeño|pequeña)\s+)?(\p{L}+)(?:\s*(?:[—–(]|-\s)\s*|\s+(?:of|de|d')\s*|'|\s*,\s*(?=about|around|roughly|approximately|unes|uns|unos|unas))(?:about|around|roughly|approximately|aprox\w*|unes|uns|unos|unas)?\s*(\d+(?:[.,]\d+)?)\s*(?:g|grams|gramos)\b(?:\s+(?:of\s+)?(?:edible\s+portion|edible\s+part|net|porci[oó]\s+comestible|part\s+comestible|parte\s+comestible))?\s*\)?/iu;

/** The figure a question asks of a food, or undefined when it is not such a question or the food is not known. */
export function foodFigure(text: string, foods: NutrientLookup, language: ReplyLanguage): FoodFigure | undefined {
  let tried = text;
  let figure = foodFigureOf(text, foods, language);
  // Each aside is dropped in turn, and the question read again only when the dropping changed it.
  for (const aside of ASIDES_TO_DROP) {
    if (figure) return figure;
    const without = tried.replace(aside, ' ');
    if (without === tried) continue;
    tried = without;
    figure = foodFigureOf(tried, foods, language);
  }
  return (
    figure ??
    firstOfTwoNames(tried, foods, language) ??
    weighedAfter(text, foods, language) ??
    per100(text, foods, language)
  );
}

/** "Per 100 g" said after the food: "How much protein does raw Atlantic salmon contain per 100 g?" (set aw). */
const PER_100 = /,?\s*\b(?:per|por|for|in|a|en)\s+(?:(?:cada|each|every)\s+)?100\s*(g|grams?|gramos?|ml|mL)\b/iu;

/** The figure of the food's usual portion, brought to 100 g (or 100 ml of a drink: "por cada 100 mL", set ay). */
function per100(text: string, foods: NutrientLookup, language: ReplyLanguage): FoodFigure | undefined {
  const unit = PER_100.exec(text)?.[1];
  if (!unit) return undefined;
  const figure = foodFigure(text.replace(PER_100, ' '), foods, language);
  if (!figure || figure.grams <= 0) return undefined;
  const byVolume = unit.toLowerCase() === 'ml';
  if (byVolume && !figure.millilitres) return undefined;
  const share = 100 / (byVolume ? figure.millilitres! : figure.grams);
  const scaled = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * share * 10) / 10);
  const micronutrients = Object.fromEntries(
    Object.entries(figure.micronutrients).map(([key, value]) => [key, value * share]),
  ) as FoodFigure['micronutrients'];
  return {
    ...figure,
    grams: byVolume ? Math.round(figure.grams * share) : 100,
    millilitres: byVolume ? 100 : undefined,
    usual: false,
    kcal: Math.round(figure.kcal * share),
    proteinG: scaled(figure.proteinG)!,
    carbohydrateG: scaled(figure.carbohydrateG)!,
    fatG: scaled(figure.fatG)!,
    fibreG: scaled(figure.fibreG),
    freeSugarsG: scaled(figure.freeSugarsG),
    sugarsG: scaled(figure.sugarsG),
    saltG: scaled(figure.saltG),
    micronutrients,
  };
}

/** The question read again with a weight said after the piece put first: "one large egg — about 50 g" as "50 g of egg". */
function weighedAfter(text: string, foods: NutrientLookup, language: ReplyLanguage): FoodFigure | undefined {
  // How an egg was boiled stands between it and its size: "one large hard-boiled egg of 50 g" (chat set ay).
  const plain = text.replace(/\b(?:hard|soft)[- ]boiled\s+(?=eggs?\b)/giu, '');
  let rewritten = plain.replace(WEIGHT_SAID_AFTER, (whole, food: string, grams: string) =>
    NOT_FOOD.has(foldQuestion(food)) ? whole : `${grams} g of ${food}`,
  );
  if (rewritten === plain)
    rewritten = plain.replace(WEIGHS, (whole, food: string, between: string, grams: string) =>
      NOT_FOOD.has(foldQuestion(food)) ? whole : `${grams} g of ${food} ${between}`,
    );
  return rewritten === plain ? undefined : foodFigure(rewritten, foods, language);
}

/**
 * The piece's weight said with a verb, its state between: "un ou cru de mida gran, que pesa 60 g sense la closca",
 * "one large egg, which weighs 50 g" (chat set ay).
 */
const WEIGHS =
  /\b(?:a|an|one|un|una|uno)\s+(?:(?:large|medium|small|big|gran|grande|mitja|mitjana|mediano|mediana|petit|petita|pequeño|pequeña)\s+)?(\p{L}+)((?:\s+[\p{L}'-]+){0,4}?)\s*,?\s*(?:que pesa|which weighs|that weighs|weighing)\s+(?:about|around|roughly|unos|unes|uns|unas|aprox\w*)?\s*(\d+(?:[.,]\d+)?)\s*(?:g|grams|gramos)\b/iu;

/**
 * "Fideus o pasta seca": two names of one food, read as the second when the first is no food the tables
 * hold or one of about the same energy; "un got de vi o de cervesa" asks two foods and is left to the cards.
 */
function firstOfTwoNames(text: string, foods: NutrientLookup, language: ReplyLanguage): FoodFigure | undefined {
  const both = /(?<=\s)(\p{L}+)\s+(?:o|or)\s+(?=\p{L})/u.exec(text);
  if (!both) return undefined;
  const figure = foodFigureOf(text.replace(both[0], ' '), foods, language);
  const first = readFoodAmount(both[1], foods, language)?.food;
  if (!figure || !first) return figure;
  const second = figure.kcal / (figure.grams / 100);
  return Math.abs(first.per100g.kcal - second) <= 0.15 * second ? figure : undefined;
}

/**
 * Asides that name no food, in the order they are dropped: one in brackets ("a 330 ml can of regular
 * (full-sugar) cola", "llenties cuites (bullides)"); what the dish is made without ("lentejas cocidas,
 * sin sofrito ni embutido"); a second state joined by "and" ("llenties cuites i escorregudes"); the
 * whole egg said so ("raw whole egg"); the measure said again after a comma ("20 g of honey, about a
 * tablespoon"); last, the first of two names (below).
 */
const ASIDES_TO_DROP = [
  /\([^)]*\)/g,
  WITHOUT_ASIDE,
  /\s(?:i|y|and)\s+(?:escorregu\w*|escurrid\w*|drained|rinsed|esbandi\w*|enjuagad\w*|pelad\w*|pelat\w*|peeled)\b/giu,
  /\bwhole\s+(?=eggs?\b)/giu,
  // Eaten with its skin, which the tables' whole fruit already is: "a 150 g raw apple eaten with the skin".
  /,?\s*(?:eaten\s+)?(?:with|amb|con)\s+(?:the\s+|its\s+|la\s+|su\s+)?(?:skin|peel|pell|piel)\b/giu,
  // What it is served without, said once after a comma: "100 g of boiled pasta, no sauce".
  /,\s*(?:no|sin|sense|without)\s+(?:sauce|salsa|dressing|oil|oli|aceite|butter|mantequilla|mantega|salt|sal|sugar|azúcar|azucar|sucre)\b/giu,
  // How it is bought or that it is peeled, said after a comma: "100 g de figues seques, tal com es compren, sense cuinar",
  // "200 g of boiled potatoes, peeled, with no oil or butter" (chat set av).
  /,?\s*\b(?:as (?:sold|bought|purchased)|tal (?:com|como) (?:es |se )?(?:compren|compra|compran|venen|venden|ven|vende)|sense cuinar|sin cocinar|sense coure|sin cocer|uncooked)\b/giu,
  // How it comes out of its pack or is poured, said after the food (sets ax, ay): "menjat tal com surt del pot",
  // "tal como salen del paquete", "eaten straight from the pot", "tal com s'aboca a l'amanida".
  /,?\s*(?:(?:menjat|menjada|menjats|menjades|comido|comida|comidos|comidas|eaten|served)\s+)?\b(?:tal (?:com|como|cual) (?:surt|surten|sale|salen|ve|venen|viene|vienen|s'aboca|se echa)(?:\s+(?:del|de la|de l'|dels|de les|de los|de las|from the|a l'|a la|en la|a|en|on)\s*[\p{L}']+)?|(?:straight |right )?(?:from|out of) the (?:pot|pack|packet|tub|bottle|jar|tin|can)|as (?:it comes|they come|poured|it is poured)|tal cual)\b/giu,
  /,\s*(?:peeled|pelad[oa]s?|pelats?|pelades?)(?=\s*(?:[,?.]|$))/giu,
  // Raw or not cooked, said after the food (set aw): "10 g d'oli d'oliva verge extra, en cru", "whole milk, as sold and not cooked".
  /,?\s*\b(?:(?:and|i|y)\s+)?(?:not cooked|no cuinat|no cuinada|no cocinado|no cocinada|en cru|en crudo|in its raw state)\b/giu,
  // What part is weighed, how it was boiled, where it is from and its fat, said after the food (chat set az): "musclos crus,
  // comptant només la part comestible" (bn: "la part que es menja"), "cooked quinoa, boiled in water", "Spanish semi-skimmed milk with about 1.5% fat".
  /,?\s*\b(?:comptant|contando|counting)\s+(?:nom[eé]s|solo|sólo|only)\s+(?:la\s+|the\s+)?(?:part|parte|portion)\s+(?:comestible|edible|que\s+es\s+menja|que\s+se\s+come|(?:that\s+)?you\s+eat)\b/giu,
  /,?\s*\b(?:boiled|cooked)\s+in\s+(?:plain\s+)?(?:salted\s+)?water\b|,?\s*\b(?:bullid[ae]s?|cuit[ae]?s?)\s+(?:en|amb)\s+aigua\b|,?\s*\b(?:hervid[oa]s?|cocid[oa]s?)\s+en\s+agua\b/giu,
  /\b(?:spanish|española|espanyola|catalan|catalana)\s+(?=\p{L})/giu,
  /\s*\b(?:with|amb|con)\s+(?:about\s+|around\s+|un\s+|uns\s+|unos\s+)?\d+(?:[.,]\d+)?\s?%\s+(?:of\s+)?(?:fat|de\s+greix|de\s+grasa|greix|grasa)\b/giu,
  // Dark chocolate's share of cocoa, which the tables' 70–85 % already is (chat set bt): "chocolate negro de más del 70%",
  // "xocolata negra amb un 85 % de cacau", "dark chocolate, 70% or more", "chocolate negro al 70%" (bx).
  /(?<=\b(?:chocolate|xocolata)\s+(?:negro|negra|dark|amarga|amargo)|\bdark\s+chocolate),?\s*(?:(?:de|del|al|amb|con|with|of)\s+)?(?:(?:m[aá]s|m[eé]s|more than|over|at least|almenys|al menos)\s+(?:del?\s+|d'un\s+|un\s+)?)?(?:un\s+|el\s+)?\d{2}\s?%(?:\s+(?:de\s+)?(?:cacau|cacao|cocoa))?(?:\s+(?:o m[eé]s|o m[aá]s|or more))?/giu,
  // Pasta is white unless it says otherwise: "100 g of cooked white spaghetti".
  /\b(?:white|blanca|blanques|blancos|blancs)\s+(?=(?:spaghetti|pasta|macaroni|penne|noodles|espaguetis?|macarrons|macarrones|fideus|fideos)\b)/giu,
  /,\s*(?:about|around|roughly|approximately|aprox\w*|unes|uns|unos|unas|mas o menos|més o menys)?\s*(?:a|one|un|una)\s+(?:tablespoon|teaspoon|spoonful|cullerada|culleradeta|cucharada|cucharadita|handful|grapat|puñado|glass|got|vaso|cup|tassa|taza|slice|llesca|rebanada)\b[^?.]*/giu,
];

function foodFigureOf(text: string, foods: NutrientLookup, language: ReplyLanguage): FoodFigure | undefined {
  // "Si em menjo un grapat d'ametlles, quantes calories són?" asks about the food, not the person's day.
  const folded = foldQuestion(text)
    .replace(/\b(?:si (?:em )?menjo|si (?:me )?como|if i (?:eat|have))\b/g, ' ')
    // The powder named by its protein, which the nutrient word would otherwise take away: "a scoop of protein powder".
    .replace(PROTEIN_POWDER, 'whey')
    // The tables named as the source say nothing of the food: "según USDA FoodData Central, ¿cuántos gramos …?".
    .replace(
      /\b(?:segons|segun|according to|per|from)(?: the| la| el| les| los)? (?:usda|bedca)(?: s)?(?: fooddata central| food data central| sr28| tables| database)?\b/g,
      ' ',
    )
    // How it was cooked or prepared says nothing of another food: "boiled without salt", "crua, sense pelar" (chat set at).
    .replace(
      /\b(?:without|sense|sin|no) (?:added )?(?:salt|sal|oil|oli|aceite)(?: afegida| anadida| added)?\b|\bunsalted\b|\b(?:sense|sin) pelar\b|\bunpeeled\b/g,
      ' ',
    )
    // Pulses from a tin or a jar are cooked ones, drained or not (chat set bf): "cigrons de pot escorreguts" once read the dry
    // entry, 21 g of protein for 7.
    .replace(TINNED_PULSES, (_whole, pulse: string) => `${pulse} ${cookedPulse(pulse)}`)
    .replace(TINNED_AS_WELL, ' ')
    .replace(/\b(?:tinned|canned|jarred) (?=(?:\w+ )?(?:chickpeas|lentils|beans|peas)\b)/g, 'cooked ')
    // Lean said of a meat the tables hold lean already (chat set bf): "100 g de vedella magra crua".
    .replace(
      /\bmagr(?:a|o|as|os|es)\b(?<=\b(?:vedella|ternera|porc|cerdo|llom|lomo|bou|buey|xai|cordero) magr\w+)/g,
      ' ',
    )
    // An egg's grade says its size, not another food: "un huevo de talla L".
    .replace(/\b(?:de )?(?:talla|mida|size) (?:xs|s|m|l|xl|xxl)\b/g, ' ')
    // And said in words: "un ou cru de mida gran", "un huevo de tamaño mediano" (chat set ay).
    .replace(/\bde (?:mida|tamano) (?:gran|grande|mitjana|mediano|petita|pequeno)\b/g, ' ')
    // Boiled hard, and tuna's kind and tin, name the same food: "one large hard-boiled egg", "atún claro al natural en lata".
    .replace(/\bhard (?=boiled\b)/g, ' ')
    .replace(/\b(?<=(?:atun|tonyina|tuna) (?:al natural |en aceite |in water |in oil )?)(?:claro|clara|light)\b/g, ' ')
    .replace(/\b(?<=(?:atun|tonyina|tuna)(?: \w+){0,3}) (?:en lata|en llauna|in a can|in a tin)\b/g, ' ')
    // A drink's strength says which beer or wine, not how much of it: "de unos 5 grados", "a 5% lager".
    .replace(/\b(?:de |of |at )?(?:unos |uns |about |around )?\d+(?:\.\d+)? ?(?:grados|graus|degrees|abv|vol)\b/g, ' ')
    // A chocolate's cocoa says which chocolate, not how much of it (chat set di: "chocolate negro de entre el 70 y el 85 % de
    // cacao" got the card on a couple of squares).
    .replace(
      /(?:\b(?:de |del |with |amb |con |at )?(?:entre (?:el |un )?|between )?\d+(?:\.\d+)?(?: ?%)?(?: (?:y|i|and|o|or|a|to) (?:el |un )?\d+(?:\.\d+)?)?) ?(?:%|per ?cent\b|por ciento\b)? ?(?:de |of )?(?:cacao|cacau|cocoa)\b/g,
      ' ',
    );
  const asked = askedNutrients(folded);
  // "Quants mil·ligrams de sodi hi ha en 1 g de sal?": the conversion, which the salt reference gives; cane
  // sugar, which the tables do not hold, is no "canya" of beer (chat set as).
  if (SODIUM_IN_SALT.test(folded) || CANE_SUGAR.test(folded)) return undefined;
  if (
    asked.length === 0 ||
    ABOUT_THE_PERSON.test(aboutWhom(folded, language)) ||
    COMPARES.test(folded.replace(MORE_OR_LESS, ' '))
  )
    return undefined;
  let rest = folded.replace(/\b([dl])'/g, "$1' ");
  for (const key of asked) rest = rest.replace(new RegExp(NUTRIENT_WORDS[key].source, 'g'), ' ');
  const words = rest.split(' ').filter(Boolean);
  while (words.length > 0 && FRAME.has(words[0]) && !(ONE.has(words[0]) && words.length > 1 && !FRAME.has(words[1])))
    words.shift();
  while (words.length > 0 && FRAME.has(words[words.length - 1])) words.pop();
  if (words.length === 0 || words.length > 2 * MOST_FOOD_WORDS) return undefined;
  // "a slice of bread" counts slices of the food, as "una llesca de pa" does (`read-meal.ts`).
  const phrase = words
    .join(' ')
    .replace(/\b([dl])' /g, "$1'")
    .replace(/\b(?:slices?|pieces?) of /, '');
  const tidy = tidied(phrase);
  // An amount with no food: "1 g of sodium is how much salt" once read "1 g" as chickpeas (chat set ay).
  if (!/\p{L}{2,}/u.test(tidy.replace(/^\d+(?:\.\d+)? ?(?:g|gr|grams?|gramos?|ml|cl|kg|l)\b ?/u, ''))) return undefined;
  // The amount put first is not a food word: "100 g canned sardines in olive oil" names five.
  if (tidy.replace(/^\d+(?:\.\d+)? \w+ /, '').split(' ').length > MOST_FOOD_WORDS) return undefined;
  // "A la planxa", "(pes cuit)": the cooked food where the tables hold one (chicken, rice, pasta, pulses).
  const cooked = cookedWord(phrase);
  const read =
    ovenNamed(phrase, foods, language) ??
    (cooked === undefined ? undefined : readNamedFood(`${tidy} ${cooked}`, foods, language)) ??
    readNamedFood(tidy, foods, language) ??
    readNamedFood(phrase, foods, language) ??
    readNamedFood(spelled(tidy, foods), foods, language) ??
    readNotDry(tidy.replace(COOKED, ' ').replace(/\s+/g, ' ').trim(), foods, language);
  if (!read) return undefined;
  // "Medio aguacate", "half a banana", "mitja poma": half the usual piece or portion.
  const { food } = read.found;
  // Half of the piece; a food without pieces keeps its usual portion, which is often half already (avocado).
  const part = HALF.test(phrase) && !/\d/.test(read.phrase) && food.pieceG !== undefined ? 0.5 : 1;
  const grams = part === 1 ? read.found.grams : Math.round((food.pieceG ?? read.found.grams) * part);
  const millilitres = read.found.millilitres === undefined ? undefined : Math.round(read.found.millilitres * part);
  const share = grams / 100;
  const per = (value: number) => Math.round(value * share * 10) / 10;
  const quality = food.quality;
  // A vitamin or mineral the tables do not give for this food leaves the question to the cards.
  const micronutrients: Partial<Record<Micronutrient, number>> = {};
  for (const key of MICRONUTRIENTS.filter((nutrient) => asked.includes(nutrient))) {
    const value = food.micronutrients?.[key];
    if (value === undefined) return undefined;
    micronutrients[key] = value * share;
  }
  return {
    name: food.name,
    grams,
    ...(millilitres === undefined ? {} : { millilitres }),
    // One almond is no usual portion: a piece of a food weighed in grams is said as its weight.
    usual:
      part === 1 &&
      (!/\d/.test(read.phrase) || /^(?:un|una|uno|a|an|one)\b/.test(read.phrase)) &&
      !(food.onePieceG !== undefined && grams !== food.portionG),
    dry: food.dry === true,
    labelValues: food.labelValues === true,
    kcal: Math.round(food.per100g.kcal * share),
    proteinG: per(food.per100g.proteinG),
    carbohydrateG: per(food.per100g.carbohydrateG),
    fatG: per(food.per100g.fatG),
    ...(quality
      ? {
          fibreG: per(quality.fibreG),
          freeSugarsG: per(quality.freeSugarsG),
          ...(quality.sugarsG === undefined ? {} : { sugarsG: per(quality.sugarsG) }),
          saltG: per(quality.saltG),
        }
      : {}),
    asked,
    micronutrients,
  };
}

/** A Catalan "i" is "and", not "I": "el pa de barra, cuit i tal com es compra" asks about the bread (chat set ay). */
const aboutWhom = (folded: string, language: ReplyLanguage) =>
  language === 'ca' ? folded.replace(/\bi\b/g, ' ') : folded;

/** An amount anywhere in the phrase, with the words that lead to it: "d'uns 200 g", "about 85 g", "de 33 cl". */
const AMOUNT_ANYWHERE =
  /(?:\b(?:about|around|roughly|approx|aprox|aproximadament|aproximadamente|unos|unas|uns|unes|de|of|d')\s+|\bd')*(\d+(?:\.\d+)?)\s*(kg|g|gr|grams?|gramos?|grams|ml|cl|l)\b/;
/** What a food comes in or how it is served: said with an amount, the amount is what counts. */
const SERVED_IN =
  /\b(?:grapat|grapadet|punado|handful|plat|plato|plate|racio|racion|porcio|porcion|portion|serving|llauna|lata|tin|can|copa|glass|vaso|got|tassa|taza|cup|mug|bowl|bol|slice|llesca|rebanada|piece|tros|trozo)\b(?:\s+(?:de|of|d'))?/g;
/** Sizes and states that name no food: "un ou gran", "a medium pear", "escorregut". */
const SIZES =
  /\b(?:gran|gros|grossa|large|big|medium|mitja|mitjana|mediana|mediano|petit|petita|small|pequeno|pequena|normal|regular|farmed|wild|atlantic|atlantico|atlantica|atlantic|del atlantico|de l atlantic|de piscifactoria|de granja|salvatge|salvaje|escorregut|escorreguda|escorreguts|escorregudes|escurrido|escurrida|escurridos|escurridas|drained|curat|curada|curado|cured|aged|vell|vella|viejo|vieja|anejo|aneja|madurado|madurada|semicurat|semicurado|hass|(?:en|de) conserva(?= (?:en|al|in|amb|con) )|de blat|de trigo|durum|madur|madura|madurs|madures|maduro|maduros|maduras|ripe|pasteuritzada|pasteuritzat|pasteurizada|pasteurizado|pasteurised|pasteurized|sin azucarar|sin azucar|sense sucre|unsweetened|sec|seca|dry|typical|tipic|tipica|tipico|ordinary|ordinari|ordinaria|corrent|corriente|comun|half|medio|media|mig|peeled|unpeeled|pelat|pelada|pelado|pelada|sense pell|sin piel|amb pell|con piel)\b/g;

const PULSES =
  'cigrons|garbanzos|chickpeas|llenties|lentejas|lentils|mongetes|alubias|judias|beans|fesols|pesols|guisantes|peas';
const FROM_A_TIN =
  '(?:de pot|de bote|en conserva|de conserva|de llauna|de lata|enllaunad\\w*|enlatad\\w*|tinned|canned|jarred|from a (?:tin|can|jar))';
const DRAINED = '(?: (?:i|y|and) (?:escorregu\\w*|escurrid\\w*|drained|rinsed|esbandi\\w*|enjuagad\\w*))?';
/** A pulse from a tin or a jar: "cigrons de pot escorreguts", "100 g of chickpeas, tinned and drained". */
const TINNED_PULSES = new RegExp(
  `\\b(${PULSES})(?: (?:cuits|cuites|cooked|boiled|cocidos|cocidas))? ${FROM_A_TIN}${DRAINED}\\b`,
  'g',
);
/** Cooked already said, the tin given as the other way: "cooked chickpeas, boiled or tinned and drained". */
const TINNED_AS_WELL = new RegExp(
  `\\b(?:(?:boiled|cooked|bullit\\w*|cuit\\w*|hervid\\w*|cocid\\w*) (?:or|o) )${FROM_A_TIN}${DRAINED}\\b`,
  'g',
);
/** The word for cooked in the pulse's own language. */
function cookedPulse(pulse: string): string {
  if (/^(?:garbanzos|lentejas|alubias|judias|guisantes)$/.test(pulse)) return 'cocidos';
  if (/^(?:chickpeas|lentils|beans|peas)$/.test(pulse)) return 'cooked';
  return 'cuits';
}

/** Words that say a food is weighed raw: the tables' dry entries are meant, never a cooked one. */
const AS_WEIGHED =
  /\b(?:uncooked|raw|en cru|en crudo|crudo|crudos|cruda|crudas|cru|crua|crus|crues|sin cocinar|sense coure|pesad[ao]s?|pesat|pesats|pesada en crudo|weighed|dry weight|en sec|en seco|abans de (?:bullir|coure)(?: la| les| lo| los| ho)?|antes de (?:hervir|cocer|cocinar)(?:la|las|lo|los)?|before (?:cooking|boiling|soaking)(?: it| them)?|abans de (?:posar(?: los| les)? (?:en|a) remull|remullar(?: los| les)?)|antes de (?:poner(?:los|las)?|dejar(?:los|las)?) (?:en|a) remojo|antes de remojar(?:los|las)?|sense remullar|sin remojar|unsoaked|sense bullir|sin cocer)\b/g;
/** A cut of a food said before it: "un filet de lluç" is hake. */
const CUTS = /\b(?:filets?|filetes?|fillets?) (?:de |d'|of )?/g;
/** Weighed cooked, said of the weight: "(pes cuit)", "peso cocinado", "cooked weight". */
const COOKED_WEIGHT =
  /\b(?:pes (?:en )?cuit|pesat cuit|peso (?:en )?cocinado|peso (?:en )?cocido|cooked weight|weighed cooked)\b/;
/** Cooked on a griddle, a grill or in the oven: the food is what is left. */
const GRIDDLED =
  /\b(?:(?:fet|feta|fets|fetes|hecho|hecha|hechos|hechas) )?(?:a la (?:planxa|plancha|brasa)|al (?:forn|horno)|grilled|on the grill|roasted|oven baked)\b/;

/** The word for cooked in the language of a phrase that says its food was cooked or weighed so, if it does. */
export function cookedWord(phrase: string): string | undefined {
  if (!COOKED_WEIGHT.test(phrase) && !GRIDDLED.test(phrase)) return undefined;
  if (/\b(?:planxa|forn|cuit|pes)\b/.test(phrase)) return 'cuit';
  if (/\b(?:plancha|horno|cocinado|cocido|peso)\b/.test(phrase)) return 'cocinada';
  return 'cooked';
}
/** Half of something, said first. */
const HALF = /^(?:half(?: a| an)?|medio|media|mig|mitja) /;
/** Beer served as a canya (200 ml), a pint (568 ml) or a pinta (500 ml). */
const BEER_SERVINGS: [RegExp, number][] = [
  [/\b(?:una |a |one )?(?:canya|cana)(?: de (?:cervesa|cerveza|beer))?\b/, 200],
  [/\b(?:una |a |one )?pinta(?: de (?:cervesa|cerveza))?\b/, 500],
  [/\b(?:a |one )?pint(?: of (?:beer|lager|ale|bitter))?\b/, 568],
];

/** Spoons as measures: a tablespoon is 15 ml, a teaspoon 5 ml. */
const SPOONS =
  /\b(?:(un|una|a|one|dos|dues|two|tres|three) )?(cucharadas?|cullerades?|cullerada|tablespoons?|tbsp|cucharaditas?|culleradetes?|culleradeta|teaspoons?|tsp)(?: (?:sopera|soperas|de sopa|rasa|rasas|colmada))?(?: (?:de|of|d'))?/;
const COUNTS: Record<string, number> = { un: 1, una: 1, a: 1, one: 1, dos: 2, dues: 2, two: 2, tres: 3, three: 3 };

/** Asides that name no food: skin on, the kind of bakery, "already", "for every", a pot, a spoon. */
const ASIDES =
  /\b(?:amb (?:la )?pell|con (?:la )?piel|with (?:the )?skin(?: on)?|skin on|skinless|no skin|without (?:the )?skin|sense pell|sin piel|sin (?:la )?cascara|sense (?:la )?closca|without (?:the )?shell|with (?:the )?shell removed|shell removed|pelad[oa]s?|pelats?|pelades|shelled|peeled|hulled|dehulled|pitted|stoned|deshuesad[oa]s?|sin hueso|sense pinyol|sin pipas|sense pinyols|descascarad[oa]s?|as sold|tal com es ven|tal como se vende(?:n)?|(?:no|not) (?:zero|diet|light)|(?:de )?polpa|(?:de )?pulpa|of (?:the )?(?:flesh|pulp)|flesh(?! and)|(?:flesh and skin|skin and flesh|polpa i pell|pell i polpa|pulpa y piel|piel y pulpa|carne y piel)|plain|edible part|(?:of )?edible (?:fruit|flesh)|(?:de )?(?:fruita|fruta) comestible|(?:la )?parte comestible|(?:la )?part comestible|sense torrar|sin tostar|not roasted|unroasted|de canaries|de canarias|(?<=\b(?:llet|leche|milk)(?:\s+\w+)?\s+)de vaca|\bcow'?s? (?=milk\b)|(?<=\b(?:ou|ous|huevo|huevos|egg|eggs)(?:\s+\w+){0,2}\s+)(?:sencer|sencers|entero|enteros|whole)|(?<=\b(?:ou|ous|huevo|huevos)\s+)de gallina|whole milk(?= (?:plain |natural )?(?:yogh?urts?|yoghourts?)\b)|(?<=\b(?:iogurts?|yogures?|yogur)(?: naturals?| natural(?:es)?)? )(?:de llet sencera|de leche entera)|\bhen'?s? (?=eggs?\b)|(?<=(?:cervesa|cerveza|beer) )(?:rossa|rubia|blonde|dorada)|from the canaries|canary island|de mantega|de mantequilla|all butter|dels de forn|de forn|de panaderia|de pastisseria|de la panaderia|ja|ya|already|por cada|per cada|each|every|pot|tarrina|pote|envase|cucharada sopera|cullerada sopera|tablespoon|tbsp|cucharada|cullerada|de sopa|butter(?= croissant)|(?:add|adds|afegeix|anade)? ?(?:to|into|a|en|per a|para) (?:a |my |the |la |l |una |mi |meva )?(?:salad|amanida|ensalada)|(?:com|como|like) (?:les|els|los|las|the) (?:del|de|dels|de los|d)? ?\w+(?: de pot| de bote| in a jar| from a jar)?$|(?:with|amb|con|del|de|at) (?:a |un |una )?\d+(?: \d+)* (?:percent |per cent |per cien |per cent )?(?:of |de |d )?(?:cocoa|cacau|cacao))\b/g;

/** The phrase with sizes taken out and an amount given anywhere put first: "una copa de vi negre de 150 ml" reads "150 ml de vi negre". */
export function tidied(phrase: string): string {
  for (const [serving, ml] of BEER_SERVINGS)
    if (serving.test(phrase) && !AMOUNT_ANYWHERE.test(phrase)) return `${ml} ml beer`;
  const spoon = SPOONS.exec(phrase);
  if (spoon && !AMOUNT_ANYWHERE.test(phrase))
    return tidied(
      `${(COUNTS[spoon[1] ?? 'un'] ?? 1) * (/^(?:cucharadita|culleradeta|teaspoon|tsp)/.test(spoon[2]) ? 5 : 15)} ml ${phrase.replace(spoon[0], ' ')}`,
    );
  const amount = AMOUNT_ANYWHERE.exec(phrase);
  let rest = (amount ? phrase.replace(amount[0], ' ') : phrase)
    .replace(CUTS, ' ')
    .replace(COOKED_WEIGHT, ' ')
    .replace(GRIDDLED, ' ')
    .replace(SIZES, ' ')
    .replace(AS_WEIGHED, ' ')
    .replace(ASIDES, ' ');
  if (amount) rest = rest.replace(SERVED_IN, ' ');
  rest = rest
    .replace(/\b(?:de|of|d')\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    // "a 125 g pot of yoghurt" leaves "a of yoghurt" once the amount and the pot are out.
    .replace(/^(?:(?:un|una|uno|a|an|one)\s+)?(?:de|of|d')\s+/, '');
  if (!amount) return rest;
  const [value, unit] = amount[2] === 'cl' ? [Number(amount[1]) * 10, 'ml'] : [Number(amount[1]), amount[2]];
  return `${value} ${unit} ${rest.replace(/^(?:un|una|uno|a|an|one)\s+/, '')}`;
}

/** The food a phrase names, every food word of it found in the food's names, and not a dry food asked cooked. */
function readNamedFood(phrase: string, foods: NutrientLookup, language: ReplyLanguage) {
  const found = readFoodAmount(phrase, foods, language);
  if (!found || (found.food.dry && COOKED.test(phrase)) || !namedBy(phrase, found.food.names)) return undefined;
  return { found, phrase };
}

/** A food whose own name says the oven or the grill ("patata al forn", "baked potato"): that entry, not the boiled one. */
function ovenNamed(phrase: string, foods: NutrientLookup, language: ReplyLanguage) {
  if (!OVEN.test(phrase)) return undefined;
  const read = readNamedFood(phrase, foods, language);
  return read?.found.food.names?.some((name) => OVEN.test(foldText(name))) ? read : undefined;
}
const OVEN =
  /\b(?:al (?:forn|horno)|baked|asad[ao]s?|rostid[ae]s?|roast(?:ed)?|a la (?:planxa|plancha|brasa)|grilled)\b/;

/** A food the tables hold only raw, asked cooked ("patata bullida"): its raw figures, never a dry grain's. */
function readNotDry(phrase: string, foods: NutrientLookup, language: ReplyLanguage) {
  const read = readNamedFood(phrase, foods, language);
  return read && !read.found.food.dry ? read : undefined;
}

/** The phrase with each food word the tables do not hold put right, where one is near ("croisant"). */
function spelled(phrase: string, foods: NutrientLookup): string {
  if (!foods.spell) return phrase;
  return phrase
    .split(' ')
    .map((word) => (NOT_FOOD.has(word) || /^\d|'/.test(word) ? word : (foods.spell?.(word) ?? word)))
    .join(' ');
}

/** Whether every word of the phrase that names a food is a word of one of the food's names (stems compared). */
function namedBy(phrase: string, names: readonly string[] | undefined): boolean {
  if (!names) return true;
  const known = new Set(names.flatMap((name) => stemText(name).split(' ')));
  return phrase
    .replace(/d'/g, ' ')
    .split(' ')
    .filter((word) => word && !NOT_FOOD.has(word) && !/^\d/.test(word))
    .every((word) => known.has(stemText(word)));
}
