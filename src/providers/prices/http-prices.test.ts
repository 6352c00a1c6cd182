import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CoachError } from '../../core/errors.js';
import { PRICES_KEY, startFakePrices, type FakePrices } from '../../../test/fakes/prices-server.js';
import { until } from '../../../test/helpers/until.js';
import { createHttpPriceSource, parsePrices } from './http-prices.js';

describe('live supermarket prices over HTTP', () => {
  let fake: FakePrices;
  let clock: number;
  const source = (key = PRICES_KEY) =>
    createHttpPriceSource({
      url: `${fake.url}/`,
      key,
      now: () => clock,
      restMs: 30_000,
      http: { timeoutMs: 300, retries: 1, backoffMs: 1 },
    });
  beforeAll(async () => {
    fake = await startFakePrices();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    clock = 0;
  });

  it('asks once for the whole basket, with the key, and converts prices to the unit they are for', async () => {
    const prices = await source().quote(['chicken breast', 'whole milk', 'eggs', 'caviar']);
    expect(fake.requests).toEqual([
      { names: ['chicken breast', 'whole milk', 'eggs', 'caviar'], authorization: `Bearer ${PRICES_KEY}` },
    ]);
    expect(prices.get('chicken breast')).toMatchObject({
      name: 'Pit de pollastre',
      unit: 'g',
      source: 'Supermercat Fals 2026-11-20',
    });
    expect(prices.get('chicken breast')?.pricePerUnitEur).toBeCloseTo(0.0084, 10);
    expect(prices.get('whole milk')?.unit).toBe('ml');
    expect(prices.get('eggs')).toMatchObject({ unit: 'each', pricePerUnitEur: 0.3 });
    expect(prices.has('caviar')).toBe(false);
  });

  it.each(['http-500', 'garbled', 'wrong-shape', 'slow'] as const)(
    'fails as upstream_unavailable when the API is %s',
    async (mode) => {
      fake.mode = mode;
      const started = Date.now();
      await expect(source().quote(['eggs'])).rejects.toMatchObject({ code: 'upstream_unavailable' });
      expect(Date.now() - started).toBeLessThan(2000);
    },
  );

  it('fails on a refused key rather than pricing nothing', async () => {
    await expect(source('wrong').quote(['eggs'])).rejects.toBeInstanceOf(CoachError);
  });

  it('rests after a failure, so a provider that is down costs one timeout, then tries again', async () => {
    const prices = source();
    fake.mode = 'http-500';
    await expect(prices.quote(['eggs'])).rejects.toMatchObject({ code: 'upstream_unavailable' });
    const asked = fake.requests.length;
    fake.mode = 'ok';
    clock = 29_999;
    await expect(prices.quote(['eggs'])).rejects.toMatchObject({ code: 'upstream_unavailable' });
    expect(fake.requests).toHaveLength(asked);
    clock = 30_000;
    expect((await prices.quote(['eggs'])).get('eggs')?.pricePerUnitEur).toBe(0.3);
  });

  it('prices other baskets from the table while an attempt is slow, and while the first try after a rest is out', async () => {
    const prices = createHttpPriceSource({
      url: fake.url,
      key: PRICES_KEY,
      now: () => clock,
      restMs: 30_000,
      slowMs: 1000,
      http: { timeoutMs: 300, retries: 0 },
    });
    fake.mode = 'slow';
    const first = prices.quote(['eggs']);
    // A healthy answer takes less than slowMs: a basket arriving meanwhile still asks.
    clock = 999;
    const second = prices.quote(['eggs']);
    // Past it, the provider is taken as slow: the next basket does not wait.
    clock = 1000;
    await expect(prices.quote(['eggs'])).rejects.toMatchObject({ code: 'upstream_unavailable' });
    await until(() => fake.requests.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.requests).toHaveLength(2);
    expect((await Promise.allSettled([first, second])).map((outcome) => outcome.status)).toEqual([
      'rejected',
      'rejected',
    ]);
    // After the rest, one basket finds out whether the provider is back; the others meanwhile use the table.
    clock = 1000 + 30_000;
    fake.mode = 'ok';
    const probe = prices.quote(['eggs']);
    await expect(prices.quote(['eggs'])).rejects.toMatchObject({ code: 'upstream_unavailable' });
    expect((await probe).get('eggs')?.pricePerUnitEur).toBe(0.3);
    // Back: baskets ask side by side again.
    const [a, b] = await Promise.all([prices.quote(['eggs']), prices.quote(['whole milk'])]);
    expect([a.size, b.size]).toEqual([1, 1]);
  });

  it('fails fast when nothing listens', async () => {
    const down = createHttpPriceSource({
      url: 'http://127.0.0.1:9',
      http: { timeoutMs: 300, retries: 1, backoffMs: 1 },
    });
    await expect(down.quote(['eggs'])).rejects.toMatchObject({ code: 'upstream_unavailable' });
  });
});

describe('reading a price answer', () => {
  const entry = { query: 'eggs', name: 'Ous', price: 0.3, unit: 'each', store: 'Shop', seenAt: '2026-11-20' };

  it('keeps the entries for names asked and leaves out unusable ones', () => {
    const prices = parsePrices(
      {
        prices: [
          entry,
          { ...entry, query: 'not asked' },
          { ...entry, query: 'milk', unit: 'pint' },
          { ...entry, query: 'rice', price: -1 },
          { ...entry, query: 'oil', price: 10_000 },
          { ...entry, query: 'salt', price: '0.5' },
          null,
          { ...entry, query: 'bread', gramsPerPiece: 250, seenAt: 'yesterday' },
        ],
      },
      ['eggs', 'milk', 'rice', 'oil', 'salt', 'bread'],
    );
    expect([...prices.keys()]).toEqual(['eggs', 'bread']);
    expect(prices.get('bread')).toMatchObject({ gramsPerEach: 250, source: 'Shop' });
  });

  it.each([null, [], { prices: {} }, 'text'])('refuses %j as a whole', (body) => {
    expect(() => parsePrices(body, ['eggs'])).toThrow(CoachError);
  });
});
