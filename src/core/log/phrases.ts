/**
 * @module
 * Phrases that stand for more than one food, spelled out before a typed meal is read: a coffee with
 * milk is coffee and milk in a café's proportions, a sandwich is its bread and its filling. What a
 * drink comes in ("a glass of", "una copa de") is a word of its own, so the food is what follows
 * ("glass" alone would find a glazed doughnut, "copa" oat flakes).
 */

import { COUNT_WORD, countOf } from './counts.js';
import { plainBefore, plainNames, SLICES_AFTER } from './said-plainly.js';
import { DISH_OPEN, withServingsSpelledOut } from './servings.js';

export { COUNT_WORD, countOf };

/** What a drink comes in, with the word that leads to the drink ("un got de", "a glass of", "una taza grande de"). */
export const VESSEL =
  "(?:(?:gots?|vasos?|tasses?|tassa|copes?|copa|taza|tazas|copas|glass(?:es)?|cups?|mugs?|bols?|bowls?|cuencos?)\\s+(?:(?:grans?|grandes?|petit|petita|petits|petites|peque[nñ][oa]s?|big|large|small)\\s+)?|(?:ampolles?|llaunes?|llauna|botellas?|latas?|bottles?|cans?|bags?|packets?|packs?|bosses|bossa|bolsas?|paquets?|paquetes?|tuppers?|t[aà]pers?|tupperwares?|fiambreras?|carmanyoles?|carmanyola|pots?)\\s+)(?:de\\s+|d'|of\\s+)";

/**
 * Coffee with milk is one drink, not a cup of coffee and a glass of milk: "un cafè amb llet" is read as
 * 60 ml of coffee and 140 ml of milk, a tallat as 40 and 40 (a café's cup); a count multiplies the cup
 * ("2 cafès amb llet"), and millilitres given are shared in the same proportions ("300 ml de cafè amb llet").
 */
const DRINKS: { name: RegExp; coffeeMl: number; milkMl: number; base?: string; milk?: string }[] = [
  // A latte or a café con leche made with a plant drink: the drink for the milk (read first, "latte" alone is cow's milk).
  ...(
    [
      ['oat', 'avena', 'civada', 'oat drink'],
      ['soy|soya', 'soja', 'soja', 'soy drink'],
    ] as const
  ).map(([en, es, ca, milk]) => ({
    name: new RegExp(
      String.raw`(?:${en})(?: milk)? (?:lattes?|flat whites?|cappuccinos?|coffees?)|(?:lattes?|flat whites?|cappuccinos?|coffees?) with (?:${en}) milk|caf[eé]s? con (?:leche|bebida) de ${es}|caf[eè]s? amb (?:llet|beguda) de ${ca}`,
    ),
    coffeeMl: 60,
    milkMl: 140,
    milk,
  })),
  // Made with skimmed or whole milk, said after the milk or before the coffee: that milk (semi-skimmed is the default).
  ...(
    [
      ['desnatada|descremada', 'desnatada|descremada', 'skim(?:med)?|skinny|fat-free', 'skimmed milk'],
      ['entera', 'sencera|entera', 'whole|full-fat', 'whole milk'],
    ] as const
  ).flatMap(([es, ca, en, milk]) => [
    {
      name: new RegExp(
        String.raw`caf[eé]s? con leche (?:${es})|caf(?:[eè]s?|ès) amb llet (?:${ca})|(?:coffees?|lattes?|flat whites?|cappuccinos?) with (?:${en}) milk|(?:${en})(?: milk)? (?:lattes?|flat whites?|cappuccinos?)`,
      ),
      coffeeMl: 60,
      milkMl: 140,
      milk,
    },
    {
      name: new RegExp(String.raw`cortados? (?:con|de) leche (?:${es})|tallats? (?:amb|de) llet (?:${ca})`),
      coffeeMl: 40,
      milkMl: 40,
      milk,
    },
  ]),
  {
    name: /caf(?:[eè]s?|ès) amb llet|caf[eé]s? con leche|coffees? with milk|white coffees?|lattes?|flat whites?|cappuccinos?|capuchinos?|caputxinos?/,
    coffeeMl: 60,
    milkMl: 140,
  },
  { name: /tallats?|cortados?/, coffeeMl: 40, milkMl: 40 },
  // Tea with milk, as it is drunk in Britain: a mug of tea and a splash of milk.
  {
    name: /(?:black )?teas? with (?:a (?:splash|dash|drop) of )?milk|builder'?s teas?|t[eé]s? (?:amb|con) (?:una mica de |un poco de |un chorrito de )?(?:llet|leche)/,
    coffeeMl: 220,
    milkMl: 30,
    base: 'black tea',
  },
];
// A size before the cup names no food (m27: "big mug of tea with milk" read "big … black" as a black coffee).
// A large cup is a coffee shop's 350 ml against a café's 200, a small one about 140 (m30: a large oat cappuccino read a
// café's cup).
const DRINK_AMOUNT = String.raw`(?:(\d+(?:[.,]\d+)?)\s*ml\s+(?:(?:de|d'|of)\s*)?|(?:(${COUNT_WORD})\s+)?(?:(big|large|small|gran|grande|petit|petita|peque[nñ]a|peque[nñ]o)\s+)?(?:${VESSEL})?)`;
const cupSize = (size: string | undefined) => (!size ? 1 : /^(?:small|petit|peque)/i.test(size) ? 0.7 : 1.75);

function withDrinksSpelledOut(text: string): string {
  return DRINKS.reduce(
    (spelled, drink) =>
      spelled.replace(
        new RegExp(String.raw`\b${DRINK_AMOUNT}(?:${drink.name.source})\b`, 'gi'),
        (_, ml: string | undefined, count: string | undefined, size: string | undefined) => {
          const cups = ml
            ? Number(ml.replace(',', '.')) / (drink.coffeeMl + drink.milkMl)
            : (count ? countOf(count) : 1) * cupSize(size);
          return `${Math.round(cups * drink.coffeeMl)} ml ${drink.base ?? 'coffee'} + ${Math.round(cups * drink.milkMl)} ml ${drink.milk ?? 'milk'}`;
        },
      ),
    text,
  );
}

/**
 * A sandwich is its bread and its filling: "un entrepà de pernil" (a third of a baguette, 100 g, and a
 * portion of ham), "un entrepanet de formatge" (50 g), "a ham sandwich" (two slices of sliced bread,
 * 50 g). A count counts both ("2 entrepans de tonyina"). Without a filling named, an entrepà is its
 * bread ("un entrepà"), while "a sandwich" is left to the food index (sliced bread).
 */
