/**
 * @module
 * The coach's answers as chat messages: the target, a day's meals, the
 * week and its basket, the milkshake offer, a photo's suggestion. Plain text
 * with buttons; each adapter decides how they look.
 */
import type { BasketEstimate } from '../basket/estimate.js';
import type { DailyMealsResult, TargetResult, WeekResult } from '../coach.js';
import { SWAPPABLE } from '../meals/swap.js';
import type { MealPhotoResult } from '../photo/analysis.js';
import type { MessageVars } from '../errors.js';
import type { Translate } from '../ports.js';
import type { ShopOffer, ShopProduct } from '../shop/offer.js';
import type { Button, Reply } from './types.js';

/** A whole number as the person's language writes it ("1.444" in Catalan, "1,444" in English). */
export const n = (t: Translate, value: number) => t('bot.format.number', { value: Math.round(value) });
/** One decimal as the person's language writes it ("4,2" in Catalan). */
const d1 = (t: Translate, value: number) => t('bot.format.decimal', { value: Math.round(value * 10) / 10 });
/** Euros as the person's language writes them ("2,25 €", "€2.25"). */
const euros = (t: Translate, value: number) => t('bot.format.euros', { value });

export function targetReply(result: TargetResult, t: Translate): Reply {
  const { target } = result;
  const head = t('bot.target.summary', {
    kcal: n(t, target.calories),
    protein: n(t, target.proteinG),
    carbs: n(t, target.carbohydrateG),
    fat: n(t, target.fatG),
  });
  return { text: [head, '', ...result.explanation.map((line) => `• ${line}`), '', t('bot.target.next')].join('\n') };
}

const SLOT_ORDER = ['Breakfast', 'MidMorning', 'Lunch', 'Afternoon', 'Dinner', 'Evening'];
const SLOT_ICON: Record<string, string> = {
  Breakfast: '🍳',
  MidMorning: '🍎',
  Lunch: '🍲',
  Afternoon: '🥪',
  Evening: '🥛',
  Dinner: '🥗',
};

/** A day's meals and snacks in the order they are eaten. */
export function inDayOrder<M extends { slot: string }, S extends { slot: string }>(day: {
  meals: readonly M[];
  snacks: readonly S[];
}): (M | S)[] {
  return [...day.meals, ...day.snacks].sort((a, b) => SLOT_ORDER.indexOf(a.slot) - SLOT_ORDER.indexOf(b.slot));
}

export function mealsReply(day: DailyMealsResult, t: Translate, imagesAvailable: boolean): Reply {
  const eaten = inDayOrder(day);
  const blocks = eaten.map((meal) =>
    [
      `${SLOT_ICON[meal.slot] ?? '🍽'} ${t(`bot.slot.${meal.slot}`)}: ${meal.title}`,
      // The Catalan name only where it says something the title does not.
      ...(meal.catalanName && meal.catalanName !== meal.title ? [`(${meal.catalanName})`] : []),
      meal.portions,
      t('bot.meals.macros', {
        kcal: n(t, meal.nutrition.calories),
        protein: n(t, meal.nutrition.proteinG),
        carbs: n(t, meal.nutrition.carbohydrateG),
        fat: n(t, meal.nutrition.fatG),
      }),
      `💡 ${meal.hint}`,
    ].join('\n'),
  );
  const totals = t('bot.meals.totals', {
    kcal: n(t, day.totals.calories),
    protein: n(t, day.totals.proteinG),
    carbs: n(t, day.totals.carbohydrateG),
    fat: n(t, day.totals.fatG),
  });
  const quality = t('bot.meals.quality', { fibre: n(t, day.totals.fibreG), salt: d1(t, day.totals.saltG) });
  const text = [...blocks, `${totals}\n${quality}`, ...(day.note ? [day.note] : [])].join('\n\n');
  const images = imagesAvailable
    ? [day.meals.map((meal, i): Button => ({ label: `🖼 ${t(`bot.slot.${meal.slot}`)}`, action: `img:${i}` }))]
    : [];
  return {
    text,
    buttons: [
      [{ label: t('bot.buttons.another'), action: 'more' }],
      // Snacks too, in the order the day is eaten, three to a row so labels stay whole; named by slot, so a
      // button keeps meaning its meal whatever the day holds.
      ...inRows(
        eaten.map((meal): Button => ({
          label: t('bot.buttons.ate', { slot: t(`bot.slot.${meal.slot}`) }),
          action: `ate:${meal.slot}`,
        })),
        3,
      ),
      SWAPPABLE.map((slot): Button => ({ label: t(`bot.buttons.swap.${slot}`), action: `swap:${slot}` })),
      ...images,
      [
        { label: t('bot.buttons.shake'), action: 'shop' },
        { label: t('bot.buttons.basket'), action: 'basket' },
      ],
    ],
  };
}

