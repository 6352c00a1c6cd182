import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n.js';
import type { DailyMealsResult } from '../coach.js';
import type { PlannedMeal } from '../meals/render-day.js';
import type { ShopOffer, ShopProduct } from '../shop/offer.js';
import { basketReply, mealsReply, shopReply } from './render.js';

const translator = createTranslator();

const plate = (slot: PlannedMeal['slot'], title: string, catalanName: string, kcal: number): PlannedMeal => ({
  slot,
  dishId: title,
  title,
  catalanName,
  portions: 'pa 60 g',
  hint: 'Hint.',
  milkshakeEligible: false,
  ingredients: [],
  nutrition: {
    calories: kcal,
    proteinG: 30,
    carbohydrateG: 100,
    fatG: 20,
    fibreG: 8,
    saltG: 1.2,
    saturatedFatG: 4,
    freeSugarsG: 2,
  },
  courses: [],
});

const day = (title: (catalan: string) => string): DailyMealsResult => ({
  meals: [
    plate('Breakfast', title('Truita francesa amb pa integral'), 'Truita francesa amb pa integral', 512),
    plate('Lunch', title('Cigrons amb espinacs'), 'Cigrons amb espinacs', 1_044) as PlannedMeal & { slot: 'Lunch' },
    plate('Dinner', title('Crema de carbassa'), 'Crema de carbassa', 688) as PlannedMeal & { slot: 'Dinner' },
  ] as DailyMealsResult['meals'],
  snacks: [plate('Afternoon', title('Iogurt amb fruita'), 'Iogurt amb fruita', 250)] as DailyMealsResult['snacks'],
  totals: {
    calories: 2_494,
    proteinG: 120,
    carbohydrateG: 400,
    fatG: 80,
    fibreG: 32,
    saltG: 4.8,
    saturatedFatG: 16,
    freeSugarsG: 8,
  },
  targetMet: true,
  supermarketAvailable: false,
});

