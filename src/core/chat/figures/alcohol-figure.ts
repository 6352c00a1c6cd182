/**
 * @module
 * "Quants grams d'alcohol porta una llauna de 33 cl de cervesa del 5%?": the grams of alcohol in a
 * drink, from its volume and strength (ml × % × 0.789 g/ml, the density of ethanol). A drink named
 * without a strength takes its usual one; Spain's standard drink unit (UBE) is 10 g (Ministerio de
 * Sanidad, 2020).
 */

export const ETHANOL_G_PER_ML = 0.789;
export const STANDARD_DRINK_G = 10;

/** Grams, units or the millilitres of pure alcohol (or ethanol, chat set bg) asked ("quants mL d'alcohol pur hi ha en una copa…", chat set ao). */
const ASKS_GRAMS =
  /\b(?:grams?|gramos?|g|how much|how many ml|quant|quanta|quants ml|cuanto|cuanta|cuantos ml|ml of pure|units?|unitats?|unidades?|ube)\b.*\b(?:alcohol|ethanol|etanol)\b|\b(?:alcohol|ethanol|etanol)\b.*\b(?:grams?|gramos?|units?|unitats?|unidades?|ube)\b/;

/** Usual strengths, % by volume, and servings in ml, for drinks named without them. */
const DRINKS: { words: RegExp; abv: number; ml: number }[] = [
  { words: /\b(?:beer|lager|cervesa|cerveza|canya|cana|pint|pinta|tercio|quinto|cider|sidra)\b/, abv: 5, ml: 330 },
  { words: /\b(?:cava|champagne|xampany|prosecco)\b/, abv: 11.5, ml: 150 },
  { words: /\b(?:wine|vi|vino|negre|tinto|blanc|blanco|rosat|rosado)\b/, abv: 13, ml: 150 },
  { words: /\b(?:vermouth|vermut|vermu)\b/, abv: 15, ml: 100 },
  {
    words:
      /\b(?:gin|ginebra|whisky|whiskey|rum|ron|vodka|brandy|cognac|conyac|tequila|spirits?|shot|chupito|cubata|gin tonic)\b/,
    abv: 40,
    ml: 50,
  },
];
/** Servings by name, in ml. */
const SERVINGS: [RegExp, number][] = [
  [/\b(?:canya|cana|quinto|quint)\b/, 200],
  [/\bpinta\b/, 500],
  [/\bpint\b/, 568],
  [/\b(?:llauna|lata|can|tercio|terc)\b/, 330],
  [/\b(?:ampolla|botella|bottle)\b(?=.*\b(?:wine|vi|vino|cava)\b)/, 750],
  [/\b(?:shot|chupito)\b/, 40],
];

/** A limit over a day or a week, or whether an amount is fine: the alcohol cards answer those, not one drink's grams. */
const A_LIMIT =
  /\b(?:a week|per week|a la setmana|per setmana|a la semana|por semana|al dia|a day|per day|por dia|cada dia|daily|limit\w*|maxim\w*|massa|demasiado|too much|saludable|healthy|ok|okay|safe|segur\w*|recomana\w*|recomend\w*|recommend\w*)\b/;

export interface AlcoholFigure {
  ml: number;
  abv: number;
  grams: number;
  /** Spain's standard drink units (10 g each), to one decimal. */
  units: number;
}

/** The alcohol in a drink a message asks about, or undefined. `text` is the message as written (for "5%"). */
export function alcoholFigure(folded: string, text: string): AlcoholFigure | undefined {
  if (!ASKS_GRAMS.test(folded)) return undefined;
  if (A_LIMIT.test(folded) && !/\d/.test(folded)) return undefined;
  const drink = DRINKS.find(({ words }) => words.test(folded));
  const abv = statedStrength(text) ?? drink?.abv;
  const ml = volumeOf(folded) ?? SERVINGS.find(([words]) => words.test(folded))?.[1] ?? drink?.ml;
  if (abv === undefined || ml === undefined || abv <= 0 || abv > 80 || ml > 3000) return undefined;
  // To a tenth of a gram: 150 ml of wine at 13 % is 15.4 g, and a reference asked of it is read to that.
  const grams = Math.round(ml * (abv / 100) * ETHANOL_G_PER_ML * 10) / 10;
  return { ml, abv, grams, units: Math.round((grams / STANDARD_DRINK_G) * 10) / 10 };
}

