/**
 * @module
 * A dietitian's review of a plan, as rules that pass or fail: six for every plate, eight for every
 * day, six for every week. They come from the review of 2026-11-28 (issue 38) and are the standard
 * the planner is held to: its tests, the property test and `npm run bench` read plans through them.
 * They read what the person reads, a rendered day, so a plan is judged as it is served.
 */
import {
  dairyServings,
  isBread,
  isBreadTopping,
  isCannedFish,
  isCereal,
  isColdCut,
  isFishOrSeafood,
  isFreshFruit,
  isLegume,
  isOil,
  isOilyFish,
  isPotato,
  isRedOrProcessed,
  isSoup,
  isSpoonfulFood,
  isWholegrain,
  legumeServings,
  mainProteinOf,
  proteinKind,
  vegetableGrams,
} from './food-groups.js';
import type { AddedCourse, Dish, FoodInfo, MealLibrary } from './library.js';
import { gramsPerMl, OIL_MAX_ML, ONE_FRUIT_MAX_G, ONE_VEGETABLE_MAX_G, PLATE_CAPS } from './portion-rules.js';

/** What a rule reads of a plate: its place, its dish and what is on it. */
export interface ReviewedPlate {
  slot: 'breakfast' | 'lunch' | 'dinner' | 'snack';
  dish: Dish;
  items: readonly { food: FoodInfo; grams: number; course: 'main' | AddedCourse }[];
}

export interface RuleMiss {
  rule: string;
  detail: string;
}

/** The person a day is for, where known: women of 50 or more need a third dairy serving. */
export interface Eater {
  sex: 'female' | 'male';
  ageYears: number;
}

const OIL_ENERGY_SHARE = 0.35;
const TOKEN_G = 10;
const MOST_EGG_WHITES = 4;
const DESSERT_FRUIT_G = [80, 250] as const;
const MAIN_MEAL_VEGETABLES_G = 100;

const gramsOf = (plate: ReviewedPlate, test: (food: FoodInfo) => boolean) =>
  plate.items.reduce((sum, item) => (test(item.food) ? sum + item.grams : sum), 0);
const kcalOf = (items: ReviewedPlate['items']) =>
  items.reduce((sum, item) => sum + (item.food.per100g.kcal * item.grams) / 100, 0);
const round = (value: number) => Math.round(value);

/** The six plate rules; an empty list when the plate passes them all. */
export function reviewPlate(plate: ReviewedPlate): RuleMiss[] {
  return [...breadPlate(plate), ...oil(plate), ...tokens(plate), ...caps(plate), ...fruit(plate), ...vegetables(plate)];
}

/** Rule 1: what a slice of bread can carry. */
function breadPlate(plate: ReviewedPlate): RuleMiss[] {
  const main = plate.items.filter((item) => item.course === 'main');
  const bread = main.reduce((sum, item) => (isBread(item.food) ? sum + item.grams : sum), 0);
  const onBread = plate.dish.components.some((component) => component.title && component.food.startsWith('bread'));
  const breadTitled =
    onBread ||
    plate.dish.components.some(
      (c) =>
        c.title &&
        [
          'toasted-bread',
          'toasted-bread-wholemeal',
          'crispbread',
          'bread-roll',
          'pita-bread',
          'tortilla-wrap',
          'burger-bun',
        ].includes(c.food),
    );
  if (!breadTitled || bread === 0) return [];
  const misses: RuleMiss[] = [];
  const coldCuts = main.reduce((sum, item) => (isColdCut(item.food) ? sum + item.grams : sum), 0);
  const canned = main.reduce((sum, item) => (isCannedFish(item.food) ? sum + item.grams : sum), 0);
  const fillings = main.reduce((sum, item) => (isBreadTopping(item.food) ? sum + item.grams : sum), 0);
  if (coldCuts > 100)
    misses.push({ rule: 'plate.bread-cold-cuts', detail: `${round(coldCuts)} g of cold cuts on bread` });
  if (canned > 120)
    misses.push({ rule: 'plate.bread-canned-fish', detail: `${round(canned)} g of canned fish on bread` });
  if (fillings > 2.5 * bread)
    misses.push({ rule: 'plate.bread-topping', detail: `${round(fillings)} g on ${round(bread)} g of bread` });
  return misses;
}

