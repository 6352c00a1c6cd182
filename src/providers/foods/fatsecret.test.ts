import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CoachError } from '../../core/errors.js';
import { createMemoryStore } from '../../storage/memory.js';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  startFakeFatSecret,
  type FakeFatSecret,
} from '../../../test/fakes/fatsecret-server.js';
import { createFatSecretCatalogue } from './fatsecret.js';

describe('the FatSecret catalogue against a FatSecret on loopback', () => {
  let fake: FakeFatSecret;
  beforeAll(async () => {
    fake = await startFakeFatSecret();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.searches.length = 0;
  });

  const catalogue = (overrides: { clientSecret?: string; timeoutMs?: number } = {}) => {
    const store = createMemoryStore();
    return {
      store,
      foods: createFatSecretCatalogue({
        clientId: CLIENT_ID,
        clientSecret: overrides.clientSecret ?? CLIENT_SECRET,
        apiUrl: fake.url,
        tokenUrl: `${fake.url}/connect/token`,
        store,
        http: { timeoutMs: overrides.timeoutMs ?? 1000, retries: 1, backoffMs: 1 },
      }),
    };
  };
  const query = { q: 'chicken breast', region: 'ES', language: 'es' };

  it('gets a token, searches with it and maps the foods', async () => {
    const { foods } = catalogue();
    const hits = await foods.search(query, 8);
    expect(hits[0]).toEqual({
      id: '33691',
      name: 'Chicken Breast',
      brand: null,
      description: 'Per 100g - Calories: 165kcal | Fat: 3.57g | Carbs: 0.00g | Protein: 31.02g',
      type: 'Generic',
    });
    expect(hits[2]).toMatchObject({ brand: 'Hacendado', type: 'Brand' });
    expect(fake.searches[0]).toMatchObject({ query: 'chicken breast' });
    expect(fake.searches[0].authorization).toMatch(/^Bearer token-\d+$/);
  });

  it('reuses the cached token', async () => {
    const { foods } = catalogue();
    const before = fake.tokensIssued;
    await foods.search(query, 8);
    await foods.search(query, 8);
    expect(fake.tokensIssued - before).toBe(1);
  });

  it('reads one result sent as an object, and no result sent as nothing', async () => {
    const { foods } = catalogue();
    fake.mode = 'single';
    expect((await foods.search(query, 8)).map((hit) => hit.id)).toEqual(['33691']);
    fake.mode = 'none';
    expect(await foods.search(query, 8)).toEqual([]);
  });

  it('asks for at most the limit', async () => {
    const { foods } = catalogue();
    expect(await foods.search(query, 2)).toHaveLength(2);
  });

  it('replaces an expired token once, transparently', async () => {
    const { foods } = catalogue();
    await foods.search(query, 8);
    fake.mode = 'token-expired-once';
    const before = fake.tokensIssued;
    expect(await foods.search(query, 8)).toHaveLength(3);
    expect(fake.tokensIssued - before).toBe(1);
  });

  it.each(['ip-error', 'http-500', 'garbled'] as const)('turns %s into upstream_unavailable', async (mode) => {
    const { foods } = catalogue();
    fake.mode = mode;
    const error = await foods.search(query, 8).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CoachError);
    expect((error as CoachError).code).toBe('upstream_unavailable');
  });

  it('gives up on a slow answer within its timeout', async () => {
    const { foods } = catalogue({ timeoutMs: 200 });
    fake.mode = 'slow';
    const started = Date.now();
    await expect(foods.search(query, 8)).rejects.toMatchObject({ code: 'upstream_unavailable' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('fails as upstream_unavailable with wrong credentials', async () => {
    const { foods } = catalogue({ clientSecret: 'wrong' });
    await expect(foods.search(query, 8)).rejects.toMatchObject({ code: 'upstream_unavailable' });
  });
});
