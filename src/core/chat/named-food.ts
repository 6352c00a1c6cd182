/**
 * @module
 * A card about other foods is no answer to a question about a food it never names: "How do I store
 * fresh boquerones?" got the mushrooms card, "How long does cooked chicken keep in the fridge?" the
 * rice card (chat sets an and earlier). A card passes when the question names no food, when the card
 * names a food of the same family anywhere (its questions, keywords or texts), or when its keywords
 * name no food (a card on leftovers or on eating out answers whatever was cooked or ordered).
 */
import { forEachConcept, type Concepts } from './card-matcher.js';
import type { CoachingCard } from './cards.js';

export interface NamedFoodCheck {
  /** Whether `card` may answer `question` for the foods they name. */
  speaksOfTheFood(card: CoachingCard, question: string): boolean;
}

/**
 * A check over `foodWords`, folded food phrases of the three languages each to its food's family (the
 * food concepts of `data/chat-concepts.json`, without words another language uses otherwise: "pan", "mayo"):
 * jarred lentils and a card on jarred chickpeas agree, chicken and a card on rice do not.
 */
export function createNamedFoodCheck(foodWords: Concepts): NamedFoodCheck {
  const ofCards = new WeakMap<CoachingCard, { all: Set<string>; keywords: Set<string> }>();
  const foodsOfCard = (card: CoachingCard) => {
    let foods = ofCards.get(card);
    if (!foods) {
      const keywords = Object.values(card.keywords).flat();
      const questions = Object.values(card.questions ?? {}).flat();
      foods = {
        keywords: foodsIn(keywords.join(' . '), foodWords),
        all: foodsIn([...keywords, ...questions, card.text.en, card.text.ca].join(' . '), foodWords),
      };
      ofCards.set(card, foods);
    }
    return foods;
  };
  return {
    speaksOfTheFood(card, question) {
      const asked = foodsIn(question, foodWords);
      if (asked.size === 0) return true;
      const { all, keywords } = foodsOfCard(card);
      if (keywords.size === 0) return true;
      // Two foods set against each other ("tofu or eggs, which has more protein?") need a card on both:
      // chat set ao's got the card on tofu against tempeh.
      return asked.size >= 2 && COMPARED.test(question)
        ? [...asked].every((food) => all.has(food))
        : [...asked].some((food) => all.has(food));
    },
  };
}

/** Foods set against each other: a word for more, less or better, and an "or" between them. */
const COMPARED =
  /^(?=.*\b(?:more|most|less|fewer|better|healthier|més|mes|menys|millor|más|mas|menos|mejor|vs|versus)(?!\p{L}))(?=.*\s(?:o|or|vs\.?|versus)\s)/iu;

/** What a phrase whose food word is no food maps to ("stir fries"), so the word alone is not read. */
export const NOT_A_FOOD = '-';

/** The food families a text names, longest phrase first, each word read once. */
export function foodsIn(text: string, foodWords: Concepts): Set<string> {
  const found = new Set<string>();
  forEachConcept(text, foodWords, (family) => {
    if (family !== NOT_A_FOOD) found.add(family);
  });
  return found;
}
