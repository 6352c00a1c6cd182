import { z } from '@hono/zod-openapi';
import { LANGUAGES } from '../../core/ports.js';
import { ACTIVITIES, GOALS, USUAL_ACTIVITIES } from '../../core/requests.js';
import { SEXES } from '../../core/targets/targets.js';
import { MealSchema, NutritionTargetSchema, NutritionTotalsSchema, SnacksSchema } from './meals.js';

export const DEFAULT_WEEK = ['rest', 'run', 'walk', 'strength', 'pilates', 'run', 'rest'] as const;

export const WeeklyPlanRequestSchema = z
  .object({
    target: NutritionTargetSchema.optional().openapi({
      description: 'One target for every day. Give this or `profile`.',
    }),
    profile: z
      .object({
        sex: z.enum(SEXES),
        age: z.number().int().min(18).max(100),
        heightCm: z.number().min(120).max(230),
        weightKg: z.number().min(35).max(250),
      })
      .optional()
      .openapi({ description: "A profile, so each day's target follows its training. Give this or `target`." }),
    activities: z
      .array(z.enum(ACTIVITIES))
      .length(7)
      .optional()
      .default([...DEFAULT_WEEK])
      .openapi({ description: 'Training from Monday to Sunday.', default: [...DEFAULT_WEEK] }),
    goal: z.enum(GOALS).optional().default('maintain'),
    usualActivity: z.enum(USUAL_ACTIVITIES).optional().default('light'),
    language: z.enum(LANGUAGES).optional().default('en'),
    variationSeed: z.number().optional().openapi({ description: 'Changing it yields a different week.' }),
  })
  .superRefine((body, ctx) => {
    if ((body.target === undefined) === (body.profile === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'target or profile',
        params: { hintKey: 'target_or_profile' },
      });
    }
  })
  .openapi('WeeklyPlanRequest');

const ShoppingItemSchema = z.object({
  name: z.string(),
  amount: z.number().min(0).openapi({
    description:
      'What to buy, in `unit`: whole packs of a packaged food (`pack`), else the need rounded up to 50 g or ml, or whole pieces.',
  }),
  unit: z.enum(['g', 'ml', 'each']),
  grams: z.number().min(0).openapi({ description: 'What the week’s meals eat of it (edible weight).' }),
  pack: z
    .object({ size: z.number().positive(), count: z.number().int().positive() })
    .optional()
    .openapi({ description: 'The packs bought, in `unit` (2 × 500 g), for a packaged food (an addition).' }),
  leftover: z
    .number()
    .min(0)
    .openapi({ description: 'What is left once the week is cooked, in `unit` (an addition).' }),
  price: z.number().min(0).nullable().openapi({
    description:
      'Indicative price of `amount`; null when the price source does not know the food, and then the line is not in the total.',
  }),
  source: z.string().nullable(),
});

export const WeeklyPlanResponseSchema = z
  .object({
    days: z
      .array(
        z.object({
          day: z.string(),
          activity: z.enum(ACTIVITIES),
          target: NutritionTargetSchema,
          meals: z.array(MealSchema).length(3),
          snacks: SnacksSchema,
          totals: NutritionTotalsSchema,
          targetMet: z.boolean(),
          note: z
            .string()
            .optional()
            .openapi({ description: 'Why the target was not met, for the person (an addition).' }),
        }),
      )
      .length(7),
    dayAverage: NutritionTotalsSchema.openapi({
      description: "The week's day on average, fibre and salt beside the macros (an addition).",
    }),
    shoppingList: z.array(ShoppingItemSchema),
    basket: z.object({
      currency: z.literal('EUR'),
      total: z.number().min(0).openapi({ description: 'Sum of the priced lines only.' }),
      pricedItems: z.number().int().min(0).openapi({ description: 'Lines in the total.' }),
      unpricedItems: z
        .number()
        .int()
        .min(0)
        .openapi({ description: 'Lines without a price, left out of the total (an addition).' }),
      source: z.string(),
      supermarketAvailable: z.boolean(),
    }),
  })
  .openapi('WeeklyPlanResponse');
