/**
 * @module
 * Meal illustrations: only the dish's title reaches the image model; the
 * image is kept for a bounded time in storage and served from the coach's
 * own origin, so clients get a short URL, never a data URL.
 */
import { fromBase64, toBase64 } from '../base64.js';
import { CoachError } from '../errors.js';
import type { KeyValueStore } from '../ports.js';
import { sniff, type PhotoMediaType } from '../photo/data-url.js';

/** An image model behind an OpenAI-compatible API, or any other. */
export interface ImageModel {
  /** Generates one image for a prompt; throws `upstream_unavailable` when it cannot. */
  generate(prompt: string): Promise<Uint8Array>;
}

/** How long a generated image stays available. */
export const MEAL_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'meal-image:';

export interface StoredImage {
  mediaType: PhotoMediaType;
  bytes: Uint8Array;
}

export interface MealImages {
  /** Whether an image model is configured. */
  readonly available: boolean;
  /** Generates, stores and returns the URL of an illustration of `title`. */
  create(title: string): Promise<{ imageUrl: string }>;
  /** A stored image, or undefined when unknown or expired. */
  read(id: string): Promise<StoredImage | undefined>;
  /**
   * Keeps a picture the coach drew (a progress chart) for the same time, served from the same route (privately:
   * see `isChartId`). Under `id` when given, replacing the picture there (a chat's one chart), else a new `chart-…` id.
   */
  host(png: Uint8Array, id?: string): Promise<{ id: string; imageUrl: string }>;
}

/** A chart's id: a person's own picture, which shared caches must not keep. */
export const isChartId = (id: string): boolean => id.startsWith('chart-');

/** Where a hosted image is kept, so that `/forget` can remove a person's charts. */
export const hostedImageKey = (id: string): string => `${KEY_PREFIX}${id}`;

export interface MealImagesDeps {
  model: ImageModel | undefined;
  store: KeyValueStore;
  /** Public origin of the coach, without a trailing slash. */
  publicUrl: string;
  /** A fresh unguessable id (e.g. `crypto.randomUUID`). */
  randomId: () => string;
}

/** The prompt says what to draw and nothing about the person. */
export function imagePrompt(title: string): string {
  return `An appetising photograph of a home-cooked Mediterranean dish: ${title.replace(/\s+/g, ' ').trim()}. Natural light, on a simple plate, no text, no people.`;
}

export const IMAGE_ID = /^[A-Za-z0-9-]{16,64}$/;

export function createMealImages(deps: MealImagesDeps): MealImages {
  const keep = async (bytes: Uint8Array, mediaType: PhotoMediaType, id = deps.randomId()) => {
    await deps.store.set(hostedImageKey(id), JSON.stringify({ mediaType, data: toBase64(bytes) }), {
      ttlMs: MEAL_IMAGE_TTL_MS,
    });
    return { id, imageUrl: `${deps.publicUrl}/api/meal-images/${id}` };
  };
  return {
    available: deps.model !== undefined,
    async create(title) {
      if (!deps.model)
        throw new CoachError('service_not_configured', { messageKey: 'errors.service_not_configured.mealImage' });
      const bytes = await deps.model.generate(imagePrompt(title));
      const mediaType = sniff(bytes);
      if (!mediaType)
        throw new CoachError('upstream_unavailable', { cause: new Error('the image model returned no image') });
      return { imageUrl: (await keep(bytes, mediaType)).imageUrl };
    },
    async host(png, id) {
      const mediaType = sniff(png);
      if (!mediaType) throw new CoachError('invalid_request', { cause: new Error('not an image') });
      const chartId = id !== undefined && IMAGE_ID.test(id) && isChartId(id) ? id : `chart-${deps.randomId()}`;
      return keep(png, mediaType, chartId);
    },
    async read(id) {
      if (!IMAGE_ID.test(id)) return undefined;
      const raw = await deps.store.get(`${KEY_PREFIX}${id}`);
      if (!raw) return undefined;
      const { mediaType, data } = JSON.parse(raw) as { mediaType: PhotoMediaType; data: string };
      return { mediaType, bytes: fromBase64(data) };
    },
  };
}
