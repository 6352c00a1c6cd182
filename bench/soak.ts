/**
 * Load and soak on loopback: the service started as `npm start` runs it (a
 * child process), warmed up, then held at a fixed rate of mixed traffic
 * (coach reads and writes, the planner, events, the store surface) while its
 * resident memory is sampled. Prints one JSON document; exits non-zero when
 * any request failed, the rate was not held, or memory grew by 10 % or more.
 * With REDIS_URL set the service soaks against that Redis, under a prefix of
 * its own (`soak-<pid>-<time>:`) whose keys are deleted afterwards, so it never
 * mixes with the tests' data.
 *
 * Growth is judged on memory settled by a full garbage collection after the
 * warm-up and after the run: under this load the service's RSS climbs from
 * about 250 towards 450 MB over a minute and a half as V8 raises its heap
 * limit, then saws with the major collections, so the first and last raw
 * samples of a run differed by 12-24 % while the collected process stayed flat.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../test/helpers/redis.js';
import { START_FLAGS } from '../test/helpers/start-args.js';
import { round } from './stats.js';
import { UNLIMITED_BUDGETS } from './budgets.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
const RATE = Number(process.env.SOAK_RATE ?? 1000);
/** The store surface takes a tenth of the traffic, the coach the rest. */
const STORE_SHARE = 0.1;
const SAMPLE_EVERY_MS = 2000;
const REDIS_PREFIX = `soak-${process.pid}-${Date.now()}:`;
const MAX_RSS_GROWTH_PERCENT = 10;
const MIN_RATE_HELD = 0.95;
/**
 * Preloaded into the service so the soak can ask for a full collection over
 * the IPC channel; the service has no such switch of its own, and the channel
 * is unref'd so it never keeps a stopping service alive. V8 hands freed pages
 * back to the system lazily, so one collection's effect on RSS shows only
 * after the next: three, half a second apart, leave it steady (measured).
 */
const GC_HOOK = `data:text/javascript,${encodeURIComponent(
  "process.channel?.unref(); process.on('message', async (m) => { if (m !== 'gc') return; for (let i = 0; i < 3; i++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 500)); } process.send(process.memoryUsage()); });",
)}`;
/** The store's per-address budget (120 writes a minute) would refuse one load generator's carts: the soak is of the service, not of its limiter. */
const SOAK_BUDGETS = UNLIMITED_BUDGETS;

type Step = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };

const post = (path: string, body: unknown): Step => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
const get = (path: string): Step => ({ method: 'GET', path });
const target = { calories: 2300, proteinG: 130, carbohydrateG: 270, fatG: 75 };

/**
 * Coach traffic, weighted the way people use it: reads and events dominate, a
 * day plan (the planner, tens of milliseconds of work) is about one request in two hundred.
 */
const COACH_MIX: [Step, number][] = [
  [get('/api/health'), 56],
  [get('/api/foods?q=pollastre&language=ca'), 12],
  [get('/api/foods?q=yogurt'), 10],
  [get('/api/foods?q=tom%C3%A0quet&language=ca'), 10],
  [post('/api/events', { name: 'coach_opened' }), 16],
  [post('/api/events', { name: 'shop_offer_shown' }), 14],
  [get('/api/shop?proteinG=40'), 12],
  [get('/api/shop?proteinG=25&days=14'), 10],
  [get('/api/shop?millilitres=300&language=ca&campaign=soak'), 8],
  [
    post('/api/basket-prices', {
      items: [
        { name: 'chicken breast', amount: 400, unit: 'g' },
        { name: 'arròs', amount: 250, unit: 'g' },
        { name: 'tomato', amount: 3, unit: 'each' },
      ],
    }),
    20,
  ],
  [
    post('/api/targets', { sex: 'female', age: 34, heightCm: 165, weightKg: 60, activity: 'run', goal: 'maintain' }),
    16,
  ],
  [get('/openapi.json'), 8],
  [post('/api/daily-meals', { target, activity: 'run', language: 'ca' }), 1],
];

/** The steps of a mix spread evenly through one cycle, so no route comes in bursts. */
function cycleOf(mix: [Step, number][]): Step[] {
  return mix
    .flatMap(([step, weight]) => Array.from({ length: weight }, (_, i) => ({ step, at: (i + 0.5) / weight })))
    .sort((a, b) => a.at - b.at)
    .map(({ step }) => step);
}

const COACH_CYCLE = cycleOf(COACH_MIX);
const STORE_CYCLE: Step[] = [
  get('/products.json'),
  post('/cart/add.js', { id: 4710001, quantity: 1 }),
  get('/cart.js'),
  get('/.well-known/ucp'),
];

const rssMb = (pid: number) =>
  round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024, 1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);

/** Full collection in the service, then its memory once the heap has given back what it can. */
function settled(child: ChildProcess): Promise<{ rssMb: number; heapUsedMb: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the service did not answer the GC request within 10 s')), 10_000);
    child.once('message', (usage: NodeJS.MemoryUsage) => {
      clearTimeout(timer);
      resolve({ rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed) });
    });
    // A service that died mid-run fails the soak here rather than as an unhandled 'error' event.
    child.send('gc', (error) => {
      if (error) reject(error);
    });
  });
}

