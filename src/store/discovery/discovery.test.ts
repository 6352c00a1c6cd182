/**
 * The store's discovery documents: a valid OpenAPI 3.1 contract (JSON and
 * YAML) with the four access models, the tool manifest, agent instructions,
 * the UCP profile, the sitemap, and pages with schema.org offer markup.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestStore } from '../../../test/helpers/store.js';

const app = createTestStore({ publicUrl: 'https://store.example' });

describe('the store contract', () => {
  it('is valid OpenAPI 3.1, the same in JSON and YAML, with every documented path', async () => {
    const document = (await (await app.request('/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { securitySchemes: Record<string, { type: string }> };
    };
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    const yaml = await app.request('/api/openapi.yaml');
    expect(yaml.headers.get('content-type')).toMatch(/^application\/yaml/);
    expect(parse(await yaml.text())).toEqual(document);
    for (const path of [
      '/products.json',
      '/products/{handle}.json',
      '/collections/{handle}/products.json',
      '/search/suggest.json',
      '/cart.js',
      '/cart/add.js',
      '/cart/change.js',
      '/cart/update.js',
      '/api/ucp/mcp',
      '/api/2026-07/graphql.json',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(
      Object.fromEntries(
        Object.entries(document.components.securitySchemes).map(([name, scheme]) => [name, scheme.type]),
      ),
    ).toEqual({
      agentProfile: 'apiKey',
      storefrontAccessToken: 'apiKey',
      operatorToken: 'http',
      customerAccount: 'oauth2',
    });
  });

  it('documents every route the store serves, and serves every one it documents', async () => {
    const document = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    // Hono's route patterns as OpenAPI writes paths: `:file{.+\.js}` is `{handle}.js`, other patterns drop their regex.
    const asOpenApi = (path: string) =>
      path
        .replace(/:\w+\{\.\+\\\.(js|json)\}/g, '{handle}.$1')
        .replace(/:(\w+)\{[^}]+\}/g, '{$1}')
        .replace(/:(\w+)/g, '{$1}')
        .replace('/api/{version}/graphql.json', '/api/2026-07/graphql.json');
    // What answers only 405 (another method of a POST endpoint), catches unknown cart writes, sets the pages' headers, or is the mounted authorization server.
    const apart = (route: string) =>
      /^(GET|PUT|DELETE|PATCH) \/api\/(ucp\/mcp|2026-07\/graphql\.json)$/.test(route) ||
      route === 'POST /cart/*' ||
      // The pages' headers, middleware on every path (page-headers.ts).
      route === 'ALL /*' ||
      /^ALL \/oauth/.test(route);
    const served = new Set(
      app.routes.map((route) => `${route.method} ${asOpenApi(route.path)}`).filter((route) => !apart(route)),
    );
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
    const oauth = (route: string) => route.startsWith('GET /oauth/');
    expect([...documented].filter((route) => !served.has(route) && !oauth(route))).toEqual([]);
  });
});

describe('discovery documents', () => {
  it('serves the tool manifest, the UCP profile and the instructions with the store URL', async () => {
    const manifest = (await (await app.request('/mcp.json')).json()) as {
      transport: { url: string };
      tools: { name: string; inputSchema: { type: string } }[];
      cli: { command: string };
    };
    expect(manifest.transport.url).toBe('https://store.example/api/ucp/mcp');
    expect(manifest.tools.map((tool) => tool.name)).toContain('complete_checkout');
    expect(manifest.cli.command).toContain('https://store.example/api/ucp/mcp');
    const ucp = (await (await app.request('/.well-known/ucp')).json()) as {
      ucp: { capabilities: Record<string, unknown>; services: Record<string, { endpoint: string }[]> };
    };
    expect(Object.keys(ucp.ucp.capabilities)).toContain('dev.ucp.shopping.checkout');
    expect(ucp.ucp.services['dev.ucp.shopping'][0].endpoint).toBe('https://store.example/api/ucp/mcp');
    for (const path of ['/agents.md', '/llms.txt', '/llms-full.txt']) {
      const response = await app.request(path);
      expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
      const text = await response.text();
      expect(text).toContain('https://store.example');
      expect(text).not.toContain('{{');
    }
    expect(await (await app.request('/llms-full.txt')).text()).toContain('### complete_checkout');
  });

  it('lists the pages in the sitemap, and marks up offers on the price list and product pages', async () => {
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://store.example/products/batut-proteina-orxata</loc>');
    const pricing = await (await app.request('/pricing')).text();
    const markup = [...pricing.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) =>
        JSON.parse(match[1]) as {
          '@type': string;
          offers: { '@type': string; price: string; priceCurrency: string; availability: string }[];
        },
    );
    expect(markup).toHaveLength(4);
    expect(markup[0].offers[0]).toMatchObject({
      '@type': 'Offer',
      price: '19.90',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(markup[2].offers[0].availability).toBe('https://schema.org/PreOrder');
    const product = await app.request('/products/batut-proteina-neutre');
    expect(product.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await product.text()).toContain('"@type":"Product"');
    const json = await app.request('/products/batut-proteina-neutre.json');
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('fails every documented path with JSON', async () => {
    for (const [path, method] of [
      ['/openapi.json', 'POST'],
      ['/products/nope', 'GET'],
      ['/mcp.json', 'DELETE'],
      ['/nowhere.json', 'GET'],
    ] as const) {
      const response = await app.request(path, { method });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});
