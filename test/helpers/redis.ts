/**
 * A real Redis for the tests: `REDIS_URL` when set, else a `redis-server`
 * from the PATH started on a free port. Without either, the suites that need
 * one skip and say why, loudly; CI sets `REDIS_URL`, so there they never skip.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, createConnection, type Socket } from 'node:net';

export interface TestRedis {
  url: string;
  /** Stops a Redis this helper started (a no-op for `REDIS_URL`). */
  stop(): Promise<void>;
}

export const hasRedisServer = (): boolean => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** Why the Redis suites skip, or undefined when they can run. */
export function redisSkipReason(): string | undefined {
  if (process.env.REDIS_URL || hasRedisServer()) return undefined;
  return 'SKIPPED: no REDIS_URL and no redis-server on the PATH; the Redis suites need a real Redis (CI sets REDIS_URL)';
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not listen on ${port} within ${timeoutMs} ms`);
}

/** A redis-server of the test's own on `port` (a fresh free one by default), stopped by `stop()`. */
export async function startRedisServer(port?: number): Promise<TestRedis & { port: number; process: ChildProcess }> {
  const chosen = port ?? (await freePort());
  const child = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitForPort(chosen, 5000);
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** `REDIS_URL`, or a redis-server of the test's own. */
export async function testRedis(): Promise<TestRedis> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => undefined };
  return startRedisServer();
}

/** A Redis a test can take away and bring back, with its data kept across: for the outage suites. */
export interface CuttableRedis extends TestRedis {
  /** Drops every connection and refuses new ones, as a Redis that went down. */
  cut(): Promise<void>;
  /** Accepts connections again on the same address. */
  restore(): Promise<void>;
}

/**
 * `testRedis()` (so `REDIS_URL` serves, or a redis-server of the test's own) behind a proxy on loopback
 * that the test cuts and restores: the outage suites run wherever a Redis is reachable.
 */
export async function cuttableRedis(): Promise<CuttableRedis> {
  const backend = await testRedis();
  const target = new URL(backend.url);
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    const drop = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', drop).on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  const listen = () => new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  await listen();
  const url = new URL(backend.url);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const cut = async () => {
    const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closed;
  };
  return {
    url: url.href,
    cut,
    restore: listen,
    async stop() {
      if (proxy.listening) await cut();
      await backend.stop();
    },
  };
}
