import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FakeWhatsAppClient } from '../../../test/fakes/whatsapp-client.js';
import { createMemoryLogger } from '../../../test/helpers/api.js';
import { createTranslator } from '../../i18n.js';
import { createMemoryStore } from '../../storage/memory.js';
import { startWhatsAppWeb } from './whatsapp-web.js';

const settings = {
  sessionDir: '/tmp/unused-session',
  chromiumPath: process.execPath,
  chromiumSetting: 'WHATSAPP_CHROMIUM_PATH',
  instanceId: 'instance-a',
};

describe('startWhatsAppWeb', () => {
  it('prints the pairing code in the terminal and serves it as a PNG until the phone pairs', async () => {
    const client = new FakeWhatsAppClient();
    const printed: string[] = [];
    const running = startWhatsAppWeb({
      ...settings,
      client,
      conversation: async () => [],
      store: createMemoryStore(),
      translator: createTranslator(),
      logger: createMemoryLogger(),
      print: (text) => void printed.push(text),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.initialized).toBe(1);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^Scan this code with WhatsApp/);
    // A terminal QR code: rows of block characters.
    expect(printed[0].split('\n').filter((line) => /[▀▄█]/.test(line)).length).toBeGreaterThan(10);
    const png = await running?.pairingPng();
    expect(png && (await sharp(png).metadata())).toMatchObject({ format: 'png', width: 360, height: 360 });
    client.pair();
    expect(await running?.pairingPng()).toBeUndefined();
    await running?.stop();
    expect(client.destroyed).toBe(1);
  });

  it('does not start without a Chromium where the settings say, and says which setting', () => {
    const logger = createMemoryLogger();
    const running = startWhatsAppWeb({
      ...settings,
      chromiumPath: '/nowhere/chromium',
      chromiumSetting: 'PUPPETEER_EXECUTABLE_PATH',
      client: new FakeWhatsAppClient(),
      conversation: async () => [],
      store: createMemoryStore(),
      translator: createTranslator(),
      logger,
    });
    expect(running).toBeUndefined();
    expect(logger.lines).toEqual([
      {
        level: 'error',
        fields: { channel: 'whatsapp', setting: 'PUPPETEER_EXECUTABLE_PATH', path: '/nowhere/chromium' },
        message: expect.stringMatching(/^whatsapp not started: no Chromium/) as unknown,
      },
    ]);
  });
});
