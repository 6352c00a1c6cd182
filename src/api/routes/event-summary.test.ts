import { describe, expect, it } from 'vitest';
import { createTestApi, NOW } from '../../../test/helpers/api.js';

const TOKEN = 'operator-token-0123456789';
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('GET /api/events/summary', () => {
  it('answers 404 when the service has no ADMIN_TOKEN', async () => {
    const api = await createTestApi();
    const res = await api.call('/api/events/summary', auth(TOKEN));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('not_found');
  });

  it.each([
    ['no token', {}],
    ['another token', auth('operator-token-9876543210')],
    ['a shorter token', auth('operator')],
    ['another scheme', { headers: { authorization: `Basic ${TOKEN}` } }],
  ])('answers %s with 401', async (_label, init) => {
    const api = await createTestApi({ adminToken: TOKEN });
    const res = await api.call('/api/events/summary', init);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('unauthorized');
  });

  it('counts events per name for each day, today last', async () => {
    const api = await createTestApi({ adminToken: TOKEN });
    for (const name of ['coach_opened', 'coach_opened', 'plan_generated', 'no_such_event']) {
      expect((await api.post('/api/events', { name })).status).toBe(204);
    }
    const res = await api.call('/api/events/summary?days=3', auth(TOKEN));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      days: [
        { day: '2026-11-20', counts: {} },
        { day: '2026-11-21', counts: {} },
        { day: NOW.toISOString().slice(0, 10), counts: { coach_opened: 2, plan_generated: 1 } },
      ],
    });
    expect(
      ((await (await api.call('/api/events/summary', auth(TOKEN))).json()) as { days: unknown[] }).days,
    ).toHaveLength(7);
  });

  it.each(['0', '91', 'week'])('answers days=%s with 400', async (days) => {
    const api = await createTestApi({ adminToken: TOKEN });
    expect((await api.call(`/api/events/summary?days=${days}`, auth(TOKEN))).status).toBe(400);
  });
});
