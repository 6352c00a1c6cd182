/**
 * @module
 * The cart of the storefront GraphQL subset: read, create and the line, note, attribute and buyer
 * mutations, over the same cart book as the Ajax cart. Refusals come back as `userErrors`, as the
 * platform reports them; each change holds the cart's lock.
 */
import { isCoachError } from '../../core/errors.js';
import { addItems, changeLine, emptyCart, lineKey, type CartRecord } from '../cart.js';
import { connection, gid, idOf, money, variantNode, type Page } from './nodes.js';
import type { ResolverDeps } from './resolvers.js';

type LineInput = { merchandiseId: string; quantity?: number };
type CartInput = {
  lines?: LineInput[] | null;
  note?: string | null;
  attributes?: { key: string; value: string }[] | null;
  buyerIdentity?: Buyer | null;
};
type Buyer = { email?: string | null; countryCode?: string | null };

/** Most attributes a cart keeps, and the longest note. */
const MAX_ATTRIBUTES = 50;
const MAX_NOTE = 5000;

export function createCartResolvers(deps: ResolverDeps) {
  const cartNode = async (cart: CartRecord) => {
    const index = await deps.variants();
    const lines = cart.lines.flatMap((line) => {
      const found = index.get(line.variantId);
      return found ? [{ line, found }] : [];
    });
    const total = lines.reduce((sum, { line, found }) => sum + Number(found.variant.price) * line.quantity, 0);
    const attributes = Object.entries(cart.attributes).map(([key, value]) => ({ key, value }));
    return {
      __typename: 'Cart',
      id: gid('Cart', cart.token),
      checkoutUrl: `${deps.publicUrl}/cart/${cart.lines.map((line) => `${line.variantId}:${line.quantity}`).join(',')}`,
      totalQuantity: lines.reduce((sum, { line }) => sum + line.quantity, 0),
      note: cart.note,
      attributes,
      attribute: (args: { key: string }) => attributes.find((attribute) => attribute.key === args.key) ?? null,
      buyerIdentity: { email: cart.buyer?.email ?? null, countryCode: cart.buyer?.countryCode ?? null },
      cost: { subtotalAmount: money(total), totalAmount: money(total) },
      lines: (args: Page) =>
        connection(lines, args, ({ line, found }) => ({
          __typename: 'CartLine',
          id: gid('CartLine', lineKey(line).replace(':', '-')),
          quantity: line.quantity,
          merchandise: variantNode(found.variant, found.product),
          cost: { totalAmount: money(Number(found.variant.price) * line.quantity) },
        })),
    };
  };

  const refused = (field: string, message: string) => ({
    cart: null,
    userErrors: [{ field: [field], message, code: 'INVALID' }],
  });

  /** Applies `change` to the cart under its lock and saves it; a refusal of the change is a user error. */
  const changing = (cartId: string, field: string, change: (cart: CartRecord) => Promise<void> | void) => {
    const token = idOf('Cart', cartId);
    return deps.lock(`cart:${token ?? 'none'}`, async () => {
      const cart = await deps.carts.load(token);
      if (!cart) return refused('cartId', deps.t('store.cart.notFound'));
      try {
        await change(cart);
      } catch (error) {
        if (!isCoachError(error)) throw error;
        return refused(field, deps.t(error.messageKey, error.vars));
      }
      await deps.carts.save(cart);
      return { cart: await cartNode(cart), userErrors: [] };
    });
  };

  const addLines = async (cart: CartRecord, lines: readonly LineInput[]) => {
    addItems(
      cart,
      await deps.variants(),
      lines.map((line) => ({ id: idOf('ProductVariant', line.merchandiseId) ?? 'none', quantity: line.quantity ?? 1 })),
    );
  };
  const setAttributes = (cart: CartRecord, attributes: readonly { key: string; value: string }[]) => {
    for (const { key, value } of attributes) cart.attributes[key.slice(0, 100)] = value.slice(0, 1000);
    cart.attributes = Object.fromEntries(Object.entries(cart.attributes).slice(-MAX_ATTRIBUTES));
  };
  const setBuyer = (cart: CartRecord, buyer: Buyer) => {
    cart.buyer = {
      ...cart.buyer,
      ...(buyer.email ? { email: buyer.email.slice(0, 254) } : {}),
      ...(buyer.countryCode ? { countryCode: String(buyer.countryCode).slice(0, 2).toUpperCase() } : {}),
    };
  };
  /** The line key a line id names (its variant and properties). */
  const lineOf = (lineId: string) => idOf('CartLine', lineId)?.replace('-', ':') ?? 'none';

  return {
    cart: async (args: { id: string }) => {
      const cart = await deps.carts.load(idOf('Cart', args.id));
      return cart ? cartNode(cart) : null;
    },
    cartNode: async (token: string) => {
      const cart = await deps.carts.load(token);
      return cart ? cartNode(cart) : null;
    },
    cartCreate: async (args: { input?: CartInput | null }) => {
      const cart = emptyCart(deps.newToken());
      try {
        await addLines(cart, args.input?.lines ?? []);
      } catch (error) {
        if (!isCoachError(error)) throw error;
        return refused('lines', deps.t(error.messageKey, error.vars));
      }
      if (args.input?.note) cart.note = args.input.note.slice(0, MAX_NOTE);
      if (args.input?.attributes) setAttributes(cart, args.input.attributes);
      if (args.input?.buyerIdentity) setBuyer(cart, args.input.buyerIdentity);
      await deps.carts.save(cart);
      return { cart: await cartNode(cart), userErrors: [] };
    },
    cartLinesAdd: (args: { cartId: string; lines: LineInput[] }) =>
      changing(args.cartId, 'lines', (cart) => addLines(cart, args.lines)),
    cartLinesUpdate: (args: {
      cartId: string;
      lines: { id: string; merchandiseId?: string | null; quantity?: number | null }[];
    }) =>
      changing(args.cartId, 'lines', async (cart) => {
        for (const line of args.lines) {
          const current = lineOf(line.id);
          const quantity = line.quantity ?? cart.lines.find((existing) => lineKey(existing) === current)?.quantity ?? 1;
          const replacement = line.merchandiseId ? idOf('ProductVariant', line.merchandiseId) : undefined;
          if (replacement && replacement !== current.split(':')[0]) {
            changeLine(cart, { id: current }, 0);
            await addLines(cart, [{ merchandiseId: line.merchandiseId as string, quantity }]);
          } else changeLine(cart, { id: current }, quantity);
        }
      }),
    cartLinesRemove: (args: { cartId: string; lineIds: string[] }) =>
      changing(args.cartId, 'lineIds', (cart) => {
        for (const lineId of args.lineIds) changeLine(cart, { id: lineOf(lineId) }, 0);
      }),
    cartNoteUpdate: (args: { cartId: string; note: string }) =>
      changing(args.cartId, 'note', (cart) => {
        cart.note = args.note.slice(0, MAX_NOTE);
      }),
    cartAttributesUpdate: (args: { cartId: string; attributes: { key: string; value: string }[] }) =>
      changing(args.cartId, 'attributes', (cart) => setAttributes(cart, args.attributes)),
    cartBuyerIdentityUpdate: (args: { cartId: string; buyerIdentity: Buyer }) =>
      changing(args.cartId, 'buyerIdentity', (cart) => setBuyer(cart, args.buyerIdentity)),
  };
}
