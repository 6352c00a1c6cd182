/**
 * @module
 * The WhatsApp channel: whatsapp-web.js messages turned into the conversational core's `Incoming`, and
 * its replies into paced text messages with numbered choices. Only a person's own chat is answered
 * (never a group, a status or a broadcast, never the account's own messages); a message is handled
 * once, however often it is delivered; and nothing is sent to a chat that has not written first.
 */
import { createHash } from 'node:crypto';
import type { Chat, Message, MessageMedia, MessageSendOptions } from 'whatsapp-web.js';
import type { Conversation } from '../../core/conversation/conversation.js';
import { CHAT_STATE_TTL_MS } from '../../core/conversation/state.js';
import type { ChatContext, Incoming, Reply } from '../../core/conversation/types.js';
import { CoachError, errorName } from '../../core/errors.js';
import { MAX_PHOTO_BYTES, PHOTO_MEDIA_TYPES } from '../../core/photo/data-url.js';
import type { KeyValueStore, Logger, Translator } from '../../core/ports.js';
import { within } from '../../edge/within.js';
import { createPacer } from './pacer.js';
import { MAX_CAPTION_CHARS, toWhatsApp } from './render.js';
import { readText, type Choice } from './words.js';

/** The part of whatsapp-web.js's `Message` the channel reads. */
export type ReceivedMessage = Pick<
  Message,
  'id' | 'from' | 'fromMe' | 'isStatus' | 'broadcast' | 'type' | 'body' | 'hasMedia' | 'downloadMedia'
> &
  Partial<Pick<Message, 'timestamp'>>;

/** The part of whatsapp-web.js's `Client` the channel uses; the library's own `Client` is one (main.ts checks it). */
export interface WhatsAppClient {
  sendMessage(chatId: string, content: string | MessageMedia, options?: MessageSendOptions): Promise<unknown>;
  getMessageById(messageId: string): Promise<ReceivedMessage | null | undefined>;
  /** The chat, to show "typing…" in it while a slow answer is prepared. */
  getChatById(chatId: string): Promise<Pick<Chat, 'sendStateTyping' | 'clearState' | 'delete'>>;
}

export interface WhatsAppChannelOptions {
  client: WhatsAppClient;
  conversation: Conversation;
  store: KeyValueStore;
  translator: Translator;
  logger: Logger;
  /** Makes the picture `sendMessage` takes: whatsapp-web.js's `MessageMedia`. */
  media: (mimetype: string, base64: string, filename: string) => MessageMedia;
  /** Least time between two messages sent, in ms. Defaults to 700. */
  sendIntervalMs?: number;
  /** Time allowed to download a photo, in ms. Defaults to 15 000. */
  downloadTimeoutMs?: number;
  /** "typing…" is shown when the answer takes longer than this, in ms. Defaults to 300 (as Telegram's). */
  typingAfterMs?: number;
  /** Milliseconds now, for pacing. Defaults to `Date.now`. */
  now?: () => number;
  /** Waits between paced sends. Defaults to a timer. */
  sleep?: (ms: number) => Promise<void>;
}

export interface WhatsAppChannel {
  /** Handles one incoming message (the client's `message` event); resolves when its replies are sent. */
  handle(this: void, message: ReceivedMessage): Promise<void>;
  /** Sends the coach's replies unprompted (a morning check-in); `forbidden` for a chat that never wrote. */
  push(this: void, chatId: string, replies: readonly Reply[]): Promise<void>;
  /** Resolves once every message received so far is answered: a graceful stop waits for it. */
  drain(this: void): Promise<void>;
}

/** How long a reply's choices wait for a number: a day, so that a number typed days later is not read as yesterday's choice. */
export const CHOICES_TTL_MS = 24 * 60 * 60 * 1000;

/** How long a message id is remembered, so a re-delivered message is handled once. */
export const MESSAGE_DEDUP_TTL_MS = 24 * 60 * 60 * 1000;

// A message id names its chat (the phone number): only a digest of it is kept.
const messageKey = (id: string) =>
  `whatsapp:message:${createHash('sha256').update(id).digest('base64url').slice(0, 22)}`;
const choicesKey = (chatId: string) => `whatsapp:choices:${chatId}`;
/** Kept while the chat is: the proof that the person wrote first, before anything is pushed to them. */
const seenKey = (chatId: string) => `whatsapp:seen:${chatId}`;

