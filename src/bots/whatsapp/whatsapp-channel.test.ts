import wweb from 'whatsapp-web.js';
import { describe, expect, it } from 'vitest';
import { FakeWhatsAppClient } from '../../../test/fakes/whatsapp-client.js';
import { createMemoryLogger } from '../../../test/helpers/api.js';
import type { Conversation } from '../../core/conversation/conversation.js';
import type { ChatContext, Incoming, Reply } from '../../core/conversation/types.js';
import { MAX_PHOTO_BYTES } from '../../core/photo/data-url.js';
import { createTranslator } from '../../i18n.js';
import { createMemoryStore } from '../../storage/memory.js';
import { createWhatsAppChannel } from './whatsapp-channel.js';

const PERSON = '34600111222@c.us';

/** A channel over a conversation that answers each message with `answer` and records what it was asked. */
function setup(
  answer: (incoming: Incoming, context: ChatContext) => Reply[] | Promise<Reply[]> = () => [
    { text: 'ok', language: 'en' },
  ],
) {
  const client = new FakeWhatsAppClient();
  const store = createMemoryStore();
  const asked: Incoming[] = [];
  const contexts: ChatContext[] = [];
  const conversation: Conversation = async (context, incoming) => {
    asked.push(incoming);
    contexts.push(context);
    return answer(incoming, context);
  };
  let clock = 0;
  const waits: number[] = [];
  const channel = createWhatsAppChannel({
    client,
    conversation,
    store,
    translator: createTranslator(),
    logger: createMemoryLogger(),
    media: (type, data, name) => new wweb.MessageMedia(type, data, name),
    sendIntervalMs: 700,
    now: () => clock,
    sleep: async (ms) => void (waits.push(ms), (clock += ms)),
  });
  const receive = async (message: Parameters<typeof channel.handle>[0]) => {
    await channel.handle(message);
  };
  return { client, store, channel, asked, contexts, waits, receive };
}

describe('the WhatsApp channel', () => {
  it('meets a chat’s first message with the welcome, then reads the next ones', async () => {
    const { client, asked, receive } = setup();
    await receive(client.text(PERSON, 'què puc sopar?'));
    await receive(client.text(PERSON, 'què puc sopar?'));
    expect(asked).toEqual([
      { kind: 'command', command: 'start' },
      { kind: 'text', text: 'què puc sopar?' },
    ]);
  });

  it('handles a message delivered twice once', async () => {
    const { client, asked, receive } = setup();
    const message = client.text(PERSON, 'hola');
    await receive(message);
    await receive(message);
    expect(asked).toHaveLength(1);
    expect(client.sentTo(PERSON)).toHaveLength(1);
  });

  it('ignores groups, status updates, broadcasts, channels and the account’s own messages', async () => {
    const { client, asked, receive } = setup();
    await receive(client.text('120363025246125486@g.us', 'avui'));
    await receive(client.text('status@broadcast', 'avui', { isStatus: true }));
    await receive(client.text('34600111333@c.us', 'avui', { isStatus: true }));
    await receive(client.text('34600111222@c.us', 'avui', { broadcast: true }));
    await receive(client.text('120363025246125999@newsletter', 'avui'));
    await receive(client.text(PERSON, 'avui', { fromMe: true }));
    expect(asked).toEqual([]);
    expect(client.sent).toEqual([]);
  });

  it('numbers the last reply’s choices, picks by number, and forgets them when a reply offers none', async () => {
    const { client, asked, receive } = setup((incoming) =>
      incoming.kind === 'command'
        ? [
            {
              text: 'Quin entrenament?',
              language: 'ca',
              buttons: [
                [
                  { label: 'Descans', action: 'day:rest' },
                  { label: 'Córrer', action: 'day:run' },
                ],
              ],
            },
          ]
        : [{ text: 'fet', language: 'ca' }],
    );
    await receive(client.text(PERSON, 'hola'));
    expect(client.sentTo(PERSON)[0].text).toBe(
      'Quin entrenament?\n\n1 · Descans\n2 · Córrer\nRespon amb el número de la teva tria.',
    );
    await receive(client.text(PERSON, '2'));
    await receive(client.text(PERSON, '2'));
    expect(asked.slice(1)).toEqual([
      { kind: 'action', action: 'day:run' },
      { kind: 'text', text: '2' },
    ]);
  });

  it('paces its messages 700 ms apart', async () => {
    const { client, waits, receive } = setup(() => [
      { text: 'one', language: 'en' },
      { text: 'two', language: 'en' },
      { text: 'three', language: 'en' },
    ]);
    await receive(client.text(PERSON, 'hola'));
    expect(client.sentTo(PERSON).map((message) => message.text)).toEqual(['one', 'two', 'three']);
    expect(waits).toEqual([700, 700]);
  });

  it('answers a chat’s messages in the order they came, one at a time', async () => {
    const done: string[] = [];
    const { client, channel } = setup(async (incoming) => {
      // The first answer takes longer than the second: it must still finish first.
      await new Promise((resolve) => setTimeout(resolve, incoming.kind === 'command' ? 30 : 1));
      done.push(incoming.kind);
      return [{ text: incoming.kind, language: 'en' }];
    });
    void channel.handle(client.text(PERSON, 'hola'));
    void channel.handle(client.text(PERSON, 'avui que?'));
    await channel.drain();
    expect(done).toEqual(['command', 'text']);
  });

  it('shows "typing…" while a slow answer is prepared, and not for a quick one', async () => {
    const { client, receive } = setup(async (incoming) => {
      if (incoming.kind === 'text') await new Promise((resolve) => setTimeout(resolve, 400));
      return [{ text: 'ok', language: 'en' }];
    });
    await receive(client.text(PERSON, 'hola'));
    expect(client.states).toEqual([]);
    await receive(client.text(PERSON, 'a slow question'));
    expect(client.states).toEqual([
      { chatId: PERSON, state: 'typing' },
      { chatId: PERSON, state: 'cleared' },
    ]);
  });

  it('pushes only to a chat that wrote first', async () => {
    const { client, receive, channel } = setup();
    await expect(channel.push(PERSON, [{ text: 'Bon dia!', language: 'ca' }])).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(client.sent).toEqual([]);
    await receive(client.text(PERSON, 'hola'));
    await channel.push(PERSON, [{ text: 'Bon dia!', language: 'ca' }]);
    expect(client.sentTo(PERSON).at(-1)?.text).toBe('Bon dia!');
  });

  it('downloads a photo only when asked, within the size limit and of a readable type', async () => {
    const { client, contexts, receive } = setup();
    await receive(client.text(PERSON, 'hola'));
    const small = client.image(PERSON, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    await receive(small);
    const context = contexts.at(-1) as ChatContext;
    expect(await context.downloadPhoto(small.id._serialized)).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    );
    // A file the analysis cannot use is the person's to change; a photo WhatsApp Web no longer holds is not.
    const large = client.image(PERSON, new Uint8Array(MAX_PHOTO_BYTES));
    await expect(context.downloadPhoto(large.id._serialized)).rejects.toMatchObject({ code: 'invalid_request' });
    const gif = client.image(PERSON, new Uint8Array([0x47, 0x49, 0x46]), 'image/gif');
    await expect(context.downloadPhoto(gif.id._serialized)).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(context.downloadPhoto('false_gone@c.us_0')).rejects.toMatchObject({ code: 'upstream_unavailable' });
  });
});
