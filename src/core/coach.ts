/**
 * @module
 * The Coach facade: the one entry point the API and both bots call.
 */
import { estimateBasket, type BasketEstimate, type BasketLine } from './basket/estimate.js';
import { createEventRecorder, utcDay, type EventName } from './events/events.js';
import type { MealPhotoInput, MealPhotoResult } from './photo/analysis.js';
import type { NutrientLookup } from './photo/suggestion.js';
import { readMeal, type ReadMeal } from './log/read-meal.js';
import type {
  Clock,
  FoodCatalogue,
  FoodHit,
  FoodQuery,
  KeyValueStore,
  Language,
  LivePriceSource,
  Logger,
  PriceSource,
  Translator,
  TubCatalogue,
} from './ports.js';
import type {
  Activity,
  ChatRequest,
  DailyMealsRequest,
  EmailRequest,
  MealImageRequest,
  NutritionTarget,
} from './requests.js';
import { buildShopResult, createShopAnswers, type Channel, type ShopRequest, type ShopResult } from './shop/offer.js';
import type { ChatAnswer } from './chat/coach-chat.js';
import type { PlanEmail } from './email/deliver.js';
import type { MealImages, StoredImage } from './images/meal-images.js';
import type { MealLibrary } from './meals/library.js';
import { chooseDay } from './meals/planner.js';
import type { Eater } from './meals/plan-rules.js';
import { targetMissedNote } from './meals/reachable.js';
import { swapMeals, type MealSwaps } from './meals/swap.js';
import {
  dayAverage,
  dayTotals,
  renderDay,
  splitDay,
  type MealSlot,
  type PlannedMeal,
  type PlannedNutrition,
  type SnackSlot,
} from './meals/render-day.js';
import { planWeek, type PlannedDay } from './meals/week.js';
import { priceShoppingList, shoppingList, type PricedShoppingList } from './basket/shopping-list.js';
import { explainTarget } from './targets/explain.js';
import { computeTarget, type Profile } from './targets/targets.js';

/** Most foods a search returns. */
export const MAX_FOOD_RESULTS = 8;

export interface CoachDeps {
  catalogue: TubCatalogue;
  /** The built-in reference table of supermarket prices. */
  prices: PriceSource;
  /** Live supermarket prices, asked first when configured. */
  livePrices?: LivePriceSource;
  foods: FoodCatalogue;
  store: KeyValueStore;
  translator: Translator;
  logger: Logger;
  /** Foods and dishes the planner composes days from. */
  meals: MealLibrary;
  /** Meal illustrations (see `createMealImages`). */
  images: MealImages;
  /** Answers a chat: from the library, a model, or not at all (see `createCoachChat`). */
  chat: (request: ChatRequest) => Promise<ChatAnswer>;
  /** Analyses a restaurant meal photo (see `createMealPhotoAnalysis`). */
  mealPhoto: (input: MealPhotoInput) => Promise<MealPhotoResult>;
  /** The curated foods by name, for what people log they ate; without it nothing typed is recognised. */
  nutrients?: NutrientLookup;
  /** Emails a plan or basket (see `createPlanEmail`). */
  email: PlanEmail;
  /** Rewords a day's titles and hints through a model (see `createMealWording`); absent, the library's words stand. */
  mealWording?: (meals: readonly PlannedMeal[], language: Language) => Promise<PlannedMeal[]>;
  /** Origin of the store the cart links lead to. */
  storeUrl: string;
  /** A fresh unguessable id, for hosted images and counts retried after a storage timeout. */
  randomId: () => string;
  /** Defaults to the system clock. */
  clock?: Clock;
}

export interface DayCounts {
  day: string;
  counts: Record<string, number>;
}

