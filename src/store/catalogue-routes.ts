/**
 * @module
 * The read-only catalogue: every product page by page, one product by its
 * handle (404 with an empty body when unknown), a collection (an empty list
 * when unknown) and predictive search.
 */
import type { Context, Hono } from 'hono';
import { cents } from './cart.js';
import { collection, searchProducts, type StoreProduct } from './products.js';
import type { StoreRouteDeps } from './store-deps.js';

/** The platform's default and largest page sizes. */
export const PAGE = { defaultLimit: 30, maxLimit: 250 } as const;

/** A page of products, or what is wrong with the query (a 400: the request itself is malformed). */
function pageOf(
  products: StoreProduct[],
  query: { limit?: string; page?: string },
): { products: StoreProduct[] } | { wrong: string; vars?: Record<string, number> } {
  const limit = query.limit === undefined ? PAGE.defaultLimit : Number(query.limit);
  const page = query.page === undefined ? 1 : Number(query.page);
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE.maxLimit)
    return { wrong: 'store.catalogue.limit', vars: { max: PAGE.maxLimit } };
  if (!Number.isInteger(page) || page < 1) return { wrong: 'store.catalogue.page' };
  return { products: products.slice((page - 1) * limit, page * limit) };
}

export function registerCatalogue(app: Hono, deps: StoreRouteDeps): void {
  const paged = (c: Context, products: StoreProduct[]) => {
    const page = pageOf(products, c.req.query());
    return 'wrong' in page ? deps.fail(c, 400, deps.t(page.wrong, page.vars)) : c.json({ products: page.products });
  };
  app.get('/products.json', async (c) => paged(c, await deps.products()));

  // A theme's product JSON: prices in cents, options by name, what a quick-add button reads.
  app.get('/products/:file{.+\\.js}', async (c) => {
    const file = c.req.param('file');
    const product = (await deps.products()).find((item) => `${item.handle}.js` === file);
    return product ? c.json(themeProduct(product)) : c.body(null, 404);
  });

  app.get('/products/:file{.+\\.json}', async (c) => {
    const file = c.req.param('file');
    const product = (await deps.products()).find((item) => `${item.handle}.json` === file);
    // The platform answers an unknown handle with 404 and no body at all.
    return product ? c.json({ product }) : c.body(null, 404);
  });

  app.get('/collections/:handle/products.json', async (c) =>
    paged(c, collection(await deps.products(), c.req.param('handle'))),
  );

  app.get('/search/suggest.json', async (c) => {
    const query = (c.req.query('q') ?? '').trim();
    if (!query) return deps.fail(c, 400, deps.t('store.catalogue.query'));
    const type = c.req.query('resources[type]') ?? 'product';
    if (!type.split(',').includes('product')) return c.json({ resources: { results: {} } });
    const limit = Math.min(10, Math.max(1, Number(c.req.query('resources[limit]') ?? 10) || 10));
    const products = searchProducts(await deps.products(), query)
      .slice(0, limit)
      .map((product) => ({
        id: product.id,
        title: product.title,
        handle: product.handle,
        url: `/products/${product.handle}`,
        vendor: product.vendor,
        type: product.product_type,
        available: product.variants.some((variant) => variant.available),
        price: product.variants[0]?.price ?? null,
        price_min: minPrice(product),
        tags: product.tags,
      }));
    return c.json({ resources: { results: { products } } });
  });
}

const minPrice = (product: StoreProduct) =>
  Math.min(...product.variants.map((variant) => Number(variant.price))).toFixed(2);

/** A product as the platform's `/products/{handle}.js` gives it to a theme. */
export function themeProduct(product: StoreProduct) {
  const variants = product.variants.map((variant) => ({
    id: variant.id,
    title: variant.title,
    option1: variant.option1,
    option2: variant.option2,
    option3: null,
    sku: variant.sku,
    available: variant.available,
    name: `${product.title} - ${variant.title}`,
    options: [variant.option1, variant.option2],
    price: cents(variant.price),
    compare_at_price: null,
    weight: variant.grams,
    featured_image: null,
    requires_shipping: true,
  }));
  const prices = variants.map((variant) => variant.price);
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    description: product.body_html,
    vendor: product.vendor,
    type: product.product_type,
    tags: product.tags,
    price: Math.min(...prices),
    price_min: Math.min(...prices),
    price_max: Math.max(...prices),
    available: variants.some((variant) => variant.available),
    price_varies: new Set(prices).size > 1,
    compare_at_price: null,
    options: product.options.map((option) => ({ name: option.name, position: option.position, values: option.values })),
    variants,
    // This store shows no product photos yet.
    images: [],
    featured_image: null,
    media: [],
    url: `/products/${product.handle}`,
  };
}