/** A person's own chat: `…@c.us`, or `…@lid` for an account WhatsApp shows by a linked id. Not groups (`@g.us`), broadcasts or channels. */
export const isPersonalChat = (message: Pick<ReceivedMessage, 'from' | 'fromMe' | 'isStatus' | 'broadcast'>): boolean =>
  !message.fromMe && !message.isStatus && !message.broadcast && /^\d+@(c\.us|lid)$/.test(message.from);

const PHOTO_TYPES: ReadonlySet<string> = new Set(PHOTO_MEDIA_TYPES);

export function createWhatsAppChannel(options: WhatsAppChannelOptions): WhatsAppChannel {
  const { client, store, logger } = options;
  const pace = createPacer({ intervalMs: options.sendIntervalMs ?? 700, now: options.now, sleep: options.sleep });
  const downloadTimeoutMs = options.downloadTimeoutMs ?? 15_000;

  const choicesOf = async (chatId: string): Promise<Choice[]> => {
    const raw = await store.get(choicesKey(chatId)).catch(() => undefined);
    try {
      return raw ? (JSON.parse(raw) as Choice[]) : [];
    } catch {
      return [];
    }
  };

  const send = async (chatId: string, replies: readonly Reply[]) => {
    let offered: Choice[] = [];
    for (const reply of replies) {
      const message = toWhatsApp(reply, options.translator(reply.language ?? 'en'));
      offered = message.choices;
      const texts = [...message.texts];
      if (message.png) {
        // A chart goes as a picture, with the words as its caption when they fit in one.
        const caption = texts.length === 1 && texts[0].length <= MAX_CAPTION_CHARS ? texts.shift() : undefined;
        const picture = options.media('image/png', Buffer.from(message.png).toString('base64'), 'progress.png');
        await pace(() => bounded(client.sendMessage(chatId, picture, { caption })));
      }
      for (const text of texts) await pace(() => bounded(client.sendMessage(chatId, text, { linkPreview: false })));
    }
    // The last reply's choices are the ones a number picks; a reply without any clears them.
    await (
      offered.length
        ? store.set(choicesKey(chatId), JSON.stringify(offered), { ttlMs: CHOICES_TTL_MS })
        : store.delete(choicesKey(chatId))
    ).catch(() => logger.warn({ channel: 'whatsapp' }, 'choices not saved'));
  };

  const downloadPhoto = async (ref: string): Promise<Uint8Array> => {
    try {
      return await within(fetchPhoto(client, ref), downloadTimeoutMs, () => {
        throw new Error(`no photo within ${downloadTimeoutMs} ms`);
      });
    } catch (error) {
      throw error instanceof CoachError ? error : new CoachError('upstream_unavailable', { cause: error });
    }
  };

  const context = (chatId: string): ChatContext => ({
    channel: 'whatsapp',
    chatId,
    downloadPhoto,
    // WhatsApp says nothing of a person's language; a Spanish number starts in Catalan, any other (or a
    // linked id, which is no number) in English. The welcome says how to switch.
    locale: async () => (/^34\d+@c\.us$/.test(chatId) ? 'ca' : undefined),
    // WhatsApp Web keeps the chat's messages too (in the session directory): the chat is deleted from the account.
    forgetPlatform: async () => {
      // WhatsApp Web being away must not undo the forgetting done in storage: its copy is then left, and logged.
      const fromAccount = client
        .getChatById(chatId)
        .then((chat) => chat.delete())
        .catch(() => logger.warn({ channel: 'whatsapp' }, 'whatsapp chat not deleted from the account'));
      await Promise.all([store.delete(choicesKey(chatId)), store.delete(seenKey(chatId)), fromAccount]);
    },
  });

  const handle = async (message: ReceivedMessage) => {
    if (!isPersonalChat(message)) return;
    // With storage away a message is handled rather than dropped: answering twice beats not at all.
    const fresh = await store
      .setIfAbsent(messageKey(message.id._serialized), '1', { ttlMs: MESSAGE_DEDUP_TTL_MS })
      .catch(() => true);
    if (!fresh) return;
    const chatId = message.from;
    const known = await store.get(seenKey(chatId)).catch(() => '1');
    await store.set(seenKey(chatId), '1', { ttlMs: CHAT_STATE_TTL_MS }).catch(() => undefined);
    // WhatsApp has no start button: a chat's first message, whatever it says, is met with the welcome.
    const incoming: Incoming | undefined = known
      ? await toIncoming(message, () => choicesOf(chatId))
      : { kind: 'command', command: 'start' };
    if (!incoming) return;
    // A plan or a model answer takes a moment: "typing…" shows it is coming, as it does when a person writes.
    let typing: Promise<unknown> | undefined;
    const timer = setTimeout(() => {
      typing = client
        .getChatById(chatId)
        .then((chat) => chat.sendStateTyping())
        .catch(() => undefined);
    }, options.typingAfterMs ?? 300);
    try {
      // WhatsApp's timestamp is in seconds: messages of one second go in the order they came.
      const order = typeof message.timestamp === 'number' ? message.timestamp : undefined;
      // Sent inside the turn, so that a chat's answers keep the order of its messages across instances.
      let delivered = false;
      const deliver = (replies: readonly Reply[]) => ((delivered = true), send(chatId, replies));
      const replies = await options.conversation(
        { ...context(chatId), ...(order ? { order } : {}), deliver },
        incoming,
      );
      if (!delivered) await send(chatId, replies);
    } finally {
      clearTimeout(timer);
      if (typing)
        await typing
          .then(() => client.getChatById(chatId))
          .then((chat) => chat.clearState())
          .catch(() => undefined);
    }
  };

  // A chat's messages are answered one after the other, in the order they came: two quick messages
  // ("hola", "avui") must not both read the chat's state before either saves it.
  const turns = new Map<string, Promise<void>>();
  const inTurn = (chatId: string, work: () => Promise<void>): Promise<void> => {
    const turn = (turns.get(chatId) ?? Promise.resolve()).then(work).catch((error: unknown) => {
      logger.warn({ channel: 'whatsapp', err: errorName(error) }, 'whatsapp message failed');
    });
    turns.set(chatId, turn);
    void turn.then(() => turns.get(chatId) === turn && turns.delete(chatId));
    return turn;
  };

  return {
    handle: (message) => inTurn(message.from, () => handle(message)),
    drain: async () => {
      while (turns.size > 0) await Promise.all(turns.values());
    },
    async push(chatId, replies) {
      if (!(await store.get(seenKey(chatId))))
        throw new CoachError('forbidden', { cause: new Error('the chat has not written first') });
      // In the chat's turn, so a check-in never lands between a message and its answer (and their choices).
      let failure: Error | undefined;
      await inTurn(chatId, () =>
        send(chatId, replies).catch(
          (error: unknown) => void (failure = error instanceof Error ? error : new Error(String(error))),
        ),
      );
      if (failure) throw failure;
    },
  };
}