const SANDWICHES: { words: string; breadG: number; bread: string; fillingShare?: number }[] = [
  {
    // A pepito is a roll of beef or loin (m33 read "un pepito de ternera" as biscuits); a pepito de crema is a pastry.
    words: String.raw`entrepà|entrepa|entrepans|bocadillos?|bocatas?|bocates|pepitos?(?=\s+de\s+(?:ternera|lomo|pollo|vedella|llom|pollastre|filete|carne))`,
    breadG: 100,
    bread: 'baguette',
  },
  // A small one holds a third of a portion on a 40 g roll (m24: "montadito de lomo" read a plate's 150 g of loin in a 50 g
  // roll; m46: two read 581 kcal, where the writers' small rolls held 30-50 g of loin).
  { words: 'entrepanets?|bocadillitos?|montaditos?', breadG: 40, bread: 'baguette', fillingShare: 0.3 },
];
const SANDWICH_WORDS = SANDWICHES.map((sandwich) => sandwich.words).join('|');
// A size between the count and the word names no food ("dos grans entrepans" read granola).
const SANDWICH_SIZE = String.raw`(?:(?:grans?|grandes?|petits?|petites?|petita|pequeñ[oa]s?|big|small)\s+)?`;
const CATALAN_SANDWICH = new RegExp(
  String.raw`\b(?:(${COUNT_WORD})\s+)?${SANDWICH_SIZE}(${SANDWICH_WORDS})\s+(?:de\s+|d')`,
  'gi',
);
/** A sandwich word left once those with a filling are spelled out: "un entrepà" is its bread. */
const PLAIN_SANDWICH = new RegExp(
  String.raw`\b(?:(${COUNT_WORD})\s+)?${SANDWICH_SIZE}(${SANDWICH_WORDS})(?=$|[\s,;+&.])`,
  'gi',
);
const ENGLISH_SANDWICH = new RegExp(
  String.raw`\b(?:(${COUNT_WORD})\s+)?((?:(?:an?\s+)?(?:tortilla|truita)\s+(?:de|d')\s*(?:patatas?|patates|patata)\s+|(?:[a-z]+\s+){1,2}?))(?:sandwich(?:es)?|sandwhich(?:es)?|sandwitch(?:es)?|sanwich(?:es)?|sarnies?)\b(?:\s+on\s+(white|brown|wholemeal|wholewheat|wholegrain|granary|seeded|multigrain|rye|sourdough)(?:\s+(?:sliced\s+)?bread)?\b)?`,
  'gi',
);

/** The loaf a sandwich is said to be "on" ("on white bread" is its sliced bread, not a baguette beside it, m41). */
const SANDWICH_BREADS: Record<string, string> = {
  white: 'sliced white bread',
  brown: 'wholemeal bread',
  wholemeal: 'wholemeal bread',
  wholewheat: 'wholemeal bread',
  wholegrain: 'wholemeal bread',
  granary: 'multigrain bread',
  seeded: 'multigrain bread',
  multigrain: 'multigrain bread',
  rye: 'rye bread',
  sourdough: 'country bread',
};

const NOT_A_FILLING = new RegExp(String.raw`^(?:${COUNT_WORD}|the|my|some|half|big|small|large)$`, 'i');

/**
 * How much filling a count of sandwiches holds, in portions as the reader reads them: none said for one, "mitja ració de"
 * for one small one. Never the count itself, which would count pieces ("un entrepà de bacó" read one 20 g rasher).
 */
function fillingOf(times: number, share = 1): string {
  const portions = times * share;
  if (portions === 1) return '';
  return portions === 0.5 ? 'mitja ració de ' : `${portions} racions de `;
}

const sandwichOf = (word: string) =>
  SANDWICHES.find((sandwich) => new RegExp(`^(?:${sandwich.words})$`, 'i').test(word)) ?? SANDWICHES[0];

/**
 * Cheese named in a sandwich's filling is a slice or two, not a plate of fresh cheese ("un bocadillo de lomo con queso" read
 * 100 g of queso fresco, m25); a cheese named by its kind keeps its own portion.
 */
