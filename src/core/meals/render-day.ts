/**
 * @module
 * Turns solved portions into the meals people read: titles, a portions line,
 * a hint, and the per-ingredient breakdown, in the requested language.
 */
import type { Language, Translate } from '../ports.js';
import type { NutritionTarget } from '../requests.js';
import {
  QUALITY_KEYS,
  type AddedCourse,
  type Dish,
  type FoodInfo,
  type MealLibrary,
  type Per100gQuality,
} from './library.js';
import type { DayChoice, DaySlot } from './planner.js';

export const MEAL_SLOTS = ['Breakfast', 'Lunch', 'Dinner'] as const;
export const SNACK_SLOTS = ['MidMorning', 'Afternoon', 'Evening'] as const;
export type PlannedSlot = (typeof MEAL_SLOTS)[number] | (typeof SNACK_SLOTS)[number];
const SLOT_LABEL: Record<DaySlot, PlannedSlot> = {
  breakfast: 'Breakfast',
  midMorning: 'MidMorning',
  lunch: 'Lunch',
  afternoon: 'Afternoon',
  dinner: 'Dinner',
  evening: 'Evening',
};
const MAX_PORTIONS_LENGTH = 280;
/** Foods weighed dry, which a portion line must say. */
const DRY_CATEGORIES = new Set(['grain', 'pasta']);

/** A meal's or a day's energy and macros, with fibre, salt, saturated fat and free sugars beside them. */
export type PlannedNutrition = NutritionTarget & Per100gQuality;

export interface PlannedIngredient extends Per100gQuality {
  foodId: string;
  name: string;
  amount: number;
  unit: 'g' | 'ml' | 'each' | 'slice';
  grams: number;
  kcal: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
  /** The dish itself, or a course the planner added: a vegetable side, bread, a dessert. */
  course: 'main' | AddedCourse;
}

export interface PlannedMeal {
  slot: PlannedSlot;
  dishId: string;
  title: string;
  portions: string;
  hint: string;
  catalanName: string;
  milkshakeEligible: boolean;
  ingredients: PlannedIngredient[];
  nutrition: PlannedNutrition;
  /** The courses added to a lunch or dinner (a vegetable side, a dessert), by title. */
  courses: { course: 'side' | 'dessert'; title: string }[];
}

/** A day as people read it, in the order of the day: the three meals and any snacks between them. */
export function renderDay(library: MealLibrary, choice: DayChoice, language: Language, t: Translate): PlannedMeal[] {
  let offset = 0;
  const meals = choice.dishes.map((dish, index) => {
    const grams = choice.solution.grams.slice(offset, offset + dish.components.length);
    offset += dish.components.length;
    return renderMeal(library, dish, grams, SLOT_LABEL[choice.slots[index]], language, t);
  });
  markMilkshakeMeal(meals, choice.dishes, choice.solution.grams);
  return meals;
}

export type MealSlot = (typeof MEAL_SLOTS)[number];
export type SnackSlot = (typeof SNACK_SLOTS)[number];

export const isSnack = <T extends Pick<PlannedMeal, 'slot'>>(meal: T): meal is T & { slot: SnackSlot } =>
  (SNACK_SLOTS as readonly string[]).includes(meal.slot);
const isMeal = <T extends Pick<PlannedMeal, 'slot'>>(meal: T): meal is T & { slot: MealSlot } => !isSnack(meal);

/** The three meals and the snacks of a rendered day, apart, as the API and the chats show them. */
export function splitDay<T extends Pick<PlannedMeal, 'slot'>>(
  day: readonly T[],
): { meals: (T & { slot: MealSlot })[]; snacks: (T & { slot: SnackSlot })[] } {
  return { meals: day.filter(isMeal), snacks: day.filter(isSnack) };
}

function renderMeal(
  library: MealLibrary,
  dish: Dish,
  grams: number[],
  slot: PlannedSlot,
  language: Language,
  t: Translate,
): PlannedMeal {
  const ingredients = dish.components
    .map((component, i) =>
      ingredient(library.foods.get(component.food) as FoodInfo, grams[i], language, component.course ?? 'main'),
    )
    .filter((item) => item.grams > 0);
  const courses = (dish.courses ?? [])
    .map((course) => ({
      course: course.slot === 'dessert' ? ('dessert' as const) : ('side' as const),
      title: course.title[language],
    }))
    .filter((course) => ingredients.some((item) => item.course === course.course));
  return {
    slot,
    dishId: dish.id,
    title: dish.title[language],
    portions: portionsLine(ingredients, courses, library, t),
    hint: dish.hint[language],
    catalanName: dish.catalanName,
    milkshakeEligible: false,
    ingredients,
    nutrition: sumNutrition(ingredients),
    courses,
  };
}

