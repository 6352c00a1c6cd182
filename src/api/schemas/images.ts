import { z } from '@hono/zod-openapi';
import { LANGUAGES } from '../../core/ports.js';

export const MealImageRequestSchema = z
  .object({
    title: z
      .string()
      .min(1)
      .max(180)
      .openapi({ description: 'The only input; no personal data goes to the image provider.' }),
  })
  .openapi('MealImageRequest');

export const MealImageResponseSchema = z
  .object({ imageUrl: z.url().openapi({ description: 'Generated illustration.' }) })
  .openapi('MealImageResponse');

export const MealPhotoRequestSchema = z
  .object({
    imageBase64: z.string().min(1).openapi({
      description: 'Data URL with media type image/jpeg, image/png or image/webp, base64-encoded, under 8 MB.',
      example: 'data:image/jpeg;base64,/9j/4AAQSkZJRg...',
    }),
    providerConsent: z
      .literal(true)
      .openapi({ description: 'Must be `true`: explicit authorisation for third-party photo analysis.' }),
    language: z
      .enum(LANGUAGES)
      .optional()
      .default('en')
      .openapi({ description: 'Language of the suggestion’s names and note (an addition).' }),
  })
  .openapi('MealPhotoRequest');

export const MealPhotoResponseSchema = z
  .object({
    provider: z.string().openapi({ description: 'The photo-analysis provider.' }),
    result: z.record(z.string(), z.unknown()).openapi({
      description:
        "The provider's payload as it came, plus `suggestion` (an addition): `items` (name, matchedFood, grams, kcal, proteinG, carbohydrateG, fatG; null where the catalogue has no match), `totals`, `estimate: true` and a `note` that it is an estimate to edit.",
    }),
    retention: z.string().optional().openapi({ description: 'What is kept of the photo (nothing).' }),
  })
  .openapi('MealPhotoResponse');
