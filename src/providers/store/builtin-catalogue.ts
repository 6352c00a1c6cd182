/**
 * @module
 * The built-in tub catalogue (`data/tubs.json`), the store's catalogue when
 * no live store is read.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { FLAVOURS, type Tub, type TubCatalogue } from '../../core/ports.js';
import { projectFile } from '../../project-files.js';

const TubSchema = z.object({
  key: z.string().min(1),
  sku: z.string().min(1),
  variantId: z.string().regex(/^\d+$/),
  handle: z.string().regex(/^[a-z0-9-]+$/),
  grams: z.number().int().min(1),
  flavour: z.enum(FLAVOURS),
  priceEur: z.number().min(0),
  available: z.boolean(),
  preorderDate: z.iso.date().nullable(),
});

const FileSchema = z.object({ tubs: z.array(TubSchema).min(1) });

export interface BuiltinCatalogueOptions {
  /** Path of the catalogue file. Defaults to the shipped `data/tubs.json`. */
  path?: string | URL;
}

/** Reads and checks the catalogue once; throws with the file's problem when it is malformed. */
export function createBuiltinCatalogue(options: BuiltinCatalogueOptions = {}): TubCatalogue {
  const path = options.path ?? projectFile('data/tubs.json');
  const tubs: readonly Tub[] = FileSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).tubs;
  return { list: () => Promise.resolve(tubs) };
}