/** The strength a message gives as written ("5%", "13 graus"), or undefined. */
function statedStrength(text: string): number | undefined {
  const stated = /(\d+(?:[.,]\d+)?)\s*(?:%|º|°|graus|grados|degrees|abv|vol)/i.exec(text);
  return stated ? Number(stated[1].replace(',', '.')) : undefined;
}

function volumeOf(folded: string): number | undefined {
  const match = /\b(\d+(?:\.\d+)?) ?(ml|cl|l)\b/.exec(folded);
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2] === 'ml' ? value : match[2] === 'cl' ? value * 10 : value * 1000;
}

const ASKS_VOLUME =
  /\b(?:how many ml|how much (?:beer|wine|cider)|quants ml|cuantos ml|quina quantitat|que cantidad|what volume|quin volum|que volumen)\b/;
/** One standard drink, by name or as its 10 g of alcohol ("¿cuántos ml de cerveza contienen 10 g de alcohol?"). */
const A_UNIT =
  /\b(?:units?|unitats?|unidad|unidades|ube|standard drinks?|beguda estandard|bebida estandar)\b|\b10 ?(?:g|grams?|gramos?) (?:of |de |d |d')?(?:pure |pur |puro )?alcohol\b/;

export interface AlcoholUnitVolume {
  abv: number;
  /** Millilitres holding one standard drink (10 g), rounded to 5 ml. */
  ml: number;
  /** The drink's usual serving, and the grams and units in it, for scale. */
  servingMl: number;
  servingGrams: number;
  servingUnits: number;
}

/** "¿Cuántos ml de cerveza de 5 % son una UBE?": the volume of one standard drink, or undefined. */
export function alcoholUnitVolume(folded: string, text: string): AlcoholUnitVolume | undefined {
  if (!ASKS_VOLUME.test(folded) || !A_UNIT.test(folded) || volumeOf(folded) !== undefined) return undefined;
  const drink = DRINKS.find(({ words }) => words.test(folded));
  const abv = statedStrength(text) ?? drink?.abv;
  if (abv === undefined || abv <= 0 || abv > 80) return undefined;
  // To 10 ml from 50 ml, as the Ministry says it: a 100 ml glass of wine, a 250 ml beer (set aq: "95 ml" read as off).
  const exact = STANDARD_DRINK_G / ((abv / 100) * ETHANOL_G_PER_ML);
  const ml = exact >= 50 ? Math.round(exact / 10) * 10 : Math.round(exact / 5) * 5;
  const servingMl = drink?.ml ?? 150;
  const servingGrams = Math.round(servingMl * (abv / 100) * ETHANOL_G_PER_ML);
  return { abv, ml, servingMl, servingGrams, servingUnits: servingGrams / STANDARD_DRINK_G };
}

/**
 * Whose standard drink a question means: Spain's UBE unless it names the UK unit (8 g, NHS) or the US
 * drink (14 g, NIAAA); the replies (`chat.figures.standardDrink`) give each with its source.
 */
export type StandardDrinkOf = 'spain' | 'uk' | 'us';

const UK = /\b(?:uk|british|britanic\w*|regne unit|reino unido|england|anglaterra|inglaterra|english)\b/;
const US =
  /\bus (?=standard|drink|unit)|\bin the us\b|\b(?:usa|american\w*|americana|eeuu|ee uu|estats units|estados unidos|niaaa)\b/;

/**
 * "How many grams of pure alcohol are in one UK unit?": a standard drink's grams, asked with no drink
 * and no volume named (those are `alcoholFigure` and `alcoholUnitVolume`), or undefined.
 */
export function standardDrinkAsked(folded: string): StandardDrinkOf | undefined {
  if (
    !/\b(?:alcohol|ube)\b/.test(folded) ||
    !A_UNIT.test(folded) ||
    !/\b(?:grams?|gramos?|g|ml|millilitres?|milliliters?|mililitros?|how much alcohol|quant alcohol|cuanto alcohol)\b/.test(
      folded,
    )
  )
    return undefined;
  if (volumeOf(folded) !== undefined || DRINKS.some(({ words }) => words.test(folded))) return undefined;
  return UK.test(folded) ? 'uk' : US.test(folded) ? 'us' : 'spain';
}
