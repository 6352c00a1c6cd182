import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, NOW, type TestApi } from '../../../test/helpers/api.js';
import type { Coach } from '../../core/coach.js';
import { healthAnswer, healthText } from './health.js';

describe('GET /api/health', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });

  it('reports the service, the contract version and the public reads', async () => {
    const res = await api.call('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      service: 'nutrition-coach',
      apiVersion: '1.1.0',
      time: NOW.toISOString(),
      documentation: 'http://coach.test/openapi.json',
      endpoints: ['GET /api/health', 'GET /api/shop', 'GET /openapi.json', 'GET /api/openapi.yaml'],
      storage: { backend: 'memory', available: true },
    });
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await api.call('/api/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers %s with 405 and the methods it allows', async (method) => {
    const res = await api.call('/api/health', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const body = (await res.json()) as { code: string; hint: string };
    expect(body.code).toBe('method_not_allowed');
    expect(body.hint).toContain('GET');
  });

  it('answers a plain OPTIONS with 204 and Allow', async () => {
    const res = await api.call('/api/health', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('lets any origin read it', async () => {
    const res = await api.call('/api/health', { headers: { origin: 'https://anywhere.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    ['application/json', 200],
    ['text/markdown', 200],
    ['*/*', 200],
    ['application/*;q=0.5', 200],
    ['text/html', 406],
    ['image/png, text/plain', 406],
    ['application/json;q=0', 406],
  ])('negotiates Accept: %s -> %i', async (accept, status) => {
    const res = await api.call('/api/health', { headers: { accept } });
    expect(res.status).toBe(status);
    if (status === 406) expect(((await res.json()) as { code: string }).code).toBe('not_acceptable');
  });
});

describe('the health answer as text', () => {
  it('is the answer serialised, to the byte, whatever the time, the storage and the public URL', async () => {
    let available = true;
    let now = new Date('2026-11-26T05:00:00.123Z');
    const coach = {
      storageHealth: () => Promise.resolve({ backend: 'redis' as const, available }),
    } as unknown as Coach;
    const deps = { clock: () => now, publicUrl: 'https://coach.example/"quoted"/camí', coach };
    const text = healthText(deps);
    for (const state of [true, false, true]) {
      available = state;
      now = new Date(now.getTime() + 1001);
      expect(await text()).toBe(JSON.stringify(await healthAnswer(deps)));
    }
    expect(JSON.parse(await text())).toMatchObject({
      storage: { backend: 'redis', available: true },
      documentation: 'https://coach.example/"quoted"/camí/openapi.json',
    });
    // Within one millisecond the storage may still change, and the text with it.
    const everyProbe = healthText(deps, { storageCheckMs: 0 });
    for (const state of [true, false]) {
      available = state;
      expect(await everyProbe()).toBe(JSON.stringify(await healthAnswer(deps)));
    }
  });
});

describe('the storage check behind the health text', () => {
  it('answers the probes of one second from one check, at once, and checks again after it', async () => {
    let checks = 0;
    let now = new Date('2026-11-26T05:00:00.000Z');
    const coach = {
      storageHealth: () => (checks++, Promise.resolve({ backend: 'redis' as const, available: checks === 1 })),
    } as unknown as Coach;
    const text = healthText({ clock: () => now, publicUrl: 'https://coach.example', coach });
    const [first, second] = [text(), text()];
    expect(typeof first).not.toBe('string');
    expect(await first).toBe(await second);
    expect(checks).toBe(1);
    now = new Date(now.getTime() + 999);
    const soon = text();
    expect(typeof soon).toBe('string');
    expect(JSON.parse(soon as string)).toMatchObject({
      time: '2026-11-26T05:00:00.999Z',
      storage: { available: true },
    });
    expect(checks).toBe(1);
    now = new Date(now.getTime() + 1);
    expect(JSON.parse(await text())).toMatchObject({ storage: { available: false } });
    expect(checks).toBe(2);
    const always = healthText({ clock: () => now, publicUrl: 'https://coach.example', coach }, { storageCheckMs: 0 });
    await always();
    await always();
    expect(checks).toBe(4);
  });
});
