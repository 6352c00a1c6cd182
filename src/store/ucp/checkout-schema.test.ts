/**
 * The store declares UCP 2026-04-08, so its checkouts and carts must validate against that version's
 * `checkout.json` and `cart.json` (issue 41). The needed subset of those schemas is written out here by
 * hand (never copied from the UCP repository), and real checkouts are built through the JSON-RPC tools,
 * in-process, in every state an agent meets: incomplete, ready_for_complete, requires_escalation,
 * completed and canceled.
 *
 * One deliberate difference: UCP's `types/item.json` makes `item.price` a bare integer, while the store
 * contract (`store-surface.md`) has every price in JSON-RPC answers as `{amount, currency}`. The contract
 * wins (docs/store.md says so), and the item schema below checks the contract's object instead.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { OutgoingEmail } from '../../core/email/deliver.js';
import { createTestStore } from '../../../test/helpers/store.js';

// ajv-formats is CommonJS; under ESM its plugin is the `default` of the module object.
const addFormats = addFormatsModule.default;

const STORE = 'http://store.test';
const PROFILE = 'https://agent.example/profile.json';

/** UCP 2026-04-08, as far as a checkout and a cart of this store reach. */
const version = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const uri = { type: 'string', format: 'uri' };
const reverseDomain = { type: 'string', pattern: '^[a-z][a-z0-9]*(?:\\.[a-z][a-z0-9_]*)+$' };
const entity = {
  type: 'object',
  required: ['version'],
  properties: { version, spec: uri, schema: uri, id: { type: 'string' }, config: { type: 'object' } },
};
/** `ucp.json#/$defs/base`; a checkout's envelope also needs `payment_handlers` (`response_checkout_schema`). */
const ucpBase = {
  type: 'object',
  required: ['version'],
  properties: {
    version,
    status: { enum: ['success', 'error'] },
    capabilities: {
      type: 'object',
      propertyNames: reverseDomain,
      additionalProperties: { type: 'array', items: entity },
    },
    payment_handlers: {
      type: 'object',
      propertyNames: reverseDomain,
      additionalProperties: { type: 'array', items: { allOf: [entity, { required: ['id'] }] } },
    },
  },
};
/** `types/total.json`: an integer amount in minor units; subtotals, shipping, taxes and fees never negative. */
const total = {
  type: 'object',
  required: ['type', 'amount'],
  properties: { type: { type: 'string' }, display_text: { type: 'string' }, amount: { type: 'integer' } },
  allOf: [
    {
      if: { properties: { type: { enum: ['discount', 'items_discount'] } }, required: ['type'] },
      then: { properties: { amount: { exclusiveMaximum: 0 } } },
    },
    {
      if: { properties: { type: { enum: ['subtotal', 'fulfillment', 'tax', 'fee'] } }, required: ['type'] },
      then: { properties: { amount: { minimum: 0 } } },
    },
  ],
};
const exactlyOne = (type: string) => ({
  contains: { properties: { type: { const: type } }, required: ['type'] },
  minContains: 1,
  maxContains: 1,
});
/** `types/totals.json`: exactly one subtotal and one total. */
const totals = { type: 'array', items: total, allOf: [exactlyOne('subtotal'), exactlyOne('total')] };
/** The contract's price object, where UCP has an integer (see the module comment). */
const contractPrice = {
  type: 'object',
  required: ['amount', 'currency'],
  properties: { amount: { type: 'integer', minimum: 0 }, currency: { const: 'EUR' } },
};
const lineItem = {
  type: 'object',
  required: ['id', 'item', 'quantity', 'totals'],
  properties: {
    id: { type: 'string' },
    item: {
      type: 'object',
      required: ['id', 'title', 'price'],
      properties: { id: { type: 'string' }, title: { type: 'string' }, price: contractPrice, image_url: uri },
    },
    quantity: { type: 'integer', minimum: 1 },
    totals: { type: 'array', items: total },
  },
};
const messageOf = (type: string, required: string[]) => ({
  type: 'object',
  required: ['type', 'content', ...required],
  properties: {
    type: { const: type },
    code: { type: 'string' },
    path: { type: 'string' },
    content: { type: 'string' },
  },
});
const message = {
  oneOf: [
    {
      ...messageOf('error', ['code', 'severity']),
      properties: {
        ...messageOf('error', []).properties,
        severity: { enum: ['recoverable', 'requires_buyer_input', 'requires_buyer_review', 'unrecoverable'] },
      },
    },
    messageOf('warning', ['code']),
    messageOf('info', []),
  ],
};
const link = {
  type: 'object',
  required: ['type', 'url'],
  properties: { type: { type: 'string' }, url: uri, title: { type: 'string' } },
};
const shared = {
  id: { type: 'string' },
  line_items: { type: 'array', items: lineItem },
  currency: { type: 'string' },
  totals,
  messages: { type: 'array', items: message },
  links: { type: 'array', items: link },
  continue_url: uri,
  expires_at: { type: 'string', format: 'date-time' },
};
const checkoutSchema = {
  type: 'object',
  required: ['ucp', 'id', 'line_items', 'status', 'currency', 'totals', 'links'],
  properties: {
    ...shared,
    ucp: { allOf: [ucpBase, { required: ['payment_handlers'] }] },
    status: {
      enum: [
        'incomplete',
        'requires_escalation',
        'ready_for_complete',
        'complete_in_progress',
        'completed',
        'canceled',
      ],
    },
    order: {
      type: 'object',
      required: ['id', 'permalink_url'],
      properties: { id: { type: 'string' }, label: { type: 'string' }, permalink_url: uri },
    },
  },
};
const cartSchema = {
  type: 'object',
  required: ['ucp', 'id', 'line_items', 'currency', 'totals'],
  properties: { ...shared, ucp: ucpBase },
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = { checkout: ajv.compile(checkoutSchema), cart: ajv.compile(cartSchema) };

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

/** Validates against the subset above, and what a schema cannot say: the sums add up. */
function expectValid(kind: 'checkout' | 'cart', result: Result) {
  const validate = validators[kind];
  expect(validate(result) ? [] : ajv.errorsText(validate.errors).split(', '), `${kind} ${result.status}`).toEqual([]);
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
  let calls = 0;
  const call = async (name: string, args: Record<string, unknown>): Promise<Result> => {
    const response = await app.request('/api/ucp/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: ++calls,
        method: 'tools/call',
        params: {
          name,
          arguments: { meta: { 'ucp-agent': { profile: PROFILE }, 'idempotency-key': `key-${calls}-0000` }, ...args },
        },
      }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: { structuredContent: Result } }).result.structuredContent;
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
