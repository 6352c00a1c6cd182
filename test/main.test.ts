/**
 * The composition root on embedded defaults, over a real socket, the way
 * `npm start` runs it.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { start } from '../src/main.js';
import { createMemoryLogger } from './helpers/api.js';
import { createContractChecker } from './helpers/contract.js';

describe('start', () => {
  it('serves the API on embedded defaults and stops cleanly', async () => {
    const logger = createMemoryLogger();
    const running = await start(loadConfig({ PORT: '0', STORE_PORT: '0' }), logger);
    try {
      const base = `http://127.0.0.1:${running.port}`;
      const contract = await createContractChecker({ request: (path) => fetch(`${base}${path}`) });
      const get = async (path: string) => {
        const res = await fetch(`${base}${path}`);
        await contract.check(path, 'GET', res.clone());
        return res;
      };
      expect((await get('/api/health')).status).toBe(200);
      const shop = (await (await get('/api/shop?proteinG=40')).json()) as { offer: { cartUrl: string } };
      expect(shop.offer.cartUrl).toMatch(/^http:\/\/localhost:\d+\/cart\/\d+:1\?/);
      expect((await get('/api/foods?q=salmon')).status).toBe(200);
      expect(logger.lines.some((line) => line.message === 'coach listening')).toBe(true);
      // Logs carry method, path and status, never the query.
      expect(JSON.stringify(logger.lines)).not.toContain('salmon');
    } finally {
      await running.close();
    }
  });
});
