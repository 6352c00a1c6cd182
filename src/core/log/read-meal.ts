/**
 * @module
 * What a person typed they ate, read as foods with amounts: "un croissant i un cafè amb llet",
 * "200 g de pollastre amb arròs", "2 eggs and toast". A food without an amount counts as one of its
 * usual portions; a number before a food counts portions; grams or millilitres are taken as given.
 */
import type { Language, ReplyLanguage } from '../ports.js';
import type { NutrientLookup, NutrientMatch } from '../photo/suggestion.js';
import { stemText, stemWord } from '../text.js';
import type { LoggedItem } from './meal-log.js';
import { COUNT_WORD, countOf, spelledOut, VESSEL } from './phrases.js';
import { DISH_CLOSE, DISH_CLOSE_WITH, DISH_OPEN } from './servings.js';

/** Words and marks that join foods in the three languages. */
// A count alone after a colon is the food's, as after a comma ("pintxos: 4 of them" read one pintxo, m33).
const JOIN =
  /\s*(?:,|:(?=\s*\d+(?:\s+(?:of them|d'ells|d'elles|de ellos|de ellas))?\s*(?:[,;+&]|$|\s(?:i|y|and|plus)\s))|\+|;|&|\band\b|\bwith\b|\bplus\b|\bw\/|\bw\b|\bi\b|\bamb\b|\by\b|\bcon\b|\bon\b|\bsobre\b|\bthen\b|\bafter\b|\bdespr[eé]s\b|\bdespu[eé]s\b|\bluego\b)\s*/i;
