import { beforeEach, describe, expect, it } from 'vitest';
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
    const res = await api.call('/api/foods?q=egg');
    expect(res.status).toBe(200);
    const body = (await res.json()) as FoodBody;
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(8);
    expect(body.items[0].name).toMatch(/^Egg/);
    expect(body.items[0].description).toMatch(/^Per 100g - Calories: \d+kcal \| Fat: \d+\.\d\dg \| Carbs: \d+\.\d\dg \| Protein: \d+\.\d\dg$/);
    expect(body.provider).toBe('embedded USDA SR28 food table');
    expect(body.retention).toMatch(/Nothing is kept/);
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

  it('answers DELETE with 405', async () => {
    expect((await api.call('/api/foods?q=egg', { method: 'DELETE' })).status).toBe(405);
  });
});
