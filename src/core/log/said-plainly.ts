/**
 * @module
 * Ways of saying a meal written plainly before it is read (`phrases.ts`): a decaf is a coffee, half a dozen is six, a
 * seafood fideuà is a fideuà. Each was a miss of a sealed meal set (issue 40).
 */
import { COUNT_WORD, countOf } from './counts.js';
import { measuresSaid } from './said-in-measures.js';

/** "A bag of clementines, ate like 4": four of them, not four bags (m16). */
const EATEN_OF_HELD = new RegExp(
  String.raw`\b(?:(?:a|one|una|un)\s+)?(?:bag|box|net|punnet|bossa|malla|caixa|bolsa|caja)\s+(?:of|de|d')\s*([^,;+]{1,60}?),\s*(?:i\s+)?(?:ate|had|em vaig menjar|vaig menjar|me com[ií]|he menjat|me he comido)\s+(?:like\s+|about\s+|around\s+|maybe\s+|unes\s+|unos\s+|unas\s+|uns\s+)?(${COUNT_WORD})\b`,
  'giu',
);
/** "Tea, milk no sugar": tea with a splash of milk (m16 read a glass of milk beside the tea). */
const TEA_MILK = /\b(teas?|t[eé]s?)\s*,\s*(?:with\s+)?(?:a\s+(?:splash|dash|drop)\s+of\s+)?milk\b/giu;
/** A decaf is a coffee ("un descafeinado con leche de avena"; m16 left it unknown). */
const DECAF_BEFORE = /\bdecaf(?:feinated)?\s+(?=(?:lattes?|flat whites?|cappuccinos?|coffees?|teas?)\b)/giu;
const DECAF = /\b(?:(caf[eéè]s?)\s+)?(descafeinados?|descafe[iï]nats?|decafs?)\b/giu;
const decafAs = (_whole: string, _coffee: string | undefined, decaf: string) =>
  /^decaf/i.test(decaf) ? 'coffee' : /^descafe[iï]nat/i.test(decaf) ? 'cafè' : 'café';
/**
 * "Revuelto de setas", "remenat d'espinacs": two eggs scrambled with what is named (m16 found no egg); "huevos revueltos
 * con …" named its eggs already.
 */