/** Rule 2: oil as a drizzle, never the energy. */
function oil(plate: ReviewedPlate): RuleMiss[] {
  const oils = plate.items.filter((item) => isOil(item.food));
  if (oils.length === 0) return [];
  const ml = oils.reduce((sum, item) => sum + item.grams / gramsPerMl(item.food), 0);
  const most = plate.slot === 'lunch' || plate.slot === 'dinner' ? OIL_MAX_ML.main : OIL_MAX_ML.small;
  const misses: RuleMiss[] = [];
  if (ml > most + 0.5) misses.push({ rule: 'plate.oil-ml', detail: `${round(ml)} ml of oil (at most ${most})` });
  const share = kcalOf(oils) / Math.max(1, kcalOf(plate.items));
  if (share > OIL_ENERGY_SHARE + 0.005)
    misses.push({ rule: 'plate.oil-energy', detail: `oil is ${Math.round(share * 100)} % of the plate's energy` });
  return misses;
}

/** Rule 3: amounts a cook can measure and serve. */
function tokens(plate: ReviewedPlate): RuleMiss[] {
  const misses: RuleMiss[] = [];
  for (const { food, grams } of plate.items) {
    if (grams <= 0) continue;
    if (!isSpoonfulFood(food) && grams < TOKEN_G - 0.5)
      misses.push({ rule: 'plate.token', detail: `${grams} g of ${food.id}` });
    if (food.id === 'egg' && Math.abs(grams / food.gramsPerUnit - Math.round(grams / food.gramsPerUnit)) > 0.05)
      misses.push({ rule: 'plate.whole-eggs', detail: `${grams} g of egg` });
    if (food.id === 'egg-white' && grams / food.gramsPerUnit > MOST_EGG_WHITES + 0.05)
      misses.push({ rule: 'plate.egg-whites', detail: `${round(grams / food.gramsPerUnit)} egg whites` });
  }
  return misses;
}

/** Rule 4: one person's plate, whatever the target. */
function caps(plate: ReviewedPlate): RuleMiss[] {
  const misses: RuleMiss[] = [];
  for (const cap of PLATE_CAPS) {
    if (!cap.reviewed) continue;
    const amount = plate.items.reduce(
      (sum, item) =>
        cap.matches(item.food) ? sum + (cap.unit === 'ml' ? item.grams / gramsPerMl(item.food) : item.grams) : sum,
      0,
    );
    if (amount > cap.max + 0.5)
      misses.push({ rule: `plate.cap-${cap.id}`, detail: `${round(amount)} ${cap.unit} (at most ${cap.max})` });
  }
  const soup = isSoup(plate.dish);
  const byFood = new Map<FoodInfo, number>();
  for (const item of plate.items) byFood.set(item.food, (byFood.get(item.food) ?? 0) + item.grams);
  for (const [food, grams] of byFood) {
    if (isFreshFruit(food) && grams > ONE_FRUIT_MAX_G + 0.5)
      misses.push({ rule: 'plate.cap-fruit', detail: `${round(grams)} g of ${food.id}` });
    if (!soup && food.category === 'vegetable' && !isPotato(food) && grams > ONE_VEGETABLE_MAX_G + 0.5)
      misses.push({ rule: 'plate.cap-vegetable', detail: `${round(grams)} g of ${food.id}` });
  }
  return misses;
}

/** Rule 5: fruit ends a lunch or dinner as a whole piece; it is never in the savoury dish. */
function fruit(plate: ReviewedPlate): RuleMiss[] {
  if (plate.slot !== 'lunch' && plate.slot !== 'dinner') return [];
  const misses: RuleMiss[] = [];
  for (const item of plate.items) {
    if (!isFreshFruit(item.food) || item.grams <= 0) continue;
    if (item.course !== 'dessert')
      misses.push({ rule: 'plate.fruit-in-dish', detail: `${item.grams} g of ${item.food.id}` });
    else if (item.grams < DESSERT_FRUIT_G[0] - 0.5 || item.grams > DESSERT_FRUIT_G[1] + 0.5)
      misses.push({ rule: 'plate.dessert-piece', detail: `${item.grams} g of ${item.food.id} as dessert` });
  }
  return misses;
}

