/**
 * @module
 * "What's in season in November?", "quina fruita és de temporada?": the fruit and vegetables of a
 * month, read from the months of the library's fruit desserts and vegetable sides (the same months
 * the planner keeps), named as the reader's language names them.
 */
import type { MealLibrary } from '../../meals/library.js';
import type { ReplyLanguage } from '../../ports.js';
import { stemText } from '../../text.js';

const IN_SEASON =
  // Not seasoning: "how do we season food with less salt?" got the month's produce (chat set at). A season's vegetables
  // are the produce in season (chat set cs: "Which Catalan winter vegetables should I be buying now?" got daily portions).
  /\b(?:in season|seasonal|(?<!\b(?:to|we|i|you|they) )season(?! (?:food|the|our|my|your|it|them|dishes|meals|vegetables|veg|with|without)\b)|de temporada|temporada|(?:fruita|fruites|verdura|verdures|peix|bolets|producte|productes) de temps|del temps|de l epoca|de la epoca|de saison|(?:winter|summer|autumn|fall|spring) (?:vegetables|veg|veggies|fruits?|produce)|(?:verdures?|verduras?|fruita|fruites|frutas?|hortalisses|hortalizas) (?:d hivern|d'hivern|d estiu|d'estiu|de tardor|de primavera|de invierno|de verano|de otono))\b(?! (?:es conserva|aguanta|dura|dura\w*|a la nevera|en la nevera))/;
/** Month names in the three languages, January first. */
const MONTHS: readonly RegExp[] = [
  /\b(?:january|gener|enero)\b/,
  /\b(?:february|febrer|febrero)\b/,
  /\b(?:march|marc|marzo)\b/,
  /\b(?:april|abril)\b/,
  /\b(?:may|maig|mayo)\b/,
  /\b(?:june|juny|junio)\b/,
  /\b(?:july|juliol|julio)\b/,
  /\b(?:august|agost|agosto)\b/,
  /\b(?:september|setembre|septiembre)\b/,
  /\b(?:october|octubre)\b/,
  /\b(?:november|novembre|noviembre)\b/,
  /\b(?:december|desembre|diciembre)\b/,
];
/** The seasons' first months, so "in autumn" reads as its middle month. */
const SEASONS: [RegExp, number][] = [
  [/\b(?:spring|primavera)\b/, 4],
  [/\b(?:summer|estiu|verano)\b/, 7],
  [/\b(?:autumn|fall|tardor|otono)\b/, 10],
  [/\b(?:winter|hivern|invierno)\b/, 1],
];

export interface SeasonFigure {
  /** 1–12. */
  month: number;
  fruit: string[];
  vegetables: string[];
}

/** Season of what the months of fruit and vegetables do not say: fish, mushrooms, meat, cheese. */
const NOT_PRODUCE =
  /\b(?:peix|peixos|pescado|pescados|pescaditos|fish|fishes|marisc|mariscs|marisco|mariscos|seafood|bolets|setas|mushrooms?|carn|carne|meat|formatge|formatges|queso|quesos|cheese)\b/;
/** Whether eating in season is worth it asks why, which a list of produce does not answer. */
const WHY =
  /\b(?:val la pena|vale la pena|worth|why|per que|por que|perque|porque|benefici\w*|benefits?|millor|mejor|better|important\w*|matter\w*|es igual|da igual|difference|diferencia)\b/;
/** "When is …": the months of one food, not the produce of a month. */
const WHEN = /\b(?:when|quan|cuando|cuan|which months|quins mesos|que meses|until when|fins quan|hasta cuando)\b/;
/** What is in season, asked beside another question: "what's in season in winter, and how can I build a week around it?". */
const ASKS_WHAT =
  /\b(?:what|whats|which|quina|quines|quin|quins|que (?:fruta|fruita|fruites|frutas|verdura|verdures|verduras|hi ha|hay|es de|productes|productos|compro|comprar)|que (?:puedo|puc|podria) (?:comprar|menjar|comer|cuinar|cocinar))\b/;
