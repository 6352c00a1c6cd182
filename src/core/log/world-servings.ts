/**
 * @module
 * Dishes from further away that people in Catalonia eat and log whole ("two tacos al pastor", "eggs benedict", "un
 * ramen", "una sangria"), and the dishes whose filling is named after them ("una truita d'espinacs", "amanida de
 * cigrons", "tuna salad"): the filling stays a food of its own, read with its usual portion. Read before the Catalan
 * dishes of `servings.ts`, so a double cheeseburger is not read as a cheeseburger and a "double". Servings are a
 * restaurant's or a take-away's usual ones; the foods are the tables' (`data/README.md`).
 */
import type { Serving } from './servings.js';
import { NOT_WEIGHED, TABLE_SERVINGS } from './table-servings.js';

/** Fillings that make another dish: a potato omelette is a food of its own, a wheat tortilla a wrap, "truita de riu" a trout. */
const NOT_AN_OMELETTE_FILLING = String.raw`patates|patata|patatas|papas|riu|rio|r[ií]o|trigo|blat|ma[ií]z|harina|farina|un|una|dos|dues|tres|quatre|cuatro|ous?|huevos?|eggs?|clares|claras`;
/** Salads that are dishes or foods of their own (pasta, rice, Russian, fruit salad) and words that name no filling. */
const NOT_A_SALAD_FILLING = String.raw`pasta|arr[oò]s|arroz|rice|fruit|fruita|fruites|fruta|frutas|russa|rusa|russian|potato|patata|patates|patatas|c[eé]sar|caesar|cesar|green|mixed|side|garden|house|simple|small|big|large|little|a|the|my|some|verda|verde|mixta|variada|la|el`;

/** What a poke bowl and a burrito hold anyway: listed after them, they are no food of their own. */
const POKE_PARTS = String.raw`rice|arroz|arr[oò]s|edamame|avocado|aguacate|alvocat|cucumber|pepino|cogombre|seaweed|wakame|algas?|algues|sesame|s[eé]samo|s[eè]sam|corn|ma[ií]z|onion|cebolla|ceba|radish(?:es)?`;
// A breakfast burrito holds its eggs (m28: "breakfast burrito w/ eggs, beans, cheese" counted them again).
const BURRITO_PARTS = String.raw`eggs?|scrambled eggs|huevos?|huevos revueltos|ous|ou|beans|black beans|frijoles|jud[ií]as|mongetes|fesols|rice|arroz|arr[oò]s|beef|ternera|vedella|carne|carn|chicken|pollo|pollastre|cheese|queso|formatge|salsa|lettuce|lechuga|enciam`;
/** What fajitas are fried with: listed after them, they are no food of their own. */
const FAJITA_PARTS = String.raw`peppers?|pimientos?|pebrots?|onions?|cebollas?|cebes|ceba`;
/** "With a, b and c" where each of a, b, c is one of `parts`, up to the next food or the end. */
const listing = (parts: string) =>
  String.raw` (?:with|w/|amb|con|de|d') (?:${parts})(?:(?:,\s*|\s+(?:and|y|i)\s+)(?:${parts}))*(?![\p{L}])(?=\s*$|\s*[,;+]|\s+(?:and|y|i|with|amb|con|plus)\b)`;

