/**
 * @module
 * Restaurant meal photo analysis: the photo is checked, cleaned (metadata
 * gone, size bounded) and handed to one provider; its answer is kept and
 * turned into an editable suggestion whose macros come from the food
 * catalogue where the names match. Nothing of the photo is kept.
 */
import { CoachError } from '../errors.js';
import type { Language, Translator } from '../ports.js';
import { decodePhotoDataUrl, type DecodedPhoto } from './data-url.js';
import { suggestFromItems, type NutrientLookup, type Suggestion } from './suggestion.js';

/** A photo ready to leave the service: re-encoded, without metadata, bounded in size. */
export interface CleanPhoto {
  mediaType: 'image/jpeg';
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Cleans a decoded photo; throws `invalid_request` when the bytes are not a usable image. */
export interface PhotoCleaner {
  clean(photo: DecodedPhoto): Promise<CleanPhoto>;
}

/** One thing on the plate, as a provider recognised it. */
export interface RecognisedItem {
  name: string;
  /** The provider's estimate of the portion, when it gives one. */
  grams?: number;
}

export interface ProviderAnalysis {
  /** The provider's own answer, kept as it came. */
  payload: Record<string, unknown>;
  items: RecognisedItem[];
}

/** A photo-analysis provider; failures throw `upstream_unavailable`. */
export interface PhotoAnalyser {
  /** The fixed name `provider` answers with. */
  readonly name: string;
  analyse(photo: CleanPhoto): Promise<ProviderAnalysis>;
}

export interface MealPhotoInput {
  imageBase64: string;
  providerConsent: true;
  language?: Language;
}

export interface MealPhotoResult {
  provider: string;
  result: Record<string, unknown> & { suggestion: Suggestion };
  retention: string;
}

export interface MealPhotoDeps {
  cleaner: PhotoCleaner;
  /** Absent: analysis answers 503 `service_not_configured`. */
  analyser?: PhotoAnalyser;
  foods: NutrientLookup;
  translator: Translator;
}

export function createMealPhotoAnalysis(deps: MealPhotoDeps): (input: MealPhotoInput) => Promise<MealPhotoResult> {
  return async (input) => {
    const language = input.language ?? 'en';
    const t = deps.translator(language);
    // The photo is checked before the capability, so a caller learns about a bad photo at once.
    const clean = await deps.cleaner.clean(decodePhotoDataUrl(input.imageBase64));
    if (!deps.analyser)
      throw new CoachError('service_not_configured', { messageKey: 'errors.service_not_configured.mealPhoto' });
    const analysis = await deps.analyser.analyse(clean);
    const suggestion = suggestFromItems(analysis.items, deps.foods, language, t);
    return {
      provider: deps.analyser.name,
      result: { ...analysis.payload, suggestion },
      retention: t('photo.retention'),
    };
  };
}
