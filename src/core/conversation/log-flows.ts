/**
 * @module
 * The day's log in the chats: what was eaten, read from a typed line or taken from a planned meal,
 * and where the day stands against its target.
 */
import { createMealLog, totalOf, type LoggedDay, type LoggedItem } from '../log/meal-log.js';
import type { KeyValueStore, Translate } from '../ports.js';
import type { Profile } from '../targets/targets.js';
import { today, type FlowDeps } from './flows.js';
import { progressPicture } from './progress-picture.js';
import { amountOf, inDayOrder, itemButtons, n } from './render.js';
import type { ChatState, Reply } from './types.js';

/** Where a chat's log is kept and which day it is. */
export interface LogPlace {
  store: KeyValueStore;
  chat: string;
  day: string;
}

/** What a typed line was read as, to confirm before it is logged. */
export function readLog(deps: FlowDeps, state: ChatState, text: string, t: Translate): Reply[] {
  const { items, unknown } = deps.coach.readMeal(text, state.language);
  if (items.length === 0) return [{ text: t('bot.log.nothing') }];
  waitToLog(state, items);
  return [confirmReply(items, unknown, t)];
}

/** Takes item `index` out of what waits to be logged (a photo's estimate, a typed line), and shows the rest. */
export function dropLogItem(state: ChatState, index: number, t: Translate): Reply[] {
  if (!state.pendingLog?.[index]) return [{ text: t('bot.log.stale') }];
  const items = state.pendingLog.filter((_, i) => i !== index);
  waitToLog(state, items);
  return items.length ? [confirmReply(items, [], t)] : [{ text: t('bot.log.cancelled') }];
}

/** What waits to be logged, replaced: a change of grams asked for the old items no longer applies. */
export function waitToLog(state: ChatState, items: LoggedItem[] | undefined): void {
  state.pendingLog = items;
  if (state.awaiting === 'grams') state.awaiting = undefined;
  state.editing = undefined;
}

/** An answer that is only an amount: "80", "80 g", "80,5 grams", "200 ml" (for a drink). */
const GRAMS_ANSWER = /^(\d+(?:[.,]\d+)?)\s*(?:g|gr|grams?|ml)?\.?$/i;

/** Whether a typed message answers the grams asked for, rather than saying something else. */
export const isGramsAnswer = (typed: string): boolean => GRAMS_ANSWER.test(typed.trim());

/** Grams an item can be changed to. */
export const ITEM_GRAMS = { min: 1, max: 2000 };

/** Asks how many grams item `index` weighed; the typed answer comes to `setItemGrams`. */
export function askItemGrams(state: ChatState, index: number, t: Translate): Reply[] {
  const item = state.pendingLog?.[index];
  if (!item) return [{ text: t('bot.log.stale') }];
  state.awaiting = 'grams';
  state.editing = index;
  const { amount, unit } = amountOf(item);
  return [{ text: t('bot.log.askGrams', { name: item.name, grams: n(t, amount), ...unit }) }];
}

/** Sets the grams typed ("80", "80 g", "80,5") for the item being changed, scaling what it brings, and shows the items again. */
export function setItemGrams(state: ChatState, typed: string, t: Translate): Reply[] {
  const items = state.pendingLog ?? [];
  const item = items[state.editing ?? -1];
  const match = GRAMS_ANSWER.exec(typed.trim());
  const typedAmount = match ? Math.round(Number(match[1].replace(',', '.'))) : NaN;
  if (!item) {
    state.awaiting = undefined;
    return [{ text: t('bot.log.cancelled') }];
  }
  const { amount, unit } = amountOf(item);
  if (!(typedAmount >= ITEM_GRAMS.min && typedAmount <= ITEM_GRAMS.max))
    return [
      {
        text: t('bot.log.gramsRetry', {
          name: item.name,
          min: n(t, ITEM_GRAMS.min),
          max: n(t, ITEM_GRAMS.max),
          ...unit,
        }),
      },
    ];
  const scale = typedAmount / amount;
  const round = (value: number) => Math.round(value * scale * 10) / 10;
  items[state.editing ?? -1] = {
    ...item,
    grams: Math.round(item.grams * scale),
    ...(item.millilitres === undefined ? {} : { millilitres: typedAmount }),
    calories: round(item.calories),
    proteinG: round(item.proteinG),
    carbohydrateG: round(item.carbohydrateG),
    fatG: round(item.fatG),
  };
  state.awaiting = undefined;
  state.editing = undefined;
  return [confirmReply(items, [], t)];
}

