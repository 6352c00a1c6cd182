/**
 * The rules every path meets before its handler, checked on every path the
 * service serves: OPTIONS, HEAD, unlisted methods and Accept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/helpers/api.js';
import { PATHS } from './paths.js';

const entries = Object.entries(PATHS);

describe('every path', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });

  it.each(entries)('%s answers OPTIONS with 204 and Allow', async (path, policy) => {
    const res = await api.call(path, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe(policy.methods.includes('GET') ? 'GET, HEAD, OPTIONS' : 'POST, OPTIONS');
  });

  it.each(entries)('%s answers HEAD like GET, or 405 when it serves only POST', async (path, policy) => {
    const res = await api.call(path, { method: 'HEAD' });
    // Foods needs `q`, the cart redirect `to`; the operator endpoints are not served without ADMIN_TOKEN.
    const expected = policy.methods.includes('GET')
      ? ({ '/api/foods': 422, '/r/cart': 400, '/api/events/summary': 404, '/metrics': 404, '/admin/whatsapp/qr': 404 }[
          path
        ] ?? 200)
      : 405;
    expect(res.status).toBe(expected);
  });

  it.each(entries)('%s answers PATCH with 405, Allow and a hint naming the methods', async (path, policy) => {
    const res = await api.call(path, { method: 'PATCH' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain(policy.methods[0]);
    const body = (await res.json()) as { code: string; hint: string };
    expect(body.code).toBe('method_not_allowed');
    expect(body.hint).toContain(policy.methods[0]);
  });

  it.each(entries.filter(([, policy]) => policy.produces.length > 0))(
    '%s answers an Accept it cannot serve with 406',
    async (path, policy) => {
      const init = policy.methods.includes('GET')
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
      const res = await api.call(path, { ...init, headers: { ...(init.headers ?? {}), accept: 'image/avif' } });
      expect(res.status).toBe(406);
      expect(((await res.json()) as { code: string }).code).toBe('not_acceptable');
    },
  );

  it('turns a preflight from an unknown origin on a restricted path away without CORS headers', async () => {
    const res = await api.call('/api/daily-meals', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
  });
});
