/**
 * @module
 * The Ajax cart (`/cart.js`, `/cart/add.js`, `/cart/change.js`,
 * `/cart/update.js`, `/cart/clear.js`), cart permalinks
 * (`/cart/4710001:1,4710012:2`) that fill the cart and land on the cart page,
 * and that small page. The `cart` cookie carries the cart's token.
 */
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CoachError } from '../core/errors.js';
import { readBody } from './body.js';
import {
  addItems,
  CART_TOKEN,
  CART_TTL_MS,
  cartJson,
  changeLine,
  emptyCart,
  lineItem,
  updateQuantities,
  type CartRecord,
} from './cart.js';
import { spend } from './rate-limit.js';
import { cartPage } from './cart-page.js';
import { localLabel } from './products.js';
import type { Language } from '../core/ports.js';
import { renderSections, sectionIds, type SectionWords } from './cart-sections.js';
import { escape, page, pageLanguage } from './page.js';
import { fromAnotherSite } from './same-origin.js';
import type { StoreRouteDeps } from './store-deps.js';

export const CART_COOKIE = 'cart';
/** The link attributes a permalink keeps on the cart, for attribution. */
const ATTRIBUTION = ['ref', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;
const PERMALINK = /^\d{1,12}:\d{1,3}(,\d{1,12}:\d{1,3}){0,19}$/;

export function registerCart(app: Hono, deps: StoreRouteDeps): void {
  /** The page's sentences, and each line named, in `language`. */
  const wordsOf = async (language: Language): Promise<SectionWords> => {
    const index = await deps.variants();
    const t = deps.words(language);
    return { t, nameOf: (variantId, fallback) => localLabel(index.get(variantId), fallback, t) };
  };
  const cartPageOf = async (cart: ReturnType<typeof cartJson>, language: Language) => {
    const { t, nameOf } = await wordsOf(language);
    return cartPage(cart, t, language, nameOf);
  };
  /** The caller's cart, or a new empty one (saved only when changed). */
  const current = async (c: Context): Promise<CartRecord> =>
    (await deps.carts.load(getCookie(c, CART_COOKIE))) ?? emptyCart(deps.newToken());
  /**
   * Changes the caller's cart under its lock (a new cart needs none, no one
   * else knows it), then saves it and sets the cookie; a new cart that holds
   * nothing is not kept.
   */
  const change = async <T>(
    c: Context,
    apply: (cart: CartRecord) => T | Promise<T>,
  ): Promise<{ cart: CartRecord; result: T }> => {
    const token = getCookie(c, CART_COOKIE);
    const run = async () => {
      const known = await deps.carts.load(token);
      const cart = known ?? emptyCart(deps.newToken());
      const result = await apply(cart);
      cart.attributes = capAttributes(cart.attributes);
      if (known || cart.lines.length > 0) {
        await deps.carts.save(cart);
        setCookie(c, CART_COOKIE, cart.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          secure: deps.publicUrl.startsWith('https://'),
          maxAge: CART_TTL_MS / 1000,
        });
      }
      return { cart, result };
    };
    return token && CART_TOKEN.test(token) ? deps.lock(`cart:${token}`, run) : run();
  };
  /** The body, or the answer to one that cannot be read: 413 past the limit, 400 otherwise. */
  const body = async (c: Context): Promise<Record<string, unknown> | Response> => {
    const result = await readBody(c.req.raw);
    if (result.ok) return result.value;
    return deps.fail(c, result.reason === 'too_large' ? 413 : 400, deps.t(`store.cart.body.${result.reason}`));
  };

  // Every change to a cart spends the caller's budget, so anonymous writes cannot fill the storage.
  const limited = async (c: Context, next: () => Promise<void>) => {
    const wait = await spend(deps.limits, c, undefined, 'cart_ip');
    if (wait === undefined) return next();
    c.header('retry-after', String(wait));
    return c.json(
      { status: 429, message: 'Too Many Requests', description: deps.t('store.errors.rateLimited', { seconds: wait }) },
      429,
    );
  };
  app.post('/cart/*', limited);
  app.get('/cart/:spec{[0-9:,]+}', limited);

  app.get('/cart.js', async (c) => c.json(cartJson(await current(c), await deps.variants())));

  /** A cart answer, with the sections a theme asked for rendered from it in the page's language. */
  const withSections = async (c: Context, answer: object, cart: CartRecord, asked: unknown) => {
    const ids = sectionIds(asked);
    if (ids.length === 0) return answer;
    const sections = renderSections(ids, cartJson(cart, await deps.variants()), await wordsOf(pageLanguage(c)));
    return { ...answer, sections };
  };

  app.post('/cart/add.js', async (c) => {
    const payload = await body(c);
    if (payload instanceof Response) return payload;
    const index = await deps.variants();
    const many = payload.items !== undefined;
    const items = many ? Object.values(payload.items as object) : [payload];
    if (items.length === 0 || items.some((item) => typeof item !== 'object' || item === null || !('id' in item)))
      throw new CoachError('invalid_request', { messageKey: 'store.cart.missingId' });
    const { cart, result: lines } = await change(c, (cart) =>
      addItems(cart, index, items as { id: unknown; quantity?: unknown; properties?: unknown }[]),
    );
    return c.json(
      await withSections(
        c,
        many ? { items: lines.map((line) => lineItem(line, index)) } : lineItem(lines[0], index),
        cart,
        payload.sections,
      ),
    );
  });

  app.post('/cart/change.js', async (c) => {
    const payload = await body(c);
    if (payload instanceof Response) return payload;
    const { cart } = await change(c, (cart) =>
      changeLine(cart, { id: payload.id, line: payload.line }, payload.quantity),
    );
    return c.json(await withSections(c, cartJson(cart, await deps.variants()), cart, payload.sections));
  });

  app.post('/cart/update.js', async (c) => {
    const payload = await body(c);
    if (payload instanceof Response) return payload;
    const index = await deps.variants();
    const { cart } = await change(c, (cart) => {
      if (payload.updates !== undefined) updateQuantities(cart, index, payload.updates);
      if (typeof payload.note === 'string') cart.note = payload.note.slice(0, 5000);
      if (payload.attributes && typeof payload.attributes === 'object')
        Object.assign(cart.attributes, stringValues(payload.attributes as Record<string, unknown>));
    });
    return c.json(await withSections(c, cartJson(cart, index), cart, payload.sections));
  });

  app.post('/cart/clear.js', async (c) => {
    const { cart } = await change(c, (cart) => void (cart.lines = []));
    return c.json(cartJson(cart, await deps.variants()));
  });

  app.get('/cart', async (c) => {
    const cart = cartJson(await current(c), await deps.variants());
    // The Section Rendering API: `?sections=cart-drawer,cart-icon-bubble` answers the sections as JSON.
    const asked = sectionIds(c.req.query('sections'));
    const language = pageLanguage(c);
    return asked.length
      ? c.json(renderSections(asked, cart, await wordsOf(language)))
      : c.html(await cartPageOf(cart, language));
  });

  /**
   * A permalink replaces the cart, as the platform's do. Opened from another site's page while the cart holds something,
   * it asks first (issue 41: any page could rewrite a person's cart with a link); the answer comes back as a POST, which
   * only the store's own pages may send (`same-origin.ts`).
   */
  app.get('/cart/:spec{[0-9:,]+}', async (c) => {
    const spec = c.req.param('spec');
    if (!PERMALINK.test(spec)) return c.notFound();
    const held = await deps.carts.load(getCookie(c, CART_COOKIE));
    if (!fromAnotherSite(c) || !held?.lines.length) return fillFromPermalink(c, spec);
    const language = pageLanguage(c);
    const { t } = await wordsOf(language);
    const units = held.lines.reduce((sum, line) => sum + line.quantity, 0);
    const here = new URL(c.req.url);
    const form = `<p>${escape(t('store.cart.replaceAsk', { count: units }))}</p><form method="post" action="${escape(here.pathname + here.search)}"><button type="submit">${escape(t('store.cart.replace'))}</button></form><p><a href="/cart">${escape(t('store.cart.keep'))}</a></p>`;
    return c.html(page(language, t('store.cart.replaceTitle'), form, { label: t('store.pages.other'), path: '/cart' }));
  });
  app.post('/cart/:spec{[0-9:,]+}', async (c) => {
    const spec = c.req.param('spec');
    return PERMALINK.test(spec) ? fillFromPermalink(c, spec) : c.notFound();
  });

  const fillFromPermalink = async (c: Context, spec: string) => {
    const index = await deps.variants();
    await change(c, (cart) => {
      cart.lines = [];
      addItems(
        cart,
        index,
        spec.split(',').map((pair) => ({ id: pair.split(':')[0], quantity: Number(pair.split(':')[1]) })),
      );
      cart.attributes = {
        ...cart.attributes,
        ...stringValues(
          Object.fromEntries(ATTRIBUTION.flatMap((name) => (c.req.query(name) ? [[name, c.req.query(name)]] : []))),
        ),
      };
      // As the platform's permalinks: `note=…`, `attributes[gift]=yes`, `discount=CODE` (noted; this store has no discounts).
      const query = c.req.query();
      if (query.note) cart.note = query.note.slice(0, 5000);
      cart.attributes = {
        ...cart.attributes,
        ...stringValues(
          Object.fromEntries(
            Object.entries(query).flatMap(([name, value]) =>
              /^attributes\[[^\]]{1,64}\]$/.test(name) ? [[name.slice(11, -1), value]] : [],
            ),
          ),
        ),
      };
      if (query.discount)
        cart.discountCodes = query.discount
          .split(',')
          .map((code) => code.trim().slice(0, 64))
          .filter(Boolean)
          .slice(0, 5);
    });
    return c.redirect('/cart', 303);
  };
}

/** Most attributes a cart keeps, after merging. */
const MAX_ATTRIBUTES = 20;
const capAttributes = (attributes: Record<string, string>) =>
  Object.fromEntries(Object.entries(attributes).slice(-MAX_ATTRIBUTES));

/** Attribute values as short strings; other types are dropped. */
function stringValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key, value]) => typeof value === 'string' && key.length <= 64)
      .slice(0, 20)
      .map(([key, value]) => [key, (value as string).slice(0, 200)]),
  );
}
