/**
 * @module
 * "I've had 4 coffees today, is that too much?": the caffeine in a count of coffees against EFSA's safe
 * day (400 mg for a healthy adult, 200 mg at once; EFSA 2015), an espresso or a small cup at about 60–100
 * mg. Set ap's readers found the honest "no good answer" to "4 coffees before noon, is that a lot".
 */

export interface CoffeeCount {
  cups: number;
  lowMg: number;
  highMg: number;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  un: 1,
  una: 1,
  two: 2,
  dos: 2,
  dues: 2,
  three: 3,
  tres: 3,
  four: 4,
  quatre: 4,
  cuatro: 4,
  five: 5,
  cinc: 5,
  cinco: 5,
  six: 6,
  sis: 6,
  seis: 6,
  seven: 7,
  set: 7,
  siete: 7,
  eight: 8,
  vuit: 8,
  ocho: 8,
};
const CUPS = new RegExp(
  `\\b(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}) (?:cups of coffee|coffees|cafes|espressos|expressos|cortados|tallats|tasses de cafe|tazas de cafe|cafe(?:s)? con leche|cafes amb llet)\\b`,
);
/** Whether the amount is what is asked: too much, a lot, fine, safe. */
const IS_IT_TOO_MUCH =
  /\b(?:too much|too many|a lot|is that (?:safe|bad)|massa|demasiad\w*|es segur|es seguro|how much caffeine|quanta cafeina|cuanta cafeina|me paso|em passo|overdo\w*)\b/;
/** Caffeine from something else as well, which the cups alone would leave out of the day's sum. */
const OTHER_SOURCES =
  /\b(?:pre ?entreno|pre ?workout|pre ?entrenament|monster|red ?bull|energy drinks?|bebidas? energeticas?|begud(?:a|es) energetic(?:a|ques|ues)|cola|coke|coca cola|pepsi|tea|te|tes|mate|matcha|pills?|pastill\w*|gels?|\d+ ?mg)\b/;
/** An espresso or a small cup of coffee (EFSA's typical contents, 2015). */
const CUP_MG = { low: 60, high: 100 };

/** One cup and another: "un cafè amb llet al matí i un altre a la tarda" (chat set az) is two. */
const ONE_AND_ANOTHER =
  /\b(?:un|una|one|a) (?:cafe|coffee|tallat|cortado|espresso|expres|cafe amb llet|cafe con leche|cafe solo|cafe sol)\b.{0,50}\b(?:i|y|and) (?:un altre|una altra|otro|otra|another|un otro)\b/;

/** The cups a folded message counts, when it asks whether that is too much. */
export function coffeeCount(folded: string): CoffeeCount | undefined {
  const found = CUPS.exec(folded);
  const pair = found ? undefined : ONE_AND_ANOTHER.test(folded);
  if ((!found && !pair) || !IS_IT_TOO_MUCH.test(folded) || OTHER_SOURCES.test(folded)) return undefined;
  const cups = found ? (NUMBER_WORDS[found[1]] ?? Number(found[1])) : 2;
  if (!(cups >= 1 && cups <= 12)) return undefined;
  return { cups, lowMg: cups * CUP_MG.low, highMg: cups * CUP_MG.high };
}
