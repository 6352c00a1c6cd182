/**
 * @module
 * Carts: kept in shared storage under a random token that the `cart` cookie
 * carries, so a cart is the caller's alone and any instance serves it. The
 * operations follow the store platform's Ajax cart (add, change, update) and
 * render its cart JSON (prices in cents).
 */
import { CoachError } from '../core/errors.js';
import type { KeyValueStore } from '../core/ports.js';
import type { StoreProduct, StoreVariant } from './products.js';

export interface CartLine {
  variantId: number;
  quantity: number;
  /** What the buyer added with the line (an engraving, a gift message); `_`-prefixed ones are for the theme, not shown. */
  properties?: Record<string, string>;
}

export interface CartRecord {
  token: string;
  lines: CartLine[];
  /** Attribution from the link that filled the cart (`ref`, `utm_*`), and what a storefront sets. */
  attributes: Record<string, string>;
  note: string | null;
  /** Who is buying, as a storefront says it (GraphQL's buyer identity); never shown to anyone else. */
  buyer?: { email?: string; countryCode?: string };
  /** Discount codes a permalink carried; this store has none to apply, and says so. */
  discountCodes?: string[];
}

/** How long a cart is kept after its last change. */
export const CART_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * How long a cart with no lines is kept: an anonymous `cartCreate` once kept an empty cart for 14 days, so a client
 * inside its budget could fill the storage with them. Adding a line keeps it for {@link CART_TTL_MS}.
 */
export const EMPTY_CART_TTL_MS = 60 * 60 * 1000;
/** Most units of one variant in a cart. */
export const MAX_QUANTITY = 99;
/**
 * Most lines in one cart. Lines that differ only by their properties once grew without bound (issue 41: 2,000 lines in
 * 40 requests, each add then taking seconds); a shop's real carts hold a handful.
 */
export const MAX_LINES = 100;
export const CART_TOKEN = /^[a-f0-9]{32}$/;

type Index = Map<number, { product: StoreProduct; variant: StoreVariant }>;

const cartError = (messageKey: string, vars: Record<string, string | number> = {}) =>
  new CoachError('invalid_request', { messageKey, vars });

export function createCartBook(store: KeyValueStore) {
  const key = (token: string) => `store:cart:${token}`;
  return {
    async load(token: string | undefined): Promise<CartRecord | undefined> {
      if (!token || !CART_TOKEN.test(token)) return undefined;
      const raw = await store.get(key(token));
      return raw ? (JSON.parse(raw) as CartRecord) : undefined;
    },
    async save(cart: CartRecord): Promise<void> {
      await store.set(key(cart.token), JSON.stringify(cart), {
        ttlMs: cart.lines.length > 0 ? CART_TTL_MS : EMPTY_CART_TTL_MS,
      });
    },
    async delete(token: string): Promise<void> {
      await store.delete(key(token));
    },
  };
}

export type CartBook = ReturnType<typeof createCartBook>;

export const emptyCart = (token: string): CartRecord => ({ token, lines: [], attributes: {}, note: null });

/** Forms and some themes send numbers as strings: "2" is 2. */
const numeric = (value: unknown) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value);

function checkQuantity(raw: unknown, allowZero: boolean): number {
  const quantity = numeric(raw);
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < (allowZero ? 0 : 1))
    throw cartError('store.cart.badQuantity');
  if (quantity > MAX_QUANTITY) throw cartError('store.cart.tooMany', { max: MAX_QUANTITY });
  return quantity;
}

function checkVariant(index: Index, id: unknown): StoreVariant {
  const found =
    typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? index.get(Number(id)) : undefined;
  if (!found) throw cartError('store.cart.unknownVariant');
  if (!found.variant.available)
    throw cartError('store.cart.soldOut', { title: `${found.product.title} – ${found.variant.title}` });
  return found.variant;
}

/** Most properties on one line, and their longest name and value. */
const MAX_PROPERTIES = 20;

/** A line's properties as the platform takes them: names to short strings (numbers as text); anything else is refused. */
function checkProperties(raw: unknown): Record<string, string> | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw cartError('store.cart.badProperties');
  const entries = Object.entries(raw as Record<string, unknown>);
  if (
    entries.length > MAX_PROPERTIES ||
    entries.some(
      ([name, value]) =>
        name.length === 0 ||
        name.length > 100 ||
        !['string', 'number', 'boolean'].includes(typeof value) ||
        String(value).length > 500,
    )
  )
    throw cartError('store.cart.badProperties');
  return entries.length > 0 ? Object.fromEntries(entries.map(([name, value]) => [name, String(value)])) : undefined;
}

const sameProperties = (a: Record<string, string> | undefined, b: Record<string, string> | undefined) =>
  JSON.stringify(Object.entries(a ?? {}).sort()) === JSON.stringify(Object.entries(b ?? {}).sort());

/** A line's key, as the platform writes it: the variant, and a digest of its properties (lines differ by either). */
export function lineKey(line: CartLine): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(Object.entries(line.properties ?? {}).sort()))
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `${line.variantId}:${hash.toString(16).padStart(8, '0')}`;
}

