/**
 * @module
 * Creatine monohydrate, the store's second product line (`data/creatine.json`): one product, one
 * variant per size, in the same `/products.json` shape as the milkshake powder. The coach's offer never
 * includes it: the coach reads only products with a flavour it knows.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { projectFile } from '../project-files.js';
import { sizeName, VENDOR, type StoreProduct } from './products.js';

const CreatineSchema = z.object({
  product: z.object({
    handle: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    description: z.string().min(1),
  }),
  variants: z
    .array(
      z.object({
        sku: z.string().min(1),
        variantId: z.string().regex(/^\d+$/),
        grams: z.number().int().positive(),
        priceEur: z.number().positive(),
        available: z.boolean(),
      }),
    )
    .min(1),
});

export const CREATINE_TYPE = 'Creatine';
/** Past the whey products' id range (8,000,000 to 17,000,000). */
const CREATINE_PRODUCT_ID = 20_000_001;

/** The creatine products, from the shipped file (read once). */
export const creatineProducts = (() => {
  let built: StoreProduct[] | undefined;
  return (path = projectFile('data/creatine.json')): StoreProduct[] => {
    if (built) return built;
    const data = CreatineSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
    const variants = data.variants.map((variant, i) => ({
      id: Number(variant.variantId),
      product_id: CREATINE_PRODUCT_ID,
      title: sizeName(variant.grams),
      price: variant.priceEur.toFixed(2),
      sku: variant.sku,
      grams: variant.grams,
      available: variant.available,
      preorder_date: null,
      option1: 'Unflavoured',
      option2: sizeName(variant.grams),
      position: i + 1,
    }));
    built = [
      {
        id: CREATINE_PRODUCT_ID,
        title: data.product.title,
        handle: data.product.handle,
        body_html: `<p>${data.product.description}</p>`,
        vendor: VENDOR,
        product_type: CREATINE_TYPE,
        tags: ['creatine'],
        options: [
          { name: 'Flavour', position: 1, values: ['Unflavoured'] },
          { name: 'Size', position: 2, values: variants.map((variant) => variant.title) },
        ],
        variants,
      },
    ];
    return built;
  };
})();
