import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../test/helpers/store.js';
import { PAGE_CSP } from './page-headers.js';

describe('the headers of the store’s pages', () => {
  const app = createTestStore();

  it.each(['/cart', `/checkouts/${'0'.repeat(32)}`, '/account/sign-in/nobody'])(
    '%s forbids scripts, framing, sniffing, referrers and caching',
    async (path) => {
      // Issue 41: no page had a CSP, frame protection, nosniff, a referrer policy or no-store.
      const res = await app.request(`http://store.test${path}`);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
      expect(PAGE_CSP).not.toMatch(/script-src|unsafe-eval/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('leaves JSON answers as they are', async () => {
    const res = await app.request('http://store.test/products.json');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});
