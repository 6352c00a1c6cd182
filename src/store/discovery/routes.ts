/**
 * @module
 * What lets people and agents find their way: the contract (JSON and YAML),
 * the agent-tool manifest, agent instructions, llms.txt, the UCP business
 * profile, the sitemap, and the price list and product pages with offer
 * markup (schema.org JSON-LD).
 */
import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { z } from 'zod';
import { projectFile } from '../../project-files.js';
import type { StoreProduct } from '../products.js';
import type { StoreRouteDeps } from '../store-deps.js';
import { MCP_PATH } from '../ucp/mcp-route.js';
import { TOOLS } from '../ucp/tool-list.js';
import { escape } from '../page.js';
import { storeOpenApi } from './openapi.js';
import { UCP_ORDER_READ } from '../accounts/provider.js';

const UCP_VERSION = '2026-04-08';
const content = (file: string) => readFileSync(projectFile(`content/store/${file}`), 'utf8');
/** JSON inside a script element cannot close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function offerMarkup(product: StoreProduct, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.body_html.replace(/<[^>]+>/g, ''),
    brand: { '@type': 'Brand', name: product.vendor },
    url: `${publicUrl}/products/${product.handle}`,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      name: variant.title,
      sku: variant.sku,
      price: variant.price,
      priceCurrency: 'EUR',
      availability: !variant.available
        ? 'https://schema.org/OutOfStock'
        : variant.preorder_date
          ? 'https://schema.org/PreOrder'
          : 'https://schema.org/InStock',
      ...(variant.preorder_date ? { availabilityStarts: variant.preorder_date } : {}),
      url: `${publicUrl}/cart/${variant.id}:1`,
    })),
  };
}

function htmlPage(title: string, body: string, markup: unknown[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escape(title)}</title>
${markup.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`).join('\n')}
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem}table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body><h1>${escape(title)}</h1>
${body}
<p><a href="/pricing">Prices</a> · <a href="/cart">Cart</a> · <a href="/agents.md">For agents</a></p>
</body></html>`;
}

function priceTable(product: StoreProduct): string {
  const rows = product.variants
    .map(
      (variant) =>
        `<tr><td>${escape(variant.title)}</td><td>${escape(variant.price)} €</td><td>${variant.available ? (variant.preorder_date ? `Pre-order, ships ${escape(variant.preorder_date)}` : 'In stock') : 'Sold out'}</td><td>${variant.available ? `<a href="/cart/${variant.id}:1">Add to cart</a>` : ''}</td></tr>`,
    )
    .join('');
  return `<h2><a href="/products/${escape(product.handle)}">${escape(product.title)}</a></h2><table><thead><tr><th>Size</th><th>Price</th><th>Availability</th><th></th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function registerDiscovery(app: Hono, deps: StoreRouteDeps): void {
  const url = deps.publicUrl;
  const fill = (text: string) => text.replaceAll('{{store_url}}', url);
  const toolList = TOOLS.map((tool) => `- \`${tool.name}\` (${tool.capability}): ${tool.description}`).join('\n');
  const agents = fill(content('agents.md')).replace('{{tools}}', toolList);
  const llms = fill(content('llms.txt'));
  // Built on the first request for it: a fiftieth of a second at every start, for a document few ask for.
  let built: ReturnType<typeof storeOpenApi> | undefined;
  const openapi = () => (built ??= storeOpenApi(url));
  const markdown = (text: string) =>
    new Response(text, { headers: { 'content-type': 'text/markdown; charset=utf-8' } });

  app.get('/openapi.json', (c) => c.json(openapi()));
  // The YAML writer loads on the first request, not at start-up.
  app.get('/api/openapi.yaml', async (c) =>
    c.body((await import('yaml')).stringify(openapi()), 200, { 'content-type': 'application/yaml; charset=utf-8' }),
  );
  app.get('/agents.md', () => markdown(agents));
  app.get('/llms.txt', () => markdown(llms));
  app.get('/llms-full.txt', () =>
    markdown(
      [
        llms,
        agents,
        '## Tool schemas',
        ...TOOLS.map(
          (tool) =>
            `### ${tool.name}\n\n\`\`\`json\n${JSON.stringify(z.toJSONSchema(tool.input, { io: 'input' }), null, 2)}\n\`\`\``,
        ),
      ].join('\n\n'),
    ),
  );
  app.get('/mcp.json', (c) =>
    c.json({
      name: 'coach-store',
      description: 'Agent commerce for Coach Store: catalogue, cart and checkout tools (UCP names) over MCP.',
      version: '1.0.0',
      transport: { type: 'streamable-http', url: `${url}${MCP_PATH}` },
      authentication: { type: 'ucp-agent-profile', location: 'params.arguments.meta["ucp-agent"].profile' },
      tools: TOOLS.map((tool) => ({
        name: tool.name,
        description: tool.description,
        capability: tool.capability,
        inputSchema: z.toJSONSchema(tool.input, { io: 'input' }),
      })),
      cli: {
        description: 'Any MCP client works; the MCP Inspector has a command-line mode.',
        command: `npx @modelcontextprotocol/inspector --cli ${url}${MCP_PATH} --transport http --method tools/list`,
        source: 'https://www.npmjs.com/package/@modelcontextprotocol/inspector',
      },
      documentation: `${url}/agents.md`,
    }),
  );
  app.get('/.well-known/ucp', (c) =>
    c.json({
      ucp: {
        version: UCP_VERSION,
        services: {
          'dev.ucp.shopping': [
            {
              version: UCP_VERSION,
              spec: `https://ucp.dev/${UCP_VERSION}/specification/overview`,
              transport: 'mcp',
              endpoint: `${url}${MCP_PATH}`,
            },
          ],
        },
        capabilities: {
          ...Object.fromEntries(
            [
              'dev.ucp.shopping.catalog.search',
              'dev.ucp.shopping.catalog.lookup',
              'dev.ucp.shopping.cart',
              'dev.ucp.shopping.checkout',
            ].map((name) => [name, [{ version: UCP_VERSION }]]),
          ),
          // The scopes that need the buyer signed in, through the store's OAuth server (its issuer is this origin).
          'dev.ucp.common.identity_linking': [
            {
              version: UCP_VERSION,
              config: {
                scopes: {
                  [UCP_ORDER_READ]: {
                    description: {
                      plain: 'Read your orders on this store: lines, totals and delivery address.',
                      markdown: '**Read your orders** on this store: lines, totals and delivery address.',
                    },
                  },
                },
              },
            },
          ],
        },
      },
    }),
  );
  app.get('/sitemap.xml', async (c) => {
    const pages = [
      '/pricing',
      '/agents.md',
      '/llms.txt',
      ...(await deps.products()).map((product) => `/products/${product.handle}`),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages.map((path) => `  <url><loc>${escape(`${url}${path}`)}</loc></url>`).join('\n')}\n</urlset>\n`;
    return c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8' });
  });
  app.get('/pricing', async (c) => {
    const products = await deps.products();
    return c.html(
      htmlPage(
        'Prices',
        `<p>Whey protein milkshake powder. Prices in EUR, VAT included; free shipping.</p>${products.map(priceTable).join('')}`,
        products.map((product) => offerMarkup(product, url)),
      ),
    );
  });
  app.get('/products/:handle{[a-z0-9-]+}', async (c) => {
    const product = (await deps.products()).find((item) => item.handle === c.req.param('handle'));
    if (!product) return c.notFound();
    return c.html(htmlPage(product.title, `${product.body_html}${priceTable(product)}`, [offerMarkup(product, url)]));
  });
}