/** Rule 6: a vegetable course at lunch and dinner, and a vegetable dish that is more vegetable than potato. */
function vegetables(plate: ReviewedPlate): RuleMiss[] {
  const misses: RuleMiss[] = [];
  if (plate.slot === 'lunch' || plate.slot === 'dinner') {
    const grams = plate.items.reduce((sum, item) => sum + vegetableGrams(item.food, item.grams), 0);
    if (grams < MAIN_MEAL_VEGETABLES_G - 0.5)
      misses.push({ rule: 'plate.vegetables', detail: `${round(grams)} g of vegetables` });
  }
  const potato = gramsOf(plate, isPotato);
  for (const component of plate.dish.components) {
    if (!component.title || potato === 0) continue;
    const named = plate.items.find((item) => item.course === 'main' && item.food.id === component.food);
    if (named && named.food.category === 'vegetable' && !isPotato(named.food) && named.grams < potato)
      misses.push({
        rule: 'plate.named-vegetable',
        detail: `${named.grams} g of ${named.food.id}, ${potato} g of potato`,
      });
  }
  return misses;
}

/** What a day's rules read: its plates in order, and the day's energy. */
export interface ReviewedDay {
  plates: readonly ReviewedPlate[];
}

const DAY = {
  breadG: 250,
  breadShare: 0.3,
  fruitG: 240,
  fibreG: 25,
  saltG: 5,
  breakfastProteinG: 15,
  mealProteinG: 60,
  freeSugarsShare: 0.1,
} as const;

/** Dairy servings the day needs: two, three for women of 50 or more. */
export function dairyServingsFor(eater?: Eater): number {
  return eater && eater.sex === 'female' && eater.ageYears >= 50 ? 3 : 2;
}

/** The day's figures the rules read, summed once. */
export function dayFigures(day: ReviewedDay) {
  let kcal = 0;
  let bread = 0;
  let breadKcal = 0;
  let fruit = 0;
  let fibre = 0;
  let salt = 0;
  let dairy = 0;
  let freeSugars = 0;
  for (const plate of day.plates)
    for (const { food, grams } of plate.items) {
      const share = grams / 100;
      kcal += food.per100g.kcal * share;
      if (isBread(food)) {
        bread += grams;
        breadKcal += food.per100g.kcal * share;
      }
      if (isFreshFruit(food)) fruit += grams;
      fibre += food.quality.fibreG * share;
      salt += food.quality.saltG * share;
      freeSugars += food.quality.freeSugarsG * share;
      dairy += dairyServings(food, grams);
    }
  return { kcal, bread, breadShare: breadKcal / Math.max(1, kcal), fruit, fibre, salt, dairy, freeSugars };
}

const proteinOf = (plate: ReviewedPlate) =>
  plate.items.reduce((sum, item) => sum + (item.food.per100g.proteinG * item.grams) / 100, 0);

/** The main protein's kind of a plate: of its dish's own foods, the protein food that brings the most protein. */
export function mainProtein(plate: ReviewedPlate): string | undefined {
  const food = mainProteinOf(plate.items.filter((item) => item.course === 'main'));
  return food && proteinKind(food);
}

/** The eight day rules; an empty list when the day passes them all. */
export function reviewDay(day: ReviewedDay, eater?: Eater): RuleMiss[] {
  const misses: RuleMiss[] = [];
  const f = dayFigures(day);
  if (f.bread > DAY.breadG + 0.5) misses.push({ rule: 'day.bread', detail: `${round(f.bread)} g of bread` });
  if (f.breadShare > DAY.breadShare + 0.005)
    misses.push({ rule: 'day.bread-share', detail: `bread is ${Math.round(f.breadShare * 100)} % of the energy` });
  if (f.fruit < DAY.fruitG - 0.5) misses.push({ rule: 'day.fruit', detail: `${round(f.fruit)} g of fruit` });
  if (f.fibre < DAY.fibreG - 0.05) misses.push({ rule: 'day.fibre', detail: `${f.fibre.toFixed(1)} g of fibre` });
  if (f.salt > DAY.saltG + 0.05) misses.push({ rule: 'day.salt', detail: `${f.salt.toFixed(1)} g of salt` });
  const servings = dairyServingsFor(eater);
  if (f.dairy < servings - 0.05)
    misses.push({ rule: 'day.dairy', detail: `${f.dairy.toFixed(1)} dairy servings (at least ${servings})` });
  const breakfast = day.plates.find((plate) => plate.slot === 'breakfast');
  if (breakfast && proteinOf(breakfast) < DAY.breakfastProteinG - 0.5)
    misses.push({
      rule: 'day.breakfast-protein',
      detail: `${proteinOf(breakfast).toFixed(1)} g of protein at breakfast`,
    });
  for (const plate of day.plates)
    if (proteinOf(plate) > DAY.mealProteinG + 0.5)
      misses.push({ rule: 'day.meal-protein', detail: `${proteinOf(plate).toFixed(1)} g of protein at ${plate.slot}` });
  if ((4 * f.freeSugars) / Math.max(1, f.kcal) >= DAY.freeSugarsShare)
    misses.push({
      rule: 'day.free-sugars',
      detail: `free sugars ${Math.round((400 * f.freeSugars) / f.kcal)} % of energy`,
    });
  const lunch = day.plates.find((plate) => plate.slot === 'lunch');
  const dinner = day.plates.find((plate) => plate.slot === 'dinner');
  const repeated = lunch && dinner ? mainProtein(lunch) : undefined;
  if (repeated && dinner && repeated === mainProtein(dinner))
    misses.push({ rule: 'day.same-protein', detail: `${repeated} at lunch and dinner` });
  return misses;
}

