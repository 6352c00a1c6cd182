/**
 * @module
 * The coach's flows for a chat whose profile is complete: today's meals,
 * the week and its basket, the milkshake offer, emailing the week, a meal
 * photo. Each returns the replies to send and updates the chat's state.
 */
import { toBase64 } from '../base64.js';
import type { Coach } from '../coach.js';
import { waitToLog } from './log-flows.js';
import type { PictureDeps } from './progress-picture.js';
import type { Translate } from '../ports.js';
import type { Activity, EmailRequest, PlanDay } from '../requests.js';
import { ACTIVITIES } from '../requests.js';
import type { Profile } from '../targets/targets.js';
import {
  dayFigures,
  estimateReply,
  inDayOrder,
  itemButtons,
  mealsReply,
  photoReply,
  shopReply,
  weekReplies,
} from './render.js';
import type { ChatChannel, ChatState, Reply } from './types.js';

export interface FlowDeps extends PictureDeps {
  coach: Coach;
  /** Where the chat happens, for the cart links' `utm_medium`. */
  channel: ChatChannel;
  /** The tracked redirect a cart link goes through (see the API's `/r/cart`). */
  tracked: (cartUrl: string) => string;
  /** Whether the platform shows pictures by link (see `ChatContext.imagesByUrl`). */
  imagesByUrl?: boolean;
}

/** The default training of each weekday, Monday first. */
const WEEK: Activity[] = ['rest', 'run', 'walk', 'strength', 'pilates', 'run', 'rest'];

export function askTraining(t: Translate): Reply {
  return {
    text: t('bot.today.ask'),
    buttons: [ACTIVITIES.slice(0, 3), ACTIVITIES.slice(3)].map((row) =>
      row.map((activity) => ({ label: t(`bot.activity.${activity}`), action: `day:${activity}` })),
    ),
  };
}

export async function today(deps: FlowDeps, state: ChatState, profile: Profile) {
  const activity = state.activity ?? 'rest';
  const { target } = deps.coach.dailyTarget({ ...profile, activity, language: state.language });
  return deps.coach.generateDailyMeals(
    {
      target,
      activity,
      goal: profile.goal,
      usualActivity: profile.usualActivity,
      language: state.language,
      variationSeed: state.seed,
    },
    state.swaps,
    { sex: profile.sex, ageYears: profile.ageYears },
  );
}

export async function planToday(deps: FlowDeps, state: ChatState, profile: Profile, t: Translate): Promise<Reply[]> {
  const day = await today(deps, state, profile);
  await deps.coach.recordEvent('plan_generated');
  return [mealsReply(day, t, deps.coach.mealImagesAvailable)];
}

export async function mealImage(
  deps: FlowDeps,
  state: ChatState,
  profile: Profile,
  index: number,
  t: Translate,
): Promise<Reply[]> {
  const meal = (await today(deps, state, profile)).meals[index];
  if (!meal) return [];
  const { imageUrl } = await deps.coach.generateMealImage({ title: meal.title });
  return [
    {
      text: t('bot.image.ready', { title: meal.title }),
      buttons: [[{ label: t('bot.buttons.openImage'), url: imageUrl }]],
    },
  ];
}

export async function todaysBasket(deps: FlowDeps, state: ChatState, profile: Profile, t: Translate): Promise<Reply[]> {
  const estimate = await todaysEstimate(deps, state, profile);
  await deps.coach.recordEvent('basket_created');
  return [
    { ...estimateReply(estimate, t), buttons: [[{ label: t('bot.buttons.emailBasket'), action: 'email:basket' }]] },
  ];
}

/** Today's list, priced, emailed to an address whose owner consented (kind `basket`). */
export async function emailBasket(
  deps: FlowDeps,
  state: ChatState,
  profile: Profile,
  address: string,
  t: Translate,
): Promise<Reply[]> {
  const checklist = estimateReply(await todaysEstimate(deps, state, profile), t).text;
  await deps.coach.emailPlan({
    email: address,
    kind: 'basket',
    checklist,
    language: state.language,
    marketingConsent: true,
  });
  remember(state, address);
  await deps.coach.recordEvent('basket_emailed');
  return [{ text: t('bot.email.basketSent') }];
}

async function todaysEstimate(deps: FlowDeps, state: ChatState, profile: Profile) {
  const day = await today(deps, state, profile);
  const grams = new Map<string, number>();
  for (const item of inDayOrder(day).flatMap((meal) => meal.ingredients))
    grams.set(item.name, (grams.get(item.name) ?? 0) + item.grams);
  return deps.coach.estimateBasket([...grams].map(([name, amount]) => ({ name, amount, unit: 'g' as const })));
}

/** Keeps the address the chat emailed, so that /forget can remove its subscriber record. */
function remember(state: ChatState, address: string): void {
  const normalised = address.trim().toLowerCase();
  state.emailedTo = [...(state.emailedTo ?? []).filter((known) => known !== normalised), normalised];
}

