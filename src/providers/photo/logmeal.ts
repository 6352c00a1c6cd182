/**
 * @module
 * LogMeal food recognition: the cleaned photo goes to
 * `POST /image/segmentation/complete` (multipart field `image`), then
 * `POST /nutrition/recipe/nutritionalInfo` with the `imageId` gives each
 * item's serving size. Bearer APIUser token; 429s wait for `Retry-After` or
 * `RateLimit-Reset` within a bound; every failure is `upstream_unavailable`.
 */
import { CoachError } from '../../core/errors.js';
import type { CleanPhoto, PhotoAnalyser, RecognisedItem } from '../../core/photo/analysis.js';
import { fetchWithRetry, readJson, type HttpOptions } from '../http.js';

export interface LogMealOptions {
  /** An APIUser token (company tokens cannot run recognition). */
  token: string;
  /** Base URL, ending in `/v2`. Defaults to `https://api.logmeal.com/v2`. */
  url?: string;
  /** Timeouts and retries of each call; defaults: 15 s per attempt, one retry, 5 s longest rate-limit wait. */
  http?: HttpOptions;
}

interface Segment {
  food_item_position?: number;
  recognition_results?: { id?: number; name?: string; prob?: number }[];
  serving_size?: number;
}

interface NutritionPerItem {
  food_item_position?: number;
  serving_size?: number;
}

export function createLogMealAnalyser(options: LogMealOptions): PhotoAnalyser {
  const base = (options.url ?? 'https://api.logmeal.com/v2').replace(/\/+$/, '');
  const http: HttpOptions = { timeoutMs: 15_000, retries: 1, ...options.http };
  const authorization = `Bearer ${options.token}`;

  const call = async (path: string, init: RequestInit) => {
    const response = await fetchWithRetry(
      `${base}${path}`,
      { ...init, headers: { authorization, accept: 'application/json', ...init.headers } },
      http,
    );
    const body = await readJson(response);
    if (!response.ok || typeof body !== 'object' || body === null)
      throw new CoachError('upstream_unavailable', { cause: new Error(`LogMeal ${path}: HTTP ${response.status}`) });
    return body as Record<string, unknown>;
  };

  return {
    name: 'logmeal',
    async analyse(photo: CleanPhoto) {
      const form = new FormData();
      form.append('image', new Blob([photo.bytes as Uint8Array<ArrayBuffer>], { type: photo.mediaType }), 'meal.jpg');
      const segmentation = await call('/image/segmentation/complete?language=eng', { method: 'POST', body: form });
      const imageId = segmentation.imageId;
      if (typeof imageId !== 'number' && typeof imageId !== 'string')
        throw new CoachError('upstream_unavailable', { cause: new Error('LogMeal answered without an imageId') });
      const nutrition = await call('/nutrition/recipe/nutritionalInfo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ imageId }),
      });
      return { payload: { ...segmentation, nutritionalInfo: nutrition }, items: itemsOf(segmentation, nutrition) };
    },
  };
}

/** The top recognition of each segment, with the serving size the nutrition call gives it. */
export function itemsOf(segmentation: Record<string, unknown>, nutrition: Record<string, unknown>): RecognisedItem[] {
  const segments = Array.isArray(segmentation.segmentation_results)
    ? (segmentation.segmentation_results as Segment[])
    : [];
  const perItem = Array.isArray(nutrition.nutritional_info_per_item)
    ? (nutrition.nutritional_info_per_item as NutritionPerItem[])
    : [];
  return segments.flatMap((segment) => {
    const name = segment.recognition_results?.[0]?.name;
    if (!name) return [];
    const serving =
      perItem.find((item) => item.food_item_position === segment.food_item_position)?.serving_size ??
      segment.serving_size;
    return [{ name, ...(typeof serving === 'number' ? { grams: serving } : {}) }];
  });
}
