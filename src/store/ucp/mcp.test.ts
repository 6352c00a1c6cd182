/**
 * Agent commerce through the official MCP SDK client, over HTTP on loopback:
 * tools listed with their JSON Schemas, capabilities granted from the
 * agent's profile (served by a loopback server), the checkout lifecycle with
 * the buyer's approval, and the contract's error shapes.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/smtp-sink.js';
import { createTestStore } from '../../../test/helpers/store.js';
import { createSmtpMailer } from '../../providers/email/smtp-mailer.js';
import { createMemoryStore } from '../../storage/memory.js';
import { startServer, type RunningServer } from '../../api/serve.js';
import { createProfileFetcher } from '../../providers/ucp/profile-fetcher.js';
import { createRateBudget } from '../../storage/rate-budget.js';

const PROFILES: Record<string, unknown> = {
  '/catalog-only.json': {
    ucp: {
      version: '2026-04-08',
      capabilities: {
        'dev.ucp.shopping.catalog.search': [{ version: '2026-04-08' }],
        'dev.ucp.shopping.catalog.lookup': [{ version: '2026-04-08' }],
      },
    },
  },
  '/full.json': {
    ucp: {
      version: '2026-04-08',
      capabilities: {
        'dev.ucp.shopping.catalog': [{ version: '2026-04-08' }],
        'dev.ucp.shopping.cart': [{ version: '2026-04-08' }],
        'dev.ucp.shopping.checkout': [{ version: '2026-04-08' }],
      },
    },
  },
  '/listed.json': {
    ucp: { version: '2026-01-11', capabilities: [{ name: 'dev.ucp.shopping.checkout', version: '2026-01-11' }] },
  },
  '/nothing.json': { hello: 'world' },
};

interface Price {
  amount: number;
  currency: string;
}
interface ProductOut {
  handle: string;
  variants: { id: string; price: Price; preorder_date: string | null }[];
}
interface Message {
  type: string;
  code?: string;
  path?: string;
  content: string;
  severity?: string;
}
/** What the tools answer (the UCP specification's shapes): the resource's fields at the top, beside the envelope. */
interface ToolResult {
  ucp: { version: string; status?: string; capabilities: Record<string, unknown> };
  products: ProductOut[];
  product: ProductOut;
  pagination: { has_next_page: boolean; cursor?: string; total_count: number };
  not_found: string[];
  messages?: Message[];
  id: string;
  status: string;
  continue_url?: string;
  line_items: { item: { id: string }; quantity: number }[];
  totals: ({ type: string } & Price)[];
  order?: { id: string };
}

