/**
 * @module
 * The coach's replies as Telegram messages: text split within Telegram's
 * 4096-character limit, buttons as an inline keyboard on the last part.
 */
import type { InlineKeyboardButton, InlineKeyboardMarkup } from 'grammy/types';
import { splitText as splitParts } from '../../core/conversation/split.js';
import type { Button, Reply } from '../../core/conversation/types.js';

/** Telegram's longest message text. */
export const MAX_MESSAGE_CHARS = 4096;
/** Telegram's longest photo caption. */
export const MAX_CAPTION_CHARS = 1024;
/** Telegram's longest callback data, in bytes. */
export const MAX_CALLBACK_BYTES = 64;

/** Splits text within Telegram's limit (see core's `splitText`). */
export const splitText = (text: string, max = MAX_MESSAGE_CHARS): string[] => splitParts(text, max);

function toButton(button: Button): InlineKeyboardButton {
  if ('url' in button) return { text: button.label, url: button.url };
  if (Buffer.byteLength(button.action) > MAX_CALLBACK_BYTES)
    throw new Error(`callback data over ${MAX_CALLBACK_BYTES} bytes: ${button.action}`);
  return { text: button.label, callback_data: button.action };
}

export interface TelegramMessage {
  text: string;
  reply_markup?: InlineKeyboardMarkup;
}

export function toMessages(reply: Reply): TelegramMessage[] {
  const parts = splitText(reply.text);
  const keyboard = reply.buttons?.length
    ? { inline_keyboard: reply.buttons.map((row) => row.map(toButton)) }
    : undefined;
  return parts.map((text, i) => (i === parts.length - 1 && keyboard ? { text, reply_markup: keyboard } : { text }));
}