function ingredient(
  food: FoodInfo,
  grams: number,
  language: Language,
  course: PlannedIngredient['course'],
): PlannedIngredient {
  const share = grams / 100;
  const unit = countable(food, grams) ? food.unit : food.unit === 'ml' ? 'ml' : 'g';
  const amount =
    unit === 'each' || unit === 'slice'
      ? Math.round(grams / food.gramsPerUnit)
      : unit === 'ml'
        ? Math.round(grams / food.gramsPerUnit)
        : grams;
  return {
    foodId: food.id,
    name: food.names[language],
    amount,
    unit,
    grams,
    kcal: Math.round(food.per100g.kcal * share),
    proteinG: round1(food.per100g.proteinG * share),
    carbohydrateG: round1(food.per100g.carbohydrateG * share),
    fatG: round1(food.per100g.fatG * share),
    fibreG: round1(food.quality.fibreG * share),
    saltG: round2(food.quality.saltG * share),
    saturatedFatG: round1(food.quality.saturatedFatG * share),
    freeSugarsG: round1(food.quality.freeSugarsG * share),
    course,
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Pieces and slices are counted only when the portion is (about) whole ones; else it is weighed. */
function countable(food: FoodInfo, grams: number): boolean {
  if (food.unit !== 'each' && food.unit !== 'slice') return false;
  const count = grams / food.gramsPerUnit;
  return Math.round(count) >= 1 && Math.abs(count - Math.round(count)) <= 0.1;
}

/**
 * The ingredient line: the dish's own ingredients and bread, then each added course by its title
 * ("green salad: lettuce 80 g, …; dessert: apple ×1 (180 g)"). When the line is too long, the dish's
 * own list is cut from its end (its herbs and garnishes), never the bread or a course.
 */
function portionsLine(
  ingredients: PlannedIngredient[],
  courses: PlannedMeal['courses'],
  library: MealLibrary,
  t: Translate,
): string {
  const part = (item: PlannedIngredient) => {
    const food = library.foods.get(item.foodId) as FoodInfo;
    const dry =
      DRY_CATEGORIES.has(food.category) || (food.category === 'legume' && /-dried$|^red-lentils$/.test(food.id));
    const name = dry ? t('meals.dry', { name: item.name }) : item.name;
    if (item.unit === 'each' || item.unit === 'slice')
      return t(`meals.portion.${item.unit}`, { name, count: item.amount, grams: item.grams });
    return t(`meals.portion.${item.unit}`, { name, amount: item.amount });
  };
  const main = ingredients.filter((item) => item.course === 'main').map(part);
  const bread = ingredients.filter((item) => item.course === 'bread').map(part);
  // One line a kind of course: a dessert of fruit and yogurt reads "dessert: pear …, plain yogurt …".
  const kinds = courses.filter((course, i) => courses.findIndex((other) => other.course === course.course) === i);
  const added = kinds.map((course) =>
    t(`meals.course.${course.course}`, {
      title: course.title,
      items: ingredients
        .filter((item) => item.course === course.course)
        .map(part)
        .join(', '),
    }),
  );
  const tail = [...bread, ...added].map((part, i) => (i < bread.length ? `, ${part}` : `; ${part}`)).join('');
  const room = MAX_PORTIONS_LENGTH - tail.length;
  let line = main.join(', ');
  if (line.length > room) line = `${line.slice(0, Math.max(0, line.lastIndexOf(', ', room - 2)))}…`;
  const whole = `${line}${tail}`;
  return whole.length <= MAX_PORTIONS_LENGTH ? whole : `${whole.slice(0, MAX_PORTIONS_LENGTH - 1)}…`;
}

export function sumNutrition(
  items: readonly (Pick<PlannedIngredient, 'kcal' | 'proteinG' | 'carbohydrateG' | 'fatG'> & Partial<Per100gQuality>)[],
): PlannedNutrition {
  const sum = (read: (item: (typeof items)[number]) => number | undefined) =>
    items.reduce((total, item) => total + (read(item) ?? 0), 0);
  const quality = Object.fromEntries(
    QUALITY_KEYS.map((key) => [
      key,
      key === 'saltG' ? round2(sum((item) => item[key])) : round1(sum((item) => item[key])),
    ]),
  ) as unknown as Per100gQuality;
  return {
    calories: Math.round(sum((item) => item.kcal)),
    proteinG: round1(sum((item) => item.proteinG)),
    carbohydrateG: round1(sum((item) => item.carbohydrateG)),
    fatG: round1(sum((item) => item.fatG)),
    ...quality,
  };
}

/** The average day of some days' totals (a week's), each figure rounded as a day's is. */
export function dayAverage(days: readonly PlannedNutrition[]): PlannedNutrition {
  const count = Math.max(1, days.length);
  const mean = (key: keyof PlannedNutrition) => days.reduce((sum, day) => sum + day[key], 0) / count;
  return {
    calories: Math.round(mean('calories')),
    proteinG: round1(mean('proteinG')),
    carbohydrateG: round1(mean('carbohydrateG')),
    fatG: round1(mean('fatG')),
    fibreG: round1(mean('fibreG')),
    saltG: round2(mean('saltG')),
    saturatedFatG: round1(mean('saturatedFatG')),
    freeSugarsG: round1(mean('freeSugarsG')),
  };
}

/** The day's totals from its meals. */
export function dayTotals(meals: readonly PlannedMeal[]): PlannedNutrition {
  return sumNutrition(meals.map((meal) => ({ kcal: meal.nutrition.calories, ...meal.nutrition })));
}

/**
 * Exactly one of the three meals is milkshake-eligible: the first whose swappable protein is
 * on the plate, else the one with the most protein. Snacks never are: the contract's flag is a meal's.
 */
function markMilkshakeMeal(meals: PlannedMeal[], dishes: readonly Dish[], grams: readonly number[]): void {
  let offset = 0;
  const swappable = dishes.map((dish, i) => {
    const has =
      !isSnack(meals[i]) && dish.components.some((component, j) => component.swappable && grams[offset + j] > 0);
    offset += dish.components.length;
    return has;
  });
  const index = swappable.indexOf(true);
  const main = meals.map((meal, i) => i).filter((i) => !isSnack(meals[i]));
  const chosen =
    index >= 0
      ? index
      : main.reduce((best, i) => (meals[i].nutrition.proteinG > meals[best].nutrition.proteinG ? i : best), main[0]);
  meals[chosen].milkshakeEligible = true;
}
