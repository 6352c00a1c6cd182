/**
 * @module
 * What a person typed they ate, read as foods with amounts: "un croissant i un cafè amb llet",
 * "200 g de pollastre amb arròs", "2 eggs and toast". A food without an amount counts as one of its
 * usual portions; a number before a food counts portions; grams or millilitres are taken as given.
 */
import type { Language } from '../ports.js';
import type { NutrientLookup } from '../photo/suggestion.js';
import type { LoggedItem } from './meal-log.js';

/** Words and marks that join foods in the three languages. */
const JOIN = /\s*(?:,|\+|;|&|\band\b|\bwith\b|\bi\b|\bamb\b|\by\b|\bcon\b)\s*/i;
const AMOUNT = /^(\d+(?:[.,]\d+)?)\s*(kg|g|gr|grs|grams?|gramos?|ml|l)\.?\s+(?:(?:de|d'|of)\s*)?(.+)$/i;
const COUNT = /^(\d+|un|una|uno|a|an|one|dos|dues|two|tres|three|quatre|cuatro|four)\s+(.+)$/i;
const NUMBERS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  a: 1,
  an: 1,
  one: 1,
  dos: 2,
  dues: 2,
  two: 2,
  tres: 3,
  three: 3,
  quatre: 4,
  cuatro: 4,
  four: 4,
};
/**
 * Catalan and Spanish words for a piece of something, before the food they count ("dues llesques de pa").
 * English keeps "slices of bread": the food index reads it well (sliced bread).
 */
const PIECE = /^(?:llesques?|rodanxes?|talls?|trossos?|tros|rebanadas?|lonchas?|trozos?)\s+(?:de\s+|d')?/i;
/** Most grams one line of a log takes, so a typo ("2000 g de pa") cannot log a week's food. */
const MAX_ITEM_G = 1500;

export interface ReadMeal {
  items: LoggedItem[];
  /** Parts no food was found for, as typed. */
  unknown: string[];
}

export function readMeal(text: string, foods: NutrientLookup, language: Language): ReadMeal {
  const items: LoggedItem[] = [];
  const unknown: string[] = [];
  for (const part of withDrinksSpelledOut(text)
    .split(JOIN)
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const amount = AMOUNT.exec(part);
    const count = amount ? undefined : COUNT.exec(part);
    // "2 llesques de pa" counts slices of bread: the word for a piece names no food ("llesques" would find sliced cheese).
    const name = (amount?.[3] ?? count?.[2] ?? part).replace(PIECE, '');
    const food = foods.find(name, language);
    if (!food) {
      unknown.push(part);
      continue;
    }
    // "2 ous" is two eggs, not two servings of eggs; a food without a count is one usual portion.
    const grams = amount
      ? gramsOf(amount[1], amount[2])
      : count
        ? Number(NUMBERS[count[1].toLowerCase()] ?? count[1]) * (food.pieceG ?? food.portionG)
        : food.portionG;
    const eaten = Math.min(MAX_ITEM_G, Math.round(grams));
    const per = (value: number) => Math.round((value * eaten) / 10) / 10;
    items.push({
      name: food.name,
      grams: eaten,
      calories: Math.round((food.per100g.kcal * eaten) / 100),
      proteinG: per(food.per100g.proteinG),
      carbohydrateG: per(food.per100g.carbohydrateG),
      fatG: per(food.per100g.fatG),
    });
  }
  return { items, unknown };
}

/**
 * Coffee with milk is one drink, not a cup of coffee and a glass of milk: "un cafè amb llet" is read as
 * 60 ml of coffee and 140 ml of milk, a tallat as 40 and 40 (a café's cup); a count multiplies the cup
 * ("2 cafès amb llet"), and millilitres given are shared in the same proportions ("300 ml de cafè amb llet").
 */
const DRINKS: { name: RegExp; coffeeMl: number; milkMl: number }[] = [
  {
    name: /caf(?:[eè]s?|ès) amb llet|caf[eé]s? con leche|coffees? with milk|white coffees?|lattes?/,
    coffeeMl: 60,
    milkMl: 140,
  },
  { name: /tallats?|cortados?/, coffeeMl: 40, milkMl: 40 },
];
const DRINK_AMOUNT = String.raw`(?:(\d+|un|una|uno|a|an|one|dos|dues|two|tres|three)\s+|(\d+(?:[.,]\d+)?)\s*ml\s+(?:(?:de|d'|of)\s*)?)?`;

function withDrinksSpelledOut(text: string): string {
  return DRINKS.reduce(
    (spelled, drink) =>
      spelled.replace(
        new RegExp(String.raw`\b${DRINK_AMOUNT}(?:${drink.name.source})\b`, 'gi'),
        (_, count: string | undefined, ml: string | undefined) => {
          const cups = ml
            ? Number(ml.replace(',', '.')) / (drink.coffeeMl + drink.milkMl)
            : count
              ? Number(NUMBERS[count.toLowerCase()] ?? count)
              : 1;
          return `${Math.round(cups * drink.coffeeMl)} ml coffee + ${Math.round(cups * drink.milkMl)} ml milk`;
        },
      ),
    text,
  );
}

function gramsOf(number: string, unit: string): number {
  const value = Number(number.replace(',', '.'));
  return /^(kg|l)$/i.test(unit) ? value * 1000 : value;
}
