/**
 * @module
 * The coaching library: short cards, each answering one question people ask a nutrition coach, in
 * Catalan and English, with the questions it answers in three languages and its source. Which card
 * answers a message is the matcher's work (`card-matcher.ts`).
 */
import type { Language } from '../ports.js';

export const CARD_TOPICS = [
  'swaps',
  'training-fuel',
  'restaurants',
  'groceries',
  'habits',
  'foods',
  'cooking',
  'supplements',
  'nutrients',
  'hydration',
  'alcohol',
  'weight',
  'plant-based',
  'life-stages',
  'sleep',
  'dishes',
  'seasonal',
] as const;
export type CardTopic = (typeof CARD_TOPICS)[number];

export interface CoachingCard {
  id: string;
  topic: CardTopic;
  keywords: Record<'en' | 'ca' | 'es', readonly string[]>;
  text: Record<Language, string>;
  /** The questions the card was written to answer, as people type them: what the matcher learns from. */
  questions?: Record<'en' | 'ca' | 'es', readonly string[]>;
  /** The references the card's advice and figures come from. */
  source?: string;
}
