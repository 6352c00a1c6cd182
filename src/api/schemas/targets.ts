import { z } from '@hono/zod-openapi';
import { LANGUAGES } from '../../core/ports.js';
import { ACTIVITIES, GOALS, USUAL_ACTIVITIES } from '../../core/requests.js';
import { SEXES } from '../../core/targets/targets.js';
import { NutritionTargetSchema } from './meals.js';

export const TargetsRequestSchema = z
  .object({
    sex: z.enum(SEXES).openapi({ description: 'Used only by the resting-energy equation.' }),
    age: z.number().int().min(18).max(100).openapi({ description: 'Years; the coach is for adults.' }),
    heightCm: z.number().min(120).max(230),
    weightKg: z.number().min(35).max(250),
    usualActivity: z
      .enum(USUAL_ACTIVITIES)
      .optional()
      .default('light')
      .openapi({ description: 'Daily life, not counting planned training.' }),
    goal: z.enum(GOALS).optional().default('maintain'),
    activity: z.enum(ACTIVITIES).openapi({ description: "Today's training." }),
    language: z.enum(LANGUAGES).optional().default('en').openapi({ description: 'Language of the explanation.' }),
  })
  .openapi('TargetsRequest');

export const TargetsResponseSchema = z
  .object({
    target: NutritionTargetSchema,
    bmr: z.number().int().openapi({ description: 'Resting energy by Mifflin-St Jeor, kcal.' }),
    maintenanceCalories: z.number().int().openapi({ description: 'Energy to keep weight today, kcal.' }),
    explanation: z
      .array(z.string())
      .openapi({ description: 'How each number came about, one sentence each, in the requested language.' }),
  })
  .openapi('TargetsResponse');
