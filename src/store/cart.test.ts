import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../storage/memory.js';
import { CART_TTL_MS, createCartBook, EMPTY_CART_TTL_MS, type CartRecord } from './cart.js';

const cart = (token: string, lines: CartRecord['lines']): CartRecord => ({ token, lines, attributes: {}, note: null });

describe('the cart book', () => {
  it('keeps an empty cart an hour and a cart with lines two weeks (issue 41: empty carts for 14 days filled storage)', async () => {
    let now = 0;
    const carts = createCartBook(createMemoryStore({ clock: () => new Date(now) }));
    const empty = 'a'.repeat(32);
    const filled = 'b'.repeat(32);
    await carts.save(cart(empty, []));
    await carts.save(cart(filled, [{ variantId: 4710002, quantity: 1 }]));
    now = EMPTY_CART_TTL_MS - 1;
    expect(await carts.load(empty)).toBeDefined();
    now = EMPTY_CART_TTL_MS + 1;
    expect(await carts.load(empty)).toBeUndefined();
    expect(await carts.load(filled)).toBeDefined();
    now = CART_TTL_MS + 1;
    expect(await carts.load(filled)).toBeUndefined();
  });
});
