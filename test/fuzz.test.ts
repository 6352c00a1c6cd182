/**
 * Property-based requests over every route of the coach and of the store:
 * random methods, paths (served ones, with odd suffixes, or made up), query
 * strings, content types and bodies. Every coach response must match the
 * served OpenAPI document (its shape or the error envelope); no response of
 * either is a 500, and none takes long. `FUZZ_RUNS` sets how many requests
 * each app gets (10,000 by default). Each run draws other inputs: the seed is
 * printed, and `FUZZ_SEED=<seed>` replays a run (fast-check also prints the
 * seed and path of a failure).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../src/api/paths.js';
import { createTestApi, FRONT_END } from './helpers/api.js';
import { createTestStore } from './helpers/store.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.info(`fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
/** Longest any single request may take, in ms. */
const BOUND_MS = 5_000;

const STORE_PATHS = [
  '/products.json',
  '/products/batut-proteina-crema.json',
  '/products/x.json',
  '/collections/all/products.json',
  '/collections/x/products.json',
  '/search/suggest.json',
  '/cart.js',
  '/cart/add.js',
  '/cart/change.js',
  '/cart/update.js',
  '/cart/clear.js',
  '/cart',
  '/cart/4710001:1',
  '/cart/1:1,2:2',
  '/api/ucp/mcp',
  '/api/2026-07/graphql.json',
  '/openapi.json',
  '/api/openapi.yaml',
  '/mcp.json',
  '/agents.md',
  '/llms.txt',
  '/llms-full.txt',
  '/.well-known/ucp',
  '/sitemap.xml',
  '/pricing',
  '/products/batut-proteina-neutre',
  '/checkouts/abc',
];

const method = fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH');
const suffix = fc.oneof(
  fc.constant(''),
  fc.constant(''),
  fc.constantFrom('/', '/x', '%00', '..', '/../api/health', '.json'),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
);
const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom(
        'proteinG',
        'millilitres',
        'days',
        'q',
        'limit',
        'page',
        'language',
        'to',
        'region',
        'resources[type]',
        'x',
      ),
      fc.oneof(fc.integer({ min: -5, max: 100_000 }).map(String), fc.string({ maxLength: 12 })),
    )
    .map((entries) => `?${new URLSearchParams(entries).toString()}`),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .record({
      items: fc.array(
        fc.record({ name: fc.string(), amount: fc.double(), unit: fc.constantFrom('g', 'ml', 'each', 'kg') }),
        { maxLength: 5 },
      ),
    })
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      jsonrpc: fc.constant('2.0'),
      id: fc.integer(),
      method: fc.constantFrom('initialize', 'tools/list', 'tools/call', 'x'),
      params: fc.jsonValue({ maxDepth: 3 }),
    })
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
);
const origin = fc.constantFrom(FRONT_END, 'https://evil.example', undefined);

const request = (paths: readonly string[]) =>
  fc.record({ method, path: fc.constantFrom(...paths), suffix, query, contentType, body, origin });
type Sample = typeof request extends (paths: readonly string[]) => fc.Arbitrary<infer T> ? T : never;

function init(sample: Sample): RequestInit {
  const headers: Record<string, string> = {};
  if (sample.contentType) headers['content-type'] = sample.contentType;
  if (sample.origin) headers.origin = sample.origin;
  const hasBody = sample.body !== undefined && !['GET', 'HEAD'].includes(sample.method);
  return { method: sample.method, headers, body: hasBody ? sample.body : undefined };
}

async function bounded(work: Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${BOUND_MS} ms`)), BOUND_MS)),
  );
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

describe('fuzzing', () => {
  it(
    `the coach answers ${RUNS} random requests with its documented shapes, never a 500`,
    { timeout: 600_000 },
    async () => {
      const api = await createTestApi();
      await fc.assert(
        fc.asyncProperty(request(Object.keys(PATHS)), async (sample) => {
          const path = `${sample.path}${sample.suffix}${sample.query}`;
          // `call` checks the response against the served OpenAPI document and throws when it does not match.
          const response = await bounded(api.call(path, init(sample)));
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
  );

  it(
    `the store answers ${RUNS} random requests without a 500, failing documented paths with JSON`,
    { timeout: 600_000 },
    async () => {
      // Profiles are never fetched from the network here.
      const store = createTestStore({ profiles: { fetch: () => Promise.reject(new Error('offline')) } });
      await fc.assert(
        fc.asyncProperty(request(STORE_PATHS), async (sample) => {
          const response = await bounded(
            Promise.resolve(store.request(`${sample.path}${sample.suffix}${sample.query}`, init(sample))),
          );
          expect(response.status).toBeLessThan(500);
          const type = response.headers.get('content-type') ?? '';
          const emptyNotFound =
            response.status === 404 &&
            /^\/products\/[^/]+\.json$/.test(sample.path + sample.suffix) &&
            (await response.clone().text()) === '';
          const page =
            /^\/(cart|checkouts\/|pricing|products\/batut-proteina-neutre$)/.test(sample.path) &&
            type.startsWith('text/html');
          if (response.status >= 400 && !emptyNotFound && !page)
            expect(type, `${sample.method} ${sample.path}${sample.suffix}`).toMatch(/^application\/json/);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
  );
});
