/**
 * @module
 * The agent commerce tools: the spec's names (search_catalog,
 * get_catalog_item, create_cart, update_cart, create_checkout, get_checkout,
 * update_checkout, complete_checkout) and the names current UCP servers use
 * (lookup_catalog, get_product, get_cart). Each declares the capability it
 * needs and a zod schema its JSON Schema comes from.
 */
import { z } from 'zod';
import { CoachError } from '../../core/errors.js';
import { addItems, emptyCart, type CartBook, type CartLine, type CartRecord } from '../cart.js';
import type { StoreProduct, StoreVariant } from '../products.js';
import { searchProducts } from '../products.js';
import { change, checkoutJson, complete, type CheckoutBook, type CheckoutRecord } from './checkout.js';
import type { Capability } from './profile.js';

export interface ToolContext {
  products: () => Promise<StoreProduct[]>;
  variants: () => Promise<Map<number, { product: StoreProduct; variant: StoreVariant }>>;
  carts: CartBook;
  checkouts: CheckoutBook;
  /** A new id: 32 lowercase hex characters. */
  newToken: () => string;
  clock: () => Date;
  /** The store's public origin. */
  publicUrl: string;
  /** Runs `work` holding the lock of `key`, so changes to one record take turns. */
  lock: <T>(key: string, work: () => Promise<T>) => Promise<T>;
}

export interface Tool {
  name: string;
  description: string;
  capability: Capability;
  input: z.ZodObject;
  run(args: Record<string, unknown>, context: ToolContext): Promise<unknown>;
}

/** Where every tool call names the agent's profile. */
const meta = z.object({ 'ucp-agent': z.object({ profile: z.url().describe('URL of the agent\u2019s UCP profile; only the capabilities it declares are granted.') }) });
const id = z.string().min(1).max(64);
const lineItems = z
  .array(z.object({ item: z.object({ id: id.describe('A variant id (never a product id).') }), quantity: z.number().int().min(1).max(99).default(1) }))
  .min(1)
  .max(20);
const buyer = z.object({ email: z.email().max(254), first_name: z.string().max(100).optional(), last_name: z.string().max(100).optional() });
const address = z.object({
  name: z.string().max(200).optional(),
  street_address: z.string().min(1).max(200),
  address_locality: z.string().min(1).max(100),
  postal_code: z.string().min(1).max(20),
  address_country: z.string().regex(/^[A-Z]{2}$/).describe('ISO 3166-1 alpha-2, e.g. ES.'),
});

const money = (price: string) => ({ amount: Math.round(Number(price) * 100), currency: 'EUR' });

function productJson(product: StoreProduct, context: ToolContext) {
  return {
    id: String(product.id),
    handle: product.handle,
    title: product.title,
    description: product.body_html.replace(/<[^>]+>/g, ''),
    url: `${context.publicUrl}/products/${product.handle}`,
    variants: product.variants.map((variant) => ({ id: String(variant.id), title: variant.title, sku: variant.sku, available: variant.available, preorder_date: variant.preorder_date, price: money(variant.price) })),
  };
}

/** A product by its id, a variant id or its handle. */
async function findProduct(key: string, context: ToolContext): Promise<StoreProduct | undefined> {
  return (await context.products()).find((product) => String(product.id) === key || product.handle === key || product.variants.some((variant) => String(variant.id) === key));
}

async function linesOf(items: z.infer<typeof lineItems>, context: ToolContext): Promise<CartLine[]> {
  const cart = emptyCart('');
  addItems(cart, await context.variants(), items.map((item) => ({ id: item.item.id, quantity: item.quantity })));
  return cart.lines;
}

