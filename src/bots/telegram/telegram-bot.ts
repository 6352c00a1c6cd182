/**
 * @module
 * The Telegram bot: grammY turning updates into the conversational core's
 * `Incoming` and its replies into messages. Updates are de-duplicated
 * through shared storage, a typing action shows during slow work, every
 * callback query is answered, and no error reaches the person as more than
 * a short apology.
 */
import { Bot, GrammyError, InputFile, type Context } from 'grammy';
import type { PhotoSize, Update, UserFromGetMe } from 'grammy/types';
import type { Conversation } from '../../core/conversation/conversation.js';
import { COMMANDS, shopActionFor, type Incoming, type Reply } from '../../core/conversation/types.js';
import { CoachError, errorName } from '../../core/errors.js';
import type { KeyValueStore, Logger, Translator } from '../../core/ports.js';
import { MAX_PHOTO_BYTES, PHOTO_MEDIA_TYPES } from '../../core/photo/data-url.js';
import { MAX_CAPTION_CHARS, toMessages } from './render.js';
import { readAction } from '../../core/conversation/actions.js';

export interface TelegramBotOptions {
  token: string;
  /** Bot API server; defaults to Telegram's (`https://api.telegram.org`). */
  apiRoot?: string;
  conversation: Conversation;
  store: KeyValueStore;
  translator: Translator;
  logger: Logger;
  /** The bot's own user; fetched with getMe when absent. */
  botInfo?: UserFromGetMe;
  /** Time allowed to download a photo, in ms. Defaults to 15000. */
  downloadTimeoutMs?: number;
  /**
   * "typing…" is shown when the reply takes longer than this, in ms. Defaults to 300: most replies come
   * sooner, and sending the indicator anyway doubled the Bot API calls of every update.
   */
  typingAfterMs?: number;
}

/** See `TelegramBotOptions.typingAfterMs`. */
const TYPING_AFTER_MS = 300;

/** How long an update id is remembered, so a retried delivery is handled once. */
export const UPDATE_DEDUP_TTL_MS = 24 * 60 * 60 * 1000;

export interface TelegramBot {
  bot: Bot;
  /** Handles one update (from the webhook or polling); resolves when the replies are sent. */
  handleUpdate(update: Update): Promise<void>;
  /** Registers the commands, in English and Catalan. */
  registerCommands(): Promise<void>;
  /** Sends the coach's replies to a chat unprompted (a morning check-in); rejects when Telegram refuses. */
  push: (chatId: string, replies: readonly Reply[]) => Promise<void>;
}

/** The image types the photo analysis reads; a document of another type gets a clear answer instead. */
const PHOTO_TYPES: ReadonlySet<string> = new Set(PHOTO_MEDIA_TYPES);

