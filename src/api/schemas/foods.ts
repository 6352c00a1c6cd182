import { z } from '@hono/zod-openapi';

export const FoodQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2)
    .max(100)
    .openapi({
      param: { name: 'q', in: 'query', required: true },
      description: 'Search expression.',
      example: 'chicken breast',
    }),
  region: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional()
    .default('ES')
    .openapi({
      param: { name: 'region', in: 'query' },
      description: 'ISO 3166-1 alpha-2 market.',
      default: 'ES',
      type: 'string',
    }),
  language: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toLowerCase())
    .optional()
    .default('es')
    .openapi({
      param: { name: 'language', in: 'query' },
      description: 'ISO 639-1 result language.',
      default: 'es',
      type: 'string',
    }),
});

export const FoodItemSchema = z
  .object({
    id: z.string().openapi({ description: 'Food identifier in the catalogue provider.' }),
    name: z.string(),
    brand: z.string().nullable().optional().openapi({ description: 'Brand when a branded product.' }),
    description: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'Serving and macronutrient summary as supplied by the provider.' }),
    type: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'Provider food type, for instance Generic or Brand.' }),
  })
  .openapi('FoodItem');

export const FoodSearchResponseSchema = z
  .object({
    items: z.array(FoodItemSchema).max(8),
    provider: z.string().openapi({ description: 'The catalogue the results came from.' }),
    retention: z.string().optional().openapi({ description: 'What the service keeps of the search (nothing).' }),
  })
  .openapi('FoodSearchResponse');
