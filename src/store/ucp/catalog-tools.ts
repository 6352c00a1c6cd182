/**
 * @module
 * The catalogue tools: search with the specification's filters and cursor pagination, lookup by ids
 * (what is not found is said in `messages`, not refused), and one product.
 */
import { z } from 'zod';
import { CoachError } from '../../core/errors.js';
import { cents } from '../cart.js';
import { searchProducts, type StoreProduct } from '../products.js';
import { money } from './line-items.js';
import { success } from './outcome.js';
import { defineTool, type Tool, type ToolContext } from './tools.js';

const id = z.string().min(1).max(64);

/** A product as UCP 2026-04-08's `types/product.json` has it, with the store's own fields (`available`, `preorder_date`) kept. */
export function productJson(product: StoreProduct, context: Pick<ToolContext, 'publicUrl'>) {
  const prices = product.variants.map((variant) => cents(variant.price));
  return {
    id: String(product.id),
    handle: product.handle,
    title: product.title,
    description: { plain: product.body_html.replace(/<[^>]+>/g, ''), html: product.body_html },
    url: `${context.publicUrl}/products/${product.handle}`,
    categories: [{ value: product.product_type }],
    price_range: { min: money(Math.min(...prices)), max: money(Math.max(...prices)) },
    variants: product.variants.map((variant) => ({
      id: String(variant.id),
      title: variant.title,
      description: { plain: `${product.title}, ${variant.title}` },
      sku: variant.sku,
      available: variant.available,
      preorder_date: variant.preorder_date,
      availability: {
        available: variant.available,
        status: variant.preorder_date ? 'preorder' : variant.available ? 'in_stock' : 'out_of_stock',
      },
      price: money(cents(variant.price)),
    })),
  };
}

/** A product by its id, a variant id or its handle. */
export async function findProduct(key: string, context: ToolContext): Promise<StoreProduct | undefined> {
  return (await context.products()).find(
    (product) =>
      String(product.id) === key ||
      product.handle === key ||
      product.variants.some((variant) => String(variant.id) === key),
  );
}

const priceRange = z
  .object({ min: z.number().int().min(0).optional(), max: z.number().int().min(0).optional() })
  .strict()
  .describe('In minor units (cents).');
const filters = z
  .object({ categories: z.array(z.string().max(100)).max(20).optional(), price: priceRange.optional() })
  .strict();
/** A cursor is where the next page starts; opaque to the agent. */
const cursor = z
  .string()
  .regex(/^\d{1,4}$/)
  .describe('From the previous page’s pagination.cursor.');

function matches(product: StoreProduct, filter: z.infer<typeof filters> | undefined): boolean {
  if (
    filter?.categories?.length &&
    !filter.categories.some(
      (category) =>
        category.toLowerCase() === product.product_type.toLowerCase() || product.tags.includes(category.toLowerCase()),
    )
  )
    return false;
  const prices = product.variants.map((variant) => cents(variant.price));
  if (filter?.price?.min !== undefined && Math.max(...prices) < filter.price.min) return false;
  if (filter?.price?.max !== undefined && Math.min(...prices) > filter.price.max) return false;
  return true;
}

const search = defineTool({
  name: 'search_catalog',
  description:
    'Searches the catalogue: products whose title, handle, tags or SKUs contain every word of `query`, within `filters` (categories, price in cents); all products without either. Paged by `pagination.cursor`.',
  capability: 'catalog',
  flat: {
    query: z.string().max(200).optional(),
    filters: filters.optional(),
    limit: z.number().int().min(1).max(50).default(10),
    cursor: cursor.optional(),
  },
  wrapper: {
    key: 'catalog',
    schema: z
      .object({
        query: z.string().max(200).optional(),
        filters: filters.optional(),
        pagination: z
          .object({ limit: z.number().int().min(1).max(50).optional(), cursor: cursor.optional() })
          .strict()
          .optional(),
        context: z.record(z.string(), z.unknown()).optional(),
      })
      .strict(),
    toFlat: ({ pagination, context: _context, ...rest }) => ({ ...rest, ...(pagination as object | undefined) }),
  },
  async run(args, context) {
    const query = args.query?.trim() ?? '';
    const all = query ? searchProducts(await context.products(), query) : await context.products();
    const found = all.filter((product) => matches(product, args.filters));
    const start = Number(args.cursor ?? 0);
    const page = found.slice(start, start + args.limit);
    const next = start + page.length;
    return success('catalog', {
      products: page.map((product) => productJson(product, context)),
      pagination: {
        has_next_page: next < found.length,
        ...(next < found.length ? { cursor: String(next) } : {}),
        total_count: found.length,
      },
    });
  },
});

const lookup = defineTool({
  name: 'lookup_catalog',
  description:
    'Several products at once, by ids, variant ids or handles; those not found are named in `messages` (and `not_found`).',
  capability: 'catalog',
  flat: { ids: z.array(id).min(1).max(50) },
  wrapper: {
    key: 'catalog',
    schema: z
      .object({ ids: z.array(id).min(1).max(50), context: z.record(z.string(), z.unknown()).optional() })
      .strict(),
    toFlat: ({ ids }) => ({ ids }),
  },
  async run(args, context) {
    const found = await Promise.all(args.ids.map((key) => findProduct(key, context)));
    const missing = args.ids.filter((_, i) => !found[i]);
    const asked = new Map<StoreProduct, string[]>();
    found.forEach((product, i) => product && asked.set(product, [...(asked.get(product) ?? []), args.ids[i]]));
    return success('catalog', {
      products: [...asked].map(([product, keys]) => lookedUp(product, keys, context)),
      not_found: missing,
      ...(missing.length
        ? { messages: missing.map((key) => ({ type: 'info', code: 'not_found', content: key })) }
        : {}),
    });
  },
});

const one = (name: string): Tool =>
  defineTool({
    name,
    description: 'One product, by its id, one of its variant ids, or its handle.',
    capability: 'catalog',
    flat: { id },
    wrapper: {
      key: 'catalog',
      schema: z
        .object({
          id,
          selected: z.array(z.unknown()).optional(),
          preferences: z.array(z.string()).optional(),
          context: z.record(z.string(), z.unknown()).optional(),
        })
        .strict(),
      toFlat: ({ id: key }) => ({ id: key }),
    },
    async run(args, context) {
      const product = await findProduct(args.id, context);
      if (!product) throw new CoachError('not_found', { messageKey: 'store.catalogue.notFound' });
      return success('catalog', { product: productJson(product, context) });
    },
  });

export const CATALOG_TOOLS: readonly Tool[] = [search, lookup, one('get_product'), one('get_catalog_item')];

/**
 * A product found by lookup, each variant saying which asked ids reached it (UCP's `inputs`): a variant id or SKU reaches
 * that variant (`exact`), the product's id or handle every variant (`featured`); variants no asked id reached are left out.
 */
function lookedUp(product: StoreProduct, keys: string[], context: Pick<ToolContext, 'publicUrl'>) {
  const json = productJson(product, context);
  const whole = keys.filter((key) => key === String(product.id) || key === product.handle);
  const variants = json.variants
    .map((variant) => {
      const exact = keys.filter((key) => key === variant.id || key === variant.sku);
      const inputs = [
        ...exact.map((key) => ({ id: key, match: 'exact' })),
        ...whole.map((key) => ({ id: key, match: 'featured' })),
      ];
      return { ...variant, inputs };
    })
    .filter((variant) => variant.inputs.length > 0);
  return { ...json, variants };
}
