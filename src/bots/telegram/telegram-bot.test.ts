/**
 * The real grammY bot, behind its webhook, against a fake Bot API server on
 * loopback: flows in both languages, bad values, a forged webhook, a
 * repeated update, photos and a provider failing mid-flow.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ateActions } from '../../../test/helpers/day.js';
import { startFakeLogMeal, LOGMEAL_TOKEN, type FakeLogMeal } from '../../../test/fakes/logmeal-server.js';
import { BOT_INFO, BOT_TOKEN, startFakeTelegram, type FakeTelegram } from '../../../test/fakes/telegram-server.js';
import { createTestCoach, PUBLIC_URL } from '../../../test/helpers/api.js';
import { plateJpegWithGps } from '../../../test/helpers/photos.js';
import { createConversation } from '../../core/conversation/conversation.js';
import { createLogMealAnalyser } from '../../providers/photo/logmeal.js';
import { createTranslator } from '../../i18n.js';
import { splitText } from './render.js';
import { createTelegramBot } from './telegram-bot.js';
import { createTelegramWebhook, type TelegramWebhook } from './webhook.js';

const SECRET = 'webhook-secret_123';
let updateId = 1000;

const user = (languageCode: string) => ({ id: 42, is_bot: false, first_name: 'Anna', language_code: languageCode });
const text = (chatId: number, body: string, languageCode = 'en') => ({
  update_id: ++updateId,
  message: {
    message_id: updateId,
    date: 1_795_000_000,
    chat: { id: chatId, type: 'private', first_name: 'Anna' },
    from: user(languageCode),
    text: body,
    ...(body.startsWith('/')
      ? { entities: [{ type: 'bot_command', offset: 0, length: body.split(' ')[0].length }] }
      : {}),
  },
});
const press = (chatId: number, data: string) => ({
  update_id: ++updateId,
  callback_query: {
    id: `cb-${updateId}`,
    from: user('en'),
    chat_instance: 'ci',
    data,
    message: {
      message_id: 1,
      date: 1_795_000_000,
      chat: { id: chatId, type: 'private', first_name: 'Anna' },
      text: 'question',
    },
  },
});
const photo = (chatId: number, fileId: string) => ({
  update_id: ++updateId,
  message: {
    message_id: updateId,
    date: 1_795_000_000,
    chat: { id: chatId, type: 'private', first_name: 'Anna' },
    from: user('en'),
    photo: [
      { file_id: `${fileId}-small`, file_unique_id: 's', width: 90, height: 60, file_size: 2_000 },
      { file_id: fileId, file_unique_id: 'l', width: 320, height: 240, file_size: 40_000 },
      { file_id: `${fileId}-huge`, file_unique_id: 'h', width: 9000, height: 6000, file_size: 9_000_000 },
    ],
  },
});

const document = (chatId: number, fileId: string, mimeType: string, fileSize: number) => ({
  update_id: ++updateId,
  message: {
    message_id: updateId,
    date: 1_795_000_000,
    chat: { id: chatId, type: 'private', first_name: 'Anna' },
    from: user('ca'),
    document: {
      file_id: fileId,
      file_unique_id: `u-${fileId}`,
      file_name: 'dinar.jpg',
      mime_type: mimeType,
      file_size: fileSize,
    },
  },
});

function setup(fake: FakeTelegram, options: Parameters<typeof createTestCoach>[0] = {}) {
  const { coach, store, logger, translator } = createTestCoach(options);
  const conversation = createConversation({ coach, store, translator, logger, publicUrl: PUBLIC_URL });
  const telegram = createTelegramBot({
    token: BOT_TOKEN,
    apiRoot: fake.url,
    conversation,
    store,
    translator,
    logger,
    botInfo: BOT_INFO,
  });
  const webhook = createTelegramWebhook({ telegram, token: BOT_TOKEN, secretToken: SECRET, logger });
  const deliver = async (update: object, secret: string | null = SECRET) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (secret !== null) headers['x-telegram-bot-api-secret-token'] = secret;
    const res = await webhook.handle(
      new Request(`${PUBLIC_URL}${webhook.path}`, { method: 'POST', headers, body: JSON.stringify(update) }),
    );
    await webhook.drain();
    return res;
  };
  return { telegram, webhook, deliver, logger, store };
}

const keyboard = (message: ReturnType<FakeTelegram['sent']>[number] | undefined) =>
  (message?.reply_markup?.inline_keyboard ?? []).flat();
const lastText = (fake: FakeTelegram, chatId: number) => fake.sent(chatId).at(-1)?.text ?? '';

describe('the Telegram bot', () => {
  let fake: FakeTelegram;
  let webhook: TelegramWebhook;
  beforeAll(async () => {
    fake = await startFakeTelegram();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.calls.length = 0;
    fake.failing.clear();
  });

  it('registers its commands in English and Catalan', async () => {
    const { telegram } = setup(fake);
    await telegram.registerCommands();
    const calls = fake.calls.filter((call) => call.method === 'setMyCommands');
    expect(calls).toHaveLength(2);
    expect(calls[0].payload.commands).toContainEqual({ command: 'today', description: "Today's meals" });
    expect(calls[1].payload).toMatchObject({ language_code: 'ca' });
    expect(calls[1].payload.commands).toContainEqual({
      command: 'forget',
      description: 'Esborrar tot el d’aquest xat'.replace('’', "'"),
    });
  });

  it('greets in Catalan from the Telegram language, with the disclaimer and buttons', async () => {
    const { deliver } = setup(fake);
    expect((await deliver(text(1, '/start', 'ca-ES'))).status).toBe(200);
    const sent = fake.sent(1);
    expect(sent[0].text).toContain('no consell mèdic');
    expect(keyboard(sent[1]).map((button) => button.callback_data)).toEqual(['sex:female', 'sex:male']);
    // The greeting comes at once: no "typing…" for it.
    expect(fake.calls.some((call) => call.method === 'sendChatAction' && call.payload.chat_id === 1)).toBe(false);
  });

  it('shows "typing…" while a reply takes longer than the threshold', async () => {
    const { coach, store, logger, translator } = createTestCoach();
    const conversation = createConversation({ coach, store, translator, logger, publicUrl: PUBLIC_URL });
    const slow: typeof conversation = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      return conversation(...args);
    };
    const telegram = createTelegramBot({
      token: BOT_TOKEN,
      apiRoot: fake.url,
      conversation: slow,
      store,
      translator,
      logger,
      botInfo: BOT_INFO,
      typingAfterMs: 10,
    });
    await telegram.handleUpdate(text(31, '/help') as never);
    const forChat = fake.calls.filter((call) => call.payload.chat_id === 31).map((call) => call.method);
    expect(forChat).toEqual(['sendChatAction', 'sendMessage']);
  });

  it('onboards in English with a friendly retry at every typed step, then plans the day', async () => {
    const { deliver } = setup(fake);
    await deliver(text(2, '/start'));
    await deliver(press(2, 'sex:male'));
    for (const [bad, good, next] of [
      ['twelve', '40', 'How tall'],
      ['1000', '182', 'How much do you weigh'],
      ['20', '80', 'How active'],
    ]) {
      await deliver(text(2, bad));
      expect(lastText(fake, 2)).toMatch(/I didn't catch that/);
      await deliver(text(2, good));
      expect(lastText(fake, 2)).toContain(next);
    }
    await deliver(press(2, 'life:moderate'));
    await deliver(press(2, 'goal:lose'));
    const target = fake.sent(2).find((message) => message.text.startsWith('Your target'));
    expect(target?.text).toContain('Mifflin-St Jeor');
    await deliver(press(2, 'day:strength'));
    const meals = fake.sent(2).at(-1);
    expect(meals?.text).toMatch(/Breakfast: [\s\S]+Lunch: [\s\S]+Dinner: /);
    expect(keyboard(meals).map((button) => button.callback_data)).toEqual([
      'more',
      ...ateActions(meals?.text ?? ''),
      'swap:breakfast',
      'swap:lunch',
      'swap:dinner',
      'shop',
      'basket',
    ]);
    const answered = fake.calls.filter((call) => call.method === 'answerCallbackQuery').length;
    expect(answered).toBe(4);
  });

  it('refuses a forged delivery with 401 and handles nothing', async () => {
    const { deliver } = setup(fake);
    expect((await deliver(text(3, '/start'), 'wrong-secret')).status).toBe(401);
    expect((await deliver(text(3, '/start'), null)).status).toBe(401);
    expect(fake.calls).toHaveLength(0);
  });

  it('answers a press of its own buttons, and lets go of callback data none of them carries', async () => {
    const { deliver, store } = setup(fake);
    await deliver(press(5, 'delete:everything'));
    // Not a turn of the conversation at all: nothing is kept for a chat that only sent that.
    expect(await store.get('chat:telegram:5')).toBeUndefined();
    await deliver(press(5, 'lang:ca'));
    // Only the real button got a reply (the forged press was acknowledged, not answered).
    expect(fake.sent(5).map((message) => message.text)).toEqual([createTranslator()('ca')('bot.lang.done')]);
  });

  it('handles a repeated update once', async () => {
    const { deliver } = setup(fake);
    const update = text(4, '/help');
    await deliver(update);
    await deliver(update);
    expect(fake.sent(4)).toHaveLength(1);
  });

  it('answers the webhook at once, before slow work is done', async () => {
    const { webhook: hook } = setup(fake);
    webhook = hook;
    const started = Date.now();
    const res = await webhook.handle(
      new Request(`${PUBLIC_URL}${webhook.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
        body: JSON.stringify(text(5, '/week')),
      }),
    );
    expect(res.status).toBe(200);
    expect(fake.sent(5)).toHaveLength(0);
    await webhook.drain();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(fake.sent(5).length).toBeGreaterThan(0);
  });

  describe('with LogMeal', () => {
    let logmeal: FakeLogMeal;
    beforeAll(async () => {
      logmeal = await startFakeLogMeal();
      fake.addFile('plate', new Uint8Array(await plateJpegWithGps()));
    });
    afterAll(() => logmeal.close());

    it('downloads the largest photo within the limit only after consent, and shows the suggestion', async () => {
      logmeal.mode = 'ok';
      const { deliver } = setup(fake, {
        photoAnalyser: createLogMealAnalyser({ token: LOGMEAL_TOKEN, url: logmeal.url }),
      });
      await deliver(photo(6, 'plate'));
      expect(fake.calls.some((call) => call.method === 'getFile')).toBe(false);
      expect(keyboard(fake.sent(6).at(-1)).map((button) => button.callback_data)).toEqual(['photo:yes', 'photo:no']);
      await deliver(press(6, 'photo:yes'));
      expect(fake.calls.filter((call) => call.method === 'getFile').map((call) => call.payload.file_id)).toEqual([
        'plate',
      ]);
      expect(lastText(fake, 6)).toMatch(/grilled salmon ~150 g: \d+ kcal/);
      expect(lastText(fake, 6)).toContain('Nothing is kept');
    });

    it('takes a photo sent as a file through the same flow, and tells other files apart in the chat language', async () => {
      logmeal.mode = 'ok';
      const { deliver } = setup(fake, {
        photoAnalyser: createLogMealAnalyser({ token: LOGMEAL_TOKEN, url: logmeal.url }),
      });
      await deliver(text(8, '/start', 'ca'));
      await deliver(document(8, 'plate', 'image/jpeg', 40_000));
      expect(keyboard(fake.sent(8).at(-1)).map((button) => button.callback_data)).toEqual(['photo:yes', 'photo:no']);
      await deliver(press(8, 'photo:yes'));
      expect(lastText(fake, 8)).toMatch(/~150 g: \d+ kcal/);
      await deliver(document(8, 'menu', 'application/pdf', 40_000));
      expect(lastText(fake, 8)).toBe(
        "Puc llegir fotos d'àpats (JPEG, PNG o WebP), no altres fitxers. Envia la foto com a imatge, o com a fitxer d'un d'aquests tipus.",
      );
      await deliver(document(8, 'huge', 'image/png', 9_000_000));
      expect(lastText(fake, 8)).toBe("Aquesta foto és massa gran per a mi: envia'n una de menys de 8 MB.");
    });

    it('apologises in the chat language when the provider fails mid-flow', async () => {
      logmeal.mode = 'http-500';
      const { deliver, logger } = setup(fake, {
        photoAnalyser: createLogMealAnalyser({ token: LOGMEAL_TOKEN, url: logmeal.url, http: { retries: 0 } }),
      });
      await deliver(text(7, '/lang'));
      await deliver(press(7, 'lang:ca'));
      await deliver(photo(7, 'plate'));
      await deliver(press(7, 'photo:yes'));
      expect(lastText(fake, 7)).toContain('un servei del qual depenc no respon');
      expect(JSON.stringify(logger.lines)).not.toContain('Anna');
    });
  });
});

describe('the Telegram bot writing first (a check-in)', () => {
  let fake: FakeTelegram;
  beforeAll(async () => {
    fake = await startFakeTelegram();
  });
  afterAll(() => fake.close());
  const bot = () => {
    const { coach, store, logger, translator } = createTestCoach();
    return {
      logger,
      telegram: createTelegramBot({
        token: BOT_TOKEN,
        apiRoot: fake.url,
        conversation: createConversation({ coach, store, translator, logger, publicUrl: PUBLIC_URL }),
        store,
        translator,
        logger,
        botInfo: BOT_INFO,
      }),
    };
  };

  it("sends to the chat id as Telegram's integer", async () => {
    await bot().telegram.push('7001', [{ text: 'Bon dia!' }]);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'sendMessage', payload: { chat_id: 7001, text: 'Bon dia!' } });
  });

  it('says a person who blocked the bot cannot be written to (forbidden), and passes other failures on', async () => {
    fake.failing.set('sendMessage', { error_code: 403, description: 'Forbidden: bot was blocked by the user' });
    await expect(bot().telegram.push('7002', [{ text: 'Bon dia!' }])).rejects.toMatchObject({ code: 'forbidden' });
    fake.failing.set('sendMessage', { error_code: 500, description: 'Internal Server Error' });
    await expect(bot().telegram.push('7002', [{ text: 'Bon dia!' }])).rejects.not.toMatchObject({ code: 'forbidden' });
    fake.failing.clear();
  });

  it('sends the words alone when the picture cannot be sent', async () => {
    const { telegram, logger } = bot();
    fake.failing.set('sendPhoto', { error_code: 400, description: 'Bad Request: IMAGE_PROCESS_FAILED' });
    await telegram.push('7003', [
      { text: 'Avui de moment: 1.240 de 2.100 kcal', image: { png: new Uint8Array([137, 80, 78, 71]) } },
    ]);
    fake.failing.clear();
    expect(fake.sent(7003).map((message) => message.text)).toEqual(['Avui de moment: 1.240 de 2.100 kcal']);
    expect(logger.lines.map((line) => line.message)).toContain('photo not sent; sending the words');
  });
});

describe('splitText', () => {
  it('keeps every part within the limit, cutting at paragraph or line ends', () => {
    const paragraph = 'word '.repeat(150).trim();
    const parts = splitText(Array.from({ length: 12 }, () => paragraph).join('\n\n'), 1000);
    expect(parts.every((part) => part.length <= 1000)).toBe(true);
    expect(parts.join(' ').replace(/\s+/g, ' ')).toBe(Array.from({ length: 12 }, () => paragraph).join(' '));
  });
});
