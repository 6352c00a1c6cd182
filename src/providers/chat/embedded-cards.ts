/**
 * @module
 * The coaching library shipped in `data/coaching-cards.json`, checked when loaded.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CARD_TOPICS, type CoachingCard } from '../../core/chat/cards.js';
import { projectFile } from '../../project-files.js';
import { derivedFromFiles, type DerivedCacheOptions } from '../derived-cache.js';

const Keywords = z.array(z.string().min(1)).min(1);
const CardSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  topic: z.enum(CARD_TOPICS),
  keywords: z.object({ en: Keywords, ca: Keywords, es: Keywords }),
  text: z.object({ en: z.string().min(1), ca: z.string().min(1) }),
});

export function loadCoachingCards(
  path: string | URL = projectFile('data/coaching-cards.json'),
  cache: DerivedCacheOptions = {},
): CoachingCard[] {
  // Checked against the schema once per version of the file when a cache is given.
  return derivedFromFiles(
    'coaching-cards',
    [path, new URL(import.meta.url)],
    1,
    () => {
      const { cards } = z.object({ cards: z.array(CardSchema).min(1) }).parse(JSON.parse(readFileSync(path, 'utf8')));
      if (new Set(cards.map((card) => card.id)).size !== cards.length)
        throw new Error('data/coaching-cards.json repeats a card id');
      return cards;
    },
    cache,
  );
}
