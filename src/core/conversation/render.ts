/**
 * @module
 * The coach's answers as chat messages: the target, a day's meals, the
 * week and its basket, the milkshake offer, a photo's suggestion. Plain text
 * with buttons; each adapter decides how they look.
 */
import type { BasketEstimate } from '../basket/estimate.js';
import type { DailyMealsResult, TargetResult, WeekResult } from '../coach.js';
import type { MealPhotoResult } from '../photo/analysis.js';
import type { Translate } from '../ports.js';
import type { ShopOffer } from '../shop/offer.js';
import type { Reply } from './types.js';

const n = (value: number) => String(Math.round(value));

export function targetReply(result: TargetResult, t: Translate): Reply {
  const { target } = result;
  const head = t('bot.target.summary', { kcal: n(target.calories), protein: n(target.proteinG), carbs: n(target.carbohydrateG), fat: n(target.fatG) });
  return { text: [head, '', ...result.explanation.map((line) => `• ${line}`), '', t('bot.target.next')].join('\n') };
}

export function mealsReply(day: DailyMealsResult, t: Translate, imagesAvailable: boolean): Reply {
  const blocks = day.meals.map((meal) =>
    [
      `${meal.slot === 'Breakfast' ? '🍳' : meal.slot === 'Lunch' ? '🍲' : '🥗'} ${t(`bot.slot.${meal.slot}`)}: ${meal.title}`,
      `(${meal.catalanName})`,
      meal.portions,
      t('bot.meals.macros', { kcal: n(meal.nutrition.calories), protein: n(meal.nutrition.proteinG), carbs: n(meal.nutrition.carbohydrateG), fat: n(meal.nutrition.fatG) }),
      `💡 ${meal.hint}`,
    ].join('\n'),
  );
  const totals = t('bot.meals.totals', { kcal: n(day.totals.calories), protein: n(day.totals.proteinG), carbs: n(day.totals.carbohydrateG), fat: n(day.totals.fatG) });
  const text = [...blocks, totals, ...(day.note ? [day.note] : [])].join('\n\n');
  const images = imagesAvailable ? [day.meals.map((meal, i) => ({ label: `🖼 ${t(`bot.slot.${meal.slot}`)}`, action: `img:${i}` }))] : [];
  return {
    text,
    buttons: [[{ label: t('bot.buttons.another'), action: 'more' }], ...images, [{ label: t('bot.buttons.shake'), action: 'shop' }, { label: t('bot.buttons.basket'), action: 'basket' }]],
  };
}

export function weekReplies(week: WeekResult, t: Translate): Reply[] {
  const days = week.days.map((day) => [`📅 ${day.day} (${t(`targets.activity.${day.activity}`)})`, ...day.meals.map((meal) => `• ${t(`bot.slot.${meal.slot}`)}: ${meal.title}`)].join('\n'));
  return [{ text: [t('bot.week.title'), ...days].join('\n\n') }, basketReply(week, t, true)];
}

export function basketReply(week: Pick<WeekResult, 'shoppingList'>, t: Translate, offerEmail: boolean): Reply {
  const list = week.shoppingList;
  const lines = list.items.map((item) => `• ${item.amount} ${item.unit === 'each' ? '×' : item.unit} ${item.name}${item.price === null ? '' : ` — ${item.price.toFixed(2)} €`}`);
  const text = [t('bot.basket.title'), ...lines, '', t('bot.basket.total', { total: list.total.toFixed(2), source: list.source })].join('\n');
  return offerEmail ? { text, buttons: [[{ label: t('bot.buttons.email'), action: 'email' }]] } : { text };
}

export function estimateReply(estimate: BasketEstimate, t: Translate): Reply {
  const lines = estimate.items.map((item) => `• ${n(item.amount)} ${item.unit === 'each' ? '×' : item.unit} ${item.name} — ${item.price.toFixed(2)} €`);
  const missing = estimate.ignored.length > 0 ? [t('bot.basket.unpriced', { names: estimate.ignored.map((item) => item.name).join(', ') })] : [];
  return { text: [t('bot.basket.todayTitle'), ...lines, ...missing, '', t('bot.basket.total', { total: estimate.total.toFixed(2), source: estimate.source })].join('\n') };
}

export function shopReply(offer: ShopOffer, t: Translate, tracked: (url: string) => string): Reply {
  const text = t('bot.shop.offer', {
    millilitres: n(offer.millilitresPerDay),
    product: offer.product.label,
    days: n(offer.coverageDays),
    perDay: offer.costPerDayEurHint.toFixed(2),
  });
  return { text, buttons: offer.flavours.map((flavour) => [{ label: `🛒 ${flavour.flavourLabel}`, url: tracked(flavour.cartUrl) }]) };
}

export function photoReply(result: MealPhotoResult, t: Translate): Reply {
  const { suggestion } = result.result;
  const lines = suggestion.items.map((item) =>
    item.kcal === null
      ? `• ${item.name}${item.grams === null ? '' : ` ~${item.grams} g`} — ${t('bot.photo.unknown')}`
      : `• ${item.name} ~${item.grams} g: ${item.kcal} kcal, ${n(item.proteinG ?? 0)} g ${t('bot.photo.protein')}`,
  );
  const totals = t('bot.meals.totals', { kcal: n(suggestion.totals.calories), protein: n(suggestion.totals.proteinG), carbs: n(suggestion.totals.carbohydrateG), fat: n(suggestion.totals.fatG) });
  return { text: [t('bot.photo.title'), ...lines, '', totals, '', suggestion.note, result.retention].join('\n') };
}