/** Adds units of variants, merging with a line of the same variant and properties; returns the lines touched. */
export function addItems(
  cart: CartRecord,
  index: Index,
  items: { id: unknown; quantity?: unknown; properties?: unknown }[],
): CartLine[] {
  const checked = items.map((item) => ({
    variant: checkVariant(index, item.id),
    quantity: checkQuantity(item.quantity ?? 1, false),
    properties: checkProperties(item.properties),
  }));
  return checked.map(({ variant, quantity, properties }) => {
    const line = cart.lines.find(
      (existing) => existing.variantId === variant.id && sameProperties(existing.properties, properties),
    );
    if (line) {
      line.quantity = checkQuantity(line.quantity + quantity, false);
      return line;
    }
    const added: CartLine = { variantId: variant.id, quantity, ...(properties ? { properties } : {}) };
    pushLine(cart, added);
    return added;
  });
}

function pushLine(cart: CartRecord, line: CartLine): void {
  if (cart.lines.length >= MAX_LINES) throw cartError('store.cart.tooManyLines', { max: MAX_LINES });
  cart.lines.push(line);
}

/** Sets one line's quantity (0 removes it), the line named by its key, its variant id (the first such line) or its 1-based position. */
export function changeLine(cart: CartRecord, target: { id?: unknown; line?: unknown }, quantity: unknown): void {
  const amount = checkQuantity(quantity, true);
  const line = numeric(target.line);
  const id = String(target.id);
  const byKey = id.includes(':') ? cart.lines.findIndex((existing) => lineKey(existing) === id) : -1;
  const position =
    typeof line === 'number' && Number.isInteger(line)
      ? line - 1
      : byKey >= 0
        ? byKey
        : cart.lines.findIndex((existing) => String(existing.variantId) === id.split(':')[0]);
  if (position < 0 || position >= cart.lines.length) throw cartError('store.cart.noLine');
  if (amount === 0) cart.lines.splice(position, 1);
  else cart.lines[position].quantity = amount;
}

/** Sets quantities by variant id (`{ "4710001": 2 }`) or by position (`[2, 0]`); a new id is added. */
export function updateQuantities(cart: CartRecord, index: Index, updates: unknown): void {
  const entries: [string | number, unknown][] = Array.isArray(updates)
    ? updates.map((quantity, i) => [i, quantity])
    : Object.entries((updates ?? {}) as Record<string, unknown>);
  if (entries.length === 0) throw cartError('store.cart.noUpdates');
  for (const [target, quantity] of entries) {
    const amount = checkQuantity(quantity, true);
    if (typeof target === 'number') {
      if (target >= cart.lines.length) throw cartError('store.cart.noLine');
      cart.lines[target].quantity = amount;
      continue;
    }
    const line = cart.lines.find((existing) => String(existing.variantId) === target);
    if (line) line.quantity = amount;
    else if (amount > 0) pushLine(cart, { variantId: checkVariant(index, target).id, quantity: amount });
  }
  cart.lines = cart.lines.filter((line) => line.quantity > 0);
}

/** An EUR decimal string ("34.90") in cents. */
export const cents = (price: string) => Math.round(Number(price) * 100);

/** One line as the platform's cart JSON renders it. */
export function lineItem(line: CartLine, index: Index) {
  const { product, variant } = index.get(line.variantId) ?? { product: undefined, variant: undefined };
  const price = variant ? cents(variant.price) : 0;
  return {
    id: line.variantId,
    variant_id: line.variantId,
    key: lineKey(line),
    quantity: line.quantity,
    title: product && variant ? `${product.title} - ${variant.title}` : String(line.variantId),
    product_title: product?.title ?? null,
    variant_title: variant?.title ?? null,
    product_id: product?.id ?? null,
    handle: product?.handle ?? null,
    url: product ? `/products/${product.handle}?variant=${line.variantId}` : null,
    sku: variant?.sku ?? null,
    grams: variant?.grams ?? 0,
    vendor: product?.vendor ?? null,
    price,
    original_price: price,
    final_price: price,
    line_price: price * line.quantity,
    original_line_price: price * line.quantity,
    final_line_price: price * line.quantity,
    properties: line.properties ?? {},
    // This store shows no product photos yet.
    image: null,
    featured_image: null,
    options_with_values:
      product && variant
        ? [
            { name: product.options[0]?.name ?? 'Flavour', value: variant.option1 },
            { name: product.options[1]?.name ?? 'Size', value: variant.option2 },
          ]
        : [],
    variant_options: variant ? [variant.option1, variant.option2] : [],
    product_has_only_default_variant: false,
    requires_shipping: true,
  };
}

/** The whole cart as the platform's `/cart.js` renders it. */
export function cartJson(cart: CartRecord, index: Index) {
  const items = cart.lines.filter((line) => index.has(line.variantId)).map((line) => lineItem(line, index));
  const total = items.reduce((sum, item) => sum + item.line_price, 0);
  return {
    token: cart.token,
    note: cart.note,
    attributes: cart.attributes,
    original_total_price: total,
    total_price: total,
    total_discount: 0,
    total_weight: items.reduce((sum, item) => sum + item.grams * item.quantity, 0),
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    requires_shipping: items.length > 0,
    currency: 'EUR',
    items_subtotal_price: total,
    cart_level_discount_applications: [],
    // A code a link carried: this store has no discounts, so none applies.
    discount_codes: (cart.discountCodes ?? []).map((code) => ({ code, applicable: false })),
  };
}