function inRows<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, row) => items.slice(row * size, (row + 1) * size));
}

export function weekReplies(week: WeekResult, t: Translate): Reply[] {
  const days = week.days.map((day) =>
    [
      `📅 ${day.day} (${t(`targets.activity.${day.activity}`)})`,
      dayFigures(day, t),
      ...inDayOrder(day).map((meal) => `• ${t(`bot.slot.${meal.slot}`)}: ${meal.title}`),
    ].join('\n'),
  );
  const average = t('bot.week.average', { figures: dayFigures({ totals: week.dayAverage }, t) });
  return [{ text: [t('bot.week.title'), ...days, average].join('\n\n') }, basketReply(week, t, true)];
}

/** A planned day's energy, fibre and salt in one line ("2,050 kcal · fibre 31 g · salt 4.2 g"). */
export function dayFigures(day: Pick<WeekResult['days'][number], 'totals'>, t: Translate): string {
  return t('bot.week.figures', {
    kcal: n(t, day.totals.calories),
    fibre: n(t, day.totals.fibreG),
    salt: d1(t, day.totals.saltG),
  });
}

export function basketReply(week: Pick<WeekResult, 'shoppingList'>, t: Translate, offerEmail: boolean): Reply {
  const list = week.shoppingList;
  const lines = list.items.map((item) => `• ${shoppingLine(item, t)}`);
  const unpriced = list.unpricedItems > 0 ? [t('bot.basket.unpricedCount', { count: list.unpricedItems })] : [];
  const text = [
    t('bot.basket.title'),
    ...lines,
    '',
    t('bot.basket.total', { total: euros(t, list.total), source: priceSource(list.supermarketAvailable, t) }),
    ...unpriced,
  ].join('\n');
  return offerEmail ? { text, buttons: [[{ label: t('bot.buttons.email'), action: 'email' }]] } : { text };
}

/** "oli d'oliva: 1 × 1.000 ml — 9,90 € · en sobren 420 ml", or the amount of a loose food. */
function shoppingLine(item: WeekResult['shoppingList']['items'][number], t: Translate): string {
  const quantity = (value: number) => t(`bot.basket.quantity.${item.unit}`, { value: n(t, value) });
  const what = item.pack
    ? t('bot.basket.pack', { name: item.name, count: item.pack.count, size: quantity(item.pack.size) })
    : t('bot.basket.loose', { name: item.name, amount: quantity(item.amount) });
  const price = item.price === null ? t('bot.basket.noPrice') : euros(t, item.price);
  const leftover =
    item.pack && item.leftover > 0 ? ` · ${t('bot.basket.leftover', { amount: quantity(item.leftover) })}` : '';
  return `${what} — ${price}${leftover}`;
}

/** Where the prices came from, in the person's language (the API's `source` is for integrators). */
function priceSource(live: boolean, t: Translate): string {
  return t(live ? 'bot.basket.source.live' : 'bot.basket.source.reference');
}