async function launch(
  env: Record<string, string>,
  url: string,
  started: (child: ChildProcess) => void,
): Promise<ChildProcess> {
  // The service's log goes to stderr so that stdout stays one JSON document.
  const child = spawn(
    process.execPath,
    [
      ...START_FLAGS,
      ...(START_FLAGS.includes('--expose-gc') ? [] : ['--expose-gc']),
      '--import',
      GC_HOOK,
      'scripts/start.mjs',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', process.stderr, 'inherit', 'ipc'],
    },
  );
  started(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error('the service did not answer within 60 s');
}

function load(origin: string, cycle: Step[], rate: number, seconds: number) {
  return autocannon({
    url: origin,
    requests: cycle,
    overallRate: rate,
    connections: Math.max(4, Math.ceil(rate / 20)),
    duration: seconds,
    timeout: 10,
  });
}

/** Both surfaces at once, at the shares of the whole rate. */
async function mixed(ports: { coach: number; store: number }, seconds: number) {
  const [coach, store] = await Promise.all([
    load(`http://127.0.0.1:${ports.coach}`, COACH_CYCLE, Math.round(RATE * (1 - STORE_SHARE)), seconds),
    load(`http://127.0.0.1:${ports.store}`, STORE_CYCLE, Math.round(RATE * STORE_SHARE), seconds),
  ]);
  return { coach, store };
}

async function soak(child: ChildProcess, ports: { coach: number; store: number }) {
  await mixed(ports, WARMUP_SECONDS);
  const before = await settled(child);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(child.pid ?? 0)), SAMPLE_EVERY_MS);
  const { coach, store } = await mixed(ports, SECONDS).finally(() => clearInterval(sampler));
  samples.push(rssMb(child.pid ?? 0));
  const after = await settled(child);
  const requests = coach.requests.total + store.requests.total;
  const errors = coach.errors + coach.timeouts + store.errors + store.timeouts;
  const non2xx = coach.non2xx + store.non2xx;
  const growth = round(((after.rssMb - before.rssMb) / before.rssMb) * 100, 1);
  const achievedRate = round(requests / SECONDS, 0);
  const criteria = {
    noErrors: errors === 0 && non2xx === 0,
    rateHeld: achievedRate >= RATE * MIN_RATE_HELD,
    rssGrowthUnder10Percent: growth < MAX_RSS_GROWTH_PERCENT,
  };
  return {
    targetRate: RATE,
    achievedRate,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    storage: process.env.REDIS_URL ? 'redis' : 'memory',
    rateBudgets: SOAK_BUDGETS,
    requests,
    errors,
    non2xx,
    latencyMs: {
      coach: { p50: coach.latency.p50, p99: coach.latency.p99, max: coach.latency.max },
      store: { p50: store.latency.p50, p99: store.latency.p99, max: store.latency.max },
    },
    rssMb: {
      afterWarmup: before.rssMb,
      end: after.rssMb,
      max: Math.max(...samples),
      underLoad: { min: Math.min(...samples), median: median(samples), samples: samples.length },
    },
    heapUsedMb: { afterWarmup: before.heapUsedMb, end: after.heapUsedMb },
    rssGrowthPercent: growth,
    rssMeasuredAfter: 'a full GC in the service (--expose-gc, asked over IPC) after the warm-up and after the run',
    criteria,
    pass: Object.values(criteria).every(Boolean),
  };
}

async function main() {
  let child: ChildProcess | undefined;
  const stop = () => child?.kill();
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  process.once('SIGTERM', () => {
    stop();
    process.exit(143);
  });
  // A run that hangs is a failure too, not a stuck CI job: start-up (60 s at most), warm-up, run, and a minute's slack.
  const watchdog = setTimeout(
    () => {
      stop();
      process.stderr.write('soak: gave up after its time bound\n');
      process.exit(1);
    },
    (SECONDS + WARMUP_SECONDS + 120) * 1000,
  );
  try {
    const ports = { coach: await freePort(), store: await freePort() };
    const env = {
      PORT: String(ports.coach),
      STORE_PORT: String(ports.store),
      LOG_LEVEL: 'warn',
      RATE_BUDGETS: SOAK_BUDGETS,
      ...(process.env.REDIS_URL ? { REDIS_PREFIX } : {}),
    };
    const service = await launch(env, `http://127.0.0.1:${ports.coach}/api/health`, (spawned) => (child = spawned));
    return await soak(service, ports);
  } finally {
    clearTimeout(watchdog);
    stop();
    await removeKeys(process.env.REDIS_URL, REDIS_PREFIX).catch((error: unknown) =>
      process.stderr.write(`soak: keys under ${REDIS_PREFIX} not removed (${String(error)})\n`),
    );
  }
}

/** Deletes every key under `prefix` (the service's and BullMQ's) from the Redis at `url`. */
async function removeKeys(url: string | undefined, prefix: string): Promise<void> {
  if (!url) return;
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await client.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

const result = await main();
process.stdout.write(`${JSON.stringify({ benchmark: 'soak', node: process.version, ...result }, null, 2)}\n`);
process.exitCode = result.pass ? 0 : 1;
