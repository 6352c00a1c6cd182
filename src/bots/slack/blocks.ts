/**
 * @module
 * The coach's replies in Block Kit: each paragraph a section (mrkdwn, escaped,
 * within Slack's 3,000 characters), each row of buttons an actions block.
 * A pressed button carries its core action in `value`; a link button is a
 * URL button whose click Slack still reports, and the app acknowledges.
 */
import type { ActionsBlock, Button as SlackButton, ImageBlock, KnownBlock, SectionBlock } from '@slack/types';
import { splitText } from '../../core/conversation/split.js';
import type { Button, Reply } from '../../core/conversation/types.js';

/** Slack's limits: text of a section, blocks in a message, blocks in a Home tab, button label and link, notification text, image description. */
export const LIMITS = {
  sectionChars: 3000,
  messageBlocks: 50,
  viewBlocks: 100,
  buttonLabel: 75,
  buttonUrl: 3000,
  fallbackChars: 3000,
  altChars: 2000,
} as const;

/** `action_id` prefixes: a core action, or a link whose click is only acknowledged. */
export const ACTION_PREFIX = 'coach:';
export const LINK_PREFIX = 'link:';

/** A message for chat.postMessage or response_url: blocks and the notification text. */
export interface SlackMessage {
  text: string;
  blocks: KnownBlock[];
}

/** Escapes the three characters Slack's mrkdwn reserves. */
export const escapeMrkdwn = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sections(text: string): SectionBlock[] {
  return text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .flatMap((paragraph) => splitText(escapeMrkdwn(paragraph), LIMITS.sectionChars))
    .map((part) => ({ type: 'section', text: { type: 'mrkdwn', text: part } }));
}

function button(item: Button, id: string): SlackButton {
  const text = { type: 'plain_text' as const, text: item.label.slice(0, LIMITS.buttonLabel), emoji: true };
  if ('url' in item) return { type: 'button', text, url: item.url, action_id: `${LINK_PREFIX}${id}` };
  return { type: 'button', text, value: item.action, action_id: `${ACTION_PREFIX}${id}` };
}

function actions(rows: Button[][] | undefined, key: string): ActionsBlock[] {
  // A link Slack would refuse (and with it the whole message) is left out.
  const fits = (item: Button) => !('url' in item) || item.url.length <= LIMITS.buttonUrl;
  return (rows ?? [])
    .map((row) => row.filter(fits))
    .filter((row) => row.length > 0)
    .map((row, r) => ({ type: 'actions', elements: row.map((item, i) => button(item, `${key}${r}.${i}`)) }));
}

/** One reply as blocks; `key` keeps action ids unique when several replies share a view. */
export function replyBlocks(reply: Reply, key = ''): KnownBlock[] {
  // Slack fetches a picture by its link; one drawn but not hosted is left out.
  const image: ImageBlock[] = reply.image?.url
    ? [{ type: 'image', image_url: reply.image.url, alt_text: reply.text.slice(0, LIMITS.altChars) || ' ' }]
    : [];
  return [...sections(reply.text), ...image, ...actions(reply.buttons, key)];
}

/** One reply as one or more messages, each within Slack's block limit; buttons stay on the last. */
export function toMessages(reply: Reply): SlackMessage[] {
  const blocks = replyBlocks(reply);
  const messages: SlackMessage[] = [];
  for (let start = 0; start < blocks.length; start += LIMITS.messageBlocks) {
    const part = blocks.slice(start, start + LIMITS.messageBlocks);
    messages.push({ text: fallbackText(part), blocks: part });
  }
  return messages;
}

/** The plain text Slack shows in notifications and where blocks cannot be drawn. */
function fallbackText(blocks: KnownBlock[]): string {
  const text = blocks
    .flatMap((block) => (block.type === 'section' && block.text ? [block.text.text] : []))
    .join('\n\n');
  return text.slice(0, LIMITS.fallbackChars) || ' ';
}

/** Several replies in one surface (the Home tab), divided, within the view's block limit. */
export function viewBlocks(replies: Reply[]): KnownBlock[] {
  const blocks = replies.flatMap((reply, i) => [
    ...(i > 0 ? [{ type: 'divider' } as const] : []),
    ...replyBlocks(reply, `${i}.`),
  ]);
  return blocks.slice(0, LIMITS.viewBlocks);
}