async function serveProfiles(): Promise<{ url: string; close(): Promise<void> }> {
  const server: HttpServer = createServer((req, res) => {
    const profile = PROFILES[req.url ?? ''];
    if (req.url === '/huge.json')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ padding: 'x'.repeat(100_000) }));
    if (req.url === '/moved.json') return void res.writeHead(302, { location: '/full.json' }).end();
    if (!profile) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(profile));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('agent commerce over MCP', () => {
  let store: RunningServer;
  let smtp: SmtpSink;
  let profiles: Awaited<ReturnType<typeof serveProfiles>>;
  let client: Client;
  let serial = 0;
  const endpoint = () => new URL(`http://127.0.0.1:${store.port}/api/ucp/mcp`);
  const meta = (path: string) => ({ 'ucp-agent': { profile: `${profiles.url}${path}` } });
  const KEYED = new Set(['complete_checkout', 'cancel_checkout']);

  beforeAll(async () => {
    [profiles, smtp] = await Promise.all([serveProfiles(), startSmtpSink()]);
    const app = createTestStore({
      newToken: () => (++serial).toString(16).padStart(32, 'a'),
      profiles: createProfileFetcher({ allowPrivateNetworks: true, timeoutMs: 1000, maxBytes: 16 * 1024 }),
      mailer: createSmtpMailer({ url: smtp.url, from: 'orders@store.example' }),
    });
    store = await startServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    client = new Client({ name: 'test-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(endpoint()));
  });
  afterAll(async () => {
    await client.close();
    await Promise.all([store.close(), profiles.close(), smtp.close()]);
  });

  /** The buyer approves at continue_url; the code arrives by email, never on the page. */
  const approveByEmail = async (checkoutId: string, buyer: string) => {
    const page = await (
      await fetch(`http://127.0.0.1:${store.port}/checkouts/${checkoutId}/approve`, { method: 'POST' })
    ).text();
    expect(page).not.toMatch(/[A-F0-9]{8}/);
    const mail = smtp.messages.filter((message) => message.to.includes(buyer)).at(-1);
    return /code: ([A-F0-9]{8})/.exec(mail?.raw.toString('utf8') ?? '')?.[1] ?? '';
  };
  /** A tool call as an agent makes it; placing and cancelling carry a new idempotency key each (their retries are tested apart). */
  const call = async (
    name: string,
    args: Record<string, unknown>,
    profile = '/full.json',
    key: string | undefined = KEYED.has(name) ? randomUUID() : undefined,
  ) => {
    const result = await client.callTool({
      name,
      arguments: { meta: { ...meta(profile), ...(key ? { 'idempotency-key': key } : {}) }, ...args },
    });
    return result.structuredContent as ToolResult;
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) =>
        error instanceof McpError
          ? { code: error.code, data: error.data as { code: string; content: string; continue_url: string } }
          : { code: 0, data: { code: String(error), content: '', continue_url: '' } },
    );

  it('lists every tool of the specification (and the contract’s get_catalog_item), each with a JSON Schema refusing other arguments', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'cancel_cart',
        'cancel_checkout',
        'complete_checkout',
        'create_cart',
        'create_checkout',
        'get_cart',
        'get_catalog_item',
        'get_checkout',
        'get_product',
        'lookup_catalog',
        'search_catalog',
        'update_cart',
        'update_checkout',
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.inputSchema.additionalProperties).toBe(false);
      expect(Object.keys(tool.inputSchema.properties ?? {})).toContain('meta');
    }
  });

  it('searches and reads the catalogue with prices in minor units, in the specification’s shapes and the flat ones', async () => {
    const found = await call('search_catalog', { catalog: { query: 'orxata' } }, '/catalog-only.json');
    expect(found.ucp).toMatchObject({
      version: '2026-04-08',
      capabilities: { 'dev.ucp.shopping.catalog': [{ version: '2026-04-08' }] },
    });
    expect(found.products).toHaveLength(1);
    expect(found.products[0].variants[0]).toMatchObject({
      id: '4710021',
      price: { amount: 2190, currency: 'EUR' },
      preorder_date: '2027-03-01',
    });
    expect((await call('search_catalog', { query: 'orxata' }, '/catalog-only.json')).products).toEqual(found.products);
    // Filters and cursor pagination: all three tubs cost over 20 €, two to a page.
    const first = await call(
      'search_catalog',
      { catalog: { filters: { price: { min: 2000 } }, pagination: { limit: 2 } } },
      '/catalog-only.json',
    );
    expect(first.pagination).toMatchObject({ has_next_page: true, cursor: '2' });
    const second = await call(
      'search_catalog',
      { catalog: { filters: { price: { min: 2000 } }, pagination: { limit: 2, cursor: first.pagination.cursor } } },
      '/catalog-only.json',
    );
    expect([...first.products, ...second.products].map((product) => product.handle)).toEqual(
      (await call('search_catalog', {}, '/catalog-only.json')).products
        .map((product) => product.handle)
        .slice(0, first.pagination.total_count),
    );
    expect(
      (await call('search_catalog', { catalog: { filters: { price: { max: 100 } } } }, '/catalog-only.json')).products,
    ).toEqual([]);
    expect((await call('get_catalog_item', { id: '4710012' }, '/catalog-only.json')).product.handle).toBe(
      'batut-proteina-neutre',
    );
    expect((await call('get_product', { catalog: { id: '4710012' } }, '/catalog-only.json')).product.handle).toBe(
      'batut-proteina-neutre',
    );
    const looked = await call(
      'lookup_catalog',
      { catalog: { ids: ['batut-proteina-crema', 'creatine'] } },
      '/catalog-only.json',
    );
    expect(looked.products.map((product) => product.handle)).toEqual(['batut-proteina-crema']);
    expect(looked.messages).toEqual([{ type: 'info', code: 'not_found', content: 'creatine' }]);
  });

  it('refuses arguments a tool does not take, rather than ignoring them', async () => {
    expect(
      await refusal(call('search_catalog', { catalog: { query: 'orxata', colour: 'blue' } }, '/catalog-only.json')),
    ).toMatchObject({ code: -32602, data: { code: 'invalid_params' } });
    expect(await refusal(call('search_catalog', { q: 'orxata' }, '/catalog-only.json'))).toMatchObject({
      code: -32602,
    });
  });

  it('answers what is not there as a result with a message, not as an error', async () => {
    const missing = await call('get_product', { catalog: { id: 'nothing-here' } }, '/catalog-only.json');
    expect(missing.ucp.status).toBe('error');
    expect(missing.messages).toEqual([
      { type: 'error', code: 'not_found', content: expect.any(String) as string, severity: 'unrecoverable' },
    ]);
    expect((await call('get_cart', { id: 'f'.repeat(32) })).messages?.[0]).toMatchObject({ code: 'not_found' });
    const unknownItem = await call('create_cart', { cart: { line_items: [{ item: { id: '8000001' } }] } });
    expect(unknownItem.messages?.[0]).toMatchObject({
      type: 'error',
      code: 'item_unavailable',
      content: 'Cannot find variant',
      severity: 'recoverable',
    });
  });

  it('reads the agent’s profile from params._meta too', async () => {
    const result = await client.callTool({
      name: 'search_catalog',
      arguments: { catalog: { query: 'neutre' } },
      _meta: meta('/catalog-only.json'),
    });
    expect((result.structuredContent as ToolResult).products).toHaveLength(1);
  });

  it('grants only what the profile declares: a catalogue-only agent cannot create a checkout', async () => {
    const refused = await refusal(
      call('create_checkout', { line_items: [{ item: { id: '4710001' }, quantity: 1 }] }, '/catalog-only.json'),
    );
    expect(refused).toMatchObject({ code: -32001, data: { code: 'capability_not_granted' } });
    expect(refused?.data.continue_url).toMatch(/^http:\/\/store\.test\//);
    expect(await refusal(call('search_catalog', {}, '/listed.json'))).toMatchObject({ code: -32001 });
  });

  it.each([
    ['no profile', undefined],
    ['a profile that is not there', '/missing.json'],
    ['a profile without capabilities', '/nothing.json'],
    ['a profile over the size limit', '/huge.json'],
    ['a redirected profile', '/moved.json'],
  ])('answers %s with HTTP 422 and -32001 invalid_profile_url', async (_, path) => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'search_catalog', arguments: path ? { meta: meta(path) } : {} },
      }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: -32001,
        data: {
          code: 'invalid_profile_url',
          content: expect.any(String) as string,
          continue_url: 'http://store.test/agents.md',
        },
      },
    });
  });

  it('follows the checkout lifecycle and completes only with the buyer\u2019s approval', async () => {
    const cart = await call('create_cart', { cart: { line_items: [{ item: { id: '4710002' }, quantity: 2 }] } });
    expect(cart.continue_url).toBe('http://store.test/cart/4710002:2');
    const created = await call('create_checkout', { checkout: { cart_id: cart.id } });
    expect(created.ucp.capabilities).toHaveProperty(['dev.ucp.shopping.checkout']);
    expect(created.status).toBe('incomplete');
    expect((created.messages ?? []).map((message) => message.path)).toEqual(['$.buyer.email', '$.fulfillment.address']);
    const destination = {
      street_address: 'Carrer Gran 1',
      address_locality: 'Girona',
      postal_code: '17001',
      address_country: 'ES',
    };
    const ready = await call('update_checkout', {
      id: created.id,
      checkout: {
        buyer: { email: 'ana@example.com' },
        fulfillment: { methods: [{ type: 'shipping', destinations: [destination] }] },
      },
    });
    expect(ready.status).toBe('ready_for_complete');
    expect(ready.totals.find((total) => total.type === 'total')).toEqual({
      type: 'total',
      amount: 6980,
      currency: 'EUR',
    });

    // Without the buyer's approval the checkout is escalated to them: a result, with where they approve.
    const unapproved = await call('complete_checkout', { id: ready.id });
    expect(unapproved).toMatchObject({
      status: 'requires_escalation',
      continue_url: `http://store.test/checkouts/${ready.id}`,
      messages: [{ type: 'error', code: 'buyer_approval_required', severity: 'requires_buyer_review' }],
    });
    const page = await fetch(`http://127.0.0.1:${store.port}/checkouts/${ready.id}`);
    expect(await page.text()).toContain('Approve this order');
    const code = await approveByEmail(ready.id, 'ana@example.com');
    expect(code).toHaveLength(8);
    expect((await call('complete_checkout', { id: ready.id, buyer_approval: { code: 'WRONG123' } })).status).toBe(
      'requires_escalation',
    );
    const done = await call('complete_checkout', {
      id: ready.id,
      checkout: { buyer_approval: { code: code.toLowerCase() } },
    });
    expect(done.status).toBe('completed');
    expect(done.order?.id).toMatch(/^ord_/);
    expect(done.continue_url).toBeUndefined();
    expect(
      (await call('update_checkout', { id: ready.id, buyer: { email: 'other@example.com' } })).messages?.[0],
    ).toMatchObject({ code: 'checkout_completed' });
    expect((await call('cancel_checkout', { id: ready.id })).messages?.[0]).toMatchObject({
      code: 'checkout_completed',
    });
  });

  it('places an order once per idempotency key: a retry gets the first result, other arguments under it are refused', async () => {
    const address = {
      street_address: 'Major 9',
      address_locality: 'Lleida',
      postal_code: '25001',
      address_country: 'ES',
    };
    const checkout = await call('create_checkout', {
      line_items: [{ item: { id: '4710011' } }],
      buyer: { email: 'pau@example.com' },
      fulfillment: { address },
    });
    const code = await approveByEmail(checkout.id, 'pau@example.com');
    expect(
      await refusal(call('complete_checkout', { id: checkout.id, buyer_approval: { code } }, '/full.json', '')),
    ).toMatchObject({ code: -32602, data: { code: 'idempotency_key_required' } });
    const key = randomUUID();
    const [first, retry] = await Promise.all([
      call('complete_checkout', { id: checkout.id, buyer_approval: { code } }, '/full.json', key),
      call('complete_checkout', { id: checkout.id, buyer_approval: { code } }, '/full.json', key),
    ]);
    expect(first.status).toBe('completed');
    expect(retry).toEqual(first);
    expect(
      await refusal(
        call('complete_checkout', { id: checkout.id, buyer_approval: { code: 'OTHER123' } }, '/full.json', key),
      ),
    ).toMatchObject({ code: -32602, data: { code: 'idempotency_conflict' } });
    // In MCP's own request metadata the key is read too.
    const other = await call('create_checkout', { line_items: [{ item: { id: '4710011' } }] });
    const viaMeta = await client.callTool({
      name: 'cancel_checkout',
      arguments: { meta: meta('/full.json'), id: other.id },
      _meta: { 'idempotency-key': randomUUID() },
    });
    expect((viaMeta.structuredContent as ToolResult).status).toBe('canceled');
  });

  it('cancels a checkout and a cart', async () => {
    const checkout = await call('create_checkout', { checkout: { line_items: [{ item: { id: '4710011' } }] } });
    const canceled = await call('cancel_checkout', { id: checkout.id });
    expect(canceled.status).toBe('canceled');
    expect(canceled.continue_url).toBeUndefined();
    expect(
      (await call('update_checkout', { id: checkout.id, checkout: { buyer: { email: 'jo@example.com' } } }))
        .messages?.[0],
    ).toMatchObject({ code: 'checkout_canceled' });
    const cart = await call('create_cart', { line_items: [{ item: { id: '4710011' }, quantity: 1 }] });
    expect((await call('cancel_cart', { id: cart.id })).line_items).toHaveLength(1);
    expect((await call('get_cart', { id: cart.id })).messages?.[0]).toMatchObject({ code: 'not_found' });
  });

  it('withdraws an approval when the checkout changes after it', async () => {
    const address = {
      street_address: 'Rambla 2',
      address_locality: 'Reus',
      postal_code: '43201',
      address_country: 'ES',
    };
    const checkout = await call('create_checkout', {
      line_items: [{ item: { id: '4710011' } }],
      buyer: { email: 'jo@example.com' },
      fulfillment: { address },
    });
    const code = await approveByEmail(checkout.id, 'jo@example.com');
    expect(code).toHaveLength(8);
    await call('update_checkout', { id: checkout.id, line_items: [{ item: { id: '4710013' }, quantity: 3 }] });
    expect(
      (await call('complete_checkout', { id: checkout.id, buyer_approval: { code } })).messages?.[0],
    ).toMatchObject({ code: 'buyer_approval_required' });
  });

  it('answers arguments outside the schema with -32602 and what to change', async () => {
    expect(await refusal(call('create_cart', { line_items: [] }))).toMatchObject({
      code: -32602,
      data: { code: 'invalid_params' },
    });
    expect(await refusal(call('create_cart', {}))).toMatchObject({
      code: -32602,
      data: { content: expect.stringContaining('line_items') as string },
    });
    expect((await call('get_checkout', { id: 'f'.repeat(32) })).messages?.[0]).toMatchObject({ code: 'not_found' });
  });

  it('answers what is not a JSON-RPC POST with JSON', async () => {
    const get = await fetch(endpoint());
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ error: { code: -32600 } });
    const garbled = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc":',
    });
    expect(garbled.status).toBe(400);
    expect(await garbled.json()).toMatchObject({ error: { code: -32700 } });
  });
});

