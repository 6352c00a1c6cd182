import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryLogger, createTestCoach, NOW, PUBLIC_URL } from '../../test/helpers/api.js';
import type { Coach } from '../core/coach.js';
import { createPrometheusMetrics } from '../providers/metrics/prometheus.js';
import { createApi } from './app.js';
import { createFastLane } from './fast-lane.js';
import { createRequestLog } from './request-log.js';
import { basketEstimate } from './routes/basket.js';
import { healthText } from './routes/health.js';
import { startServer, type RunningServer } from './serve.js';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const BASKET = {
  items: [
    { name: 'chicken breast', amount: 400, unit: 'g' },
    { name: 'rice', amount: 250 },
    { name: 'tomato', amount: 3, unit: 'each' },
    { name: 'unheard-of fruit', amount: 1 },
  ],
};

/** The real app behind a lane that computes baskets; `reached` counts the requests the app answered. */
async function serveWithBaskets(override: Partial<Coach> = {}) {
  const { coach: testCoach, translator } = createTestCoach();
  const coach = { ...testCoach, ...override };
  const logger = createMemoryLogger();
  const metrics = createPrometheusMetrics();
  const clock = () => NOW;
  const lane = createFastLane({
    health: healthText({ clock, publicUrl: PUBLIC_URL, coach }),
    computed: [basketEstimate(coach)],
    log: createRequestLog(logger, metrics),
  });
  const app = createApi({
    coach,
    translator,
    logger,
    publicUrl: PUBLIC_URL,
    allowedOrigins: [],
    clock,
    metrics,
    fastLane: lane,
  });
  const reached = { app: 0 };
  server = await startServer({
    fetch: (request, env) => (reached.app++, app.fetch(request, env)),
    port: 0,
    hostname: '127.0.0.1',
    front: lane.answer,
  });
  const port = server.port;
  /** A POST as Node sends it, so the test controls every header and byte. */
  const post = (body: string | Buffer, headers: Record<string, string | number> = {}) =>
    new Promise<{ status: number; type: string | undefined; text: string }>((resolve, reject) => {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      const length = headers['transfer-encoding'] ? {} : { 'content-length': bytes.byteLength };
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/basket-prices',
          headers: { 'content-type': 'application/json', ...length, ...headers },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              type: incoming.headers['content-type'],
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(bytes);
    });
  /** What the app alone answers to the same request. */
  const routed = async (body: string, headers: Record<string, string> = {}) => {
    const res = await app.request('/api/basket-prices', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: res.status, text: await res.text() };
  };
  return { post, routed, reached, logger, metrics };
}

describe('the fast lane, on a computed route', () => {
  it('answers a valid basket itself, with the bytes the app gives, logged and counted like any request', async () => {
    const { post, routed, reached, logger, metrics } = await serveWithBaskets();
    const fast = await post(JSON.stringify(BASKET));
    expect(reached.app).toBe(0);
    const app = await routed(JSON.stringify(BASKET));
    expect(fast.status).toBe(200);
    expect(fast.type).toBe('application/json');
    expect(fast.text).toBe(app.text);
    const estimate = JSON.parse(fast.text) as { items: { name: string; price: number }[]; ignored: { name: string }[] };
    expect(estimate.items.map((item) => item.name)).toEqual(['chicken breast', 'rice', 'tomato']);
    expect(estimate.ignored.map((line) => line.name)).toEqual(['unheard-of fruit']);
    expect(
      logger.lines.filter(
        (line) => line.message === 'request' && (line.fields as { path: string }).path === '/api/basket-prices',
      ),
    ).toHaveLength(2);
    expect((await metrics.render()).body).toContain(
      'coach_http_requests_total{route="/api/basket-prices",method="POST",status="200"} 2',
    );
  });

  it('hands every body it would not answer to the app, which answers exactly as without the lane', async () => {
    const { post, routed, reached } = await serveWithBaskets();
    const bodies = [
      '{"items":[]}',
      '{"items":[',
      '[1,2]',
      `{"items":${'['.repeat(70)}${']'.repeat(70)}}`,
      '{"items":[{"name":"rice","amount":-1}]}',
      '{"items":[{"name":"rice","amount":1,"unit":"kg"}]}',
    ];
    for (const body of bodies) {
      const fast = await post(body);
      const app = await routed(body);
      expect({ body, status: fast.status, text: fast.text }).toEqual({ body, status: app.status, text: app.text });
      expect(fast.status).toBe(400);
    }
    expect(reached.app).toBe(bodies.length);
  });

  it('leaves to the app a body that is not UTF-8, another content type, a cross-origin call and a chunked body', async () => {
    const { post, reached } = await serveWithBaskets();
    const notUtf8 = await post(Buffer.from([0x7b, 0xff, 0x7d]));
    expect(JSON.parse(notUtf8.text)).toMatchObject({ code: 'invalid_request', status: 400 });
    expect((await post(JSON.stringify(BASKET), { 'content-type': 'text/plain' })).status).toBe(400);
    const cors = await post(JSON.stringify(BASKET), { origin: 'https://elsewhere.example' });
    expect(cors.status).toBe(200);
    const chunked = await post(JSON.stringify(BASKET), { 'transfer-encoding': 'chunked' });
    expect(chunked.status).toBe(200);
    expect(reached.app).toBe(4);
  });

  it('leaves a failed estimate to the app, which answers it in the documented envelope', async () => {
    const { post, reached } = await serveWithBaskets({
      estimateBasket: () => Promise.reject(new Error('price table gone')),
    });
    const failed = await post(JSON.stringify(BASKET));
    expect(reached.app).toBe(1);
    expect(failed.status).toBe(500);
    expect(JSON.parse(failed.text)).toMatchObject({ code: 'upstream_unavailable', status: 500 });
  });
});
