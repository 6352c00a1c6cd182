/**
 * @module
 * "How much caffeine is in a 250 ml can of energy drink?": the caffeine in one drink, from EFSA's
 * typical contents (EFSA explains the risk assessment: caffeine, 2015), scaled to a volume the
 * person gives. Plain "coffee" is left to the daily reference, which gives espresso and filter both.
 */

interface DrinkCaffeine {
  id: 'energyDrink' | 'cola' | 'blackTea' | 'cortado' | 'espresso';
  words: RegExp;
  /** EFSA's serving and the caffeine in it. */
  servingMl: number;
  mg: number;
}

const DRINKS: readonly DrinkCaffeine[] = [
  {
    id: 'energyDrink',
    words: /\b(?:energy drinks?|bebidas? energeticas?|begud(?:a|es) energetic(?:a|ques|ues)|red ?bull|monster)\b/,
    servingMl: 250,
    mg: 80,
  },
  { id: 'cola', words: /\b(?:cola|coke|coca cola|pepsi)\b/, servingMl: 330, mg: 36 },
  {
    id: 'blackTea',
    words: /\b(?:black tea|tea|te negre|te negro|tassa de te|taza de te|un te negre|un te negro)\b/,
    servingMl: 220,
    mg: 50,
  },
  // An espresso with a dash of milk, named as such so the person reads their own drink (chat set at).
  { id: 'cortado', words: /\b(?:tallats?|cortados?)\b/, servingMl: 60, mg: 80 },
  {
    id: 'espresso',
    words: /\b(?:espressos?|expres|expresos?|cafe sol|cafe solo|cafe curt|ristretto)\b/,
    servingMl: 60,
    mg: 80,
  },
];

const CAFFEINE = /\b(?:caffeine|cafeina)\b/;
const HOW_MUCH =
  /\b(?:how much|how many|quanta|quant|quants|cuanta|cuanto|cuantos|mg|milligrams?|mil ligrams?|miligramos?)\b/;
/** A day's limit, exercise timing or two drinks compared: the reference, the pre-exercise figure and the cards answer those. */
const NOT_ONE_DRINK =
  /\b(?:a day|per day|al dia|a diari|daily|limit\w*|maxim\w*|safe|segur\w*|before|abans|antes|pre workout|compar\w*|vs|versus|than|frente a|respecte a)\b/;

/** Drinks whose caffeine EFSA's typical contents do not give: green tea, matcha, mate, decaf. */
const OTHER_KIND =
  /\b(?:green|verd|verde|matcha|mate|decaf\w*|descaf\w*|herbal|rooibos|chai|zero caffeine|sense cafeina|sin cafeina)\b/;

export interface CaffeineInDrink {
  id: DrinkCaffeine['id'];
  ml: number;
  mg: number;
}

/** The caffeine in the drink a folded message asks about, or undefined. */
export function caffeineInDrink(folded: string): CaffeineInDrink | undefined {
  if (!CAFFEINE.test(folded) || !HOW_MUCH.test(folded) || NOT_ONE_DRINK.test(folded)) return undefined;
  const drink = DRINKS.find(({ words }) => words.test(folded));
  if (!drink || OTHER_KIND.test(folded)) return undefined;
  const stated = /\b(\d+(?:\.\d+)?) ?(ml|cl)\b/.exec(folded);
  // A Monster is sold in Spain in 500 ml cans (chat set cs: "una lata de Monster" was given a 250 ml drink's 80 mg).
  const usual = drink.id === 'energyDrink' && /\bmonster\b/.test(folded) ? 500 : drink.servingMl;
  const ml = stated ? Number(stated[1]) * (stated[2] === 'cl' ? 10 : 1) : usual;
  if (ml <= 0 || ml > 1000) return undefined;
  // An espresso's caffeine is the coffee's, not the water's: a 30 ml shot holds what EFSA's 60 ml serving does.
  const share = drink.id === 'espresso' ? Math.max(1, ml / drink.servingMl) : ml / drink.servingMl;
  return { id: drink.id, ml, mg: Math.round((drink.mg * share) / 5) * 5 };
}
