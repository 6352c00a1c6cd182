import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFatSecretCatalogue } from '../../providers/foods/fatsecret.js';
import { createMemoryStore } from '../../storage/memory.js';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  startFakeFatSecret,
  type FakeFatSecret,
} from '../../../test/fakes/fatsecret-server.js';
import { createTestApi, type TestApi } from '../../../test/helpers/api.js';

interface FoodBody {
  items: { id: string; name: string; description: string }[];
  provider: string;
  retention: string;
}

describe('GET /api/foods', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });

  it('finds at most eight foods with a per-100 g summary and keeps nothing', async () => {
    const res = await api.call('/api/foods?q=egg&language=en');
    expect(res.status).toBe(200);
    const body = (await res.json()) as FoodBody;
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(8);
    expect(body.items[0].name).toBe('egg');
    expect(body.items[0].description).toMatch(
      /^Per 100g - Calories: \d+kcal \| Fat: \d+\.\d\dg \| Carbs: \d+\.\d\dg \| Protein: \d+\.\d\dg$/,
    );
    expect(body.provider).toBe('embedded food table (curated Catalan foods and USDA SR28)');
    expect(body.retention).toMatch(/Nothing is kept/);
  });

  it.each([
    ['huevos', 'es', 'huevo'],
    ['ous', 'ca', 'ou'],
    ['Pollo', 'es', 'pechuga de pollo'],
    ['pit de pollastre', 'ca', 'pit de pollastre'],
    ['TOMÀQUETS', 'ca', 'tomàquet'],
    ['tomaquet', 'ca', 'tomàquet'],
    ['arroz', 'es', 'arroz blanco'],
    ['llenties', 'ca', 'llenties'],
  ])('puts the staple first for %s (%s)', async (q, language, first) => {
    const body = (await (
      await api.call(`/api/foods?q=${encodeURIComponent(q)}&language=${language}`)
    ).json()) as FoodBody;
    expect(body.items[0].name).toBe(first);
  });

  it('names curated foods in the requested language, English where it has no other', async () => {
    const ca = (await (await api.call('/api/foods?q=chicken%20breast&language=ca')).json()) as FoodBody;
    expect(ca.items[0].name).toBe('pit de pollastre');
    const fr = (await (await api.call('/api/foods?q=chicken%20breast&language=fr')).json()) as FoodBody;
    expect(fr.items[0].name).toBe('chicken breast');
  });

  it('answers an empty list for a query nothing matches', async () => {
    const res = await api.call('/api/foods?q=zzqxv');
    expect(((await res.json()) as FoodBody).items).toEqual([]);
  });

  it.each([
    ['q=ab', 200],
    ['q=' + 'a'.repeat(100), 200],
    ['q=a', 422],
    ['q=' + 'a'.repeat(101), 422],
    ['', 422],
    ['q=rice&region=FR&language=fr', 200],
    ['q=rice&region=ESP', 422],
    ['q=rice&language=english', 422],
  ])('?%s -> %i', async (query, status) => {
    const res = await api.call(`/api/foods?${query}`);
    expect(res.status).toBe(status);
    if (status === 422) expect(((await res.json()) as { code: string }).code).toBe('invalid_request');
  });

  describe('through FatSecret', () => {
    let fake: FakeFatSecret;
    beforeAll(async () => {
      fake = await startFakeFatSecret();
    });
    afterAll(() => fake.close());
    const withFatSecret = () =>
      createTestApi({
        foods: createFatSecretCatalogue({
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          apiUrl: fake.url,
          tokenUrl: `${fake.url}/connect/token`,
          store: createMemoryStore(),
          http: { timeoutMs: 500, retries: 0 },
        }),
      });

    it('answers with its foods and names it as the provider', async () => {
      fake.mode = 'ok';
      const res = await (await withFatSecret()).call('/api/foods?q=chicken');
      const body = (await res.json()) as FoodBody;
      expect(body.provider).toBe('FatSecret Platform API');
      expect(body.items.map((item) => item.id)).toEqual(['33691', '1641', '4881224']);
    });

    it('answers 502 upstream_unavailable when FatSecret fails', async () => {
      fake.mode = 'ip-error';
      const res = await (await withFatSecret()).call('/api/foods?q=chicken');
      expect(res.status).toBe(502);
      expect(((await res.json()) as { code: string }).code).toBe('upstream_unavailable');
    });
  });

  it('answers DELETE with 405', async () => {
    expect((await api.call('/api/foods?q=egg', { method: 'DELETE' })).status).toBe(405);
  });
});
