import { describe, expect, it } from 'vitest';
import { FakeWhatsAppClient } from '../../../test/fakes/whatsapp-client.js';
import { createMemoryLogger } from '../../../test/helpers/api.js';
import { createWhatsAppSession } from './session.js';

describe('createWhatsAppSession', () => {
  it('shows the pairing code until the phone pairs, then hands messages to the channel', async () => {
    const client = new FakeWhatsAppClient();
    const shown: string[] = [];
    const handled: string[] = [];
    const session = createWhatsAppSession({ client, logger: createMemoryLogger(), showQr: (qr) => void shown.push(qr), onMessage: async (message) => void handled.push(message.body) });
    await session.start();
    expect(session.state()).toBe('pairing');
    expect(session.pendingQr()).toBe('2@fake-pairing-code-1');
    expect(shown).toEqual(['2@fake-pairing-code-1']);
    client.pair();
    expect(session.state()).toBe('ready');
    expect(session.pendingQr()).toBeUndefined();
    client.deliver(client.text('34600000001@c.us', 'hola'));
    expect(handled).toEqual(['hola']);
  });

  it('starts again after a lost connection, and not after a stop', async () => {
    const client = new FakeWhatsAppClient();
    const timers: (() => void)[] = [];
    const logger = createMemoryLogger();
    const session = createWhatsAppSession({ client, logger, onMessage: async () => undefined, setTimer: (run) => (timers.push(run), { cancel: () => timers.splice(0) }) });
    await session.start();
    client.pair();
    client.emit('disconnected', 'NAVIGATION');
    expect(session.state()).toBe('disconnected');
    timers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([client.destroyed, client.initialized]).toEqual([1, 2]);
    expect(session.state()).toBe('pairing');
    await session.stop();
    client.emit('disconnected', 'LOGOUT');
    expect(timers).toHaveLength(0);
    expect(session.state()).toBe('stopped');
  });

  it('rejects the start when the browser is missing', async () => {
    const client = new FakeWhatsAppClient({ browserMissingAt: '/nowhere/chromium' });
    const session = createWhatsAppSession({ client, logger: createMemoryLogger(), onMessage: async () => undefined });
    await expect(session.start()).rejects.toThrow(/Browser was not found/);
    expect(session.state()).toBe('disconnected');
    expect(client.destroyed).toBe(1);
  });
});