export function estimateReply(estimate: BasketEstimate, t: Translate): Reply {
  const lines = estimate.items.map(
    (item) => `• ${n(t, item.amount)} ${item.unit === 'each' ? '×' : item.unit} ${item.name} — ${euros(t, item.price)}`,
  );
  const missing =
    estimate.ignored.length > 0
      ? [t('bot.basket.unpriced', { names: estimate.ignored.map((item) => item.name).join(', ') })]
      : [];
  return {
    text: [
      t('bot.basket.todayTitle'),
      ...lines,
      ...missing,
      '',
      t('bot.basket.total', { total: euros(t, estimate.total), source: priceSource(estimate.supermarketAvailable, t) }),
    ].join('\n'),
  };
}

export function shopReply(offer: ShopOffer, t: Translate, tracked: (url: string) => string): Reply {
  const text = t('bot.shop.offer', {
    millilitres: n(t, offer.millilitresPerDay),
    product: offer.product.label,
    days: n(t, offer.coverageDays),
    perDay: euros(t, offer.costPerDayEurHint),
  });
  // The recommended tub comes first and says so; other flavours of its size follow, a pre-order with its date.
  const button = (product: ShopProduct, recommended: boolean) => {
    const vars = {
      flavour: product.flavourLabel,
      size: sizeOf(t, product.grams),
      ...(product.preorder ? { date: Date.parse(`${product.preorder}T00:00:00Z`) } : {}),
    };
    const key = recommended
      ? 'bot.shop.recommendedButton'
      : product.preorder
        ? 'bot.shop.preorderButton'
        : 'bot.shop.flavourButton';
    return [{ label: t(key, vars), url: tracked(product.cartUrl) }];
  };
  return { text, buttons: [button(offer.product, true), ...offer.flavours.map((flavour) => button(flavour, false))] };
}

/** A tub's size as the language writes it: "2 kg", "500 g", "1,5 kg" in Catalan. */
const sizeOf = (t: Translate, grams: number) =>
  grams >= 1000 ? `${t('bot.format.decimal', { value: grams / 1000 })} kg` : `${n(t, grams)} g`;

export function photoReply(result: MealPhotoResult, t: Translate): Reply {
  const { suggestion } = result.result;
  const lines = suggestion.items.map((item) =>
    item.kcal === null
      ? `• ${item.name}${item.grams === null ? '' : ` ~${item.grams} g`} — ${t('bot.photo.unknown')}`
      : `• ${item.name} ~${item.grams} g: ${item.kcal} kcal, ${n(t, item.proteinG ?? 0)} g ${t('bot.photo.protein')}`,
  );
  const totals = t('bot.meals.totals', {
    kcal: n(t, suggestion.totals.calories),
    protein: n(t, suggestion.totals.proteinG),
    carbs: n(t, suggestion.totals.carbohydrateG),
    fat: n(t, suggestion.totals.fatG),
  });
  return { text: [t('bot.photo.title'), ...lines, '', totals, '', suggestion.note, result.retention].join('\n') };
}

/** Items that get a button to be taken out; a longer list is confirmed as it is or typed again. */
const MAX_DROP_BUTTONS = 6;

/**
 * One row per item of what waits to be logged: take it out (not for a single item, which "No" covers),
 * and change its grams.
 */
/** How an item's amount reads: millilitres for a drink or an oil (the `ml` context of its sentences), grams otherwise. */
export const amountOf = (item: { grams: number; millilitres?: number }): { amount: number; unit: MessageVars } =>
  item.millilitres === undefined
    ? { amount: item.grams, unit: {} }
    : { amount: item.millilitres, unit: { context: 'ml' } };

export function itemButtons(
  items: readonly { name: string; grams: number; millilitres?: number }[],
  t: Translate,
): Button[][] {
  return items.slice(0, MAX_DROP_BUTTONS).map((item, i): Button[] => [
    ...(items.length > 1
      ? [{ label: t('bot.buttons.dropItem', { name: item.name }), action: `drop:${i}` } as const]
      : []),
    {
      label: t('bot.buttons.gramsItem', { grams: n(t, amountOf(item).amount), ...amountOf(item).unit }),
      action: `grams:${i}`,
    },
  ]);
}
