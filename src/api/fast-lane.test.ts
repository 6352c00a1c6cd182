import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryLogger, createTestCoach, NOW, PUBLIC_URL } from '../../test/helpers/api.js';
import { createApi } from './app.js';
import { createFastLane } from './fast-lane.js';
import { createRequestLog } from './request-log.js';
import { healthText } from './routes/health.js';
import { startServer, type RunningServer } from './serve.js';
import { createPrometheusMetrics } from '../providers/metrics/prometheus.js';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The real app behind the lane on a loopback port; `shops` counts the times the coach built a shop answer. */
async function serveWithLane(
  bounds: { maxEntries?: number; maxTotalBytes?: number; health?: () => Promise<string> } = {},
) {
  const { coach, translator } = createTestCoach();
  const counted = { shops: 0 };
  const countingCoach = {
    ...coach,
    shop: (...args: Parameters<typeof coach.shop>) => (counted.shops++, coach.shop(...args)),
  };
  const logger = createMemoryLogger();
  const metrics = createPrometheusMetrics();
  let now = 1_000_000;
  const clock = () => NOW;
  const lane = createFastLane({
    health: healthText({ clock, publicUrl: PUBLIC_URL, coach }),
    ...bounds,
    log: createRequestLog(logger, metrics),
    now: () => now,
    replayMs: 30_000,
  });
  const app = createApi({
    coach: countingCoach,
    translator,
    logger,
    publicUrl: PUBLIC_URL,
    allowedOrigins: [],
    clock,
    metrics,
    fastLane: lane,
  });
  server = await startServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', front: lane.answer });
  const origin = `http://127.0.0.1:${server.port}`;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });
  /** Lets the lane finish keeping an answer (it reads a copy after the answer leaves). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { app, get, counted, logger, metrics, settle, advance: (ms: number) => (now += ms) };
}

describe('the fast lane', () => {
  it('answers health with the bytes the app gives, logged and counted like any request', async () => {
    const { app, get, logger, metrics } = await serveWithLane();
    const fast = await get('/api/health');
    const routed = await app.request('/api/health');
    expect(fast.status).toBe(200);
    expect(fast.headers.get('content-type')).toBe(routed.headers.get('content-type'));
    expect(await fast.text()).toBe(await routed.text());
    expect(logger.lines.filter((line) => line.message === 'request')).toHaveLength(2);
    expect((await metrics.render()).body).toContain(
      'coach_http_requests_total{route="/api/health",method="GET",status="200"} 2',
    );
  });

  it('leaves health to the app when its own answer fails', async () => {
    const { app, get } = await serveWithLane({ health: () => Promise.reject(new Error('storage gone')) });
    const fast = await get('/api/health');
    expect(fast.status).toBe(200);
    expect(await fast.text()).toBe(await (await app.request('/api/health')).text());
  });

  it('leaves health to the app when the request asks for something else', async () => {
    const { get } = await serveWithLane();
    const cors = await get('/api/health', { origin: 'https://elsewhere.example' });
    expect(cors.headers.get('access-control-allow-origin')).toBe('*');
    const refused = await get('/api/health', { accept: 'image/png' });
    expect(refused.status).toBe(406);
    expect(((await refused.json()) as { code: string }).code).toBe('not_acceptable');
  });

  it('replays a public answer to the same request, byte for byte, until the replay time passes', async () => {
    const { get, counted, settle, advance, logger } = await serveWithLane();
    const first = await get('/api/shop?proteinG=40&language=ca');
    const body = await first.text();
    await settle();
    const second = await get('/api/shop?proteinG=40&language=ca');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(counted.shops).toBe(1);
    expect(
      logger.lines.filter(
        (line) => line.message === 'request' && (line.fields as { path: string }).path === '/api/shop',
      ),
    ).toHaveLength(2);
    advance(30_001);
    expect(await (await get('/api/shop?proteinG=40&language=ca')).text()).toBe(body);
    expect(counted.shops).toBe(2);
  });

  it('keeps answers apart by query, Accept and Origin, and never replays for a request with credentials', async () => {
    const { get, counted, settle } = await serveWithLane();
    await get('/api/shop?proteinG=40');
    await settle();
    const other = await get('/api/shop?proteinG=60');
    expect(((await other.json()) as { offer: { millilitresPerDay: number } }).offer.millilitresPerDay).toBeGreaterThan(
      200,
    );
    const cors = await get('/api/shop?proteinG=40', { origin: 'https://elsewhere.example' });
    expect(cors.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/api/shop?proteinG=40', { accept: 'application/json' })).status).toBe(200);
    await get('/api/shop?proteinG=40', { authorization: 'Bearer something' });
    expect(counted.shops).toBe(5);
  });

  it('keeps at most so many answers and so many bytes, the oldest going first', async () => {
    const few = await serveWithLane({ maxEntries: 1 });
    for (const path of [
      '/api/shop?proteinG=40',
      '/api/shop?proteinG=60',
      '/api/shop?proteinG=60',
      '/api/shop?proteinG=40',
    ]) {
      await few.get(path);
      await few.settle();
    }
    expect(few.counted.shops).toBe(3);
    await server?.close();
    const small = await serveWithLane({ maxTotalBytes: 1000 });
    for (let i = 0; i < 3; i++) {
      await small.get('/api/shop?proteinG=40');
      await small.settle();
    }
    expect(small.counted.shops).toBe(3);
  });

  it('never keeps an answer that is not public', async () => {
    const { get, settle, counted } = await serveWithLane();
    const bad = await get('/api/shop?proteinG=-1');
    expect(bad.status).toBe(400);
    await settle();
    expect((await get('/api/shop?proteinG=-1')).status).toBe(400);
    expect(counted.shops).toBe(0);
  });
});
