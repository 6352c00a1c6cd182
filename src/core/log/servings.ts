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
import { WORLD_SERVINGS } from './world-servings.js';

export interface Serving {
  /**
   * The words for the dish, an expression over the typed text (lower case, accents as typed or not); a group named
   * `keep` or `keep2` is a food of its own that stays after the parts (an omelette's filling).
   */
  words: string;
  /** One serving as grams (or millilitres for a drink) of foods named exactly as the food table names them. */
  parts: readonly (readonly [amount: number, food: string, unit?: 'ml'])[];
  /** Servings a mention without a count stands for ("sushi" is a plate of eight pieces). */
  plain?: number;
  /** Grams of the food kept from the words (`keep`), when the dish holds less of it than its usual portion. */
  keepG?: number;
  /** What a number inside the words (the group `n`) counts per serving: an omelette's eggs, two to a serving. */
  nOf?: number;
  /** Words before the dish that count pieces of it ("peces de sushi", "slices of pizza"). */
  pieces?: string;
}

const KEBAB = String.raw`(?:(?:kebab )?d[uü]r[uü]ms?|kebabs?|d[oö]ner(?: kebab)?|d[uü]r[uü]ms?|shawarmas?|xawarmas?|shoarmas?)`;
const KEBAB_AS = String.raw`(?: (?:de |of )?kebab)?(?: (?:wraps?|plate|box|(?:en|in|a) (?:un |a )?(?:d[uü]r[uü]m|wrap|pan de pita|pa de pita|pitta|pita)))?(?: (?:con|amb|with) (?:salsa (?:de yogur|de iogurt|blanca|de ajo|d'all)|yogh?urt sauce|white sauce|garlic sauce))?`;
/** The beer a measure of it names ("un tercio de cerveza", "un tercio de mahou": one beer, m16 read two). */
const BEER_BRAND = String.raw`(?:mahou|estrella(?: damm| galicia)?|damm|voll[- ]damm|moritz|san miguel|alhambra|heineken|amstel|cruzcampo|[aà]mbar|keler|xibeca)`;
const OF_BEER = String.raw`(?: (?:de |d')(?:cervesa|cerveza|birra|cervesa de barril|cerveza de barril|${BEER_BRAND}))?`;
/** Nuts and seeds sold toasted: "torrades" after them is how they are, not a slice of toast. */
const TOASTED_NUTS = String.raw`(?:ametlles|almendras|avellanes|avellanas|cacauets|cacahuetes|cacahuets|pipes|pipas|nous|nueces|anacards|anacardos|castanyes|casta[nñ]as|fruits secs|frutos secos|pinyons|pi[nñ]ones|llavors|semillas|sèsam|s[eé]samo|blat de moro|ma[ií]z)`;

/** A sushi's name: its kind, the fish it holds, "variat". */
const SUSHI_KIND = String.raw`(?:salmon |tuna |salm[oó] |salm[oó]n )?(?:(?:(?:california|salmon|tuna|salmon avocado|avocado|cucumber|spicy tuna|crab|dragon|rainbow|philadelphia|tempura)(?: (?:and|&) (?:avocado|cucumber|cream cheese|salmon|tuna|crab))? (?:sushi |maki )?|sushi |maki )rolls?|sushis?|nigiris?|makis?|uramakis?|hosomakis?|futomakis?)(?: (?:de |d')(?:salm[oó]n?|tonyina|at[uú]n|tuna|salmon|anguila|eel|langostinos?|llagostins?))?(?: variad[oa]s?| variats?| mixed| assorted)?`;
/**
 * Another food counted after it ("sushi: 6 salmon nigiri"): the word is the list's heading, no sushi of its own; a sushi
 * itself counted ("6 california rolls, 4 salmon nigiri") is read whatever follows (m37 read cinnamon rolls).
 */
/** Sushi of a kind by the piece, counted before it or after the list it heads: 20 g of rice and its fish a piece, eight a plate. */
function sushiByThePiece(kind: string, fish: [number, string]): Serving {
  return {
    words: String.raw`(?<=\d\s)(?:de |d')?${kind}|(?<!\d\s)${kind}(?!${SUSHI_LISTED_AFTER})`,
    parts: [[20, 'cooked white rice'], fish],
    plain: 8,
    pieces: String.raw`peces|pe[cç]a|piezas?|pieces?|trossos`,
  };
}
/** Sushi named for its tuna ("tuna nigiri", "makis de tonyina", "spicy tuna roll"). */
const TUNA_SUSHI = String.raw`(?:spicy )?tuna (?:sushis?|nigiris?|makis?|rolls?|uramakis?|hosomakis?|futomakis?)|(?:sushis?|nigiris?|makis?|uramakis?|hosomakis?|futomakis?) (?:de |d')(?:tonyina|at[uú]n|tuna)`;
const SUSHI_LISTED_AFTER = String.raw`\s*[:\-–,+]\s*(?:(?:about|around|unes|unas|unos|uns|some)\s+)?(?:\d+|un|una|dos|dues|tres|quatre|cuatro|four|six|sis|seis|eight|vuit|ocho)\s+(?!(?:peces|piezas|pieces|unitats|unidades|units)\b(?!\s+(?:de|d'|of)\b)|(?:nigiris?|makis?|uramakis?|hosomakis?|futomakis?|sashimis?|gyozas?)\b)`;
/** Words that count sashimi's slices: pieces as for sushi, slices as for a cold cut. */
const SASHIMI_PIECES = String.raw`peces|pe[cç]a|piezas?|pieces?|trossos|slices?|llesques|lonchas?`;

