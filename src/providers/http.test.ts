import { describe, expect, it } from 'vitest';
import { fetchWithRetry, retryAfterMs } from './http.js';

/** A fetch that answers from a script, one response per call. */
function scripted(...answers: (Response | Error)[]) {
  const calls: number[] = [];
  const fake = (async () => {
    calls.push(calls.length);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  return { fake, calls };
}

describe('fetchWithRetry', () => {
  const sleeps: number[] = [];
  const sleep = async (ms: number) => void sleeps.push(ms);

  it('retries a transient status and a network error with doubling backoff', async () => {
    sleeps.length = 0;
    const { fake, calls } = scripted(
      new Response('', { status: 503 }),
      new TypeError('fetch failed'),
      new Response('ok'),
    );
    const response = await fetchWithRetry('http://x', {}, { fetch: fake, sleep, retries: 2, backoffMs: 100 });
    expect(await response.text()).toBe('ok');
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it('waits what Retry-After asks, within its bound', async () => {
    sleeps.length = 0;
    const { fake } = scripted(new Response('', { status: 429, headers: { 'retry-after': '2' } }), new Response('ok'));
    await fetchWithRetry('http://x', {}, { fetch: fake, sleep, backoffMs: 10 });
    expect(sleeps).toEqual([2000, 10]);
  });

  it('hands back a 429 whose Retry-After is too long rather than hang', async () => {
    const { fake, calls } = scripted(new Response('', { status: 429, headers: { 'retry-after': '3600' } }));
    const response = await fetchWithRetry('http://x', {}, { fetch: fake, sleep });
    expect(response.status).toBe(429);
    expect(calls).toHaveLength(1);
  });

  it('does not retry a client error', async () => {
    const { fake, calls } = scripted(new Response('', { status: 400 }));
    expect((await fetchWithRetry('http://x', {}, { fetch: fake, sleep })).status).toBe(400);
    expect(calls).toHaveLength(1);
  });

  it('becomes upstream_unavailable when every attempt fails', async () => {
    const { fake } = scripted(new TypeError('a'), new TypeError('b'), new TypeError('c'));
    await expect(fetchWithRetry('http://x', {}, { fetch: fake, sleep })).rejects.toMatchObject({
      code: 'upstream_unavailable',
    });
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Sun, 22 Nov 2026 10:00:10 GMT', Date.parse('2026-11-22T10:00:00Z'))).toBe(10_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
