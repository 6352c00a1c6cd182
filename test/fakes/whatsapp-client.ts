/**
 * A stand-in for whatsapp-web.js's `Client`, for the part the WhatsApp channel and session use: the
 * events `qr`, `ready`, `message` and `disconnected`, `sendMessage`, `getMessageById`, `initialize` and
 * `destroy`. Messages and media are built with the library's own types and its real `MessageMedia`, so a
 * change in its API breaks the build. Nothing here drives a browser.
 */
import { EventEmitter } from 'node:events';
import wweb, { type Chat, type MessageMedia, type MessageSendOptions } from 'whatsapp-web.js';
import type { ReceivedMessage } from '../../src/bots/whatsapp/whatsapp-channel.js';
import type { WhatsAppSessionClient } from '../../src/bots/whatsapp/session.js';

export interface SentMessage {
  chatId: string;
  /** The text of a text message, or the caption of a picture ('' when it has none). */
  text: string;
  /** The picture sent, when it is one. */
  media?: MessageMedia;
  options?: MessageSendOptions;
}

export interface FakeWhatsAppOptions {
  /** `initialize()` fails as puppeteer does when the browser is not where it was told. */
  browserMissingAt?: string;
}

export class FakeWhatsAppClient extends EventEmitter implements WhatsAppSessionClient {
  readonly sent: SentMessage[] = [];
  private readonly messages = new Map<string, ReceivedMessage>();
  private nextId = 1;
  initialized = 0;
  destroyed = 0;

  constructor(private readonly options: FakeWhatsAppOptions = {}) {
    super();
  }

  /** How the next starts fail, in order, before they succeed: puppeteer's own messages. */
  readonly failures: ('unreachable' | 'stall')[] = [];

  async initialize(): Promise<void> {
    this.initialized++;
    if (this.options.browserMissingAt)
      throw new Error(`Browser was not found at the configured executablePath (${this.options.browserMissingAt})`);
    const failure = this.failures.shift();
    if (failure === 'unreachable') throw new Error('net::ERR_NAME_NOT_RESOLVED at https://web.whatsapp.com/');
    // The library waits for ever for a page that does not load.
    if (failure === 'stall') return new Promise<void>(() => undefined);
    this.emit('qr', `2@fake-pairing-code-${this.initialized}`);
  }

  async destroy(): Promise<void> {
    this.destroyed++;
  }

  /** The phone scanned the code. */
  pair(): void {
    this.emit('ready');
  }

  async sendMessage(chatId: string, content: string | MessageMedia, options?: MessageSendOptions): Promise<unknown> {
    this.sent.push(
      typeof content === 'string'
        ? { chatId, text: content, options }
        : { chatId, text: options?.caption ?? '', media: content, options },
    );
    return { id: { _serialized: `sent-${this.nextId++}` } };
  }

  /** "typing…" shown and cleared, by chat, in order. */
  readonly states: { chatId: string; state: 'typing' | 'cleared' }[] = [];
  /** Chats deleted from the account. */
  readonly deletedChats: string[] = [];

  async getChatById(chatId: string): Promise<Pick<Chat, 'sendStateTyping' | 'clearState' | 'delete'>> {
    return {
      sendStateTyping: async () => void this.states.push({ chatId, state: 'typing' }),
      clearState: async () => (this.states.push({ chatId, state: 'cleared' }), true),
      delete: async () => (this.deletedChats.push(chatId), true),
    };
  }

  /** As the library: null for a message WhatsApp Web no longer holds. */
  async getMessageById(messageId: string): Promise<ReceivedMessage | null> {
    return this.messages.get(messageId) ?? null;
  }

  /** What was sent to a chat, in order. */
  sentTo(chatId: string): SentMessage[] {
    return this.sent.filter((message) => message.chatId === chatId);
  }

  /** A text message as WhatsApp Web reports it; `deliver` it to hand it to the listeners. */
  text(from: string, body: string, extra: Partial<ReceivedMessage> = {}): ReceivedMessage {
    return this.keep({ ...this.base(from), type: wweb.MessageTypes.TEXT, body, ...extra });
  }

  /** A photo message whose media downloads as `bytes` of `mimetype`. */
  image(from: string, bytes: Uint8Array, mimetype = 'image/jpeg'): ReceivedMessage {
    const media = new wweb.MessageMedia(mimetype, Buffer.from(bytes).toString('base64'), null, bytes.byteLength);
    return this.keep({
      ...this.base(from),
      type: wweb.MessageTypes.IMAGE,
      body: '',
      hasMedia: true,
      downloadMedia: async () => media,
    });
  }

  /** A voice note: media the coach does not read. */
  voice(from: string): ReceivedMessage {
    return this.keep({ ...this.base(from), type: wweb.MessageTypes.VOICE, body: '', hasMedia: true });
  }

  /** Emits the message as the client's `message` event. */
  deliver(message: ReceivedMessage): void {
    this.emit('message', message);
  }

  private base(from: string): ReceivedMessage {
    const id = `false_${from}_${(this.nextId++).toString(16).toUpperCase().padStart(20, '0')}`;
    return {
      id: { fromMe: false, remote: from, id: id.split('_')[2], _serialized: id },
      from,
      fromMe: false,
      isStatus: false,
      broadcast: false,
      type: wweb.MessageTypes.TEXT,
      body: '',
      hasMedia: false,
      // As the library: nothing (undefined) for a message without media.
      downloadMedia: async () => undefined as unknown as MessageMedia,
    };
  }

  private keep(message: ReceivedMessage): ReceivedMessage {
    this.messages.set(message.id._serialized, message);
    return message;
  }
}
