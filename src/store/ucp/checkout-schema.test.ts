/**
 * The store declares UCP 2026-04-08, so its checkouts, carts and catalogue answers must validate against that version's
 * own JSON Schemas (issue 41): the tag's files, copied into `test/fixtures/ucp-2026-04-08` with their licence and loaded
 * by `test/helpers/ucp-schemas.ts` into a JSON Schema 2020-12 validator. Every answer is fetched as an agent fetches it,
 * through the MCP SDK's client over Streamable HTTP on loopback, in every state an agent meets: incomplete,
 * ready_for_complete, requires_escalation, completed and canceled.
 *
 * One deliberate difference, patched where the schemas are loaded: UCP's `types/item.json` makes `item.price` a bare
 * integer, while the store contract (`store-surface.md`) has every price in JSON-RPC answers as `{amount, currency}`.
 * The contract wins (docs/store.md says so).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingEmail } from '../../core/email/deliver.js';
import { createTestStore } from '../../../test/helpers/store.js';
import { createUcpValidator } from '../../../test/helpers/ucp-schemas.js';
import { startServer, type RunningServer } from '../../api/serve.js';

const STORE = 'http://store.test';
const PROFILE = 'https://agent.example/profile.json';
const ucp = createUcpValidator();

interface Priced {
  type: string;
  amount: number;
  currency: string;
}
interface Result {
  id: string;
  status: string;
  totals: Priced[];
  line_items: { quantity: number; item: { price: Priced }; totals: Priced[] }[];
  links: { type: string; url: string }[];
  order?: { id: string; permalink_url: string };
}

/** Validates against the tag's schema, and what a schema cannot say: the sums add up. */
function expectValid(kind: 'checkout' | 'cart', result: Result) {
  expect(ucp(`shopping/${kind}.json`, result), `${kind} ${result.status}`).toEqual([]);
  const amountOf = (list: Priced[], type: string) => list.find((entry) => entry.type === type)?.amount;
  for (const line of result.line_items)
    expect(amountOf(line.totals, 'total')).toBe(line.item.price.amount * line.quantity);
  const lines = result.line_items.reduce((sum, line) => sum + (amountOf(line.totals, 'total') ?? 0), 0);
  expect(amountOf(result.totals, 'subtotal')).toBe(lines);
  expect(amountOf(result.totals, 'total')).toBe(lines + (amountOf(result.totals, 'fulfillment') ?? 0));
  // Every entry is also the contract's price object.
  for (const entry of [...result.totals, ...result.line_items.flatMap((line) => line.totals)])
    expect(entry.currency).toBe('EUR');
}

describe('checkouts and carts against UCP 2026-04-08', () => {
  const mails: OutgoingEmail[] = [];
  const app = createTestStore({
    profiles: {
      fetch: () =>
        Promise.resolve({
          ucp: {
            version: '2026-04-08',
            capabilities: Object.fromEntries(
              ['catalog', 'cart', 'checkout'].map((name) => [`dev.ucp.shopping.${name}`, [{ version: '2026-04-08' }]]),
            ),
          },
        }),
    },
    mailer: { send: async (mail) => void mails.push(mail) },
  });
  let server: RunningServer;
  let client: Client;
  beforeAll(async () => {
    server = await startServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    client = new Client({ name: 'schema-check', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${server.port}/api/ucp/mcp`)));
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });
  let calls = 0;
  const call = async (name: string, args: Record<string, unknown>): Promise<Result> => {
    const result = await client.callTool({
      name,
      arguments: { meta: { 'ucp-agent': { profile: PROFILE }, 'idempotency-key': `key-${++calls}-0000` }, ...args },
    });
    expect(result.isError ?? false).toBe(false);
    return result.structuredContent as Result;
  };
  const address = {
    street_address: 'Carrer Gran 1',
    address_locality: 'Girona',
    postal_code: '17001',
    address_country: 'ES',
  };

  it('answers a valid checkout in every state, with its policies linked and the placed order’s permalink', async () => {
    const cart = await call('create_cart', { cart: { line_items: [{ item: { id: '4710002' }, quantity: 2 }] } });
    expectValid('cart', cart);

    const incomplete = await call('create_checkout', {
      checkout: { line_items: [{ item: { id: '4710002' }, quantity: 2 }, { item: { id: '4710011' } }] },
    });
    expect(incomplete.status).toBe('incomplete');
    const ready = await call('update_checkout', {
      id: incomplete.id,
      checkout: { buyer: { email: 'ana@example.com' }, fulfillment: { address } },
    });
    expect(ready.status).toBe('ready_for_complete');
    const escalated = await call('complete_checkout', { id: ready.id });
    expect(escalated.status).toBe('requires_escalation');

    expect((await app.request(`/checkouts/${ready.id}/approve`, { method: 'POST' })).status).toBe(200);
    const code = /code: ([A-F0-9]{8})/.exec(mails.at(-1)?.text ?? '')?.[1];
    const completed = await call('complete_checkout', { id: ready.id, checkout: { buyer_approval: { code } } });
    expect(completed.status).toBe('completed');
    const canceled = await call('cancel_checkout', {
      id: (await call('create_checkout', { line_items: [{ item: { id: '4710011' } }] })).id,
    });
    expect(canceled.status).toBe('canceled');

    for (const checkout of [incomplete, ready, escalated, completed, canceled]) {
      expectValid('checkout', checkout);
      expect(checkout.links).toEqual([
        { type: 'terms_of_service', url: `${STORE}/policies/terms-of-service` },
        { type: 'privacy_policy', url: `${STORE}/policies/privacy-policy` },
        { type: 'refund_policy', url: `${STORE}/policies/refund-policy` },
      ]);
    }
    expect(incomplete.totals).toEqual([
      { type: 'subtotal', amount: 8870, currency: 'EUR' },
      { type: 'fulfillment', amount: 0, currency: 'EUR' },
      { type: 'total', amount: 8870, currency: 'EUR' },
    ]);
    expect(completed.order?.permalink_url).toBe(`${STORE}/checkouts/${ready.id}`);
    const permalink = await app.request(new URL(completed.order?.permalink_url ?? '').pathname);
    expect(await permalink.text()).toContain(completed.order?.id);
  });

  it('answers catalogue searches and lookups that validate against the catalogue schemas', async () => {
    const search = await call('search_catalog', { query: 'protein' });
    expect(ucp('shopping/catalog_search.json#/$defs/search_response', search)).toEqual([]);
    const found = (search as unknown as { products: { variants: { id: string }[] }[] }).products;
    expect(found.length).toBeGreaterThan(0);
    const lookup = await call('lookup_catalog', { ids: [found[0].variants[0].id] });
    expect(ucp('shopping/catalog_lookup.json#/$defs/lookup_response', lookup)).toEqual([]);
  });

  it('serves the linked policies as pages in both languages', async () => {
    for (const path of ['/policies/terms-of-service', '/policies/privacy-policy', '/policies/refund-policy'])
      for (const [language, words] of [
        ['en', /no payment is taken/i],
        ['ca', /no es cobra/],
      ] as const) {
        const page = await app.request(`${path}?lang=${language}`);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await page.text()).toMatch(words);
        const markdown = await app.request(`${path}.md?lang=${language}`);
        expect(markdown.status).toBe(200);
        expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
        const text = await markdown.text();
        expect(text).toMatch(/^# \S/);
        expect(text).toMatch(words);
        expect(text).not.toMatch(/<[a-z]/);
      }
  });
});
