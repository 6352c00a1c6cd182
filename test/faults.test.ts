/**
 * Fault injection through the service as `npm start` wires it: every
 * provider (models, FatSecret, prices, LogMeal, SMTP, the store's catalogue,
 * Redis) is pointed at a server that is slow, failing, garbled or not there,
 * and every route must answer its documented status within a bounded time,
 * with the process still serving afterwards.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { start } from '../src/main.js';
import { startFaultServer, type Fault, type FaultServer } from './fakes/fault-server.js';
import { startSmtpSink } from './fakes/smtp-sink.js';
import { createMemoryLogger } from './helpers/api.js';
import { redisSkipReason, testRedis } from './helpers/redis.js';
import { until } from './helpers/until.js';
import { dataUrl, platePng } from './helpers/photos.js';

/** Each attempt of a provider call; a call makes at most three. */
const ATTEMPT_MS = 400;
/** Longest answer allowed under any fault: three attempts, their backoff, and room for a loaded CI machine. */
const BOUND_MS = 4000;
const ORIGIN = 'https://coach.example';

type Probe = {
  store?: true;
  route: string;
  init: () => Promise<RequestInit> | RequestInit;
  status: number;
  check?: (body: Record<string, unknown>) => void;
};

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const target = { calories: 2300, proteinG: 130, carbohydrateG: 270, fatG: 75 };

/** What each route answers while its provider is down, as the contract and DESIGN.md document it. */
const PROBES: Record<string, Probe> = {
  'model (chat)': {
    route: '/api/coach-chat',
    init: () => json({ messages: [{ role: 'user', text: 'Què sopo després de córrer?' }], language: 'ca' }),
    status: 502,
  },
  'model (image)': { route: '/api/meal-image', init: () => json({ title: 'Escalivada amb tonyina' }), status: 502 },
  'model (meal wording)': {
    route: '/api/daily-meals',
    init: () => json({ target, activity: 'run', language: 'ca' }),
    status: 200,
  },
  FatSecret: { route: '/api/foods?q=pollastre', init: () => ({}), status: 502 },
  prices: {
    route: '/api/basket-prices',
    init: () => json({ items: [{ name: 'chicken breast', amount: 500, unit: 'g' }] }),
    status: 200,
    check: (body) =>
      expect(body).toMatchObject({
        supermarketAvailable: false,
        source: expect.stringMatching(/^reference table/) as unknown,
      }),
  },
  LogMeal: {
    route: '/api/meal-photo',
    init: async () => json({ imageBase64: dataUrl('image/png', await platePng()), providerConsent: true }),
    status: 502,
  },
  SMTP: {
    route: '/api/store-email',
    init: () =>
      json({ email: 'nuria@example.cat', checklist: 'Pa amb tomàquet', marketingConsent: true }, { origin: ORIGIN }),
    status: 502,
  },
  store: {
    route: '/api/shop?proteinG=40',
    init: () => ({}),
    status: 200,
    check: (body) => expect(body).toHaveProperty('offer'),
  },
  Redis: {
    route: '/api/health',
    init: () => ({}),
    status: 200,
    check: (body) => expect(body).toMatchObject({ storage: { backend: 'redis', available: false } }),
  },
  'Redis (events)': { route: '/api/events', init: () => json({ name: 'coach_opened' }), status: 204 },
  'Redis (store cart)': {
    store: true,
    route: '/cart/add.js',
    init: () => json({ id: 4710001, quantity: 1 }),
    status: 503,
    check: (body) => expect(body).toMatchObject({ status: 503, message: expect.any(String) as unknown }),
  },
};

interface Faulty {
  http: FaultServer;
  smtp: FaultServer;
  redis: FaultServer;
}

/** Every provider of the service at `http`, `smtp` and `redis`. */
function settings(ports: { http: number; smtp: number; redis: number }): Record<string, string> {
  const http = `http://127.0.0.1:${ports.http}`;
  return {
    PORT: '0',
    STORE_PORT: '0',
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: 'silent',
    PROVIDER_TIMEOUT_MS: String(ATTEMPT_MS),
    OPENAI_API_KEY: 'sk-fault',
    OPENAI_BASE_URL: `${http}/v1`,
    OPENAI_IMAGE_MODEL: 'gpt-image-1',
    FATSECRET_CLIENT_ID: 'id',
    FATSECRET_CLIENT_SECRET: 'secret',
    FATSECRET_API_URL: http,
    FATSECRET_TOKEN_URL: `${http}/connect/token`,
    PRICES_API_URL: http,
    LOGMEAL_API_TOKEN: 'token',
    LOGMEAL_API_URL: `${http}/v2`,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    EMAIL_FROM: 'coach@coach.example',
    STORE_URL: http,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
  };
}

type Running = Awaited<ReturnType<typeof start>>;

