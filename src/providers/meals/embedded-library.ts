/**
 * @module
 * The meal library shipped in `data/`: the curated foods (with values from
 * SR28 or their own label values) and the dishes. Checked when loaded, so a
 * dish can never name a food the library lacks.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  DISH_SLOTS,
  FOOD_UNITS,
  MICRONUTRIENTS,
  ROLES,
  type Dish,
  type FoodInfo,
  type MealLibrary,
  type FoodQuality,
  type Micronutrients,
} from '../../core/meals/library.js';
import { freeSugarsPer100g } from '../../core/meals/portion-rules.js';
import { projectFile } from '../../project-files.js';
import { SR28_PATH, sr28Of, type Sr28Food, type Sr28Source } from '../foods/sr28.js';
import { derivedFromFiles, type DerivedCacheOptions } from '../derived-cache.js';

const Per100gSchema = z.object({
  kcal: z.number().min(0),
  proteinG: z.number().min(0),
  carbohydrateG: z.number().min(0),
  fatG: z.number().min(0),
});
const Names = z.object({ en: z.string().min(1), es: z.string().min(1), ca: z.string().min(1) });

const CuratedFoodSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  ndb: z
    .string()
    .regex(/^\d{5}$/)
    .nullable(),
  per100g: Per100gSchema.optional(),
  /** Where `per100g` comes from (BEDCA, a Spanish label); required when it overrides an SR28 entry. */
  source: z.string().min(1).optional(),
  /** Share of the bought weight that is eaten (mussels in their shells); recipes weigh the edible part. */
  edibleShare: z.number().gt(0).max(1).optional(),
  edibleShareSource: z.string().min(1).optional(),
  names: Names,
  aliases: z.object({ en: z.array(z.string()), es: z.array(z.string()), ca: z.array(z.string()) }),
  category: z.string().min(1),
  unit: z.enum(FOOD_UNITS),
  gramsPerUnit: z.number().positive(),
  /** Grams of one piece of a food weighed in grams (an almond, an olive), from USDA's household measures. */
  pieceG: z.number().positive().optional(),
  portionG: z.number().positive(),
  staple: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

/** `data/food-nutrients.json`: fibre, sugars, saturated fat and sodium where SR28 does not describe the food sold here. */
const NutrientsFileSchema = z.object({
  foods: z.record(
    z.string(),
    z.object({
      fibreG: z.number().min(0),
      sugarsG: z.number().min(0),
      saturatedFatG: z.number().min(0),
      sodiumMg: z.number().min(0),
      source: z.string().min(1),
    }),
  ),
});
type NutrientsEntry = z.infer<typeof NutrientsFileSchema>['foods'][string];

const MILLIGRAMS = z.number().min(0).optional();
/** `data/food-micronutrients.json`: vitamin C, calcium, iron, potassium and magnesium in mg per 100 g. */
const MicronutrientsFileSchema = z.object({
  foods: z.record(
    z.string(),
    z
      .object({
        vitaminCMg: MILLIGRAMS,
        calciumMg: MILLIGRAMS,
        ironMg: MILLIGRAMS,
        potassiumMg: MILLIGRAMS,
        magnesiumMg: MILLIGRAMS,
      })
      .strict(),
  ),
});
type MicronutrientsEntry = z.infer<typeof MicronutrientsFileSchema>['foods'][string];

const DishSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  slot: z.enum(DISH_SLOTS),
  catalanName: z.string().min(1).max(120),
  title: z.object({ en: z.string().min(1).max(140), ca: z.string().min(1).max(140) }),
  hint: z.object({ en: z.string().min(1).max(180), ca: z.string().min(1).max(180) }),
  tags: z.array(z.string()),
  months: z.array(z.number().int().min(1).max(12)).min(1).default([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  components: z
    .array(
      z.object({
        food: z.string(),
        role: z.enum(ROLES),
        minG: z.number().min(0),
        maxG: z.number().positive(),
        stepG: z.number().positive(),
        swappable: z.boolean().optional(),
        title: z.boolean().optional(),
      }),
    )
    .min(1),
});

