import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/helpers/api.js';

interface Product {
  key: string;
  grams: number;
  flavour: string;
  preorder: string | null;
  label: string;
  cartUrl: string;
  flavourLabel: string;
}
interface ShopBody {
  offer: null | {
    millilitresPerDay: number;
    powderGramsPerDay: number;
    days: number;
    coversRequestedPeriod: boolean;
    coverageDays: number;
    costPerDayEurHint: number;
    cartUrl: string;
    product: Product;
    flavours: Product[];
  };
  offers: Product[];
}

describe('GET /api/shop', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  const shop = async (query: string) => {
    const res = await api.call(`/api/shop${query}`);
    return { res, body: (await res.json()) as ShopBody };
  };

  it('lists the catalogue in display order and no offer when nothing is asked', async () => {
    const { res, body } = await shop('');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(body.offer).toBeNull();
    expect(body.offers.map((product) => product.key)).toEqual([
      'crema-500',
      'crema-1000',
      'crema-2000',
      'neutre-500',
      'neutre-1000',
      'neutre-2000',
      'orxata-500',
      'orxata-1000',
      'orxata-2000',
    ]);
    expect(body.offers.find((product) => product.flavour === 'orxata')?.preorder).toBe('2027-03-01');
  });

  it('sizes 40 g of protein a day for 28 days: 200 ml, 60 g powder, the smallest tub that covers it', async () => {
    const { body } = await shop('?proteinG=40');
    expect(body.offer).toMatchObject({
      millilitresPerDay: 200,
      powderGramsPerDay: 60,
      days: 28,
      coversRequestedPeriod: true,
      coverageDays: 33,
      costPerDayEurHint: 1.8,
    });
    expect(body.offer?.product.key).toBe('crema-2000');
    expect(body.offer?.cartUrl).toBe(body.offer?.product.cartUrl);
    expect(body.offer?.flavours.map((product) => [product.key, product.preorder])).toEqual([
      ['neutre-2000', null],
      ['orxata-2000', '2027-03-01'],
    ]);
  });

  it('lets millilitres override proteinG and picks a smaller tub for a shorter period', async () => {
    const { body } = await shop('?proteinG=300&millilitres=100&days=7');
    expect(body.offer).toMatchObject({ millilitresPerDay: 100, powderGramsPerDay: 30, coverageDays: 16 });
    expect(body.offer?.product.key).toBe('crema-500');
  });

  it('says when even the largest tub is short of the period', async () => {
    const { body } = await shop('?millilitres=2000&days=120');
    expect(body.offer?.coversRequestedPeriod).toBe(false);
    expect(body.offer?.product.grams).toBe(2000);
    expect(body.offer?.coverageDays).toBe(3);
  });

  it('writes attribution into every cart link', async () => {
    const { body } = await shop('?proteinG=20&campaign=spring-run');
    const url = new URL(body.offer?.cartUrl ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('http://store.test/cart/4710002:1');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ref: 'coach',
      utm_source: 'coach',
      utm_medium: 'api',
      utm_campaign: 'spring-run',
    });
  });

  it('labels products in Catalan', async () => {
    const { body } = await shop('?proteinG=40&language=ca');
    expect(body.offer?.product.label).toBe('Batut de proteïna, crema, 2 kg');
    expect(body.offer?.flavours[0].flavourLabel).toBe('neutre');
  });

  it.each([
    ['proteinG=1', 200],
    ['proteinG=300', 200],
    ['proteinG=0.99', 400],
    ['proteinG=300.5', 400],
    ['millilitres=100', 200],
    ['millilitres=2000', 200],
    ['millilitres=99', 400],
    ['millilitres=2001', 400],
    ['days=1', 200],
    ['days=120', 200],
    ['days=0', 400],
    ['days=121', 400],
    ['days=2.5', 400],
    ['campaign=' + 'x'.repeat(40), 200],
    ['campaign=' + 'x'.repeat(41), 400],
    ['language=ca', 200],
    ['language=es', 400],
    ['proteinG=abc', 400],
    ['proteinG=', 400],
    ['proteinG=0x10', 400],
    ['proteinG=Infinity', 400],
    ['days=NaN', 400],
  ])('?%s -> %i', async (query, status) => {
    const res = await api.call(`/api/shop?${query}`);
    expect(res.status).toBe(status);
    if (status === 400) {
      const body = (await res.json()) as { code: string; hint: string };
      expect(body.code).toBe('invalid_request');
      expect(body.hint).toContain(`\`${query.split('=')[0]}\``);
    }
  });

  it('names the broken bound in the hint', async () => {
    const res = await api.call('/api/shop?days=121');
    expect(((await res.json()) as { hint: string }).hint).toBe('Send `days` at most 120.');
  });

  it('refuses a parameter given twice, saying so', async () => {
    const res = await api.call('/api/shop?days=10&days=20');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { hint: string }).hint).toBe('Send `days` only once.');
  });

  it('answers POST with 405', async () => {
    const res = await api.call('/api/shop', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