/** The four faults, and the fault server's mode that makes each. */
const FAULTS: [string, Fault][] = [
  ['slow', 'slow'],
  ['failing', 'failing'],
  ['garbled', 'garbled'],
  ['unreachable', 'down'],
];

describe.each(FAULTS)('every provider %s', (_name, fault) => {
  let faulty: Faulty;
  let running: Running;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('unhandledRejection', onCrash).on('uncaughtException', onCrash);
    faulty = {
      http: await startFaultServer('http'),
      smtp: await startFaultServer('smtp'),
      redis: await startFaultServer('redis'),
    };
    await Promise.all(Object.values(faulty).map((server: FaultServer) => server.set(fault)));
    running = await start(
      loadConfig(settings({ http: faulty.http.port, smtp: faulty.smtp.port, redis: faulty.redis.port })),
      createMemoryLogger(),
    );
    // The bound is for the providers' faults; the card matcher's learning after a start is not one of them.
    await running.warmedUp();
  }, 15_000);

  afterAll(async () => {
    await running?.close();
    await Promise.all(Object.values(faulty).map((server: FaultServer) => server.close()));
    process.off('unhandledRejection', onCrash).off('uncaughtException', onCrash);
  }, 15_000);

  it.each(Object.entries(PROBES))('%s: the documented status within a bounded time', async (_provider, probe) => {
    const started = Date.now();
    const port = probe.store ? running.storePort : running.port;
    const res = await fetch(`http://127.0.0.1:${port}${probe.route}`, {
      ...(await probe.init()),
      signal: AbortSignal.timeout(BOUND_MS * 2),
    });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(probe.status);
    expect(elapsed).toBeLessThan(BOUND_MS);
    const text = await res.text();
    if (res.status >= 400 && !probe.store) expect(JSON.parse(text)).toMatchObject({ code: 'upstream_unavailable' });
    if (probe.check) probe.check(JSON.parse(text) as Record<string, unknown>);
  });

  it('keeps serving: nothing crashed, and health still answers', async () => {
    const res = await fetch(`http://127.0.0.1:${running.port}/api/health`);
    expect(res.status).toBe(200);
    expect(crashes).toEqual([]);
  });
});

const skip = redisSkipReason();
if (skip) console.warn(`\n  ⚠ ${skip}\n`);

describe.skipIf(skip).each(FAULTS)('nothing is lost while Redis is %s', (_name, fault) => {
  it('writes the events and the consented subscriber once Redis is back', async () => {
    const redis = await testRedis();
    const reader = new Redis(redis.url);
    const proxy = await startFaultServer('redis', { relayTo: Number(new URL(redis.url).port) });
    const sink = await startSmtpSink();
    const prefix = `faults-${fault}-${Date.now()}:`;
    await proxy.set('ok');
    const running = await start(
      loadConfig({
        PORT: '0',
        STORE_PORT: '0',
        PUBLIC_URL: ORIGIN,
        LOG_LEVEL: 'silent',
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_PREFIX: prefix,
        SMTP_URL: sink.url,
        EMAIL_FROM: 'coach@coach.example',
      }),
      createMemoryLogger(),
    );
    const post = (path: string, init: RequestInit) => fetch(`http://127.0.0.1:${running.port}${path}`, init);
    try {
      await proxy.set(fault);
      for (const name of ['coach_opened', 'coach_opened', 'basket_created'])
        expect((await post('/api/events', json({ name }))).status).toBe(204);
      const email = await post(
        '/api/store-email',
        json(
          { email: 'Nuria@Example.cat', checklist: 'Pa amb tomàquet', marketingConsent: true, kind: 'basket' },
          { origin: ORIGIN },
        ),
      );
      expect(email.status).toBe(200);
      expect(sink.messages).toHaveLength(1);

      await proxy.set('ok');
      const day = new Date().toISOString().slice(0, 10);
      // The service retries what it kept every few seconds; nothing here asks it to.
      await until(async () => (await reader.hget(`${prefix}events:${day}`, 'basket_created')) === '1', 15_000);
      expect(await reader.hgetall(`${prefix}events:${day}`)).toEqual({ coach_opened: '2', basket_created: '1' });
      await until(async () => (await reader.exists(`${prefix}subscriber:nuria@example.cat`)) === 1, 15_000);
      expect(JSON.parse((await reader.get(`${prefix}subscriber:nuria@example.cat`)) ?? '{}')).toMatchObject({
        address: 'Nuria@Example.cat',
        kinds: ['basket'],
      });
    } finally {
      await running.close();
      await Promise.all([proxy.close(), sink.close()]);
      const keys = await reader.keys(`${prefix}*`);
      if (keys.length > 0) await reader.del(...keys);
      reader.disconnect();
      await redis.stop();
    }
  }, 40_000);
});
