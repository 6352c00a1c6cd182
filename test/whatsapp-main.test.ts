/**
 * The WhatsApp channel as `npm start` wires it, when it cannot run: no Chromium where the settings say.
 * The service serves on, and one log line names the setting to fix. (WhatsApp Web itself cannot be
 * reached from here; the channel's flows are tested over a fake client in src/bots/whatsapp.)
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { start } from '../src/main.js';
import { createMemoryLogger } from './helpers/api.js';

const TOKEN = 'operator-token-0123456789';

describe('WHATSAPP_ENABLED without a Chromium', () => {
  it('keeps serving, says which setting to fix, and has no pairing code to show', async () => {
    const logger = createMemoryLogger();
    const running = await start(
      loadConfig({
        PORT: '0',
        STORE_PORT: '0',
        ADMIN_TOKEN: TOKEN,
        WHATSAPP_ENABLED: 'true',
        WHATSAPP_CHROMIUM_PATH: '/nowhere/chromium',
      }),
      logger,
    );
    try {
      const base = `http://127.0.0.1:${running.port}`;
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const missing = logger.lines.filter(
        (line) => line.fields && (line.fields as { channel?: string }).channel === 'whatsapp',
      );
      expect(missing).toEqual([
        {
          level: 'error',
          fields: { channel: 'whatsapp', setting: 'WHATSAPP_CHROMIUM_PATH', path: '/nowhere/chromium' },
          message: expect.stringMatching(/^whatsapp not started: no Chromium/) as unknown,
        },
      ]);
      const qr = await fetch(`${base}/admin/whatsapp/qr`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(qr.status).toBe(404);
      expect(((await qr.json()) as { code: string }).code).toBe('not_found');
    } finally {
      await running.close();
    }
  });

  it('is off by default: nothing about WhatsApp is logged or loaded', async () => {
    const logger = createMemoryLogger();
    const running = await start(loadConfig({ PORT: '0', STORE_PORT: '0' }), logger);
    try {
      expect(JSON.stringify(logger.lines)).not.toContain('whatsapp');
    } finally {
      await running.close();
    }
  });
});