describe('the JSON-RPC endpoint under load', () => {
  it('answers 429 with Retry-After once a client address has spent its budget, before fetching any profile', async () => {
    let fetched = 0;
    const app = createTestStore({
      profiles: {
        fetch: () => {
          fetched += 1;
          return Promise.resolve(PROFILES['/full.json']);
        },
      },
      rateBudget: createRateBudget({
        budgets: { agent_ip: { requests: 2, windowSeconds: 60 }, agent_token: { requests: 100, windowSeconds: 60 } },
      }),
    });
    let agent = 0;
    // A new profile URL each time, so nothing is cached: a fetch after the limit would show.
    const post = () =>
      app.request('/api/ucp/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: {
            name: 'search_catalog',
            arguments: { meta: { 'ucp-agent': { profile: `https://agent${++agent}.example/p.json` } } },
          },
        }),
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ jsonrpc: '2.0', error: { data: { code: 'rate_limited' } } });
    expect(fetched).toBe(2);
  });
});

describe('the JSON-RPC endpoint, guarded', () => {
  let fetched: string[] = [];
  const app = createTestStore({
    profiles: {
      fetch: (url) => {
        fetched.push(url);
        return Promise.resolve(PROFILES['/full.json']);
      },
    },
  });
  const post = (body: unknown, accept = 'application/json, text/event-stream') =>
    app.request('/api/ucp/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify(body),
    });
  const toolCall = (id: number, profile: string, name = 'search_catalog') => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name, arguments: { meta: { 'ucp-agent': { profile } } } },
  });

  it('fetches one profile per request at most, and refuses a batch naming several or too many messages', async () => {
    fetched = [];
    const several = await post([toolCall(1, 'https://a.example/p'), toolCall(2, 'https://b.example/p')]);
    expect(several.status).toBe(400);
    expect(await several.json()).toMatchObject({ error: { code: -32600, data: { code: 'one_profile_per_request' } } });
    const many = await post(Array.from({ length: 11 }, (_, i) => toolCall(i + 1, 'https://a.example/p')));
    expect(many.status).toBe(400);
    expect((await post({ foo: 1 })).status).toBe(400);
    expect(fetched).toEqual([]);
    const batch = await post([toolCall(1, 'https://a.example/p'), toolCall(2, 'https://a.example/p', 'get_product')]);
    expect(batch.status).toBe(200);
    expect(fetched).toEqual(['https://a.example/p']);
  });

  it('gives every error the contract\u2019s data, and serves clients that accept only JSON', async () => {
    const unknown = await post({ jsonrpc: '2.0', id: 5, method: 'resources/list' }, 'application/json');
    expect(await unknown.json()).toMatchObject({
      id: 5,
      error: { code: -32601, data: { code: 'method_not_found', continue_url: 'http://store.test/agents.md' } },
    });
    const listed = await post({ jsonrpc: '2.0', id: 6, method: 'tools/list' }, 'application/json');
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { result: { tools: unknown[] } }).result.tools.length).toBe(13);
  });

  it('reports a storage failure inside a tool without its details', async () => {
    const broken = createTestStore({
      profiles: { fetch: () => Promise.resolve(PROFILES['/full.json']) },
      store: Object.assign(createMemoryStore(), {
        get: () => Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:6379 (redis://:s3cret@db)')),
      }),
    });
    const response = await broken.request('/api/ucp/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 9,
        method: 'tools/call',
        params: {
          name: 'get_cart',
          arguments: { meta: { 'ucp-agent': { profile: 'https://a.example/p' } }, id: 'f'.repeat(32) },
        },
      }),
    });
    const text = await response.text();
    expect(text).not.toMatch(/s3cret|ECONNREFUSED|10\.1\.2\.3/);
    expect(JSON.parse(text)).toMatchObject({ error: { code: -32603, data: { code: 'internal_error' } } });
  });

  it('refuses to approve an order when the store cannot email the buyer', async () => {
    const store = createTestStore({ profiles: { fetch: () => Promise.resolve(PROFILES['/full.json']) } });
    const created = (await (
      await store.request('/api/ucp/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: {
            name: 'create_checkout',
            arguments: {
              meta: { 'ucp-agent': { profile: 'https://a.example/p' } },
              line_items: [{ item: { id: '4710001' } }],
              buyer: { email: 'x@example.com' },
              fulfillment: {
                address: {
                  street_address: 'A 1',
                  address_locality: 'Vic',
                  postal_code: '08500',
                  address_country: 'ES',
                },
              },
            },
          },
        }),
      })
    ).json()) as { result: { structuredContent: { id: string } } };
    const approve = await store.request(`/checkouts/${created.result.structuredContent.id}/approve`, {
      method: 'POST',
    });
    expect(approve.status).toBe(503);
  });
});
