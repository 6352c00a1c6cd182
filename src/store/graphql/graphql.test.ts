/**
 * The storefront GraphQL subset through a GraphQL client over HTTP: the
 * schema rebuilt from introspection, products and a cart created and grown,
 * scopes enforced (ACCESS_DENIED with HTTP 200), and errors in the platform's
 * shape, rate limiting included.
 */
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore } from '../../../test/helpers/store.js';
import { startServer, type RunningServer } from '../../api/serve.js';
import { createRateBudget } from '../../storage/rate-budget.js';

const FULL = 'full-access-token-0001';
const READ_ONLY = 'read-only-token-00001';

interface GraphqlResponse<T> {
  data?: T;
  errors?: { message: string; extensions: { code: string } }[];
}

describe('the storefront GraphQL API', () => {
  let store: RunningServer;
  let serial = 0;
  const query = async <T>(text: string, options: { token?: string; variables?: object; path?: string } = {}) => {
    const response = await fetch(`http://127.0.0.1:${store.port}${options.path ?? '/api/2026-07/graphql.json'}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token === undefined ? {} : { 'x-store-storefront-access-token': options.token }),
      },
      body: JSON.stringify({ query: text, variables: options.variables }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as GraphqlResponse<T> };
  };

  beforeAll(async () => {
    const app = createTestStore({
      newToken: () => (++serial).toString(16).padStart(32, 'b'),
      storefrontTokens: new Map([
        [
          FULL,
          new Set([
            'unauthenticated_read_product_listings',
            'unauthenticated_read_checkouts',
            'unauthenticated_write_checkouts',
          ]),
        ],
        [READ_ONLY, new Set(['unauthenticated_read_product_listings'])],
      ]),
      rateBudget: createRateBudget({
        budgets: { agent_ip: { requests: 1000, windowSeconds: 60 }, agent_token: { requests: 30, windowSeconds: 60 } },
      }),
    });
    store = await startServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  });
  afterAll(() => store.close());

  it('is introspectable: a client rebuilds the schema', async () => {
    const { body } = await query<IntrospectionQuery>(getIntrospectionQuery(), { token: READ_ONLY });
    const schema = buildClientSchema(body.data as IntrospectionQuery);
    expect(printSchema(schema)).toContain('cartLinesAdd(cartId: ID!, lines: [CartLineInput!]!): CartLinesAddPayload');
  });

  it('reads products with their variants and prices', async () => {
    const { body } = await query<{
      products: {
        nodes: {
          handle: string;
          variants: { nodes: { id: string; price: { amount: string; currencyCode: string } }[] };
        }[];
        pageInfo: { hasNextPage: boolean };
      };
    }>(
      '{ products(first: 2) { nodes { handle variants(first: 1) { nodes { id price { amount currencyCode } } } } pageInfo { hasNextPage } } }',
      { token: READ_ONLY },
    );
    expect(body.data?.products.nodes.map((product) => product.handle)).toEqual([
      'batut-proteina-crema',
      'batut-proteina-neutre',
    ]);
    expect(body.data?.products.nodes[0].variants.nodes[0]).toEqual({
      id: 'gid://coach-store/ProductVariant/4710001',
      price: { amount: '19.90', currencyCode: 'EUR' },
    });
    expect(body.data?.products.pageInfo.hasNextPage).toBe(true);
  });

  it('creates a cart and adds lines with the write scope', async () => {
    type Payload = {
      cart: {
        id: string;
        totalQuantity: number;
        checkoutUrl: string;
        cost: { totalAmount: { amount: string } };
      } | null;
      userErrors: { message: string }[];
    };
    const created = await query<{ cartCreate: Payload }>(
      'mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id totalQuantity checkoutUrl cost { totalAmount { amount } } } userErrors { message } } }',
      {
        token: FULL,
        variables: { lines: [{ merchandiseId: 'gid://coach-store/ProductVariant/4710002', quantity: 1 }] },
      },
    );
    const cart = created.body.data?.cartCreate.cart;
    expect(cart).toMatchObject({
      totalQuantity: 1,
      checkoutUrl: 'http://store.test/cart/4710002:1',
      cost: { totalAmount: { amount: '34.90' } },
    });
    const added = await query<{ cartLinesAdd: Payload }>(
      'mutation($id: ID!) { cartLinesAdd(cartId: $id, lines: [{ merchandiseId: "gid://coach-store/ProductVariant/4710013", quantity: 2 }]) { cart { totalQuantity } userErrors { message } } }',
      {
        token: FULL,
        variables: { id: cart?.id },
      },
    );
    expect(added.body.data?.cartLinesAdd.cart?.totalQuantity).toBe(3);
    const unknown = await query<{ cartLinesAdd: Payload }>(
      'mutation($id: ID!) { cartLinesAdd(cartId: $id, lines: [{ merchandiseId: "gid://coach-store/Product/1" }]) { cart { id } userErrors { message } } }',
      { token: FULL, variables: { id: cart?.id } },
    );
    expect(unknown.body.data?.cartLinesAdd).toEqual({ cart: null, userErrors: [{ message: 'Cannot find variant' }] });
  });

  it('denies what the token does not carry, with HTTP 200 and ACCESS_DENIED', async () => {
    const denied = await query('mutation { cartCreate { cart { id } } }', { token: READ_ONLY });
    expect(denied.status).toBe(200);
    expect(denied.body).toEqual({
      errors: [
        expect.objectContaining({
          extensions: { code: 'ACCESS_DENIED', requiredAccess: 'unauthenticated_write_checkouts' },
        }),
      ],
    });
    for (const token of [undefined, 'not-a-token-at-all-xx']) {
      const missing = await query('{ products { nodes { id } } }', { token });
      expect(missing.status).toBe(200);
      expect(missing.body.errors?.[0].extensions.code).toBe('ACCESS_DENIED');
    }
  });

  it('reports bad queries as HTTP 200 errors, another version and GET as JSON', async () => {
    expect(
      (await query('{ products { nodes { nope } } }', { token: READ_ONLY })).body.errors?.[0].extensions.code,
    ).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await query('{ products {', { token: READ_ONLY })).body.errors?.[0].extensions.code).toBe(
      'GRAPHQL_PARSE_FAILED',
    );
    expect(
      (await query('{ products(first: 999) { nodes { id } } }', { token: READ_ONLY })).body.errors?.[0].extensions.code,
    ).toBe('BAD_USER_INPUT');
    // Another well-formed version is served by this one, as the platform does, and the answer names it; a malformed one is 404.
    const older = await query<{ products: { nodes: unknown[] } }>('{ products(first: 1) { nodes { id } } }', {
      token: READ_ONLY,
      path: '/api/2024-01/graphql.json',
    });
    expect(older.status).toBe(200);
    expect(older.headers.get('x-shopify-api-version')).toBe('2026-07');
    expect(older.body.data?.products.nodes).toHaveLength(1);
    expect(
      (await query('{ products(first: 1) { nodes { id } } }', { token: READ_ONLY, path: '/api/latest/graphql.json' }))
        .status,
    ).toBe(404);
    const get = await fetch(`http://127.0.0.1:${store.port}/api/2026-07/graphql.json`);
    expect(get.status).toBe(405);
    expect(((await get.json()) as GraphqlResponse<never>).errors?.[0].extensions.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('serves Shopify\u2019s own storefront client, with its token header', async () => {
    const client = createStorefrontApiClient({
      storeDomain: `http://127.0.0.1:${store.port}`,
      apiVersion: '2026-07',
      publicAccessToken: FULL,
      // The client always asks over https; this store listens on plain loopback HTTP in the test.
      customFetchApi: (url, init) => fetch(String(url).replace(/^https:/, 'http:'), init),
    });
    const read = await client.request<{
      products: { nodes: { handle: string; variants: { nodes: { id: string }[] } }[] };
    }>(
      'query Products($first: Int!) { products(first: $first) { nodes { handle variants(first: 1) { nodes { id } } } } }',
      { variables: { first: 3 } },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.products.nodes.map((product) => product.handle)).toEqual([
      'batut-proteina-crema',
      'batut-proteina-neutre',
      'batut-proteina-orxata',
    ]);
    const merchandiseId = read.data?.products.nodes[1].variants.nodes[0].id;
    const created = await client.request<{
      cartCreate: { cart: { id: string; totalQuantity: number } | null; userErrors: { message: string }[] };
    }>(
      'mutation Create($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id totalQuantity } userErrors { message } } }',
      { variables: { lines: [{ merchandiseId, quantity: 2 }] } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.cartCreate.userErrors).toEqual([]);
    expect(created.data?.cartCreate.cart?.totalQuantity).toBe(2);
  });

  it('has what a headless storefront reads and the cart mutations it makes, through Shopify\u2019s client', async () => {
    const client = createStorefrontApiClient({
      storeDomain: `http://127.0.0.1:${store.port}`,
      apiVersion: '2026-07',
      publicAccessToken: FULL,
      customFetchApi: (url, init) => fetch(String(url).replace(/^https:/, 'http:'), init),
    });
    type Product = {
      handle: string;
      priceRange: { minVariantPrice: { amount: string } };
      options: { name: string; values: string[] }[];
      featuredImage: null;
      variants: {
        nodes: { id: string; selectedOptions: { name: string; value: string }[]; product: { handle: string } }[];
      };
    };
    const page = await client.request<{
      shop: { name: string; paymentSettings: { currencyCode: string } };
      product: Product;
      collection: { products: { nodes: { handle: string }[] } };
      predictiveSearch: { products: { handle: string }[] };
      sorted: { nodes: { title: string }[] };
    }>(
      `query Page @inContext(country: ES, language: CA) {
        shop { name paymentSettings { currencyCode } }
        product(handle: "batut-proteina-neutre") { handle priceRange { minVariantPrice { amount } } options { name values } featuredImage { url } variants(first: 3) { nodes { id selectedOptions { name value } product { handle } } } }
        collection(handle: "creatine") { products(first: 5) { nodes { handle } } }
        predictiveSearch(query: "orxata", types: [PRODUCT]) { products { handle } }
        sorted: products(first: 10, sortKey: TITLE, reverse: true) { nodes { title } }
      }`,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.shop).toEqual({ name: 'Coach Store', paymentSettings: { currencyCode: 'EUR' } });
    const product = page.data?.product;
    expect(product?.priceRange.minVariantPrice.amount).toBe('18.90');
    expect(product?.options).toEqual([
      { name: 'Flavour', values: ['Unflavoured'] },
      { name: 'Size', values: ['500 g', '1 kg', '2 kg'] },
    ]);
    expect(product?.featuredImage).toBeNull();
    expect(product?.variants.nodes[1].selectedOptions).toEqual([
      { name: 'Flavour', value: 'Unflavoured' },
      { name: 'Size', value: '1 kg' },
    ]);
    expect(product?.variants.nodes[1].product.handle).toBe('batut-proteina-neutre');
    expect(page.data?.collection.products.nodes.map((one) => one.handle)).toEqual(['creatina-monohidrat']);
    expect(page.data?.predictiveSearch.products.map((one) => one.handle)).toEqual(['batut-proteina-orxata']);
    const titles = page.data?.sorted.nodes.map((one) => one.title) ?? [];
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a)));
    const variantId = product?.variants.nodes[1].id ?? '';
    const node = await client.request<{ node: { __typename: string; title: string } }>(
      `{ node(id: "${variantId}") { __typename ... on ProductVariant { title } } }`,
    );
    expect(node.data?.node).toEqual({ __typename: 'ProductVariant', title: '1 kg' });

    type Cart = {
      id: string;
      note: string | null;
      attributes: { key: string; value: string }[];
      buyerIdentity: { email: string | null };
      totalQuantity: number;
      lines: { nodes: { id: string; quantity: number }[] };
    };
    const fields =
      'id note attributes { key value } buyerIdentity { email } totalQuantity lines(first: 10) { nodes { id quantity } }';
    const created = await client.request<{ cartCreate: { cart: Cart; userErrors: unknown[] } }>(
      `mutation Create($input: CartInput) { cartCreate(input: $input) { cart { ${fields} } userErrors { message } } }`,
      {
        variables: {
          input: {
            lines: [
              { merchandiseId: variantId, quantity: 1 },
              { merchandiseId: 'gid://coach-store/ProductVariant/4710101', quantity: 1 },
            ],
            note: 'Gift wrap',
            attributes: [{ key: 'gift', value: 'yes' }],
            buyerIdentity: { email: 'ana@example.com', countryCode: 'ES' },
          },
        },
      },
    );
    const cart = created.data?.cartCreate.cart;
    expect(cart).toMatchObject({
      note: 'Gift wrap',
      attributes: [{ key: 'gift', value: 'yes' }],
      buyerIdentity: { email: 'ana@example.com' },
      totalQuantity: 2,
    });
    const [whey, creatine] = cart?.lines.nodes ?? [];
    const updated = await client.request<{ cartLinesUpdate: { cart: Cart } }>(
      `mutation { cartLinesUpdate(cartId: "${cart?.id}", lines: [{ id: "${whey.id}", quantity: 3 }]) { cart { ${fields} } } }`,
    );
    expect(updated.data?.cartLinesUpdate.cart.totalQuantity).toBe(4);
    const removed = await client.request<{ cartLinesRemove: { cart: Cart } }>(
      `mutation { cartLinesRemove(cartId: "${cart?.id}", lineIds: ["${creatine.id}"]) { cart { ${fields} } } }`,
    );
    expect(removed.data?.cartLinesRemove.cart.lines.nodes).toEqual([{ id: whey.id, quantity: 3 }]);
    const noted = await client.request<{ cartNoteUpdate: { cart: Cart }; cartAttributesUpdate: { cart: Cart } }>(
      `mutation { cartNoteUpdate(cartId: "${cart?.id}", note: "Leave at the door") { cart { note } } cartAttributesUpdate(cartId: "${cart?.id}", attributes: [{ key: "ref", value: "coach" }]) { cart { attributes { key value } } } }`,
    );
    expect(noted.data?.cartNoteUpdate.cart.note).toBe('Leave at the door');
    expect(noted.data?.cartAttributesUpdate.cart.attributes).toEqual([
      { key: 'gift', value: 'yes' },
      { key: 'ref', value: 'coach' },
    ]);
    const gone = await client.request<{ cartLinesRemove: { cart: null; userErrors: { field: string[] }[] } }>(
      `mutation { cartLinesRemove(cartId: "${cart?.id}", lineIds: ["${creatine.id}"]) { cart { id } userErrors { field } } }`,
    );
    expect(gone.data?.cartLinesRemove).toEqual({ cart: null, userErrors: [{ field: ['lineIds'] }] });
  });

  it('refuses a query that nests deeper than twelve levels', async () => {
    const deep =
      '{ product(handle: "batut-proteina-crema") { variants { nodes { product { variants { nodes { product { variants { nodes { product { variants { nodes { product { handle } } } } } } } } } } } } } }';
    expect((await query(deep, { token: READ_ONLY })).body.errors?.[0].extensions.code).toBe('MAX_COMPLEXITY_EXCEEDED');
  });

  it('bounds one operation\u2019s root fields, aliases included', async () => {
    const aliases = Array.from({ length: 11 }, (_, i) => `c${i}: cartCreate { cart { id } }`).join(' ');
    const response = await query(`mutation { ${aliases} }`, { token: FULL });
    expect(response.body.errors?.[0].extensions.code).toBe('MAX_COMPLEXITY_EXCEEDED');
  });

  it('refuses aliases nested through fragments before running them (a 7 KB query once built 465 MB)', async () => {
    const spread = Array.from(
      { length: 8 },
      (_, i) => `v${i}: variants(first: 250) { nodes { product { ...Level } } }`,
    );
    const amplified = `{ product(handle: "batut-proteina-crema") { ...Level } }
      fragment Level on Product { ${spread.join(' ')} }`;
    // Validation refuses a fragment that spreads itself; the same fan-out written as levels is what the cost stops.
    const levels = Array.from({ length: 3 }, (_, level) => {
      const next = level < 2 ? `...L${level + 1}` : 'handle';
      return `fragment L${level} on Product { ${Array.from({ length: 8 }, (_, i) => `v${i}: variants(first: 250) { nodes { product { ${next} } } }`).join(' ')} }`;
    });
    const response = await query(`{ product(handle: "batut-proteina-crema") { ...L0 } } ${levels.join(' ')}`, {
      token: READ_ONLY,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors?.[0].extensions.code).toBe('MAX_COMPLEXITY_EXCEEDED');
    expect(response.body.errors?.[0].message).toMatch(/fields, more than the 10000/);
    expect((await query(amplified, { token: READ_ONLY })).body.errors?.[0].extensions.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
    const aliased = await query('{ __schema { a: types { name } b: types { name } } }', { token: READ_ONLY });
    expect(aliased.body.errors?.[0].message).toMatch(/Aliases are not allowed inside introspection/);
  });

  it('limits each token, answering 429 with Retry-After', async () => {
    const token = 'rate-limited-token-01';
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof query>> | undefined;
    for (let i = 0; i < 31; i++) {
      last = await query('{ products { nodes { id } } }', { token });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array.from({ length: 30 }, () => 200), 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last?.body.errors?.[0].extensions.code).toBe('THROTTLED');
  });
});
