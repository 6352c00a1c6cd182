/**
 * The composition root on embedded defaults, over a real socket, the way
 * `npm start` runs it.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { start } from '../src/main.js';
import { createMemoryLogger } from './helpers/api.js';
import { createContractChecker } from './helpers/contract.js';

const OPERATOR = 'operator-token-for-the-main-test-0123456789';

describe('start', () => {
  it('serves the API on embedded defaults and stops cleanly', async () => {
    const logger = createMemoryLogger();
    const running = await start(loadConfig({ PORT: '0', STORE_PORT: '0', ADMIN_TOKEN: OPERATOR }), logger);
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
      // The warm-up finishes on its own, between requests, and says so.
      await running.warmedUp();
      // And so does its gauge, which a benchmark waits for before it measures.
      const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${OPERATOR}` } });
      expect(await metrics.text()).toMatch(/^coach_warm_up_complete 1$/m);
      const chat = await fetch(`${base}/api/coach-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          messages: [{ role: 'user', text: 'Com congelo les croquetes casolanes?' }],
          language: 'ca',
        }),
      });
      expect(chat.status).toBe(200);
    } finally {
      await running.close();
    }
  });
});

/** A POST from a chosen loopback address, as a second client on another machine would be. */
function postFrom(localAddress: string, port: number, path: string, body: object): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('the rate budget as npm start wires it', () => {
  it('counts each client address apart', async () => {
    const running = await start(
      loadConfig({ PORT: '0', STORE_PORT: '0', RATE_BUDGETS: 'chat=2/h' }),
      createMemoryLogger(),
    );
    try {
      const ask = { messages: [{ role: 'user', text: 'a quick lentil lunch?' }], language: 'en' };
      const first = [];
      for (let i = 0; i < 3; i++) first.push(await postFrom('127.0.0.1', running.port, '/api/coach-chat', ask));
      expect(first).toEqual([200, 200, 429]);
      expect(await postFrom('127.0.0.2', running.port, '/api/coach-chat', ask)).toBe(200);
    } finally {
      await running.close();
    }
  });
});
