/**
 * @module
 * The WhatsApp Web session's life: the pairing QR code (printed in the terminal and kept for the
 * operator's route), readiness, incoming messages handed to the channel, and a lost connection logged
 * and started again. Nothing here knows the coach: it drives a client and a channel.
 */
import type { Logger } from '../../core/ports.js';
import type { ReceivedMessage, WhatsAppClient } from './whatsapp-channel.js';

/** The part of whatsapp-web.js's `Client` a session drives; the library's own `Client` is one (main.ts checks it). */
export interface WhatsAppSessionClient extends WhatsAppClient {
  on(event: 'qr', listener: (qr: string) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
  on(event: 'message', listener: (message: ReceivedMessage) => void): unknown;
  on(event: 'disconnected', listener: (reason: string) => void): unknown;
  on(event: 'auth_failure', listener: (message: string) => void): unknown;
  initialize(): Promise<void>;
  destroy(): Promise<void>;
}

export interface WhatsAppSessionOptions {
  client: WhatsAppSessionClient;
  /** Handles a message (the channel's `handle`). */
  onMessage: (message: ReceivedMessage) => Promise<void>;
  logger: Logger;
  /** Shows a pairing code to the operator (the terminal). Defaults to nothing. */
  showQr?: (qr: string) => Promise<void> | void;
  /** Waits before starting again after a lost connection, in ms. Defaults to 30 000. */
  restartAfterMs?: number;
  /** Sets a timer; tests pass their own clock's. Defaults to `setTimeout`, unref'd. */
  setTimer?: (run: () => void, ms: number) => { cancel(): void };
}

export type SessionState = 'starting' | 'pairing' | 'ready' | 'disconnected' | 'stopped';

export interface WhatsAppSession {
  /** Starts WhatsApp Web; rejects when the browser cannot be started (a missing Chromium). */
  start(): Promise<void>;
  /** Where the session is. */
  state(): SessionState;
  /** The pairing code waiting to be scanned, while pairing. */
  pendingQr(): string | undefined;
  stop(): Promise<void>;
}

const defaultTimer = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
};

export function createWhatsAppSession(options: WhatsAppSessionOptions): WhatsAppSession {
  const { client, logger } = options;
  const setTimer = options.setTimer ?? defaultTimer;
  let state: SessionState = 'starting';
  let qr: string | undefined;
  let restart: { cancel(): void } | undefined;

  client.on('qr', (code) => {
    state = 'pairing';
    qr = code;
    logger.info({ channel: 'whatsapp' }, 'whatsapp waiting to be paired: scan the QR code (terminal, or GET /admin/whatsapp/qr)');
    void Promise.resolve(options.showQr?.(code)).catch(() => undefined);
  });
  client.on('ready', () => {
    state = 'ready';
    qr = undefined;
    logger.info({ channel: 'whatsapp' }, 'whatsapp ready');
  });
  client.on('auth_failure', () => {
    logger.error({ channel: 'whatsapp', setting: 'WHATSAPP_SESSION_DIR' }, 'whatsapp pairing failed: delete the session directory and pair again');
  });
  client.on('message', (message) => void options.onMessage(message));
  client.on('disconnected', (reason) => {
    if (state === 'stopped') return;
    state = 'disconnected';
    // A logout from the phone ends the pairing; anything else is a lost connection, started again.
    logger.warn({ channel: 'whatsapp', reason: reason === 'LOGOUT' ? 'logout' : 'connection' }, 'whatsapp disconnected; starting again');
    restart = setTimer(() => {
      if (state !== 'disconnected') return;
      void client
        .destroy()
        .catch(() => undefined)
        .then(() => start())
        .catch(() => undefined);
    }, options.restartAfterMs ?? 30_000);
  });

  const start = async () => {
    state = 'starting';
    try {
      await client.initialize();
    } catch (error) {
      state = 'disconnected';
      // A browser that started before the failure is closed, not left running.
      await client.destroy().catch(() => undefined);
      throw error;
    }
  };

  return {
    start,
    state: () => state,
    pendingQr: () => (state === 'pairing' ? qr : undefined),
    async stop() {
      state = 'stopped';
      restart?.cancel();
      await client.destroy().catch(() => undefined);
    },
  };
}
