/**
 * @module
 * The WhatsApp channel on whatsapp-web.js: WhatsApp Web in the system's Chromium (never a downloaded
 * browser), its session kept by `LocalAuth` in a directory, the pairing QR code printed in the terminal
 * and offered as a PNG to the operator, one instance running it at a time. Loaded only when
 * `WHATSAPP_ENABLED` is true: whatsapp-web.js brings puppeteer with it.
 */
import { existsSync } from 'node:fs';
import QRCode from 'qrcode';
import wweb from 'whatsapp-web.js';
import type { Conversation } from '../../core/conversation/conversation.js';
import type { Reply } from '../../core/conversation/types.js';
import type { KeyValueStore, Logger, Translator } from '../../core/ports.js';
import { CoachError } from '../../core/errors.js';
import { within } from '../../edge/within.js';
import { createSessionLock } from './session-lock.js';
import { createWhatsAppSession, type WhatsAppSession, type WhatsAppSessionClient } from './session.js';
import { createWhatsAppChannel } from './whatsapp-channel.js';

export interface WhatsAppWebOptions {
  sessionDir: string;
  chromiumPath: string;
  /** The setting that named `chromiumPath`, for the log line when it is missing. */
  chromiumSetting: string;
  conversation: Conversation;
  store: KeyValueStore;
  translator: Translator;
  logger: Logger;
  /** This instance's id in the session lease. */
  instanceId: string;
  /** Prints the pairing code for the operator. Defaults to the terminal (standard error). */
  print?: (text: string) => void;
  /** The client to drive. Defaults to whatsapp-web.js's `Client` over the Chromium at `chromiumPath`. */
  client?: WhatsAppSessionClient;
}

export interface RunningWhatsApp {
  /** Sends the coach's replies to a chat that wrote first (a morning check-in). */
  push(this: void, chatId: string, replies: readonly Reply[]): Promise<void>;
  /** The pairing QR code as a PNG while the session waits to be paired on this instance. */
  pairingPng(this: void): Promise<Uint8Array | undefined>;
  stop(this: void): Promise<void>;
}

// The library's own `Client` must be what the session drives: a change in its API breaks the build here.
const newClient = (options: WhatsAppWebOptions): WhatsAppSessionClient =>
  new wweb.Client({
    authStrategy: new wweb.LocalAuth({ dataPath: options.sessionDir }),
    // Chromium's sandbox needs user namespaces a container rarely grants; the page is WhatsApp Web alone.
    puppeteer: {
      executablePath: options.chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    },
  });

/** Longest a stop waits for the messages being answered. */
const DRAIN_MS = 10_000;

/**
 * Starts the channel, or says in one log line why it cannot (no Chromium where the settings say) and
 * returns undefined; the rest of the service serves on either way.
 */
export function startWhatsAppWeb(options: WhatsAppWebOptions): RunningWhatsApp | undefined {
  const { logger } = options;
  if (!existsSync(options.chromiumPath)) {
    logger.error(
      {
        channel: 'whatsapp',
        setting: options.chromiumSetting === 'default' ? 'WHATSAPP_CHROMIUM_PATH' : options.chromiumSetting,
        path: options.chromiumPath,
      },
      "whatsapp not started: no Chromium at this path; install Debian's chromium or set WHATSAPP_CHROMIUM_PATH",
    );
    return undefined;
  }
  const client = options.client ?? newClient(options);
  const channel = createWhatsAppChannel({
    client,
    conversation: options.conversation,
    store: options.store,
    translator: options.translator,
    logger,
    media: (type, data, name) => new wweb.MessageMedia(type, data, name),
  });
  const print = options.print ?? ((text: string) => void process.stderr.write(`${text}\n`));
  const session: WhatsAppSession = createWhatsAppSession({
    client,
    onMessage: channel.handle,
    logger,
    showQr: async (qr) =>
      print(
        `Scan this code with WhatsApp (Linked devices) to pair the coach:\n${await QRCode.toString(qr, { type: 'terminal', small: true })}`,
      ),
  });
  const lock = createSessionLock({ store: options.store, owner: options.instanceId, logger });
  lock.hold(
    () => void session.start(),
    () => void session.stop(),
  );
  return {
    push: async (chatId, replies) => {
      // A check-in due on an instance that does not run WhatsApp Web (or not yet) is tried again later by its queue.
      if (session.state() !== 'ready')
        throw new CoachError('upstream_unavailable', { cause: new Error(`whatsapp session ${session.state()}`) });
      await channel.push(chatId, replies);
    },
    async pairingPng() {
      const qr = session.pendingQr();
      return qr ? new Uint8Array(await QRCode.toBuffer(qr, { type: 'png', margin: 2, width: 360 })) : undefined;
    },
    async stop() {
      await within(channel.drain(), DRAIN_MS, () => undefined);
      await session.stop();
      await lock.release();
    },
  };
}