/** The offer sized to the protein grams given, or to the protein of today's eligible meal. */
export async function offerShake(
  deps: FlowDeps,
  state: ChatState,
  size: Profile | number,
  t: Translate,
): Promise<Reply[]> {
  const proteinG = typeof size === 'number' ? size : await mealProtein(deps, state, size);
  const { offer } = await deps.coach.shop(
    { proteinG, days: 30, language: state.language, campaign: 'chat' },
    deps.channel,
  );
  await deps.coach.recordEvent('shop_offer_shown');
  return offer ? [shopReply(offer, t, deps.tracked)] : [{ text: t('bot.shop.none') }];
}

/** The milkshake stands in for the eligible meal's protein: that is the gap it fills. */
async function mealProtein(deps: FlowDeps, state: ChatState, profile: Profile): Promise<number> {
  const day = await today(deps, state, profile);
  const eligible = day.meals.find((meal) => meal.milkshakeEligible) ?? day.meals[0];
  return Math.min(300, Math.max(10, Math.round(eligible.nutrition.proteinG)));
}

/** Today's target and meals at a glance (Slack's Home tab); counts no event, as opening a tab is not asking. */
export async function overview(deps: FlowDeps, state: ChatState, profile: Profile, t: Translate): Promise<Reply[]> {
  const activity = state.activity ?? 'rest';
  const { target } = deps.coach.dailyTarget({ ...profile, activity, language: state.language });
  const head = t('bot.home.target', {
    activity: t(`bot.activity.${activity}`),
    kcal: Math.round(target.calories),
    protein: Math.round(target.proteinG),
    carbs: Math.round(target.carbohydrateG),
    fat: Math.round(target.fatG),
  });
  return [
    {
      text: head,
      buttons: [
        [
          { label: t('bot.buttons.profile'), action: 'profile' },
          { label: t('bot.buttons.changeDay'), action: 'today' },
        ],
      ],
    },
    mealsReply(await today(deps, state, profile), t, deps.coach.mealImagesAvailable),
  ];
}

async function week(deps: FlowDeps, state: ChatState, profile: Profile) {
  return deps.coach.weeklyPlan({
    profile,
    activities: WEEK,
    goal: profile.goal,
    usualActivity: profile.usualActivity,
    language: state.language,
    variationSeed: state.seed,
  });
}

export async function planWeek(deps: FlowDeps, state: ChatState, profile: Profile, t: Translate): Promise<Reply[]> {
  const result = await week(deps, state, profile);
  await deps.coach.recordEvent('weekly_plan_opened');
  return weekReplies(result, t);
}

export async function emailWeek(
  deps: FlowDeps,
  state: ChatState,
  profile: Profile,
  address: string,
  t: Translate,
): Promise<Reply[]> {
  const result = await week(deps, state, profile);
  const sections: PlanDay[] = result.days.map((day) => ({
    day: day.day,
    activity: t(`targets.activity.${day.activity}`),
    figures: dayFigures(day, t),
    meals: inDayOrder(day).map((meal) => ({
      slot: t(`bot.slot.${meal.slot}`),
      title: meal.title,
      portions: meal.portions,
      catalanName: meal.catalanName,
    })),
  }));
  const checklist = weekReplies(result, t)
    .map((reply) => reply.text)
    .join('\n\n')
    .slice(0, 45_000);
  const request: EmailRequest = {
    email: address,
    kind: 'plan',
    checklist,
    sections,
    language: state.language,
    marketingConsent: true,
  };
  await deps.coach.emailPlan(request);
  remember(state, address);
  await deps.coach.recordEvent('plan_emailed');
  return [{ text: t('bot.email.sent') }];
}

export async function analysePhoto(
  deps: FlowDeps,
  state: ChatState,
  bytes: Uint8Array,
  t: Translate,
): Promise<Reply[]> {
  const type = bytes[0] === 0x89 ? 'image/png' : bytes[0] === 0x52 ? 'image/webp' : 'image/jpeg';
  const imageBase64 = `data:${type};base64,${toBase64(bytes)}`;
  const result = await deps.coach.analyseMealPhoto({ imageBase64, providerConsent: true, language: state.language });
  await deps.coach.recordEvent('restaurant_photo_used');
  // The estimate can be logged as it stands ("Log this"); what it got wrong can be logged with /log instead. Each item
  // is the food the table matched, read as a typed log reads it, so a photo and "/log 150 g salmon" log the same line.
  const items = result.result.suggestion.items.flatMap((item) => {
    if (item.kcal === null || item.grams === null || item.matchedFood === null) return [];
    const [read] = deps.coach.readMeal(`${item.grams} g ${item.matchedFood}`, state.language).items;
    return read ? [read] : [];
  });
  waitToLog(state, items);
  const reply = photoReply(result, t);
  return [
    items.length
      ? {
          ...reply,
          buttons: [
            [
              { label: t('bot.buttons.logThis'), action: 'log:yes' },
              { label: t('bot.buttons.no'), action: 'log:no' },
            ],
            ...itemButtons(items, t),
          ],
        }
      : reply,
  ];
}
