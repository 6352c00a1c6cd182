/**
 * @module
 * The storefront's objects as GraphQL values: global ids as the platform writes them, connections with
 * opaque cursors, and the product, variant and collection nodes (a variant's `product` is resolved
 * only when asked, so the two can point at each other).
 */
import { GraphQLError } from 'graphql';
import { collection, FLAVOUR_NAMES, type StoreProduct, type StoreVariant } from '../products.js';

const MAX_PAGE = 250;
export const gid = (type: string, id: string | number) => `gid://coach-store/${type}/${id}`;
/** The id inside a global id of `type` (or of any type when `type` is '*'), and its type. */
export function parseGid(value: unknown): { type: string; id: string } | undefined {
  const match = typeof value === 'string' ? /^gid:\/\/coach-store\/([A-Za-z]+)\/([A-Za-z0-9-]+)$/.exec(value) : null;
  return match ? { type: match[1], id: match[2] } : undefined;
}
export const idOf = (type: string, value: unknown) => {
  const parsed = parseGid(value);
  return parsed?.type === type ? parsed.id : undefined;
};
export const money = (amount: number) => ({ amount: amount.toFixed(2), currencyCode: 'EUR' });
const cursor = (index: number) => Buffer.from(`i:${index}`).toString('base64url');

function offset(after: unknown): number {
  if (after === undefined || after === null) return 0;
  const match = typeof after === 'string' ? /^i:(\d+)$/.exec(Buffer.from(after, 'base64url').toString('utf8')) : null;
  if (!match) throw new GraphQLError('Invalid cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
  return Number(match[1]) + 1;
}

function pageSize(first: unknown): number {
  const size = first === undefined || first === null ? 10 : Number(first);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE)
    throw new GraphQLError(`first must be between 1 and ${MAX_PAGE}.`, { extensions: { code: 'BAD_USER_INPUT' } });
  return size;
}

export interface Page {
  first?: unknown;
  after?: unknown;
}

/** A connection over a list: edges, nodes and page info. */
export function connection<T, N>(items: readonly T[], args: Page, node: (item: T) => N) {
  const start = offset(args.after);
  const slice = items.slice(start, start + pageSize(args.first));
  const edges = slice.map((item, i) => ({ cursor: cursor(start + i), node: node(item) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: start + slice.length < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

const price = (variant: StoreVariant) => Number(variant.price);

export function variantNode(variant: StoreVariant, product: StoreProduct): Record<string, unknown> {
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', variant.id),
    title: variant.title,
    sku: variant.sku,
    availableForSale: variant.available,
    quantityAvailable: null,
    weight: variant.grams,
    weightUnit: 'GRAMS',
    price: money(price(variant)),
    compareAtPrice: null,
    selectedOptions: [
      { name: product.options[0]?.name ?? 'Flavour', value: variant.option1 },
      { name: product.options[1]?.name ?? 'Size', value: variant.option2 },
    ],
    image: null,
    product: () => productNode(product),
  };
}

export function productNode(product: StoreProduct, publicUrl?: string): Record<string, unknown> {
  const prices = product.variants.map(price);
  return {
    __typename: 'Product',
    id: gid('Product', product.id),
    handle: product.handle,
    title: product.title,
    description: product.body_html.replace(/<[^>]+>/g, ''),
    descriptionHtml: product.body_html,
    vendor: product.vendor,
    productType: product.product_type,
    tags: product.tags,
    availableForSale: product.variants.some((variant) => variant.available),
    onlineStoreUrl: publicUrl ? `${publicUrl}/products/${product.handle}` : null,
    priceRange: { minVariantPrice: money(Math.min(...prices)), maxVariantPrice: money(Math.max(...prices)) },
    options: (args: { first?: number }) =>
      product.options.slice(0, args.first ?? 10).map((option) => ({
        id: gid('ProductOption', `${product.id}-${option.position}`),
        name: option.name,
        values: option.values,
        optionValues: option.values.map((value, i) => ({
          id: gid('ProductOptionValue', `${product.id}-${option.position}-${i + 1}`),
          name: value,
        })),
      })),
    featuredImage: null,
    images: (args: Page) => connection([], args, (image) => image),
    variants: (args: Page) => connection(product.variants, args, (variant) => variantNode(variant, product)),
  };
}

/** The store's collections: everything, the whey powders, the creatine, and one per flavour. */
export const COLLECTIONS: readonly { handle: string; title: string }[] = [
  { handle: 'all', title: 'All products' },
  { handle: 'protein', title: 'Protein milkshake powder' },
  { handle: 'creatine', title: 'Creatine' },
  ...Object.entries(FLAVOUR_NAMES).map(([handle, name]) => ({ handle, title: name })),
];

const SORTS: Record<string, (a: StoreProduct, b: StoreProduct) => number> = {
  TITLE: (a, b) => a.title.localeCompare(b.title),
  PRICE: (a, b) => Math.min(...a.variants.map(price)) - Math.min(...b.variants.map(price)),
  PRODUCT_TYPE: (a, b) => a.product_type.localeCompare(b.product_type),
  VENDOR: (a, b) => a.vendor.localeCompare(b.vendor),
  ID: (a, b) => a.id - b.id,
};

/** Products in the order asked: a key this store can sort by, else as listed; reversed on request. */
export function sorted(products: readonly StoreProduct[], sortKey: unknown, reverse: unknown): StoreProduct[] {
  const compare = typeof sortKey === 'string' ? SORTS[sortKey] : undefined;
  const ordered = compare ? [...products].sort(compare) : [...products];
  return reverse === true ? ordered.reverse() : ordered;
}

export function collectionNode(
  entry: { handle: string; title: string },
  all: readonly StoreProduct[],
  publicUrl: string,
): Record<string, unknown> {
  const members = collection(all, entry.handle);
  return {
    __typename: 'Collection',
    id: gid('Collection', entry.handle),
    handle: entry.handle,
    title: entry.title,
    description: '',
    products: (args: Page & { sortKey?: unknown; reverse?: unknown }) =>
      connection(sorted(members, args.sortKey, args.reverse), args, (product) => productNode(product, publicUrl)),
  };
}
