import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/helpers/api.js';

describe('discovery pages', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });

  it('serves the home page as HTML and as Markdown', async () => {
    const html = await api.call('/');
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await html.text()).toContain('<h1 id="nutrition-coach">Nutrition coach</h1>');
    const md = await api.call('/', { headers: { accept: 'text/markdown' } });
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await md.text()).toMatch(/^# Nutrition coach/);
  });

  it('renders the API reference from the contract with no external resource', async () => {
    const res = await api.call('/docs', { headers: { accept: 'text/html' } });
    const page = await res.text();
    for (const path of [
      '/api/health',
      '/api/shop',
      '/api/foods',
      '/api/basket-prices',
      '/api/daily-meals',
      '/api/coach-chat',
      '/api/meal-image',
      '/api/meal-photo',
      '/api/store-email',
      '/api/events',
    ]) {
      expect(page).toContain(path);
    }
    expect(page).toContain('1000 to 6000');
    expect(page).not.toMatch(/<script|<link|src="http/);
  });

  it('prefers Markdown for /docs when the client does, and tells caches the answer varies', async () => {
    const res = await api.call('/docs', { headers: { accept: 'text/html;q=0.5, text/markdown' } });
    expect(res.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(res.headers.get('vary')).toBe('Accept');
  });

  it('serves agents.md and llms.txt as Markdown with the operations and the base URL', async () => {
    for (const path of ['/agents.md', '/llms.txt']) {
      const res = await api.call(path);
      expect(res.headers.get('content-type')).toMatch(/^text\/markdown/);
      const text = await res.text();
      expect(text).toContain('http://coach.test');
      expect(text).toContain('`POST /api/coach-chat` (askCoach)');
      expect(text).not.toContain('{{');
    }
  });

  it('serves a sitemap as XML, or Markdown when asked', async () => {
    const xml = await api.call('/sitemap.xml');
    expect(xml.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await xml.text()).toContain('<loc>http://coach.test/docs</loc>');
    const md = await api.call('/sitemap.xml', { headers: { accept: 'text/markdown' } });
    expect(await md.text()).toContain('- http://coach.test/llms.txt');
  });

  it('answers POST on a page with 405', async () => {
    expect((await api.call('/llms.txt', { method: 'POST' })).status).toBe(405);
  });
});

describe('unknown paths', () => {
  it.each(['/nope', '/api', '/api/health/', '/api/shop/x', '/API/HEALTH', '/openapi.yaml'])(
    '%s answers 404 not_found in the envelope',
    async (path) => {
      const api = await createTestApi();
      for (const method of ['GET', 'POST', 'OPTIONS']) {
        const res = await api.call(path, { method });
        expect(res.status).toBe(404);
        const body = (await res.json()) as { code: string; documentation: string; status: number };
        expect(body).toMatchObject({ code: 'not_found', status: 404, documentation: 'http://coach.test/openapi.json' });
      }
    },
  );

  it('lets a browser read a 404', async () => {
    const api = await createTestApi();
    const res = await api.call('/nope', { headers: { origin: 'https://anywhere.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps whatever a client typed into an unknown path out of the logs', async () => {
    const api = await createTestApi();
    await api.call('/users/anna@example.com');
    expect(JSON.stringify(api.logger.lines)).not.toContain('anna');
    expect(api.logger.lines.at(-1)?.fields).toMatchObject({ path: '(unmatched)', status: 404 });
  });
});
