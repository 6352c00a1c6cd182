import { describe, expect, it } from 'vitest';
import type { Tub } from '../ports.js';
import { buildShopResult, createShopAnswers, millilitresPerDay, roundCents } from './offer.js';

const tub = (key: string, grams: number, extra: Partial<Tub> = {}): Tub => ({
  key,
  sku: key.toUpperCase(),
  variantId: String(grams),
  handle: key.split('-')[0],
  grams,
  flavour: key.split('-')[0] as Tub['flavour'],
  priceEur: grams / 50,
  available: true,
  preorderDate: null,
  ...extra,
});

const context = {
  storeUrl: 'https://store.example',
  channel: 'telegram' as const,
  today: '2026-11-22',
  t: (key: string) => key,
};
const request = { days: 28, language: 'en' as const };

describe('millilitresPerDay', () => {
  it.each([
    [{ proteinG: 24 }, 100],
    [{ proteinG: 24.1 }, 150],
    [{ proteinG: 1 }, 100],
    [{ proteinG: 300 }, 1250],
    [{ millilitres: 333 }, 350],
    [{ millilitres: 2000 }, 2000],
    [{ proteinG: 300, millilitres: 150 }, 150],
    [{ millilitres: 150.0000001 }, 150],
    [{ millilitres: 150.001 }, 200],
    [{ proteinG: 36 }, 150],
    [{}, undefined],
  ])('%o -> %s ml', (input, expected) => {
    expect(millilitresPerDay(input)).toBe(expected);
  });
});

describe('roundCents', () => {
  it.each([
    [1.005, 1.01],
    [1.255, 1.26],
    [0.1 + 0.2, 0.3],
    [2.004, 2],
  ])('%d -> %d', (value, expected) => {
    expect(roundCents(value)).toBe(expected);
  });
});

describe('buildShopResult', () => {
  it('never recommends a pre-order, and lists it among the flavours with its date', () => {
    const tubs = [tub('orxata-1000', 1000, { preorderDate: '2027-01-10' }), tub('crema-1000', 1000)];
    const result = buildShopResult(tubs, { ...request, proteinG: 24 }, context);
    expect(result.offer?.product.key).toBe('crema-1000');
    expect(result.offer?.flavours.map((product) => [product.key, product.preorder])).toEqual([
      ['orxata-1000', '2027-01-10'],
    ]);
  });

  it('treats a pre-order whose date has come as shipping today', () => {
    const tubs = [tub('orxata-1000', 1000, { preorderDate: '2026-11-22' })];
    const result = buildShopResult(tubs, { ...request, proteinG: 24 }, context);
    expect(result.offer?.product.key).toBe('orxata-1000');
    expect(result.offer?.product.preorder).toBeNull();
  });

  it('leaves unavailable tubs out of the catalogue and the offer', () => {
    const tubs = [tub('crema-2000', 2000, { available: false }), tub('crema-500', 500)];
    const result = buildShopResult(tubs, { ...request, millilitres: 200 }, context);
    expect(result.offers.map((product) => product.key)).toEqual(['crema-500']);
    expect(result.offer).toMatchObject({ coversRequestedPeriod: false, coverageDays: 8 });
  });

  it('has no offer when nothing ships today', () => {
    const tubs = [tub('orxata-500', 500, { preorderDate: '2027-01-10' })];
    expect(buildShopResult(tubs, { ...request, proteinG: 30 }, context).offer).toBeNull();
  });

  it('prices a serving and a day from the tub', () => {
    const result = buildShopResult(
      [tub('crema-1000', 1000, { priceEur: 30 })],
      { ...request, millilitres: 200, days: 10 },
      context,
    );
    expect(result.offer?.product.pricePerServingEurHint).toBe(0.9);
    expect(result.offer?.costPerDayEurHint).toBe(1.8);
    expect(result.offer?.product.servings).toBe(33);
  });

  it('marks the channel in the cart link', () => {
    const result = buildShopResult([tub('crema-1000', 1000)], { ...request, proteinG: 20 }, context);
    expect(new URL(result.offer?.cartUrl ?? '').searchParams.get('utm_medium')).toBe('telegram');
    expect(result.offer?.cartUrl).not.toContain('utm_campaign');
  });
});

describe('shop answers', () => {
  it('builds an answer once per catalogue and key, and afresh for a new catalogue', () => {
    const answers = createShopAnswers();
    const catalogue = [tub('crema-1000', 1000)];
    let builds = 0;
    const build = (tubs: readonly Tub[]) => () => {
      builds++;
      return buildShopResult(tubs, { ...request, proteinG: 30 }, context);
    };
    const first = answers.answer(catalogue, 'api|2026-11-25|a', build(catalogue));
    expect(answers.answer(catalogue, 'api|2026-11-25|a', build(catalogue))).toBe(first);
    expect(builds).toBe(1);
    answers.answer(catalogue, 'api|2026-11-26|a', build(catalogue));
    expect(builds).toBe(2);
    const restocked = [tub('crema-1000', 1000, { priceEur: 25 })];
    const after = answers.answer(restocked, 'api|2026-11-25|a', build(restocked));
    expect(builds).toBe(3);
    expect(after.offer?.product.priceEurHint).toBe(25);
  });
});