describe('a day as the person reads it', () => {
  it('names each dish once in Catalan, with numbers as Catalan writes them, the snack in its place', () => {
    const text = mealsReply(
      day((catalan) => catalan),
      translator('ca'),
      false,
    ).text;
    expect(text.match(/Truita francesa amb pa integral/g)).toHaveLength(1);
    expect(text).toContain('1.044 kcal');
    expect(text).toContain('2.494 kcal');
    const order = ['Esmorzar:', 'Dinar:', 'Berenar:', 'Sopar:'].map((label) => text.indexOf(label));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('ends with the day’s fibre and salt in one short line, as each language writes them', () => {
    const ca = mealsReply(
      day((catalan) => catalan),
      translator('ca'),
      false,
    ).text.split('\n');
    const en = mealsReply(
      day((catalan) => catalan),
      translator('en'),
      false,
    ).text.split('\n');
    expect(ca).toContain('Fibra 32 g · sal 4,8 g (dels aliments)');
    expect(en).toContain('Fibre 32 g · salt 4.8 g (from the foods)');
    // Right under the day's totals.
    expect(ca[ca.indexOf('Fibra 32 g · sal 4,8 g (dels aliments)') - 1]).toMatch(/^Dia: 2\.494 kcal/);
  });

  it('keeps the Catalan name beside an English title, with English numbers', () => {
    const text = mealsReply(
      day(() => 'Chickpeas with spinach'),
      translator('en'),
      false,
    ).text;
    expect(text).toContain('(Cigrons amb espinacs)');
    expect(text).toContain('1,044 kcal');
    expect(text).toContain('Afternoon snack: Chickpeas with spinach');
  });

  // Intl puts a no-break space before the euro sign, so it never ends up alone on a line.
  it('writes prices as the language does: 2,25 € in Catalan, €2.25 in English', () => {
    const list = {
      shoppingList: {
        items: [
          {
            foodId: 'olive-oil',
            name: "oli d'oliva",
            amount: 1_000,
            unit: 'ml' as const,
            grams: 530,
            pack: { size: 1_000, count: 1 },
            leftover: 424,
            price: 2.25,
            source: 'table',
          },
          {
            foodId: 'egg',
            name: 'ous',
            amount: 12,
            unit: 'each' as const,
            grams: 540,
            pack: { size: 12, count: 1 },
            leftover: 3,
            price: null,
            source: null,
          },
          {
            foodId: 'potato',
            name: 'patata',
            amount: 1_450,
            unit: 'g' as const,
            grams: 1_420,
            leftover: 30,
            price: 1.5,
            source: 'table',
          },
        ],
        currency: 'EUR' as const,
        total: 1_234.5,
        pricedItems: 2,
        unpricedItems: 1,
        source: 'table',
        supermarketAvailable: false,
      },
    };
    const ca = basketReply(list, translator('ca'), false).text;
    expect(ca).toContain("oli d'oliva: 1 × 1.000 ml — 2,25\u00a0€ · en sobren 424 ml");
    expect(ca).toContain('ous: 1 × 12 — sense preu');
    expect(ca).toContain('patata: 1.450 g — 1,50\u00a0€');
    expect(ca).toContain('1.234,50\u00a0€');
    expect(ca).toContain('1 article no té preu i no és al total.');
    const en = basketReply(list, translator('en'), false).text;
    expect(en).toContain("oli d'oliva: 1 × 1,000 ml — €2.25 · 424 ml left over");
    expect(en).toContain('1 item has no price and is not in the total.');
  });

  it("names the prices' source in the person's language, live or reference", () => {
    const list = {
      items: [],
      currency: 'EUR' as const,
      total: 0,
      pricedItems: 0,
      unpricedItems: 0,
      source: 'reference table of Catalan supermarket prices',
    };
    const reference = basketReply(
      { shoppingList: { ...list, supermarketAvailable: false } },
      translator('ca'),
      false,
    ).text;
    expect(reference).toContain('(preus de referència de supermercats catalans).');
    expect(reference).not.toContain('reference table');
    const live = basketReply({ shoppingList: { ...list, supermarketAvailable: true } }, translator('en'), false).text;
    expect(live).toContain('(live supermarket prices, and reference prices where a shop has none).');
  });
});

describe('the milkshake offer as the person reads it', () => {
  const product = (flavour: ShopProduct['flavour'], flavourLabel: string, preorder: string | null): ShopProduct => ({
    key: `${flavour}-2000`,
    sku: `SKU-${flavour}`,
    grams: 2000,
    servings: 66,
    flavour,
    flavourLabel,
    priceEurHint: 59.9,
    pricePerServingEurHint: 0.91,
    preorder,
    label: `${flavourLabel} 2 kg`,
    productUrl: `https://store.test/products/${flavour}`,
    cartUrl: `https://store.test/cart/${flavour}`,
  });
  const offer: ShopOffer = {
    millilitresPerDay: 300,
    powderGramsPerDay: 30,
    proteinPer100Ml: 8,
    days: 30,
    coversRequestedPeriod: true,
    coverageDays: 66,
    costPerDayEurHint: 1.35,
    cartUrl: 'https://store.test/cart/crema',
    product: product('crema', 'crema', null),
    flavours: [product('neutre', 'neutre', null), product('orxata', 'orxata', '2027-01-10')],
  };

  it('links the recommended tub first and says so, then the other flavours, a pre-order with its date', () => {
    const reply = shopReply(offer, translator('ca'), (url) => `${url}?tracked`);
    expect(reply.text).toContain('1,35\u00a0€');
    expect(reply.buttons?.map(([button]) => [button.label, 'url' in button ? button.url : undefined])).toEqual([
      ['🛒 crema (2 kg), recomanat', 'https://store.test/cart/crema?tracked'],
      ['🛒 neutre (2 kg)', 'https://store.test/cart/neutre?tracked'],
      ["🛒 orxata (2 kg), en reserva, s'envia: 10 de gener del 2027", 'https://store.test/cart/orxata?tracked'],
    ]);
    expect(shopReply(offer, translator('en'), (url) => url).buttons?.[2][0].label).toBe(
      '🛒 orxata (2 kg), pre-order: ships 10 January 2027',
    );
  });
});
