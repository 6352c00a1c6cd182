/**
 * Storefront tokens issued and revoked by the operator, then used by a GraphQL client written by
 * others (`graphql-request`) over loopback HTTP, with no restart in between.
 */
import { GraphQLClient } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../test/helpers/api.js';
import { createTestStore } from '../../test/helpers/store.js';
import { startServer, type RunningServer } from '../api/serve.js';
import { createMemoryStore } from '../storage/memory.js';
import { OPERATOR_FAILURES, OPERATOR_WINDOW_MS } from './operator-check.js';

const ADMIN = 'store-operator-token-0123456789';

describe('storefront tokens at the operator route', () => {
  let server: RunningServer;
  const storage = createMemoryStore();
  const base = () => `http://127.0.0.1:${server.port}`;
  const issue = (body: unknown, token = ADMIN) =>
    fetch(`${base()}/admin/storefront-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startServer({
      fetch: createTestStore({ adminToken: ADMIN, store: storage }).fetch,
      port: 0,
      hostname: '127.0.0.1',
    });
  });
  afterAll(() => server.close());

  it('issues a token with its scopes that a GraphQL client can use at once, and revokes it', async () => {
    const issued = await issue({ scopes: ['unauthenticated_read_product_listings'], label: 'headless shop' });
    expect(issued.status).toBe(201);
    const { token, scopes } = (await issued.json()) as { token: string; scopes: string[] };
    expect(token).toMatch(/^sft_[a-f0-9]{32}$/);
    expect(scopes).toEqual(['unauthenticated_read_product_listings']);
    // Only a digest is kept: the token itself is nowhere in storage.
    expect(JSON.stringify(storage.keys())).not.toContain(token);
    const client = new GraphQLClient(`${base()}/api/2026-07/graphql.json`, {
      headers: { 'X-Shopify-Storefront-Access-Token': token },
    });
    const read = await client.request<{ products: { nodes: { handle: string }[] } }>(
      '{ products(first: 1) { nodes { handle } } }',
    );
    expect(read.products.nodes).toHaveLength(1);
    // The token carries no write scope.
    await expect(client.request('mutation { cartCreate { cart { id } } }')).rejects.toThrow(
      /ACCESS_DENIED|unauthenticated_write_checkouts/,
    );
    const revoked = await fetch(`${base()}/admin/storefront-tokens/${token}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(revoked.status).toBe(204);
    await expect(client.request('{ products(first: 1) { nodes { handle } } }')).rejects.toThrow(/ACCESS_DENIED|token/i);
    expect(
      (
        await fetch(`${base()}/admin/storefront-tokens/${token}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${ADMIN}` },
        })
      ).status,
    ).toBe(404);
  });

  it('answers another bearer 401, a bad request 400 naming the scopes, and another method 405', async () => {
    expect((await issue({ scopes: ['unauthenticated_read_product_listings'] }, 'someone-else-0123456789')).status).toBe(
      401,
    );
    const bad = await issue({ scopes: ['write_everything'] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { description: string }).description).toContain('unauthenticated_read_checkouts');
    expect((await issue({ scopes: ['unauthenticated_read_product_listings'], admin: true })).status).toBe(400);
    const get = await fetch(`${base()}/admin/storefront-tokens`, { headers: { authorization: `Bearer ${ADMIN}` } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('stops an address after ten wrong tokens, the right one included, and logs each refusal without the token', async () => {
    const logger = createMemoryLogger();
    const app = createTestStore({ adminToken: ADMIN, logger });
    const send = (token: string) =>
      app.request('/admin/storefront-tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{"scopes":["unauthenticated_read_product_listings"]}',
      });
    const statuses: number[] = [];
    for (let guess = 0; guess < OPERATOR_FAILURES; guess++)
      statuses.push((await send(`guess-${guess}-0123456789`)).status);
    expect(statuses).toEqual(Array.from({ length: OPERATOR_FAILURES }, () => 401));
    const locked = await send(ADMIN);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(OPERATOR_WINDOW_MS / 1000);
    expect(((await locked.json()) as { description: string }).description).toMatch(/Too many wrong operator tokens/);
    const refusals = logger.lines.filter((line) => line.message.startsWith('operator token refused'));
    expect(refusals).toHaveLength(OPERATOR_FAILURES + 1);
    expect(JSON.stringify(logger.lines)).not.toMatch(/guess-|0123456789/);
    // Client registration at the authorization server takes the same token, and is stopped alike.
    const registration = await app.request('/oauth/reg', {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(registration.status).toBe(429);
  });

  it('is not there without ADMIN_TOKEN', async () => {
    const closed = createTestStore();
    const response = await closed.request('/admin/storefront-tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      body: '{"scopes":["unauthenticated_read_product_listings"]}',
    });
    expect(response.status).toBe(404);
  });
});
