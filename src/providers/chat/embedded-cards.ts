/**
 * @module
 * The coaching library shipped in `data/cards/*.json` (one file per area), checked when loaded: every
 * card with its text in en and ca, the questions it was written to answer in en, ca and es (what the
 * matcher learns from), and its source.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createCardMatcher, type Concepts, type MatcherCalibration } from '../../core/chat/card-matcher.js';
import { createNamedFoodCheck, NOT_A_FOOD } from '../../core/chat/named-food.js';
import { decodeCardModel, type CardModel } from '../../core/chat/card-model.js';
import { CARD_TOPICS, type CoachingCard } from '../../core/chat/cards.js';
import { foldText } from '../../core/text.js';
import { projectFile } from '../../project-files.js';
import { derivedFromFiles, type DerivedCacheOptions } from '../derived-cache.js';

/** Fewest training questions per language a card needs for the matcher to learn it. */
export const MIN_QUESTIONS = 5;

const Keywords = z.array(z.string().min(1)).min(1);
const Questions = z.array(z.string().min(1)).min(MIN_QUESTIONS);
const CardSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  topic: z.enum(CARD_TOPICS),
  keywords: z.object({ en: Keywords, ca: Keywords, es: Keywords }),
  text: z.object({ en: z.string().min(1), ca: z.string().min(1) }),
  source: z.string().min(1).optional(),
  questions: z.object({ en: Questions, ca: Questions, es: Questions }),
});

/** The files of the library, in name order, so the cards come in the same order on every machine. */
export function cardFiles(folder: string | URL = projectFile('data/cards/')): URL[] {
  const base = typeof folder === 'string' ? new URL(`file://${folder.endsWith('/') ? folder : `${folder}/`}`) : folder;
  return readdirSync(fileURLToPath(base))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => new URL(name, base));
}

export function loadCoachingCards(
  folder: string | URL = projectFile('data/cards/'),
  cache: DerivedCacheOptions = {},
): CoachingCard[] {
  const files = cardFiles(folder);
  // Checked against the schema once per version of the files when a cache is given.
  return derivedFromFiles(
    'coaching-cards',
    [...files, new URL(import.meta.url)],
    2,
    () => {
      const cards = files.flatMap((file) => {
        const parsed = z
          .object({ cards: z.array(CardSchema).min(1) })
          .safeParse(JSON.parse(readFileSync(file, 'utf8')));
        if (!parsed.success) throw new Error(`${fileURLToPath(file)}: ${parsed.error.message}`);
        return parsed.data.cards;
      });
      const seen = new Set<string>();
      for (const card of cards) {
        if (seen.has(card.id)) throw new Error(`data/cards repeats the card id ${card.id}`);
        seen.add(card.id);
      }
      return cards;
    },
    cache,
  );
}

const CalibrationSchema = z.object({
  calibration: z.object({
    top: z.number(),
    lead: z.number(),
    coverage: z.number(),
    probability: z.number().optional(),
    none: z.number().optional(),
    bias: z.number(),
    answerFrom: z.number().min(0).max(1),
  }),
});

/** The matcher's calibration, fitted by `npm run train:cards` (`data/card-matcher.json`). */
export function loadMatcherCalibration(path: string | URL = projectFile('data/card-matcher.json')): MatcherCalibration {
  return CalibrationSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).calibration;
}

const ConceptsSchema = z.object({
  concepts: z.record(
    z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    z.object({ en: z.array(z.string()), ca: z.array(z.string()), es: z.array(z.string()) }),
  ),
  foods: z
    .object({
      families: z.record(z.string(), z.array(z.string())),
      notAlone: z.array(z.string()),
      notFood: z.array(z.string()),
    })
    .optional(),
});

/** The words of the three languages that mean the same thing (`data/chat-concepts.json`), folded, each to its concept. */
export function loadConcepts(path: string | URL = projectFile('data/chat-concepts.json')): Concepts {
  const { concepts } = ConceptsSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const byWords = new Map<string, string>();
  for (const [id, languages] of Object.entries(concepts))
    for (const words of [languages.en, languages.ca, languages.es])
      for (const word of words) {
        const folded = foldText(word);
        if (folded) byWords.set(folded, id);
      }
  return byWords;
}

/**
 * The words of the concepts that name a food or a drink (`foods` in `data/chat-concepts.json`), folded, each
 * to its food's family, without the words another language uses otherwise ("pan", "mayo"); the phrases
 * whose food word is no food ("stir fries") to `NOT_A_FOOD`.
 */
export function loadFoodWords(path: string | URL = projectFile('data/chat-concepts.json')): Concepts {
  const { concepts, foods } = ConceptsSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const notAlone = new Set(foods?.notAlone.map(foldText));
  const byWords = new Map<string, string>();
  for (const [family, ids] of Object.entries(foods?.families ?? {}))
    for (const id of ids) {
      const languages = concepts[id];
      if (!languages) throw new Error(`data/chat-concepts.json: food "${id}" is no concept`);
      for (const word of [...languages.en, ...languages.ca, ...languages.es]) {
        const folded = foldText(word);
        if (folded && !notAlone.has(folded)) byWords.set(folded, family);
      }
    }
  for (const phrase of foods?.notFood ?? []) byWords.set(foldText(phrase), NOT_A_FOOD);
  return byWords;
}

/** The card classifier trained by `npm run train:cards` (`data/card-model.json`). */
export function loadCardModel(path: string | URL = projectFile('data/card-model.json')): CardModel {
  return decodeCardModel(JSON.parse(readFileSync(path, 'utf8')));
}

/**
 * The shipped library's matcher with its calibration and classifier. Nothing is read at start-up: the cards
 * (an 8 MB parse with 2,900 cards: the start over a bare server went from +0.73 s to +0.38 s without it), the concepts and the
 * food words on first use or at the first `prepare` step, which the service takes once it listens; the
 * classifier's file (some 3 MB) when the matcher is first built.
 */
export function createEmbeddedCardMatcher(cache: DerivedCacheOptions = {}): ReturnType<typeof createCardMatcher> {
  let built:
    { matcher: ReturnType<typeof createCardMatcher>; foods: ReturnType<typeof createNamedFoodCheck> } | undefined;
  const parts = () =>
    (built ??= {
      matcher: createCardMatcher(loadCoachingCards(undefined, cache), loadMatcherCalibration(), loadConcepts(), () =>
        loadCardModel(),
      ),
      foods: createNamedFoodCheck(loadFoodWords()),
    });
  return {
    match: (text, limit) => parts().matcher.match(text, limit),
    answers: (confidence) => parts().matcher.answers(confidence),
    prepare: () => {
      if (built) return built.matcher.prepare();
      parts();
      return true;
    },
    speaksOfTheFood: (card, question) => parts().foods.speaksOfTheFood(card, question),
  };
}
