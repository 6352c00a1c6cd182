import { describe, expect, it } from 'vitest';
import { createTestApi, FRONT_END } from '../../test/helpers/api.js';
import { createRateBudget } from '../storage/rate-budget.js';

const chat = { messages: [{ role: 'user', text: 'What should I eat before a run?' }] };
// A client may send any X-Forwarded-For; the trusted proxy appends the address it saw, last.
const from = (address: string) => ({ 'x-forwarded-for': `198.18.0.99, ${address}`, origin: FRONT_END });

describe('rate budgets on the paid routes', () => {
  it('answers 429 with Retry-After and the envelope once a client has used its budget', async () => {
    const api = await createTestApi({
      rateBudget: createRateBudget({ budgets: { chat: { requests: 2, windowSeconds: 3600 } } }),
      trustProxy: true,
    });
    expect((await api.post('/api/coach-chat', chat, from('203.0.113.7'))).status).toBe(200);
    expect((await api.post('/api/coach-chat', chat, from('203.0.113.7'))).status).toBe(200);
    const res = await api.post('/api/coach-chat', chat, from('203.0.113.7'));
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = (await res.json()) as { code: string; status: number; hint: string };
    expect(body).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(body.hint).toContain(String(retryAfter));
  });

  it('keeps each client to its own budget and leaves other routes alone', async () => {
    const api = await createTestApi({
      rateBudget: createRateBudget({ budgets: { chat: { requests: 1, windowSeconds: 60 } } }),
      trustProxy: true,
    });
    expect((await api.post('/api/coach-chat', chat, from('203.0.113.7'))).status).toBe(200);
    expect((await api.post('/api/coach-chat', chat, from('203.0.113.7'))).status).toBe(429);
    expect((await api.post('/api/coach-chat', chat, from('198.51.100.4'))).status).toBe(200);
    const target = { calories: 2200, proteinG: 130, carbohydrateG: 250, fatG: 70 };
    expect((await api.post('/api/daily-meals', { target, activity: 'run' }, from('203.0.113.7'))).status).toBe(200);
    expect(
      (
        await api.call('/api/coach-chat', {
          method: 'OPTIONS',
          headers: { ...from('203.0.113.7'), 'access-control-request-method': 'POST' },
        })
      ).status,
    ).toBe(204);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const api = await createTestApi({
      rateBudget: createRateBudget({ budgets: { chat: { requests: 1, windowSeconds: 60 } } }),
    });
    expect((await api.post('/api/coach-chat', chat, from('203.0.113.7'))).status).toBe(200);
    expect((await api.post('/api/coach-chat', chat, from('198.51.100.4'))).status).toBe(429);
  });

  it('spends nothing without a budget for the route', async () => {
    const api = await createTestApi({ rateBudget: createRateBudget({ budgets: {} }), trustProxy: true });
    for (let i = 0; i < 5; i++) expect((await api.post('/api/coach-chat', chat, from('203.0.113.7'))).status).toBe(200);
  });
});
