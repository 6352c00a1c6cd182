import { describe, expect, it } from 'vitest';
import { FakeWhatsAppClient } from '../../../test/fakes/whatsapp-client.js';
import { createMemoryLogger } from '../../../test/helpers/api.js';
import { until } from '../../../test/helpers/until.js';
import { createWhatsAppSession } from './session.js';

/** Timers run by hand. */
function manualTimers() {
  const pending: (() => void)[] = [];
  return {
    pending,
    setTimer: (run: () => void) => {
      pending.push(run);
      return { cancel: () => void pending.splice(pending.indexOf(run) >>> 0, 1) };
    },
    async fire() {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('createWhatsAppSession', () => {
  it('shows the pairing code until the phone pairs, then hands messages to the channel', async () => {
    const client = new FakeWhatsAppClient();
    const shown: string[] = [];
    const handled: string[] = [];
    const session = createWhatsAppSession({
      client,
      logger: createMemoryLogger(),
      showQr: (qr) => void shown.push(qr),
      onMessage: async (message) => void handled.push(message.body),
    });
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

  it('starts again once after a lost connection, however many times WhatsApp reports it, and not after a stop', async () => {
    const client = new FakeWhatsAppClient();
    const timers = manualTimers();
    const session = createWhatsAppSession({
      client,
      logger: createMemoryLogger(),
      onMessage: async () => undefined,
      setTimer: timers.setTimer,
    });
    await session.start();
    client.pair();
    // A logout is reported twice by the library: as LOGOUT, then as the state it left.
    client.emit('disconnected', 'LOGOUT');
    client.emit('disconnected', 'UNPAIRED');
    expect(session.state()).toBe('disconnected');
    expect(timers.pending).toHaveLength(1);
    await timers.fire();
    expect([client.destroyed, client.initialized]).toEqual([1, 2]);
    expect(session.state()).toBe('pairing');
    await session.stop();
    client.emit('disconnected', 'NAVIGATION');
    expect(timers.pending).toHaveLength(0);
    expect(session.state()).toBe('stopped');
  });

  it('keeps trying while WhatsApp Web cannot be reached or its page stalls, and closes each failed browser', async () => {
    const client = new FakeWhatsAppClient();
    client.failures.push('unreachable', 'stall');
    const timers = manualTimers();
    const session = createWhatsAppSession({
      client,
      logger: createMemoryLogger(),
      onMessage: async () => undefined,
      setTimer: timers.setTimer,
      startTimeoutMs: 20,
    });
    await session.start();
    expect(session.state()).toBe('disconnected');
    await timers.fire();
    // The stalled start is given up after startTimeoutMs of real time, then the next try is scheduled.
    await until(() => timers.pending.length > 0);
    expect(session.state()).toBe('disconnected');
    await timers.fire();
    await until(() => session.state() === 'pairing');
    expect(session.state()).toBe('pairing');
    expect(client.initialized).toBe(3);
    expect(client.destroyed).toBe(4);
  });

  it('gives up when the browser cannot start, or WhatsApp bans the number, saying so', async () => {
    const missing = new FakeWhatsAppClient({ browserMissingAt: '/nowhere/chromium' });
    const logger = createMemoryLogger();
    const timers = manualTimers();
    const session = createWhatsAppSession({
      client: missing,
      logger,
      onMessage: async () => undefined,
      setTimer: timers.setTimer,
    });
    await session.start();
    expect(session.state()).toBe('failed');
    expect(missing.destroyed).toBe(1);
    expect(timers.pending).toHaveLength(0);
    expect(logger.lines.at(-1)).toMatchObject({ level: 'error', fields: { setting: 'WHATSAPP_CHROMIUM_PATH' } });
    const banned = new FakeWhatsAppClient();
    const other = createWhatsAppSession({
      client: banned,
      logger,
      onMessage: async () => undefined,
      setTimer: timers.setTimer,
    });
    await other.start();
    banned.pair();
    banned.emit('disconnected', 'TOS_BLOCK');
    expect(other.state()).toBe('failed');
    expect(timers.pending).toHaveLength(0);
    expect(logger.lines.at(-1)).toMatchObject({ level: 'error', fields: { reason: 'TOS_BLOCK' } });
  });

  it('stops at once while a start is under way, and what started is closed', async () => {
    const client = new FakeWhatsAppClient();
    client.failures.push('stall');
    const session = createWhatsAppSession({
      client,
      logger: createMemoryLogger(),
      onMessage: async () => undefined,
      startTimeoutMs: 60_000,
    });
    void session.start();
    await settle();
    await session.stop();
    expect(session.state()).toBe('stopped');
    expect(client.destroyed).toBe(1);
  });
});
