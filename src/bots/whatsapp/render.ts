/**
 * @module
 * The coach's replies as WhatsApp messages. WhatsApp Web shows no reliable buttons, so a reply's actions
 * become numbered choices under its text ("1 · Descans") and its links plain URLs (the tracked cart
 * redirect), which WhatsApp makes tappable. Text is split within a message's limit; the choices stay
 * whole on the last part.
 */
import { splitText } from '../../core/conversation/split.js';
import type { Reply } from '../../core/conversation/types.js';
import type { Translate } from '../../core/ports.js';
import type { Choice } from './words.js';

/**
 * Longest text sent in one message. WhatsApp takes far more (65 536), but a wall of text is hard to read
 * on a phone and slow to render in WhatsApp Web: the same limit as Telegram's.
 */
export const MAX_MESSAGE_CHARS = 4096;
/** Longest caption sent under a picture; a longer text goes as its own message. */
export const MAX_CAPTION_CHARS = 1024;

export interface WhatsAppReply {
  /** The messages, in order. */
  texts: string[];
  /** The numbered choices the last message offers; empty when it offers none. */
  choices: Choice[];
  /** A picture (a progress chart) sent with the reply. */
  png?: Uint8Array;
}

/** One reply as WhatsApp messages; `t` gives the line that says how to choose. */
export function toWhatsApp(reply: Reply, t: Translate): WhatsAppReply {
  const buttons = (reply.buttons ?? []).flat();
  const choices: Choice[] = [];
  const links: string[] = [];
  for (const button of buttons) {
    if ('url' in button) links.push(`${button.label}\n${button.url}`);
    else choices.push({ label: button.label, action: button.action });
  }
  const menu = choices.map((choice, index) => `${index + 1} · ${choice.label}`);
  const tail = [
    ...(links.length ? [links.join('\n\n')] : []),
    ...(menu.length ? [[...menu, t('whatsapp.choose')].join('\n')] : []),
  ].join('\n\n');
  // The text is cut so that its last part still holds the links and the choices.
  const room = tail ? MAX_MESSAGE_CHARS - tail.length - 2 : MAX_MESSAGE_CHARS;
  const parts = reply.text ? splitText(reply.text, Math.max(room, MAX_MESSAGE_CHARS / 2)) : [];
  const last = parts.pop();
  const closing = [last, tail].filter(Boolean).join('\n\n');
  const texts = [
    ...parts,
    ...(closing.length > MAX_MESSAGE_CHARS ? splitText(closing, MAX_MESSAGE_CHARS) : closing ? [closing] : []),
  ];
  return { texts, choices, png: reply.image?.png };
}