async function cartJson(cart: CartRecord, context: ToolContext) {
  const index = await context.variants();
  const items = cart.lines.map((line, i) => {
    const found = index.get(line.variantId);
    const price = found ? money(found.variant.price) : { amount: 0, currency: 'EUR' };
    return { id: `li_${i + 1}`, item: { id: String(line.variantId), title: found ? `${found.product.title} - ${found.variant.title}` : String(line.variantId), price }, quantity: line.quantity };
  });
  const total = items.reduce((sum, item) => sum + item.item.price.amount * item.quantity, 0);
  const permalink = cart.lines.map((line) => `${line.variantId}:${line.quantity}`).join(',');
  return { id: cart.token, currency: 'EUR', line_items: items, totals: [{ type: 'total', price: { amount: total, currency: 'EUR' } }], continue_url: `${context.publicUrl}/cart/${permalink}` };
}

async function loadCart(cartId: unknown, context: ToolContext): Promise<CartRecord> {
  const cart = await context.carts.load(typeof cartId === 'string' ? cartId : undefined);
  if (!cart) throw new CoachError('not_found', { messageKey: 'store.cart.notFound' });
  return cart;
}

export const checkoutUrl = (context: Pick<ToolContext, 'publicUrl'>, checkoutId: string) => `${context.publicUrl}/checkouts/${checkoutId}`;

async function checkoutReply(checkout: CheckoutRecord, context: ToolContext) {
  return checkoutJson(checkout, await context.variants(), checkoutUrl(context, checkout.id));
}

/** Loads a checkout under its lock, applies `mutate` and saves it, so changes to one checkout take turns. */
async function changeCheckout(id: unknown, context: ToolContext, mutate: (checkout: CheckoutRecord) => void): Promise<CheckoutRecord> {
  return context.lock(`checkout:${String(id)}`, async () => {
    const checkout = await context.checkouts.load(id);
    mutate(checkout);
    await context.checkouts.save(checkout);
    return checkout;
  });
}

/** The buyer and the shipping address a checkout tool was given, when given. */
const buyerAndAddress = (args: Record<string, unknown>) => ({ buyer: args.buyer as CheckoutRecord['buyer'], address: (args.fulfillment as { address?: CheckoutRecord['address'] } | undefined)?.address });

const catalogueTools: Tool[] = [
  {
    name: 'search_catalog',
    description: 'Searches the catalogue: products whose title, handle, tags or SKUs contain every word of `query` (all products without one).',
    capability: 'catalog',
    input: z.object({ meta, query: z.string().max(200).optional(), limit: z.number().int().min(1).max(50).default(10) }),
    async run(args, context) {
      const query = typeof args.query === 'string' ? args.query.trim() : '';
      const products = query ? searchProducts(await context.products(), query) : await context.products();
      return { products: products.slice(0, Number(args.limit)).map((product) => productJson(product, context)) };
    },
  },
  ...(['get_catalog_item', 'get_product'] as const).map(
    (name): Tool => ({
      name,
      description: 'One product, by its id, one of its variant ids, or its handle.',
      capability: 'catalog',
      input: z.object({ meta, id }),
      async run(args, context) {
        const product = await findProduct(String(args.id), context);
        if (!product) throw new CoachError('not_found', { messageKey: 'store.catalogue.notFound' });
        return { product: productJson(product, context) };
      },
    }),
  ),
  {
    name: 'lookup_catalog',
    description: 'Several products at once, by ids, variant ids or handles; those not found are listed apart.',
    capability: 'catalog',
    input: z.object({ meta, ids: z.array(id).min(1).max(50) }),
    async run(args, context) {
      const ids = args.ids as string[];
      const found = await Promise.all(ids.map((key) => findProduct(key, context)));
      return { products: found.flatMap((product) => (product ? [productJson(product, context)] : [])), not_found: ids.filter((_, i) => !found[i]) };
    },
  },
];

