/**
 * @module
 * Dishes of a Catalan, a Spanish or a British table and a bar's drinks that people log whole ("arròs a la cassola amb
 * costella", "patatas guisadas", "a full English", "un gin tonic", "vi del porró"), as their parts with a home's or a
 * bar's usual amounts. Read in `world-servings.ts`'s place for them, before the dishes after it; the foods are the
 * tables' (`data/README.md`).
 */
import type { Serving } from './servings.js';

/** What a rice dish is cooked with. */
// Seafood rice ("arròs de marisc", "arroz a la marinera") is the paella of the table.
const RICE_WITH = String.raw`costella|costelles|costilla|costillas|conill|conejo|pollastre|pollo|chicken|s[ií]pia|sepia|calamars|calamares|gambes|gambas|llam[aà]ntol|bogavante|bacall[aà]|bacalao|verdures|verduras|botifarra|butifarra|rabbit|ribs|prawns`;

const COLA = String.raw`(?:cola|coca[- ]?cola|coke)`;

/** What fills a crêpe at a stall or a café: a spread, ham or cheese, fruit, something sweet. */
const CREPE_FILLING = String.raw`nutella|nocilla|xocolata|chocolate|crema de cacau|crema de cacao|pernil|jam[oó]n|ham|formatge|queso|cheese|pl[aà]tan|pl[aá]tano|banana|maduixes|fresas|strawberr(?:y|ies)|melmelada|mermelada|jam|mel|miel|honey`;

/**
 * Not after a weight ("300 g de migas"): a dish weighed keeps the reading it had before it was spelled out as its parts,
 * whose raw grains and pasta a cooked weight cannot scale (the review of m51's dishes).
 */
export const NOT_WEIGHED = String.raw`(?<!\d\s?(?:g|gr|grs|grams?|gramos|ml|cl|kg)\s(?:de |d'|of )?(?:la |el |les |els |los |las |the )?)`;

