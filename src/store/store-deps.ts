/**
 * @module
 * What the store's routes are built from, and its Hono environment.
 */
import type { Context } from 'hono';
import type { Clock, Language, Logger, Translate } from '../core/ports.js';
import type { CartBook } from './cart.js';
import type { AgentLimits } from './rate-limit.js';
import type { StoreProduct, StoreVariant } from './products.js';

export interface StoreRouteDeps {
  /** The products, built from the tub catalogue. */
  products: () => Promise<StoreProduct[]>;
  /** Variants by id, with their product. */
  variants: () => Promise<Map<number, { product: StoreProduct; variant: StoreVariant }>>;
  carts: CartBook;
  /** A new cart token: 32 lowercase hex characters. */
  newToken: () => string;
  /** English sentences of the store. */
  t: Translate;
  /** The store's sentences in a language, for pages people read. */
  words: (language: Language) => Translate;
  clock: Clock;
  logger: Logger;
  /** Public origin of the store, without a trailing slash. */
  publicUrl: string;
  /** Runs `work` holding the lock of `key`, so changes to one record take turns. */
  lock: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  /** Budgets per address and token; absent, unlimited. */
  limits?: AgentLimits;
  /** An error answer in the Ajax envelope (`status`, `message`, `description`). */
  fail: (c: Context, status: number, description: string) => Response;
}