export interface EmbeddedMealLibraryOptions {
  /** Read only when the library is checked (not when it comes from the cache). */
  sr28: Sr28Source;
  /** Defaults to the shipped `data/foods-curated.json`. */
  foodsPath?: string | URL;
  /** Defaults to the shipped `data/food-nutrients.json`. */
  nutrientsPath?: string | URL;
  /** Defaults to the shipped `data/food-micronutrients.json`. */
  micronutrientsPath?: string | URL;
  /** Defaults to the shipped `data/dishes.json`. */
  dishesPath?: string | URL;
  /** Defaults to the shipped `data/packs.json`. */
  packsPath?: string | URL;
  /** Keeps the checked library between starts; assumes `sr28` was read from the shipped table. Absent: checked at every call. */
  cache?: DerivedCacheOptions;
}

const PackSchema = z.union([
  z.object({ unit: z.enum(['g', 'ml', 'each']), sizes: z.array(z.number().positive()).min(1) }).strict(),
  z.object({ buyAs: z.string().min(1) }).strict(),
]);

export interface CuratedFood extends FoodInfo {
  ndb: string | null;
  portionG: number;
  /** Where the values come from when they are not SR28's. */
  source?: string;
}

/** Reads the curated foods, resolving each one's values. */
export function loadCuratedFoods(
  sr28: ReadonlyMap<string, Sr28Food>,
  path: string | URL = projectFile('data/foods-curated.json'),
  nutrientsPath: string | URL = projectFile('data/food-nutrients.json'),
  micronutrientsPath: string | URL = projectFile('data/food-micronutrients.json'),
): CuratedFood[] {
  const raw = z.object({ foods: z.array(CuratedFoodSchema) }).parse(JSON.parse(readFileSync(path, 'utf8')));
  const nutrients = NutrientsFileSchema.parse(JSON.parse(readFileSync(nutrientsPath, 'utf8'))).foods;
  const micronutrients = MicronutrientsFileSchema.parse(JSON.parse(readFileSync(micronutrientsPath, 'utf8'))).foods;
  const known = new Set(raw.foods.map((food) => food.id));
  const stray = Object.keys(nutrients).find((id) => !known.has(id));
  if (stray) throw new Error(`data/food-nutrients.json names ${stray}, which data/foods-curated.json lacks`);
  const strayMicro = Object.keys(micronutrients).find((id) => !known.has(id));
  if (strayMicro)
    throw new Error(`data/food-micronutrients.json names ${strayMicro}, which data/foods-curated.json lacks`);
  return raw.foods.map((food) => {
    const entry = food.ndb === null ? undefined : sr28.get(food.ndb);
    if (food.ndb !== null && !entry)
      throw new Error(`curated food ${food.id} names SR28 ${food.ndb}, which the table lacks`);
    // Spanish values win where the SR28 food is not the one sold here (US 2 % milk, scup for orada).
    if (entry && food.per100g && !food.source)
      throw new Error(`curated food ${food.id} overrides SR28 ${food.ndb} without naming its source`);
    const per100g =
      food.per100g ??
      (entry && { kcal: entry.kcal, proteinG: entry.proteinG, carbohydrateG: entry.carbohydrateG, fatG: entry.fatG });
    if (!per100g) throw new Error(`curated food ${food.id} has neither an SR28 entry nor per100g values`);
    const quality = qualityOf(food.id, nutrients[food.id] ?? entry);
    if (!quality)
      throw new Error(
        `curated food ${food.id} has no fibre, salt or saturated fat: add it to data/food-nutrients.json`,
      );
    return {
      id: food.id,
      ndb: food.ndb,
      names: food.names,
      aliases: [...food.aliases.en, ...food.aliases.es, ...food.aliases.ca],
      category: food.category,
      unit: food.unit,
      gramsPerUnit: food.gramsPerUnit,
      ...(food.pieceG ? { pieceG: food.pieceG } : {}),
      portionG: food.portionG,
      per100g,
      quality,
      ...(food.source ? { source: food.source } : {}),
      edibleShare: food.edibleShare ?? 1,
      staple: food.staple,
      ...(food.ndb === null ? { labelValues: true } : {}),
      ...micronutrientsOf(micronutrients[food.id]),
    };
  });
}