/** The items read, with what they bring and together, to confirm; each can be taken out first. */
function confirmReply(items: readonly LoggedItem[], unknown: readonly string[], t: Translate): Reply {
  const total = totalOf(items);
  const lines = [
    t('bot.log.confirm'),
    ...items.map((item) =>
      t('bot.log.item', {
        name: item.name,
        grams: n(t, amountOf(item).amount),
        ...amountOf(item).unit,
        kcal: n(t, item.calories),
        protein: n(t, item.proteinG),
      }),
    ),
    ...(unknown.length ? [t('bot.log.unknown', { names: unknown.join(', ') })] : []),
    '',
    t('bot.log.total', {
      kcal: n(t, total.calories),
      protein: n(t, total.proteinG),
      carbs: n(t, total.carbohydrateG),
      fat: n(t, total.fatG),
    }),
  ];
  return {
    text: lines.join('\n'),
    buttons: [
      [
        { label: t('bot.buttons.consentYes'), action: 'log:yes' },
        { label: t('bot.buttons.no'), action: 'log:no' },
      ],
      ...itemButtons(items, t),
    ],
  };
}

/** Logs what waited for confirmation, then shows the day. */
export async function confirmLog(
  deps: FlowDeps,
  state: ChatState,
  profile: Profile,
  place: LogPlace,
  yes: boolean,
  t: Translate,
): Promise<Reply[]> {
  const items = state.pendingLog;
  waitToLog(state, undefined);
  if (!yes || !items?.length) return [{ text: t('bot.log.cancelled') }];
  return logged(deps, state, profile, place, items, t);
}

/**
 * Logs a planned meal or snack of today ("I ate this"), by its slot (`Lunch`, `Afternoon`), then shows the
 * day. A number is a button sent before buttons named slots: the index of breakfast, lunch and dinner.
 */
export async function ateMeal(
  deps: FlowDeps,
  state: ChatState,
  profile: Profile,
  place: LogPlace,
  slot: string,
  t: Translate,
): Promise<Reply[]> {
  const day = await today(deps, state, profile);
  const meal = /^\d$/.test(slot) ? day.meals[Number(slot)] : inDayOrder(day).find((each) => each.slot === slot);
  if (!meal) return [];
  const item: LoggedItem = {
    name: meal.title,
    grams: meal.ingredients.reduce((sum, part) => sum + part.grams, 0),
    ...meal.nutrition,
  };
  return logged(deps, state, profile, place, [item], t);
}

async function logged(
  deps: FlowDeps,
  state: ChatState,
  profile: Profile,
  place: LogPlace,
  items: LoggedItem[],
  t: Translate,
): Promise<Reply[]> {
  await createMealLog(place.store).add(place.chat, place.day, items, targetOf(deps, state, profile));
  await deps.coach.recordEvent('meal_logged');
  return [{ text: t('bot.log.done') }, ...(await progress(deps, state, profile, place, t))];
}

/** Eaten against today's target, energy and each macro, and what is left. */
export async function progress(
  deps: FlowDeps,
  state: ChatState,
  profile: Profile,
  place: LogPlace,
  t: Translate,
): Promise<Reply[]> {
  const log = createMealLog(place.store);
  const eaten = await log.day(place.chat, place.day);
  const logged = await log.lastDays(place.chat, place.day, 7);
  const week = weekSummary(logged, t);
  if (eaten.length === 0) return [{ text: [t('bot.progress.none'), ...week].join('\n\n') }];
  const target = targetOf(deps, state, profile);
  const total = totalOf(eaten);
  const summary = t('bot.progress.summary', {
    kcal: n(t, total.calories),
    target: n(t, target.calories),
    protein: n(t, total.proteinG),
    proteinTarget: n(t, target.proteinG),
    carbs: n(t, total.carbohydrateG),
    carbsTarget: n(t, target.carbohydrateG),
    fat: n(t, total.fatG),
    fatTarget: n(t, target.fatG),
  });
  const left = target.calories - total.calories;
  const after =
    left >= 0
      ? t('bot.progress.left', { kcal: n(t, left), protein: n(t, Math.max(0, target.proteinG - total.proteinG)) })
      : t('bot.progress.over', { kcal: n(t, -left) });
  const image = await progressPicture(
    deps,
    { eaten: total, target, date: place.day, logged, chartId: state.chartImage },
    deps.imagesByUrl ?? false,
    t,
  );
  if (image?.hostedId) state.chartImage = image.hostedId;
  return [{ text: [`${summary}\n${after}`, ...week].join('\n\n'), ...(image ? { image } : {}) }];
}

function targetOf(deps: FlowDeps, state: ChatState, profile: Profile) {
  return deps.coach.dailyTarget({ ...profile, activity: state.activity ?? 'rest', language: state.language }).target;
}

/** The last seven days: days logged, average energy against the average target, days the protein target was met (90 % of it or more). */
function weekSummary(days: readonly (LoggedDay & { day: string })[], t: Translate): string[] {
  if (days.length < 2) return [];
  const eaten = days.map((day) => totalOf(day.items));
  const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const proteinDays = days.filter((day, i) => eaten[i].proteinG >= 0.9 * day.target.proteinG).length;
  return [
    t('bot.progress.week', {
      days: days.length,
      kcal: n(t, average(eaten.map((day) => day.calories))),
      target: n(t, average(days.map((day) => day.target.calories))),
      proteinDays,
    }),
  ];
}
