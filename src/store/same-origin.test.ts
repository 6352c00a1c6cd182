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
