/**
 * @module
 * The store's products, built from the tub catalogue the coach also uses:
 * one product per flavour (its handle), one variant per size, in the shape
 * of the store platform's `/products.json` (prices as EUR decimal strings).
 * Besides the fields the contract names, variants carry `sku`, `grams`,
 * `available`, their options and `preorder_date`, which the coach reads back.
 */
import { FLAVOURS, type Flavour, type Translate, type Tub } from '../core/ports.js';

export interface StoreVariant {
  id: number;
  product_id: number;
  title: string;
  /** EUR, two decimals, as a string. */
  price: string;
  sku: string;
  /** Net powder weight. */
  grams: number;
  available: boolean;
  /** The ship date of a tub on pre-order, else null. */
  preorder_date: string | null;
  option1: string;
  option2: string;
  position: number;
}

export interface StoreProduct {
  id: number;
  title: string;
  handle: string;
  body_html: string;
  vendor: string;
  product_type: string;
  tags: string[];
  options: { name: string; position: number; values: string[] }[];
  variants: StoreVariant[];
}

export const VENDOR = 'Coach Store';
const PRODUCT_TYPE = 'Protein milkshake powder';

/** Display names of the flavours (the store's own words, in English). */
export const FLAVOUR_NAMES: Record<Flavour, string> = {
  crema: 'Cream',
  orxata: 'Orxata (tiger nut)',
  neutre: 'Unflavoured',
};

/** A tub's size as the store names it: "500 g", "1 kg". */
export const sizeName = (grams: number) => (grams >= 1000 ? `${grams / 1000} kg` : `${grams} g`);

/** A stable product id from the handle, so ids survive reordering of the file. */
function productId(handle: string): number {
  let hash = 0;
  for (const char of handle) hash = (hash * 31 + char.charCodeAt(0)) % 9_000_000;
  return 8_000_000 + hash;
}

export function buildProducts(tubs: readonly Tub[]): StoreProduct[] {
  const byHandle = new Map<string, Tub[]>();
  for (const tub of tubs) byHandle.set(tub.handle, [...(byHandle.get(tub.handle) ?? []), tub]);
  return [...byHandle].map(([handle, group]) => {
    const id = productId(handle);
    const flavour = FLAVOUR_NAMES[group[0].flavour];
    const variants = group.map((tub, i) => ({
      id: Number(tub.variantId),
      product_id: id,
      title: sizeName(tub.grams),
      price: tub.priceEur.toFixed(2),
      sku: tub.sku,
      grams: tub.grams,
      available: tub.available,
      preorder_date: tub.preorderDate,
      option1: flavour,
      option2: sizeName(tub.grams),
      position: i + 1,
    }));
    return {
      id,
      title: `Protein milkshake powder, ${flavour.toLowerCase()}`,
      handle,
      body_html: `<p>Whey protein powder for a milkshake: 30 g in 100 ml of milk or water. Flavour: ${flavour.toLowerCase()}.</p>`,
      vendor: VENDOR,
      product_type: PRODUCT_TYPE,
      tags: ['protein', 'whey', group[0].flavour],
      options: [
        { name: 'Flavour', position: 1, values: [flavour] },
        { name: 'Size', position: 2, values: variants.map((variant) => variant.title) },
      ],
      variants,
    };
  });
}

/**
 * A product's name for a person reading in `t`'s language: the whey powder by its flavour, the
 * creatine; any other as the catalogue names it. The JSON surfaces keep the catalogue's titles.
 */
export function localTitle(product: StoreProduct, t: Translate): string {
  const flavour = FLAVOURS.find((name) => product.tags.includes(name));
  if (product.tags.includes('whey') && flavour)
    return t('store.products.whey', { flavour: t(`store.products.flavours.${flavour}`) });
  if (product.tags.includes('creatine')) return t('store.products.creatine');
  return product.title;
}

/** A line's name on a page: the product in the page's language and the size; `fallback` for a variant no longer sold. */
export const localLabel = (
  found: { product: StoreProduct; variant: StoreVariant } | undefined,
  fallback: string,
  t: Translate,
) => (found ? `${localTitle(found.product, t)} - ${found.variant.title}` : fallback);

/** Variants by id, with their product. */
export function variantIndex(
  products: readonly StoreProduct[],
): Map<number, { product: StoreProduct; variant: StoreVariant }> {
  return new Map(
    products.flatMap((product) => product.variants.map((variant) => [variant.id, { product, variant }] as const)),
  );
}

/** The collections the store groups its products in: `all`, `protein` (the whey powders), `creatine`, and one per flavour. */
export function collection(products: readonly StoreProduct[], handle: string): StoreProduct[] {
  if (handle === 'all') return [...products];
  if (handle === 'protein') return products.filter((product) => product.tags.includes('whey'));
  if (handle === 'creatine') return products.filter((product) => product.tags.includes('creatine'));
  const flavour = Object.keys(FLAVOUR_NAMES).find((key) => handle === key);
  return flavour ? products.filter((product) => product.tags.includes(flavour)) : [];
}

/** Products whose title, handle, tags or variant SKUs contain every word of the query. */
export function searchProducts(products: readonly StoreProduct[], query: string): StoreProduct[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return products.filter((product) => {
    const text = [product.title, product.handle, ...product.tags, ...product.variants.map((variant) => variant.sku)]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