const cartTools: Tool[] = [
  {
    name: 'create_cart',
    description: 'Creates a cart with line items (variant ids and quantities). Free of side effects; `continue_url` opens it in a browser.',
    capability: 'cart',
    input: z.object({ meta, line_items: lineItems }),
    async run(args, context) {
      const cart = { ...emptyCart(context.newToken()), lines: await linesOf(args.line_items as z.infer<typeof lineItems>, context) };
      await context.carts.save(cart);
      return { cart: await cartJson(cart, context) };
    },
  },
  {
    name: 'update_cart',
    description: 'Replaces the line items of a cart.',
    capability: 'cart',
    input: z.object({ meta, id, line_items: lineItems }),
    async run(args, context) {
      const lines = await linesOf(args.line_items as z.infer<typeof lineItems>, context);
      const cart = await context.lock(`cart:${String(args.id)}`, async () => {
        const found = await loadCart(args.id, context);
        found.lines = lines;
        await context.carts.save(found);
        return found;
      });
      return { cart: await cartJson(cart, context) };
    },
  },
  {
    name: 'get_cart',
    description: 'Reads a cart by id.',
    capability: 'cart',
    input: z.object({ meta, id }),
    async run(args, context) {
      return { cart: await cartJson(await loadCart(args.id, context), context) };
    },
  },
];

const checkoutTools: Tool[] = [
  {
    name: 'create_checkout',
    description: 'Creates a checkout from line items or a cart id, with the buyer and the shipping address when known. Status: incomplete until all are given, then ready_for_complete.',
    capability: 'checkout',
    input: z.object({ meta, line_items: lineItems.optional(), cart_id: id.optional(), buyer: buyer.optional(), fulfillment: z.object({ address }).optional() }),
    async run(args, context) {
      const lines = args.line_items ? await linesOf(args.line_items as z.infer<typeof lineItems>, context) : args.cart_id ? (await loadCart(args.cart_id, context)).lines : undefined;
      if (!lines || lines.length === 0) throw new CoachError('invalid_request', { messageKey: 'store.checkout.noLines' });
      const now = context.clock();
      const checkout: CheckoutRecord = { id: context.newToken(), status: 'incomplete', lines: [], version: 0, createdAt: now.toISOString(), updatedAt: now.toISOString() };
      change(checkout, { lines, ...buyerAndAddress(args) }, now);
      await context.checkouts.save(checkout);
      return { checkout: await checkoutReply(checkout, context) };
    },
  },
  {
    name: 'get_checkout',
    description: 'Reads a checkout by id.',
    capability: 'checkout',
    input: z.object({ meta, id }),
    async run(args, context) {
      return { checkout: await checkoutReply(await context.checkouts.load(args.id), context) };
    },
  },
  {
    name: 'update_checkout',
    description: 'Changes the line items, the buyer or the shipping address of a checkout; any change withdraws an earlier approval.',
    capability: 'checkout',
    input: z.object({ meta, id, line_items: lineItems.optional(), buyer: buyer.optional(), fulfillment: z.object({ address }).optional() }),
    async run(args, context) {
      const lines = args.line_items ? await linesOf(args.line_items as z.infer<typeof lineItems>, context) : undefined;
      const checkout = await changeCheckout(args.id, context, (found) => change(found, { lines, ...buyerAndAddress(args) }, context.clock()));
      return { checkout: await checkoutReply(checkout, context) };
    },
  },
  {
    name: 'complete_checkout',
    description:
      'Places the order. Never call it without the buyer\u2019s approval at that moment: the buyer approves the order at the checkout\u2019s continue_url and gets a code, which goes in buyer_approval.code. Without a valid code it is refused.',
    capability: 'checkout',
    input: z.object({ meta, id, buyer_approval: z.object({ code: z.string().max(32) }).optional() }),
    async run(args, context) {
      // Under the lock, so two calls with one code cannot place two orders.
      const code = (args.buyer_approval as { code?: unknown } | undefined)?.code;
      const checkout = await changeCheckout(args.id, context, (found) => complete(found, code, `ord_${context.newToken().slice(0, 16)}`, context.clock()));
      return { checkout: await checkoutReply(checkout, context) };
    },
  },
];

export const TOOLS: readonly Tool[] = [...catalogueTools, ...cartTools, ...checkoutTools];
