/**
 * @module
 * Resolvers of the storefront subset as plain objects (graphql-js calls a function field with its
 * arguments and the request's context): the shop, products and collections from the catalogue,
 * predictive search, `node` by global id, and the cart (`cart-resolvers.ts`).
 */
import type { Translate } from '../../core/ports.js';
import type { CartBook } from '../cart.js';
import { collection, searchProducts, type StoreProduct, type StoreVariant } from '../products.js';
import { createCartResolvers } from './cart-resolvers.js';
import {
  COLLECTIONS,
  collectionNode,
  connection,
  gid,
  idOf,
  parseGid,
  productNode,
  sorted,
  variantNode,
  type Page,
} from './nodes.js';
import { FIELD_SCOPES } from './scopes.js';

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

/** What a request's resolvers know of it: the scopes of its token. */
export interface RequestContext {
  scopes: ReadonlySet<string>;
}

const STORE_NAME = 'Coach Store';

export function createRootValue(deps: ResolverDeps) {
  const carts = createCartResolvers(deps);
  const findCollection = (args: { id?: string | null; handle?: string | null }) => {
    const handle = args.handle ?? idOf('Collection', args.id);
    return COLLECTIONS.find((entry) => entry.handle === handle);
  };

  /** Any object by its global id; a cart only for a token that may read carts. */
  const node = async (id: string, context: RequestContext) => {
    const parsed = parseGid(id);
    if (!parsed) return null;
    if (parsed.type === 'Cart') return context.scopes.has(FIELD_SCOPES.cart) ? carts.cartNode(parsed.id) : null;
    if (parsed.type === 'Collection') {
      const entry = COLLECTIONS.find((one) => one.handle === parsed.id);
      return entry ? collectionNode(entry, await deps.products(), deps.publicUrl) : null;
    }
    if (parsed.type === 'Product') {
      const product = (await deps.products()).find((one) => String(one.id) === parsed.id);
      return product ? productNode(product, deps.publicUrl) : null;
    }
    if (parsed.type === 'ProductVariant') {
      const found = (await deps.variants()).get(Number(parsed.id));
      return found ? variantNode(found.variant, found.product) : null;
    }
    return null;
  };

  return {
    shop: () => {
      const url = new URL(deps.publicUrl);
      return {
        id: gid('Shop', 1),
        name: STORE_NAME,
        description: 'Protein milkshake powder and creatine.',
        primaryDomain: { host: url.host, url: url.origin },
        paymentSettings: { currencyCode: 'EUR', countryCode: 'ES' },
      };
    },
    products: async (args: Page & { query?: string | null; sortKey?: string; reverse?: boolean }) => {
      const all = await deps.products();
      return connection(
        sorted(args.query ? searchProducts(all, args.query) : all, args.sortKey, args.reverse),
        args,
        (product) => productNode(product, deps.publicUrl),
      );
    },
    product: async (args: { id?: string | null; handle?: string | null }) => {
      const id = idOf('Product', args.id);
      const found = (await deps.products()).find(
        (product) => (id !== undefined && String(product.id) === id) || (args.handle && product.handle === args.handle),
      );
      return found ? productNode(found, deps.publicUrl) : null;
    },
    collection: async (args: { id?: string | null; handle?: string | null }) => {
      const entry = findCollection(args);
      return entry ? collectionNode(entry, await deps.products(), deps.publicUrl) : null;
    },
    collections: async (args: Page) => {
      const all = await deps.products();
      // A collection with nothing in it is not listed.
      return connection(
        COLLECTIONS.filter((entry) => collection(all, entry.handle).length > 0),
        args,
        (entry) => collectionNode(entry, all, deps.publicUrl),
      );
    },
    predictiveSearch: async (args: { query: string; limit?: number; types?: string[] | null }) => {
      const limit = Math.min(Math.max(args.limit ?? 10, 1), 10);
      const wants = (type: string) => !args.types || args.types.includes(type);
      const all = await deps.products();
      const words = args.query.toLowerCase();
      return {
        products: wants('PRODUCT')
          ? searchProducts(all, args.query)
              .slice(0, limit)
              .map((product) => productNode(product, deps.publicUrl))
          : [],
        collections: wants('COLLECTION')
          ? COLLECTIONS.filter((entry) => entry.title.toLowerCase().includes(words) || entry.handle.includes(words))
              .slice(0, limit)
              .map((entry) => collectionNode(entry, all, deps.publicUrl))
          : [],
        queries: wants('QUERY') && args.query.trim() ? [{ text: args.query.trim() }] : [],
      };
    },
    node: (args: { id: string }, context: RequestContext) => node(args.id, context),
    nodes: (args: { ids: string[] }, context: RequestContext) =>
      Promise.all(args.ids.slice(0, 250).map((id) => node(id, context))),
    cart: carts.cart,
    cartCreate: carts.cartCreate,
    cartLinesAdd: carts.cartLinesAdd,
    cartLinesUpdate: carts.cartLinesUpdate,
    cartLinesRemove: carts.cartLinesRemove,
    cartNoteUpdate: carts.cartNoteUpdate,
    cartAttributesUpdate: carts.cartAttributesUpdate,
    cartBuyerIdentityUpdate: carts.cartBuyerIdentityUpdate,
  };
}
