import { z } from '@hono/zod-openapi';
import { LANGUAGES } from '../../core/ports.js';
import { ACTIVITIES, GOALS, USUAL_ACTIVITIES } from '../../core/requests.js';

/** Fibre, salt, saturated fat and free sugars beside the macros (additions to the contract). */
const quality = {
  fibreG: z.number().min(0).openapi({ description: 'Dietary fibre in grams (an addition).' }),
  saltG: z.number().min(0).openapi({ description: 'Salt from the foods (sodium × 2.5), in grams (an addition).' }),
  saturatedFatG: z.number().min(0).openapi({ description: 'Saturated fat in grams (an addition).' }),
  freeSugarsG: z.number().min(0).openapi({
    description: 'Free sugars (WHO: added sugars and those of honey, syrups and juices), in grams (an addition).',
  }),
};

/** Totals of a meal or a day; unlike a target, they have no bounds. */
export const NutritionTotalsSchema = z
  .object({
    calories: z.number().min(0),
    proteinG: z.number().min(0),
    carbohydrateG: z.number().min(0),
    fatG: z.number().min(0),
    ...quality,
  })
  .openapi('NutritionTotals');

export const NutritionTargetSchema = z
  .object({
    calories: z.number().min(1000).max(6000),
    proteinG: z.number().min(40).max(300),
    carbohydrateG: z.number().min(0).max(1000),
    fatG: z.number().min(20).max(250),
  })
  .openapi('NutritionTarget');

export const DailyMealsRequestSchema = z
  .object({
    target: NutritionTargetSchema,
    activity: z.enum(ACTIVITIES).openapi({ description: "Today's training." }),
    goal: z.enum(GOALS).optional().default('maintain'),
    usualActivity: z.enum(USUAL_ACTIVITIES).optional().default('light'),
    language: z.enum(LANGUAGES).optional().default('en'),
    variationSeed: z
      .number()
      .optional()
      .openapi({ description: 'Changing it yields a materially different menu for the same target.' }),
  })
  .openapi('DailyMealsRequest');

const IngredientSchema = z.object({
  name: z.string(),
  amount: z.number().min(0),
  unit: z.enum(['g', 'ml', 'each', 'slice']),
  grams: z.number().min(0),
  kcal: z.number().min(0),
  proteinG: z.number().min(0),
  carbohydrateG: z.number().min(0),
  fatG: z.number().min(0),
  ...quality,
  course: z.enum(['main', 'side', 'bread', 'dessert']).openapi({
    description: 'The dish itself, or a course the planner added: a vegetable side, bread, a dessert (an addition).',
  }),
});

/** What a meal and a snack both say. */
const plate = {
  title: z.string().max(140).openapi({ description: 'Dish in the requested language.' }),
  portions: z.string().max(280).openapi({ description: 'Ingredient line with amounts.' }),
  hint: z.string().max(180).openapi({ description: 'One preparation or timing note.' }),
  catalanName: z.string().max(120).optional().openapi({ description: 'Catalan name of the dish when it has one.' }),
  ingredients: z
    .array(IngredientSchema)
    .optional()
    .openapi({ description: 'Per-ingredient breakdown, to show and edit (an addition to the contract).' }),
  nutrition: NutritionTotalsSchema.optional().openapi({
    description: "The meal's totals (an addition to the contract).",
  }),
  courses: z
    .array(z.object({ course: z.enum(['side', 'dessert']), title: z.string() }))
    .optional()
    .openapi({
      description:
        'Courses the planner added to a lunch or dinner, by title: a vegetable side or first course, a dessert (an addition).',
    }),
};

export const MealSchema = z
  .object({
    slot: z.enum(['Breakfast', 'Lunch', 'Dinner']),
    ...plate,
    milkshakeEligible: z
      .boolean()
      .optional()
      .openapi({ description: 'True for the single meal whose protein component may be swapped for the milkshake.' }),
  })
  .openapi('Meal');

export const SnackSchema = z
  .object({
    slot: z.enum(['MidMorning', 'Afternoon', 'Evening']).openapi({
      description:
        'Esmorzar de mig matí (between breakfast and lunch), berenar (between lunch and dinner) or ressopó (after dinner, on the biggest days).',
    }),
    ...plate,
  })
  .openapi('Snack', {
    description:
      'A snack the day needs (an addition to the contract): high-energy days get one or two, so no meal has to hold more than a plate can.',
  });

/** Snacks of a day, none on most days. */
export const SnacksSchema = z.array(SnackSchema).max(3).openapi({
  description:
    "The day's snacks in the order of the day: none, the afternoon one (berenar), the mid-morning one too, and on the biggest days a late one (an addition to the contract; `meals` stay exactly three).",
});

export const DailyMealsResponseSchema = z
  .object({
    meals: z.array(MealSchema).length(3),
    snacks: SnacksSchema,
    supermarketAvailable: z.boolean().optional(),
    totals: NutritionTotalsSchema.optional().openapi({
      description: "The day's totals (an addition to the contract).",
    }),
    targetMet: z
      .boolean()
      .optional()
      .openapi({ description: 'False when the plan could only come close to the target (an addition).' }),
    note: z.string().optional().openapi({ description: 'Why the target was not met, for the person (an addition).' }),
  })
  .openapi('DailyMealsResponse');
