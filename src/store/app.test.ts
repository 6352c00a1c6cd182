/**
 * The store's catalogue and Ajax cart, in process, with a cookie jar per
 * client: the platform's payloads, carts scoped to their cookie, and JSON
 * errors on every documented path.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryLogger, NOW } from '../../test/helpers/api.js';
import type { Tub } from '../core/ports.js';
import { createTranslator } from '../i18n.js';
import { createBuiltinCatalogue } from '../providers/store/builtin-catalogue.js';
import { createProfileFetcher } from '../providers/ucp/profile-fetcher.js';
import { createMemoryStore } from '../storage/memory.js';
import { createStoreApp } from './app.js';
import { MAX_LINES } from './cart.js';

function setup(tubs?: Tub[]) {
  let serial = 0;
  const app = createStoreApp({
    catalogue: tubs ? { list: async () => tubs } : createBuiltinCatalogue(),
    store: createMemoryStore({ clock: () => NOW }),
    translator: createTranslator(),
    logger: createMemoryLogger(),
    publicUrl: 'http://store.test',
    profiles: createProfileFetcher(),
    newToken: () => (++serial).toString(16).padStart(32, '0'),
  });
  return app;
}

/** A client that keeps the cookies the store sets, as a browser or an agent's cookie jar does. */
function client(app: ReturnType<typeof createStoreApp>) {
  const jar = new Map<string, string>();
  return async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const response = await app.request(`http://store.test${path}`, {
      ...init,
      headers,
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      jar.set(pair.split('=')[0], pair.split('=').slice(1).join('='));
    }
    return response;
  };
}

