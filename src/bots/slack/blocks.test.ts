import { describe, expect, it } from 'vitest';
import { escapeMrkdwn, LIMITS, toMessages, viewBlocks } from './blocks.js';
import { parseCoachCommand } from './commands.js';

describe('Block Kit rendering', () => {
  it('makes each paragraph a section, escapes mrkdwn, and puts buttons in actions blocks', () => {
    const [message] = toMessages({
      text: 'Pa amb tomàquet & oli <3\n\nSecond',
      buttons: [
        [
          { label: 'More', action: 'more' },
          { label: 'Cart', url: 'https://store.example/cart/1:1' },
        ],
      ],
    });
    expect(message.blocks.map((block) => block.type)).toEqual(['section', 'section', 'actions']);
    expect(message.blocks[0]).toMatchObject({ text: { type: 'mrkdwn', text: 'Pa amb tomàquet &amp; oli &lt;3' } });
    expect(message.text).toBe('Pa amb tomàquet &amp; oli &lt;3\n\nSecond');
    expect(message.blocks[2]).toMatchObject({
      elements: [
        { type: 'button', value: 'more', action_id: 'coach:0.0' },
        { type: 'button', url: 'https://store.example/cart/1:1', action_id: 'link:0.1' },
      ],
    });
  });

  it('keeps sections, labels and messages within Slack limits, buttons on the last message', () => {
    const long = Array.from({ length: 120 }, (_, i) => `Paragraph ${i} ${'word '.repeat(80)}`).join('\n\n');
    const messages = toMessages({ text: long, buttons: [[{ label: 'x'.repeat(200), action: 'email' }]] });
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) {
      expect(message.blocks.length).toBeLessThanOrEqual(LIMITS.messageBlocks);
      expect(message.text.length).toBeLessThanOrEqual(LIMITS.fallbackChars);
      for (const block of message.blocks)
        if (block.type === 'section') expect(block.text?.text.length).toBeLessThanOrEqual(LIMITS.sectionChars);
    }
    const actions = messages.flatMap((message) => message.blocks).filter((block) => block.type === 'actions');
    expect(actions).toHaveLength(1);
    expect(messages.at(-1)?.blocks.at(-1)?.type).toBe('actions');
    expect(JSON.stringify(actions[0])).toContain(`"text":"${'x'.repeat(LIMITS.buttonLabel)}"`);
    expect(toMessages({ text: 'y'.repeat(7000) }).flatMap((message) => message.blocks)).toHaveLength(3);
  });

  it('divides replies in a view, with action ids unique across them', () => {
    const blocks = viewBlocks([
      { text: 'a', buttons: [[{ label: 'P', action: 'profile' }]] },
      { text: 'b', buttons: [[{ label: 'M', action: 'more' }]] },
    ]);
    expect(blocks.map((block) => block.type)).toEqual(['section', 'actions', 'divider', 'section', 'actions']);
    const ids = blocks.flatMap((block) =>
      block.type === 'actions'
        ? block.elements.map((element) => ('action_id' in element ? element.action_id : ''))
        : [],
    );
    expect(new Set(ids).size).toBe(2);
    expect(viewBlocks(Array.from({ length: 80 }, () => ({ text: 'x' })))).toHaveLength(LIMITS.viewBlocks);
  });

  it('escapes only what mrkdwn reserves', () => {
    expect(escapeMrkdwn('a < b > c & d *e*')).toBe('a &lt; b &gt; c &amp; d *e*');
  });
});

describe('/coach subcommands', () => {
  it.each([
    ['', { kind: 'core', incoming: { kind: 'command', command: 'help' }, slow: false }],
    ['help', { kind: 'core', incoming: { kind: 'command', command: 'help' }, slow: false }],
    ['ajuda', { kind: 'core', incoming: { kind: 'command', command: 'help' }, slow: false }],
    ['today', { kind: 'core', incoming: { kind: 'command', command: 'today' }, slow: false }],
    ['today Run', { kind: 'core', incoming: { kind: 'action', action: 'day:run' }, slow: true }],
    ['avui força', { kind: 'core', incoming: { kind: 'action', action: 'day:strength' }, slow: true }],
    ['today swimming', { kind: 'usage', key: 'today' }],
    ['week', { kind: 'core', incoming: { kind: 'command', command: 'week' }, slow: true }],
    ['shop', { kind: 'core', incoming: { kind: 'command', command: 'shop' }, slow: true }],
    ['shop 40 g', { kind: 'core', incoming: { kind: 'action', action: 'shop:40' }, slow: true }],
    ['shop 40,5', { kind: 'core', incoming: { kind: 'action', action: 'shop:40.5' }, slow: true }],
    ['shop 40:1', { kind: 'core', incoming: { kind: 'action', action: 'shop:NaN' }, slow: true }],
    ['profile', { kind: 'profile' }],
    ['ask', { kind: 'usage', key: 'ask' }],
    ['ask  what about  lunch?', { kind: 'core', incoming: { kind: 'text', text: 'what about lunch?' }, slow: true }],
    ['lang CA', { kind: 'core', incoming: { kind: 'action', action: 'lang:ca' }, slow: false }],
    ['lang', { kind: 'core', incoming: { kind: 'command', command: 'lang' }, slow: false }],
    ['lang fr', { kind: 'usage', key: 'lang' }],
    ['forget', { kind: 'core', incoming: { kind: 'command', command: 'forget' }, slow: false }],
    ['privacy', { kind: 'core', incoming: { kind: 'command', command: 'privacy' }, slow: false }],
    ['dance', { kind: 'usage', key: 'unknown' }],
    // Catalan words, folded as typed ones are; «compra» is not the shake offer.
    ['progrés', { kind: 'core', incoming: { kind: 'command', command: 'progress' }, slow: true }],
    ['Comença', { kind: 'core', incoming: { kind: 'command', command: 'start' }, slow: false }],
    ['perfil', { kind: 'profile' }],
    ['compra', { kind: 'usage', key: 'unknown' }],
  ])('"%s"', (text, expected) => {
    expect(parseCoachCommand(text)).toEqual(expected);
  });
});