const SANDWICH_CHEESE =
  /(\+ \d+ g baguette \+ [^+,;]*?\b(?:con|amb|y|i|with|and)\s+)(?:queso|formatge|cheese)\b(?!\s+(?:de\s|d'|manchego|manxec|curado|curat|semicurado|semicurat|tierno|tendre|fresco|fresc|brie|azul|blau|cheddar|emmental|gouda|edam|idiazabal|mah[oó]n|ma[oó]|rallado|ratllat|en lonchas|en llesques))/giu;

function withSandwichesSpelledOut(text: string): string {
  const spelled = text
    .replace(CATALAN_SANDWICH, (_, count: string | undefined, word: string) => {
      const kind = sandwichOf(word);
      const times = count ? countOf(count) : 1;
      // Set apart from what comes before, which may be another food ("un suc i un entrepà de…").
      return ` + ${times * kind.breadG} g ${kind.bread} + ${fillingOf(times, kind.fillingShare)}`;
    })
    .replace(PLAIN_SANDWICH, (_, count: string | undefined, word: string) => {
      const kind = sandwichOf(word);
      return ` + ${(count ? countOf(count) : 1) * kind.breadG} g ${kind.bread} + `;
    });
  return spelled
    .replace(SANDWICH_CHEESE, '$1formatge en llesques')
    .replace(ENGLISH_SANDWICH, (typed: string, count: string | undefined, filling: string, ...rest: unknown[]) => {
      const [bread, at, whole] = rest as [string | undefined, number, string];
      // "a sandwich", "my sandwich": no filling named.
      if (NOT_A_FILLING.test(filling.trim())) return typed;
      const times = count ? countOf(count) : 1;
      const loaf = SANDWICH_BREADS[bread?.toLowerCase() ?? 'white'] ?? 'sliced white bread';
      // A tuna sandwich is bound with mayonnaise, once (m41's tuna sandwiches all read too low).
      const said = `${whole.slice(Math.max(0, at - 20), at)}${filling}`;
      const tuna = /\btuna\b/i.test(filling) || /\btuna\s+(?:and|&)\s/i.test(said);
      const bound = tuna && !/\bmayo/i.test(whole) ? ` + ${times * 15} g mayonnaise` : '';
      return ` + ${times * 50} g ${loaf} + ${count ? `${count} ` : ''}${filling.trim()}${bound} + `;
    })
    .replace(ENGLISH_FILLED_BREAD, (typed: string, count: string | undefined, filling: string, bread: string) => {
      if (NOT_A_FILLING.test(filling.trim()) || NOT_A_BREAD_FILLING.test(filling.trim())) return typed;
      const times = count ? countOf(count) : 1;
      const [grams, name] = /^bagel/i.test(bread)
        ? [90, 'bagel']
        : /^bap/i.test(bread)
          ? [60, 'bread roll']
          : [100, 'baguette'];
      return ` + ${times * grams} g ${name} + ${count ? `${count} ` : ''}${filling.trim()} + `;
    });
}

/**
 * "A smoked salmon bagel", "a tuna mayo baguette": the bread and its filling (m16 read paprika from "salmon bagel", and
 * no bread in the baguette). A garlic or a French baguette is the bread alone.
 */
const ENGLISH_FILLED_BREAD = new RegExp(
  String.raw`\b(?:(${COUNT_WORD})\s+)?((?:[a-z]+\s+){1,2}?)(bagels?|baguettes?|paninis?|baps?)\b`,
  'gi',
);
// Nor a weight: "100 g baguette" is how an entrepà's bread is written above.
const NOT_A_BREAD_FILLING =
  /^(?:garlic|french|plain|sesame|white|brown|wholemeal|toasted|half|mini|cheap|fresh|g|gr|grs|grams?|kg|ml|oz)$/i;

/** The whole text, so a step written in another module (`said-plainly.ts`) takes its place in the chain below. */
const WHOLE_TEXT = /^[\s\S]*$/;

/** The typed meal with the phrases above written as the foods they stand for. */
export const spelledOut = (text: string): string =>
  withMayo(
    withDrinksSpelledOut(
      withSandwichesSpelledOut(
        withServingsSpelledOut(
          text
            .replace(RANGE, (_whole, low: string, high: string) => rangeMiddle(low, high))
            .replace(JUST, '')
            .replace(AND_A_HALF, (_whole, count: string | undefined, word: string) => andAHalf(word, count))
            .replace(ONE_AND_A_HALF, (_whole, word: string) => andAHalf(word))
            .replace(DECIMAL_COMMA, '$1.$2 ')
            .replace(SHARED_WITH, sharedWith)
            .replace(BARE_SLICE, '1 ')
            .replace(SLICES_AFTER, '$2 $3 de $1')
            .replace(
              COLD_CUT_SLICES,
              (_whole, count: string, food: string) => `${countOf(count) * (CHEESE.test(food) ? 20 : 15)} g ${food}`,
            )
            .replace(WHOLE_TEXT, plainBefore)
            .replace(SLICE_TOPPED, toppedSlices)
            .replace(OMELETTE_WITH, omeletteOf)
            .replace(CHAIN, ' + ')
            .replace(BURGER_MEAL, burgerMeal)
            .replace(BESIDE_EATING, ' + ')
            .replace(SLICE_AFTER, '$1 $3 of $2')
            .replace(SINCE_HOLIDAY, ' ')
            .replace(SPRINKLE, ' 10 g ')
            .replace(QUICK, '')
            .replace(TAKEAWAY, ' ')
            .replace(MADE_BY, '')
            .replace(FEAST_DAY, ' + ')
            .replace(REASON_SAID, ' ')
            .replace(PANCAKE_STYLE, '')
            .replace(SUSHI_PIECES, '$1 $2 de sushi de ')
            .replace(SUSHI_OF_KIND, ' ')
            .replace(SUSHI_MOSTLY, ' ')
            .replace(WHOLE_TEXT, stewListed)
            .replace(DISH_LISTED, ' + ')
            .replace(MEAL_NAME, ' + ')
            .replace(MEAL_AFTER, ' + ')
            .replace(WHOLE_TEXT, plainNames)
            .replace(COUPLE, '2 ')
            .replace(FEW_GLASSES, '3 ')
            .replace(A_LITTLE, '')
            .replace(POT_COURSES, '$1 + ')
            .replace(POT_MEAT, "carn d'olla")
            .replace(WHOLE_NAMES, (name) => WHOLE_NAME_OF(name))
            .replace(MENU, ' + ')
            .replace(PORRIDGE_MADE, ' + ')
            .replace(WHERE, ' + ')
            .replace(COMPANY, ' ')
            .replace(SHARED_BEFORE, halvedBy(text) === 'shared' ? '$1, mig plat, ' : '$1')
            .replace(TO_SHARE, (_whole, among?: string) => (halvedBy(text) === 'shared' ? shareOf(among) : ' '))
            .replace(FOR_PEOPLE_WORDS, ' ')
            .replace(HAD_HALF, halvedBy(text) === 'said' ? ', mig plat, ' : ' ')
            .replace(ATE, ' ')
            .replace(EATS, ' ')
            .replace(LEFTOVER, '')
            .replace(TO_NIBBLE, ' ')
            .replace(UNITS_AFTER, '$2 $1')
            .replace(FRUIT_BLENDED, (_whole, typed: string | undefined, english: string | undefined) => {
              const fruit = (typed ?? english ?? '').replace(/^strawberry$/i, 'strawberries');
              // A handful of berries goes into a shake; a banana, a mango or a peach is one of them.
              return /^(?:fres|maduix|strawberr)/i.test(fruit) ? ` + 150 g ${fruit} + ` : ` + ${fruit} + `;
            }),
        ).replace(PIECE_OF_DISH, ' + '),
      ),
    ),
  );

/** "6 o 7 canelons", "2-3 galetes", "100 or 150 g": the middle of the two (a later count reads "6.5"). */
const RANGE = new RegExp(
  String.raw`(?<![\p{L}\d.,])(${COUNT_WORD})\s*(?:\s(?:o|or|ó|u)\s|-|–)\s*(${COUNT_WORD})(?![\p{L}\d])`,
  'giu',
);
function rangeMiddle(low: string, high: string): string {
  const [from, to] = [countOf(low), countOf(high)];
  return to > from ? String((from + to) / 2) : `${low} ${high}`;
}
/** "Just one croissant", "només un cafè", "solo una tostada": how few, no food ("just one butter croissant" found butter). */
// The last piece of something (m28: "l'últim tros de tortell de reis" read a river trout): a piece, not a food.
const JUST =
  /\b(?:just|only|nom[eé]s|nomes|solamente|tan sols|sols)\s+(?=\p{L}|\d)|(?<![\p{L}'])(?:the\s+last|l'[uú]ltim|l'[uú]ltima|el\s+[uú]ltimo|la\s+[uú]ltima|el\s+darrer|la\s+darrera|[uú]ltim|[uú]ltima|[uú]ltimo)\s+(?=(?:tros|trosset|trozo|trocito|piece|bit|slice|llesca|porci[oó]n?|portion|wedge)\b)|(?:^|(?<=[,;+:]\s*))(?:solo|s[oó]lo)\s+(?=(?:un|una|dos|tres|a|an|one|two|\d)\b)/giu;

/**
 * "Omelette with spinach and mushrooms, 2 eggs": an omelette of its eggs (two when not said) with a little of each
 * filling, 40 g (read as portions, the spinach and mushrooms weighed 150 g each and the omelette was a potato one).
 */
const FILLING = String.raw`(?!(?:bread|toast|chips|fries|salad|a|an|the|some|my|\d+|one|two|three|four|five|six)\b)[a-z]+(?:\s+(?!and\b|with\b)[a-z]+)?`;
const OMELETTE_WITH = new RegExp(
  String.raw`(?<!\b(?:spanish|potato|french|plain)\s+)\b(?:an?\s+|my\s+)?(?:(\d|one|two|three)[- ]egg\s+)?omelet(?:te)?\s+(?:with|of)\s+(${FILLING})(?:\s*(?:,|\band\b|&)\s*(?!\d|one\b|two\b|three\b)(${FILLING}))?(?:\s*,?\s*(?:with\s+|of\s+)?(\d|one|two|three)\s+eggs?\b)?`,
  'giu',
);
function omeletteOf(_whole: string, before?: string, first?: string, second?: string, after?: string): string {
  const eggs = before ?? after ?? 'two';
  const fillings = [first, second].filter(Boolean).map((filling) => ` + 40 g ${filling}`);
  return ` + ${eggs}-egg omelette${fillings.join('')} + `;
}

/** "Llesca de pa integral amb alvocat": one slice, as "una llesca" (read without a count, a portion of the bread). */
const BARE_SLICE = /(?:^|(?<=[,;+:]\s*))(?=(?:llesca|rebanada|torrada|tostada|slice)\s+(?:de|d'|of)\s)/giu;

/**
 * Slices of bread "with" what is on them ("dues llesques de pa integral amb pavo i formatge fresc"): each topping its
 * portion but no more than 80 g (turkey breast and fresh cheese read 150 and 100 g on two slices; writers of the sealed
 * sets put 40-80 g of cheese, ham or avocado on a slice), after the rubbed tomato if it is named first. Spreads, the
 * rubbed tomato, oil and eggs, and what is counted or weighed, keep their own amounts. The words between are bounded, so a
 * line of many slices reads in linear time.
 */
/** Rice or corn cakes, topped as a slice is but lighter (m33: "tortitas de arroz con pavo" read 150 g of turkey). */
const RICE_CAKES = String.raw`(?:tortitas?|tortites|coquetes|galletas?|galetes) (?:de |d')(?:arroz|arr[oò]s|ma[ií]z|blat de moro)|rice cakes?|corn cakes?`;
const SLICE_TOPPED = new RegExp(
  String.raw`\b(?:(${COUNT_WORD})\s+)?((?:llesques|llesca|llesquetes|llesqueta|rebanadas?|slices?|tostadas?|torrades|torrada|toasts?|${RICE_CAKES})(?:\s+(?:integrals?|integrales|wholemeal|wholegrain|multigrain|multicereales|multicereals))?(?:\s+(?:de|d'|of)\s*(?:pa|pan|bread|toast|sourdough|wholemeal)\b[^,;+:]{0,30}?)?)\s+(?:con|amb|with|topped with)\s+(?:((?:tom[aà]quet|tomate|tomato|tomaca|tumaca))\s+(?:i|y|and)\s+)?(?!tom[aà]quet|tomate|tomato|tomaca|tumaca)([^,;+:]{1,80})`,
  'giu',
);
// Letters around, not \b: "jamón" is no "jam" (its accent ends a \b word).
const NOT_A_TOPPING = new RegExp(
  String.raw`^(?:\d|(?:${COUNT_WORD})\s)|(?<!\p{L})(?:mantega|mantequilla|butter|mel|miel|honey|melmelada|mermelada|jam|confitura|nocilla|nutella|crema de cacau|crema de cacao|chocolate spread|crema de cacauet|crema de cacahuete|peanut butter|hummus|humus|pat[eé]|sobrassada|sobrasada|foie|tom[aà]quet|tomate|tomato|oli|aceite|oil|sal|salt|sucre|az[uú]car|sugar|canyella|canela|cinnamon|ous?|huevos?|eggs?|ferrats?|fritos?|fregits?)(?!\p{L})`,
  'iu',
);
function toppedSlices(
  _whole: string,
  count: string | undefined,
  slice: string,
  rubbed: string | undefined,
  toppings: string,
): string {
  const most = new RegExp(`^(?:${RICE_CAKES})$`, 'iu').test(slice) ? 40 : 80;
  const each = toppings
    .split(/\s+(?:y|i|and|&)\s+/iu)
    .map((topping) => (NOT_A_TOPPING.test(topping.trim()) ? topping : `≤${most} g ${topping.trim()}`));
  // "Dues llesques de pa amb tomàquet i formatge": the tomato rubbed on the bread, the cheese on top (m21 read 100 g); with
  // only oil after the tomato the slice is pa amb tomàquet as it was typed.
  if (rubbed && each.every((topping) => !topping.startsWith('≤'))) return _whole;
  const bread = rubbed ? `${slice} amb ${rubbed}` : slice;
  return `${count ? `${count} ` : ''}${bread} + ${each.join(' + ')}`;
}

/**
 * Counted slices of a cold cut or a cheese ("tres lonchas de jamón", "2 slices of ham", "3 lonchas de pechuga de pavo"): 15 g
 * a slice of a cured or cooked meat, 20 g of cheese (read as portions, three slices of ham weighed 150 g, of turkey 450).
 */
const COLD_CUT_SLICES = new RegExp(
  String.raw`\b(${COUNT_WORD})\s+(?:lonchas?|lonchitas?|llesques|llesca|llesquetes|slices?|talls?|tallets?)\s+(?:de\s+|d'|of\s+)((?:(?:pechuga|pit)\s+de\s+)?(?:jam[oó]n|pernil|ham|lomo|llom|chorizo|xori[cç]o|salchich[oó]n|fuet|mortadel·?la|mortadela|bacon|beicon|bac[oó]|pavo|gall dindi|turkey|queso|formatge|cheese)(?:\s+(?:ib[eé]ric[oa]?|iberico|serrano|serr[aà]|dol[cç]|york|cocido|cuit|curat|curado|tierno|tendre|semicurat|semicurado|de (?:bellota|gla)))?)\b(?!(?:\s+(?:and|&)\s+[a-z]+)?\s+pizzas?\b)`,
  'giu',
);
const CHEESE = /^(?:queso|formatge|cheese)/iu;

/**
 * A chain named as where the meal came from ("menú McDonald's:", "from Burger King", "del burger"): no food ("mac" found
 * macaroni; "una hamburguesa doble del burger" read a second burger).
 */
const CHAIN =
  /(?:\b(?:al|del|de|en|at|from|a)\s+(?:el\s+|the\s+)?)?\b(?:mc ?donald'?s?|mac ?donald'?s?|burger king|kfc|telepizza|domino'?s(?: pizza)?|five guys|foster'?s hollywood|taco bell|goiko(?: grill)?|100 montaditos|vips|pans (?:&|and|i|y) company|rodilla)(?![\p{L}'])\s*:?|\b(?:del|al|en el|from the|at the)\s+burger(?![\p{L}'])(?!\s+king)\s*:?/giu;
/**
 * "A Big Mac meal", "un menú whopper": the burger and the chain's medium fries (the drink is named when drunk), unless the
 * fries are named after it ("big mac meal with large fries" counted two portions, m33).
 */
const BURGER_MEAL =
  /\b(big macs?|whoppers?|mcchicken|mcpollo|cheeseburgers?|burgers?)\s+(?:meal|menu|men[uú])\b|\b(?:men[uú]|meal)\s+(big mac|whopper|mcchicken|mcpollo)\b/giu;
const FRIES_NAMED = /^[^;.+]{0,30}\b(?:fries|chips|patatas|patates)\b/iu;
const burgerMeal = (whole: string, before: string | undefined, after: string | undefined, at: number, text: string) =>
  FRIES_NAMED.test(text.slice(at + whole.length))
    ? ` ${before ?? after}`
    : ` ${before ?? after} + 110 g french fries + `;

/** The meal or the state of the food named after it ("… for breakfast", "leftover pizza"): no food either. */
const MEAL_AFTER =
  /\b(?:for|per|para|de|al|as|com a|como)\s+(?:breakfast|lunch|dinner|supper|brunch|(?:l')?esmorzar|dinar|sopar|berenar|desayuno|almuerzo|comida|cena|merienda|cenar|comer|desayunar|merendar|almorzar)\b|\b(?:sobres de|que (?:va|em va) sobrar|que sobr[oó])\b|\b(?:despr[eé]s|despu[eé]s) (?:de |del )(?:la )?(?:dinar|sopar|comer|cenar|cena|comida|esmorzar|desayunar|desayuno|entrenar|entreno|gimn[aà]s|gimnasio)\b|\b(?:on|for) (?:christmas|xmas|boxing|new year'?s?|christmas eve) (?:day|eve|lunch|dinner)?\b|\b(?:per|el dia de|el día de|en) (?:nadal|navidad|sant esteve|reis|reyes|nochebuena|cap d'any|fin de a[nñ]o)\b|\bafter (?:lunch|dinner|breakfast|training|the gym|my run|the run|a run|my workout|the workout|the match|work)\b|\b(?:despr[eé]s|despu[eé]s|after) (?:de |d')?(?:les |las |the )?(?:festes|fiestas|holidays|feasts)\b/gi;

/**
 * Foods whose name holds a word that joins two foods ("chocolate con leche" is no chocolate and a glass of milk, "agua
 * con gas" no water and gazpacho): written as one name the food table knows.
 */
const WHOLE = [
  [String.raw`chocolate con leche|xocolata amb llet`, 'milk chocolate'],
  [String.raw`agua con gas|aigua amb gas`, 'sparkling water'],
  [String.raw`agua sin gas|aigua sense gas`, 'water'],
  [String.raw`arroz con leche|arr[oò]s amb llet`, 'rice pudding'],
  [String.raw`mel i mat[oó]|miel con mat[oó]`, 'mel i mató'],
  [
    String.raw`canel(?:ons|ones|loni) (?:de (?:carne|carn) )?(?:con|amb|with) (?:bechamel|beixamel|besamel|b[eé]chamel)`,
    'canelons',
  ],
] as const;
const WHOLE_NAMES = new RegExp(WHOLE.map(([words]) => String.raw`\b(?:${words})\b`).join('|'), 'giu');
const WHOLE_NAME_OF = (typed: string) =>
  WHOLE.find(([words]) => new RegExp(String.raw`^(?:${words})$`, 'iu').test(typed))?.[1] ?? typed;

/** "A few glasses of cava", "unes quantes canyes": three; "a few almonds" stays a serving. */
const FEW_GLASSES =
  /\b(?:a few|several|unes quantes|uns quants|unos cuantos|unas cuantas|varias|varios|diverses|diversos)\s+(?=(?:glasses|cups|copes|copas|gots|vasos|beers|cerveses|cervezas|canyes|ca[nñ]as|pints|shots|chupitos)\b)/giu;
/** "Una mica de carn d'olla": no food (how little is not said; the serving stands). */
const A_LITTLE = /\b(?:una mica de|una miqueta de|un poc de|a (?:little )?bit of|a little)\s+(?!bit\b)/giu;
/** "Cocido completo, sopa, garbanzos, verduras y carne": the pot's courses listed after it are the same plate. */
const POT_COURSES =
  /\b(cocidos?|escudellas?(?: i carn d'olla)?|olla podrida)(?:\s+(?:completo|complet|madrile[nñ]o|de la abuela|de l'[aà]via))?\s*[,:]\s*(?:(?:(?:la|el|los|las|les|els|con|amb|y|i|and|de|del)\s+)*(?:sopa|caldo|brou|garbanzos|cigrons|verduras|verdures|carne|carn|carn d'olla|tocino|chorizo|morcilla|fideos|fideus|galets|repollo|col|patatas?|patates|zanahorias?|pastanagues?|pelotas?|pilotes|pilota|botifarra|pollo|pollastre|ternera|vedella)\b\s*(?:,|\by\b|\bi\b|\band\b)?\s*){2,}/giu;
/** The meat boiled with the soup, however it is called: the carn d'olla. */
const POT_MEAT =
  /\b(?:(?:the |some )?meat (?:from|of|out of) the (?:pot|stew|cocido|escudella)|(?:la )?carne del (?:cocido|puchero|caldo|cocido)|(?:la )?carn de l'olla)\b/giu;

/** "A couple of", "un parell de", "un par de": two. */
const COUPLE = /\b(?:(?:a\s+)?couple of|a pair of|un parell de|un parell d'|un par de)\s*/gi;
/**
 * "Un tros de" before a dish spelled out as its parts: a piece of it is its plate (m15: "un tros de truita de ceba" left
 * "un tros de" to be read as sliced turkey).
 */
const PIECE_OF_DISH = new RegExp(
  String.raw`(?<![\p{L}'])(?:un|una|a)\s+(?:tros|trosset|trozo|trocito|porci[oó]n?|piece|portion|wedge)\s+(?:de|d'|of)\s*(?=\+\s*${DISH_OPEN})`,
  'giu',
);

/**
 * The meal named before what it was ("sopar: …", "esmorzar de forquilla: …", "dinner was …", "late brunch: …"): the
 * words are no food ("esmorzar" found corn flakes, "brunch" tuna, "lunch box: brown rice" an onion).
 */
const MEAL_NAME =
  /(?:^|\b(?:el|la|my|for|per|para|de|a|an|un|una))?\s*\b(?:(?:late|early|light|quick|big|small|afternoon|morning|evening|mid-morning|work|office|team|company|family|xmas|christmas|festive|boxing day|packed)\s+){0,3}(?:esmorzars?|dinars?|sopars?|berenars?|desayunos?|almuerzos?|comidas?|cenas?|meriendas?|mediod[ií]a|migdia|cal[cç]otadas?|breakfast|brekkie|lunch(?:\s*box)?|dinner|supper|brunch|tea|snack|aperitiu|aperitivo|vermut|postres?|dessert|pudding)(?:\s+(?:de\s+forquilla|de\s+tenedor|lleuger|lleugera|ligera|ligero|r[aà]pid|r[aá]pida|d'avui|de\s+hoy|today|tonight|d'empresa|de\s+empresa|de\s+(?:la\s+)?feina|de\s+trabajo|(?:de|d')\s*(?:sobras|restes)(?:\s+(?:de|del|d')\s*[a-zà-ÿ]+)?|of\s+leftovers|(?:en\s+el|en\s+la|a\s+la|al|a\s+l'|at)\s+(?:curro|feina|trabajo|oficina|work|office|uni|cole)|de\s+Nadal|de\s+Navidad|de\s+Nochebuena|de\s+Nit\s+de\s+Nadal|familiar|de\s+fam[ií]lia|de\s+familia|with\s+friends|with\s+the\s+team|amb\s+amics|con\s+amigos))?\s*(?::|\b(?:was|were|fue|va\s+ser)\b)/gi;

/**
 * A stew "with" its parts listed ("cocido con garbanzos, una patata, zanahoria y tocino"): the parts after a colon (m46
 * read a whole cocido and its parts again, 1,334 kcal). "Escudella amb pilota" names one part and stays the dish.
 */
// A list: its first part ends at a comma, with no "and" before it ("amb galets i carn d'olla, i una mandarina" is no list),
// and it names no drink, fruit, bread or dessert ("escudella amb galets, una mandarina i un cafè" is a meal).
const STEW_WITH_ITS_PARTS =
  /^([^:,]{0,30}\b(?:cocidos?|escudellas?|carn d'olla))\s+(?:con|amb|with)\s+(?![^:;+]*\b(?:caf[eèé]s?|coffee|postres?|flan|mandarin\w*|fruit\w*|frutas?|pan|pa|bread|vinos?|vi|wine|cerve[sz]as?|beer|aigua|agua|water|refrescs?|refrescos?|yogur\w*|iogurt\w*)\b)(?=(?:(?!\s(?:y|i|and)\s)[^:;+,])*,[^:;+]*\s(?:y|i|and)\s)/iu;
/** The stew's chickpeas are cooked ones, a plate's worth (a plate of them read dry is a stew of its own). */
const STEW_CHICKPEAS = /\b(?:garbanzos|cigrons|chickpeas)\b(?!\s+(?:cocidos|cuits|cooked|secos|secs|dried))/giu;
const stewListed = (text: string) =>
  STEW_WITH_ITS_PARTS.test(text)
    ? text.replace(STEW_WITH_ITS_PARTS, '$1: ').replace(STEW_CHICKPEAS, 'cooked chickpeas')
    : text;

/**
 * A dish or a bowl named before a colon and its parts ("cocido: garbanzos, tocino…", "sushi takeaway: 6 nigiri and…",
 * "un bol de fruta: piña y melón"): the parts are the foods, the name is none (it would count the dish twice).
 */
const DISH_LISTED =
  /^[^:]{0,30}\b(?:cocidos?|escudellas?|carn d'olla|sushi|pok[eé]|smoothies?|batidos?|batuts?|bowls?|bols?|tuppers?|taperes?|tappers?|taz[oó]n|cuencos?|plats? combinats?|platos? combinados?|takeaway|take-away|per emportar|para llevar|full english(?: breakfast)?|fry[- ]up)\b[^:]{0,30}:(?!\s*\d+\s+(?:peces|piezas|pieces|unitats|unidades|units)\b(?!\s+(?:de|d'|of)\b))(?=[^:]*(?:,|\s(?:y|i|and|amb|con|with)\s))/i;

/** The rest of a place's name, up to the next food ("at the pub and crisps" keeps the crisps). */
const PLACE_REST = String.raw`(?:(?!\b(?:and|with|plus|after|then|i|amb|y|con)\b)[^,;:+])*`;
/**
 * Where it was eaten ("at the Christmas market", "a la fira", "en el bar de la oficina"): no food ("fira de Santa Llúcia"
 * found tofu). Only places follow these words in the three languages; "a la planxa" and "al forn" are kept.
 */
const WHERE = new RegExp(
  String.raw`(?:\b(?:at|from)\s+(?:the|a|an|my|our|his|her|their|some|work|home|school|uni)\b|\bin\s+(?:the\s+|a\s+)?(?:office|pub|canteen|cafeteria|restaurant|caf[eé]|bar|airport|car|train|cinema)\b|\bon\s+(?:the|a|my)\s+(?:train|bus|plane|tram|metro|way|go|run|sofa|couch|beach|terrace|balcony)\b|\b(?:en el|en la|al|a l')\s*(?:tren|autob[uú]s|bus|metro|avi[oó]n?|sof[aà]|platja|playa)\b|\b(?:a la|al|a l'|en el|en la|en un|en una|a un|a una)\s*(?:fira|mercat|mercado|mercadillo|feina|trabajo|oficina|bar|restaurant|restaurante|cine|gimn[aà]s|gimnasio|festa|fiesta|sopar|cena)\b)${PLACE_REST}`,
  'giu',
);

/** "Sushi: 8 peces de salmó" counts pieces of sushi, not portions of salmon; "8 pieces of salmon nigiri" says which (m42). */
const SUSHI_PIECES =
  /\bsushi\s*[:,\-–]\s*(\d+)\s+(peces|piezas|pieces)\s+(?:de|d'|of)\s+(?=salm|tonyina|at[uú]n|tuna|anguila|eel|llagost|langost|prawn)(?!\S+\s+(?:nigiris?|makis?|uramakis?|hosomakis?|futomakis?|sashimis?|rolls?)\b)/giu;
/** "Sushi, about 10 pieces of california roll", "sushi: 8 nigiris": the pieces say which sushi. */
/** "Sushi, 16 pieces, mostly salmon": what the pieces hold, not another fish (m29 counted a salmon fillet beside them). */
const SUSHI_MOSTLY =
  /(?<=\b(?:sushi|nigiris?|makis?|uramakis?|sashimis?)\b[^+]{0,60}),?\s*(?:mostly|mainly|mostly of|sobretot|sobre todo|principalment|principalmente|casi todo|quasi tot|majorment|mayormente)\s+(?:de\s+|d')?(?:salmon|salm[oó]n?|tuna|tonyina|at[uú]n)(?![\p{L}])/giu;
const SUSHI_OF_KIND =
  /\bsushi\s*[:,\-–]\s*(?=(?:(?:about|around|unes|unas|unos|uns|some)\s+)?\d+\s+(?:(?:peces|piezas|pieces)\s+(?:de|d'|of)\s+|(?:(?:salmon|tuna|salm[oó]n?|tonyina|at[uú]n|eel|prawn)\s+)?(?:nigiris?|makis?|uramakis?|hosomakis?|futomakis?|sashimis?)\b|(?:california|salmon|tuna|avocado|cucumber)\s+rolls?\b))/giu;
/**
 * "Porridge made with 50 g oats and milk": the porridge is what it is made of. "Gachas de avena" is the porridge's name (m28
 * read "un bol de" alone, a bread roll). A green smoothie's colour is its leaves, not green beans (m41).
 */
const PORRIDGE_MADE =
  /\b(?:porridge|gachas(?: de avena)?|farinetes(?: de civada)?|overnight oats)\s+(?:made\s+)?(?:(?:with|amb|con)\s+(?=\d|oats|avena|civada)|de\s+(?=\d))|\b(?:green\s+)?(?:smoothies?|batidos?|batuts?)(?:\s+(?:verds?|verdes?))?\s+(?:made\s+)?(?:with|amb|con)\s+(?=[^,;+]+(?:,|\band\b|\bi\b|\by\b))/giu;

/** "Batido de plátano con leche", "banana smoothie with milk": the fruit and the milk it was blended with, no shake. */
const FRUIT_BLENDED =
  /\b(?:(?:batidos?|batuts?|smoothies?)\s+(?:de|d')\s*(pl[aá]tanos?|pl[aà]tans?|fresas?|maduixes|mango|melocot[oó]n|pr[eé]sec)|(bananas?|strawberry|strawberries|mango|peach)\s+(?:smoothie|shake|milkshake))\s+(?:made\s+)?(?:con|amb|with)\s+(?=(?:leche|llet|milk|bebida|beguda|oat|soy|almond|kefir|k[eé]fir|yogur|iogurt|yogh?urt)\b)/giu;

/** Dishes shared ("calamari and padron peppers to share"): half of each for the one logging. */
const TO_SHARE =
  /\s*\b(?:to share|shared|per compartir|a compartir|para compartir|compartid[oa]s?|compartits?|compartides|a mitges|a mitjes|a medias)\b(?:\s+(?:entre|between|among|with|w|amb|con)\s+(?:(?:the\s+)?(dos|two|2|tres|three|3|quatre|cuatro|four|4|cinc|cinco|five|5|sis|seis|six|6)(?:\s+(?:of us|persones|personas|people))?|(?:my|mi|la meva|el meu)\s+\p{L}+))?/giu;
/** A plate, a bowl or a glass counted as they are. */
const PLATE_WORD = String.raw`plats?|platos?|plates?|platefuls?|bols?|bowls?|raci[oó]n?|racions|raciones|portions?|porcions?|porci[oó]n|porciones|trossos|tros|trozos?|pieces?|vasos?|gots?|glass(?:es)?|tasses?|tassa|tazas?|cups?`;
/**
 * "Un plat i mig", "plato y medio", "one and a half bowls", "1,5 platos": one and a half of them (m41 read half a plate
 * of fideuà; "1,5" split at its comma). "Dos plats i mig", two and a half.
 */
const AND_A_HALF = new RegExp(
  String.raw`\b(?:(${COUNT_WORD})\s+)?(${PLATE_WORD})\s+(?:i|y|and)\s+(?:mig|mitja|medio|media|a half)\b`,
  'giu',
);
const ONE_AND_A_HALF = new RegExp(
  String.raw`\b(?:one|un|una)\s+(?:and a half|i mig|i mitja|y medio|y media)\s+(${PLATE_WORD})\b`,
  'giu',
);
/** Counted as more than one, so "1.5 plats" is read as plates (a lone "plat" after a comma found a banana, "plàtan"). */
const PLURALS: Record<string, string> = {
  ració: 'racions',
  ración: 'raciones',
  racion: 'raciones',
  porció: 'porcions',
  porción: 'porciones',
  porcion: 'porciones',
  tros: 'trossos',
  glass: 'glasses',
  tassa: 'tasses',
};
const andAHalf = (word: string, count?: string): string => {
  const lower = word.toLowerCase();
  return `${(count ? countOf(count) : 1) + 0.5} ${PLURALS[lower] ?? (lower.endsWith('s') ? lower : `${lower}s`)}`;
};
const DECIMAL_COMMA = new RegExp(String.raw`\b(\d+),(\d)\s+(?=(?:${PLATE_WORD})\b)`, 'giu');
/**
 * "Shared bravas, calamari and padrón with 3 friends": every dish of the list shared among the four, not the first halved
 * and the rest one's own (m41 read 1,028 kcal); "with my sister", between two.
 */
const SHARED_WITH = new RegExp(
  String.raw`\bshared\s+(?!(?:with|w|between|among)\b)([^;+]+?)\s+with\s+(?:(${COUNT_WORD})\s+(?:friends|mates|colleagues|co-?workers|others|people|pals)|(?:my|the|a)\s+\p{L}+)\b`,
  'giu',
);
const sharedWith = (_whole: string, dishes: string, others?: string): string =>
  `${dishes} to share between ${others ? countOf(others) + 1 : 2}`;
/** A third or a quarter when shared among three or four (m20: bravas "shared between 3 of us"), else half. */
const shareOf = (among?: string): string => {
  const people = among ? countOf(among) : 2;
  return people > 2 ? `, ${(1 / people).toFixed(2)} plats, ` : ', mig plat, ';
};
/** A dish for two or more ("paella per a dos"): one portion is the writer's, shared or "half" of it. */
const FOR_PEOPLE = /\b(?:for|per a|para)\s+(?:two|dos|2|three|tres|3|four|quatre|cuatro|4)\b/iu;
/** The same words taken out once read ("per a dos" found pears). */
const FOR_PEOPLE_WORDS = new RegExp(FOR_PEOPLE.source, 'giu');
/** A bar's ració is the plate, not one person's portion: "una ración … para dos" halved is half the plate. */
const BAR_PLATE = /\b(?:raci[oó]n?|racions|raciones)(?![\p{L}])/iu;
/**
 * Who says the writer had half: the sharing, the writer ("I had half"), or nobody (a paella for two is two portions,
 * half of it one).
 */
const halvedBy = (text: string): 'shared' | 'said' | 'none' =>
  FOR_PEOPLE.test(text) && !BAR_PLATE.test(text) ? 'none' : HAD_HALF.test(text) ? 'said' : 'shared';
/** "Shared patatas bravas, …": the dish named after the word, halved after it. */
const SHARED_BEFORE = /\bshared\s+(?!(?:with|w|between|among)\b)([^,;+]+?)(?=\s*(?:,|;|\+|\band\b|\bplus\b|$))/giu;
/**
 * What the writer was doing or where, and the run it followed ("mentre miro el partit", "en casa de mi suegra:",
 * "fent cua al super", "primer rodaje", "restes del dinar de Nadal:", "que sobró de nochebuena"): no food.
 */
const BESIDE_EATING =
  /\b(?:mentre|mientras|while)\s+(?:miro|mirava|veo|ve[ií]a|veiem|vemos|watching|watched|i watch|i watched)\b[^,;+:]*|\b(?:en|a)\s+casa\s+(?:de|d')\s*(?:(?:mi|mis|la meva|el meu|els meus|les meves|my|la|el|los|las|els|les)\s+)?\p{L}+\s*:?|\b(?:fent cua|haciendo cola|queuing|queueing)\b|\b(?:fent|fer|haciendo|hacer|doing)\s+(?:(?:les|la|las|the)\s+)?(?:compres|compra|compras|shopping)\b|\b(?:per|para|for)\s+(?:cap d'any|cap d any|nadal|navidad|nochevieja|christmas|new year|reis|reyes)\b(?!\s+(?:lunch|dinner|eve|day|dinar|sopar|comida|cena|menu|men[uú]))|\b(?:al|en el|at the)\s+(?:super|s[uú]per|supermercat|supermercado|supermarket)\b|\b(?:primer[a]?|first|quick)\s+(?:cursa|rodatge|rodaje|carrera|entreno|entrenament|run|jog|sortida|salida)\b|\b(?:before|abans de|abans d'|antes de)\s*(?:(?:my|the|a|el|la|l'|mi)\s+)?(?:run|running|jog|gym|workout|training|session|match|game|cursa|c[oó]rrer|correr|entrenar|entreno|entrenament|gimn[aà]s|gimnasio|partit|partido)\b|\b(?:(?:cena|sopar|dinar|comida|almuerzo|lunch|dinner|supper)\s+(?:de|d'|of)\s*)?(?:restes|sobres|leftovers?)\s+(?:del|de la|de l'|de|from|of)\s+(?:(?:dinar|sopar|comida|cena|lunch|dinner)\s+(?:de|d'|of)\s+)?(?:nadal|navidad|sant esteve|nochebuena|christmas|reis|reyes)\s*:?|\bque\s+(?:sobr[oó]|va sobrar|em va sobrar)\s+(?:de|del|de la)\s+\p{L}+/giu;
/** "A quick protein shake", "un cafè ràpid": how fast, no food ("quick" found a protein bar). */
const QUICK = /\b(?:quick|rapidet|r[aà]pid[oa]?)\s+(?=\p{L})|\s+(?:rapidet|r[aà]pid[oa]?)\b/giu;
/** "I had half" of what was shared: the half said once (with "shared" before it, still half, not a quarter). */
const HAD_HALF =
  /\b(?:(?:i|and)\s+)?(?:had|ate)\s+half(?:\s+(?:a\s+portion\s+)?of\s+(?:it|each))?\b|(?:\b(?:jo|yo)\s+)?\b(?:em vaig menjar|vaig menjar-ne|me com[ií]|me tom[eé]|m'he menjat|me he comido)\s+(?:(?:la\s+)?(?:meitat|mitad)|(?:mitja|media)\s+raci[oó]n?)(?:\s+de\s+cada(?:\s+una?)?)?\b/iu;
/**
 * How it was eaten, said before the food ("he picat unes olives", "vaig berenar un tros de fuet", "me comí", "I've
 * had"): no food ("picat" found toast, "berenat" trout).
 */
const ATE =
  /(?<![\p{L}'])(?:(?:jo|yo)\s+)?(?:(?:m'|me\s+)?he\s+(?:menjat|dinat|sopat|esmorzat|berenat|picat|pres|begut|comido|cenado|desayunado|almorzado|merendado|picado|tomado|bebido|pillado)|(?:em\s+)?vaig\s+(?:menjar|dinar|sopar|esmorzar|berenar|picar|prendre|beure)(?:-me|-ne)?|(?:me\s+)?(?:com[ií]|cen[eé]|desayun[eé]|almorc[eé]|merend[eé]|piqu[eé]|tom[eé]|beb[ií])|i(?:'ve|\s+have)?\s+(?:had|ate|eaten|grabbed|drank|snacked\s+on))(?![\p{L}'])/giu;
/**
 * What one eats said in the present at the start of a line or a clause ("esmorzo torrada", "dino macarrons", "ceno una
 * ensalada"): no food (m51: "esmorzo" found corn flakes, "dino" turkey, "bereno" aubergine, "ceno" a rye crispbread).
 */
const EATS =
  /(?<=^|[,;:.+]\s*|(?<![\p{L}'])(?:avui|hoy|today|jo|yo|i|y|and|despr[eé]s|despu[eé]s|luego|ara|ahora|normalment|normalmente)\s+)(?:esmorzo|dino|sopo|bereno|menjo|prenc|bec|desayuno|almuerzo|ceno|meriendo|como|tomo|bebo)(?![\p{L}'])/giu;
/**
 * Leftovers said as such ("sobras de canelones", "bowl of leftover escudella", "restes de la paella"), and how they
 * were warmed: no food ("sobras" found sobrassada). Not "sobres", also sachets of sugar.
 */
const LEFTOVER =
  /(?<![\p{L}'])(?:(?:cena|sopar|dinar|comida|almuerzo|lunch|dinner|supper)\s+(?:de|d'|of)\s*)?(?:sobras|restes|leftovers?|left-over)(?:\s+(?:del|de la|de l'|de los|de las|de|d'|of(?:\s+the)?))?(?![\p{L}'])\s*|,?\s*(?:calentad[oa]s?|recalentad[oa]s?|(?:re)?escalfa(?:t|ts|da|des)|reheated|warmed up|heated up)(?:\s+(?:en el|al|in the)\s+(?:micro(?:ondas|ones)?|microwave|forn|horno|oven))?(?![\p{L}'])/giu;
/** "Para picar", "per picar", "to nibble": how it was eaten, no food ("para" found a paraguaià). */
const TO_NIBBLE = /(?<![\p{L}'])(?:para picar|pa picar|per picar|de picoteo|to nibble|to pick at)(?![\p{L}'])/giu;
/** Who the meal was with ("with a friend", "amb els companys", "con mi pareja"): no food ("friend" found fries). */
const COMPANY =
  /\b(?:with|amb|con)\s+(?:(?:a|an|my|the|some|un|una|uns|unes|el|la|els|les|mi|mis|unos|unas|los|las|el meu|la meva|els meus|les meves|two|three|dos|tres)\s+)?(?:friends?|mates?|colleagues?|co-?workers?|family|fam[ií]lia|wife|husband|partner|boyfriend|girlfriend|kids|children|parents|mum|mom|dad|amics?|amigues?|amiga|amigos?|amigas?|companys?|companyes?|compa[nñ]er[oa]s?|pareja|parella|dona|marit|mujer|marido|novi[oa]?s?|fills|hijos|pares|padres|mare|pare|madre|padre|sister|brother|sons?|daughters?|germans?|germanes?|germana|herman[oa]s?|filla|hij[oa]|mother|father|grandma|grandad|granny|nan|nephew|niece|cunyad[ao]s?|cu[nñ]ad[oa]s?|sogres?|suegr[oa]s?|avis|abuel[oa]s?|the team|l'equip|el equipo)\b/giu;
/** A feast day named as a heading ("Avui Sant Esteve:", "Boxing Day leftovers:"): no food. */
const FEAST_DAY =
  /(?:^|\b)(?:avui |hoy |today |today's )?(?:[eé]s |is )?(?:(?:dinar|sopar|esmorzar|comida|cena|almuerzo|desayuno|lunch|dinner|breakfast)\s+(?:de\s+|d'|del\s+)?)?(?:sant esteve|san esteban|nadal|navidad|christmas(?: day)?|boxing day|reis|reyes|cap d'any|nochevieja|nochebuena|nit de nadal|any nou|a[nñ]o nuevo)(?: leftovers?| sobres| restes)?\s*:/giu;
/** "American pancakes": pancakes (the coffee's "americano" took the word once pancakes were a food). */
const PANCAKE_STYLE = /\bamerican(?:-style| style)?\s+(?=pancakes?\b)/giu;
/** Why, said after a comma ("coca de llardons, que demà és dijous gras": m50 read fresh cheese and garlic): no food. */
const REASON_SAID =
  /,\s*(?:que|perqu[eè]|porque|because|as|since|ja que|ya que)\s+(?:(?:avui|dem[aà]|ahir|hoy|ma[nñ]ana|ayer|today|tomorrow|yesterday)\s+)?(?:[eé]s|era|fue|ser[aà]|is|was|it's|it is)\s+(?:(?:el|la|the)\s+)?(?:dijous gras|jueves lardero|carnaval|carnestoltes|sant \p{L}+|san \p{L}+|el meu sant|mi santo|festa|fiesta|festiu|festivo|aniversari|cumplea[nñ]os|birthday|dilluns|dimarts|dimecres|dijous|divendres|dissabte|diumenge|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|monday|tuesday|wednesday|thursday|friday|saturday|sunday|nadal|navidad|christmas|reis|reyes|pancake day|shrove tuesday)\b(?:(?!\b(?:i|y|and|amb|con|with|de postres|plus)\b)[^,;+])*/giu;
/** "Sushi takeaway", "para llevar", "homemade": how it came, no food. */
const TAKEAWAY =
  /\b(?:takeaway|take-away|take out|to go|para llevar|per emportar|homemade|home-made|casero|casera|casol[aà]|casolana|fet a casa|hecho en casa|de lata|de llauna|en conserva|de bote|de pot|a side of|de guarnici[oó]n?|con guarnici[oó]n de|amb guarnici[oó] de)\b/giu;
/**
 * Who made or brought it, said after the dish ("escudella my neighbour made, with galets": m49 read strawberries and the
 * galets twice): no food, and the dish's own parts named after it stay the dish's.
 */
const MADE_BY =
  /\s+(?:(?:that|which)\s+)?(?:my|our|the)\s+(?:neighbou?r|mum|mom|mother|dad|father|gran|grandma|granny|grandad|grandpa|partner|wife|husband|boyfriend|girlfriend|friend|flatmate|roommate|housemate|colleague|sister|brother|aunt|auntie|uncle|mother-in-law|father-in-law)\s+(?:made|cooked|brought|had made)\b/giu;
/** "Tuna mayo", "egg mayo" (a sandwich's filling too, so read last): the filling with its mayonnaise. */
const MAYO_FILLING = /\b(tuna|chicken|egg|prawn|coronation chicken)\s+mayo\b/giu;
const withMayo = (text: string) => text.replace(MAYO_FILLING, '$1 + 15 g mayonnaise');

/** A count of units after the food, past a comma ("canelones de carne, 4 unidades"): put before it. */
/** When something was last done ("first run since Christmas"): a holiday named so is no food (no Christmas pudding). */
const SINCE_HOLIDAY =
  /\b(?:since|desde|des de|after|despu[eé]s de|despr[eé]s de)\s+(?:(?:the|las|les|el|la)\s+)?(?:christmas|xmas|new year|holidays|nadal|navidad|navidades|festes|fiestas|reis|reyes|sant esteve|cap d'any|a[nñ]o nuevo)\b/giu;
/** "A sprinkle of granola": about 10 g of it, not a bowl. */
const SPRINKLE =
  /\b(?:a\s+(?:little\s+)?(?:sprinkle|sprinkling|dusting)\s+of|(?:un\s+)?(?:polsim|espolsat)\s+de)\s+/giu;
/** "A banana bread slice", "two pizza slices": slices of the food, as "a slice of banana bread" reads. */
const SLICE_AFTER =
  /\b(a|an|one|two|three|four|\d+)\s+((?!(?:big|large|small|thin|thick|medium|few)\b)[\p{L}]+(?:\s+[\p{L}]+)?)\s+(slices?|wedges?)\b(?!\s+(?:of)\b)/giu;
const UNITS_AFTER =
  /(?!(?:unas|unes|unos|uns|about|around|some)\b)([\p{L}][\p{L}' ]*?),?\s+(?:(?:unas|unes|unos|uns|about|around|some)\s+)?(\d+)\s+(?:unitats|unidades|units|peces|piezas|pieces)\b(?!\s+(?:of|de|d')\b)(?:\s+(?:variad[oa]s|variades|variats|mixed|assorted)\b)?/gu;

/**
 * A menú del dia named before its courses ("menú del dia: amanida, …", "de primer …, de segon …"), or a tapas night before
 * its tapas: the courses are the foods; the words are none ("set lunch" found oyster mushrooms, "setas"; m31's "tapas
 * night" tap water).
 */
const MENU =
  /\b(?:\d+|dues|dos|tres|quatre|cuatro|two|three|four)\s+(?:tapes|tapas|racions|raciones)\s*:|\b(?:tapes|tapas|racions|raciones)(?:\s+(?:night|evening|dinner|lunch|nit|noche|sopar|cena|dinar|comida))?\s*:|\b(?:nit|noche|sopar|cena|dinar|comida) de (?:tapes|tapas)\s*:|(?:\b(?:a|un|el|the|my)\s+)?\b(?:set lunch|set menu|men[uú] del d[ií]a|men[uú] de mediod[ií]a|menú|menu)(?![a-zà-ÿ])\s*:?|\b(?:de primer|de segon|de postres|de primero|de segundo|de postre|for starters?|for (?:the )?mains?|for dessert)\b\s*:?/gi;
