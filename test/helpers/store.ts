/**
 * The real store app over the built-in tubs and memory storage, with what a
 * test changes; tokens count up so carts and checkouts are predictable.
 */
import { createTranslator } from '../../src/i18n.js';
import { createBuiltinCatalogue } from '../../src/providers/store/builtin-catalogue.js';
import { createProfileFetcher } from '../../src/providers/ucp/profile-fetcher.js';
import { createMemoryStore } from '../../src/storage/memory.js';
import { createStoreApp, type StoreAppOptions } from '../../src/store/app.js';
import { createMemoryLogger } from './api.js';

export function createTestStore(overrides: Partial<StoreAppOptions> = {}) {
  let serial = 0;
  return createStoreApp({
    catalogue: createBuiltinCatalogue(),
    store: createMemoryStore(),
    translator: createTranslator(),
    logger: createMemoryLogger(),
    publicUrl: 'http://store.test',
    newToken: () => (++serial).toString(16).padStart(32, '0'),
    profiles: createProfileFetcher(),
    ...overrides,
  });
}