/** What a message asks the core; undefined for what the coach does not read (a location, a contact card). */
async function toIncoming(message: ReceivedMessage, choices: () => Promise<Choice[]>): Promise<Incoming | undefined> {
  // The library's type is an enum of WhatsApp's own names for kinds of message ('chat', 'image', 'ptt'…).
  const type: string = message.type;
  // A photo sent "as a file" keeps its full size and comes as a document; its type is checked once downloaded.
  if (type === 'image' || type === 'document') return { kind: 'photo', ref: message.id._serialized };
  if (message.hasMedia) return { kind: 'unreadable', why: 'not_an_image' };
  if (type !== 'chat' || !message.body.trim()) return undefined;
  return readText(message.body, await choices());
}

/** WhatsApp Web's answer to a send, within a bound: one that never settles would hold every send after it. */
const SEND_TIMEOUT_MS = 30_000;
const bounded = <T>(sending: Promise<T>): Promise<T> =>
  within(sending, SEND_TIMEOUT_MS, () => {
    throw new Error(`WhatsApp Web did not send within ${SEND_TIMEOUT_MS} ms`);
  });

/** The photo of a message, by its id, decoded only when within the size limit and of a type the analysis reads. */
async function fetchPhoto(client: WhatsAppClient, ref: string): Promise<Uint8Array> {
  const message = await client.getMessageById(ref);
  if (!message) throw new Error('the photo is no longer in WhatsApp Web');
  const media = await message.downloadMedia();
  if (!media?.data) throw new Error('the photo could not be downloaded');
  // The person is told the file cannot be used, rather than to try again later.
  if (!PHOTO_TYPES.has(media.mimetype.split(';')[0]))
    throw new CoachError('invalid_request', { cause: new Error('not a photo the analysis reads') });
  // Base64 holds three bytes in four characters: the size is known before anything is decoded.
  if ((media.data.length * 3) / 4 >= MAX_PHOTO_BYTES)
    throw new CoachError('invalid_request', { cause: new Error('photo over the size limit') });
  return new Uint8Array(Buffer.from(media.data, 'base64'));
}
