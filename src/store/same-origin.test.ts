import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../test/helpers/store.js';

const add = (headers: Record<string, string>) =>
  createTestStore().request('http://store.test/cart/add.js', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ id: 4710002, quantity: 1 }),
  });

describe("the store's own writes", () => {
  it('refuses a cart change another site’s page sends from the buyer’s browser (issue 41: CSRF)', async () => {
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const refused = await add(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers.get('set-cookie'), JSON.stringify(headers)).toBeNull();
      expect(((await refused.json()) as { description: string }).description).toMatch(/another site/);
    }
  });

  it('takes it from its own pages, from a link opened outside a page, and from a client that is no browser', async () => {
    const own: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://store.test' },
      {},
    ];
    for (const headers of own) expect((await add(headers)).status, JSON.stringify(headers)).toBe(200);
  });

  it('guards the checkout and sign-in forms too, and leaves agents’ endpoints to their own credentials', async () => {
    const store = createTestStore();
    const crossSite = { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' };
    for (const path of ['/checkout', '/checkouts/chk_1/approve', '/account/sign-in/abc/code'])
      expect(
        (await store.request(`http://store.test${path}`, { method: 'POST', headers: crossSite, body: 'a=b' })).status,
        path,
      ).toBe(403);
    const rpc = await store.request('http://store.test/api/ucp/mcp', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(rpc.status).not.toBe(403);
  });
});

describe('a cart permalink', () => {
  it('fills an empty cart at once, but asks before another site’s link replaces a cart that holds something', async () => {
    const store = createTestStore();
    const filled = await store.request('http://store.test/cart/4710002:1', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(filled.status).toBe(303);
    const cookie = (filled.headers.get('set-cookie') ?? '').split(';')[0];
    const cartOf = async () =>
      (
        (await (await store.request('http://store.test/cart.js', { headers: { cookie } })).json()) as {
          item_count: number;
        }
      ).item_count;
    expect(await cartOf()).toBe(1);
    const asked = await store.request('http://store.test/cart/4710001:3', {
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'accept-language': 'en' },
    });
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html).toContain('Replace your cart?');
    expect(html).toContain('action="/cart/4710001:3"');
    expect(await cartOf()).toBe(1);
    // The answer is a POST from the store's own page; from another site it is refused.
    const crossPost = await store.request('http://store.test/cart/4710001:3', {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossPost.status).toBe(403);
    const confirmed = await store.request('http://store.test/cart/4710001:3', {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(confirmed.status).toBe(303);
    expect(await cartOf()).toBe(3);
    // The store's own link, or one opened from outside any page (an app), replaces it as before.
    const own = await store.request('http://store.test/cart/4710002:2', {
      headers: { cookie, 'sec-fetch-site': 'none' },
    });
    expect(own.status).toBe(303);
    expect(await cartOf()).toBe(2);
  });
});
