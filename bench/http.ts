/**
 * HTTP benchmark: the service started as `npm start` runs it (a child
 * process), loaded with autocannon on three routes, and in the same run a
 * bare `node:http` server answering the same bytes, so the ratio shows what
 * the service's own work costs. Also the time from spawn to the first 200
 * and the resident memory once idle; then day and week plans one at a
 * time (`plans-over-http.ts`). Prints JSON.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freePort } from '../test/helpers/redis.js';
import { sampleAnswers, timePlans } from './plans-over-http.js';
import { START_ARGS } from '../test/helpers/start-args.js';
import { launch } from './launch.js';
import { round } from './stats.js';
import { UNLIMITED_BUDGETS } from './budgets.js';

/** Seconds of load on each server per route, split into rounds of a second. */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 9);
/**
 * This machine's throughput drifts by half between runs a minute apart (a bare server measured 21k
 * and 39k requests/s in consecutive runs), so the two servers take turns in short rounds and each
 * round's ratio compares them under the same conditions; the ratio reported is the rounds' median.
 */
const ROUNDS = Math.max(1, Math.round(DURATION_S));
/** As the issue measured: 50 connections, so p99 shows queueing under a burst. */
const CONNECTIONS = 50;

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const ROUTES: Route[] = [
  { name: 'health', method: 'GET', path: '/api/health' },
  { name: 'shop', method: 'GET', path: '/api/shop?proteinG=40' },
  {
    name: 'basket-prices',
    method: 'POST',
    path: '/api/basket-prices',
    body: JSON.stringify({
      items: [
        { name: 'chicken breast', amount: 400, unit: 'g' },
        { name: 'rice', amount: 250, unit: 'g' },
        { name: 'tomato', amount: 3, unit: 'each' },
        { name: 'olive oil', amount: 30, unit: 'ml' },
      ],
    }),
  },
];

const rssMb = (pid: number) =>
  round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024, 1);

/** Each server gets this much load before the measured rounds, so both are measured warm (compiled, caches filled). */
const WARM_UP_S = 1;

const run = (origin: string, route: Route, seconds: number) =>
  autocannon({
    url: `${origin}${route.path}`,
    method: route.method,
    body: route.body,
    headers: route.body ? { 'content-type': 'application/json' } : {},
    connections: CONNECTIONS,
    duration: seconds,
  });

type Run = Awaited<ReturnType<typeof run>>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The rounds of one server: mean throughput, median p50 and p99, and what failed. */
function summary(runs: Run[]) {
  return {
    requestsPerSecond: round(runs.reduce((sum, one) => sum + one.requests.average, 0) / runs.length, 0),
    latencyP50Ms: median(runs.map((one) => one.latency.p50)),
    latencyP99Ms: median(runs.map((one) => one.latency.p99)),
    non2xx: runs.reduce((sum, one) => sum + one.non2xx, 0),
    errors: runs.reduce((sum, one) => sum + one.errors + one.timeouts, 0),
  };
}

/** The service and the bare server in turns on one route. */
async function compare(origin: string, bareOrigin: string, route: Route) {
  await run(origin, route, WARM_UP_S);
  await run(bareOrigin, route, WARM_UP_S);
  const ours: Run[] = [];
  const bare: Run[] = [];
  for (let index = 0; index < ROUNDS; index++) {
    ours.push(await run(origin, route, DURATION_S / ROUNDS));
    bare.push(await run(bareOrigin, route, DURATION_S / ROUNDS));
  }
  const ratios = ours.map((one, index) => one.requests.average / bare[index].requests.average);
  return {
    service: summary(ours),
    bareNodeHttp: summary(bare),
    throughputRatio: round(median(ratios), 3),
    roundRatios: ratios.map((ratio) => round(ratio, 2)),
  };
}

/** A bare server answering each route with the bytes the service gave for it. */
const BARE = `
const http = require('node:http');
const answers = JSON.parse(process.env.ANSWERS);
http.createServer((req, res) => {
  const answer = answers[req.url] ?? answers['/api/health'];
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': answer.type, 'content-length': Buffer.byteLength(answer.body) });
    res.end(answer.body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

async function main() {
  const port = await freePort();
  const storePort = await freePort();
  // A first start builds the bundle and the data cache when the sources changed (as the first `npm start`
  // after an install or an edit does); the start measured is the next one, as every later start is.
  const startService = () =>
    launch(
      START_ARGS,
      { PORT: String(port), STORE_PORT: String(storePort), LOG_LEVEL: 'silent', RATE_BUDGETS: UNLIMITED_BUDGETS },
      `http://127.0.0.1:${port}/api/health`,
    );
  const first = await startService();
  first.child.kill();
  await new Promise((resolve) => first.child.once('exit', resolve));
  const service = await startService();
  const origin = `http://127.0.0.1:${port}`;
  try {
    // Idle: once start-up's warming of indexes (about a second after the first 200) is over.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleRssMb = rssMb(service.child.pid ?? 0);
    const answers: Record<string, { type: string; body: string }> = {};
    for (const route of ROUTES) {
      const response = await fetch(`${origin}${route.path}`, {
        method: route.method,
        body: route.body,
        headers: route.body ? { 'content-type': 'application/json' } : {},
      });
      answers[route.path] = {
        type: response.headers.get('content-type') ?? 'application/json',
        body: await response.text(),
      };
    }
    Object.assign(answers, await sampleAnswers(origin));
    const barePort = await freePort();
    const bare = await launch(
      ['-e', BARE],
      { PORT: String(barePort), ANSWERS: JSON.stringify(answers) },
      `http://127.0.0.1:${barePort}/api/health`,
    );
    // Both started the same way (node, a file or a script, loopback), so the difference is the service's own start-up.
    try {
      const routes: Record<string, unknown> = {};
      for (const route of ROUTES) routes[route.name] = await compare(origin, `http://127.0.0.1:${barePort}`, route);
      const loadedRssMb = rssMb(service.child.pid ?? 0);
      const plansOverHttp = await timePlans(origin, `http://127.0.0.1:${barePort}`);
      return {
        durationSecondsPerRun: DURATION_S,
        rounds: ROUNDS,
        connections: CONNECTIONS,
        startToFirst200Ms: service.readyMs,
        bareStartToFirst200Ms: bare.readyMs,
        startOverheadMs: round(service.readyMs - bare.readyMs, 1),
        idleRssMb,
        routes,
        loadedRssMb,
        plansOverHttp,
        rssAfterPlansMb: rssMb(service.child.pid ?? 0),
      };
    } finally {
      bare.child.kill();
    }
  } finally {
    service.child.kill();
  }
}

process.stdout.write(`${JSON.stringify({ benchmark: 'http', node: process.version, ...(await main()) }, null, 2)}\n`);
