/**
 * @module
 * The coach put together from its parts, once, for every caller: `main.ts` hands it the concrete parts
 * its settings name, and the tests and benchmarks hand it theirs, so what they run is what the service
 * runs. Only core factories are called here; every concrete part comes in as an argument.
 */
import { createCoachChat, type ChatMode } from './chat/coach-chat.js';
import type { CardMatcher } from './chat/card-matcher.js';
import type { Guard } from './chat/guard/guard.js';
import type { SafetyCheck } from './chat/guard/types.js';
import { createCoach, type Coach, type CoachDeps } from './coach.js';
import { createPlanEmail, type Mailer } from './email/deliver.js';
import { createMealImages, type ImageModel, type MealImages } from './images/meal-images.js';
import { createMealWording, type WordingModel } from './meals/wording.js';
import { createMealPhotoAnalysis, type PhotoAnalyser, type PhotoCleaner } from './photo/analysis.js';
import { createNutrientLookup, type NutrientLookup } from './photo/suggestion.js';

/** The parts the coach takes as they are (documented on `CoachDeps`), and those it is built from here. */
export interface CoachParts extends Pick<
  CoachDeps,
  | 'meals'
  | 'catalogue'
  | 'prices'
  | 'livePrices'
  | 'foods'
  | 'store'
  | 'translator'
  | 'logger'
  | 'storeUrl'
  | 'randomId'
  | 'clock'
> {
  /** The curated foods with their usual portion, which meal photos are read against. */
  curatedFoods: Parameters<typeof createNutrientLookup>[0];
  cards: CardMatcher;
  guard: Guard;
  /** From the library, a model, or off. */
  chatMode: ChatMode;
  /** Layer 3 of the guard, when a model writes replies. */
  safetyCheck?: SafetyCheck;
  /** Draws meal illustrations; absent, `generateMealImage` answers 503. */
  imageModel?: ImageModel;
  /** Words the day's meals; absent, the library's words stand. */
  wordingModel?: WordingModel;
  /** Strips what a photo carries besides the picture (location, camera). */
  photoCleaner: PhotoCleaner;
  /** Reads a meal photo; absent, analysis answers 503. */
  photoAnalyser?: PhotoAnalyser;
  /** Sends email; absent, emailing answers 503. */
  mailer?: Mailer;
  /** Public origin of the coach, without a trailing slash (hosted images are served from it). */
  publicUrl: string;
}

/** The coach, and the parts of it the service also reaches: hosted images (the chats' charts) and the nutrient lookup (warmed up). */
export interface ComposedCoach {
  coach: Coach;
  images: MealImages;
  nutrients: NutrientLookup;
}

export function composeCoach(parts: CoachParts): ComposedCoach {
  const { store, translator, logger } = parts;
  const clock = parts.clock ?? (() => new Date());
  const nutrients = createNutrientLookup(parts.curatedFoods);
  const images = createMealImages({
    model: parts.imageModel,
    store,
    publicUrl: parts.publicUrl,
    randomId: parts.randomId,
  });
  const coach = createCoach({
    meals: parts.meals,
    chat: createCoachChat({
      cards: parts.cards,
      mode: parts.chatMode,
      translator,
      guard: parts.guard,
      safetyCheck: parts.safetyCheck,
      logger,
      figures: { foods: nutrients, library: parts.meals, clock },
    }),
    images,
    mealWording: parts.wordingModel ? createMealWording({ model: parts.wordingModel, store, logger }) : undefined,
    mealPhoto: createMealPhotoAnalysis({
      cleaner: parts.photoCleaner,
      analyser: parts.photoAnalyser,
      foods: nutrients,
      translator,
    }),
    nutrients,
    email: createPlanEmail({ mailer: parts.mailer, store, translator, logger, clock }),
    catalogue: parts.catalogue,
    prices: parts.prices,
    livePrices: parts.livePrices,
    foods: parts.foods,
    store,
    translator,
    logger,
    storeUrl: parts.storeUrl,
    randomId: parts.randomId,
    clock,
  });
  return { coach, images, nutrients };
}