describe('the catalogue', () => {
  const app = setup();

  it('lists products with handles and variants priced as EUR strings, page by page', async () => {
    const all = (await (await app.request('/products.json')).json()) as {
      products: { title: string; handle: string; variants: { id: number; title: string; price: string }[] }[];
    };
    expect(all.products.map((product) => product.handle)).toEqual([
      'batut-proteina-crema',
      'batut-proteina-neutre',
      'batut-proteina-orxata',
      'creatina-monohidrat',
    ]);
    expect(all.products[3].variants.map((variant) => [variant.id, variant.title, variant.price])).toEqual([
      [4710101, '300 g', '17.90'],
      [4710102, '500 g', '26.90'],
      [4710103, '1 kg', '44.90'],
    ]);
    expect(all.products[0].variants[0]).toMatchObject({ id: 4710001, title: '500 g', price: '19.90' });
    const second = (await (await app.request('/products.json?limit=1&page=2')).json()) as typeof all;
    expect(second.products.map((product) => product.handle)).toEqual(['batut-proteina-neutre']);
    expect(((await (await app.request('/products.json?limit=250&page=2')).json()) as typeof all).products).toEqual([]);
    // A creatine tub goes in a cart like any variant.
    const added = await app.request('/cart/add.js', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 4710102, quantity: 1 }),
    });
    expect(((await added.json()) as { sku: string; price: number }).sku).toBe('CREATINA-0500');
  });

  it.each(['limit=251', 'limit=0', 'limit=ten', 'page=0', 'page=1.5'])('refuses %s with a JSON 400', async (query) => {
    const response = await app.request(`/products.json?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, message: 'Bad Request' });
  });

  it('answers one product by handle, and an unknown handle with 404 and no body', async () => {
    const found = await app.request('/products/batut-proteina-orxata.json');
    expect(
      ((await found.json()) as { product: { variants: { preorder_date: string }[] } }).product.variants[0]
        .preorder_date,
    ).toBe('2027-03-01');
    const missing = await app.request('/products/creatine-gummies.json');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
  });

  it('groups whey and creatine apart, answers an unknown collection with an empty list, and searches', async () => {
    const handles = async (path: string) =>
      ((await (await app.request(path)).json()) as { products: { handle: string }[] }).products.map(
        (product) => product.handle,
      );
    expect(await handles('/collections/creatine/products.json')).toEqual(['creatina-monohidrat']);
    expect(await handles('/collections/protein/products.json')).toEqual([
      'batut-proteina-crema',
      'batut-proteina-neutre',
      'batut-proteina-orxata',
    ]);
    expect(await handles('/collections/gummies/products.json')).toEqual([]);
    expect(await handles('/collections/all/products.json')).toHaveLength(4);
    const suggest = (await (await app.request('/search/suggest.json?q=orxata&resources[type]=product')).json()) as {
      resources: { results: { products: { handle: string }[] } };
    };
    expect(suggest.resources.results.products.map((product) => product.handle)).toEqual(['batut-proteina-orxata']);
    expect((await app.request('/search/suggest.json?resources[type]=product')).status).toBe(400);
  });
});

describe('the cart', () => {
  it('adds, changes, updates and clears through the cookie, each client its own cart', async () => {
    const app = setup();
    const browser = client(app);
    expect(await (await browser('/cart.js')).json()).toMatchObject({ item_count: 0, items: [], currency: 'EUR' });
    const added = await browser('/cart/add.js', { method: 'POST', json: { id: 4710001, quantity: 2 } });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({
      id: 4710001,
      variant_id: 4710001,
      quantity: 2,
      price: 1990,
      line_price: 3980,
    });
    expect(added.headers.get('set-cookie')).toMatch(/^cart=[a-f0-9]{32}; .*HttpOnly/);
    await browser('/cart/add.js', { method: 'POST', json: { items: [{ id: 4710012, quantity: 1 }, { id: 4710001 }] } });
    expect(await (await browser('/cart.js')).json()).toMatchObject({ item_count: 4, total_price: 3 * 1990 + 3290 });
    await browser('/cart/change.js', { method: 'POST', json: { id: 4710001, quantity: 1 } });
    const updated = (await (
      await browser('/cart/update.js', {
        method: 'POST',
        json: { updates: { '4710012': 0, '4710022': 2 }, note: 'gift' },
      })
    ).json()) as { items: { id: number; quantity: number }[]; note: string };
    expect(updated.items.map((item) => [item.id, item.quantity])).toEqual([
      [4710001, 1],
      [4710022, 2],
    ]);
    expect(updated.note).toBe('gift');
    const changed = (await (
      await browser('/cart/change.js', { method: 'POST', json: { line: 1, quantity: 0 } })
    ).json()) as typeof updated;
    expect(changed.items.map((item) => item.id)).toEqual([4710022]);
    expect(await (await client(app)('/cart.js')).json()).toMatchObject({ item_count: 0 });
    expect(await (await browser('/cart/clear.js', { method: 'POST' })).json()).toMatchObject({ item_count: 0 });
  });

  it('keeps line properties as themes send them: a line apart per set, shown without the `_` ones', async () => {
    const browser = client(setup());
    const engraved = (await (
      await browser('/cart/add.js', {
        method: 'POST',
        json: { id: 4710001, quantity: 1, properties: { Message: 'Per a la Núria', _source: 'quick-add' } },
      })
    ).json()) as { key: string; properties: Record<string, string> };
    expect(engraved.properties).toEqual({ Message: 'Per a la Núria', _source: 'quick-add' });
    await browser('/cart/add.js', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=4710001&quantity=2',
    });
    await browser('/cart/add.js', {
      method: 'POST',
      json: { id: 4710001, quantity: 1, properties: { Message: 'Per a la Núria', _source: 'quick-add' } },
    });
    const cart = (await (await browser('/cart.js')).json()) as {
      items: { key: string; quantity: number; properties: object; options_with_values: unknown[]; image: null }[];
    };
    expect(cart.items.map((item) => [item.quantity, item.properties])).toEqual([
      [2, { Message: 'Per a la Núria', _source: 'quick-add' }],
      [2, {}],
    ]);
    expect(cart.items[0].key).toBe(engraved.key);
    expect(cart.items[0].key).not.toBe(cart.items[1].key);
    expect(cart.items[0].options_with_values).toEqual([
      { name: 'Flavour', value: 'Cream' },
      { name: 'Size', value: '500 g' },
    ]);
    expect(cart.items[0].image).toBeNull();
    // The line with properties, by its key.
    await browser('/cart/change.js', { method: 'POST', json: { id: engraved.key, quantity: 1 } });
    const page = await (await browser('/cart')).text();
    expect(page).toContain('Message: Per a la Núria');
    expect(page).not.toContain('_source');
    const bad = await browser('/cart/add.js', {
      method: 'POST',
      json: { id: 4710001, properties: ['not', 'a', 'map'] },
    });
    expect(bad.status).toBe(422);
  });

  it(`refuses a line past ${MAX_LINES} with a 422 the theme can show, and keeps the cart as it was`, async () => {
    // Issue 41: lines differing only by a property were added without bound (2,000 lines in 40 requests).
    const browser = client(setup());
    const items = Array.from({ length: MAX_LINES }, (_, i) => ({ id: 4710001, quantity: 1, properties: { n: i } }));
    for (let at = 0; at < MAX_LINES; at += 20)
      expect(
        (await browser('/cart/add.js', { method: 'POST', json: { items: items.slice(at, at + 20) } })).status,
      ).toBe(200);
    const over = await browser('/cart/add.js', {
      method: 'POST',
      json: { id: 4710001, quantity: 1, properties: { n: 'one more' } },
    });
    expect(over.status).toBe(422);
    expect(await over.json()).toMatchObject({
      status: 422,
      description: `A cart holds at most ${MAX_LINES} lines: remove one before adding another.`,
    });
    const cart = (await (await browser('/cart.js')).json()) as { items: unknown[]; item_count: number };
    expect(cart.items).toHaveLength(MAX_LINES);
    // A unit more of a line the cart has is no new line.
    const more = await browser('/cart/add.js', { method: 'POST', json: { id: 4710001, properties: { n: 0 } } });
    expect(more.status).toBe(200);
  });

  it('renders the sections a theme asks for with a cart change, and answers the product JSON a quick-add reads', async () => {
    const browser = client(setup());
    const added = (await (
      await browser('/cart/add.js', {
        method: 'POST',
        json: { id: 4710012, quantity: 2, sections: 'cart-drawer,cart-icon-bubble,header' },
      })
    ).json()) as { sections: Record<string, string | null> };
    expect(added.sections['cart-icon-bubble']).toContain('>2</a>');
    expect(added.sections['cart-drawer']).toContain('Protein milkshake powder, unflavoured - 1 kg');
    expect(added.sections.header).toBeNull();
    const drawer = (await (await browser('/cart?sections=cart-drawer')).json()) as Record<string, string>;
    expect(drawer['cart-drawer']).toContain('€65.80');
    expect(drawer['cart-drawer']).toContain('>Your cart</a>');
    // In the page's language, as the cart page: the line named in Catalan, the money as Catalan writes it.
    const catalan = (await (await browser('/cart?sections=cart-drawer,main-cart-footer&lang=ca')).json()) as Record<
      string,
      string
    >;
    expect(catalan['cart-drawer']).toContain('Proteïna en pols per a batut, sense sabor - 1 kg');
    expect(catalan['cart-drawer']).toContain('65,80');
    expect(catalan['main-cart-footer']).toContain('65,80');
    const emptied = (await (await browser('/cart/clear.js', { method: 'POST', json: {} })).json()) as {
      item_count: number;
    };
    expect(emptied.item_count).toBe(0);
    const empty = (await (await browser('/cart?sections=cart-drawer&lang=ca')).json()) as Record<string, string>;
    expect(empty['cart-drawer']).toContain('La cistella és buida.');
    const product = (await (await browser('/products/batut-proteina-neutre.js')).json()) as {
      price_min: number;
      price_max: number;
      options: { name: string }[];
      variants: { id: number; price: number; options: string[] }[];
    };
    expect([product.price_min, product.price_max]).toEqual([1890, 5690]);
    expect(product.options.map((option) => option.name)).toEqual(['Flavour', 'Size']);
    expect(product.variants[1]).toMatchObject({ id: 4710012, price: 3290, options: ['Unflavoured', '1 kg'] });
    expect((await browser('/products/nothing.js')).status).toBe(404);
    expect(
      ((await (await browser('/products/batut-proteina-neutre.json')).json()) as { product: { handle: string } })
        .product.handle,
    ).toBe('batut-proteina-neutre');
  });

  it('fills a cart from a permalink with its note, attributes and discount code', async () => {
    const browser = client(setup());
    const landed = await browser(
      '/cart/4710002:1?note=Deixeu-ho%20a%20la%20porta&attributes%5Bgift%5D=yes&discount=HIVERN&ref=coach',
    );
    expect(landed.status).toBe(303);
    const cart = (await (await browser('/cart.js')).json()) as {
      note: string;
      attributes: Record<string, string>;
      discount_codes: unknown[];
      item_count: number;
    };
    expect(cart).toMatchObject({
      note: 'Deixeu-ho a la porta',
      attributes: { ref: 'coach', gift: 'yes' },
      discount_codes: [{ code: 'HIVERN', applicable: false }],
      item_count: 1,
    });
  });

  it('reads form posts with the platform names', async () => {
    const browser = client(setup());
    const response = await browser('/cart/add.js', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=4710002&quantity=3',
    });
    expect(await response.json()).toMatchObject({ id: 4710002, quantity: 3 });
    await browser('/cart/update.js', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'updates[4710002]=1&__proto__[x]=1',
    });
    expect(await (await browser('/cart.js')).json()).toMatchObject({ item_count: 1 });
  });

  it('answers an unknown variant (a product id among them) with 422 in the Ajax envelope', async () => {
    const browser = client(setup());
    const productId = ((await (await browser('/products.json')).json()) as { products: { id: number }[] }).products[0]
      .id;
    for (const id of [productId, 999, 'abc']) {
      const response = await browser('/cart/add.js', { method: 'POST', json: { id, quantity: 1 } });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ status: 422, message: 'Cart Error', description: 'Cannot find variant' });
    }
    const soldOut = client(
      setup([
        {
          key: 'x',
          sku: 'X',
          variantId: '5',
          handle: 'x',
          grams: 500,
          flavour: 'crema',
          priceEur: 10,
          available: false,
          preorderDate: null,
        },
      ]),
    );
    const refused = (await (await soldOut('/cart/add.js', { method: 'POST', json: { id: 5 } })).json()) as {
      status: number;
      description: string;
    };
    expect(refused.status).toBe(422);
    expect(refused.description).toContain('sold out');
  });

  it.each([
    ['a quantity of 0 on add', { id: 4710001, quantity: 0 }],
    ['a fractional quantity', { id: 4710001, quantity: 1.5 }],
    ['too many', { id: 4710001, quantity: 100 }],
    ['no id', { quantity: 1 }],
  ])('refuses %s with 422', async (_, json) => {
    const response = await client(setup())('/cart/add.js', { method: 'POST', json });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { description: string }).description.length).toBeGreaterThan(5);
  });

  it('fills the cart from a permalink, keeps the attribution, and lands on the cart page', async () => {
    const browser = client(setup());
    const landed = await browser(
      '/cart/4710001:1,4710012:2?ref=coach&utm_source=coach&utm_medium=slack&utm_campaign=chat',
    );
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe('/cart');
    const page = await browser('/cart');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Protein milkshake powder, unflavoured - 1 kg');
    expect(await (await browser('/cart.js')).json()).toMatchObject({
      item_count: 3,
      attributes: { ref: 'coach', utm_source: 'coach', utm_medium: 'slack', utm_campaign: 'chat' },
    });
    expect((await browser('/cart/999:1')).status).toBe(422);
  });

  it('keeps every unit when one client adds concurrently (changes to a cart take turns)', async () => {
    const browser = client(setup());
    await browser('/cart/add.js', { method: 'POST', json: { id: 4710001, quantity: 1 } });
    await Promise.all(
      Array.from({ length: 10 }, () => browser('/cart/add.js', { method: 'POST', json: { id: 4710001, quantity: 1 } })),
    );
    expect(await (await browser('/cart.js')).json()).toMatchObject({ item_count: 11 });
  });

  it('reads the platform\u2019s other payloads: list updates, multipart forms, numbers as strings', async () => {
    const browser = client(setup());
    await browser('/cart/add.js', {
      method: 'POST',
      json: {
        items: [
          { id: '4710001', quantity: '2' },
          { id: 4710011, quantity: 1 },
        ],
      },
    });
    await browser('/cart/update.js', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'updates[]=5&updates[]=0',
    });
    expect(
      ((await (await browser('/cart.js')).json()) as { items: { id: number; quantity: number }[] }).items.map(
        (item) => [item.id, item.quantity],
      ),
    ).toEqual([[4710001, 5]]);
    const form = new FormData();
    form.set('id', '4710012');
    form.set('quantity', '3');
    expect(await (await browser('/cart/add.js', { method: 'POST', body: form })).json()).toMatchObject({
      id: 4710012,
      quantity: 3,
    });
    await browser('/cart/change.js', { method: 'POST', json: { line: '1', quantity: '1' } });
    expect(await (await browser('/cart.js')).json()).toMatchObject({ item_count: 4 });
  });

  it('keeps at most 20 attributes, and neither keeps nor cookies an empty new cart', async () => {
    const browser = client(setup());
    await browser('/cart/add.js', { method: 'POST', json: { id: 4710001 } });
    for (let i = 0; i < 3; i++) {
      const attributes = Object.fromEntries(Array.from({ length: 20 }, (_, j) => [`k${i}-${j}`, 'v']));
      await browser('/cart/update.js', { method: 'POST', json: { attributes } });
    }
    expect(Object.keys(((await (await browser('/cart.js')).json()) as { attributes: object }).attributes)).toHaveLength(
      20,
    );
    const cleared = await setup().request('/cart/clear.js', { method: 'POST' });
    expect(cleared.headers.get('set-cookie')).toBeNull();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('ignores a cookie that is not one of its tokens', async () => {
    const app = setup();
    const response = await app.request('/cart.js', { headers: { cookie: 'cart=../../etc/passwd' } });
    expect(await response.json()).toMatchObject({ item_count: 0 });
  });
});

describe('errors', () => {
  const app = setup();
  it.each([
    ['/cart/add.js', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":' }, 400],
    [
      '/cart/add.js',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"id":1,"x":"${'y'.repeat(20_000)}"}` },
      413,
    ],
    ['/cart/add.js', { method: 'GET' }, 405],
    ['/products.json', { method: 'DELETE' }, 405],
    ['/nowhere', { method: 'GET' }, 404],
  ] as const)('%s %o answers %i with JSON', async (path, init, status) => {
    const response = await app.request(path, init);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { status: number; message: unknown; description: unknown };
    expect(body.status).toBe(status);
    expect([typeof body.message, typeof body.description]).toEqual(['string', 'string']);
  });

  it.each([
    ['/cart/add.js', 'GET', 'POST'],
    ['/products.json', 'DELETE', 'GET'],
    ['/pricing', 'POST', 'GET'],
    ['/checkouts/abc/approve', 'GET', 'POST'],
    ['/admin/storefront-tokens', 'GET', 'POST'],
    ['/account/api/orders', 'POST', 'GET'],
    ['/api/ucp/mcp', 'GET', 'POST'],
    ['/checkout', 'DELETE', 'GET, POST'],
  ])('%s by %s answers 405 naming what the routes serve there (%s)', async (path, method, allow) => {
    const response = await app.request(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
  });
});
