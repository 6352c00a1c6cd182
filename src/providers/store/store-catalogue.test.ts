/**
 * The coach reading its catalogue from a store: the project's own store
 * surface served on loopback, read page by page and cached; a store that is
 * down leaves the built-in catalogue serving, with one log line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger, NOW } from '../../../test/helpers/api.js';
import { freePort as closedPort } from '../../../test/helpers/redis.js';
import { startServer, type RunningServer } from '../../api/serve.js';
import type { Tub } from '../../core/ports.js';
import { createTranslator } from '../../i18n.js';
import { createMemoryStore } from '../../storage/memory.js';
import { createStoreApp } from '../../store/app.js';
import { createBuiltinCatalogue } from './builtin-catalogue.js';
import { createProfileFetcher } from '../ucp/profile-fetcher.js';
import { createStoreCatalogue, tubsOf } from './store-catalogue.js';

const builtin = createBuiltinCatalogue();

async function serveStore(tubs: readonly Tub[]): Promise<RunningServer & { requests: string[] }> {
  const app = createStoreApp({
    catalogue: { list: async () => tubs },
    store: createMemoryStore(),
    translator: createTranslator(),
    logger: createMemoryLogger(),
    publicUrl: 'http://127.0.0.1',
    profiles: createProfileFetcher(),
    newToken: () => '0'.repeat(32),
  });
  const requests: string[] = [];
  const server = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    fetch: (request) => {
      requests.push(new URL(request.url).search);
      return app.fetch(request);
    },
  });
  return Object.assign(server, { requests });
}

describe('the catalogue read from the store', () => {
  let store: Awaited<ReturnType<typeof serveStore>>;
  beforeAll(async () => {
    store = await serveStore(await builtin.list());
  });
  afterAll(() => store.close());

  it('maps the products back to the same tubs, and caches them', async () => {
    const catalogue = createStoreCatalogue({
      storeUrl: `http://127.0.0.1:${store.port}`,
      store: createMemoryStore(),
      fallback: { list: async () => [] },
      logger: createMemoryLogger(),
    });
    expect(await catalogue.list()).toEqual(await builtin.list());
    const asked = store.requests.length;
    await catalogue.list();
    expect(store.requests.length).toBe(asked);
  });

  it('reads every page of a large catalogue', async () => {
    const base = (await builtin.list())[0];
    const many = Array.from({ length: 260 }, (_, i) => ({
      ...base,
      key: `k${i}`,
      variantId: String(9_000_000 + i),
      handle: `batut-crema-${i}`,
    }));
    const large = await serveStore(many);
    try {
      const catalogue = createStoreCatalogue({
        storeUrl: `http://127.0.0.1:${large.port}`,
        store: createMemoryStore(),
        fallback: builtin,
        logger: createMemoryLogger(),
      });
      expect(await catalogue.list()).toHaveLength(260);
      expect(large.requests).toEqual(['?limit=250&page=1', '?limit=250&page=2']);
    } finally {
      await large.close();
    }
  });

  it('falls back to the built-in catalogue when the store is down, says so once, and asks again later', async () => {
    const logger = createMemoryLogger();
    let now = NOW;
    const catalogue = createStoreCatalogue({
      storeUrl: `http://127.0.0.1:${await closedPort()}`,
      store: createMemoryStore(),
      fallback: builtin,
      logger,
      clock: () => now,
      timeoutMs: 500,
    });
    expect(await catalogue.list()).toEqual(await builtin.list());
    expect(await catalogue.list()).toEqual(await builtin.list());
    now = new Date(NOW.getTime() + 120_000);
    expect(await catalogue.list()).toEqual(await builtin.list());
    expect(logger.lines.filter((line) => line.message.includes('built-in'))).toHaveLength(1);
  });

  it('asks a store that was down again after a minute, and uses it once it answers', async () => {
    const up = await serveStore(await builtin.list());
    let failing = true;
    let now = NOW;
    const catalogue = createStoreCatalogue({
      storeUrl: `http://127.0.0.1:${up.port}`,
      store: createMemoryStore(),
      fallback: { list: async () => [] },
      logger: createMemoryLogger(),
      clock: () => now,
      fetch: (input, init) => (failing ? Promise.reject(new Error('down')) : fetch(input, init)),
    });
    try {
      expect(await catalogue.list()).toEqual([]);
      failing = false;
      expect(await catalogue.list()).toEqual([]);
      expect(up.requests).toEqual([]);
      now = new Date(NOW.getTime() + 61_000);
      expect(await catalogue.list()).toHaveLength(9);
      expect(up.requests).toHaveLength(1);
    } finally {
      await up.close();
    }
  });

  it('skips what is not a tub: no flavour, no weight, a bad price, a bad handle', () => {
    expect(
      tubsOf({ handle: 'creatine', tags: ['creatine'], variants: [{ id: 1, price: '9.90', grams: 300 }] }),
    ).toEqual([]);
    expect(
      tubsOf({
        handle: 'batut-crema',
        variants: [
          { id: 1, price: '9.90', title: 'One size' },
          { id: 2, price: 'free', grams: 500 },
        ],
      }),
    ).toEqual([]);
    expect(tubsOf({ handle: 'Bad Handle', variants: [] })).toEqual([]);
    expect(
      tubsOf({ handle: 'batut-neutre', tags: 'whey, neutre', variants: [{ id: '7', price: '12.5', title: '1,5 kg' }] }),
    ).toEqual([
      {
        key: 'neutre-1500',
        sku: 'V7',
        variantId: '7',
        handle: 'batut-neutre',
        grams: 1500,
        flavour: 'neutre',
        priceEur: 12.5,
        available: true,
        preorderDate: null,
      },
    ]);
  });
});
