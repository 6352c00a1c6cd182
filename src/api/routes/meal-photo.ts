import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { errorResponses } from '../schemas/error.js';
import { MealPhotoRequestSchema, MealPhotoResponseSchema } from '../schemas/images.js';
import { KB, type PathRules, write } from '../path-rules.js';

/** The photo route takes an 8 MB image as base64 (4/3 larger) plus the JSON around it. */
export const PHOTO_BODY_LIMIT_BYTES = 11 * KB * KB + 256 * KB;

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = { '/api/meal-photo': write('restricted', 422, PHOTO_BODY_LIMIT_BYTES) };

const route = createRoute({
  method: 'post',
  path: '/api/meal-photo',
  operationId: 'analyseRestaurantMealPhoto',
  tags: ['Meals'],
  summary: 'Analyse a restaurant meal photo',
  description:
    'The result is a suggestion to edit, never a measurement; the image is not stored. It is re-encoded without metadata (EXIF, GPS) before it reaches the provider. Unusable input (a bad data URL, a media type other than JPEG, PNG or WebP, bytes that are not that type or cannot be decoded, 8 MB or more, consent not `true`) answers 422; a failing provider answers 502.',
  request: { body: { required: true, content: { 'application/json': { schema: MealPhotoRequestSchema } } } },
  responses: {
    200: { description: 'The analysis.', content: { 'application/json': { schema: MealPhotoResponseSchema } } },
    ...errorResponses(405, 406, 422, 429, 502, 503),
  },
});

export function registerMealPhoto(app: OpenAPIHono<AppEnv>, deps: ApiDeps): void {
  app.openapi(route, async (c) => c.json(await deps.coach.analyseMealPhoto(c.req.valid('json')), 200));
}
