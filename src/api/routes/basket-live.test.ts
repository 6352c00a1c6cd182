/** Basket and weekly shopping-list prices with a live price API configured. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpPriceSource } from '../../providers/prices/http-prices.js';
import { PRICES_KEY, startFakePrices, type FakePrices } from '../../../test/fakes/prices-server.js';
import { createTestApi, type TestApi } from '../../../test/helpers/api.js';

interface Priced {
  source: string;
  supermarketAvailable: boolean;
  items: { name: string; source: string | null; price: number | null }[];
}

describe('live supermarket prices', () => {
  let fake: FakePrices;
  let api: TestApi;
  beforeAll(async () => {
    fake = await startFakePrices();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    // A fresh source each test: one that failed rests for 30 s.
    api = await createTestApi({
      livePrices: createHttpPriceSource({
        url: fake.url,
        key: PRICES_KEY,
        http: { timeoutMs: 500, retries: 1, backoffMs: 1 },
      }),
    });
  });
  const basket = async () => {
    const res = await api.post('/api/basket-prices', {
      items: [
        { name: 'chicken breast', amount: 500, unit: 'g' },
        { name: 'arròs', amount: 1000, unit: 'g' },
      ],
    });
    return { status: res.status, body: (await res.json()) as Priced };
  };

  it('prices what the supermarket knows from it and the rest from the reference table', async () => {
    const { status, body } = await basket();
    expect(status).toBe(200);
    expect(body.supermarketAvailable).toBe(true);
    expect(body.source).toMatch(/^live supermarket prices; reference table/);
    expect(body.items.map((item) => [item.source, item.price])).toEqual([
      ['Supermercat Fals 2026-11-20', 4.2],
      [expect.stringMatching(/^Bonpreu/), expect.any(Number)],
    ]);
    expect(fake.requests).toHaveLength(1);
  });

  it.each(['http-500', 'garbled', 'wrong-shape', 'slow'] as const)(
    'answers from the reference table when the price API is %s',
    async (mode) => {
      fake.mode = mode;
      const started = Date.now();
      const { status, body } = await basket();
      expect(status).toBe(200);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(body.supermarketAvailable).toBe(false);
      expect(body.source).toMatch(/^reference table/);
      expect(body.items.every((item) => item.source?.startsWith('Bonpreu'))).toBe(true);
      const calls = fake.requests.length;
      // Resting after the failure: the next basket does not wait for the API again.
      expect((await basket()).body.supermarketAvailable).toBe(false);
      expect(fake.requests).toHaveLength(calls);
    },
  );

  it('asks once for the whole weekly shopping list', async () => {
    const res = await api.post('/api/weekly-plan', {
      target: { calories: 2300, proteinG: 130, carbohydrateG: 270, fatG: 75 },
    });
    const body = (await res.json()) as { shoppingList: Priced['items'] };
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].names.length).toBeGreaterThan(body.shoppingList.length);
  });
});