export const TABLE_SERVINGS: readonly Serving[] = [
  // A bar's plate or ració of cured ham, sliced: about 90 g (m38's "ración de jamón ibérico" and m40's "a plate of jamon" read
  // a sandwich's 50 g).
  {
    words: String.raw`(?:plates?|plats?|platos?|platets?|platitos?|racions|raci[oó]n?|raciones) (?:de |d'|of )(?:jam[oó]n|pernil|ham|cured ham)(?: ib[eé]ric[oa]?| iberico| serrano| serr[aà]| de bellota| de gla| curat| curado| de jabugo| de guijuelo| de teruel)?`,
    parts: [[90, 'serrano ham']],
  },
  // A cheese board: some 150 g of cured and semi-cured cheeses with a little bread or crackers (m40 read one 30 g slice); its
  // cheeses listed after it are the board.
  {
    words: String.raw`(?:cheese (?:board|platter|plate)s?|(?:taula|tabla|taulell|plat|plato|platet|surtido|assortit|selecci[oó]n?) (?:de |d')(?:formatges|quesos)(?: variats| variados| curats| curados)?)(?!\s*[-–:(]|\s+(?:with|amb|con|of|de|d')\s)`,
    parts: [
      [80, 'semi-cured cheese'],
      [70, 'cured cheese'],
      [30, 'baguette'],
    ],
  },
  // A chocolate bar from a kiosk or a vending machine, about 40 g (m37's neighbours: "a chocolate bar" read one 8 g square,
  // "una barreta de xocolata" a protein bar).
  {
    words: String.raw`dark chocolate bars?|barret(?:a|es) de xocolata negra|barritas? de chocolate negro`,
    parts: [[40, 'dark chocolate']],
  },
  {
    words: String.raw`(?:milk )?chocolate bars?|barret(?:a|es) de xocolata(?: amb llet)?|barritas? de chocolate(?: con leche)?|chocolatinas?|xocolatines?`,
    parts: [[40, 'milk chocolate']],
  },
  // Boquerones en vinagre: the anchovies marinated, served under oil with garlic and parsley (a ració; a tapa is half).
  {
    // Counted ones ("6 boquerones en vinagre") are read as pieces, not as six rations.
    words: String.raw`(?<!\d\s)(?:boquerones|seitons|anchovies|anxoves) (?:en|in|amb|al) (?:vinagre|vinegar)`,
    parts: [
      [150, 'fresh anchovies'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Squid stewed in its ink, onion and oil, the squid of the table not of a bar's batter (m27: "calamares en su tinta" read as
  // fried squid).
  {
    words: String.raw`(?:calamar(?:e)?s|calamar|chipirones|calamarsons|squid|baby squid) (?:en su|en la seva|amb la seva|amb|in (?:its|their)(?: own)?|in) (?:tinta|ink)`,
    parts: [
      [150, 'squid'],
      [40, 'onion'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Chickpeas with spinach, the Lent stew of Seville and of Catalan homes: a plate of cooked chickpeas and spinach fried in
  // oil with garlic (m19 read a portion of dry chickpeas and a side of spinach).
  {
    words: String.raw`(?:cigrons amb espinacs|espinacs amb cigrons|garbanzos con espinacas|espinacas con garbanzos|chickpeas? (?:and|with) spinach|spinach (?:and|with) chickpeas?)(?: stew)?`,
    parts: [
      [200, 'cooked chickpeas'],
      [150, 'spinach'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Ropa vieja: the cocido's leftover meat shredded and fried with its chickpeas, onion and tomato.
  {
    words: String.raw`ropa vieja`,
    parts: [
      [100, 'stewing beef'],
      [100, 'cooked chickpeas'],
      [40, 'onion'],
      [30, 'tomato'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Christmas stuffed chicken or capon (pollastre farcit): a piece of the roast bird with its stuffing of mince, prunes
  // and pine nuts (a stuffed turkey is below).
  {
    words: String.raw`(?:pollastre|pollo|cap[oó]|chicken|capon) (?:farcit|farcida|rellen[oa]|stuffed)|stuffed (?:chicken|capon)`,
    parts: [
      [150, 'roast chicken'],
      [50, 'mixed mince'],
      [20, 'prunes'],
      [5, 'pine nuts'],
    ],
    pieces: String.raw`trossos|tros|trozos?|pieces?`,
  },
  // A seafood cream (crema de marisc): a puréed cream with prawns and oil in it.
  {
    words: String.raw`crema de marisc|crema de marisco|crema de gambes|crema de gambas|seafood bisque|bisque(?: de marisco)?|seafood cream soup`,
    parts: [
      [250, 'vegetable purée'],
      [40, 'prawns'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // A bag of patatas fritas is crisps (at a bar, "patatas fritas" alone are chips).
  {
    words: String.raw`(?:bolsas?|bosses|bossa|paquets?|paquetes?|bags?|packets?) (?:de |d'|of )(?:patatas fritas|patates fregides|patatas|patates|chips)(?: xips| chips| fregides| fritas| de bossa| de bolsa)?`,
    parts: [[40, 'crisps']],
  },
  // A bag of microwave popcorn is the bag's 90 g, not a bowl's 30 g (m41).
  {
    words: String.raw`(?:bolsas?|bosses|bossa|paquets?|paquetes?|bags?|packets?) (?:de |d'|of )(?:microwave popcorn|popcorn|palomitas(?: de microondas| de maíz)?|crispetes(?: de microones)?)`,
    parts: [[90, 'popcorn']],
  },
  // Espinacs a la catalana: spinach sautéed in oil with raisins and pine nuts.
  {
    words: String.raw`espinacs a la catalana|espinacas a la catalana|catalan spinach`,
    parts: [
      [200, 'spinach'],
      [15, 'raisins'],
      [10, 'pine nuts'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Mashed potato: the potato with a little butter and milk.
  {
    words: String.raw`mash(?:ed potato(?:es)?)?|pur[eé] de patatas?|pur[eé] de patates|pur[eé] de patata`,
    parts: [
      [200, 'boiled potato'],
      [10, 'butter'],
      [30, 'semi-skimmed milk', 'ml'],
    ],
  },
  // A beef stew (estofat, fricandó): the meat braised with onion, carrot and oil (potatoes are named after it).
  {
    words: String.raw`beef stew|stew of beef|estofat de vedella|estofado de ternera|guisat de vedella|guiso de ternera|fricand[oó]|ternera guisada|vedella estofada`,
    parts: [
      [150, 'stewing beef'],
      [50, 'onion'],
      [40, 'carrot'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Gambas al ajillo: prawns in an earthenware dish of hot olive oil and garlic.
  {
    words: String.raw`gambas al ajillo|gambes a l'all(?:et)?|gambes amb all|garlic prawns|gambas pil ?pil`,
    parts: [
      [150, 'prawns'],
      [20, 'extra virgin olive oil', 'ml'],
      [5, 'garlic'],
    ],
  },
  // A mini croissant, a third of a bakery one (m34 read a Mini Babybel).
  {
    words: String.raw`mini[- ]?croissants?|croissants? petits?|croissanets?|mini[- ]?cruas[aá]n(?:es)?|cruas[aá]n(?:es)? pequeñ[oa]s?|croissants? pequeñ[oa]s?|small croissants?`,
    parts: [[25, 'croissant']],
  },
  // A ham and cheese croissant: the croissant filled with a slice of each.
  {
    words: String.raw`(?:ham (?:and|&) cheese|cheese (?:and|&) ham) croissants?|croissants? (?:de |d'|amb |con )?(?:pernil i formatge|jam[oó]n y queso|mixt|mixto)|croissants? (?:with )?ham (?:and|&) cheese`,
    parts: [
      [60, 'croissant'],
      [20, 'cooked ham'],
      [20, 'sliced cheese'],
    ],
  },
  // A chicken curry: the chicken in a sauce of onion, coconut milk and oil (rice is named after it).
  {
    words: String.raw`chicken curry|curry de pollo|pollo al curry|curri de pollastre|pollastre al curri|pollastre al curry`,
    parts: [
      [150, 'chicken breast'],
      [50, 'onion'],
      [50, 'coconut milk'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Pad thai: rice noodles stir-fried with egg, chicken or prawns, peanuts and oil.
  {
    words: String.raw`pad thai|phad thai`,
    parts: [
      [80, 'rice noodles'],
      [60, 'egg'],
      [60, 'chicken breast'],
      [15, 'peanuts'],
      [15, 'extra virgin olive oil', 'ml'],
    ],
  },
  // A paper cone of roast chestnuts from a castanyera: about a dozen.
  {
    words: String.raw`(?:(?:paper )?cones?|cucurutx(?:os)?|cucuruchos?|paperines|paperina) (?:of |de |d')(?:roast(?:ed)? chestnuts|chestnuts|castanyes(?: torrades)?|casta[nñ]as(?: asadas)?)`,
    parts: [[100, 'roasted chestnuts']],
  },
  // A rice dish with its meat or fish named ("arròs a la cassola amb costella", "arroz con pollo", a paella "with chicken
  // and rabbit", m30's read as a paella and a plate of each beside it): a plate of the rice
  // cooked in oil with a sofregit, and 100 g of what was named, or 60 g of each of two (sealed m14: "amb sípia i gambes"
  // lost the prawns); the rest of what is listed is the same pot.
  {
    words: String.raw`(?:(?:arr[oò]s|arroz)(?: a la cassola| a la cazuela| caldós| caldoso| mel[oó]s| meloso| al forn| al horno| de muntanya| negre| negro)?|paellas?(?: valencianas?)?) (?:amb|con|de|with) (?<keep>${RICE_WITH})(?:(?:,\s*|\s+(?:i|y|and)\s+)(?<keep2>${RICE_WITH}))?(?:(?:,\s*|\s+(?:i|y|and)\s+)(?:${RICE_WITH}))*`,
    parts: [
      [80, 'white rice'],
      [15, 'extra virgin olive oil', 'ml'],
      [50, 'crushed tomato'],
    ],
    keepG: 100,
  },
  // Stewed lentils (llenties estofades): the lentils with onion, carrot, a little chorizo and oil.
  {
    words: String.raw`(?:llenties (?:estofades|guisades)|lentejas (?:estofadas|guisadas)|lentil stew|stewed lentils)(?: (?:amb|con|with) (?:xoriço|chorizo))?|llenties amb (?:xoriço|chorizo)|lentejas con chorizo`,
    parts: [
      [70, 'dried lentils'],
      [40, 'onion'],
      [40, 'carrot'],
      [20, 'chorizo'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Half a baguette (a whole one is about 250 g).
  {
    words: String.raw`(?:half a|mitja|media) (?:baguette|barra(?: de pa| de pan)?)|medio pan|mig pa`,
    parts: [[125, 'baguette']],
  },
  // Potatoes stewed with what is named ("patatas guisadas con costilla"): a plate of them and 80 g of it.
  {
    words: String.raw`patat(?:as|es) (?:guisadas|estofadas|guisades|estofades|a la riojana)(?: (?:con|amb) (?<keep>costilla|costella|chorizo|xori[çc]o|carne|carn|bacalao|bacall[aà]|sepia|s[ií]pia|conill|conejo|pollo|pollastre))?`,
    parts: [
      [250, 'potato'],
      [40, 'onion'],
      [15, 'extra virgin olive oil', 'ml'],
    ],
    keepG: 80,
  },
  // Wine from the porró: a few long pours, about a glass.
  {
    words: String.raw`(?:vi|vino) (?:del |de |en |d'un )?porr[oó]n?|porr[oó]n?s? de vi(?:no)?|porr[oó]`,
    parts: [[150, 'red wine', 'ml']],
  },
  // A culín of sidra, poured from high: a small glass.
  { words: String.raw`(?:un )?cul[ií]n(?: de sidra)?|culines(?: de sidra)?`, parts: [[100, 'cider', 'ml']] },
  // A glass of rosé.
  {
    words: String.raw`(?:copes?|gots?|vas|copas?|vasos?|glass(?:es)?) (?:de |d'|of )(?:vi rosat|vino rosado|ros[eé](?: wine)?|rosat|rosado)`,
    parts: [[125, 'rosé wine', 'ml']],
  },
  // A vegetable stir-fry: mixed vegetables in a wok with a little oil (tofu, rice or noodles are named after it).
  {
    words: String.raw`(?:veg(?:gie|etable)? )?stir[- ]?fr(?:y|ies)|(?:salteado|wok) de verduras|(?:saltejat|wok) de verdures|verduras salteadas|verdures saltejades`,
    parts: [
      [200, 'mixed vegetables'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // A full English breakfast: two eggs, bacon, a sausage, beans and toast, fried (what is listed after it is the same).
  {
    words: String.raw`full english(?: breakfast)?|fry[- ]up`,
    parts: [
      [120, 'egg'],
      [40, 'bacon'],
      [55, 'pork sausage'],
      [150, 'baked beans'],
      [30, 'sliced white bread'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Black rice with aioli in English is the arròs negre of a Catalan table.
  { words: String.raw`black rice(?= (?:with|and) (?:aioli|alioli|allioli|garlic mayo))`, parts: [[350, 'paella']] },
  // Macaroni cheese: the pasta in a sauce of milk, butter and cheese (sealed m32 read it as the Catalan gratin's tomato and
  // mince, without the pasta).
  {
    words: String.raw`macaroni (?:and )?cheese|mac (?:and|&|n|'n'|n') cheese|mac ?n ?cheese`,
    parts: [
      [80, 'macaroni'],
      [40, 'grated cheese'],
      [100, 'semi-skimmed milk', 'ml'],
      [10, 'butter'],
    ],
  },
  // Macarrons gratinats the Catalan way: the pasta with a sofregit of tomato and mince, cheese browned on top; "a la
  // catalana" or "de l'àvia" are the same dish (m39 read the macaroni alone).
  {
    words: String.raw`(?<keep>macarrons|macarrones|macaroni|pasta|penne) (?:gratinad[oa]s|gratinats|al forn|al horno|gratin|a la catalana|de la iaia|de l'[aà]via|de la abuela)`,
    parts: [
      [80, 'crushed tomato'],
      [50, 'mixed mince'],
      [30, 'grated cheese'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // A bowl or a plate of hummus, the meal itself, three dips' worth (m42 read "a bowl of hummus with pita" as a 50 g dip).
  {
    words: String.raw`(?:bowls?|bols?|cuencos?|plates?|plats?|platos?) (?:of |de |d')(?:hummus|humus)`,
    parts: [[150, 'hummus']],
  },
  // A canapé: a bite of toast with a little of what tops it (m22 read "un par de canapés de salmón" as 300 g of salmon).
  {
    words: String.raw`canap[eèé]s?(?: (?:de |d'|with |amb |con )(?<keep>salm[oó]n?(?: ahumado| fumat)?|smoked salmon|salmon|pernil|jam[oó]n|ham|formatge|queso|cheese|anxoves|anchoas|anchovies|pat[eé]|tonyina|at[uú]n|tuna|gambes|gambas|prawns|foie|sobrassada|sobrasada))?`,
    parts: [[10, 'toasted bread slices']],
    keepG: 10,
  },
  // A gilda: a pintxo of olives, an anchovy and a pickled guindilla on a stick (m21 left "unas gildas" unknown); two without
  // a count.
  {
    words: String.raw`gild(?:a|as|es)`,
    parts: [
      [12, 'olives'],
      [5, 'anchovies in oil'],
      [5, 'green pepper'],
    ],
    plain: 2,
  },
  // A crêpe and what fills it (sealed m31 read "un crepe de nutella" as the spread alone): the filling a spread's or a slice's
  // share.
  {
    words: String.raw`crep(?:e|es|s)? (?:de |d'|amb |con |with )(?<keep>${CREPE_FILLING})|(?<keep2>${CREPE_FILLING}) crep(?:e|es)`,
    parts: [[60, 'crepe']],
    keepG: 25,
  },
  // A gin and tonic with a sugar-free tonic (m28: "un gin tonic con tónica zero" counted the sugared tonic and a soda).
  {
    words: String.raw`(?:gin[- ]?t[oòó]nic(?:s|a|as)?|gintonics?|gin (?:and|&|amb|con|i|y) t[oòó]nic(?:s|a|as)?|gin)(?:, ?| (?:and|&|amb|con|i|y|with) )(?:(?:una|un|a) )?(?:(?:t[oòó]nic(?:s|a|as)?|tonic water) (?:zero|light|sense sucre|sin az[uú]car|sugar[- ]free|diet)|(?:slimline|diet|light|zero) tonics?)`,
    parts: [
      [50, 'gin', 'ml'],
      [200, 'sugar-free soda', 'ml'],
    ],
  },
  // A gin and tonic, in one word or two, and a cubata: a measure of the spirit named and its mixer ("two gin and tonics"
  // read one tonic and a brandy, m21).
  {
    words: String.raw`gin[- ]?t[oòó]nic(?:s|a|as)?|gintonics?|gin (?:and|&|amb|con|i|y) t[oòó]nic(?:s|a|as)?|g (?:and|&) ts?`,
    parts: [
      [50, 'gin', 'ml'],
      [200, 'tonic water', 'ml'],
    ],
  },
  ...(
    [
      // "Un cubata de ron con cocacola" is one drink (m33 counted two).
      [
        String.raw`cubatas? (?:de |d')(?:ron|rom|rum)(?: (?:con|amb|and|with) ${COLA})?|cubatas?(?! (?:de |d')(?:whisky|whiskey|vodka))|cuba libres?|(?:ron|rom|rum) (?:con|amb|and|with) ${COLA}`,
        'rum',
      ],
      [
        String.raw`(?:cubatas? (?:de )?)?(?:whisky|whiskey) (?:con|amb|and|with) ${COLA}|cubatas? de (?:whisky|whiskey)`,
        'whisky',
      ],
      [String.raw`(?:cubatas? (?:de )?)?vodka (?:con|amb|and|with) ${COLA}|cubatas? de vodka`, 'vodka'],
    ] as const
  ).map(([words, spirit]): Serving => ({
    words,
    parts: [
      [50, spirit, 'ml'],
      [200, 'cola', 'ml'],
    ],
  })),
  // Trinxat de la Cerdanya: cabbage and potato mashed and fried in oil with a little bacon, the rasher on top its own (m39
  // read "amb cansalada" as 100 g more).
  {
    words: String.raw`trinxats?(?: de la cerdanya)?(?: (?:amb|con|with) (?:(?:la|el|un|una|a) )?(?:cansalada|rosta|panceta|tocino|bacon|bac[oó]))?`,
    parts: [
      [150, 'potato'],
      [150, 'cabbage'],
      [15, 'extra virgin olive oil', 'ml'],
      [20, 'bacon'],
    ],
  },
  // A stuffed turkey (gall dindi farcit, pavo relleno) at Christmas: the roast bird and its stuffing.
  {
    words: String.raw`gall dindi farcit|pavo relleno|stuffed turkey|turkey with stuffing`,
    parts: [
      [180, 'turkey breast'],
      [80, 'stuffing'],
    ],
  },
  // A roast chicken thigh or drumstick with its skin.
  {
    words: String.raw`(?:cuixa|cuixes|muslos?|contramuslos?) de pollastre (?:rostit|rostida|al forn|a l'ast)|(?:cuixa|cuixes) de pollastre (?:rostides|rostit)|(?:muslos?|contramuslos?) de pollo (?:asados?|al horno)|roast(?:ed)? chicken (?:thighs?|legs?|drumsticks?)`,
    parts: [[150, 'roast chicken']],
  },
  // Pasta with tomato sauce ("macarrons amb tomàquet"): the sauce, not a raw tomato.
  {
    words: String.raw`(?<keep>macarrons|macarrones|macaroni|espaguetis|espaguetti|spaghetti|pasta|penne|fideus|fideos) (?:amb|con|with|in) (?:salsa de )?(?:tom[aà]quet|tomaquet|tomate|tomato(?: sauce)?)(?: fregit| frito)?`,
    parts: [
      [100, 'crushed tomato'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Macarrons said alone as a dish, the way a Catalan or Spanish home or a menú serves them: with a tomato sauce (m51: "macarrons
  // at home, big plate" read plain pasta; writers' ranges for a plate of them were a sauced plate's). Weighed, raw, boiled
  // or with anything named after them, they are what is said.
  {
    words: String.raw`(?<!\d\s?(?:g|gr|grs|grams?|gramos|grams)\s(?:de |d'|of )?(?:[\p{L}]+ )?)(?<!(?:brou|caldo|sopa|broth|soup|consom[eé]) (?:amb|con|de|with) )(?<keep>macarrons|macarrones)(?!\s*[,+]\s*(?:amb |con |with |i |y |and )?(?:salsa|tom\w*|sofregit|sofrito|formatge|queso|cheese|tonyina|at[uú]n|tuna|chorizo|xori[cç]o|carn|carne|meat|bolo\w*|pesto|nata|cream)|\s+(?:amb|con|with|w\/|in|a la|al|alla|gratin\w*|bullit\w*|cocid\w*|hervid\w*|cru|crus|crud\w*|en cru|en crudo|integral\w*|de|d'|del|sense|sin|without|carbonara|bolo\w*|pesto|secs|secos|dry|uncooked|raw)\b|\s+(?:i|y|and)\s+(?:tom\w*|salsa|sofregit|sofrito|formatge|queso|cheese|tonyina|at[uú]n|tuna|chorizo|xori[cç]o|carn|carne|meat|pesto)|\s*\+\s*[⟩⟫]|\s*[,:(]?\s*(?:unos |uns |about |around )?\d)`,
    parts: [
      [100, 'crushed tomato'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Patatas a lo pobre: potatoes fried slowly in oil with onion and green pepper (m51 read boiled potatoes).
  {
    words: String.raw`${NOT_WEIGHED}(?:patat(?:as|es) (?:a lo |a la )?pobre|poor man's potatoes)`,
    parts: [
      [200, 'potato'],
      [40, 'onion'],
      [40, 'green pepper'],
      [20, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Berenjenas con miel: aubergine sticks floured and fried, with cane honey over them (m51 read a raw aubergine).
  {
    words: String.raw`${NOT_WEIGHED}(?:berenjenas?(?: fritas?)? con miel(?: de ca[nñ]a)?|alb[eé]rgin(?:ia|ies|es)(?: fregides?)? amb mel(?: de canya)?|(?:fried )?aubergines? with honey)`,
    parts: [
      [200, 'aubergine'],
      [20, 'wheat flour'],
      [20, 'extra virgin olive oil', 'ml'],
      [20, 'honey'],
    ],
  },
  // Migas: day-old bread crumbled and fried in olive oil with garlic, chorizo and pork belly (m51 read nothing).
  {
    words: String.raw`${NOT_WEIGHED}(?<!(?:con|amb|with|en|de|of|and|y|i) )migas(?! de (?:pan|pa|at[uú]n|tonyina|bonito|cangrejo|surimi|bacalao|galleta|galeta))(?: manchegas| extreme[nñ]as| de pastor| con chorizo)?`,
    parts: [
      [100, 'baguette'],
      [20, 'extra virgin olive oil', 'ml'],
      [30, 'chorizo'],
      [20, 'bacon'],
      [5, 'garlic'],
    ],
  },
  // Arròs a banda: the rice cooked in a fish stock, the fish served apart; a plate of the table's paella (m51 read plain
  // rice).
  {
    words: String.raw`${NOT_WEIGHED}(?:arr[oò]s a banda|arroz a banda)`,
    parts: [[350, 'paella']],
  },
  // A bag of peanuts or of mixed nuts from a bar or a vending machine: about 50 g (m51 read a 30 g handful); a packet of
  // sunflower seeds in their shells stays the food's own 20 g, and a bag weighed is as weighed.
  {
    words: String.raw`(?:bolsas?|bosses|bossa|bossetes?|paquets?|paquetes?|bags?|packets?) (?:de |d'|of )(?:salted |roasted |torrats? |salats? |fritos? )?(?<keep>cacauets|cacahuetes|cacahuates|peanuts|fruits secs|frutos secos|mixed nuts|nuts|ametlles|almendras|almonds)(?!\s*(?:\(|de\s|of\s|,)?\s*\d)`,
    parts: [],
    keepG: 50,
  },
  // A vegetable curry: mixed vegetables in coconut milk and oil (rice is named after it).
  {
    words: String.raw`(?:vegetable|veggie|veg) curry|curry de verduras|curri de verdures|curry de verdures`,
    parts: [
      [200, 'mixed vegetables'],
      [50, 'coconut milk'],
      [10, 'extra virgin olive oil', 'ml'],
    ],
  },
  // Garlic chicken (pollo al ajillo): pieces of chicken fried with garlic in oil.
  {
    words: String.raw`garlic chi[c]?ken|pollo al ajillo|pollastre a l'all(?:et)?`,
    parts: [
      [180, 'chicken thigh'],
      [15, 'extra virgin olive oil', 'ml'],
      [10, 'garlic'],
    ],
  },
  // A burger at a restaurant, said in English: the bun and the patty (what is on it is named after it).
  {
    // Not a dish's part spelled out already ("200 g beef burger").
    words: String.raw`(?<!(?:veggie|vegetarian|vegan|plant-based|cheese|chicken|fish|tofu|bean|lamb|turkey|impossible|double|bacon|\d g|\d g beef) )(?:(?:beef|classic|gourmet|smash|smashed|angus|wagyu) )?(?:burgers?|hamburgers?)(?! (?:bun|buns|patty|patties|bread))`,
    parts: [
      [60, 'burger bun'],
      [125, 'beef burger'],
    ],
  },
];
