/**
 * @module
 * Resolvers of the storefront subset as plain objects (graphql-js calls a
 * function field with its arguments): products from the tub catalogue,
 * carts from the same cart book as the Ajax cart, global ids as the
 * platform writes them, cursors as opaque offsets.
 */
import { GraphQLError } from 'graphql';
import { isCoachError } from '../../core/errors.js';
import type { Translate } from '../../core/ports.js';
import { addItems, emptyCart, type CartBook, type CartRecord } from '../cart.js';
import { searchProducts, type StoreProduct, type StoreVariant } from '../products.js';

export interface ResolverDeps {
  products: () => Promise<StoreProduct[]>;
  variants: () => Promise<Map<number, { product: StoreProduct; variant: StoreVariant }>>;
  carts: CartBook;
  newToken: () => string;
  publicUrl: string;
  t: Translate;
  /** Runs `work` holding the lock of `key`, so changes to one record take turns. */
  lock: <T>(key: string, work: () => Promise<T>) => Promise<T>;
}

const MAX_PAGE = 250;
const gid = (type: string, id: string | number) => `gid://coach-store/${type}/${id}`;
const idOf = (type: string, value: unknown) => (typeof value === 'string' ? new RegExp(`^gid://coach-store/${type}/([A-Za-z0-9]+)$`).exec(value)?.[1] : undefined);
const money = (amount: number) => ({ amount: amount.toFixed(2), currencyCode: 'EUR' });
const cursor = (index: number) => Buffer.from(`i:${index}`).toString('base64url');

function offset(after: unknown): number {
  if (after === undefined || after === null) return 0;
  const match = typeof after === 'string' ? /^i:(\d+)$/.exec(Buffer.from(after, 'base64url').toString('utf8')) : null;
  if (!match) throw new GraphQLError('Invalid cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
  return Number(match[1]) + 1;
}

function pageSize(first: unknown): number {
  const size = first === undefined || first === null ? 10 : Number(first);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) throw new GraphQLError(`first must be between 1 and ${MAX_PAGE}.`, { extensions: { code: 'BAD_USER_INPUT' } });
  return size;
}

/** A connection over a list: edges, nodes and page info. */
function connection<T, N>(items: T[], args: { first?: unknown; after?: unknown }, node: (item: T) => N) {
  const start = offset(args.after);
  const slice = items.slice(start, start + pageSize(args.first));
  const edges = slice.map((item, i) => ({ cursor: cursor(start + i), node: node(item) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: { hasNextPage: start + slice.length < items.length, hasPreviousPage: start > 0, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

const variantNode = (variant: StoreVariant) => ({ id: gid('ProductVariant', variant.id), title: variant.title, sku: variant.sku, availableForSale: variant.available, weight: variant.grams, price: money(Number(variant.price)) });

const productNode = (product: StoreProduct) => ({
  id: gid('Product', product.id),
  handle: product.handle,
  title: product.title,
  description: product.body_html.replace(/<[^>]+>/g, ''),
  vendor: product.vendor,
  productType: product.product_type,
  tags: product.tags,
  variants: (args: { first?: unknown; after?: unknown }) => connection(product.variants, args, variantNode),
});

export function createRootValue(deps: ResolverDeps) {
  const cartNode = async (cart: CartRecord) => {
    const index = await deps.variants();
    const lines = cart.lines.flatMap((line) => {
      const found = index.get(line.variantId);
      return found ? [{ line, found }] : [];
    });
    const total = lines.reduce((sum, { line, found }) => sum + Number(found.variant.price) * line.quantity, 0);
    return {
      id: gid('Cart', cart.token),
      checkoutUrl: `${deps.publicUrl}/cart/${cart.lines.map((line) => `${line.variantId}:${line.quantity}`).join(',')}`,
      totalQuantity: lines.reduce((sum, { line }) => sum + line.quantity, 0),
      cost: { subtotalAmount: money(total), totalAmount: money(total) },
      lines: (args: { first?: unknown; after?: unknown }) =>
        connection(lines, args, ({ line, found }) => ({ id: gid('CartLine', `${line.variantId}`), quantity: line.quantity, merchandise: variantNode(found.variant), cost: { totalAmount: money(Number(found.variant.price) * line.quantity) } })),
    };
  };

  /** Adds lines; refusals become `userErrors`, as the platform reports them. */
  const withLines = async (cart: CartRecord, lines: { merchandiseId: string; quantity?: number }[]) => {
    try {
      addItems(cart, await deps.variants(), lines.map((line) => ({ id: idOf('ProductVariant', line.merchandiseId) ?? 'none', quantity: line.quantity ?? 1 })));
    } catch (error) {
      if (!isCoachError(error)) throw error;
      return { cart: null, userErrors: [{ field: ['lines'], message: deps.t(error.messageKey, error.vars), code: 'INVALID' }] };
    }
    await deps.carts.save(cart);
    return { cart: await cartNode(cart), userErrors: [] };
  };

  return {
    products: async (args: { first?: unknown; after?: unknown; query?: string | null }) => {
      const all = await deps.products();
      return connection(args.query ? searchProducts(all, args.query) : all, args, productNode);
    },
    product: async (args: { id?: string | null; handle?: string | null }) => {
      const id = idOf('Product', args.id);
      const found = (await deps.products()).find((product) => (id !== undefined && String(product.id) === id) || (args.handle && product.handle === args.handle));
      return found ? productNode(found) : null;
    },
    cart: async (args: { id: string }) => {
      const cart = await deps.carts.load(idOf('Cart', args.id));
      return cart ? cartNode(cart) : null;
    },
    cartCreate: async (args: { input?: { lines?: { merchandiseId: string; quantity?: number }[] } | null }) => withLines(emptyCart(deps.newToken()), args.input?.lines ?? []),
    cartLinesAdd: async (args: { cartId: string; lines: { merchandiseId: string; quantity?: number }[] }) => {
      const token = idOf('Cart', args.cartId);
      return deps.lock(`cart:${token ?? 'none'}`, async () => {
        const cart = await deps.carts.load(token);
        if (!cart) return { cart: null, userErrors: [{ field: ['cartId'], message: deps.t('store.cart.notFound'), code: 'INVALID' }] };
        return withLines(cart, args.lines);
      });
    },
  };
}
