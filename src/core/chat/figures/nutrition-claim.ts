/**
 * @module
 * "What may a food labelled 'sense sucres' hold at most?", "¿qué significa 'bajo en sal'?": the
 * condition a nutrition claim must meet in the EU. The sentences, with their figures, are in the
 * locales under `chat.figures.claim`; the figures are those of Regulation (EC) No 1924/2006, annex.
 */

export const CLAIM_KEYS = [
  'noAddedSugars',
  'sugarsFree',
  'lowSugars',
  'noAddedSalt',
  'saltFree',
  'veryLowSalt',
  'lowSalt',
  'fatFree',
  'lowSaturatedFat',
  'lowFat',
  'lowEnergy',
  'reduced',
  'highFibre',
  'sourceOfFibre',
  'highProtein',
  'sourceOfProtein',
] as const;
export type ClaimKey = (typeof CLAIM_KEYS)[number];

const SUGARS = '(?:sugars?|azucar|azucares|sucres?)';
const SALT = '(?:salt|sal|sodium|sodio|sodi)';
const FAT = '(?:fat|grasas?|greix|greixos)';
const FIBRE = '(?:fibre|fiber|fibra)';
const PROTEIN = '(?:proteins?|proteinas?|proteines|proteina)';
const ENERGY = '(?:calories|calorias|energia|energy|kcal)';
const WITHOUT = '(?:sin|sense|without|free of|lliure de|libre de|0 ?%|zero)';
const LOW =
  '(?:low(?: in)?|(?:con )?bajo contenido (?:de|en)|(?:amb )?baix contingut (?:de|en)|bajo en|baja en|baix en|baixa en|bajos en|baixos en|pobre en|light in)';
const HIGH =
  '(?:high(?: in)?|(?:con )?alto contenido (?:de|en)|(?:amb )?alt contingut (?:de|en)|rich in|alto en|alta en|alt en|ric en|rico en|rica en)';
const SOURCE = '(?:(?:a )?source of|fuente de|font de)';

/** The claims' wordings in the three languages, tried in order: the narrower claim first ("sin azúcares añadidos" before "sin azúcar"). */
const CLAIMS: [ClaimKey, RegExp][] = [
  [
    'noAddedSugars',
    new RegExp(`\\b(?:no added ${SUGARS}|${WITHOUT} ${SUGARS} (?:anadid[oa]s?|afegits?|afegides|added))\\b`),
  ],
  ['sugarsFree', new RegExp(`\\b(?:${SUGARS} free|${WITHOUT} ${SUGARS})\\b`)],
  ['lowSugars', new RegExp(`\\b${LOW} ${SUGARS}\\b|\\blow sugar\\b`)],
  ['noAddedSalt', new RegExp(`\\b(?:no added ${SALT}|${WITHOUT} ${SALT} (?:anadid[oa]|afegida|afegit|added))\\b`)],
  ['saltFree', new RegExp(`\\b(?:${SALT} free|${WITHOUT} ${SALT})\\b`)],
  [
    'veryLowSalt',
    new RegExp(
      `\\b(?:very low(?: in)?|muy bajo en|molt baix en|muy bajo contenido (?:de|en)|molt baix contingut (?:de|en)) ${SALT}\\b`,
    ),
  ],
  ['lowSalt', new RegExp(`\\b${LOW} ${SALT}\\b|\\blow salt\\b`)],
  ['fatFree', new RegExp(`\\b(?:${FAT} free|${WITHOUT} ${FAT})\\b`)],
  ['lowSaturatedFat', new RegExp(`\\b${LOW} (?:saturated fat|saturates|grasas saturadas|greixos saturats)\\b`)],
  ['lowFat', new RegExp(`\\b${LOW} ${FAT}\\b|\\blow fat\\b`)],
  ['lowEnergy', new RegExp(`\\b${LOW} ${ENERGY}\\b|\\blow (?:calorie|energy)\\b`)],
  // "By how much must energy be cut for a 'light' claim?" (chat set az): light and reduced are one rule.
  [
    'reduced',
    /\b(?:light|lite|reduced|reduit|reduida|reducido|reducida)\b.{0,40}\b(?:claims?|labels?|labelling|etiqueta\w*|declaracio|declaracion|eu|ue|rules?|normativa|mean|means|significa|vol dir|quiere decir|legally|legal\w*)\b|\b(?:claims?|labels?|etiqueta\w*|eu|ue|mean|means|significa|vol dir|quiere decir|difference|diferencia)\b.{0,40}\b(?:light|lite|reduced|reduit|reduida|reducido|reducida)\b/,
  ],
  ['highFibre', new RegExp(`\\b${HIGH} ${FIBRE}\\b|\\bhigh fib(?:re|er)\\b`)],
  ['sourceOfFibre', new RegExp(`\\b${SOURCE} ${FIBRE}\\b`)],
  ['highProtein', new RegExp(`\\b${HIGH} ${PROTEIN}\\b|\\bhigh protein\\b`)],
  ['sourceOfProtein', new RegExp(`\\b${SOURCE} ${PROTEIN}\\b`)],
];

/**
 * A claim is asked about only when the message speaks of labels, rules, meaning or a product declaring it
 * ("¿cuántos gramos necesita un producto para declarar 'alto contenido de fibra'?", chat set ba; "para anunciarse como", "per
 * poder dir que és", chat sets bn and bo): "how much
 * sugar in a sugar-free cola" asks the cola's figure, not the rule.
 */
const ABOUT_THE_CLAIM =
  /\b(?:label\w*|etiqueta\w*|claim|claims|declaracio|declaracion|alegacio|alegacion|normativa|regulation|reglament|reglamento|rules?|llei|ley|law|legal\w*|eu|ue|europe\w*|europea|europeu|what does|what do|mean|means|meaning|significa|vol dir|volen dir|quiere decir|quieren decir|can (?:say|be called|call itself|claim|carry)|may (?:say|be called|call itself|claim|carry)|allowed|permet\w*|permit\w*|envase|envases|envas|envasos|paquet|paquete|package|packaging|packet|para poner|per posar|to put|para decir|per dir|poder dir|poder decir|to say|be able to say|declar\w*|anunci\w*|advertis\w*|products?|productes?|productos?)\b/;
/** A most or a least per 100 g asks the claim's figure; without "per 100 g" it is a day's limit ("at most a day"). */
const PER_100 =
  /\b(?:at most|maximum|max|com a maxim|como maximo|at least|minimum|com a minim|como minimo)\b.*\b100 ?(?:g|ml)\b|\b100 ?(?:g|ml)\b.*\b(?:at most|maximum|max|com a maxim|como maximo|at least|minimum|com a minim|como minimo)\b/;

/** The nutrition claims a folded message asks the conditions of (two at most, as named), or none. */
export function claimsAsked(folded: string): ClaimKey[] {
  if (!ABOUT_THE_CLAIM.test(folded) && !PER_100.test(folded)) return [];
  const found: { key: ClaimKey; at: number }[] = [];
  let rest = folded;
  for (const [key, words] of CLAIMS) {
    const match = words.exec(rest);
    if (!match) continue;
    found.push({ key, at: match.index });
    // Taken out, so "sin azúcares añadidos" is not read again as "sin azúcares".
    rest = rest.replace(match[0], ' '.repeat(match[0].length));
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, 2)
    .map(({ key }) => key);
}