export const WORLD_SERVINGS: readonly Serving[] = [
  // Fries beside a burger ("big mac, patatas medianas") and fries by their size ("large fries"): a chain's small,
  // medium and large portions (80, 110 and 150 g); read before the burger is spelled out, while its name is there.
  ...(
    [
      [80, String.raw`petites|peque[nñ]as`, 'small'],
      [150, String.raw`grans|grandes`, 'large|big'],
      [110, String.raw`mitjanes|medianas`, 'medium|regular'],
    ] as const
  ).map(([grams, sizes, english], index): Serving => ({
    words: String.raw`(?<=(?:big macs?|whoppers?|cheeseburgers?|hamburgers?|burgers?|hamburgu?es(?:a|es|as)|mcnuggets|mcpollo|mcchicken|nuggets)(?: [\p{L}]+){0,5}(?:,| (?:amb|con|i|y|and|with)) )(?:unes |unas |some )?patat(?:es|as)(?: fregides| fritas)?${index === 2 ? String.raw`(?: (?:${sizes}))?` : String.raw` (?:${sizes})`}(?! (?:bullides|cocidas|hervidas|al forn|al horno|rostides|asadas|de bolsa|braves|bravas))|(?:${english}) (?:fries|chips|french fries)|(?:patatas fritas|patates fregides) (?:${sizes})`,
    parts: [[grams, 'french fries']],
  })),
  // A burger "completa" at a bar: bun, patty, cheese, lettuce and tomato (m15); an egg or bacon named after it is read too.
  {
    words: String.raw`hamburgu?es(?:a|es|as)? complet(?:a|es|as)`,
    parts: [
      [55, 'burger bun'],
      [125, 'beef burger'],
      [20, 'sliced cheese'],
      [20, 'lettuce'],
      [30, 'tomato'],
    ],
  },
  // A Sunday roast said alone: roast beef, roast potatoes and gravy (m17 read a sundae); named before its parts ("Sunday
  // roast at the pub: beef, …") it is their meal (`said-plainly.ts`).
  {
    words: String.raw`sunday roasts?`,
    parts: [
      [120, 'roast beef'],
      [200, 'baked potato'],
      [10, 'extra virgin olive oil', 'ml'],
      [60, 'gravy'],
    ],
  },
  // A double cheeseburger: two thin patties and two slices of cheese in one bun, as a chain makes it.
  {
    words: String.raw`double cheeseburgers?|doble cheeseburgers?|cheeseburgers? dobles?|hamburgu?esas? dobles? con queso|hamburgueses? dobles? amb formatge`,
    parts: [
      [55, 'burger bun'],
      [120, 'beef burger'],
      [30, 'sliced cheese'],
    ],
  },
  // A taco: a small corn tortilla with its filling, the meat named (chicken, beef, fish) or pork (al pastor, the usual
  // one, is marinated pork), and onion.
  ...(
    [
      [String.raw`chicken |pollo |pollastre `, String.raw` de (?:pollo|pollastre)`, 'chicken breast'],
      [String.raw`beef `, String.raw` de (?:carne|carn|ternera|vedella)`, 'lean beef mince'],
      [String.raw`fish `, String.raw` de (?:pescado|peix)`, 'hake'],
      [
        String.raw`pork `,
        String.raw` al pastor| de (?:cerdo|porc|cochinita(?: pibil)?)| (?:de )?carnitas`,
        'pork loin',
      ],
    ] as const
  ).map(([before, after, meat], index): Serving => ({
    // The pork taco is also the one with no meat named.
    words:
      index === 3 ? String.raw`(?:${before})?tacos?(?:${after})?` : String.raw`(?:${before})tacos?|tacos?(?:${after})`,
    parts: [
      [26, 'corn tortilla'],
      [50, meat],
      [15, 'onion'],
    ],
  })),
  // Eggs Benedict: an English muffin, two poached eggs, ham and a butter hollandaise.
  {
    words: String.raw`eggs? benedict(?:ine)?|huevos? benedict(?:ine)?|ous? benedict(?:ine)?`,
    parts: [
      [57, 'English muffin'],
      [120, 'egg'],
      [30, 'cooked ham'],
      // A hollandaise of about 40 g: mostly butter, with the yolk.
      [25, 'butter'],
    ],
  },
  // A chicken ramen: the chicken is what is on top (m25 read a chicken's portion beside a bar's ramen with its pork).
  {
    words: String.raw`(?:(?:bowls?|bols?|cuencos?) (?:of |de |d')?)?(?:chicken|pollo|pollastre) ramens?(?: bowls?)?|ramens? (?:de |with |amb |con )(?:chicken|pollo|pollastre)`,
    parts: [
      [80, 'ramen noodles'],
      [400, 'chicken stock', 'ml'],
      [60, 'cooked chicken breast'],
      [25, 'egg'],
    ],
  },
  // Shakshuka: eggs poached in tomato with pepper and onion, in olive oil (m25 left it unknown).
  {
    words: String.raw`sh?akshukas?|chakchoukas?`,
    parts: [
      [120, 'egg'],
      [200, 'crushed tomato'],
      [50, 'red pepper'],
      [40, 'onion'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // A tonkotsu ramen: its broth is pork bones boiled until their fat turns it milky, some 12 g of it in a bowl, and a bar
  // tops it with two slices of chashu and half an egg (m48 read a light broth, 542 kcal).
  {
    words: String.raw`(?:(?:bowls?|bols?|cuencos?) (?:of |de |d')?)?(?:ramens? tonkotsu|tonkotsu ramens?|(?<!ramens?,? )tonkotsu(?! (?:ramen|broth|stock|soup|caldo|brou|base|paste|pasta)\b)(?=\s*(?:$|[,;.+]|(?:and|i|y) )))(?: bowls?)?(?!\s+(?:with|amb|con|de|d')\b)(?!\s+(?:and|i|y)\s+(?:(?:an?|un|una|some|extra) )?(?:eggs?|ous?|huevos?|chashu|pork|porc|cerdo|corn|bamboo|nori|menma)\b)`,
    parts: [
      [80, 'ramen noodles'],
      [400, 'chicken stock', 'ml'],
      [12, 'lard'],
      [40, 'pork belly'],
      [25, 'egg'],
    ],
  },
  // A bowl of ramen with nothing named on top is a ramen bar's, with a slice or two of chashu and half an egg (m24: "a bowl of
  // ramen" read noodles in broth alone, 376 kcal).
  {
    words: String.raw`(?:(?:bowls?|bols?|cuencos?) (?:of |de |d')?)?(?:(?:shoyu|shio|miso|spicy|veggie|vegan|vegetarian) )?ramens?(?: bowls?)?(?!\s+(?:with|amb|con|and|i|y|de|d')\b)(?=\s*(?:$|[,;.+]))`,
    parts: [
      [80, 'ramen noodles'],
      [400, 'chicken stock', 'ml'],
      [25, 'pork belly'],
      [25, 'egg'],
    ],
  },
  // A bowl of ramen: noodles in broth (what is on top is named after it: pork, an egg). Not the noodles the serving
  // above has just written out.
  {
    words: String.raw`(?:(?:bowls?|bols?|cuencos?) (?:of |de |d')?)?(?:(?:tonkotsu|shoyu|shio|miso|spicy|veggie|vegan|vegetarian) )?ramens?(?: bowls?)?(?! noodles)`,
    parts: [
      [80, 'ramen noodles'],
      [400, 'chicken stock', 'ml'],
    ],
  },
  // A bowl of pho: rice noodles in a beef broth with thin slices of beef, or chicken in pho gà (m49 read "beef pho" as a
  // burger). A big bowl is said as such and read bigger.
  {
    words: String.raw`(?:(?:bowls?|bols?|cuencos?) (?:of |de |d')?)?(?:(?:chicken|pollo|pollastre) ph[oở]s?|ph[oở]s? (?:g[aà]|(?:de |with |amb |con )(?:chicken|pollo|pollastre)))(?: bowls?)?`,
    parts: [
      [70, 'rice noodles'],
      [400, 'chicken stock', 'ml'],
      [70, 'cooked chicken breast'],
    ],
  },
  {
    // Not a pho named for something else (tofu, seafood, prawns) nor one whose parts are listed after it.
    words: String.raw`(?<!(?:tofu|vegan|veggie|vegetarian|vegetal|seafood|prawn|shrimp|gambes|gambas|marisc|marisco|fish|peix|pescado|meatball|mandonguilles|albondigas) )(?:(?:bowls?|bols?|cuencos?) (?:of |de |d')?)?(?:(?:beef|ternera|vedella) )?ph[oở]s?(?: (?:b[oò]|(?:de |with |amb |con )(?:beef|ternera|vedella)))?(?: bowls?)?(?!\s+(?:with|amb|con|de|d'|and|i|y)\s+(?!(?:a |an |un |una |some |two |dos )?(?:beer|beers|cervesa|cerveza|coffee|cafe|cafè|water|aigua|agua|tea|te|coke|cola)\b))`,
    parts: [
      [70, 'rice noodles'],
      [400, 'chicken stock', 'ml'],
      [80, 'beef sirloin steak'],
    ],
  },
  // A michelada: a bottle of lager with lime, salt and hot sauce in a frosted glass (m26 left it unknown).
  {
    words: String.raw`micheladas?`,
    parts: [[330, 'beer', 'ml']],
  },
  // A mimosa: cava and orange juice, half and half, in a flute.
  {
    words: String.raw`mimosas?`,
    parts: [
      [75, 'cava', 'ml'],
      [75, 'fresh orange juice', 'ml'],
    ],
  },
  // A glass of sangria: red wine, lemon soda and sugar.
  {
    words: String.raw`(?:(?:copes?|gots?|vas|vasos?|copas?|glass(?:es)?) (?:de |d'|of ))?sangr[ií]as?`,
    parts: [
      [100, 'red wine', 'ml'],
      [80, 'lemon-lime soda', 'ml'],
      [10, 'sugar'],
    ],
  },
  // A Cola Cao or a Nesquik: a glass of milk with a heaped spoon of the chocolate powder; a Cacaolat is the bottle.
  {
    words: String.raw`(?:(?:tasses|tassa|tazas?|cups?|mugs?|gots?|vasos?|glass(?:es)?) (?:de |d'|of ))?(?:cola ?caos?|colacaos?|nesquiks?|cacaolats?)|(?:gots?|vasos?|tasses|tassa|tazas?|glass(?:es)?|cups?|mugs?) (?:de |d'|of )(?:llet|leche|milk) (?:amb|con|with) (?:cacau|cacao|cola ?cao|nesquik|chocolate powder)`,
    parts: [
      [250, 'semi-skimmed milk', 'ml'],
      [15, 'chocolate drink powder'],
    ],
  },
  // A poke bowl with its fish and its usual parts listed ("poke bowl with salmon, rice, edamame and avocado").
  {
    words: String.raw`pok[eé](?: bowl)? (?:with|amb|con) (?<keep>salmon|tuna|chicken|tofu|salm[oó]n?|at[uú]n|tonyina|pollo|pollastre)(?:(?:,\s*|\s+(?:and|y|i)\s+)(?:${POKE_PARTS}))*(?![\p{L}])(?=\s*$|\s*[,;+]|\s+(?:and|y|i|with|amb|con|plus)\b)`,
    parts: [
      [150, 'cooked white rice'],
      [40, 'avocado'],
      [30, 'edamame'],
    ],
  },
  // A poke bowl named alone: rice, avocado, edamame and the fish or meat named with it; with its parts listed after it
  // ("poke bowl with salmon, rice…") the parts are the foods.
  {
    words: String.raw`(?:(?<keep2>salmon|tuna|chicken|tofu|salm[oó]n?|at[uú]n|tonyina|pollo|pollastre) )?pok[eé](?: bowl)?(?: (?:de |d')(?<keep>salm[oó]n?|at[uú]n|tonyina|pollo|pollastre|tofu))?(?:${listing(POKE_PARTS)}|(?!(?: bowl)? (?:with|amb|con)\b))`,
    parts: [
      [150, 'cooked white rice'],
      [40, 'avocado'],
      [30, 'edamame'],
    ],
  },
  // A club sandwich: three slices of bread, chicken, bacon, lettuce and tomato, mayonnaise (m44 read the bread alone and
  // left "club" unknown; "sandwhich" typed so too).
  {
    words: String.raw`club (?:sandw(?:h)?ich(?:es)?|s[aá]ndwich|sandvitx)|(?:s[aá]ndwich|sandvitx) club`,
    parts: [
      [75, 'sliced white bread'],
      [60, 'chicken breast'],
      [20, 'bacon'],
      [20, 'lettuce'],
      [30, 'tomato'],
      [15, 'mayonnaise'],
    ],
  },
  // A burrito, with what is in it listed or not ("burrito with beans, rice and beef"): the table's burrito holds them.
  {
    words: String.raw`(?:breakfast )?(?:(?:beef|chicken|bean|veggie|pork) )?burritos?(?: (?:de |d')(?:pollo|pollastre|ternera|vedella|carne|carn|cerdo|porc))?(?:${listing(BURRITO_PARTS)})?`,
    // A restaurant's, some 350 g (m42, m43 and m44 each read one with rice and beans under their range at 300 g).
    parts: [[350, 'burrito']],
  },
  // Fajitas: three flour tortillas, the peppers and onion fried with the meat, the meat named a food of its own (m39 read
  // "3 tortillas" as Spanish omelettes); chicken when none is named.
  ...(
    [
      [
        String.raw`(?<keep>chicken|pork|prawn|pollo|pollastre|cerdo|porc|gambas|gambes) fajitas?|fajitas? (?:de |d')(?<keep2>pollo|pollastre|cerdo|porc|gambas|gambes)`,
        [],
      ],
      [
        String.raw`(?:beef|steak) fajitas?|fajitas? (?:de |d')(?:ternera|vedella|carne|carn)`,
        [[150, 'thin beef steak']],
      ],
      [String.raw`(?:veggie |vegetable )?fajitas?`, [[150, 'chicken breast']]],
    ] as const
  ).map(([named, meat]): Serving => ({
    words: String.raw`(?:${named})(?:,? (?<n>\d|two|three|four|five|six|dos|dues|tres|quatre|cuatro|cinc|cinco|sis|seis) (?:tortillas|wraps|truites))?(?:${listing(FAJITA_PARTS)})?`,
    nOf: 3,
    parts: [
      [120, 'flour tortilla'],
      ...meat,
      [80, 'green pepper'],
      [50, 'onion'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  })),
  // A Caesar wrap: the salad rolled in a tortilla with grilled chicken (the chicken is part of it, named or not).
  {
    words: String.raw`(?:chicken )?ca?esar wraps?|wraps? c[eé]sar(?: (?:de|amb|con) (?:pollo|pollastre))?`,
    parts: [
      [60, 'flour tortilla'],
      [80, 'cooked chicken breast'],
      [30, 'lettuce'],
      [10, 'grated cheese'],
      [15, 'mayonnaise'],
    ],
  },
  // A wrap: a flour tortilla around what is named before it ("a hummus wrap"; a kebab wrap is the kebab).
  {
    words: String.raw`(?<keep2>(?!(?:a|an|the|my|kebab|doner|d[oö]ner|chicken kebab|shawarma|tortilla|flour|wholemeal|wholewheat|spinach)\b)[a-z]+) wraps?|wraps? (?:de |d')(?<keep>[\p{L}]+)|(?<!(?:kebab|doner|d[oö]ner|shawarma|xawarma|shoarma|d[uü]r[uü]m|gyros?) )(?:tortilla |flour |wholemeal |wholewheat )?wraps?`,
    parts: [[60, 'flour tortilla']],
  },
  // A fruit salad or a macedònia: a bowl of cut fresh fruit.
  {
    words: String.raw`(?:amanida|ensalada|amanides|ensaladas) (?:de |d')(?:fruites?|fruita|frutas?)|(?:macedò?[oò]nia|macedonias?)(?: (?:de |d'|of )(?:fruites?|fruita|frutas?|fruits?))?|fruit salads?`,
    parts: [[200, 'piece of fruit']],
  },
  // An amanida catalana: the salad with a little of the cured meats on it.
  {
    words: String.raw`(?:amanida|ensalada) catalana`,
    parts: [
      [60, 'mixed salad leaves'],
      [40, 'tomato'],
      [10, 'extra virgin olive oil', 'ml'],
      [20, 'serrano ham'],
      [30, 'botifarra'],
    ],
  },
  // A Caesar salad: lettuce, parmesan, croutons and its creamy dressing.
  {
    words: String.raw`(?:amanida|ensalada) c[eé]sar|ca?esar salad|c[eé]sar salad`,
    parts: [
      [100, 'mixed salad leaves'],
      [15, 'grated cheese'],
      [20, 'baguette'],
      [25, 'mayonnaise'],
    ],
  },
  // Dishes of a Catalan or a British table and a bar's drinks, read before the rest (`table-servings.ts`).
  ...TABLE_SERVINGS,
  // A veggie burger at a restaurant: the bun, a plant-based patty and its sauce.
  {
    words: String.raw`(?:veggie|vegetarian|vegan|plant-based) burgers?|hamburgues(?:a|es|as) (?:vegetal(?:s|es)?|vegetarian(?:a|es|as)|vegan(?:a|es|as))`,
    parts: [
      [60, 'burger bun'],
      [100, 'veggie burger'],
      [15, 'mayonnaise'],
    ],
  },
  // Roast potatoes, British style: roasted in fat (a Spanish "patata al forn" is baked as it is).
  {
    words: String.raw`roast(?:ed)? potato(?:es)?|roasties`,
    parts: [
      [200, 'baked potato'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Fish and chips from a chippy: battered white fish (flour batter and the oil it fries in) and a large portion of chips.
  {
    words: String.raw`fish (?:and|&|n) chips`,
    parts: [
      [180, 'white fish'],
      [30, 'wheat flour'],
      [20, 'extra virgin olive oil', 'ml'],
      [200, 'french fries'],
    ],
  },
  // Fried fish, floured and fried the Andalusian or Catalan way: the flour and the oil it takes up, some 200 kcal per 100 g
  // fried (m33's ración of pescaíto read 300 kcal with 10 ml of oil).
  {
    words: String.raw`(?:fried|battered) fish|pescado frito|pescaíto frito|pescaito frito|peix fregit|peixet fregit|fritura de pescado`,
    parts: [
      [180, 'white fish'],
      [20, 'wheat flour'],
      [20, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Patatas panaderas: sliced potato and onion slowly baked or confited in olive oil, as a side.
  {
    words: String.raw`patatas? (?:a la )?panaderas?|patates? (?:a la |de )?(?:panadera|forner(?:a|es))`,
    parts: [
      [150, 'potato'],
      [30, 'onion'],
      [15, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Sweet potato fries: the sweet potato and the oil it fries in.
  {
    words: String.raw`sweet potato (?:fries|chips|wedges)|(?:patatas? de )?boniato frito|boniatos fritos|moniato fregit|moniatos? fregits?|batatas? fritas?`,
    parts: [
      [150, 'sweet potato'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Pulpo a la gallega: a ració of boiled octopus with olive oil and paprika (the cachelos are named after it).
  {
    words: String.raw`(?:pulpo|pop) (?:a la|a) (?:gallega|feira)|pulpo á feira`,
    parts: [
      [250, 'octopus'],
      [15, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Mulled wine (vi calent): red wine warmed with sugar and spices, a cup.
  {
    words: String.raw`(?:(?:cups?|mugs?|glass(?:es)?|gots?|tasses|tassa|vasos?|tazas?) (?:of |de |d'))?(?:mulled wines?|gl[uü]hweins?|vi calent|vins calents|vino caliente|vinos calientes|vin chaud)`,
    parts: [
      [150, 'red wine', 'ml'],
      [15, 'sugar'],
    ],
  },
  // A noodle soup: the broth with a handful of fideus (and the chicken, in a chicken noodle soup).
  {
    words: String.raw`chicken noodle soups?|sopas? de fideos con pollo|sopa de fideus amb pollastre`,
    parts: [
      [300, 'chicken stock', 'ml'],
      [30, 'fideo noodles'],
      [30, 'chicken breast'],
    ],
  },
  // A chicken soup: the broth with some of its chicken and vegetables (m51's writers: "chicken soup" read a 150 g breast and
  // "sopa de pollo" a cream of vegetables).
  {
    words: String.raw`${NOT_WEIGHED}(?<!(?:cream of|crema de|cream|creamy) )(?:(?:(?:homemade|home-made|hot|a bowl of) )?chicken soups?|sopas? de pollo|sopes? de pollastre|sopa de gallina|caldo de pollo con (?:verduras|pollo))`,
    parts: [
      [300, 'chicken stock', 'ml'],
      [40, 'chicken breast'],
      [40, 'mixed vegetables'],
    ],
  },
  {
    words: String.raw`noodle soups?|sopas? de fideos|sopes? de fideus|sopa de fideus|(?:caldo|brou|broth|consom[eé])(?: (?:de |d')(?:pollo|pollastre|gallina|verduras|verdures|pescado|peix|carne|carn|cocido))? (?:con|amb|with) (?:fideos|fideus|noodles)`,
    parts: [
      [300, 'chicken stock', 'ml'],
      [30, 'fideo noodles'],
    ],
  },
  // Steak, eggs or a kebab "amb patates" at a bar or in a menú: the potatoes are chips; so are a rotisserie chicken's (m46
  // read boiled potatoes beside "un quart de pollastre a l'ast").
  {
    words: String.raw`(?<=(?:a l'ast|al ast|rotisserie chicken|bistecs?|filetes?|filets?|llom|lomo|ous?|huevos?|eggs?|hamburgues(?:a|es|as)|entrecots?|xurrascos?|churrascos?|escalopes?|escalopa|salsitxes|salchichas|botifarr(?:a|es)|secret|pinchos?|pinxos?|lluç|merluza|calamars|calamares|kebabs?|d[oö]ner|d[uü]r[uü]ms?|mixto|mixt)(?: [\p{L}]+){0,3} (?:amb|con|i|y) )(?:unes |unas )?patat(?:es|as)(?: fregides| fritas)?(?: (?:mitjanes|medianas|grans|grandes|petites|peque[nñ]as))?(?! (?:bullides|cocidas|hervidas|al forn|al horno|rostides|asadas|xips|chips|de bolsa|braves|bravas))`,
    parts: [[120, 'french fries']],
  },
  // A risotto, a restaurant's plate: round rice cooked in stock with butter and parmesan, its named filling a food of its
  // own at what a plate holds (m36 read a mushroom risotto as mushrooms and cheese triangles, 120 kcal).
  {
    words: String.raw`(?<keep>(?!(?:a|an|the|my|one|some|restaurant|creamy|big|small|leftover|un|una)\b)[\p{L}]+) risottos?|risottos? (?:de |d'|with |amb |con )(?<keep2>[\p{L}]+)|risottos?`,
    keepG: 60,
    parts: [
      [90, 'round rice'],
      [10, 'butter'],
      [15, 'parmesan'],
      [5, 'extra virgin olive oil', 'ml'],
    ],
  },
  // A peppercorn sauce over a steak: cream reduced with the pepper and a knob of butter, about 50 ml.
  {
    words: String.raw`(?:(?:green |black )?pepper(?:corn)? sauce|salsas? (?:a la |de |al )?pimienta(?: verde| negra)?|salsa (?:al |de )pebre(?: verd| negre)?)`,
    parts: [
      [40, 'cooking cream', 'ml'],
      [5, 'butter'],
      [1, 'black pepper'],
    ],
  },
  // The garlic sauce of a kebab shop named on its own: mayonnaise and yogurt with garlic (a "white sauce" may be a
  // béchamel, so it is left to the kebab it is named with).
  {
    words: String.raw`(?:garlic|yogh?urt|kebab) sauce|salsas? (?:de ajo|de yogur)|salsa (?:d'all|de iogurt)`,
    parts: [
      [20, 'mayonnaise'],
      [20, 'plain yogurt'],
      [2, 'garlic'],
    ],
  },
  // Cap i pota or callos: a stew of tripe with chorizo, a plate.
  {
    words: String.raw`cap i pota|callos(?: a la madrile[nñ]a)?|tripa a la madrilenya`,
    parts: [
      [200, 'tripe'],
      [30, 'chorizo'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // An empanada named by its filling ("a chicken empanada", "empanada de pollo"): the pie, not a breaded fillet (m50).
  {
    words: String.raw`(?:chicken|beef|meat|tuna|cheese|spinach|pork|ham|veggie|vegetable) empanadas?|empanadas? (?:gallegas? )?(?:de |d')(?:pollo|pollastre|carne|carn|ternera|vedella|at[uú]n|tonyina|bonito|espinacas|jam[oó]n|pernil|queso|formatge|zamburi[nñ]as|berberechos|sardinas)`,
    parts: [[150, 'savoury empanada']],
  },
  // Mini empanadas are empanadillas, a pair of them (m50's change read a Babybel).
  { words: String.raw`mini empanadas?`, parts: [[140, 'tuna pasty']] },
  // Fish or meat in batter ("merluza rebozada", "lluç arrebossat", "a la romana": m35 read plain hake): the flour and the
  // frying oil it takes up. A piece of an empanada ("un trozo de empanada de atún", "tuna empanada") is the pie (m50).
  {
    words: String.raw`(?:(?:un |una )?(?:filetes?|filets?|trossos|tros|trozos?) (?:de |d'))?(?<keep>(?!(?:calamars?|calamares|calamar)\b)[\p{L}]+) (?:rebozad[oa]s?|arrebossa(?:t|ts|da|des)|(?<!\b(?:de|d|of|la|el|les|los|las|un|una|a|the|tuna|beef|chicken|meat|cheese|spinach|pork|veggie|vegetable|galician|argentinian|argentine|chilean|savoury|mini|big|small|large) )(?:empanad[oa]s?|empana(?:t|ts|da|des))|a la romana|battered|in batter)|(?:battered|breaded) (?<keep2>[a-z]+)`,
    parts: [
      [15, 'wheat flour'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // An omelette of two eggs with its filling named ("una truita d'espinacs", "a cheese omelette").
  {
    // Its eggs counted after it are its own ("cheese omelette, 3 eggs", "(2 eggs)"; sealed m31 read them again).
    words: String.raw`(?:(?:truita|truites|tortilla|tortillas) (?:de |d')(?<keep>(?!(?:${NOT_AN_OMELETTE_FILLING})\b)[\p{L}]+)|(?<!\b(?:one|two|three|\d)[- ])(?<keep2>(?!(?:spanish|french|plain|potato|an|a|the|my|egg|eggs|one|two|three)\b)[a-z]+) omelet(?:te)?s?)(?:,? \(?(?:with |amb |con |de )?(?<n>\d|one|two|three|four|un|una|dos|dues|tres|quatre|cuatro) (?:eggs?|ous?|huevos?)\)?)?`,
    nOf: 2,
    parts: [
      [120, 'egg'],
      [5, 'extra virgin olive oil', 'ml'],
    ],
  },
  // A salad with what it is of named ("amanida de cigrons", "ensalada de atún", "tuna salad"), or a plain one: leaves,
  // tomato and its dressing of oil (a tablespoon: AESAN's portion guide).
  {
    words: String.raw`(?:amanida|ensalada|amanides|ensaladas) (?:de |d')(?<keep>(?!(?:${NOT_A_SALAD_FILLING})\b)[\p{L}]+)|(?<keep2>(?!(?:${NOT_A_SALAD_FILLING})\b)[a-z]+) salads?|(?<!(?:pasta|rice|fruit|potato|russian|ca?esar|c[eé]sar) )(?:(?:green|mixed|side|garden|house|simple|small|big) )?salads?(?! (?:leaves|mix|bar|dressing))|(?:amanida|ensalada|amanides|ensaladas)(?: (?:verda|verde|mixta|variada|de la casa|simple|verdes|verdes))?(?! (?:russa|rusa|de |d'|c[eé]sar))`,
    parts: [
      [60, 'mixed salad leaves'],
      [40, 'tomato'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
];