const WEEK = {
  legumeMeals: 3,
  fishMeals: 3,
  oilyFishMeals: 1,
  redOrProcessed: 3,
  wholegrainShare: 0.5,
  eggs: 7,
  sameProtein: 2,
} as const;

/** The figures the week's rules read. */
export function weekFigures(days: readonly ReviewedDay[]) {
  let legumeMeals = 0;
  let fishMeals = 0;
  let oilyFishMeals = 0;
  let redOrProcessed = 0;
  let cereal = 0;
  let wholegrain = 0;
  let eggs = 0;
  const proteins = new Map<string, number>();
  for (const day of days)
    for (const plate of day.plates) {
      const main = plate.slot === 'lunch' || plate.slot === 'dinner';
      let legume = 0;
      let fish = 0;
      let oily = 0;
      let red = false;
      for (const { food, grams } of plate.items) {
        if (isLegume(food)) legume += legumeServings(food, grams);
        if (isFishOrSeafood(food)) fish += grams;
        if (isOilyFish(food)) oily += grams;
        if (isRedOrProcessed(food) && grams > 0) red = true;
        if (isCereal(food)) {
          cereal += grams;
          if (isWholegrain(food)) wholegrain += grams;
        }
        if (food.id === 'egg') eggs += grams / food.gramsPerUnit;
      }
      if (red) redOrProcessed++;
      if (!main) continue;
      if (legume >= 0.99) legumeMeals++;
      if (fish >= 80) fishMeals++;
      if (oily >= 80) oilyFishMeals++;
      const kind = mainProtein(plate);
      if (kind) proteins.set(kind, (proteins.get(kind) ?? 0) + 1);
    }
  return {
    /** Wholegrain grams beyond half the cereals (negative when short). */
    wholegrainMarginG: wholegrain - cereal / 2,
    legumeMeals,
    fishMeals,
    oilyFishMeals,
    redOrProcessed,
    wholegrainShare: cereal > 0 ? wholegrain / cereal : 1,
    eggs,
    proteins,
  };
}

/** The six week rules over seven days; an empty list when the week passes them all. */
export function reviewWeek(days: readonly ReviewedDay[]): RuleMiss[] {
  const f = weekFigures(days);
  const misses: RuleMiss[] = [];
  if (f.legumeMeals < WEEK.legumeMeals) misses.push({ rule: 'week.legumes', detail: `${f.legumeMeals} legume meals` });
  if (f.fishMeals < WEEK.fishMeals) misses.push({ rule: 'week.fish', detail: `${f.fishMeals} fish meals` });
  if (f.oilyFishMeals < WEEK.oilyFishMeals) misses.push({ rule: 'week.oily-fish', detail: 'no oily fish' });
  if (f.redOrProcessed > WEEK.redOrProcessed)
    misses.push({ rule: 'week.red-meat', detail: `${f.redOrProcessed} plates of red or processed meat` });
  if (f.wholegrainShare < WEEK.wholegrainShare - 0.005)
    misses.push({ rule: 'week.wholegrain', detail: `wholegrain ${Math.round(f.wholegrainShare * 100)} % of cereals` });
  if (f.eggs > WEEK.eggs + 0.05) misses.push({ rule: 'week.eggs', detail: `${f.eggs.toFixed(1)} eggs` });
  for (const [kind, count] of f.proteins)
    if (count > WEEK.sameProtein) misses.push({ rule: 'week.same-protein', detail: `${kind} ${count} times` });
  return misses;
}

/** A dish by its id, for plates read back from what was served. */
export function dishIndex(library: MealLibrary): ReadonlyMap<string, Dish> {
  let index = indexes.get(library);
  if (!index) indexes.set(library, (index = new Map(library.dishes.map((dish) => [dish.id, dish]))));
  return index;
}
const indexes = new WeakMap<MealLibrary, ReadonlyMap<string, Dish>>();
