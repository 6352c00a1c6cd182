import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/helpers/api.js';

interface BasketBody {
  currency: string;
  source: string;
  total: number;
  supermarketAvailable: boolean;
  items: { name: string; amount: number; unit: string; source: string; price: number }[];
  ignored: { name: string; reason: string }[];
}

describe('POST /api/basket-prices', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  const estimate = async (items: unknown) => {
    const res = await api.post('/api/basket-prices', { items });
    return { res, body: (await res.json()) as BasketBody };
  };

  it('prices lines from the reference table, in any of the three languages', async () => {
    const { res, body } = await estimate([
      { name: 'chicken breast', amount: 500, unit: 'g' },
      { name: 'huevos', amount: 12, unit: 'each' },
      { name: 'llet semidesnatada', amount: 1000, unit: 'ml' },
    ]);
    expect(res.status).toBe(200);
    expect(body.items.map((item) => [item.name, item.price])).toEqual([
      ['chicken breast', 4.25],
      ['huevos', 3.2],
      ['llet semidesnatada', 0.84],
    ]);
    expect(body.total).toBe(8.29);
    expect(body.currency).toBe('EUR');
    expect(body.supermarketAvailable).toBe(false);
    expect(body.source).toMatch(/^reference table of Catalan supermarket prices/);
    expect(body.items[0].source).toBe('Bonpreu/Esclat 2026-05-21');
  });

  it('ignores names outside the table and says so', async () => {
    const { body } = await estimate([
      { name: 'dragon fruit', amount: 1 },
      { name: 'rice', amount: 1000 },
    ]);
    expect(body.items.map((item) => item.name)).toEqual(['rice']);
    expect(body.ignored).toEqual([{ name: 'dragon fruit', reason: 'unknown_food' }]);
    expect(body.total).toBe(1.19);
  });

  it('converts slices and items through typical weights, and refuses units that cannot convert', async () => {
    const { body } = await estimate([
      { name: 'sliced white bread', amount: 4, unit: 'slice' },
      { name: 'onions', amount: 2, unit: 'each' },
      { name: 'rice', amount: 2, unit: 'slice' },
    ]);
    expect(body.items.map((item) => [item.name, item.price])).toEqual([
      ['sliced white bread', 0.17],
      ['onions', 0.45],
    ]);
    expect(body.ignored).toEqual([{ name: 'rice', reason: 'unit_mismatch' }]);
  });

  it.each([
    ['one item', [{ name: 'rice', amount: 1 }], 200],
    ['forty items', Array.from({ length: 40 }, () => ({ name: 'rice', amount: 1 })), 200],
    ['no items', [], 400],
    ['forty-one items', Array.from({ length: 41 }, () => ({ name: 'rice', amount: 1 })), 400],
    ['an 80-character name', [{ name: 'r'.repeat(80), amount: 1 }], 200],
    ['an 81-character name', [{ name: 'r'.repeat(81), amount: 1 }], 400],
    ['amount 0', [{ name: 'rice', amount: 0 }], 200],
    ['amount 100000', [{ name: 'rice', amount: 100000 }], 200],
    ['amount 100001', [{ name: 'ous', amount: 100001, unit: 'each' }], 400],
    ['amount 1e308', [{ name: 'ous', amount: 1e308, unit: 'each' }], 400],
    ['a negative amount', [{ name: 'rice', amount: -1 }], 400],
    ['an unknown unit', [{ name: 'rice', amount: 1, unit: 'kg' }], 400],
    ['a string amount', [{ name: 'rice', amount: '1' }], 400],
  ])('%s -> %i', async (_label, items, status) => {
    const { res } = await estimate(items);
    expect(res.status).toBe(status);
  });

  it.each([
    ['malformed JSON', '{"items": [', 'application/json', 'not valid JSON'],
    ['a JSON array', '[]', 'application/json', 'not valid'],
    ['a missing items field', '{}', 'application/json', 'not valid'],
    ['form data', 'items=rice', 'application/x-www-form-urlencoded', 'must be JSON'],
    ['plain text', '{"items":[]}', 'text/plain', 'must be JSON'],
  ])('answers %s with 400 invalid_request', async (_label, body, type, message) => {
    const res = await api.call('/api/basket-prices', { method: 'POST', headers: { 'content-type': type }, body });
    expect(res.status).toBe(400);
    const error = (await res.json()) as { code: string; message: string; error: string };
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain(message);
    expect(error.error).toBe(error.message);
  });

  it.each([
    ['application/json; charset=utf-8', 200],
    ['APPLICATION/JSON', 200],
    ['application/problem+json', 200],
    ['application/json;', 400],
    ['application/json ; charset=utf-8', 400],
    ['application/vnd.a1+json', 400],
    ['application/jsonx', 400],
  ])('Content-Type %s -> %i, never a 500', async (type, status) => {
    const res = await api.call('/api/basket-prices', {
      method: 'POST',
      headers: { 'content-type': type },
      body: '{"items":[{"name":"rice","amount":1}]}',
    });
    expect(res.status).toBe(status);
  });

  it('refuses JSON nested deeper than 64 levels before parsing it', async () => {
    const deep = `{"items":${'['.repeat(70)}${']'.repeat(70)}}`;
    const res = await api.post('/api/basket-prices', deep);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('The request body nests deeper than 64 levels.');
  });

  it('answers a body with no content type with 400', async () => {
    const res = await api.call('/api/basket-prices', { method: 'POST', body: new Blob(['{}']) });
    expect(res.status).toBe(400);
  });

  it('bounds the body size', async () => {
    const res = await api.post('/api/basket-prices', {
      items: [{ name: 'rice', amount: 1, pad: 'x'.repeat(70 * 1024) }],
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { hint: string }).hint).toBe('Keep the body under 64 KB.');
  });

  it('names the broken bound of a nested field', async () => {
    const res = await api.post('/api/basket-prices', {
      items: [
        { name: 'rice', amount: 1 },
        { name: 'x'.repeat(81), amount: 1 },
      ],
    });
    expect(((await res.json()) as { hint: string }).hint).toBe('Send `items[1].name` with at most 80 characters.');
  });

  it.each(['GET', 'PUT', 'DELETE', 'HEAD'])('answers %s with 405 and Allow: POST, OPTIONS', async (method) => {
    const res = await api.call('/api/basket-prices', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
