/**
 * @module
 * "What's in season in November?", "quina fruita és de temporada?": the fruit and vegetables of a
 * month, read from the months of the library's fruit desserts and vegetable sides (the same months
 * the planner keeps), named as the reader's language names them.
 */
import type { MealLibrary } from '../../meals/library.js';
import type { ReplyLanguage } from '../../ports.js';

const IN_SEASON =
  /\b(?:in season|seasonal|season|de temporada|temporada|(?:fruita|fruites|verdura|verdures|peix|bolets|producte|productes) de temps|del temps|de l epoca|de la epoca|de saison)\b(?! (?:es conserva|aguanta|dura|dura\w*|a la nevera|en la nevera))/;
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

/** The month a folded message asks about: one it names, a season's middle, else this month. */
export function seasonAsked(folded: string, now: Date): number | undefined {
  if (!IN_SEASON.test(folded)) return undefined;
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
