/**
 * @module
 * A lunch or dinner as a dietitian composes it: the main dish, a vegetable side or first course
 * when the dish holds too few vegetables, bread on the side when it has none, and a whole piece of
 * seasonal fruit for dessert. The added courses are part of the meal the solver sizes, each food
 * marked with its course so the plate reads "dessert: an apple", never "apple" inside a lentil stew.
 */
import { vegetableGrams } from './food-groups.js';
import type { AddedCourse, Dish, DishComponent, MealLibrary } from './library.js';

/** Vegetables (not potato) a lunch or dinner holds at least; a dish with fewer at its least gets a side. */
export const MAIN_MEAL_VEGETABLES_G = 100;
/**
 * Wholemeal bread on the side, a slice or two, only when the day needs it: wholegrain, so a week's
 * cereals are half wholegrain (issue 38's week rule).
 */
const SIDE_BREAD: DishComponent = {
  food: 'bread-wholemeal',
  role: 'carb',
  minG: 0,
  maxG: 60,
  stepG: 30,
  optional: true,
  course: 'bread',
};

/** The courses a slot draws from, in season first, in the seed's order. */
export interface CourseChoice {
  side?: Dish;
  dessert?: Dish;
}

/**
 * The side and dessert dishes of the library in the month, or every one when none is in season.
 * Desserts are fruit: the day's two pieces come from lunch and dinner (a dairy dessert would leave
 * the day short of fruit; dairy comes at breakfast and snacks).
 */
export function coursesInSeason(library: MealLibrary, slot: 'side' | 'dessert', month?: number): Dish[] {
  let bySlot = seasonal.get(library);
  if (!bySlot) seasonal.set(library, (bySlot = new Map<string, Dish[]>()));
  const key = `${slot}:${month ?? 0}`;
  let found = bySlot.get(key);
  if (!found) {
    const all = library.dishes.filter(
      (dish) =>
        dish.slot === slot &&
        (slot === 'side' ||
          dish.components.some((component) => library.foods.get(component.food)?.category === 'fruit')),
    );
    const inSeason = month ? all.filter((dish) => dish.months.includes(month)) : all;
    bySlot.set(key, (found = inSeason.length > 0 ? inSeason : all));
  }
  return found;
}
/** The courses of a slot and month, worked out once per library. */
const seasonal = new WeakMap<MealLibrary, Map<string, Dish[]>>();

/**
 * A fruit dessert with a plain dairy one after it ("pera i iogurt natural"), for a day that needs a
 * third dairy serving: a yogurt at dinner rather than one more snack. The library's first dessert
 * made of dairy alone; the fruit dessert as it is when the library has none.
 */
export function withDairy(library: MealLibrary, fruit: Dish): Dish {
  let made = withYogurt.get(fruit);
  if (made) return made;
  const dairy = library.dishes.find(
    (dish) =>
      dish.slot === 'dessert' &&
      dish.components.every((component) => library.foods.get(component.food)?.category === 'dairy'),
  );
  made = dairy
    ? {
        ...fruit,
        id: `${fruit.id}+${dairy.id}`,
        title: {
          en: `${fruit.title.en} and ${lower(dairy.title.en)}`,
          ca: `${fruit.title.ca} i ${lower(dairy.title.ca)}`,
        },
        components: [...fruit.components, ...dairy.components],
      }
    : fruit;
  withYogurt.set(fruit, made);
  return made;
}
const withYogurt = new WeakMap<Dish, Dish>();
const lower = (title: string) => title.charAt(0).toLowerCase() + title.slice(1);

/** Grams of vegetables other than potato a dish holds at its least (worked out once per dish). */
export function leastVegetablesG(library: MealLibrary, dish: Dish): number {
  let grams = leastVegetables.get(dish);
  if (grams === undefined) {
    grams = dish.components.reduce((sum, component) => {
      const food = library.foods.get(component.food);
      return food ? sum + vegetableGrams(food, component.minG) : sum;
    }, 0);
    leastVegetables.set(dish, grams);
  }
  return grams;
}
const leastVegetables = new WeakMap<Dish, number>();

/**
 * A lunch or dinner with its added courses: the side only when the dish needs its vegetables, bread
 * only when the dish has none, the dessert always. Other slots are served as they are.
 */
export function withCourses(library: MealLibrary, dish: Dish, choice: CourseChoice): Dish {
  if (dish.slot !== 'lunch' && dish.slot !== 'dinner') return dish;
  const side = choice.side && leastVegetablesG(library, dish) < MAIN_MEAL_VEGETABLES_G ? choice.side : undefined;
  // The same object for the same courses, so what the planner works out per dish is kept with it;
  // once MOST_KEPT meals are kept they are all let go, so the seeds of many requests never grow
  // memory without bound (a main meets some 500 sides and desserts over a year's seasons).
  let made = composed.get(dish);
  if (!made) composed.set(dish, (made = new Map<Dish | undefined, Map<Dish | undefined, Dish>>()));
  let bySide = made.get(side);
  if (!bySide) made.set(side, (bySide = new Map<Dish | undefined, Dish>()));
  let meal = bySide.get(choice.dessert);
  if (!meal) {
    bySide.set(choice.dessert, (meal = compose(dish, side, choice.dessert)));
    if (++kept > MOST_KEPT) forgetComposed();
  }
  return meal;
}

let composed = new WeakMap<Dish, Map<Dish | undefined, Map<Dish | undefined, Dish>>>();
let kept = 0;
/** Composed meals kept before they are all let go (each holds its portion rules, a few kilobytes). */
const MOST_KEPT = 4_000;

function forgetComposed(): void {
  composed = new WeakMap();
  kept = 0;
}

function compose(dish: Dish, side: Dish | undefined, dessert: Dish | undefined): Dish {
  const added: DishComponent[] = [];
  if (side) added.push(...marked(side, 'side'));
  const hasBread = [...dish.components, ...added].some((component) => component.food.startsWith('bread'));
  if (!hasBread) added.push(SIDE_BREAD);
  if (dessert) added.push(...marked(dessert, 'dessert'));
  const courses = [side, dessert].filter((course): course is Dish => course !== undefined);
  return { ...dish, components: [...dish.components, ...added], courses };
}

/** A course dish's components as added to a meal: marked with their course, never the meal's title or swap. */
function marked(from: Dish, course: AddedCourse): readonly DishComponent[] {
  let components = markedComponents.get(from);
  if (!components) {
    components = from.components.map((component) => ({ ...component, course, swappable: false, title: false }));
    markedComponents.set(from, components);
  }
  return components;
}
const markedComponents = new WeakMap<Dish, readonly DishComponent[]>();
