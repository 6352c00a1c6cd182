import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, FRONT_END, type TestApi } from '../../../test/helpers/api.js';

/** Each generative route validates its whole input now and answers 503 until its provider lands. */
describe('generative routes without providers', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });

  it.each([['/api/meal-image', { title: 'Escalivada amb anxoves' }, 'Meal images']])(
    '%s answers a valid request with 503 service_not_configured',
    async (path, body, message) => {
      const res = await api.post(path, body);
      expect(res.status).toBe(503);
      const error = (await res.json()) as { code: string; message: string; status: number };
      expect(error).toMatchObject({ code: 'service_not_configured', status: 503 });
      expect(error.message).toContain(message);
    },
  );

  describe('coach-chat bounds', () => {
    const message = (text: string, role = 'user') => ({ role, text });
    it.each([
      ['1 message', [message('hi')], 200],
      ['12 messages', Array.from({ length: 12 }, () => message('hi')), 200],
      ['no messages', [], 400],
      ['13 messages', Array.from({ length: 13 }, () => message('hi')), 400],
      ['a 1400-character text', [message('a'.repeat(1400))], 200],
      ['a 1401-character text', [message('a'.repeat(1401))], 400],
      ['an unknown role', [message('hi', 'system')], 400],
    ])('%s -> %i', async (_label, messages, status) => {
      expect((await api.post('/api/coach-chat', { messages })).status).toBe(status);
    });
  });

  describe('meal-image bounds', () => {
    it.each([
      ['', 400],
      ['a', 503],
      ['t'.repeat(180), 503],
      ['t'.repeat(181), 400],
    ])('title of %s characters', async (title, status) => {
      expect((await api.post('/api/meal-image', { title })).status).toBe(status);
    });
  });

  it.each(['/api/coach-chat', '/api/meal-image'])(
    '%s answers malformed JSON with 400 and GET with 405',
    async (path) => {
      expect((await api.post(path, '{"oops"')).status).toBe(400);
      const res = await api.call(path);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    },
  );

  it('grants CORS on the generative routes only to allowed origins', async () => {
    const allowed = await api.post('/api/meal-image', { title: 'x' }, { origin: FRONT_END });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(FRONT_END);
    const other = await api.post('/api/meal-image', { title: 'x' }, { origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight without reaching the handler', async () => {
    const res = await api.call('/api/coach-chat', {
      method: 'OPTIONS',
      headers: {
        origin: FRONT_END,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(FRONT_END);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type');
  });
});
