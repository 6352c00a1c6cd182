/**
 * @module
 * The coaching library and its retrieval: short cards on swaps, training
 * fuel, restaurant choices, grocery tips and habits, ranked for a message and
 * the conversation before it (BM25 over keywords and text, keywords weighing
 * more; queries in en, ca or es).
 */
import type { Language } from '../ports.js';
import { stemText } from '../text.js';

export const CARD_TOPICS = ['swaps', 'training-fuel', 'restaurants', 'groceries', 'habits'] as const;
export type CardTopic = (typeof CARD_TOPICS)[number];

export interface CoachingCard {
  id: string;
  topic: CardTopic;
  keywords: Record<'en' | 'ca' | 'es', readonly string[]>;
  text: Record<Language, string>;
}

export interface RankedCard {
  card: CoachingCard;
  score: number;
}

export interface CardIndex {
  /** Cards for the latest message, helped by the earlier ones; best first, only those that match. */
  rank(latest: string, earlier: readonly string[], limit: number): RankedCard[];
}

/** Words too common to tell cards apart, in the three languages. */
const STOPWORDS = new Set(
  (
    'a an the and or of to in on at for with is are be it its my me i you your we what how when which should can could do does ' +
    'some any more less good best better about after before from this that there than too very much many just want need eat ' +
    'i el la els les un una uns unes de del dels en amb per que com quan quin quina quins quines es son ser meu meva teu teva ' +
    'puc pots vull menjar mes menys bo bona millor molt molta al als pel pels si no ' +
    'y o los las unos unas con por para como cuando cual cuales mi tu quiero puedo comer mas muy mucho mucha lo le se'
  )
    .split(' ')
    .map((word) => stemText(word)),
);

const KEYWORD_WEIGHT = 3;
const EARLIER_WEIGHT = 0.3;
const K1 = 1.2;
const B = 0.75;

function terms(text: string): string[] {
  return stemText(text)
    .split(' ')
    .filter((term) => term.length > 1 && !STOPWORDS.has(term));
}

/** An index over `cards`, built on the first ranking: start-up does not wait for stemming 140 cards in three languages. */
export function createCardIndex(cards: readonly CoachingCard[]): CardIndex {
  let built: CardIndex | undefined;
  return { rank: (latest, earlier, limit) => (built ??= buildCardIndex(cards)).rank(latest, earlier, limit) };
}

function buildCardIndex(cards: readonly CoachingCard[]): CardIndex {
  const documents = cards.map((card) => {
    const weights = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const term of terms(text)) weights.set(term, (weights.get(term) ?? 0) + weight);
    };
    for (const language of ['en', 'ca', 'es'] as const)
      for (const keyword of card.keywords[language]) add(keyword, KEYWORD_WEIGHT);
    add(card.text.en, 1);
    add(card.text.ca, 1);
    const length = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
    return { card, weights, length };
  });
  const averageLength = documents.reduce((sum, document) => sum + document.length, 0) / Math.max(1, documents.length);
  const frequency = new Map<string, number>();
  for (const document of documents)
    for (const term of document.weights.keys()) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const idf = (term: string) => {
    const n = frequency.get(term) ?? 0;
    return Math.log(1 + (documents.length - n + 0.5) / (n + 0.5));
  };

  return {
    rank(latest, earlier, limit) {
      const query = new Map<string, number>();
      for (const term of terms(latest)) query.set(term, (query.get(term) ?? 0) + 1);
      for (const text of earlier)
        for (const term of terms(text)) query.set(term, (query.get(term) ?? 0) + EARLIER_WEIGHT);
      return documents
        .map((document) => {
          let score = 0;
          for (const [term, queryWeight] of query) {
            const tf = document.weights.get(term);
            if (!tf) continue;
            score +=
              queryWeight * idf(term) * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * document.length) / averageLength)));
          }
          return { card: document.card, score };
        })
        .filter((ranked) => ranked.score > 0)
        .sort((a, b) => b.score - a.score || a.card.id.localeCompare(b.card.id))
        .slice(0, limit);
    },
  };
}