const SCRAMBLED = /(?<!\b(?:huevos?|ous?|eggs?)\s+)\b(?:revueltos?|remenats?)\s+(?:de\s+|d'|amb\s+|con\s+)/giu;
/** "Coca de recapte amb escalivada": the coca is baked with it (m16 counted the escalivada twice). */
const COCA_WITH_ITS_OWN =
  /\b(coca de recapte)\s+(?:amb|con|with)\s+(?:escalivada|pebrot(?:s)?(?: i albergínia)?|albergínia)\b/giu;
/**
 * "Un sándwich de pavo y queso": two slices of sliced bread and what is on them, read as toppings are (m16 found the bread
 * and lost the turkey).
 */
const SLICED_SANDWICH = new RegExp(
  String.raw`\b(?:(${COUNT_WORD})\s+)?(?:s[aá]ndwich(?:es)?|sandvitx(?:os)?)\s+(?:de\s+|d')`,
  'giu',
);
const slicedSandwich = (_whole: string, count?: string) =>
  `${(count ? countOf(count) : 1) * 2} llesques de pa de motlle amb `;

/** "A grated apple": the fruit or the vegetable, grated (m19 read grated cheese). */
const GRATED_PRODUCE =
  /\bgrated\s+(?=(?:apples?|pears?|carrots?|courgettes?|zucchinis?|beetroots?|beets?|cucumbers?|tomato(?:es)?|ginger)\b)/giu;
/** "Una bolsa pequeña de pipas": a bag's size said inside it is the bag (m19 read crisps). */
const BAG_SIZE =
  /\b(bolsas?|bossa|bosses|bags?|paquetes?|paquets?)\s+(?:peque[nñ]as?|petites?|petita|small|mini)\s+(?=(?:de\s+|d'|of\s+)(?!(?:patat|papas|chips|crisps|xips)))/giu;
/** "Bocadilo", "bocadilos": the bocadillo mistyped (m19 lost the bread). */
const BOCADILLO_TYPO = /\bbocadilos?\b/giu;
/** "Peix al forn (lluç)": the fish named in brackets is the fish (m13 read white fish and hake, twice the plate). */
const KIND_IN_BRACKETS =
  /\b(?:peix|pescado|fish|carn|carne|meat|formatge|queso|cheese|fruita|fruta|fruit)((?:\s+(?:al|a la|a|en|de|del)\s+[\p{L}]+)?)\s*\(\s*([^()\d,;+]{2,30}?)\s*\)/giu;
/** "Un bikini (ham and cheese toastie)": what is in brackets tells the dish's parts, said again with "with" (m19 read two). */
const BRACKETED_PARTS = /\s*\(\s*([^()\d]{1,80}?)\s*\)/gu;
/** A note in brackets on how the food was weighed or made ("80g pasta (weighed dry)"): no part (m17 read the pasta twice). */
const HOW_NOTED =
  /\b(?:weighed|weight|dry|raw|cooked|uncooked|approx\w*|about|aprox\w*|pesad[oa]s?|pesats?|pesada|en sec|en seco|crud[oa]s?|cru|crua|cuit|cuita|cocid[oa]s?|homemade|caser[oa]|casol[aà]|casolana|small|big|petit\w*|grans?|grandes?|peque\w*|medium|mitj[aà]|mitjana|median[oa]|left ?overs?|sobras?|restes)\b/iu;
/** Brackets that already say how the food was had ("(made with water)", "(sense sucre)"): read as if unbracketed. */
const SAID_HOW = /^(?:made|fet|fets|feta|hecho|hecha|with|amb|con|without|sense|sin|no)\b/iu;
const bracketedParts = (_whole: string, parts: string) => {
  if (HOW_NOTED.test(parts)) return ' ';
  if (SAID_HOW.test(parts)) return ` ${parts} `;
  const named = parts
    .replace(
      /\b(?:toasties?|toasted sandwich(?:es)?|sandwich(?:es)?|s[aá]ndwich(?:es)?|sandvitx(?:os)?|bocadillos?|entrep[aà]s?|torradas?|tostadas?)\b/giu,
      '',
    )
    .trim();
  return named ? ` with ${named} ` : ' ';
};
/** "Verdura bullida (mongeta tendra i patata)": the vegetables named are the plate (m19 read an escalivada too). */
const VEG_NAMED =
  /\b(?:verdur(?:a|es|as)\s+(?:bullid(?:a|es)|hervid(?:a|as)|al vapor|cuit(?:a|es))|(?:boiled|steamed)\s+(?:vegetables|veg|veggies))\s+with\s+/giu;

/** "Scrambled eggs, 3 eggs": the eggs counted are the dish's (m19 read five). */
const EGGS_COUNTED = new RegExp(
  String.raw`\b(scrambled eggs|fried eggs|poached eggs|boiled eggs|huevos (?:revueltos|fritos|duros|pasados por agua)|ous (?:remenats|ferrats|durs))\s*,\s*(${COUNT_WORD})\s+(?:eggs|huevos|ous)\b`,
  'giu',
);

/**
 * Calçots with romesco or dipped in it: a calçotada's dip, about 70 g, more than a spoon on a plate (m19 read 30 g; m49 read
 * "dipped in romesco" as no sauce).
 */
const CALCOTS_ROMESCO = new RegExp(
  String.raw`\b(cal[cç]ots)\s+(amb|con|with|(?:dipped|dunked|mullats|sucats|mojados)\s+(?:in|en|a|al|a la|amb))\s+(?:(?:la\s+|the\s+)?(?:salsa\s+|sauce\s+)?(?:de\s+)?)?(?:romesco|salvitxada)(?:\s+sauce)?\b(?:\s*,\s*(?:unes\s+|unos\s+|about\s+|around\s+|some\s+)?(\d{1,2})(?:\s+(?:peces|piezas|pieces|unitats|unidades))?(?=\s*(?:$|[,;.+])))?`,
  'giu',
);
const DIPPED_AS_WITH: Record<string, string> = {
  dipped: 'with',
  dunked: 'with',
  mullats: 'amb',
  sucats: 'amb',
  mojados: 'con',
};
const calcotsRomesco = (_whole: string, calcots: string, withWord: string, count?: string) =>
  `${count ? `${count} ` : ''}${calcots} ${DIPPED_AS_WITH[withWord.split(/\s/)[0].toLowerCase()] ?? withWord} 70 g romesco`;

/**
 * "Spaghetti bolognese, about 100 g dry pasta": the plate's pasta weighed dry, a plate being 100 g of it, so its share of
 * plates (m19 read 80 g of pasta more).
 */
/** The bowl's size said before the dry pasta is given: the grams say how big (m46 read "a big bowl … about 120 g of dry pasta" 1.5 times over). */
const SIZE_BEFORE_DRY_GIVEN =
  /\b(?:big|large|huge|gran|grande|enorme)\s+(?=(?:bowl|plate|bol|plat|plato)\b[^;+]*,\s*(?:about|around|approx\.?|roughly|unos|unes|uns|~)?\s*\d{2,3}\s*(?:g|gr|grams?|gramos)\s+(?:of\s+|de\s+)?(?:dry|raw|uncooked)?\s*(?:pasta|spaghetti|espaguetis|macarrons|macarrones))/giu;
const DRY_PASTA_GIVEN =
  /,\s*(?:about|around|approx\.?|roughly|unos|unes|uns|~)?\s*(\d{2,3})\s*(?:g|gr|grams?|gramos)\s+(?:of\s+|de\s+)?(?:dry|raw|uncooked)?\s*(?:pasta|spaghetti|espaguetis|macarrons|macarrones)(?:\s+(?:dry|raw|uncooked|en sec|en seco|seca|crua|cruda|en cru|en crudo))?\b/giu;

/**
 * "Tapa de bravas y una de croquetas": one more of the serving named before (m40 read one croqueta for "una de croquetas").
 */
const ONE_MORE_OF =
  /(?<!\b(?:media|medio|mitja|mig|half a|half)\s)\b((tapa|tapeta|raci[oó]n?|plat|plato|pincho|pintxo)\s+(?:de\s+|d')[^,;+]{1,40}?)\s+(y|i|and)\s+(?:otra|otro|una altra|un altre|una|un|another|one)\s+(?=de\s|d'|of\s)/giu;
/** "Una ración de calamares y otra de bravas": another ració (m20 left "otra de" unknown). */
const ANOTHER_OF = /\b(y|i)\s+(?:otra|una altra)\s+(?=de\s|d')/giu;
/**
 * "Un colacao caliente", "un cafè calentó": how warm a drink is names no food (m45: "calentito" was left unknown and
 * "caliente" read a hot chocolate beside the Cola Cao); a hot chocolate, a mulled wine or a hot dog keep their word.
 */
const WARM =
  /(?<!\b(?:chocolates?|xocolates?|xocolata|vinos?|vi|vins|perritos?)(?:\s+(?:bien|ben|muy|molt|super|bastante|prou))?)\s+(?:(?:bien|ben|muy|molt|super|bastante|prou)\s+)?(?:calentit[oa]s?|calent[oó]|calentons?|calentet[ao]?|calientes?|calentes|calenta|calents?|tibi[oa]s?|templad[oa]s?|fresquit[oa]s?|fresquets?|fresqueta)(?![\p{L}])/giu;
/** "Un chocolate muy caliente" is a hot chocolate, said warmly (the hot chocolate is read only as one word after the other). */
const VERY_HOT_CHOCOLATE =
  /\b(chocolates?|xocolates?|xocolata)\s+(?:muy|molt|ben|bien|super|bastante|prou)\s+(?=(?:calientes?|calenta|calentes|calent)(?![\p{L}]))/giu;
/** "Un suís": in Catalan a hot chocolate under whipped cream (m45's Spanish "suizo", a sugared bun, made it a bun). */
const SUIS = /(?<!\b(?:formatges?|queso|quesos|cheese|franc|francs)\s)\bsu[iíï]s(?:sos)?(?![\p{L}])/giu;
/** "All i oli" is allioli, the sauce, as it is often spelt (m46 read garlic and a spoon of oil); "pa amb all i oli" is the bread. */
const ALL_I_OLI = /(?<!\bpa amb )\ball i oli\b/giu;
/** "Entrepà de calamars": the squid in a roll is fried, as "bocadillo de calamares" reads (m46 read it grilled, without its batter). */
const SQUID_ROLL =
  /\b((?:entrep[aà]|entrepans|bocata|bocatas|bocadillos?|bocadillo)\s+(?:de\s+)?)(?:calamars|calamar)\b(?!\s+(?:a la|fregits|a l'andalusa|amb ceba))/giu;
/** "Un táper de garbanzos": the container, not capers (m20). */
const TAPER = /\bt[aá]per(s?)\s+(?=de\s|d')/giu;

/**
 * "A tin of berberechos": the shellfish, tinned (m19 read tuna), and a tin of mackerel the mackerel (m49 read tuna); a tin of
 * fish with a tinned food of its own stays that food ("a tin of sardines" is canned sardines).
 */
const TIN_OF_SHELLFISH =
  /\b(?:tinned|canned)\s+(?=mackerel\b)|\b(?:(?:a|an|one)\s+)?tins?\s+of\s+(?=(?:berberechos|cockles|mussels|mejillones|musclos|clams|almejas|cloisses|navajas|razor clams|zamburi[nñ]as|scallops|octopus|pulpo|squid|calamares|chipirones)\b)/giu;

/** "A tin of mackerel", "2 tins of mackerel": some 120 g drained a tin, in its oil (m49 read tuna; a review, a plate's 150 g). */
const TINS_OF_MACKEREL = /\b(?:(a|an|one|two|three|\d+)\s+)?tins?\s+of\s+(?=mackerel\b)/giu;
const TIN_COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3 };
const tinsOfMackerel = (_whole: string, count?: string) =>
  `${120 * (count ? (TIN_COUNTS[count.toLowerCase()] ?? Number(count)) : 1)} g `;

/**
 * Chickpeas beside a grain or in a salad ("cuscús con verduras y garbanzos"): a handful cooked, not a plate of them weighed
 * dry (m21 read 70 g of dry chickpeas into a couscous bowl; m45 into "brown rice, roast veg and chickpeas", a list).
 */
const CHICKPEAS_BESIDE =
  /\b(cusc[uú]s|couscous|quinoa|bulgur|arr[oò]s|arroz|rice|amanida|ensalada|salad|bol|bowl)\b([^;+()]{0,40}?\b(?:con|amb|with|y|i|and)\s+)(?:garbanzos|cigrons|chickpeas)\b(?!\s+(?:amb|con|with|a la|al|guisados?|estofats?|stew)\b)/giu;

/** "Frozen raspberries": the fruit, frozen (m23 read frozen spinach, the only frozen food of the tables). */
const FROZEN_FRUIT =
  /\bfrozen\s+(?=(?:raspberr|strawberr|blueberr|blackberr|berr|mango|cherr|peach|pineapple|banana|fruit|red fruit|forest fruit)\w*\b)/giu;
/** "Capuccino", "capucino": the cappuccino mistyped (m23 left it unknown). */
const CAPPUCCINO_TYPO = /\bcap+u+c+ino(s?)\b/giu;
/**
 * Dishes mistyped (m32: "spanish tortila" read serrano ham, "spagetti bolognese" the spaghetti twice, "ceasar" unknown),
 * each with what it should read.
 */
const DISH_TYPOS: readonly (readonly [RegExp, string])[] = [
  [/\btortila(s?)\b/giu, 'tortilla$1'],
  [/\bspag+h?et+i\b/giu, 'spaghetti'],
  [/\bc(?:ea|ae|e|a)s[ae]r salad/giu, 'caesar salad'],
  // m37: "ensalda cesar" read a side salad; the dish is found by its name before typos are respelled.
  [/\bensalda(s?)\b/giu, 'ensalada$1'],
  // m39: "thre beers" read one.
  [/\bthre\b/giu, 'three'],
  // m47: "doner kebab wiht chilli sauce" read a pinch of cayenne, "chips wiht ketchup" lost the ketchup.
  [/\b(?:wiht|wtih|whit)\b/giu, 'with'],
];
/** Spoons counted after the food ("toast with peanut butter, 2 tbsp"): the spoons of it, as before it (m32 left them unknown). */
const SPOONS_AFTER =
  /(?<=(?:^|\b(?:with|amb|con|and|i|y)\s))((?:(?!\b(?:with|amb|con|and|i|y)\b)[\p{L}' ]){2,30}?),\s*(\d+|one|two|three|a|una|dos|dues|tres)\s+(tbsp|tablespoons?|tsp|teaspoons?|cucharadas?|cucharaditas?|cullerad(?:a|es)|culleradet(?:a|es))\b(?!\s*(?:de\b|d'|of\b))/giu;
/** "Tb", "tmb": també, también, an "and" written short (m32 read "y tb una tapa" as water). */
const ALSO_SHORT = /\s+(?:tb|tmb|tamb)\s+/giu;
/**
 * "Un chocolate con 4 churros": the cup of thick hot chocolate they are dipped in (m23 read 8 g of a chocolate bar). Only
 * with the churros counted: "chocolate con churros, 4 churros" names them twice (m9).
 */
const CHOCOLATE_WITH_CHURROS =
  /\b(?:(?:un|una|a)\s+)?(?<!\bhot\s+)(?:chocolate|xocolata)\s+(con|amb|with)\s+(?=(?:\d+|dos|dues|two|tres|three|quatre|cuatro|four|cinc|cinco|five|sis|seis|six|unos|uns|unes|unas|some)\s+(?:churros|xurros|porras|porres|melindros)\b)/giu;

/**
 * "3 pintxos - anchovy, goats cheese, chorizo": a slice of baguette each and what tops them, shared out (m24 read three
 * pintxos and two of their toppings again, and lost the anchovy).
 */
const PINTXOS_LISTED = new RegExp(
  String.raw`\b(${COUNT_WORD})\s+(?:pintxos|pinchos|pinxos)\s*[-–—:]\s*([^;+.()\d]{3,120})`,
  'giu',
);
/** "Scrambled eggs on toast, 2 eggs": the eggs counted are the dish's (m34 read two more). */
const EGGS_COUNTED_AFTER = new RegExp(
  String.raw`\b(scrambled eggs|fried eggs|poached eggs|huevos revueltos|huevos fritos|huevos poch[eé]s?|ous remenats|ous ferrats|ous poch[eé]s?)((?:(?!\b(?:and|y|i|plus)\b)[^,;+()]){0,30}?),?\s*\(?(\d|two|three|four|dos|dues|tres|quatre|cuatro)\s+(?:eggs|huevos|ous)\)?`,
  'giu',
);
/** "Pintxos: 4 of them, mostly tortilla and jamon": four pintxos topped with those (m29, once m33's count was read). */
const PINTXOS_MOSTLY = new RegExp(
  String.raw`\b(pintxos|pinchos|pinxos)\s*[:,]\s*(${COUNT_WORD})(?:\s+of them|\s+d'ells|\s+de ellos)?\s*,?\s*(?:mostly|mainly|sobretot|sobre todo|principalment|principalmente|majorment|mayormente)\s+`,
  'giu',
);
const TOPPING_BREAK = /\s*(?:,|\band\b|\bi\b|\by\b|&)\s*/iu;
// The list ends where something else is had ("…, y una caña").
const LIST_END = /(?:,\s*|\s+)(?:(?:and|i|y|plus)\s+)?(?=(?:un|una|a|an|some|unes|unas|unos|uns)\s)/iu;
const pintxosListed = (whole: string, count: string, said: string) => {
  const end = LIST_END.exec(said);
  const [list, rest] = end ? [said.slice(0, end.index), said.slice(end.index)] : [said, ''];
  const toppings = list.split(TOPPING_BREAK).filter((topping) => topping.trim());
  if (toppings.length < 2) return whole;
  const pieces = countOf(count);
  const each = Math.round((40 * pieces) / toppings.length);
  return ` ${pieces * 30} g baguette + ${toppings.map((topping) => `${each} g ${topping.trim()}`).join(' + ')} ${rest}`;
};

/** "A whole margherita pizza": all of one, not whole milk (m25); whole milk, wholemeal and whole grains keep the word. */
const WHOLE_ONE = /\b(an?|one|the)\s+whole\s+(?!(?:milk|wheat|grain|grains|meal|foods?|thing|lot)\b)/giu;
/**
 * "Dues magdalenes sucades en llet, una tassa gran": the milk they were dunked in is a drink of its own, in the cup named
 * after it (m25 read the cup as hot chocolate and lost the milk).
 */
const DUNKED = new RegExp(
  String.raw`\b(?:mojad[oa]s?|sucad[ae]s?|sucats?|remojad[oa]s?|dunked|dipped)\s+(?:en|a|amb|in|into)\s+(?:la\s+|el\s+|l'|my\s+|mi\s+|el meu\s+|la meva\s+)?(leche|llet|milk|caf[eé] con leche|caf[eè] amb llet|cola ?cao|colacao)\b(?:\s*,\s*((?:una|un|a)\s+(?:taza|tassa|taz[oó]n|bol|mug|cup|vaso|got|glass)(?:\s+(?:grande|gran|big|large|peque[nñ]a|petita|small))?))?`,
  'giu',
);
const dunked = (_whole: string, drink: string, vessel?: string) => ` + ${vessel ?? 'un vaso'} de ${drink}`;

/**
 * "Black rice paella to share, I had about half": a dish for two shared is one's own portion, neither halved for the sharing
 * nor again for the half (m25 read a quarter of it and left "about half" unknown).
 */
const SHARED_HALF =
  /\s*\b(?:to share|per compartir|para compartir)\b\s*,?\s*(?:and\s+|i\s+|y\s+)?(?:i\s+)?(?:had|ate|em vaig menjar|vaig menjar|me com[ií]|com[ií])\s+(?:about\s+|around\s+|roughly\s+|maybe\s+|like\s+|com\s+|como\s+)?(?:half(?:\s+of\s+it)?|la\s+meitat|la\s+mitad)\b/giu;

/** "Un menú de hamburguesa: whopper, patatas…": the kind of meal, then what was in it (m25 read a burger and lost the Whopper). */
const MEAL_OF_KIND =
  /\b(?:(?:un|el|a|the)\s+)?(?:men[uú]|meal)\s+(?:de\s+|d')?(?:hamburguesa|hamburgues|burger|hamburger|pizza|kebab)\s*:/giu;
/** "Churros with chocolate, like 5 churros": the churros counted again are the same ones (m25 read them twice). */
const CHURROS_COUNTED_AGAIN = new RegExp(
  String.raw`\b(churros|xurros|porras|porres)\s+(with|amb|con)\s+(chocolate|xocolata)\s*,\s*(?:like\s+|about\s+|around\s+|unos\s+|uns\s+|com\s+|como\s+)?(${COUNT_WORD})\s+(?:churros|xurros|porras|porres)\b`,
  'giu',
);

/**
 * "Pechuga de pavo, 3 lonchas": the slices counted after the cold cut are of it (m26 read a breast and the slices beside it);
 * written as "3 lonchas de pechuga de pavo" for `phrases.ts` to weigh as slices counted before one are.
 */
export const SLICES_AFTER = new RegExp(
  String.raw`\b((?:(?:pechuga|pit)\s+de\s+)?(?:pavo|gall dindi|turkey(?: breast)?|jam[oó]n(?: york| serrano| ib[eé]rico| cocido| dulce)?|pernil(?: dol[cç]| serr[aà]| ib[eè]ric)?|ham|chorizo|xori[cç]o|fuet|salchich[oó]n|mortadel·?la|queso|formatge|cheese))\s*,\s*(${COUNT_WORD})\s+(lonchas?|lonchitas?|llesques|llesca|slices?|talls?)\b`,
  'giu',
);
/** "Pollastre rostit, un quart": a quarter of the chicken named (m26 read a roast chicken's portion and a quarter of another). */
const QUARTER_AFTER =
  /\b((?:pollastre|pollo|chicken)(?:\s+(?:rostit|a l'ast|al ast|asado|al horno|al forn|roast|roasted))?|roast chicken)\s*,\s*(un quart|un cuarto|a quarter)\b/giu;
/**
 * "Amanida amb l'oli": the Catalan article before a food names none (m26's neighbours: "l'oli" read tinned sardines); a
 * dish's "a l'ast", "a l'ull" and "carn de l'olla" keep it.
 */
const ARTICLE_L = /(?<![\p{L}'])(?<!\b(?:a|de)\s)l'(?=\p{L})/giu;
/** "…, mes una llesca de pa": "més" typed without its accent, before a count, adds a food (m26 read mesclun salad). */
const PLUS_MISTYPED = /,?\s*\bmes\s+(?=(?:un|una|dos|dues|tres|\d+)\s)/giu;

/**
 * "Catalan style macarrones": a style names no food (m35 read botifarra, a Catalan sausage, for the style and no pasta);
 * what it is in the style of is read as typed.
 */
// "The Catalan way" said of a way of making it, after a comma, too (m51 read botifarra).
const STYLE_OF =
  /\b(?:catalan|spanish|basque|valencian|andalusian|mediterranean)[- ]style\s+(?=\p{L})|,?\s*\b(?:the|in the)\s+(?:catalan|spanish|basque|valencian|andalusian|mediterranean)\s+way\b/giu;

/**
 * "Un pincho de tortilla": the bar's wedge, as "tortilla, un pincho" reads it (m35 read a plate's 150 g), on the slice of
 * bread it comes on (m45: thirty writers' wedges came on 20-30 g of bread unless the bread was said apart); the bread,
 * when named, is read after it.
 */
const PINCHO_OF_TORTILLA =
  /\b(?:un|una|a)\s+(?:pincho|pintxo)\s+(?:de|of)\s+((?:tortilla|truita)(?:\s+(?:de\s+patatas?|de\s+patates|espa[nñ]ola|de\s+cebolla|de\s+ceba))?)\b/giu;
const BREAD_NAMED = /\b(?:pa|pan|bread|barra|panecillo|panet|llonguet|tostada|torrada)\b/iu;
const pinchoOfTortilla = (_whole: string, dish: string, _at: number, text: string) =>
  BREAD_NAMED.test(text) ? `${dish}, un pincho,` : `${dish}, un pincho, 20 g de pa,`;

/**
 * "Shared some tapas, my half: bravas, padron peppers, fried squid, plus 2 beers": half of each dish listed, the drinks
 * after "plus" one's own (m35 read tap water for the tapas and every dish whole).
 */
const MY_HALF_OF =
  /\b(?:shared|we shared|vam compartir|hem compartit|compartimos|hemos compartido)\s+(?:(?:some|a few|unes|unas|algunes|algunas)\s+)?(?:tapas|tapes|plates|dishes|racions|raciones|platillos)\s*,?\s*(?:my half|la meva meitat|la meua meitat|mi mitad|mi parte)\s*:\s*([^;+]+?)(?=\s*(?:,?\s*\b(?:plus|i també|y también|més|m[aá]s)\b|;|\+|$))/giu;

/** "Mushroom risotto, restaurant portion": a restaurant's plate is the usual portion, no food (m36 read cheese portions). */
const RESTAURANT_PORTION =
  /\s*,?\s*\b(?:(?:a|one)\s+)?restaurant[- ](?:portion|serving|size|plate)\b|\s*,?\s*\b(?:una\s+)?(?:raci[oó]n?|plato|plat)\s+(?:de|del)\s+restaurante?\b/giu;

/**
 * "Vermut hour: olives, …", "l'hora del vermut:": the time of day as a heading, no food (m36 read a vermouth for it and
 * lost the olives); a vermouth drunk is named in the list.
 */
const VERMOUTH_HOUR =
  /(?:^|\b)(?:(?:vermut|vermouth)\s+(?:hour|time)|(?:l'|la\s+)?hora\s+del\s+vermut|(?:fent|fer|haciendo|hacer)\s+(?:el\s+)?vermut)\s*:/giu;

/**
 * "Pollo al horno con patatas, un cuarto de pollo": the chicken named again as how much of it was eaten is the same
 * chicken (m36 read a roast chicken's portion and a quarter of another); the first naming is dropped.
 */
const CHICKEN_THEN_QUARTER =
  /\b(?:(?:roast(?:ed)?|rotisserie)\s+)?(?:pollo|pollastre|chicken)(?:\s+(?:al horno|al forn|asado|rostit|a l'ast|al ast|roast(?:ed)?))?(?=(?:\s+(?:con|amb|with)\s+[^,;+]+)?\s*,\s*(?:un quart|un cuarto|a quarter)\s+(?:de|d'|of)\s*(?:(?:a|un)\s+)?(?:pollo|pollastre|chicken)\b)/giu;

/** "Pizza, 2 talls de barbacoa": slices of that pizza, as "2 talls de pizza barbacoa" reads (m37 read three pizzas). */
const PIZZA_SLICES_OF_KIND = new RegExp(
  String.raw`\bpizza\s*,\s*(${COUNT_WORD})\s+(talls?|trossos|tros|porcions|porciones|porci[oó]n?|trozos?|slices?|pieces?|llesques|llesca)\s+(?:de|d'|of)\s+(?!(?:pizza)\b)`,
  'giu',
);

/**
 * "Un bol gran de crema de carbassa": the size of the bowl said after it, read as "un gran bol de" is (m38 read granola
 * for "gran" beside a dish spelled out).
 */
const VESSEL_SIZE_AFTER =
  /\b(un|una|a)\s+(bol|plat|plato|cuenco|taz[oó]n|taza|tassa|bowl|plate)\s+(gran|grande|petit|petita|peque[nñ][oa]|big|large|small)\s+(?=de\s|d'|of\s)/giu;

/** "Arepa de queso": the arepa and what fills it, at most 60 g (m38 read a fresh cheese and no arepa). */
const AREPA_OF = /\b(arepas?)\s+(?:de\s+|d')(?!ma[ií]z\b|blat\b)(?=\p{L})/giu;

/** "6 beef fajitas": six tortillas of them, as "beef fajitas, 6 tortillas" reads (three to a serving). */
const FAJITAS_COUNTED = new RegExp(
  String.raw`\b(${COUNT_WORD})\s+((?:(?:chicken|beef|steak|pork|prawn|veggie|vegetable)\s+)?fajitas(?:\s+(?:de|d')\s*[\p{L}]+)?)`,
  'giu',
);

/**
 * "Un sobre de sucre", "dos sobres de azúcar", "2 sugar sachets": a bar's sachet of sugar weighs 8 g (m39: "sobre", also "on", split the line
 * and read a sugar-free cola for "de sucre"; two sachets counted two coffees).
 */
const SACHETS = new RegExp(
  String.raw`\b(${COUNT_WORD})\s+(?:(?:sobres?|sachets?|packets?)\s+(?:de\s+|d'|of\s+)(sucre|az[uú]car|sugar)|(sugar)\s+(?:sachets?|packets?))\b`,
  'giu',
);
const sachets = (_whole: string, count: string, sugar?: string, before?: string) =>
  `${countOf(count) * 8} g ${sugar ?? before}`;

/** What is said before the slices and toppings are read. */
export const plainBefore = (text: string): string =>
  DISH_TYPOS.reduce((typed, [typo, dish]) => typed.replace(typo, dish), measuresSaid(text))
    .replace(EATEN_OF_HELD, '$2 $1')
    .replace(EGGS_COUNTED_AFTER, '$3 $1$2')
    .replace(PINTXOS_MOSTLY, '$2 $1 - ')
    .replace(PINTXOS_LISTED, pintxosListed)
    .replace(PLUS_MISTYPED, ' + ')
    .replace(CHICKEN_THEN_QUARTER, '')
    .replace(QUARTER_AFTER, '$2 de $1')
    .replace(STYLE_OF, '')
    .replace(PINCHO_OF_TORTILLA, pinchoOfTortilla)
    .replace(MY_HALF_OF, '$1, mig plat, ')
    .replace(RESTAURANT_PORTION, '')
    .replace(VERMOUTH_HOUR, ' + ')
    .replace(PIZZA_SLICES_OF_KIND, '$1 $2 de pizza ')
    .replace(VESSEL_SIZE_AFTER, '$1 $3 $2 ')
    .replace(AREPA_OF, '$1 con ≤60 g ')
    .replace(FAJITAS_COUNTED, '$2, $1 tortillas')
    .replace(SACHETS, sachets)
    .replace(ARTICLE_L, '')
    .replace(MEAL_OF_KIND, ' ')
    .replace(CHURROS_COUNTED_AGAIN, '$4 $1 $2 $3')
    .replace(SHARED_HALF, '')
    .replace(WHOLE_ONE, '$1 ')
    .replace(DUNKED, dunked)
    .replace(ONE_MORE_OF, '$1 $3 una $2 ')
    .replace(ANOTHER_OF, (_whole, and: string) => `${and} una ${and === 'i' ? 'ració' : 'ración'} `)
    .replace(TAPER, 'tàper$1 ')
    .replace(ALL_I_OLI, 'allioli')
    .replace(SQUID_ROLL, '$1calamares')
    .replace(VERY_HOT_CHOCOLATE, '$1 ')
    .replace(WARM, '')
    .replace(SUIS, 'xocolata desfeta amb nata')
    .replace(TIN_OF_SHELLFISH, '')
    .replace(TINS_OF_MACKEREL, tinsOfMackerel)
    .replace(FROZEN_FRUIT, '')
    .replace(CAPPUCCINO_TYPO, 'cappuccino$1')
    .replace(ALSO_SHORT, ' ')
    .replace(SPOONS_AFTER, '$2 $3 of $1')
    .replace(CHOCOLATE_WITH_CHURROS, (_whole, withWord: string) => `hot chocolate ${withWord} `)
    .replace(CHICKPEAS_BESIDE, '$1$2 80 g cooked chickpeas')
    .replace(GRATED_PRODUCE, '')
    .replace(BAG_SIZE, '$1 ')
    .replace(BOCADILLO_TYPO, (typed) => typed.replace(/l(?=os?$)/iu, 'll'))
    .replace(KIND_IN_BRACKETS, '$2$1')
    .replace(BRACKETED_PARTS, bracketedParts)
    .replace(VEG_NAMED, '')
    .replace(EGGS_COUNTED, '$2 $1')
    .replace(CALCOTS_ROMESCO, calcotsRomesco)
    .replace(SIZE_BEFORE_DRY_GIVEN, '')
    .replace(DRY_PASTA_GIVEN, (_whole, grams: string) => `, ${Number(grams) / 100} plates`)
    .replace(TEA_MILK, '$1 with milk')
    .replace(DECAF_BEFORE, '')
    .replace(DECAF, decafAs)
    .replace(SCRAMBLED, ' + 120 g egg + 5 ml extra virgin olive oil + ')
    .replace(COCA_WITH_ITS_OWN, '$1')
    .replace(SLICED_SANDWICH, slicedSandwich)
    .replace(TOASTED_SLICE, '$1 de pa de pagès')
    .replace(HALF_A_BOTTLE, '375 ml $1')
    .replace(WINE_BOTTLE, '$1');

/**
 * Half a bottle of wine or cava is 375 ml (m44 read "half a bottle of white wine" as half a baguette). A whole bottle is
 * read as a glass ("una ampolla de vi negre" read black pepper): it is mostly shared, and who shared it is often said
 * apart ("entre 4").
 */
const HALF_A_BOTTLE =
  /\b(?:half a|half|mitja|media)\s+(?:bottle|ampolla|botella)\s+(?:of\s+|de\s+|d')((?:white |red |ros[eé] )?wine|vi(?: blanc| negre| rosat)?|vino(?: blanco| tinto| rosado)?|cava)\b/giu;
const WINE_BOTTLE =
  /\b(?:(?:a|an|one|una|un)\s+)?(?:bottle|ampolla|botella)\s+(?:of\s+|de\s+|d')((?:white |red |ros[eé] )?wine|vi(?: blanc| negre| rosat)?|vino(?: blanco| tinto| rosado)?|cava)\b/giu;

/** A slice of toasted bread is a slice of a loaf toasted, not one crispbread biscotte (m43 read "una llesca de pa torrat" as 8 g). */
const TOASTED_SLICE = /\b(llesca|llesques|rebanada|rebanadas)\s+de\s+(?:pa|pan)\s+(?:torrat|tostado)\b/giu;

/**
 * A dish named for its feast ("escudella de Nadal") is that dish (m16 read a Christmas pudding too); a Christmas soup is
 * the sopa de galets.
 */
const DISH_OF_FEAST =
  /\b(escudellas?|sopas?|sopes|caldo|brou|canelons|canelones|cocido|galets|carn d'olla)\s+(?:de|del)\s+(?:nadal|navidad|sant esteve|san esteban|cap d'any|reis|reyes)\b/giu;
/**
 * When it was eaten, said as a time ("a mitjanit", "at midnight", "late night": m44 read canned tuna; "a media mañana"
 * read an apple in m30): no food (m16 read the grapes after it as granola); the Catalan quarters too (m26: "dos quarts de nou" read 400 g of chicken, a quarter of
 * one).
 */
const AT_TIME =
  /\b(?:a (?:mitjanit|mitja nit|la mitjanit|medianoche|la medianoche|les campanades|las campanadas|media ma[nñ]ana|media tarde|mig mat[ií]|mitja tarda)|at (?:midnight|the stroke of midnight|the chimes)|late[\s-]night|mid[\s-](?:morning|afternoon)|(?:a\s+)?(?:un|dos|tres)\s+quarts?\s+(?:de\s+|d')(?:una|dues|tres|quatre|cinc|sis|set|vuit|nou|deu|onze|dotze|\d{1,2})(?:\s+(?:del\s+mat[ií]|de\s+la\s+tarda|del\s+vespre|de\s+la\s+nit))?)\b\s*[,:]?/giu;
/**
 * "Shakshuka at brunch with bread on the side": when and where it was had, no food (m25 left both unknown); "parmesan on top"
 * is the parmesan (m27 read whipped cream).
 */
const AT_MEAL = /\b(?:at|for)\s+(?:brunch|breakfast|lunch|dinner|supper)\b|\s*\bon (?:the side|top)\b/giu;
/** "Watching the match", "mirant el partit": what was on while eating, no food (m41 read matcha from "match"). */
const WATCHING =
  /\b(?:while\s+)?(?:watching|mirant|veient|viendo)\s+(?:(?:the|a|el|la|un|una|les|els|las|los)\s+)?(?:match|game|football|film|movie|telly|tv|series|partit|partido|f[uú]tbol|pel[·.]?l[ií]cula|peli|pel[ií]cula|tele|s[eè]ries?)\b/giu;
/**
 * "BBQ chicken pizza", "ham and mushroom pizza": the toppings named before an English pizza are the pizza's, no plate of
 * chicken beside it (m41 read chicken breast and no pizza).
 */
const TOPPED_PIZZA =
  /\b(?:(?:bbq|barbecue|chicken|ham|mushrooms?|pineapple|veggie|vegetable|tuna|spinach|sausage|bacon|meat|pepper|peppers|onion|olives?|anchov(?:y|ies)|chorizo|salami|spicy|cheese|four cheese)\s+(?:(?:and|&)\s+)?){1,3}(?=pizzas?\b)/giu;
/**
 * "Pizza de pernil dolç i formatge", "pizza de jamón y queso": the toppings named after a Catalan or Spanish pizza are on
 * it, a little each beside the pizza's own (m43 read 60 g of ham and 100 g of fresh cheese beside a slice).
 */
const TOPPING = String.raw`(?:pernil dol[cç]|pernil|jam[oó]n(?: york| cocido| dulce| serrano)?|formatge|queso|mozzarella|tonyina|at[uú]n|xampinyons|champi[nñ]ones|bolets|setas|pinya|pi[nñ]a|pollastre|pollo|bacon|beicon|bac[oó]|pebrot|pimiento|ceba|cebolla|olives|aceitunas|anxoves|anchoas|chorizo|xori[cç]o|fuet|salami|pepperoni|verdures|verduras|espinacs|espinacas)`;
const PIZZA_TOPPINGS = new RegExp(
  String.raw`(?<=\bpizzas?)\s+(?:de|amb|con)\s+${TOPPING}(?:(?:\s*,\s*|\s+(?:i|y|amb|con)\s+)${TOPPING})*(?![\p{L}])`,
  'giu',
);
/** Soy beside sushi, a poke or noodles is the sauce, not a glass of soy drink (m41 read 258 ml with "sushi … amb soja"). */
const SOY_ALONE =
  /(?<=\b(?:amb|con|with|i|y|and|de|of)\s+(?:(?:una\s+mica\s+de|un\s+poco\s+de|a\s+bit\s+of|some|a\s+little)\s+)?)(?<!\bsalsa\s+de\s+)(?:soja|soya|soy)\b(?!\s+(?:milk|drink|sauce|yogh?urt|beguda|bebida|llet|leche|salsa|iogurt|yogur))/giu;
const ASIAN_DISH =
  /\b(?:sushis?|nigiris?|makis?|sashimis?|uramakis?|temakis?|pok[eé]s?|ramen|gyozas?|wok|noodles|fideos chinos|fideus xinesos|yakisoba|tataki)\b/iu;
/** A burrito bowl is a burrito's filling in a bowl, no tortilla: its parts, when named, are what it holds (m15 read a burrito too). */
const BURRITO_BOWL = /\bburrito\s+(?=bowls?\s+(?:with|amb|con|de)\b)/giu;
/**
 * "Vermut with chips and olives": at a vermouth the chips are a bag's crisps, as "patatas chips" are in Spain (m15 read
 * fries); with fish or a burger they stay fries.
 */
const APERITIF = /\b(?:vermut|vermouth|vermuts|aperitiu|aperitivo|aperitif)\b/iu;
const CHIPS = /(?<!\b(?:patatas|patates)\s+)\bchips\b(?<!\bfish and chips)/giu;
/** "Canelones con su bechamel": the dish's own sauce, already in it (m15 counted the béchamel twice). */
const OWN_SAUCE =
  /\s*\b(?:con su|con sus|amb la seva|amb el seu|amb les seves|amb els seus|with its|with their)\s+(?:bechamel|besamel|beixamel|b[eé]chamel|salsa|sauce|gratinado|gratinat|gratin)\b/giu;
/**
 * Croquettes named by a filling that is a dish or a meat ("croquetes de carn d'olla", "croquetas de cocido"): croquettes
 * (m15 read the whole carn d'olla beside ham croquettes), homemade ones too (m41). Ham's keep their name.
 */
const CROQUETTE_FILLING =
  /\b(croquet(?:es|as|a|tes|te))(?:\s+(?:caseras?|casolanes?|homemade|de la (?:abuela|iaia|[aà]via)))?\s+(?:de\s+(?:la\s+|l')?|d')(?:carn d'olla|cocido|puchero|escudella|rostit|rustido|pollastre|pollo|gallina|carn|carne|bacallà|bacalla|bacalao|espinacs|espinacas|bolets|setas|ceps|formatge|queso|calamars|calamares|sípia|sepia|gambes|gambas|tonyina|at[uú]n|pernil i formatge|pollastre rostit|pollo asado)\b/giu;
/** "Coca with sugar and pine nuts": the sugar coca's own topping, not a spoon of sugar and a handful of pine nuts (m41). */
const COCA_TOPPED =
  /\b(coca)\s+(?:(?:with|amb|con)\s+|de\s+)(?:sugar|sucre|az[uú]car)(?:\s+(?:and|i|y)\s+(?:pine\s*nuts|pinyons|pi[nñ]ones))?\b/giu;
/** "Mussels in tomato sauce": the sauce is eaten with them (m15 read only the mussels). */
const IN_SAUCE = /\bin\s+(?=(?:a\s+)?(?:[a-z]+\s+){0,2}sauce\b)/giu;
/** "Mitja dotzena de", "una docena de", "half a dozen": six or twelve (m15's half-dozen croquetas read as three). */
const DOZEN =
  /\b(?:(mitja|media|half an?|half)\s+(?:dotzena|docena|dozen)|(?:(?:una|a)\s+)?(?:dotzena|docena|dozen))(?:\s+(?:de|of)\b|\s*d')?\s*/giu;

/** "Steak frites", "moules frites": the dish and its fries (m17 read the steak alone). */
const FRITES = /\b(steak|moules|mussels|entrec[oô]te)[- ](frites)\b/giu;
/** A Sunday roast named before its parts ("Sunday roast at the Irish pub: beef, …") is their meal; alone it is a dish. */
const SUNDAY_ROAST_NAMED = /\bsunday roast\b(?=(?:\s+(?:at|in|from)\b[^:,;]{0,60})?\s*:)/giu;
/** "Dinar d'Any Nou", "New Year's Day": the day, no food (m17 read walnuts, "nous"). */
const NEW_YEAR = /(?:\b(?:d'|de\s+)?any nou\b|\b(?:de\s+)?a[nñ]o nuevo\b|\bnew year'?s?(?:\s+(?:day|eve))?\b)\s*:?/giu;

/** "Post-gym: protein shake": when it was had, no food (m19 read a protein bar from "post"). */
const AROUND_WORKOUT =
  /\b(?:post|pre)[- ]?(?:gym|workout|training|run|entreno|entrenament|gimn[aà]s|gimnasio)\b\s*:?/giu;

/** The Three Kings' parade as when it was eaten ("after the kings parade"): no food (m22 read king prawns). */
const KINGS_PARADE =
  /\b(?:(?:after|before|at|during|from|watching)\s+(?:the\s+)?(?:three\s+)?kings'?\s+parade|(?:(?:despr[eé]s|abans)\s+de\s+|(?:despu[eé]s|antes)\s+de\s+|a\s+|en\s+)?(?:la\s+)?(?:cavalcada(?:\s+de(?:ls)?\s+reis)?|cabalgata(?:\s+de(?:\s+los)?\s+reyes)?))\b\s*,?/giu;

/** What is said of the dishes once the meals' names are taken out. */
export const plainNames = (text: string): string =>
  text
    .replace(DISH_OF_FEAST, (_whole, dish: string) => (/^sop/i.test(dish) ? 'sopa de galets' : dish))
    .replace(FRITES, '$1 + $2')
    .replace(SUNDAY_ROAST_NAMED, ' + ')
    .replace(NEW_YEAR, ' + ')
    .replace(AT_TIME, ' + ')
    .replace(AT_MEAL, ' ')
    .replace(WATCHING, ' + ')
    .replace(TOPPED_PIZZA, '')
    .replace(PIZZA_TOPPINGS, (toppings) =>
      [...toppings.matchAll(new RegExp(TOPPING, 'giu'))].map(([topping]) => ` + 10 g ${topping}`).join(''),
    )
    .replace(SOY_ALONE, (soy) => (ASIAN_DISH.test(text) ? (/^soy$/i.test(soy) ? 'soy sauce' : 'salsa de soja') : soy))
    .replace(AROUND_WORKOUT, ' + ')
    .replace(KINGS_PARADE, ' + ')
    .replace(BURRITO_BOWL, '')
    .replace(CHIPS, (chips) => (APERITIF.test(text) ? 'crisps' : chips))
    .replace(OWN_SAUCE, '')
    .replace(CROQUETTE_FILLING, '$1')
    .replace(COCA_TOPPED, '$1')
    .replace(IN_SAUCE, 'with ')
    .replace(DOZEN, (_whole, half?: string) => (half ? '6 ' : '12 '));
