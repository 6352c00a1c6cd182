/**
 * The store under the abuse issue 41 found, measured on the service as `npm start` runs it (a child process): a GraphQL
 * query whose aliases nest through fragments (once 465 MB and 136 s), a 200 MB chunked form (once read whole), and a
 * cart filled to its line cap (once unbounded, seconds per add). Each beside its baseline in the same run: an ordinary
 * query, an ordinary form, the first lines of a cart. Meanwhile the coach's `/api/health` is asked every 10 ms, and its
 * latency during each abuse is set beside its latency at rest, all after the service's warm-up. Prints JSON.
 */
import { request } from 'node:http';
import { freePort } from '../test/helpers/redis.js';
import { START_ARGS } from '../test/helpers/start-args.js';
import { UNLIMITED_BUDGETS } from './budgets.js';
import { launch, stop } from './launch.js';
import { percentile, round } from './stats.js';

const TOKEN = 'bench-read-token-0001';
const CHUNK = Buffer.alloc(64 * 1024, 'a');
const CHUNKED_BYTES = 200 * 1024 * 1024;

/** Asks health every 10 ms while `work` runs; the work's result and health's latencies. */
async function withHealth<T>(api: string, work: () => Promise<T>): Promise<{ result: T; health: number[] }> {
  const health: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${api}/api/health`).then((response) => response.arrayBuffer());
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const result = await work();
  running = false;
  await probe;
  return { result, health };
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50Ms: round(percentile(sorted, 50), 2), maxMs: round(sorted.at(-1) ?? 0, 2) };
};

async function graphql(store: string, query: string) {
  const started = performance.now();
  const response = await fetch(`${store}/api/2026-07/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-storefront-access-token': TOKEN },
    body: JSON.stringify({ query }),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: round(performance.now() - started, 2), bytes };
}

/** The nested-alias query of the probe, written as levels of fragments (validation refuses a self-spread). */
function nestedAliases(): string {
  const levels = Array.from({ length: 4 }, (_, level) => {
    const next = level < 3 ? `...L${level + 1}` : 'handle';
    const fields = Array.from({ length: 8 }, (_, i) => `v${i}: variants(first: 250) { nodes { product { ${next} } } }`);
    return `fragment L${level} on Product { ${fields.join(' ')} }`;
  });
  return `{ product(handle: "batut-proteina-crema") { ...L0 } } ${levels.join(' ')}`;
}

/** Streams up to `total` bytes of a chunked form until the store answers; the status, the time and the bytes sent. */
function chunkedForm(store: string, total: number): Promise<{ status: number; ms: number; sentBytes: number }> {
  const url = new URL(`${store}/checkouts/${'0'.repeat(32)}/complete`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      (response) => {
        answered = true;
        response.resume();
        resolve({ status: response.statusCode ?? 0, ms: round(performance.now() - started, 2), sentBytes: sent });
        req.destroy();
      },
    );
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && sent < total) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

async function cartLines(store: string) {
  let cookie = '';
  const add = async (i: number) => {
    const started = performance.now();
    const response = await fetch(`${store}/cart/add.js`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ id: 4710002, quantity: 1, properties: { line: String(i) } }),
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  const results = [];
  for (let i = 0; i < 140; i++) results.push(await add(i));
  const accepted = results.filter((result) => result.status === 200).map((result) => result.ms);
  const refused = results.filter((result) => result.status === 422).map((result) => result.ms);
  return {
    accepted: summary(accepted.slice(0, 10)),
    acceptedNearCap: summary(accepted.slice(-10)),
    refused: summary(refused),
  };
}

/** The operator's token, for the metrics' warm-up gauge. */
const OPERATOR = 'bench-operator-token-0123456789abcdef';

/** Waits (at most 60 s) until the coach's metrics say its warm-up is complete. */
async function warmedUp(api: string): Promise<void> {
  for (const until = performance.now() + 60_000; performance.now() < until;) {
    const metrics = await fetch(`${api}/metrics`, { headers: { authorization: `Bearer ${OPERATOR}` } });
    if (/^coach_warm_up_complete 1$/m.test(await metrics.text())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the warm-up did not complete within 60 s');
}

const [port, storePort] = [await freePort(), await freePort()];
const api = `http://127.0.0.1:${port}`;
const store = `http://127.0.0.1:${storePort}`;
const { child } = await launch(
  START_ARGS,
  {
    PORT: String(port),
    STORE_PORT: String(storePort),
    LOG_LEVEL: 'silent',
    RATE_BUDGETS: UNLIMITED_BUDGETS,
    STOREFRONT_TOKENS: `${TOKEN}:unauthenticated_read_product_listings`,
    ADMIN_TOKEN: OPERATOR,
  },
  `${api}/api/health`,
);
try {
  // The service builds its indexes a step at a time after it listens (src/main.ts, a few seconds, steps of up to some
  // 200 ms between requests, then one full collection): measured once its metrics say the warm-up is complete and 30
  // health answers in a row took under 20 ms (at most 60 s each). Then the first requests of each kind, which load the
  // catalogue, the cart book and the GraphQL schema.
  await warmedUp(api);
  for (let calm = 0, until = performance.now() + 60_000; calm < 30 && performance.now() < until;) {
    const started = performance.now();
    await fetch(`${api}/api/health`).then((response) => response.arrayBuffer());
    calm = performance.now() - started < 20 ? calm + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await fetch(`${store}/products.json`).then((response) => response.arrayBuffer());
  const rest = await withHealth(api, () => new Promise((resolve) => setTimeout(resolve, 1000)));
  // The first query loads the GraphQL schema: the baseline is the second.
  await graphql(store, '{ shop { name } }');
  const plain = await graphql(store, '{ product(handle: "batut-proteina-crema") { handle title } }');
  const nested = await withHealth(api, () => graphql(store, nestedAliases()));
  const smallForm = await chunkedForm(store, 16);
  const bigForm = await withHealth(api, () => chunkedForm(store, CHUNKED_BYTES));
  const cart = await withHealth(api, () => cartLines(store));
  console.log(
    JSON.stringify(
      {
        healthAtRest: summary(rest.health),
        graphql: { baseline: plain, nestedAliases: nested.result, healthDuring: summary(nested.health) },
        chunkedForm: { baseline: smallForm, twoHundredMb: bigForm.result, healthDuring: summary(bigForm.health) },
        cartLines: { ...cart.result, healthDuring: summary(cart.health) },
      },
      null,
      2,
    ),
  );
} finally {
  await stop(child);
}