const AMOUNT = /^(\d+(?:[.,]\d+)?)\s*(kg|g|gr|grs|grams?|gramos?|ml|l)\.?\s+(?:(?:de|d'|of)\s*)?(.+)$/i;
const COUNT = new RegExp(String.raw`^(${COUNT_WORD})\s+(.+)$`, 'i');
/**
 * A serving named before a food ("una ració de", "un plat de", "una tapa de", "a plate of"): the food's usual portion,
 * and the word is no food ("plat" found plantain, "tapa" nothing).
 */
const SERVING = String.raw`(?:racions|raci[oó]n?(?:es)?|porcions|porci[oó]n?(?:es)?|plats?|platos?|plates?|platets?|platitos?|tapas?|tapes|portions?|servings?|helpings?|cazuel(?:it)?as?|cassol(?:et)?(?:a|es))(?:\s+(?:hondos?|fondos?|soperos?|llanos?|planos?|pla|fons|deep|sopers?))?\s+(?:de\s+|d'|of\s+)(?:(?:la|el|les|els|los|las|the)\s+)?`;
/**
 * Catalan and Spanish words for a piece of something, before the food they count ("dues llesques de pa"),
 * and what a drink comes in ("a glass of", "una copa de"): the food is what follows ("a wedge of spanish omelette" was
 * serrano ham, m50). English keeps
 * "slices of bread": the food index reads it well (sliced bread). A grape's "gra" counts grapes (m16: "dotze grans de
 * raïm" read 600 g of granola).
 */
const PIECE = new RegExp(
  String.raw`^(?:(?:grans?|granos?)\s+(?:de\s+|d')(?=ra[iï]m|uvas?)|(?:(?:little|small)\s+(?:pieces?|bits?)\s+of|llesca|llesques|llesqueta|llesquetes|rodanxa|rodanxes|rodajas?|tajadas?|talls?|tallets?|trossos|tros|trossets?|rebanadas?|lonchas?|trozos?|trocitos?|pedacitos?|pedazos?|filets?|filetes?|onzas?|unces|un[cç]a|scoops?\s+of|cacitos?|cazos?|quadradets?|quadrats?|cuadrad(?:it)?os?|grapats?|pu[nñ]ados?|bits?|pieces?|fillets?\s+of|handfuls?\s+of|squares?\s+of|rashers?\s+of|slices?\s+of|wedges?\s+of)(?:\s+(?:gran|grans|grande|grandes|petit|petita|petits|petites|peque[nñ][oa]s?))?\s+(?:de\s+|d')?|${VESSEL}|${SERVING})`,
  'i',
);
/** A small piece ("tres trossets de torró"): half a piece (m15 read three trossets of chocolate turrón as 84 g). */
const SMALL_PIECE = /^(?:trossets?|trocitos?|pedacitos?|little pieces?|small pieces?)\s/i;
/** Most grams one line of a log takes, so a typo ("2000 g de pa") cannot log a week's food. */
const MAX_ITEM_G = 1500;

/** A part read as a food since the last part that was not one. */
interface Read {
  part: string;
  at: number;
  countable: boolean;
  large: boolean;
  drink: boolean;
  /** Typed with its grams or millilitres. */
  weighed: boolean;
}

export interface ReadMeal {
  items: LoggedItem[];
  /** Parts no food was found for, as typed. */
  unknown: string[];
}

export function readMeal(text: string, foods: NutrientLookup, language: Language): ReadMeal {
  const items: LoggedItem[] = [];
  const unknown: string[] = [];
  // The parts read as foods since the last one that was not, so an amount or a count typed after a comma ("salmó, uns
  // 150 g", "polvorones, dos") can be given to the food it is of.
  let read: Read[] = [];
  // The items of each dish spelled out as its parts, from its first to past its last; those named again after "with"
  // ("escudella with pilota and chickpeas") are the dishes `restated` holds, from its "with" to the end of the line.
  const dishes: { from: number; to: number }[] = [];
  let restated: { from: number; to: number }[] = [];
  let inDish = false;
  // A phone's curly apostrophe is the straight one every phrase is written with ("l’oli" read tinned sardines).
  for (const part of spelledOut(text.replace(/[’‘ʼ]/gu, "'"))
    .split(JOIN)
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    if (part === DISH_OPEN || part === DISH_CLOSE || part === DISH_CLOSE_WITH) {
      inDish = part === DISH_OPEN;
      if (part === DISH_OPEN) dishes.push({ from: items.length, to: items.length });
      const closed = part === DISH_OPEN ? undefined : dishes.at(-1);
      if (closed) closed.to = items.length;
      if (closed && part === DISH_CLOSE_WITH) restated = [closed];
      else if (closed && restated.length > 0) restated.push(closed);
      continue;
    }
    if (FULL_PLATE.test(part) && read.length > 0) {
      for (const { at } of read.filter((each) => !each.drink)) items[at] = scaled(items[at], 1.25);
      read = [];
      continue;
    }
    // A plate's size alone ("big plate", "mitjana") is no food and nothing unknown, nor is what was not eaten ("no drink").
    if (SIZE_ONLY.test(part) && read.length > 0 && (SMALLER.test(part) || BIGGER.test(part))) {
      // "Fabada, un plato pequeño": the plate's size is of the food before it. A big one said after the food is a
      // fuller plate of it, a quarter more (the portions people mean by "a big bowl" of a dish already a plate's worth).
      const share = SMALLER.test(part) ? 0.6 : 1.25;
      for (const { at } of read.filter((each) => !each.drink)) items[at] = scaled(items[at], share);
      read = [];
      continue;
    }
    if (
      SIZE_ONLY.test(part) ||
      GLASS_ONLY.test(part) ||
      NOT_EATEN.test(part) ||
      COOKED_ONLY.test(part) ||
      ARTICLE_ONLY.test(part)
    )
      continue;
    // A topping's bound left alone when the topping was a dish spelled out ("torrada amb truita de xampinyons"): the dish
    // keeps its own amounts.
    if (UP_TO_ALONE.test(part)) continue;
    // "Fideuà amb allioli, mig plat": half of what the plate held, read since the last part that was no food.
    const plates = PLATES.exec(part);
    if (plates && read.length > 0) {
      for (const { at } of read) items[at] = scaled(items[at], countOf(plates[1]));
      read = [];
      continue;
    }
    // "Un pintxo" with no dish before it (or only a drink: "una canya i un pintxo") is a pintxo (m49's reading lost it).
    const pinchoOfDish = PINCHO.test(part) && read.some((each) => !each.drink);
    if (HALF_PLATE.test(part) || pinchoOfDish || TAPA_AFTER.test(part)) {
      const share = PINCHO.test(part) ? 0.8 : 0.5;
      // A plate's share is of its food: the drink beside it ("una canya i unes braves per compartir") is one's own.
      for (const { at } of read.filter((each) => !each.drink)) items[at] = scaled(items[at], share);
      read = [];
      continue;
    }
    // "Arroz con pollo, 200 g": the dish just spelled out as its parts weighed as a whole, its parts in proportion.
    const whole = AMOUNT_ALONE.exec(part) && dishes.at(-1)?.to === items.length ? dishes.at(-1) : undefined;
    if (whole && read.some((each) => each.at >= whole.from)) {
      weighedAsWhole(items, whole, grams(AMOUNT_ALONE.exec(part)?.[1] ?? ''));
      read = [];
      continue;
    }
    const after = amountAfter(part, read);
    if (after) {
      const found = readFoodAmount(after.text, foods, language);
      if (found) {
        items[after.at] = itemOf(found);
        read = [];
        continue;
      }
    }
    // "Pa amb tomàquet" spelled apart ("entrepà de fuet amb tomàquet", "tostada con tomate"): the tomato rubbed on it.
    if (RUBBED.test(part) && items.some((item) => BREAD.test(item.name))) {
      const rubbed = readFoodAmount(`25 g ${part}`, foods, language);
      if (rubbed) {
        items.push(itemOf(rubbed));
        continue;
      }
    }
    // "≤60 g pavo": a topping on a slice (`phrases.ts`), its portion but no more than that.
    const upTo = UP_TO.exec(part);
    const sized = part
      .slice(upTo?.[0].length ?? 0)
      .replace(SIZE, '')
      .replace(SIZE_AFTER, '');
    // A typo ("croisant", "macarrones" for "macarrons") is read as the nearest word the food table knows.
    const typed = readFoodAmount(sized, foods, language) ?? readFoodAmount(respelled(sized, foods), foods, language);
    let found = typed && atMost(resized(typed, part), upTo ? Number(upTo[1]) : Infinity);
    if (!found) {
      unknown.push(part);
      read = [];
      continue;
    }
    // A part of the dish named again ("escudella with pilota and chickpeas", "spag bol with 100 g dry spaghetti") is
    // that part: its amount, when one is given, replaces the dish's.
    // So is one weighed right after a dish of several foods ("arroz con pollo, unos 200 g de arroz cocido": m48 counted
    // the rice twice); a dish of one food weighed is that food, and a topping's grams are the reader's own ("pizza de
    // pepperoni").
    const last = dishes.at(-1);
    const justClosed = WEIGHED.test(sized) && last && last.to === items.length && last.to - last.from > 1 ? [last] : [];
    const again = inDish ? undefined : partOf(items, [...restated, ...justClosed], found.food.name, language);
    if (again !== undefined) {
      if (GIVEN.test(sized)) items[again] = itemOf(found);
      continue;
    }
    // A stew's own vegetables named in general after it (m47: "lentejas estofadas con verduras" added a 200 g plate of
    // menestra to the stew's onion and carrot): what the pot holds beside its sofregit, a smaller share.
    if (
      !inDish &&
      found.food.id === 'mixed-vegetables' &&
      !GIVEN.test(sized) &&
      restated.some((dish) => items.slice(dish.from, dish.to).some((item) => SOFREGIT_VEGETABLE.test(item.name)))
    )
      found = atMost(found, POT_VEGETABLES_G);
    // "Arroz blanco, 150 g de arroz cocido": the food before weighed, not a second one; so too one named further back
    // ("salmón al horno con verduras, 200 g de salmón": m38 counted the salmon twice).
    const weighed =
      WEIGHED.test(sized) && !inDish
        ? read.findLast(
            (each) =>
              !each.weighed &&
              !each.drink &&
              partOf(items, [{ from: each.at, to: each.at + 1 }], found.food.name, language) !== undefined,
          )
        : undefined;
    if (weighed) {
      items[weighed.at] = itemOf(found);
      weighed.weighed = true;
      continue;
    }
    read.push({
      part: sized,
      at: items.length,
      countable: Boolean(found.food.pieceG ?? found.food.onePieceG),
      large: found.food.portionG >= 100,
      drink: Boolean(found.food.drink),
      weighed: WEIGHED.test(sized),
    });
    items.push(itemOf(found));
  }
  return { items, unknown };
}

/** The dish's parts scaled to the grams it was weighed at (a dish's parts are all of it: a drink is no part). */
function weighedAsWhole(items: LoggedItem[], dish: { from: number; to: number }, total: number): void {
  const parts = items.slice(dish.from, dish.to).reduce((sum, item) => sum + item.grams * cookedWeight(item), 0);
  if (!(total > 0) || parts <= 0) return;
  for (let at = dish.from; at < dish.to; at++) items[at] = scaled(items[at], total / parts);
}

/**
 * How many times its weight a part weighs in the cooked dish: dry rice, pasta and pulses (mostly starch, little water or
 * fat) take up about one and a half times their weight in water as they cook; everything else weighs what it did.
 */
function cookedWeight(item: LoggedItem): number {
  const dry = item.grams > 0 && item.carbohydrateG / item.grams >= 0.55 && item.fatG / item.grams < 0.1;
  return dry && item.calories / item.grams >= 3.3 && item.calories / item.grams < 3.9 ? 2.5 : 1;
}

/** The grams of an amount typed alone ("200 g", "0,3 kg"); millilitres count as grams. */
function grams(amount: string): number {
  const value = Number.parseFloat(amount.replace(',', '.'));
  return /kg|(?<![a-z])l$/i.test(amount.trim()) ? value * 1000 : value;
}

/** An amount said roughly ("about 150 g", "unos 200 g", "aprox. 100 g"): the same amount. */
const ABOUT = String.raw`(?:about|around|roughly|approximately|approx\.?|aprox\.?|unos|unas|uns|unes|aproximadament|aproximadamente|~)`;
/** Grams or millilitres typed with a food ("150 g de arroz cocido"). */
const WEIGHED = new RegExp(String.raw`^(?:${ABOUT}\s*)?\d+(?:[.,]\d+)?\s*(?:kg|g|gr|grs|grams?|gramos?|ml|l)\b`, 'i');
/** An amount or a count typed with a food ("100g dry spaghetti", "3 churros"). */
const GIVEN = new RegExp(String.raw`^(?:${ABOUT}\s*(?=\d))?(?:\d|(?:${COUNT_WORD})\s)`, 'i');
/** Foods one dish part may be named as. */
const SAME_HEAD: Record<string, string> = Object.fromEntries(
  ['spaghetti', 'macaroni', 'noodles', 'fideus', 'espaguetis', 'macarrons'].map((word) => [
    stemWord(word),
    stemWord('pasta'),
  ]),
);

/** Grams of vegetables a stew holds beside its sofregit, when they are named after it. */
const POT_VEGETABLES_G = 80;
/** Vegetables a pot's sofregit is made of, in the three languages. */
const SOFREGIT_VEGETABLE =
  /\b(?:onions?|ceba|cebolla|carrots?|pastanaga|zanahoria|leeks?|porro|puerro|peppers?|pebrot|pimiento|courgettes?|zucchini|carbass[oó]|calabac[ií]n)\b/iu;

/** The item of the dish that is the food named, by the head of its name (English ends with it, Catalan starts). */
function partOf(
  items: readonly LoggedItem[],
  dishes: readonly { from: number; to: number }[],
  name: string,
  language: Language,
): number | undefined {
  const head = (each: string) => {
    // "Anchovies in olive oil" is anchovies, "brou de pollastre" brou: the name before what it is in or of.
    const words = stemText(each.split(/\s(?:in|with|of|amb|con|de|d'|en|al|a la)\s/i)[0])
      .split(' ')
      .filter(Boolean);
    const word = (language === 'en' ? words.at(-1) : words[0]) ?? '';
    return SAME_HEAD[word] ?? word;
  };
  for (const dish of dishes)
    for (let at = dish.from; at < dish.to; at++) if (head(items[at].name) === head(name)) return at;
  return undefined;
}

function itemOf({ food, ...eaten }: { food: NutrientMatch; grams: number; millilitres?: number }): LoggedItem {
  const per = (value: number) => Math.round((value * eaten.grams) / 10) / 10;
  return {
    name: food.name,
    ...eaten,
    calories: Math.round((food.per100g.kcal * eaten.grams) / 100),
    proteinG: per(food.per100g.proteinG),
    carbohydrateG: per(food.per100g.carbohydrateG),
    fatG: per(food.per100g.fatG),
  };
}

/** An article or a joining word left alone ("un batido con plátano…" spelled as its parts): no food, nothing unknown. */
const ARTICLE_ONLY = /^(?:a|an|the|un|una|uno|unos|unas|uns|unes|el|la|els|les|los|las|and|i|y|de|of|with|amb|con)$/i;

/** What was not eaten, named in the line ("no drink", "sense postres"). */
const NOT_EATEN = /^(?:no|sin|sense|without|cap|ni)\s+/i;

/**
 * An amount typed alone after a food ("uns 150 g", "about 200g") is the food's before it; a count ("dos", "5", "dos
 * trozos") is the nearest countable food's ("canelones con bechamel y queso gratinado, 4" counts the canelones).
 */
const AMOUNT_ALONE =
  /^(?:(?:uns|unos|unes|unas|about|around|approx\.?|aprox\.?|aproximadament|aproximadamente|~)\s*)?(\d+(?:[.,]\d+)?\s*(?:kg|g|gr|grs|grams?|gramos?|ml|l))\.?(?:\s+(?:en crudo|en cru|en sec|crudos?|crudas?|crus?|crues|raw|uncooked|dry|(cooked|cuits?|cuites?|cocid[oa]s?|bullits?|bullides?|hervid[oa]s?)))?(?:,?\s+(?:m[aá]s o menos|m[eé]s o menys|more or less|or so|roughly|aprox\.?|approx\.?|aproximadament|aproximadamente))?$/i;
const COUNT_ALONE = new RegExp(
  String.raw`^(?:(?:i\s+)?(?:had|ate|eaten)\s+|(?:me\s+)?com[ií]\s+|(?:en\s+)?(?:vaig menjar|he menjat)\s+)?(?:(?:about|around|maybe|perhaps|unes|unos|unas|uns|potser|quiz[aá]s?|igual)\s+(?=\d))?(${COUNT_WORD})(?:\s+of them|\s+d'ells|\s+de ellos|\s+de ellas)?(?:\s+(trozos?|trossos|tros|pieces|piezas|peces|unitats|unidades|units|slices|llesques|rebanadas|porciones|porcions|portions|wedges|scoops?|cacitos?|cazos?))?(?:\s+(?:actually|in the end|al final|en realitat|en realidad))?$`,
  'i',
);
function amountAfter(part: string, before: readonly Read[]): { text: string; at: number } | undefined {
  // "Arroz negro with alioli, about 300g", "calçots with romesco, around 20": the amount is the dish's, not its sauce's (m19).
  const last = before.findLast((food) => !SAUCE.test(food.part)) ?? before.at(-1);
  const amount = AMOUNT_ALONE.exec(part);
  // "White rice, 150g cooked": the cooked weight of the food, which the tables hold apart (m34 read cooked chickpeas).
  if (amount && last && amount[2])
    return {
      text: `${amount[1]} ${last.part.replace(LEADING_COUNT, '').replace(SERVING_BEFORE, '')} ${amount[2]}`,
      at: last.at,
    };
  if (amount && last) return { text: `${amount[1]} ${last.part.replace(LEADING_COUNT, '')}`, at: last.at };
  const count = COUNT_ALONE.exec(part);
  // "a" or "un" alone is no count of the food before it; "un tros" is one piece of it.
  if (!count || SOME.test(count[1]) || (/^(?:a|an|un|una|uno)$/i.test(count[1]) && !count[2])) return undefined;
  const counted = before.findLast((food) => food.countable && !SAUCE.test(food.part)) ?? last;
  if (!counted) return undefined;
  // "Una ración de croquetas, 6": six croquetas, not six raciones.
  const food = counted.part.replace(LEADING_COUNT, '').replace(SERVING_BEFORE, '');
  // "Pizza, two slices": slices of the pizza, as "two slices of pizza" reads (a dish's pieces are spelled out).
  const pieces =
    count[2] &&
    spelledOut(`${count[1]} ${count[2]} of ${food}`)
      .split(JOIN)
      .map((each) => each.trim());
  const spelled = pieces && pieces.filter((each) => each && each !== DISH_OPEN && each !== DISH_CLOSE);
  if (spelled?.length === 1) return { text: spelled[0], at: counted.at };
  // "Salmon avocado roll, 8 pieces": pieces of a food without pieces of its own, and a plate's worth a portion, are no
  // eight portions of it (1.2 kg of salmon); the food stays as read.
  if (!counted.countable && counted.large && (count[2] || countOf(count[1]) > 2))
    return { text: counted.part, at: counted.at };
  return { text: `${count[1]} ${food}`, at: counted.at };
}
const SAUCE =
  /\b(?:all-?i-?oli|allioli|alioli|aioli|romesco|mayo|mayonnaise|maionesa|mayonesa|ketchup|mostassa|mostaza|mustard|salsa|sauce)\b/i;
const SERVING_BEFORE = new RegExp(String.raw`^${SERVING}`, 'i');
const LEADING_COUNT = new RegExp(String.raw`^(?:${COUNT_WORD})\s+`, 'i');

/** One food with its amount, as typed ("2 ous", "200 g de pollastre", "a croissant"): the food and its grams, or undefined. */
export function readFoodAmount(
  part: string,
  foods: NutrientLookup,
  language: ReplyLanguage,
): ({ food: NutrientMatch } & ReturnType<typeof eatenOf>) | undefined {
  part = part
    .replace(HALF_OF_MANY, '$1 ració $2')
    .replace(DOUBLE_SHOT, '2 espresso')
    .replace(EXTRA_SHOT, 'espresso')
    .replace(EXTRA_OF, '');
  const amount = AMOUNT.exec(amountFirst(part));
  const count = amount ? undefined : COUNT.exec(countFirst(part));
  const typed = (amount?.[3] ?? count?.[2] ?? part).replace(FEW, '');
  // "A 20 g spoonful of honey": the grams typed are the spoon's.
  const spoon = SPOON.exec(typed);
  // "2 llesques de pa" counts slices of bread: the word for a piece names no food ("llesques" would find sliced cheese).
  const name = spoon ? typed.slice(spoon[0].length) : typed.replace(PIECE, '');
  const food = foods.find(name, language);
  if (!food) return undefined;
  // "Unes olives", "some almonds": a serving, not one piece.
  const counted = count && !SOME.test(count[1]) && !FEW.test(count[2]) ? count : undefined;
  if (spoon && !amount)
    return {
      food,
      ...spoonsOf(food, counted ? countOf(counted[1]) : 1, /^(?:cucharadit|culleradet|teasp|tsp)/i.test(spoon[1])),
    };
  // "A bag of peanuts", "dos gots de llet": the count is of what holds the food, each a usual portion.
  const held = HELD.test(typed);
  const piece = counted && !held ? piecesOf(food, name) : undefined;
  const eaten = eatenOf(food, amount, counted, piece && SMALL_PIECE.test(typed) ? piece / 2 : piece);
  return { food: amount && weighedCooked(food, typed, eaten.grams) ? asCooked(food) : food, ...eaten };
}

/**
 * Grams typed of a dry grain or legume are of it cooked when it says so ("200 g de pasta integral cocida"), or when
 * they are more than two dry portions and nothing says dry ("arroz blanco 200 g": 730 kcal raw, a plate's 260 cooked).
 * A portion or a count without grams is already a plate's worth of the dry food.
 */
const COOKED = /\b(?:cooked|boiled|cocid[oa]s?|hervid[oa]s?|cuit(?:a|s|es)?|bullit(?:s)?|bullid(?:a|es))\b/i;
const RAW =
  /\b(?:raw|dry|dried|uncooked|crud[oa]s?|crus?|crua|crues|secs?|seca|seques|seco|secas|secos)\b|en (?:sec|cru|crudo)\b/i;
/** Cooked weight over dry weight for pasta, rice and pulses (about 2.2 to 2.8; AESAN's portion guide and SR28). */
const COOKED_YIELD = 2.5;
const weighedCooked = (food: NutrientMatch, typed: string, grams: number) =>
  Boolean(food.dry) && !RAW.test(typed) && (COOKED.test(typed) || grams > 2 * food.portionG);
function asCooked(food: NutrientMatch): NutrientMatch {
  const per100g = Object.fromEntries(
    Object.entries(food.per100g).map(([key, value]) => [key, typeof value === 'number' ? value / COOKED_YIELD : value]),
  ) as NutrientMatch['per100g'];
  // "Cigrons secs" weighed cooked are chickpeas, not dried ones.
  return {
    ...food,
    name: food.name.replace(/\s*\b(?:dried|dry|secs|seques|secos|secas|sec|seca|seco)\b/giu, '').trim(),
    per100g,
  };
}

/** What holds a food or a serving of it ("a bag of", "mitja ració de"): a count of those, not of pieces. */
const HELD = new RegExp(
  String.raw`^(?:${VESSEL}|${SERVING}|(?:grapats?|pu[nñ]ados?|handfuls?)\s+(?:de\s+|d'|of\s+))`,
  'i',
);

/**
 * A spoon before a food ("una cullerada de mel", "2 tbsp of peanut butter"): a tablespoon is 15 g or ml and a teaspoon
 * 5 (the household measures of AESAN's portion guide), never more than the food's usual portion (a tablespoon of oil
 * as served is its 10 ml).
 */
const SPOON =
  /^(cullerades?|cullerada|culleradetes?|culleradeta|cucharadas?|cucharaditas?|tablespoons?|tbsp|teaspoons?|tsp|spoonfuls?|spoons?)\s+(?:soperes?|soperas?|de sopa|rases?|rasas?|colmadas?|plenes?|plena|heaped|level)?\s*(?:de\s+|d'|of\s+)/i;
function spoonsOf(food: NutrientMatch, spoons: number, teaspoon: boolean): { grams: number; millilitres?: number } {
  const each = Math.min(teaspoon ? 5 : 15, food.portionG);
  return food.millilitreG ? capped(spoons * each * food.millilitreG, spoons * each) : capped(spoons * each);
}

/** The part with each word the food table lacks replaced by the nearest one it has (the part itself when none is near). */
function respelled(part: string, foods: NutrientLookup): string {
  if (!foods.spell) return part;
  return part.replace(/\p{L}{5,}/gu, (word) => foods.spell?.(word) ?? word);
}

/** "A few", "unes quantes": a usual portion of what follows. */
const FEW = /^(?:a few|few|unes quantes|uns quants|unos cuantos|unas cuantas|algunes|alguns|algunos|algunas)\s+/i;

/** Size words before a food ("medium fries", "un plat gran"), which name no food. */
const SIZE_WORDS = String.raw`big|large|small|medium|huge|gran|grande|petit|petita|pequeñ[oa]|mediano|mediana|enorme`;
// A Big Mac is no big macaroni.
const SIZE = new RegExp(String.raw`^(?:(?:a|an|un|una)\s+)?(?:${SIZE_WORDS})\s+(?=\p{L})(?!macs?\b)`, 'iu');
const SIZE_ONLY = new RegExp(
  String.raw`^(?:(?:a|an|one|un|una)\s+)?(?:${SIZE_WORDS})(?:\s+(?:plate|bowl|portion|serving|one|plat|bol|ració|racio|plato|ración|racion))?$|^(?:(?:a|an|un|una)\s+)?(?:plate|bowl|plat|bol|plato|taza|tassa|cup|mug|cazuela|cassola)\s+(?:${SIZE_WORDS})$|^(?:(?:about|around|unos|uns|some)\s+)?(?:(?:a|an|one|un|una)\s+)?(?:plate(?:ful)?|bowl(?:ful)?|plat|bol|plato|cuenco|taz[oó]n|taza|tassa|cup|mug|cazuel(?:a|ita)|cassol(?:a|eta)|portion|serving|raci[oó]n?)(?:\s+(?:hondo|fondo|sopero|pla|llano|deep|fons))?(?:\s+(?:ben\s+)?(?:ple|plena|lleno|llena|full|heaped|colmado|a vessar))?$`,
  'iu',
);

/** A size after the food ("ensaïmada petita", "café grande"), which names no food either. */
const SIZE_AFTER = new RegExp(String.raw`\s+(?:${SIZE_WORDS})$`, 'iu');
/**
 * A usual portion made smaller or bigger by what was typed around it: "petita", "small" three fifths, "gran", "large"
 * one and a half, a tapa ("una tapa de ensaladilla") half the ració that is the food's portion. Grams typed are kept.
 */
// A piece said with its size after it, as Catalan and Spanish say it (m47: "un tros gran de coca de recapte" read granola).
const PIECE_SIZED = String.raw`(?:tros|trossos|trozos?|llesca|llesques|rebanadas?|porci[oó]n?|porcions|porciones)`;
// A count before the size is of pieces that size (m26: "3 small chocolate chip cookies" read three usual ones).
const SMALLER = new RegExp(
  String.raw`^(?:(?:a|an|un|una|${COUNT_WORD})\s+)?(?:small|little|mini|petit|petita|petits|petites|pequeñ[oa]s?|pequen[oa]s?)\b|\s(?:small|petit|petita|petits|petites|pequeñ[oa]s?|pequen[oa]s?|mini)$|^(?:(?:un|una|${COUNT_WORD})\s+)?${PIECE_SIZED}\s+(?:petit|petita|petits|petites|pequeñ[oa]s?|pequen[oa]s?)\s`,
  'iu',
);
// "Big mac" is the burger's name, not its size; "dotze grans de raïm" are grapes counted by the grain.
const BIGGER = new RegExp(
  String.raw`^(?:(?:a|an|un|una|${COUNT_WORD})\s+)?(?:big|large|huge|gran|grande|grans|grandes|enorme)\s(?!macs?\b)(?!(?:de|of)\s|d')|\s(?:large|grande|grandes|gran|grans|enorme|xl)$|^(?:(?:un|una|${COUNT_WORD})\s+)?${PIECE_SIZED}\s+(?:gran|grans|grande|grandes)\s`,
  'iu',
);
const TAPA = /^(?:(?:una|un|dues|dos|two|a)\s+)?(?:tapas?|tapes|tapetes?|tapeta|tapitas?)\s+(?:de\s+|d'|of\s+)/iu;
const UP_TO = /^≤\s*(\d+)\s*g\s+/;
const UP_TO_ALONE = /^≤\s*\d+\s*g$/;
/** The food's amount, no more than `grams` (a drink keeps its volume: no topping is one). */
function atMost<T extends { grams: number; millilitres?: number }>(found: T, grams: number): T {
  return found.grams <= grams || found.millilitres !== undefined ? found : { ...found, grams };
}

function resized<T extends { grams: number; millilitres?: number }>(found: T, part: string): T {
  if (AMOUNT.test(part) || /\d\s*(?:g|gr|ml|kg|l)\b/i.test(part)) return found;
  const factor = TAPA.test(part) ? 0.5 : SMALLER.test(part) ? 0.6 : BIGGER.test(part) ? 1.5 : 1;
  if (factor === 1) return found;
  const round = (value: number) =>
    value * factor < 10 ? Math.round(value * factor * 10) / 10 : Math.round(value * factor);
  return {
    ...found,
    grams: round(found.grams),
    ...(found.millilitres === undefined ? {} : { millilitres: round(found.millilitres) }),
  };
}

/** A glass said alone after the drink ("a jug of sangria between 4, so 1 glass"): the drink's, no food (m43 read a doughnut). */
const GLASS_ONLY =
  /^(?:(?:so|just|only|about|around|i e|that s|thats|like)\s+)?(?:(?:a|an|one|1)\s+)?(?:glass|glassful|glass each|cup|mug)$/i;

/** How the food before was cooked, typed alone ("pechuga de pollo, a la plancha"): no food. */
const COOKED_ONLY =
  /^(?:a la plancha|a la planxa|a la brasa|al forn|al horno|al vapor|grilled|fried|roasted|baked|steamed|boiled|fregit|fregida|frito|frita|bullit|bullida|hervido|hervida)$/i;

/** A tomato named alone after bread, and the bread's names in the three languages. */
const RUBBED = /^(?:tom[aà]quet|tomaquet|tomate|tomato)$/i;
const BREAD = /\b(?:pa|pan|bread|baguette|barra|torrada|tostada|toast|panet|llonguet)\b/i;

/** Half a plate or a ració typed after the food, or "I had about half" of a dish to share (m25). */
const HALF_PLATE =
  /^(?:(?:mig|mitja|medio|media|half(?:\s+an?)?)\s+(?:plat|plato|plate|raci[oó]n?|porci[oó]n?|portion|serving|bol|bowl|bote|pot|llauna|lata|tin|can|jar)|(?:(?:solo|només|nomes|just|only)\s+)?(?:la\s+mitad|la\s+meitat|half(?:\s+of\s+it)?)|(?:(?:i\s+)?(?:had|ate)\s+(?:(?:about|around|roughly|maybe|just|only)\s+)?|(?:about|around|roughly|maybe)\s+)half(?:\s+of\s+it)?)$/i;
/**
 * "Escudella barrejada, un plat ben ple": a plate piled up, a quarter more, as a big one said after the food (m21 read one
 * plate; writers' ranges for "ben ple" stop short of half as much again).
 */
const FULL_PLATE =
  /^(?:(?:un|a)\s+)?(?:plat|plato|plate|bol|bowl)\s+(?:ben\s+ple|bien\s+lleno|bien\s+cargado|a\s+vessar|hasta\s+arriba|fins\s+dalt|piled\s+high|piled\s+up|full\s+to\s+the\s+brim)$/i;
/** "Sopa de galets, dos platos": that many of what the plate held. */
const PLATES = new RegExp(
  String.raw`^(${COUNT_WORD})\s+(?:plats|platos|plates|bols|bowls|racions|raciones|portions|servings|helpings)$`,
  'i',
);
/** "Tortilla de patatas, un pincho": the bar's wedge, 120 g of a plate's 150 (m45: thirty writers' wedges weighed 100-130 g). */
const PINCHO = /^(?:un|una|a)\s+(?:pincho|pintxo)$/i;
/** "Ensaladilla rusa, una tapa": a tapa of the dish before, half the ració its serving is. */
const TAPA_AFTER = /^(?:una|a|one|1)\s+(?:tapa|tapeta|tapita)$/i;
/** An item at a share of its amount. */
function scaled(item: LoggedItem, share: number): LoggedItem {
  const tenth = (value: number) => Math.round(value * share * 10) / 10;
  return {
    ...item,
    grams: item.grams * share < 20 ? tenth(item.grams) : Math.round(item.grams * share),
    ...(item.millilitres === undefined ? {} : { millilitres: Math.round(item.millilitres * share) }),
    calories: Math.round(item.calories * share),
    proteinG: tenth(item.proteinG),
    carbohydrateG: tenth(item.carbohydrateG),
    fatG: tenth(item.fatG),
  };
}

/** Words for "some": a usual portion, whatever the food's pieces. */
const SOME = /^(?:uns|unes|unos|unas|some)$/i;

/** An amount typed after the food ("arròs bullit 150 g", "salmon (120g)"), put before it as the reader expects. */
const AMOUNT_AFTER = /^(\D.*?)\s*[(:,-]?\s*(\d+(?:[.,]\d+)?)\s*(kg|g|gr|grs|grams?|gramos?|ml|l)\.?\)?$/i;
const amountFirst = (part: string) =>
  part
    .replace(ABOUT_AMOUNT, '')
    .replace(AMOUNT_AFTER, (_, food: string, value: string, unit: string) => `${value} ${unit} ${food}`);
/** "Extra chilli sauce", "extra de queso": more of the food, not extra virgin olive oil (m48 read the oil). */
const EXTRA_OF = /^extra\s+(?:de\s+|d')?(?!virgin|virgen|verge|vergen)(?=\p{L})/iu;
/** A double espresso is two shots (it read double cream), an extra shot one more ("extra" is no food, "shot" brandy). */
const DOUBLE_SHOT = /^(?:(?:a|an|un|una)\s+)?(?:double|doble)\s+(?:espressos?|expressos?|shots? of espresso)\b/i;
const EXTRA_SHOT = /^(?:an\s+)?extra\s+shot(?:\s+of\s+espresso)?\b/i;
/** "Mitja de croquetes", "media de calamares": half a ració of many (m48 read half of one croquette). */
const HALF_OF_MANY = /^(mitja|media)\s+(de\s+|d')(?=[\p{L}]+s\b)/iu;
/** "About 150 g cooked rice", "unos 200 g de arroz cocido" (m48 read a plate of dry rice): the grams are the amount. */
const ABOUT_AMOUNT = new RegExp(
  String.raw`^${ABOUT}\s*(?=\d+(?:[.,]\d+)?\s*(?:kg|g|gr|grs|grams?|gramos?|ml|l)\b)`,
  'i',
);
/** A count typed after the food ("mince pies x2", "croquetes (4)", "canelones, 4 unidades"), put before it. */
const COUNT_AFTER =
  /^(\D.*?)\s*(?:[x×]\s*(\d+)|\((\d+)\)|,?\s+(\d+)\s+(?:unitats|unidades|units|pieces|peces|piezas))$/i;
const countFirst = (part: string) =>
  part.replace(
    COUNT_AFTER,
    (_, food: string, x?: string, brackets?: string, units?: string) => `${x ?? brackets ?? units} ${food}`,
  );

/** Grams of one piece when a count names pieces: an egg's always, an almond's only when the count is right before it. */
function piecesOf(food: NutrientMatch, name: string): number | undefined {
  if (food.pieceG) return food.pieceG;
  if (!food.onePieceG || !food.names) return undefined;
  const known = new Set(food.names.flatMap((each) => stemText(each).split(' ')));
  const named = name.replace(HOW_COOKED_BEFORE, '').replace(PIECE_SIZE, '');
  return known.has(stemText(named).split(' ')[0]) ? food.onePieceG : undefined;
}
/** A size said before a piece ("4 small cookies" are four pieces made smaller, not four portions). */
const PIECE_SIZE = new RegExp(String.raw`^(?:(?:${SIZE_WORDS}|little|mini)\s+)+`, 'iu');
/** How it was cooked, said before the food ("8 fried chicken wings" are eight wings, m41 read eight portions). */
const HOW_COOKED_BEFORE =
  /^(?:(?:fried|deep[- ]fried|roast|roasted|grilled|baked|breaded|crispy|spicy|buffalo|bbq|barbecue|glazed)\s+)+/i;

/**
 * What was eaten of `food`: its grams and, for a food measured by volume, the millilitres a person reads
 * (kept as typed or as the portion is, not worked back from rounded grams).
 */
function eatenOf(
  food: NutrientMatch,
  amount: RegExpExecArray | null,
  count: RegExpExecArray | null | undefined,
  pieceG?: number,
): { grams: number; millilitres?: number } {
  const perMl = food.millilitreG;
  if (amount) {
    const value = Number(amount[1].replace(',', '.')) * (/^(kg|l)$/i.test(amount[2]) ? 1000 : 1);
    const byVolume = /^(ml|l)$/i.test(amount[2]);
    if (!perMl) return capped(value);
    return byVolume ? capped(value * perMl, value) : capped(value, value / perMl);
  }
  // "2 ous" is two eggs, not two servings of eggs; a food without a count is one usual portion, and a
  // drink's portion is a volume ("a glass": 250 ml of milk, which weighs 258 g).
  const times = count ? countOf(count[1]) : 1;
  if (count && pieceG) return capped(times * pieceG);
  return perMl ? capped(times * food.portionG * perMl, times * food.portionG) : capped(times * food.portionG);
}

/** Grams (and millilitres) rounded, and cut to the most one line may log. */
function capped(grams: number, millilitres?: number): { grams: number; millilitres?: number } {
  const share = grams > MAX_ITEM_G ? MAX_ITEM_G / grams : 1;
  return {
    // A piece under 10 g keeps a decimal: an almond is 1.2 g, not 1.
    grams: grams * share < 10 ? Math.round(grams * share * 10) / 10 : Math.round(grams * share),
    ...(millilitres === undefined ? {} : { millilitres: Math.round(millilitres * share) }),
  };
}
