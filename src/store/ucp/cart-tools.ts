/**
 * @module
 * The cart tools: create, read, replace the lines of, and cancel a cart. A cart has no side effects;
 * its `continue_url` opens it in a browser.
 */
import { z } from 'zod';
import { CoachError } from '../../core/errors.js';
import { addItems, emptyCart, type CartLine, type CartRecord } from '../cart.js';
import { policyLinks } from '../policy-pages.js';
import { CURRENCY, lineItemsJson, totalsJson } from './line-items.js';
import { success } from './outcome.js';
import { defineTool, type Tool, type ToolContext } from './tools.js';

export const id = z.string().min(1).max(64);
export const lineItems = z
  .array(
    z
      .object({
        id: z.string().max(64).optional().describe('The line’s own id; ignored on create.'),
        item: z.object({ id: id.describe('A variant id (never a product id).') }).strict(),
        quantity: z.number().int().min(1).max(99).default(1),
      })
      .strict(),
  )
  .min(1)
  .max(20);

export async function linesOf(items: z.infer<typeof lineItems>, context: ToolContext): Promise<CartLine[]> {
  const cart = emptyCart('');
  addItems(
    cart,
    await context.variants(),
    items.map((item) => ({ id: item.item.id, quantity: item.quantity })),
  );
  return cart.lines;
}

/** The cart as UCP 2026-04-08 `cart.json` has it: lines with their totals, one subtotal and one total, the policies. */
async function cartJson(cart: CartRecord, context: ToolContext) {
  const items = lineItemsJson(cart.lines, await context.variants());
  const permalink = cart.lines.map((line) => `${line.variantId}:${line.quantity}`).join(',');
  return {
    id: cart.token,
    currency: CURRENCY,
    line_items: items,
    // No shipping line yet: a cart has no address (shipping is free all the same).
    totals: totalsJson(items, false),
    links: policyLinks(context.publicUrl),
    continue_url: `${context.publicUrl}/cart/${permalink}`,
  };
}

export async function loadCart(cartId: unknown, context: ToolContext): Promise<CartRecord> {
  const cart = await context.carts.load(typeof cartId === 'string' ? cartId : undefined);
  if (!cart) throw new CoachError('not_found', { messageKey: 'store.cart.notFound' });
  return cart;
}

const cartWrapper = {
  key: 'cart' as const,
  schema: z.object({ line_items: lineItems, context: z.record(z.string(), z.unknown()).optional() }).strict(),
  toFlat: ({ line_items }: Record<string, unknown>) => ({ line_items }),
};

export const CART_TOOLS: readonly Tool[] = [
  defineTool({
    name: 'create_cart',
    description:
      'Creates a cart with line items (variant ids and quantities). Free of side effects; `continue_url` opens it in a browser.',
    capability: 'cart',
    flat: { line_items: lineItems },
    wrapper: cartWrapper,
    async run(args, context) {
      const cart = { ...emptyCart(context.newToken()), lines: await linesOf(args.line_items, context) };
      await context.carts.save(cart);
      return success('cart', await cartJson(cart, context));
    },
  }),
  defineTool({
    name: 'update_cart',
    description: 'Replaces the line items of a cart.',
    capability: 'cart',
    flat: { id, line_items: lineItems },
    wrapper: cartWrapper,
    async run(args, context) {
      const lines = await linesOf(args.line_items, context);
      const cart = await context.lock(`cart:${args.id}`, async () => {
        const found = await loadCart(args.id, context);
        found.lines = lines;
        await context.carts.save(found);
        return found;
      });
      return success('cart', await cartJson(cart, context));
    },
  }),
  defineTool({
    name: 'get_cart',
    description: 'Reads a cart by id.',
    capability: 'cart',
    flat: { id },
    async run(args, context) {
      return success('cart', await cartJson(await loadCart(args.id, context), context));
    },
  }),
  defineTool({
    name: 'cancel_cart',
    description: 'Deletes a cart; answers it as it was.',
    capability: 'cart',
    flat: { id },
    async run(args, context) {
      const cart = await context.lock(`cart:${args.id}`, async () => {
        const found = await loadCart(args.id, context);
        await context.carts.delete(found.token);
        return found;
      });
      return success('cart', await cartJson(cart, context));
    },
  }),
];
