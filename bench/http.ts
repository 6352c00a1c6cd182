/**
 * HTTP benchmark: the service started as `npm start` runs it (a child
 * process), loaded with autocannon on three routes, and in the same run a
 * bare `node:http` server answering the same bytes, so the ratio shows what
 * the service's own work costs. Also the time from spawn to the first 200
 * and the resident memory once idle. Prints JSON.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../test/helpers/redis.js';
import { round } from './stats.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
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
    body: JSON.stringify({ items: [{ name: 'chicken breast', amount: 400, unit: 'g' }, { name: 'rice', amount: 250, unit: 'g' }, { name: 'tomato', amount: 3, unit: 'each' }, { name: 'olive oil', amount: 30, unit: 'ml' }] }),
  },
];

/** Spawns a Node program and waits until `url` answers 200; returns the process and how long that took. */
async function launch(args: string[], env: Record<string, string>, url: string): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return { child, readyMs: round(performance.now() - started, 1) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const rssMb = (pid: number) => round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024, 1);

async function load(origin: string, route: Route) {
  const result = await autocannon({
    url: `${origin}${route.path}`,
    method: route.method,
    body: route.body,
    headers: route.body ? { 'content-type': 'application/json' } : {},
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    requestsPerSecond: round(result.requests.average, 0),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
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
  const service = await launch(['--expose-gc', 'scripts/start.mjs'], { PORT: String(port), STORE_PORT: String(storePort), LOG_LEVEL: 'silent', RATE_BUDGETS: '' }, `http://127.0.0.1:${port}/api/health`);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRssMb = rssMb(service.child.pid ?? 0);
    const answers: Record<string, { type: string; body: string }> = {};
    for (const route of ROUTES) {
      const response = await fetch(`${origin}${route.path}`, { method: route.method, body: route.body, headers: route.body ? { 'content-type': 'application/json' } : {} });
      answers[route.path] = { type: response.headers.get('content-type') ?? 'application/json', body: await response.text() };
    }
    const barePort = await freePort();
    const bare = await launch(['-e', BARE], { PORT: String(barePort), ANSWERS: JSON.stringify(answers) }, `http://127.0.0.1:${barePort}/api/health`);
    // Both started the same way (node, a file or a script, loopback), so the difference is the service's own start-up.
    try {
      const routes: Record<string, unknown> = {};
      for (const route of ROUTES) {
        const ours = await load(origin, route);
        const baseline = await load(`http://127.0.0.1:${barePort}`, route);
        routes[route.name] = { service: ours, bareNodeHttp: baseline, throughputRatio: round(ours.requestsPerSecond / baseline.requestsPerSecond, 3) };
      }
      return { durationSecondsPerRun: DURATION_S, connections: CONNECTIONS, startToFirst200Ms: service.readyMs, bareStartToFirst200Ms: bare.readyMs, startOverheadMs: round(service.readyMs - bare.readyMs, 1), idleRssMb, routes, loadedRssMb: rssMb(service.child.pid ?? 0) };
    } finally {
      bare.child.kill();
    }
  } finally {
    service.child.kill();
  }
}

process.stdout.write(`${JSON.stringify({ benchmark: 'http', node: process.version, ...(await main()) }, null, 2)}\n`);
