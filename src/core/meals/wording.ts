/**
 * @module
 * Varied titles and hints for the planner's meals, from a model when one is
 * configured. The model sees dish names and ingredient names only, and gives
 * back words only: amounts, portions and nutrition always stay the planner's.
 * Anything it says that is too long, states an amount or strays into
 * clinical matters is dropped for the library's own words.
 */
import { createGuard } from '../chat/guard/guard.js';
import type { KeyValueStore, Language, Logger } from '../ports.js';
import type { PlannedMeal } from './render-day.js';

/** What the model is shown of one meal. */
export interface WordingInput {
  slot: PlannedMeal['slot'];
  catalanName: string;
  title: string;
  hint: string;
  /** Ingredient names, without amounts. */
  ingredients: string[];
}

export interface MealWords {
  title: string;
  hint: string;
}

/** A model that rewords meals; it answers in order, one entry per meal. */
export interface WordingModel {
  reword(meals: readonly WordingInput[], language: Language): Promise<readonly MealWords[]>;
}

export interface MealWordingDeps {
  model: WordingModel;
  store: KeyValueStore;
  logger: Logger;
  /** How long a day's words are kept, so the same menu reads the same. Defaults to 7 days. */
  ttlMs?: number;
}

/** Contract limits of a meal's title and hint. */
export const TITLE_MAX = 140;
export const HINT_MAX = 180;

/** A timing ("10 minutes", "1-2 h", "20 min"): the one kind of number a hint may carry. */
const TIMING = /\d+(?:\s*(?:-|–|to|a|o)\s*\d+)?\s*(?:min|minutes?|minuts?|minutos?|h|hours?|hores?|horas?)\b/giu;

/** Any other number may state an amount, which only the planner decides. */
function statesAmount(text: string): boolean {
  return /\d/u.test(text.replace(TIMING, ''));
}

/** Model-written words that touch a clinical concept are not shown; layer 1 of the chat guard tells. */
const CONCEPTS = createGuard();

/** Whether the model's words may stand in for the library's. */
export function acceptableWords(words: MealWords): boolean {
  const title = words.title.trim();
  const hint = words.hint.trim();
  if (!title || !hint || title.length > TITLE_MAX || hint.length > HINT_MAX) return false;
  if (statesAmount(title) || statesAmount(hint)) return false;
  return CONCEPTS.check([title, hint]).decision === 'allow';
}

export function wordingInput(meal: PlannedMeal): WordingInput {
  return {
    slot: meal.slot,
    catalanName: meal.catalanName,
    title: meal.title,
    hint: meal.hint,
    ingredients: meal.ingredients.map((item) => item.name),
  };
}

/**
 * Rewords a day's meals. A failed or slow model, or words that do not pass,
 * leave the library's words in place: the day is still served.
 */
export function createMealWording(
  deps: MealWordingDeps,
): (meals: readonly PlannedMeal[], language: Language) => Promise<PlannedMeal[]> {
  const ttlMs = deps.ttlMs ?? 7 * 24 * 3600 * 1000;
  return async (meals, language) => {
    const key = `meal-wording:${language}:${meals.map((meal) => meal.dishId).join('+')}`;
    const words = (await cached(deps.store, key)) ?? (await fresh(deps, meals, language));
    if (!words) return [...meals];
    // The cache is an economy, not a need: a storage outage only costs a model call.
    if (words.fresh) await deps.store.set(key, JSON.stringify(words.list), { ttlMs }).catch(() => undefined);
    return meals.map((meal, i) => {
      const candidate = words.list[i];
      return candidate && acceptableWords(candidate)
        ? { ...meal, title: candidate.title.trim(), hint: candidate.hint.trim() }
        : meal;
    });
  };
}

async function cached(store: KeyValueStore, key: string): Promise<{ list: MealWords[]; fresh: false } | undefined> {
  const raw = await store.get(key).catch(() => undefined);
  if (!raw) return undefined;
  try {
    return { list: JSON.parse(raw) as MealWords[], fresh: false };
  } catch {
    return undefined;
  }
}

async function fresh(
  deps: MealWordingDeps,
  meals: readonly PlannedMeal[],
  language: Language,
): Promise<{ list: MealWords[]; fresh: true } | undefined> {
  try {
    const list = await deps.model.reword(meals.map(wordingInput), language);
    if (list.length !== meals.length) throw new Error(`the model worded ${list.length} of ${meals.length} meals`);
    return { list: list.map((words) => ({ title: words.title, hint: words.hint })), fresh: true };
  } catch (error) {
    deps.logger.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'meal wording failed; the library words stand',
    );
    return undefined;
  }
}