export interface StorageHealth {
  backend: KeyValueStore['backend'];
  available: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TargetRequest extends Profile {
  activity: Activity;
  language: Language;
}

export interface TargetResult {
  target: NutritionTarget;
  bmr: number;
  maintenanceCalories: number;
  explanation: string[];
}

export interface DailyMealsResult {
  /** Breakfast, lunch and dinner. */
  meals: (PlannedMeal & { slot: MealSlot })[];
  /** The snacks the day needs (none, the afternoon one, or both), in the order of the day. */
  snacks: (PlannedMeal & { slot: SnackSlot })[];
  totals: PlannedNutrition;
  /** False when no combination of dishes met the target within tolerance. */
  targetMet: boolean;
  /** Said to the person when the target was not met. */
  note?: string;
  supermarketAvailable: boolean;
}

export interface WeekRequest {
  /** One target for every day; or a profile, so each day's follows its training. */
  target?: NutritionTarget;
  profile?: Profile;
  /** Monday to Sunday. */
  activities: Activity[];
  goal: DailyMealsRequest['goal'];
  usualActivity: DailyMealsRequest['usualActivity'];
  language: Language;
  variationSeed?: number;
}

export interface WeekResult {
  days: PlannedDay[];
  /** The week's day on average: energy, macros, fibre, salt, saturated fat and free sugars. */
  dayAverage: PlannedNutrition;
  shoppingList: PricedShoppingList;
}

export interface FoodSearchResult {
  items: FoodHit[];
  provider: string;
}

export interface Coach {
  /** The tub catalogue, and a sized offer when a protein gap or volume is given. */
  shop(request: ShopRequest, channel: Channel): Promise<ShopResult>;
  /** Today's calorie and macro target, explained. */
  dailyTarget(request: TargetRequest): TargetResult;
  /** Seven days of meals and their priced shopping list. */
  weeklyPlan(request: WeekRequest): Promise<WeekResult>;
  /** An indicative price of a basket. */
  estimateBasket(lines: readonly BasketLine[]): Promise<BasketEstimate>;
  /** At most eight foods matching a query. */
  searchFoods(query: FoodQuery): Promise<FoodSearchResult>;
  /** Counts an anonymous product event; never throws. */
  recordEvent(name: EventName): Promise<boolean>;
  /** Counts per event name for each of the last `days` UTC days, today last. */
  eventCounts(days: number): Promise<DayCounts[]>;
  /** Which storage backend holds the state, and whether it answers now. */
  storageHealth(): Promise<StorageHealth>;
  /** Three meals that meet the target, one per slot. */
  /** The day's meals; `swaps` changes single meals of the planned day (the chats' "change lunch"). */
  /** `eater`, where the caller knows the person: a woman of 50 or more gets a third dairy serving. */
  generateDailyMeals(request: DailyMealsRequest, swaps?: MealSwaps, eater?: Eater): Promise<DailyMealsResult>;
  /** The coach's reply to a conversation; clinical questions are declined. */
  chat(request: ChatRequest): Promise<ChatAnswer>;
  /** Whether meal images can be generated (an image model is configured). */
  readonly mealImagesAvailable: boolean;
  /** An illustration of a dish, served from the coach's origin. */
  generateMealImage(request: MealImageRequest): Promise<{ imageUrl: string }>;
  /** A generated illustration, while it is kept. */
  readMealImage(id: string): Promise<StoredImage | undefined>;
  /** A restaurant meal photo as an editable suggestion; the photo is not kept. */
  analyseMealPhoto(request: MealPhotoInput): Promise<MealPhotoResult>;
  /** What a person typed they ate, as foods with amounts and what they brought. */
  readMeal(text: string, language: Language): ReadMeal;
  /** Sends a plan or basket and records the consented subscriber. */
  emailPlan(request: EmailRequest): Promise<{ delivered: true }>;
  /** Writes what a storage outage kept in memory (event counts, subscribers); resolves to how much still waits. */
  flushPending(): Promise<number>;
}

export function createCoach(deps: CoachDeps): Coach {
  const clock = deps.clock ?? (() => new Date());
  const events = createEventRecorder({ store: deps.store, clock, logger: deps.logger, randomId: deps.randomId });
  const priceBook = { reference: deps.prices, live: deps.livePrices, logger: deps.logger };
  const shopAnswers = createShopAnswers();
  return {
    async shop(request, channel) {
      const tubs = await deps.catalogue.list();
      const today = clock().toISOString().slice(0, 10);
      return shopAnswers.answer(tubs, `${channel}|${today}|${JSON.stringify(request)}`, () =>
        buildShopResult(tubs, request, {
          storeUrl: deps.storeUrl,
          channel,
          today,
          t: deps.translator(request.language),
        }),
      );
    },
    dailyTarget(request) {
      const breakdown = computeTarget(request, request.activity);
      return {
        target: breakdown.target,
        bmr: Math.round(breakdown.bmr),
        maintenanceCalories: Math.round(breakdown.maintenance),
        explanation: explainTarget(
          breakdown,
          request,
          request.activity,
          deps.translator(request.language),
          request.language,
        ),
      };
    },
    async weeklyPlan(request) {
      const t = deps.translator(request.language);
      const days = request.activities.map((activity) => ({
        activity,
        target: request.profile ? computeTarget(request.profile, activity).target : (request.target as NutritionTarget),
      }));
      const eater = request.profile && { sex: request.profile.sex, ageYears: request.profile.ageYears };
      const week = planWeek(deps.meals, days, { ...request, month: clock().getUTCMonth() + 1, eater }, t);
      const list = await priceShoppingList(deps.meals, shoppingList(deps.meals, week, request.language), priceBook);
      return { days: week, dayAverage: dayAverage(week.map((day) => day.totals)), shoppingList: list };
    },
    estimateBasket: (lines) => estimateBasket(lines, priceBook),
    async searchFoods(query) {
      const items = await deps.foods.search(query, MAX_FOOD_RESULTS);
      return { items: items.slice(0, MAX_FOOD_RESULTS), provider: deps.foods.provider };
    },
    recordEvent: (name) => events.record(name),
    async eventCounts(days) {
      const today = Date.parse(`${utcDay(clock())}T00:00:00Z`);
      const list = Array.from({ length: days }, (_, i) => utcDay(new Date(today - (days - 1 - i) * DAY_MS)));
      return Promise.all(list.map(async (day) => ({ day, counts: await events.countsOf(day) })));
    },
    async storageHealth() {
      return { backend: deps.store.backend, available: await deps.store.ping() };
    },
    async generateDailyMeals(request, swaps, eater) {
      const t = deps.translator(request.language);
      const options = { month: clock().getUTCMonth() + 1, eater };
      const chosen = chooseDay(deps.meals, request, request.target, options);
      const choice = swaps ? swapMeals(deps.meals, request, request.target, chosen, swaps, options) : chosen;
      const planned = renderDay(deps.meals, choice, request.language, t);
      const worded = deps.mealWording ? await deps.mealWording(planned, request.language) : planned;
      const targetMet = choice.solution.withinTolerance;
      return {
        ...splitDay(worded),
        totals: dayTotals(worded),
        targetMet,
        ...(targetMet ? {} : { note: targetMissedNote(request.target, request.language, t, choice.solution.totals) }),
        supermarketAvailable: false,
      };
    },
    chat: (request) => deps.chat(request),
    mealImagesAvailable: deps.images.available,
    generateMealImage: (request) => deps.images.create(request.title),
    readMealImage: (id) => deps.images.read(id),
    analyseMealPhoto: (request) => deps.mealPhoto(request),
    readMeal: (text, language) =>
      deps.nutrients ? readMeal(text, deps.nutrients, language) : { items: [], unknown: [text] },
    emailPlan: (request) => deps.email.send(request),
    async flushPending() {
      const [eventsLeft, subscribersLeft] = await Promise.all([events.flush(), deps.email.flush()]);
      return eventsLeft + subscribersLeft;
    },
  };
}
