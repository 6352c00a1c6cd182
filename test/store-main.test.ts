/**
 * The store as `npm start` runs it, beside the coach: the coach reads its
 * tubs from the store over HTTP, and the cart link it gives fills a cart on
 * that store and lands on the cart page.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { start } from '../src/main.js';
import { createMemoryLogger } from './helpers/api.js';

describe('the store beside the coach', () => {
  it('serves the cart links the coach gives, end to end', async () => {
    const logger = createMemoryLogger();
    const running = await start(loadConfig({ PORT: '0', STORE_PORT: '0' }), logger);
    try {
      const shop = (await (await fetch(`http://127.0.0.1:${running.port}/api/shop?proteinG=40`)).json()) as {
        offer: { cartUrl: string };
      };
      const cartUrl = new URL(shop.offer.cartUrl);
      expect(cartUrl.hostname).toBe('localhost');
      const landed = await fetch(cartUrl, { redirect: 'manual' });
      expect(landed.status).toBe(303);
      const cookie = (landed.headers.get('set-cookie') ?? '').split(';')[0];
      expect(cookie).toMatch(/^cart=[a-f0-9]{32}$/);
      const cart = (await (await fetch(new URL('/cart.js', cartUrl), { headers: { cookie } })).json()) as {
        item_count: number;
        attributes: Record<string, string>;
      };
      expect(cart.item_count).toBe(1);
      expect(cart.attributes.utm_source).toBe('coach');
      const page = await fetch(new URL('/cart', cartUrl), { headers: { cookie } });
      expect(await page.text()).toContain('Protein milkshake powder');
      expect(logger.lines.some((line) => line.message.includes('built-in'))).toBe(false);
      // The store sells creatine too; the coach's milkshake offer stays on the whey it read from the same list.
      const sold = (await (await fetch(new URL('/products.json', cartUrl))).json()) as {
        products: { handle: string; variants: { id: number }[] }[];
      };
      const creatine = sold.products.find((product) => product.handle === 'creatina-monohidrat');
      expect(creatine?.variants).toHaveLength(3);
      const { offers } = (await (await fetch(`http://127.0.0.1:${running.port}/api/shop?proteinG=40`)).json()) as {
        offers: { cartUrl: string }[];
      };
      expect(offers).toHaveLength(9);
      const offered = offers.map((offer) => /\/cart\/(\d+):/.exec(offer.cartUrl)?.[1]);
      expect(offered.every(Boolean)).toBe(true);
      expect(
        offered.filter((variantId) => creatine?.variants.some((variant) => String(variant.id) === variantId)),
      ).toEqual([]);
    } finally {
      await running.close();
    }
  });
});
