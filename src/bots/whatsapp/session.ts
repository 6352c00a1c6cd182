/**
 * @module
 * The WhatsApp Web session's life: the pairing QR code (printed in the terminal and kept for the
 * operator's route), readiness, incoming messages handed to the channel, and a start that failed or a
 * connection that was lost tried again, one start at a time. Nothing here knows the coach: it drives a
 * client and a channel.
 */
import type { Logger } from '../../core/ports.js';
import { within } from '../../edge/within.js';
import type { ReceivedMessage, WhatsAppClient } from './whatsapp-channel.js';
import { errorName } from '../../core/errors.js';

/** The part of whatsapp-web.js's `Client` a session drives; the library's own `Client` is one (whatsapp-web.ts checks it). */
export interface WhatsAppSessionClient extends WhatsAppClient {
  on(event: 'qr', listener: (qr: string) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
  on(event: 'message', listener: (message: ReceivedMessage) => void): unknown;
  on(event: 'disconnected', listener: (reason: string) => void): unknown;
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
  /** Waits before starting again after a failed start or a lost connection, in ms. Defaults to 60 000. */
  restartAfterMs?: number;
  /**
   * Longest a start may take, in ms, until WhatsApp Web shows a code or opens. Defaults to 120 000:
   * the library waits for ever for a page that stalls.
   */
  startTimeoutMs?: number;
  /** Sets a timer; tests pass their own clock's. Defaults to `setTimeout`, unref'd. */
  setTimer?: (run: () => void, ms: number) => { cancel(): void };
}

export type SessionState = 'idle' | 'starting' | 'pairing' | 'ready' | 'disconnected' | 'failed' | 'stopped';

export interface WhatsAppSession {
  /** Starts WhatsApp Web, and keeps trying while it cannot be reached; resolves once this start is settled. */
  start(): Promise<void>;
  /** Where the session is. */
  state(): SessionState;
  /** The pairing code waiting to be scanned, while pairing. */
  pendingQr(): string | undefined;
  /** Stops, and stops trying; `start` may begin again later (the lease came back). */
  stop(): Promise<void>;
}

/**
 * WhatsApp's reasons for a disconnection after which starting again cannot help: the number is banned
 * or WhatsApp Web refuses this version. Any other (a lost network, a logout from the phone, another
 * WhatsApp Web taking over) is started again; after a logout that shows a new code to pair.
 */
const FINAL_REASONS = new Set(['TOS_BLOCK', 'SMB_TOS_BLOCK', 'DEPRECATED_VERSION']);

/** Whether a start failed because WhatsApp Web did not load (puppeteer's network errors, a stalled page) rather than the browser. */
const unreachable = (error: unknown): boolean =>
  error instanceof Error && /net::ERR_|ERR_INTERNET|ERR_NAME|did not open within/i.test(error.message);

const defaultTimer = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
};

export function createWhatsAppSession(options: WhatsAppSessionOptions): WhatsAppSession {
  const { client, logger } = options;
  const setTimer = options.setTimer ?? defaultTimer;
  const restartAfterMs = options.restartAfterMs ?? 60_000;
  let state: SessionState = 'idle';
  let qr: string | undefined;
  let retry: { cancel(): void } | undefined;
  let starting: Promise<void> | undefined;
  let attempts = 0;
  // Events of a client that was stopped are not this session's any more.
  const live = () => state !== 'stopped';

  client.on('qr', (code) => {
    if (!live()) return;
    state = 'pairing';
    qr = code;
    logger.info(
      { channel: 'whatsapp' },
      'whatsapp waiting to be paired: scan the QR code (terminal, or GET /admin/whatsapp/qr)',
    );
    void Promise.resolve(options.showQr?.(code)).catch(() => undefined);
  });
  client.on('ready', () => {
    if (!live()) return;
    state = 'ready';
    qr = undefined;
    logger.info({ channel: 'whatsapp' }, 'whatsapp ready');
  });
  client.on('message', (message) => void (state === 'ready' && options.onMessage(message)));
  client.on('disconnected', (reason) => {
    if (!live() || state === 'disconnected' || state === 'failed') return;
    // WhatsApp's reason is one of its states (CONFLICT, UNPAIRED, TOS_BLOCK…) or LOGOUT: nothing personal.
    if (FINAL_REASONS.has(reason)) {
      state = 'failed';
      logger.error(
        { channel: 'whatsapp', reason },
        'whatsapp disconnected for good: this number cannot use WhatsApp Web now',
      );
      return;
    }
    state = 'disconnected';
    logger.warn({ channel: 'whatsapp', reason, retryInMs: restartAfterMs }, 'whatsapp disconnected; starting again');
    later();
  });

  const later = () => {
    retry?.cancel();
    retry = setTimer(() => void begin(), restartAfterMs);
  };

  const attempt = async () => {
    state = 'starting';
    // A client is started again only once what its last start opened is closed.
    if (attempts++ > 0) await client.destroy().catch(() => undefined);
    try {
      await within(client.initialize(), options.startTimeoutMs ?? 120_000, () => {
        throw new Error('WhatsApp Web did not open within the time allowed');
      });
    } catch (error) {
      // A browser that started before the failure is closed, not left running.
      await client.destroy().catch(() => undefined);
      if (!live()) return;
      if (!unreachable(error)) {
        state = 'failed';
        logger.error(
          { channel: 'whatsapp', err: errorName(error), setting: 'WHATSAPP_CHROMIUM_PATH' },
          'whatsapp not started: the browser did not start',
        );
        return;
      }
      state = 'disconnected';
      logger.warn(
        { channel: 'whatsapp', retryInMs: restartAfterMs },
        'whatsapp web could not be reached; trying again',
      );
      later();
      return;
    }
    // Stopped while it started: what started is closed again.
    if (!live()) await client.destroy().catch(() => undefined);
  };

  const begin = (): Promise<void> => {
    if (!live()) return Promise.resolve();
    starting ??= attempt().finally(() => (starting = undefined));
    return starting;
  };

  return {
    start() {
      if (state === 'stopped') state = 'idle';
      return begin();
    },
    state: () => state,
    pendingQr: () => (state === 'pairing' ? qr : undefined),
    async stop() {
      state = 'stopped';
      retry?.cancel();
      // Not waiting for a start under way (a stalled page waits minutes): closing the browser ends it.
      await client.destroy().catch(() => undefined);
    },
  };
}