/** A pot whose meatball is its pilota (m40: "escudella with meatballs", "leftover escudella … with the meatball"). */
const POT = String.raw`(?<![\p{L}'])(?:escudella|(?<!(?:arroz|arr[oò]s|pasta|huevos?|ous?|jam[oó]n|pernil|patatas?|rice|egg) )cocido|carn d'olla|puchero|olla)\b(?![^,;+]{0,60}\b(?:i|y|and|de segon|de segundo)\s+(?:\d+\s+)?(?:alb[oó]ndig|mandonguill|meatball))`;

const SERVINGS: readonly Serving[] = [
  // A slice of pa amb tomàquet: country bread, rubbed ripe tomato, a drizzle of oil.
  {
    words: String.raw`pa amb tom[aà]quet|pa amb tomata|pa amb tom[aà]quet i oli|pan con tomate|pan tumaca|pantumaca|pa tumaca|bread with tomato|tomato bread`,
    parts: [
      [60, 'country bread'],
      [30, 'tomato'],
      [5, 'extra virgin olive oil'],
    ],
    pieces: String.raw`llesques|llesca|rebanadas?|slices?|tostadas?|torrades|torrada`,
  },
  // Patates braves: fried potatoes with their sauce, a ració (in Barcelona an allioli under the spicy one).
  {
    words: String.raw`(?:patates |patatas )?(?:braves|bravas)`,
    parts: [
      [220, 'potato'],
      [25, 'extra virgin olive oil'],
      [15, 'mayonnaise'],
    ],
  },
  // Patates amb allioli, the bar's ració: potatoes coated in allioli, more than a spoonful of it (m47 read 15 g).
  {
    words: String.raw`(?<!sweet )(?:patates|patatas|potatoes)(?: (?:amb|con|al|with))? (?:allioli|alioli|aioli)`,
    parts: [
      [200, 'potato'],
      [40, 'allioli'],
    ],
  },
  // A bomba of the Barceloneta: a ball of mashed potato round minced meat, breaded and fried, with its two sauces (m19 read
  // chocolates). Not a "bomba calòrica", a calorie bomb.
  {
    words: String.raw`(?:bombes|bombas|bomba)(?: de la barceloneta| barcelonetes?)?(?! (?:cal[oò]ric\w*|de (?:calories|calor[ií]as|xocolata|chocolate|crema)))`,
    parts: [
      [130, 'potato'],
      [40, 'mixed mince'],
      [10, 'breadcrumbs'],
      [10, 'egg'],
      [8, 'extra virgin olive oil'],
      [8, 'mayonnaise'],
    ],
  },
  // Squid rings counted by the ring, some 15 g each; a ració holds thirteen or so (m43 read "fried squid rings" as squid and
  // onion rings, m41's "6 fried calamari rings" six raciones).
  {
    words: String.raw`(?:fried |battered )?(?:calamari|squid) rings|anillas de calamar|aros de calamar|anelles de calamar`,
    // Named by an alias the ració below does not read again.
    parts: [[15, 'battered squid']],
    plain: 13,
  },
  // Calamars a la romana, a ració of battered squid rings.
  {
    words: String.raw`calamars a la romana|calamares a la romana|calamares fritos|calamars fregits|rabas|fried calamari|fried squid`,
    // A ració at a bar; a tapa is half.
    parts: [[200, 'fried squid']],
  },
  // A falafel dürüm or kebab: the flatbread, four or five falafel, salad and the white sauce (m25 read falafel beside a chicken
  // dürüm).
  {
    words: String.raw`falafel ${KEBAB}|${KEBAB} (?:(?:de|of|with|amb|con) )?falafel`,
    parts: [
      [80, 'pitta bread'],
      [100, 'falafel'],
      [30, 'lettuce'],
      [30, 'tomato'],
      [20, 'mayonnaise'],
    ],
  },
  // A falafel pitta or wrap: a smaller bread, three or four falafel, salad and a spoon of sauce (m46 read the falafel and no
  // bread).
  {
    words: String.raw`falafel (?:pittas?|pitas?|wraps?)|(?:pittas?|pitas?|wraps?) (?:(?:de|of|with|amb|con) )?falafel`,
    parts: [
      [60, 'pitta bread'],
      [80, 'falafel'],
      [30, 'lettuce'],
      [30, 'tomato'],
      [15, 'mayonnaise'],
    ],
  },
  // A kebab or dürüm ("un durum mixto de kebab" is one): flatbread, grilled meat, salad and a white sauce. The meat is chicken unless it is named beef,
  // veal or lamb (döner meat, as fatty as a beef patty), or both in a mixed one; the named ones are read first.
  ...(
    [
      [
        String.raw`beef |lamb |veal `,
        String.raw`ternera|vedella|beef|xai|cordero|lamb|veal|carne|carn|meat|be`,
        'beef burger',
      ],
      [String.raw`mixed `, String.raw`mixto|mixt|mixed|mix`, 'mixed'],
      [String.raw`chicken `, String.raw`pollastre|pollo|chicken`, 'cooked chicken breast'],
    ] as const
  ).map(([before, after, meat], index): Serving => ({
    words:
      index === 2
        ? String.raw`(?:(?:${before}))?${KEBAB}(?: (?:(?:de|of|with|amb|con) )?(?:${after}))?${KEBAB_AS}`
        : String.raw`(?:(?:${before})${KEBAB}|${KEBAB} (?:(?:de|of|with|amb|con) )?(?:${after}))${KEBAB_AS}`,
    parts: [
      [80, 'pitta bread'],
      ...(meat === 'mixed'
        ? ([
            [55, 'cooked chicken breast'],
            [55, 'beef burger'],
          ] as const)
        : ([[110, meat]] as const)),
      [30, 'lettuce'],
      [30, 'tomato'],
      [20, 'mayonnaise'],
    ],
  })),
  // An entrecôte as a restaurant grills it, about 250 g (m24 read a home's 180 g steak); the grams typed, when they are
  // ("entrecot a la brasa de unos 300 g"), are left to the food. Read after `world-servings.ts`, whose potatoes "amb
  // patates" beside a steak are chips.
  {
    words: String.raw`(?:entrec[oô]ts?|entrecotes?)(?: (?:de (?:vedella|ternera|bou|buey)|a la (?:brasa|planxa|plancha|parrilla)|grilled))?(?![^,;+]*?\d\s*(?:g|gr|grams?|kg)\b)`,
    parts: [[250, 'beef sirloin steak']],
  },
  // A double burger: two patties in the bun, 75 g each as a chain's or a bar's, and cheese when named ("una hamburguesa
  // doble con bacon" read one patty and no bun, m21).
  {
    words: String.raw`double che+s+e*burgers?|(?:hamburguesas?|hamburgueses?) dobles? (?:con|amb) (?:queso|formatge)|che+s+e*burgers? dobles?`,
    parts: [
      [55, 'burger bun'],
      [150, 'beef burger'],
      [30, 'sliced cheese'],
    ],
  },
  {
    words: String.raw`double (?:beef )?burgers?|(?:hamburguesas?|hamburgueses?|burgers?) dobles?|dobles? (?:hamburguesas?|hamburgueses?)`,
    parts: [
      [55, 'burger bun'],
      [150, 'beef burger'],
    ],
  },
  // A cheeseburger: bun, a beef patty, a slice of cheese.
  {
    words: String.raw`che+s+e*burgers?|hamburguesas? con queso|hamburgueses? amb formatge|hamburguesa amb formatge`,
    parts: [
      [55, 'burger bun'],
      [100, 'beef burger'],
      [20, 'sliced cheese'],
    ],
  },
  // Sashimi is the fish alone, about 12 g a slice; a plate is eight (sealed m29: a salmon sashimi was given the rice of
  // nigiri). Tuna's before the rest, which is salmon's unless named.
  {
    words: String.raw`(?:(?<=\d\s)(?:de |d'))?(?:tuna sashimis?|sashimis? (?:de |d'|of )(?:tonyina|at[uú]n|tuna))`,
    parts: [[12, 'fresh tuna']],
    plain: 8,
    pieces: SASHIMI_PIECES,
  },
  {
    words: String.raw`(?:(?<=\d\s)(?:de |d'))?(?:salmon )?sashimis?(?: (?:de |d'|of )(?:salm[oó]n?|salmon))?`,
    parts: [[12, 'salmon']],
    plain: 8,
    pieces: SASHIMI_PIECES,
  },
  // A hot dog: a soft bun and a frankfurter of about 50 g each (sealed m32: "un perrito caliente" read a cup of hot
  // chocolate, "a hot dog" the sausage alone).
  {
    words: String.raw`hot ?dogs?|hot-dogs?|perritos? calientes?|perritos?(?= (?:con|amb|y|i|de) )`,
    parts: [
      [50, 'burger bun'],
      [50, 'frankfurter'],
    ],
  },
  // Tuna sushi by the piece: the same rice and about 10 g of raw tuna (m41 read "6 makis de tonyina" as salmon).
  sushiByThePiece(TUNA_SUSHI, [10, 'fresh tuna']),
  // Sushi by the piece (a nigiri or a maki: about 20 g of rice and 8 g of fish); a plate is eight.
  sushiByThePiece(SUSHI_KIND, [8, 'salmon']),
  // A temaki: a cone of nori with about 60 g of rice, the fish and a little avocado.
  {
    words: String.raw`temakis?(?: (?:de |d'|of )(?:salm[oó]n?|salmon|tonyina|at[uú]n|tuna))?`,
    parts: [
      [60, 'cooked white rice'],
      [30, 'salmon'],
      [15, 'avocado'],
    ],
  },
  // A slice of pizza, an eighth of a large one; a slice of a pizza named by its kind alone too (m40: "a slice of
  // margherita" read a whole pizza).
  {
    words: String.raw`(?:tros|trossos|tall|talls|porci[oó]|porcions|porci[oó]n|porciones|trozos?|slices?|pieces?|llesques|llesca) (?:de |d'|of )(?:(?:quatre formatges|cuatro quesos|four cheese|margarita|margherita|barbacoa|bbq|hawaiana|hawaiian|pepperoni|diavola|napolitana)\b(?! pizza)|(?:[\p{L}]+ )?pizza(?: (?:de|d'|amb|con|with) [\p{L}]+(?: (?:i|y|and) [\p{L}]+)?| (?:de |d')?(?:quatre formatges|cuatro quesos|4 formatges|4 quesos|four cheese|margarita|margherita|barbacoa|bbq|carbonara|hawaiana|prosciutto|pepperoni|vegetal|vegetariana|diavola|napolitana))?)`,
    parts: [[110, 'pizza']],
  },
  // Rye toast is rye bread (m19 read white).
  { words: String.raw`rye toasts?`, parts: [[30, 'rye bread']], pieces: String.raw`slices?|pieces?|rounds?` },
  // Toast with tomato, without slices counted, is the café's tostada of a Catalan breakfast: a slice of a country loaf
  // (m7, m51: an English writer's "toast with tomato and olive oil" was 200 to 400 kcal, read as 30 g of sliced bread).
  {
    words: String.raw`(?<!(?:slices?|pieces?|rounds?) of |(?:wholemeal|wholewheat|brown|white|sourdough|granary|multigrain|seeded|rye|french|garlic|on) )toasts?(?= (?:with|topped with) (?:grated )?(?:tomato(?:es)?|tom[aà]quet|tomate|tomaca)\b(?! (?:soup|sauce|ketchup|sopa|salsa)\b))`,
    parts: [[60, 'country bread']],
  },
  // Toast in English is a slice of sliced bread, toasted (Spanish "tostadas" and Catalan "torrades" stay the packet's).
  {
    // The bread it is made of goes with it ("rye toast", "sourdough toast"): a slice of about 30 g.
    words: String.raw`(?:(?:wholemeal|wholewheat|brown|white|sourdough|granary|multigrain|seeded) )?toasts?`,
    parts: [[30, 'sliced white bread']],
    pieces: String.raw`slices?|pieces?|rounds?`,
  },
  // A cup of hot chocolate, Catalan style (xocolata desfeta): the drink, not a bar of chocolate; so is the chocolate of
  // churros or porras (m16: "dos porras con chocolate" read 20 g of a bar).
  {
    words: String.raw`(?:(?:tasses|tassa|tazas?|cups?|mugs?) (?:de |d'|of ))?(?:xocolata desfeta|xocolata calenta|chocolate a la taza|chocolate caliente|(?:thick )?hot chocolate|hot choc(?:olate)?)|(?:tasses|tassa|tazas?|cups?|mugs?) (?:de |d'|of )(?:xocolata|chocolate)|(?<=\b(?:churros?|xurros?|porras?|porres|melindros?)\s+(?:con|amb|with|and|y|i)\s+)(?:chocolate|xocolata)(?!\s+(?:negro|negra|negre|con leche|amb llet|blanc|blanca|blanco|bar|chips|en rajola))`,
    parts: [[200, 'thick hot chocolate', 'ml']],
  },
  // The broth of the escudella or the cocido alone ("caldo del cocido con fideos", "un bol de brou de l'escudella"): its
  // soup, with the noodles when named; the meat and chickpeas are another course.
  {
    words: String.raw`(?:brou|caldo|consom[eé]|sopa|broth|soup) (?:de l'|de la |del |de |d'|of the |from the )(?:escudella|cocido|carn d'olla|olla|puchero|pot)(?: (?:amb|con|with) (?<keep>fideus|fideos|galets|noodles|pasta|arr[oò]s|arroz|rice))?`,
    parts: [[300, 'chicken stock', 'ml']],
    keepG: 30,
  },
  // Escudella i carn d'olla or a cocido: the soup, then the meat of the pot (a pilota, chicken, botifarra) and its vegetables.
  {
    // "Arroz cocido", "huevo cocido" are cooked rice and a boiled egg: the dish is named alone or after an article.
    // What an escudella holds anyway, named after it ("amb carn d'olla i galets"), is the same plate.
    words: String.raw`escudellas? (?:i|amb|y|con|and|with) carn d'olla(?:,? (?:i|y|amb|con|and|with) (?:galets|cigrons|garbanzos|pilota|pelota))*|(?<=(?:^|[,;:+(]|\b(?:un|el|mi|de|del|y|i|con|amb|plato|plat|bol|tupper|a|an|the|some|my))\s*)cocido(?: completo| madrile[nñ]o)?(?: (?:con|amb|with) (?:garbanzos|cigrons|morcillo|tocino|chorizo|morcilla|carne|pollo|gallina|fideos|repollo|patatas?|pelotas?)(?:(?:,\s*|\s+(?:y|i|and)\s+)(?:garbanzos|cigrons|morcillo|tocino|chorizo|morcilla|carne|pollo|gallina|fideos|repollo|patatas?|pelotas?))*)?`,
    parts: [
      [300, 'chicken stock', 'ml'],
      [40, 'pasta'],
      [40, 'cooked chickpeas'],
      [50, 'botifarra'],
      [80, 'mixed mince'],
      [80, 'chicken breast'],
      // The vegetables boiled in the pot: cabbage, potato and carrot.
      [60, 'cabbage'],
      [60, 'potato'],
      [40, 'carrot'],
    ],
  },
  // Carn d'olla on its own: the meats of the pot (the pilota, chickpeas and potato are named after it).
  {
    words: String.raw`(?<!(?:escudellas?|sopa) (?:i|amb|y|con|and) )carn d'olla`,
    parts: [
      [60, 'chicken breast'],
      [60, 'stewing beef'],
      [40, 'botifarra'],
    ],
  },
  // A bowl of broth with galets and little meatballs, a few small ones (m15: "sopa de galets amb pilotetes"); a pilota is
  // the escudella's big one, read by the meatballs below.
  {
    words: String.raw`(?:(?:brou|caldo|consom[eé]|broth) (?:amb|con|with) galets|sopas? de galets) (?:amb|con|with|i|y|and) (?:pilotetes|mandonguilletes|albondiguillas|mini meatballs|little meatballs)`,
    parts: [
      [300, 'chicken stock', 'ml'],
      [40, 'pasta'],
      [40, 'mixed mince'],
    ],
  },
  // A bowl of broth with galets: the broth and the pasta shells alone.
  {
    // A sopa de galets at Christmas is the escudella's broth with the big galets; its meat is served apart.
    words: String.raw`(?:brou|caldo|consom[eé]|broth) (?:amb|con|with) galets|sopas? de galets`,
    parts: [
      [300, 'chicken stock', 'ml'],
      [40, 'pasta'],
    ],
  },
  // A plate of fish soup: a fish stock with some hake, prawns and rice.
  {
    words: String.raw`sopa de peix|sopa de pescado|fish soup|suquet(?: de peix)?|sopa de marisc|sopa de marisco|seafood soup`,
    parts: [
      [300, 'chicken stock', 'ml'],
      [60, 'hake'],
      [30, 'prawns'],
      [40, 'cooked white rice'],
    ],
  },
  // Half a roast chicken: its edible meat, about 300 g.
  {
    words: String.raw`(?:mig|medio|half a|half)(?: roast(?:ed)?| rotisserie)? (?:pollastre|pollo|chicken)(?: a l'ast| al ast| asado| rostit| roast(?:ed)?)?`,
    parts: [[300, 'roast chicken']],
  },
  // A quarter of one (a leg or a breast with its skin, as a rotisserie sells it): about 170 g of it eaten.
  {
    words: String.raw`(?:un |a )?(?:quart|cuarto|quarter)(?: (?:de |d'|of )(?:(?:a|un) )?)(?:roast(?:ed)? |rotisserie )?(?:pollastre|pollo|chicken)(?: a l'ast| al ast| asado| rostit| al forn| al horno| roast(?:ed)?)?|(?:roast |rotisserie )?chicken quarters?|quarter (?:(?:roast(?:ed)?|rotisserie) )?chicken`,
    parts: [[170, 'roast chicken']],
  },
  // A pilota of the escudella: minced meat with a little bread and egg, one big ball; so is the meatball of a pot.
  {
    words: String.raw`pilotes|pilota|pelotas?|(?<=${POT}.{0,60})(?:meatballs?|alb[oó]ndigas?|mandonguilles|mandonguilla)`,
    parts: [[80, 'mixed mince']],
    pieces: String.raw`unitats|unidades`,
  },
  // Meatballs are smaller, some 35 g each and five to a plate (m48 read "6 albóndigas" as six pilotes, 480 g). Both are
  // read before the pots, whose name says which one a meatball is.
  {
    words: String.raw`(?<!${POT}.{0,60})(?:alb[oó]ndigas?|mandonguilles|mandonguilla|meatballs?)`,
    parts: [[35, 'mixed mince']],
    plain: 5,
    pieces: String.raw`unitats|unidades`,
  },
  // A plate of escudella: the broth with galets, chickpeas and a piece of the meat (carn d'olla).
  {
    words: String.raw`escudellas?(?: barrejada)?(?: (?:amb|con|with) galets(?: (?:i|y|and) cigrons)?)?`,
    parts: [
      [300, 'chicken stock', 'ml'],
      [40, 'pasta'],
      [40, 'cooked chickpeas'],
      [50, 'botifarra'],
    ],
  },
  // A pumpkin cream soup, its own food (m50 read a cream of vegetables).
  {
    words: String.raw`(?:cremas?|cremes|pur[eé]s?|sopas?) (?:de |d')(?:carbassa|calabaza)|(?:pumpkin|butternut(?: squash)?|squash) (?:cream )?soup`,
    parts: [[300, 'pumpkin soup']],
  },
  // A cream soup of any other vegetable (not crema catalana, a dessert, nor a spread).
  {
    words: String.raw`(?:cremas?|cremes|pur[eé]s?) (?:de |d')(?!cacau|cacao|cacahuet|cacahuete|avellana|xocolata|chocolate|llet|leche|patat|cacauet|carbassa|calabaza)[\p{L}]+|(?:carrot|courgette|zucchini|vegetable|leek|mushroom) (?:cream )?soup`,
    parts: [[300, 'vegetable cream soup']],
  },
  // A tostada or a torrada at a bar is a toasted slice of bread, not a rusk from a packet.
  {
    // Not the toasted nuts ("ametlles torrades", "almendras tostadas"), which are the nuts.
    // "Una tostada integral" is one slice, of wholemeal bread (m17 read a second beside it; m37 "de pan integral" too).
    words: String.raw`(?<!${TOASTED_NUTS} )(?:tostadas?|tostas?|torrades|torrada|tostes)(?: integral(?:es|s)?| (?:de |d')(?:pan|pa) integral)`,
    parts: [[40, 'wholemeal bread']],
  },
  // A Spanish bar's tostada "con" its topping is half a small baguette, about 60 g (m45: the writers' bar tostadas weighed
  // 60 g); a tostada beside eggs, tostadas counted and a Catalan torrada are slices of about 40.
  {
    // Its topping is read apart first ("tostada con aceite" is "tostada + aceite", m46).
    words: String.raw`(?<!${TOASTED_NUTS} )(?:tostada|tosta)(?= (?:con|\+) )`,
    parts: [[60, 'baguette']],
  },
  {
    words: String.raw`(?<!${TOASTED_NUTS} )(?:tostadas?|tostas?|torrades|torrada|tostes)`,
    parts: [[40, 'baguette']],
  },
  // A bikini (sandvitx mixt): sliced bread toasted with ham, cheese and butter.
  {
    // What it holds, said again in brackets ("bikini sandwich (ham and cheese)"), after it (m16: "un bikini de jamon y
    // queso") or before it ("a cheese and ham toastie" read the ham and cheese twice), is the same sandwich.
    words: String.raw`(?:bikinis?|biquinis?|sandvitx(?:os)? mixt(?:os)?|s[aá]ndwich(?:es)? mixtos?|(?:ham and (?:cheddar|cheese)|(?:cheddar|cheese) and ham) toastie|toastie)(?:\s+(?:sandwich|s[aá]ndwich|sandvitx))?(?:\s*\((?:ham|jam[oó]n(?: de york| york| dulce)?|york|pernil(?: dol[cç])?)\s+(?:and|y|i|&)\s+(?:cheese|queso|formatge)\)|\s+(?:de|of|with|amb|con)\s+(?:ham|jam[oó]n(?: de york| york| dulce)?|york|pernil(?: dol[cç])?)\s+(?:and|y|i|&)\s+(?:cheese|queso|formatge))?`,
    parts: [
      [60, 'sliced white bread'],
      [30, 'cooked ham'],
      [30, 'sliced cheese'],
      [5, 'butter'],
    ],
  },
  // Pasta a la carbonara and a la bolonyesa, a plate.
  {
    words: String.raw`(?:espaguetis|espaguetti|spaghetti|macarrons|macarrones|pasta|tallarines|tagliatelle|penne)? ?(?:a la |alla )?carbonara`,
    parts: [
      [100, 'spaghetti'],
      [40, 'bacon'],
      [60, 'egg'],
      [15, 'grated cheese'],
    ],
  },
  {
    // The pasta named is the pasta eaten ("macarrons a la bolonyesa"); spaghetti when none is.
    words: String.raw`(?<keep>macarrons|macarrones|macaroni|tallarines|tagliatelle|penne|fusilli|rigatoni|tortellini|lasanya|lasa[nñ]a|lasagne) (?:a la )?(?:bolonyesa|bolo[nñ]esa|bolognese)`,
    parts: [
      [100, 'lean beef mince'],
      [80, 'crushed tomato'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  {
    words: String.raw`(?:espaguetis|espaguetti|spaghetti|pasta)? ?(?:a la )?(?:bolonyesa|bolo[nñ]esa|bolognese)|spag bol`,
    parts: [
      [100, 'spaghetti'],
      [100, 'lean beef mince'],
      [80, 'crushed tomato'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Huevos rotos or ous estrellats: fried eggs broken over a ració of fried potatoes (m46 read 590 kcal with the ham, under
  // every writer's range).
  {
    words: String.raw`huevos rotos|huevos estrellados|ous estrellats|ous trencats`,
    parts: [
      [120, 'egg'],
      [220, 'potato'],
      [25, 'extra virgin olive oil', 'ml'],
    ],
  },
  // A plate of fideuà: noodles, squid and prawns, oil.
  {
    // "Seafood fideuà" is the same plate (m16 read the seafood as a paella beside it).
    words: String.raw`(?:seafood |fish )?fideu[aàá]s?(?: (?:de |del )?(?:marisco|marisc|peix|pescado|la casa)| negra)?`,
    parts: [
      [80, 'fideo noodles'],
      [50, 'squid'],
      [50, 'prawns'],
      [12, 'extra virgin olive oil', 'ml'],
    ],
  },
  // A plate of fabada: white beans with chorizo, black pudding and pork belly.
  {
    words: String.raw`fabadas?(?: asturiana)?`,
    parts: [
      [70, 'dried white beans'],
      [30, 'chorizo'],
      [30, 'black botifarra'],
      [20, 'pork belly'],
    ],
  },
  // A French omelette of two eggs (one when it says so), cooked in a little oil.
  {
    // "Una truita de dos ous" is a French one too: a potato omelette is named so. An English omelette "with 3 eggs" is
    // its eggs, not a Spanish omelette beside them; "d'un ou" one egg (m41).
    words: String.raw`(?:(?:truita|truites|tortillas?) frances(?:a|as|es)|french omelettes?|plain omelettes?|omelettes?(?= (?:with|of|made with) (?:one|two|three|four|\d) eggs?))(?: (?:(?:de|with|of|made with|amb|con) |d')(?<n>un|una|dos|dues|tres|one|two|three|four|\d) (?:ous?|huevos?|eggs?))?|(?:truita|truites|tortillas?) (?:de |d')(?<n2>un|una|dos|dues|tres|\d) (?:ous?|huevos?)|(?<n3>one|two|three|\d)[- ]egg omelettes?`,
    parts: [
      [120, 'egg'],
      [5, 'extra virgin olive oil', 'ml'],
    ],
    // Two eggs when it does not say how many; "de tres ous" is one and a half of these.
    nOf: 2,
  },
  // Half a Spanish omelette is half of a whole one (about 600 g), not half a portion.
  {
    // Half a tortilla sandwich is half the sandwich (`phrases.ts`).
    words: String.raw`(?:mitja|media|half a|half) (?:truita de patates|truita de patata|tortilla de patatas|tortilla de patata|tortilla espa[nñ]ola|spanish omelette|tortilla)(?!(?: de patatas?| de patates| espa[nñ]ola)? (?:sandwich|sandwhich|sandwitch|sanwich|sarnie|bocadillo|bocata|baguette|roll|wrap|butty))`,
    parts: [[300, 'Spanish omelette']],
  },
  // A pasta or rice salad: the cooked grain dressed with oil (what else it holds is named after it).
  {
    words: String.raw`(?:amanida|ensalada) (?:de |d')pasta|pasta salad`,
    parts: [
      [150, 'cooked pasta'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  {
    words: String.raw`(?:amanida|ensalada) (?:d'arr[oò]s|de arroz)|rice salad`,
    parts: [
      [150, 'cooked white rice'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Padrón peppers, fried in oil and salted: a ració.
  {
    words: String.raw`pebrots? (?:del |de )?padr[oó]|pimientos? (?:del |de )?padr[oó]n|padr[oó]n peppers|pimientos de padron`,
    parts: [
      [100, 'Padrón peppers'],
      [15, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Tinto de verano: red wine with lemon soda; a clara or a shandy (m42): beer with lemon soda (not an egg white: "clara
  // d'ou" stays one).
  {
    words: String.raw`tintos? de verano`,
    parts: [
      [120, 'red wine', 'ml'],
      [15, 'sugar'],
    ],
  },
  {
    words: String.raw`(?:claras|clares|clara)(?! (?:d'ou|d'ous|de huevo|de huevos|d ou|de ou))|(?:lager |beer )?shand(?:y|ies)`,
    parts: [
      [150, 'beer', 'ml'],
      [10, 'sugar'],
    ],
  },
  // An egg as it was cooked, one a piece: boiled or poached as it is ("ou dur" found hard nougat, "torró dur"), fried with
  // the oil it takes up.
  {
    words: String.raw`(?:ous?|huevos?|eggs?) (?:durs?|duros?|bullits?|cocidos?|passats? per aigua|pasados? por agua|poch[eé]s?|hard[- ]boiled|boiled|poached)|(?:(?:hard|soft|medium)[- ]boiled|boiled|poached) eggs?`,
    parts: [[60, 'egg']],
  },
  {
    words: String.raw`(?:ous?|huevos?) (?:ferrats?|fregits?|fritos?)|fried eggs?`,
    parts: [
      [60, 'egg'],
      [5, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Scrambled, two eggs unless counted, with the little oil the pan takes (m36 read eggs alone, 50 kcal short).
  {
    words: String.raw`(?:ous?|huevos?) (?:remenats?|revueltos?)|scrambled eggs?`,
    plain: 2,
    parts: [
      [60, 'egg'],
      [3, 'extra virgin olive oil', 'ml'],
    ],
  },
  // The little meatballs of a soup or a stew: 15 g each, eight to a plate.
  {
    words: String.raw`pilotetes|albondiguillas?|mandonguilletes`,
    parts: [[15, 'mixed mince']],
    plain: 8,
    pieces: String.raw`unitats|unidades`,
  },
  // An Irish coffee: coffee, a measure of whisky, sugar and a layer of cream (m22 read the cream liqueur alone).
  {
    words: String.raw`irish coffees?|caf[eéè]s? irland[eé]s(?:os|es)?|caf[eè] irland[eè]s`,
    parts: [
      [150, 'coffee', 'ml'],
      [40, 'whisky', 'ml'],
      [10, 'sugar'],
      [20, 'whipped cream'],
    ],
  },
  // A carajillo of a cream liqueur: the espresso and the liqueur, already sweet.
  {
    words: String.raw`(?:carajillos?|rebentats?|cigal[oó]s?) (?:de |d'|amb |con )(?:baileys|crema de whisky|crema irlandesa|licor de crema|crema de orujo)`,
    parts: [
      [30, 'espresso', 'ml'],
      [30, 'Irish cream liqueur', 'ml'],
    ],
  },
  // A carajillo: an espresso with brandy and a spoon of sugar; with rum or whisky when it is named (m21's gin taught the
  // spirits apart).
  ...(
    [
      [String.raw` (?:de |d')(?:rom|ron|rum)`, 'rum'],
      [String.raw` (?:de |d')(?:whisky|whiskey)`, 'whisky'],
      [String.raw`(?: (?:de |d')(?:conyac|co[nñ]ac|brandi|brandy|an[ií]s|orujo|licor))?`, 'brandy'],
    ] as const
  ).map(([spirit, food]): Serving => ({
    // A cigaló is the Catalan carajillo (m38 read langoustines, "cigales").
    words: String.raw`(?:carajillos?|rebentats?|cigal[oó]s?)${spirit}`,
    parts: [
      [30, 'espresso', 'ml'],
      [20, food, 'ml'],
      [5, 'sugar'],
    ],
  })),

  // A canya or a caña is a small draught beer; a quinto 200 ml, a tercio or a mitjana 330 ml, a gerra or a pint 500 ml.
  // "Un tercio de cerveza" is the bottle, once: the beer named after it is the same drink.
  { words: String.raw`(?:canyes|canya|cañas?|canas?|quintos?|quintets?)${OF_BEER}`, parts: [[200, 'beer', 'ml']] },
  {
    // Not after a food ("patates fregides mitjanes" are medium fries), nor a pizza named by its kind ("pizza margarita
    // mediana entera" was a pizza, a beer and whole milk, m50).
    words: String.raw`(?<!(?:fregides|fritas|patates|patatas|pizz(?:a|es|as)(?: (?:margarita|margherita|barbacoa|hawaiana|hawaiian|carbonara|pepperoni|prosciutto|napolitana|romana|marinera|vegetal|vegetariana|(?:4|quatre|cuatro) (?:formatges|quesos|estacions|estaciones)|de [a-zà-ÿ]+))?|hamburguesa|hamburgueses|ració|racion|ración|talla|mida|tamaño) )(?:tercios?|mitjanes|mitjana|mediana)${OF_BEER}`,
    parts: [[330, 'beer', 'ml']],
  },
  {
    // "A pint of estrella" is one beer, its brand named (m19 read two).
    words: String.raw`gerres? de (?:cervesa|${BEER_BRAND})|jarras? de (?:cerveza|${BEER_BRAND})|pintas?(?: de (?:cerveza|guinness|${BEER_BRAND}))?|pints?(?: of (?:beer|guinness|stout|lager|ale|cider|ipa|bitter|${BEER_BRAND}))?`,
    parts: [[500, 'beer', 'ml']],
  },
  // A glass of wine at a bar.
  {
    words: String.raw`(?:copes?|gots?|vas|copas?|vasos?|glass(?:es)?) (?:de |d'|of )(?:vi negre|vi|vino tinto|vino|red wine|red|wine|negre|tinto|rioja|priorat|ribera(?: del duero)?|montsant|garnatxa|garnacha)(?! (?:blanc|blanco|rosat|rosado|ros[eé]|dol[cç]|dulce))`,
    parts: [[125, 'red wine', 'ml']],
  },
  {
    words: String.raw`(?:copes?|gots?|vas|copas?|vasos?|glass(?:es)?) (?:de |d'|of )(?:vi blanc|vino blanco|white wine|white|blanc|blanco|verdejo|albari[nñ]o|xarel·?lo|penedès|rueda)`,
    parts: [[125, 'white wine', 'ml']],
  },
];

const compiled = [...WORLD_SERVINGS, ...SERVINGS].map((serving) => ({
  serving,
  pattern: new RegExp(
    String.raw`(?<![\p{L}\d])(?:(?:about|around|approx\.?|aprox\.?|unes|unas|unos|uns)\s+(?=\d))?(?:(?<count>${COUNT_WORD})\s+(?:(?<=(?:media|mitja|mig|medio)\s+)(?:de |d')|(?<=half\s+)an? )?)?(?:(?:${serving.pieces ?? '(?!)'})(?:\s+(?<pieceSize>gran|grans|grande|grandes|petit|petita|petits|petites|peque[nñ][oa]s?))?\s+(?:de\s+|d'|of\s+))?(?:(?<article>una |un |a |an )?(?:(?<size>big|large|small|gran|petit|petita|grande|peque[nñ]o|pequeña) )?(?<vessel>raci[oó]n?s? |racions |porci[oó]n?s? |plats? |platos? |plates? |(?<tapa>tapas? |tapes? |tapetes? |tapeta |tapitas? )|portions? |servings? |bowls? |bols? |cuencos? |cazuel(?:it)?as? |cassol(?:et)?(?:a|es) |tuppers? |t[aà]pers? |tupperwares? |fiambreras? |carmanyoles? |carmanyola |latas? |llaunes? |llauna |cans? |tins? )(?<heaped>(?:ben ple|ben plena|ben servit|ben servida|bien lleno|bien llena|bien servido|bien servida|colmado|heaped|full|ple|lleno) )?(?:de |d'|of )(?:la |el |les |los |las |the )?)?(?:${serving.words})(?:\s*[x×]\s*(?<after>\d+)|\s*\((?<inBrackets>\d+)\)|[,:]?\s*(?:(?:unas|unes|unos|uns|about|around|some)\s+)?(?<units>\d+)\s+(?:piezas|peces|pieces|unitats|unidades|units)(?!\s+(?:de|d'|of)\b)(?: variad[oa]s?| variades| variats?| mixed| assorted)?)?(?![\p{L}\d])`,
    'giu',
  ),
}));

/** The dishes above named in a typed meal, as typed ("un kebab de pollastre"), for an evaluation of what was read. */
export function servingsIn(text: string): string[] {
  return compiled.flatMap(({ pattern }) => [...text.matchAll(pattern)].map((match) => match[0]));
}

/** The typed meal with each dish above written as its foods, count times one serving. */
/** Marks around a dish's parts, read by `readMeal` and never a food. */
export const DISH_OPEN = '⟨';
export const DISH_CLOSE = '⟩';
/** The close of a dish followed by "with …": what follows may name its parts again. */
export const DISH_CLOSE_WITH = '⟫';
// A plate's size between them ("escudella barrejada, un plat fondo, amb pilota", m42) leaves the "with" the dish's.
const WITH_NEXT =
  /^[\s+,]*(?:(?:un|una|a|one) (?:plat|plato|bol|bowl|plate|cuenco)(?: (?:fondo|fondos|hondo|deep|big|gran|grande|petit|peque[nñ]o|small|llen|lleno|full))?\s*,?\s*)?(?:with|amb|con|w\/)\s/i;

export function withServingsSpelledOut(text: string): string {
  return compiled.reduce(
    (spelled, { serving, pattern }) =>
      spelled.replace(pattern, (...match: unknown[]) => {
        // The named groups come last: a count before ("dos canyes"), after ("nigiri x6", "(4)") or inside ("de dos ous").
        const groups = match.at(-1) as Record<string, string | undefined>;
        const n = groups.n ?? groups.n2 ?? groups.n3;
        const { count, after, inBrackets, units, keep, keep2, tapa, vessel, article, heaped } = match.at(-1) as Record<
          string,
          string | undefined
        >;
        // The piece's size after it, as Catalan and Spanish say it (m47: "una llesca gran de pa amb tomàquet").
        const size = groups.size ?? groups.pieceSize;
        // A plate, a ració or a tray of what is counted by the piece holds what a plain mention does ("un plat de sushi"
        // is eight pieces, not one), unless its pieces are counted too: after it ("un plato de sushi (12)") or before its
        // article, where the pieces counted after it are moved ("un plato de sushi, 12 piezas" reads "12 un plato …").
        const pieces = after ?? inBrackets ?? units ?? (article ? count : undefined);
        const typed = vessel ? (pieces ?? count) : (count ?? pieces);
        const plated = vessel && !pieces ? (serving.plain ?? 1) : 1;
        // A tapa is half the ració a serving is.
        const times =
          (typed ? countOf(typed) * plated : n ? 1 : (serving.plain ?? 1)) *
          (n ? countOf(n) / (serving.nOf ?? 1) : 1) *
          (tapa ? 0.5 : 1) *
          (size ? (/^(?:small|petit|petita|peque)/i.test(size) ? 0.6 : 1.5) : heaped ? 1.5 : 1);
        const parts = serving.parts.map(([amount, food, unit]) => `${round(times * amount)} ${unit ?? 'g'} ${food}`);
        // Two foods kept (a rice "with cuttlefish and prawns") share what one would have had, a little more than half each.
        const kept = [keep, keep2].filter((food): food is string => Boolean(food));
        const keptG = serving.keepG && times * serving.keepG * (kept.length > 1 ? 0.6 : 1);
        const keptAs = kept.map((food) => (keptG ? `${round(keptG)} g ${food}` : food));
        // The dish's parts between marks: a part named again after it ("escudella with pilota and chickpeas") is the same.
        const rest =
          match.at(-3) === undefined ? '' : String(match.at(-2)).slice(Number(match.at(-3)) + String(match[0]).length);
        const close = WITH_NEXT.test(rest) ? DISH_CLOSE_WITH : DISH_CLOSE;
        return ` + ${DISH_OPEN} + ${[...parts, ...keptAs].join(' + ')} + ${close} + `;
      }),
    text,
  );
}

const round = (value: number) => Math.round(value * 10) / 10;