export function createTelegramBot(options: TelegramBotOptions): TelegramBot {
  const bot = new Bot(options.token, {
    client: { apiRoot: options.apiRoot, timeoutSeconds: 20 },
    botInfo: options.botInfo,
  });
  const apiRoot = options.apiRoot ?? 'https://api.telegram.org';

  bot.use(async (ctx, next) => {
    // With storage away an update is handled rather than dropped: answering twice beats not at all.
    const fresh = await options.store
      .setIfAbsent(`telegram:update:${ctx.update.update_id}`, '1', { ttlMs: UPDATE_DEDUP_TTL_MS })
      .catch(() => true);
    if (fresh) await next();
  });

  const handle = async (ctx: Context, incoming: Incoming) => {
    const chatId = ctx.chat?.id;
    if (chatId === undefined) return;
    const typing = setTimeout(
      () => void ctx.replyWithChatAction('typing').catch(() => undefined),
      options.typingAfterMs ?? TYPING_AFTER_MS,
    );
    const downloadPhoto = (ref: string) =>
      download(ctx, ref, { apiRoot, token: options.token, timeoutMs: options.downloadTimeoutMs ?? 15_000 });
    // The replies go out inside the turn: behind several instances, a chat's answers come in the order of its updates.
    let delivered = false;
    const deliver = async (replies: readonly Reply[]) => {
      delivered = true;
      clearTimeout(typing);
      await send(chatId, replies);
    };
    const replies = await options
      .conversation(
        { channel: 'telegram', chatId: String(chatId), order: ctx.update.update_id, downloadPhoto, deliver },
        incoming,
      )
      .finally(() => clearTimeout(typing));
    if (!delivered) await send(chatId, replies);
  };
  /** Each reply as messages; a picture is sent as a photo with the text as its caption when it fits in one. */
  const send = async (chatId: number | string, replies: readonly Reply[]) => {
    for (const reply of replies) {
      const messages = toMessages(reply);
      if (reply.image && messages.length === 1 && reply.text.length <= MAX_CAPTION_CHARS) {
        const sent = await bot.api
          .sendPhoto(chatId, new InputFile(reply.image.png, 'progress.png'), {
            caption: reply.text,
            reply_markup: messages[0].reply_markup,
          })
          .then(
            () => true,
            (error: unknown) => (
              options.logger.warn({ channel: 'telegram', err: errorName(error) }, 'photo not sent; sending the words'),
              false
            ),
          );
        if (sent) continue;
        await bot.api.sendMessage(chatId, reply.text, {
          reply_markup: messages[0].reply_markup,
          link_preview_options: { is_disabled: true },
        });
        continue;
      }
      for (const message of messages)
        await bot.api.sendMessage(chatId, message.text, {
          reply_markup: message.reply_markup,
          link_preview_options: { is_disabled: true },
        });
      if (reply.image) await bot.api.sendPhoto(chatId, new InputFile(reply.image.png, 'progress.png'));
    }
  };
  // A chat id is kept as text; Telegram's are integers, and go back as such. A person who blocked the bot,
  // or whose chat is gone, cannot be written to: `forbidden`, so their check-ins end.
  const push = (chatId: string, replies: readonly Reply[]) =>
    send(/^-?\d+$/.test(chatId) ? Number(chatId) : chatId, replies).catch((error: unknown) => {
      if (error instanceof GrammyError && (error.error_code === 403 || /chat not found/i.test(error.description)))
        throw new CoachError('forbidden', { cause: error });
      throw error;
    });

  for (const command of COMMANDS) {
    bot.command(command, (ctx) => {
      // "/shop 60" asks for a shake sized to 60 g of protein, as `/api/shop?proteinG=60` does.
      if (command === 'shop' && ctx.match) return handle(ctx, { kind: 'action', action: shopActionFor(ctx.match) });
      // "/log un croissant i un cafè amb llet": what was eaten, read and confirmed before it is logged.
      if (command === 'log' && ctx.match) return handle(ctx, { kind: 'log', text: ctx.match });
      // "/reminders 8:00", "/reminders off"; bare, the setting is shown.
      if (command === 'reminders') return handle(ctx, { kind: 'reminders', text: ctx.match });
      return handle(ctx, { kind: 'command', command: command, languageHint: ctx.from?.language_code });
    });
  }
  bot.on('callback_query:data', async (ctx) => {
    await ctx.answerCallbackQuery().catch(() => undefined);
    // A button of an old message, or data no button of the coach carries, is let go.
    const action = readAction(ctx.callbackQuery.data);
    if (action) await handle(ctx, { kind: 'action', action });
  });
  bot.on('message:photo', (ctx) => {
    const photo = largestWithin(ctx.message.photo, MAX_PHOTO_BYTES);
    return handle(ctx, photo ? { kind: 'photo', ref: photo.file_id } : { kind: 'unreadable', why: 'too_large' });
  });
  // A photo sent "as a file" keeps its full size and comes as a document with an image type.
  bot.on('message:document', (ctx) => {
    const { document } = ctx.message;
    if (!PHOTO_TYPES.has(document.mime_type ?? '')) return handle(ctx, { kind: 'unreadable', why: 'not_an_image' });
    if ((document.file_size ?? 0) >= MAX_PHOTO_BYTES) return handle(ctx, { kind: 'unreadable', why: 'too_large' });
    return handle(ctx, { kind: 'photo', ref: document.file_id });
  });
  bot.on('message:text', (ctx) =>
    handle(ctx, { kind: 'text', text: ctx.message.text, languageHint: ctx.from.language_code }),
  );

  bot.catch((error) => {
    options.logger.warn({ channel: 'telegram', err: errorName(error.error) }, 'telegram update failed');
  });

  return {
    bot,
    async handleUpdate(update) {
      if (!bot.isInited()) await bot.init();
      await bot.handleUpdate(update);
    },
    async registerCommands() {
      for (const language of ['en', 'ca'] as const) {
        const t = options.translator(language);
        const commands = COMMANDS.map((command) => ({ command, description: t(`bot.commands.${command}`) }));
        await bot.api.setMyCommands(commands, language === 'en' ? {} : { language_code: language });
      }
    },
    push,
  };
}

/** The largest size of a photo whose file is within the limit (sizes come smallest first). */
export function largestWithin(sizes: readonly PhotoSize[], maxBytes: number): PhotoSize | undefined {
  return [...sizes].reverse().find((size) => size.file_size === undefined || size.file_size < maxBytes);
}

async function download(
  ctx: Context,
  ref: string,
  where: { apiRoot: string; token: string; timeoutMs: number },
): Promise<Uint8Array> {
  try {
    return await fetchFile(ctx, ref, where);
  } catch (error) {
    throw new CoachError('upstream_unavailable', { cause: error });
  }
}

async function fetchFile(
  ctx: Context,
  ref: string,
  where: { apiRoot: string; token: string; timeoutMs: number },
): Promise<Uint8Array> {
  const file = await ctx.api.getFile(ref);
  if (!file.file_path) throw new Error('Telegram gave no file path');
  const response = await fetch(`${where.apiRoot}/file/bot${where.token}/${file.file_path}`, {
    signal: AbortSignal.timeout(where.timeoutMs),
  });
  if (!response.ok) throw new Error(`photo download failed: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength >= MAX_PHOTO_BYTES) throw new Error('photo over the size limit');
  return bytes;
}
