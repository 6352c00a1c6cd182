import { describe, expect, it } from 'vitest';
import { createTestApi, NOW, STORE_URL } from '../../../test/helpers/api.js';

describe('GET /r/cart', () => {
  it('counts the checkout and redirects to the store cart', async () => {
    const api = await createTestApi();
    const cart = `${STORE_URL}/cart/4101:1?utm_source=telegram`;
    const res = await api.call(`/r/cart?to=${encodeURIComponent(cart)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(cart);
    expect(await api.store.readCounters(`events:${NOW.toISOString().slice(0, 10)}`)).toEqual({
      shop_checkout_opened: 1,
    });
  });

  it.each([
    ['another site', 'https://evil.example/cart/1:1'],
    ['a look-alike host', `${STORE_URL}.evil.example/cart/1:1`],
    ['another store path', `${STORE_URL}/admin`],
    ['a header break', `${STORE_URL}/cart/1:1\r\nSet-Cookie: x=1`],
  ])('refuses %s with 400 and counts nothing', async (_label, to) => {
    const api = await createTestApi();
    const res = await api.call(`/r/cart?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(400);
    expect(await api.store.readCounters(`events:${NOW.toISOString().slice(0, 10)}`)).toEqual({});
  });
});
