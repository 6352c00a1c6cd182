import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../core/ports.js';
import { createMemoryStore } from '../../storage/memory.js';
import { createTestApi, NOW } from '../../../test/helpers/api.js';

const today = NOW.toISOString().slice(0, 10);

describe('POST /api/events', () => {
  it('counts known events per name and UTC day, answering 204 with no body', async () => {
    const api = await createTestApi();
    for (const name of ['coach_opened', 'coach_opened', 'plan_generated']) {
      const res = await api.post('/api/events', {
        name,
        sessionId: 'abc',
        language: 'ca',
        props: { step: 1, ok: true, where: 'x'.repeat(100) },
      });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
    }
    expect(await api.store.readCounters(`events:${today}`)).toEqual({ coach_opened: 2, plan_generated: 1 });
  });

  it.each([
    ['an unknown name', { name: 'user_deleted' }],
    ['no name', {}],
    ['malformed JSON', '{"name":'],
    [
      '13 props',
      { name: 'coach_opened', props: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`p${i}`, i])) },
    ],
    ['a nested prop', { name: 'coach_opened', props: { deep: { x: 1 } } }],
    ['a 65-character session id', { name: 'coach_opened', sessionId: 's'.repeat(65) }],
    ['an oversized body', { name: 'coach_opened', props: { big: 'x'.repeat(10_000) } }],
  ])('discards %s with 204 and counts nothing', async (_label, body) => {
    const api = await createTestApi();
    const res = await api.post('/api/events', body);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await api.store.readCounters(`events:${today}`)).toEqual({});
  });

  it('answers 204 without a content type', async () => {
    const api = await createTestApi();
    const res = await api.call('/api/events', { method: 'POST', body: '{"name":"coach_opened"}' });
    expect(res.status).toBe(204);
  });

  it('answers 204 when storage is down, and logs no event payload', async () => {
    const broken: KeyValueStore = {
      ...createMemoryStore(),
      incrementField: () => Promise.reject(new Error('connection refused')),
    };
    const api = await createTestApi({ store: broken });
    const res = await api.post('/api/events', { name: 'coach_opened', sessionId: 'secret-session' });
    expect(res.status).toBe(204);
    expect(JSON.stringify(api.logger.lines)).not.toContain('secret-session');
    expect(api.logger.lines.some((line) => line.message.includes('until storage is back'))).toBe(true);
  });

  it('ignores Accept: no body means nothing to negotiate', async () => {
    const api = await createTestApi();
    const res = await api.post('/api/events', { name: 'coach_opened' }, { accept: 'image/png' });
    expect(res.status).toBe(204);
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405', async (method) => {
    const api = await createTestApi();
    const res = await api.call('/api/events', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('lets any origin send events', async () => {
    const api = await createTestApi();
    const res = await api.post('/api/events', { name: 'coach_opened' }, { origin: 'https://anywhere.example' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
