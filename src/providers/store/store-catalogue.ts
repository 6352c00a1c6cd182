/**
 * @module
 * The tub catalogue read from the store (`STORE_URL/products.json`, page by
 * page), mapped to tubs and cached an hour in shared storage. When the store
 * cannot be read, the built-in catalogue serves, with one log line per
 * outage, and the store is asked again after a minute.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  FLAVOURS,
  type Clock,
  type Flavour,
  type KeyValueStore,
  type Logger,
  type Tub,
  type TubCatalogue,
} from '../../core/ports.js';
import { fetchWithRetry, readJson } from '../http.js';

export interface StoreCatalogueOptions {
  /** The store's origin. */
  storeUrl: string;
  /** Shared storage for the cached catalogue. */
  store: KeyValueStore;
  /** What serves when the store cannot be read. */
  fallback: TubCatalogue;
  logger: Logger;
  /** How long a catalogue read from the store is used, in ms. Defaults to one hour. */
  cacheTtlMs?: number;
  /** How long the fallback serves before the store is asked again, in ms. Defaults to one minute. */
  retryAfterMs?: number;
  /** Time allowed for each page, in ms. Defaults to 5000. */
  timeoutMs?: number;
  /** Most pages read (250 products each). Defaults to 20. */
  maxPages?: number;
  /** Defaults to the system clock. */
  clock?: Clock;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

const PAGE_SIZE = 250;

const VariantSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
  title: z.string().optional(),
  price: z.union([z.string(), z.number()]),
  sku: z.string().nullish(),
  grams: z.number().nullish(),
  available: z.boolean().nullish(),
  preorder_date: z.iso.date().nullish(),
  option1: z.string().nullish(),
});
const ProductSchema = z.object({
  handle: z.string().regex(/^[a-z0-9-]+$/),
  tags: z.union([z.array(z.string()), z.string()]).nullish(),
  variants: z.array(z.unknown()),
});
const PageSchema = z.object({ products: z.array(z.unknown()) });

export function createStoreCatalogue(options: StoreCatalogueOptions): TubCatalogue {
  const clock = options.clock ?? (() => new Date());
  const origin = options.storeUrl.replace(/\/+$/, '');
  const key = `store:catalogue:${createHash('sha256').update(origin).digest('hex').slice(0, 16)}`;
  let fallbackUntil = 0;
  let warned = false;
  // The cached value changes once an hour; parsing it on every request cost more than the offer.
  let lastRaw: string | undefined;
  let lastParsed: readonly Tub[] | undefined;

  const read = async (): Promise<readonly Tub[]> => {
    const tubs: Tub[] = [];
    for (let page = 1; page <= (options.maxPages ?? 20); page++) {
      const response = await fetchWithRetry(
        `${origin}/products.json?limit=${PAGE_SIZE}&page=${page}`,
        { headers: { accept: 'application/json' } },
        { timeoutMs: options.timeoutMs ?? 5000, retries: 1, fetch: options.fetch },
      );
      if (!response.ok) throw new Error(`store answered ${response.status}`);
      const { products } = PageSchema.parse(await readJson(response));
      tubs.push(...products.flatMap(tubsOf));
      if (products.length < PAGE_SIZE) break;
    }
    if (tubs.length === 0) throw new Error('the store lists no tubs');
    return tubs;
  };

  return {
    async list() {
      const cached = await options.store.get(key).catch(() => undefined);
      if (cached !== undefined && cached === lastRaw && lastParsed) return lastParsed;
      const parsed = cached ? parseCached(cached) : undefined;
      if (parsed) {
        lastRaw = cached;
        lastParsed = parsed;
        return parsed;
      }
      if (clock().getTime() < fallbackUntil) return options.fallback.list();
      try {
        const tubs = await read();
        warned = false;
        await options.store
          .set(key, JSON.stringify(tubs), { ttlMs: options.cacheTtlMs ?? 60 * 60 * 1000 })
          .catch(() => undefined);
        return tubs;
      } catch (error) {
        fallbackUntil = clock().getTime() + (options.retryAfterMs ?? 60_000);
        if (!warned)
          options.logger.warn(
            { store: origin, err: error instanceof Error ? error.message.slice(0, 120) : typeof error },
            'store catalogue unavailable; using the built-in one',
          );
        warned = true;
        return options.fallback.list();
      }
    },
  };
}

/** A cached catalogue, or undefined when the cached value cannot be read. */
function parseCached(raw: string): Tub[] | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.length > 0 ? (value as Tub[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The tubs of one product: variants with a flavour (from tags or handle) and a weight; others are skipped. */
export function tubsOf(raw: unknown): Tub[] {
  const product = ProductSchema.safeParse(raw);
  if (!product.success) return [];
  const tags =
    typeof product.data.tags === 'string'
      ? product.data.tags.split(',').map((tag) => tag.trim())
      : (product.data.tags ?? []);
  const flavour =
    FLAVOURS.find((name) => tags.includes(name)) ??
    FLAVOURS.find((name) => product.data.handle.split('-').includes(name));
  if (!flavour) return [];
  return product.data.variants.flatMap((rawVariant) => {
    const variant = VariantSchema.safeParse(rawVariant);
    if (!variant.success) return [];
    const grams = variant.data.grams && variant.data.grams > 0 ? variant.data.grams : gramsOf(variant.data.title ?? '');
    const price = Number(variant.data.price);
    if (!grams || !Number.isFinite(price) || price < 0) return [];
    return [tub(product.data.handle, flavour, { ...variant.data, grams, price })];
  });
}

function tub(
  handle: string,
  flavour: Flavour,
  variant: z.infer<typeof VariantSchema> & { grams: number; price: number },
): Tub {
  return {
    key: `${flavour}-${variant.grams}`,
    sku: variant.sku || `V${variant.id}`,
    variantId: String(variant.id),
    handle,
    grams: variant.grams,
    flavour,
    priceEur: variant.price,
    available: variant.available !== false,
    preorderDate: variant.preorder_date ?? null,
  };
}

/** "500 g", "1 kg", "2kg" as grams. */
function gramsOf(title: string): number | undefined {
  const match = /(\d+(?:[.,]\d+)?)\s*(kg|g)\b/i.exec(title);
  if (!match) return undefined;
  const value = Number(match[1].replace(',', '.'));
  return Math.round(match[2].toLowerCase() === 'kg' ? value * 1000 : value);
}