/** The file's milligrams under the names the chat asks them by; nothing when the food has none. */
function micronutrientsOf(entry: MicronutrientsEntry | undefined): { micronutrients?: Micronutrients } {
  if (!entry) return {};
  const values: Micronutrients = {};
  for (const key of MICRONUTRIENTS) {
    const value = entry[`${key}Mg`];
    if (value !== undefined) values[key] = value;
  }
  return Object.keys(values).length > 0 ? { micronutrients: values } : {};
}

/** Fibre, salt and saturated fat from the food's own entry or its SR28 row; free sugars from the planner's table. */
function qualityOf(id: string, values: NutrientsEntry | Sr28Food | undefined): FoodQuality | undefined {
  if (!values) return undefined;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    fibreG: values.fibreG,
    saltG: round((values.sodiumMg * 2.5) / 1000),
    saturatedFatG: values.saturatedFatG,
    freeSugarsG: freeSugarsPer100g(id),
    sugarsG: values.sugarsG,
  };
}

export function createEmbeddedMealLibrary(
  options: EmbeddedMealLibraryOptions,
): MealLibrary & { curated: CuratedFood[] } {
  const paths = [
    options.foodsPath ?? projectFile('data/foods-curated.json'),
    options.nutrientsPath ?? projectFile('data/food-nutrients.json'),
    options.micronutrientsPath ?? projectFile('data/food-micronutrients.json'),
    options.dishesPath ?? projectFile('data/dishes.json'),
    options.packsPath ?? projectFile('data/packs.json'),
    SR28_PATH,
  ];
  const checked = derivedFromFiles(
    'meal-library',
    [...paths, new URL(import.meta.url)],
    1,
    () => {
      const { foods: _foods, packs, ...rest } = checkLibrary(options);
      return { ...rest, packs: [...packs] };
    },
    options.cache,
  );
  return { ...checked, foods: new Map(checked.curated.map((food) => [food.id, food])), packs: new Map(checked.packs) };
}

/** Reads the library's files and checks them against their schemas and each other; throws on the first fault. */
function checkLibrary(options: EmbeddedMealLibraryOptions) {
  const curated = loadCuratedFoods(
    sr28Of(options.sr28),
    options.foodsPath,
    options.nutrientsPath,
    options.micronutrientsPath,
  );
  const foods = new Map(curated.map((food) => [food.id, food]));
  if (foods.size !== curated.length) throw new Error('data/foods-curated.json repeats a food id');
  const raw = z
    .object({ dishes: z.array(DishSchema) })
    .parse(JSON.parse(readFileSync(options.dishesPath ?? projectFile('data/dishes.json'), 'utf8')));
  const dishes: Dish[] = raw.dishes;
  // Swaps, the week's no-repeat rule and the planner's per-dish work all know a dish by its id.
  const repeated = dishes.find((dish, i) => dishes.findIndex((other) => other.id === dish.id) !== i);
  if (repeated) throw new Error(`data/dishes.json repeats the dish id ${repeated.id}`);
  for (const dish of dishes) {
    for (const component of dish.components) {
      if (!foods.has(component.food))
        throw new Error(`dish ${dish.id} uses ${component.food}, which data/foods-curated.json lacks`);
      if (component.minG > component.maxG) throw new Error(`dish ${dish.id}: ${component.food} has minG above maxG`);
    }
  }
  const packs = new Map(
    Object.entries(
      z
        .object({ packs: z.record(z.string(), PackSchema) })
        .parse(JSON.parse(readFileSync(options.packsPath ?? projectFile('data/packs.json'), 'utf8'))).packs,
    ),
  );
  for (const [id, rule] of packs) {
    if (!foods.has(id)) throw new Error(`data/packs.json names ${id}, which data/foods-curated.json lacks`);
    if ('buyAs' in rule && !packs.has(rule.buyAs))
      throw new Error(`data/packs.json buys ${id} as ${rule.buyAs}, which has no packs`);
  }
  return { foods, dishes, curated, packs };
}