/**
 * A season said and something else asked of it, which a list of produce does not answer (unless what is in
 * season is asked too): "els caquis estan en plena temporada, quants me'n puc menjar?", "están las alcachofas
 * de temporada, ¿cómo las limpio?", "en temporada, ¿puedo comer todas las mandarinas que quiera?" (chat set ba).
 */
const ASKS_ELSE =
  /\b(?:quants|quantes|cuantos|cuantas|how many|how much|com les|com els|com la|com el|como las|como los|como la|como lo|how do i|how to|how should i|how can i|recepta|receta|recipe|recipes|receptes|recetas|limpio|netejo|clean|peel|pelo|conservo|guardo|store|freeze|congelo|congelar|puedo|puc|can i|should i|debo|todas las|todos los|totes les|tots els|as many|as much|too many|too much|massa|demasiad\w*)\b/;

/** The month a folded message asks about: one it names, a season's middle, else this month. */
export function seasonAsked(folded: string, now: Date): number | undefined {
  if (!IN_SEASON.test(folded) || NOT_PRODUCE.test(folded) || WHY.test(folded) || WHEN.test(folded)) return undefined;
  if (ASKS_ELSE.test(folded) && !ASKS_WHAT.test(folded)) return undefined;
  const named = MONTHS.findIndex((month) => month.test(folded));
  if (named >= 0) return named + 1;
  return SEASONS.find(([words]) => words.test(folded))?.[1] ?? now.getUTCMonth() + 1;
}

/** What is in season in `month`: produce of the desserts and sides that are not there all year. */
export function inSeason(library: MealLibrary, month: number, language: ReplyLanguage): SeasonFigure {
  const names = (slot: 'dessert' | 'side') => {
    const found = new Set<string>();
    for (const dish of library.dishes) {
      if (dish.slot !== slot || dish.months.length >= 12 || !dish.months.includes(month)) continue;
      for (const component of dish.components) {
        if (!component.title) continue;
        const food = library.foods.get(component.food);
        if (food && food.category === (slot === 'dessert' ? 'fruit' : 'vegetable')) found.add(food.names[language]);
      }
    }
    return [...found];
  };
  return { month, fruit: names('dessert'), vegetables: names('side') };
}

export interface FoodSeason {
  name: string;
  /** 1–12, in calendar order, fewer than twelve. */
  months: number[];
}

/**
 * "Quan és temporada de carxofes?": the months of every library dish with that food (the months the
 * planner uses), or undefined when the question is not a "when" of one fruit or vegetable the library
 * holds. All-year dishes count here, unlike in `inSeason`: a food they hold has no season to tell (peas,
 * whose seasonal stews alone would say October to May).
 */
export function foodSeasonAsked(library: MealLibrary, folded: string, language: ReplyLanguage): FoodSeason | undefined {
  if (!IN_SEASON.test(folded) || !WHEN.test(folded) || NOT_PRODUCE.test(folded)) return undefined;
  const text = ` ${stemText(folded)} `;
  const produce = [...library.foods.values()].filter(
    (food) =>
      (food.category === 'fruit' || food.category === 'vegetable') &&
      [food.names.en, food.names.ca, food.names.es, ...food.aliases].some((name) =>
        text.includes(` ${stemText(name)} `),
      ),
  );
  if (produce.length !== 1) return undefined;
  const [food] = produce;
  const months = new Set<number>();
  for (const dish of library.dishes)
    if (dish.components.some((component) => component.food === food.id))
      for (const month of dish.months) months.add(month);
  // A food the menus use all year (peas, frozen or dried, in every month) says nothing of its fresh season.
  if (months.size === 0 || months.size === 12) return undefined;
  return { name: food.names[language], months: [...months].sort((a, b) => a - b) };
}

/** The first and last month of a season that may run over the new year, or undefined when it has a gap. */
export function seasonSpan(months: readonly number[]): [number, number] | undefined {
  if (months.length === 0 || months.length >= 12) return undefined;
  const has = new Set(months);
  const starts = months.filter((month) => !has.has(month === 1 ? 12 : month - 1));
  if (starts.length !== 1) return undefined;
  let last = starts[0];
  while (has.has(last === 12 ? 1 : last + 1)) last = last === 12 ? 1 : last + 1;
  return [starts[0], last];
}
