/**
 * Every WhatsApp flow, in English and in Catalan: one person's journey from their first message to
 * "oblida", through the real channel and session over a fake whatsapp-web.js client, against fakes of an
 * image model (OpenAI-compatible), LogMeal and SMTP. The person reads numbered choices and answers with
 * a number or the words of a choice, as they would on their phone; the expected sentences come from the
 * locales of the language under test.
 */
import sharp from 'sharp';
import wweb from 'whatsapp-web.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLogMeal, LOGMEAL_TOKEN, type FakeLogMeal } from '../../../test/fakes/logmeal-server.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai-server.js';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/smtp-sink.js';
import { FakeWhatsAppClient } from '../../../test/fakes/whatsapp-client.js';
import { createTestCoach, NOW, PUBLIC_URL } from '../../../test/helpers/api.js';
import { manualTime } from '../../../test/helpers/manual-time.js';
import { plateJpegWithGps } from '../../../test/helpers/photos.js';
import { until } from '../../../test/helpers/until.js';
import { createConversation } from '../../core/conversation/conversation.js';
import { deliverCheckIns } from '../../core/conversation/reminder-flows.js';
import { createCheckIns } from '../../core/reminders/check-ins.js';
import { createTranslator } from '../../i18n.js';
import { createSharpChartRenderer } from '../../providers/charts/png.js';
import { createSmtpMailer } from '../../providers/email/smtp-mailer.js';
import { createOpenAiClient } from '../../providers/llm/openai-chat.js';
import { createOpenAiImageModel } from '../../providers/llm/openai-images.js';
import { createLogMealAnalyser } from '../../providers/photo/logmeal.js';
import { createMemoryStore } from '../../storage/memory.js';
import { createTimerQueue } from '../../storage/timer-queue.js';
import { createWhatsAppSession } from './session.js';
import { createWhatsAppChannel, type WhatsAppChannel } from './whatsapp-channel.js';

const translator = createTranslator();

describe.each(['en', 'ca'] as const)('a WhatsApp journey in %s', (language) => {
  const t = translator(language);
  // A Spanish number starts in Catalan, a British one in English.
  const chatId = language === 'en' ? '447700900123@c.us' : '34600111222@c.us';
  let client: FakeWhatsAppClient;
  let channel: WhatsAppChannel;
  let openai: FakeOpenAi;
  let logmeal: FakeLogMeal;
  let smtp: SmtpSink;
  let store: ReturnType<typeof createMemoryStore>;
  let plate: Uint8Array;
  const time = manualTime(NOW.toISOString());

  beforeAll(async () => {
    [openai, logmeal, smtp] = await Promise.all([startFakeOpenAi(), startFakeLogMeal(), startSmtpSink()]);
    plate = new Uint8Array(await plateJpegWithGps());
    const imageModel = createOpenAiImageModel(
      createOpenAiClient({ apiKey: 'test-key', baseUrl: openai.url, maxRetries: 0 }),
      { model: 'image-small' },
    );
    store = createMemoryStore({ clock: () => NOW });
    const setup = createTestCoach({
      store,
      imageModel,
      photoAnalyser: createLogMealAnalyser({ token: LOGMEAL_TOKEN, url: logmeal.url }),
      mailer: createSmtpMailer({ url: smtp.url, from: 'coach@coach.example' }),
    });
    const checkIns = createCheckIns({
      randomId: () => 'token-0000',
      store,
      logger: setup.logger,
      clock: time.clock,
      queue: createTimerQueue({ logger: setup.logger, clock: time.clock, setTimer: time.setTimer }),
    });
    const conversation = createConversation({
      coach: setup.coach,
      store,
      translator,
      logger: setup.logger,
      publicUrl: PUBLIC_URL,
      checkIns,
      clock: time.clock,
      charts: createSharpChartRenderer(),
    });
    client = new FakeWhatsAppClient();
    // Pacing is real, at a millisecond, so that a test does not wait on it.
    channel = createWhatsAppChannel({
      client,
      conversation,
      store,
      translator,
      logger: setup.logger,
      media: (type, data, name) => new wweb.MessageMedia(type, data, name),
      sendIntervalMs: 1,
    });
    const session = createWhatsAppSession({ client, onMessage: channel.handle, logger: setup.logger });
    await session.start();
    client.pair();
    await checkIns.start(deliverCheckIns(conversation, { whatsapp: channel.push }));
  });
  afterAll(async () => {
    await Promise.all([openai.close(), logmeal.close(), smtp.close()]);
  });

  const say = async (text: string) => {
    client.deliver(client.text(chatId, text));
    await channel.drain();
  };
  const sent = () => client.sentTo(chatId);
  const lastText = () => sent().at(-1)?.text ?? '';
  /** The numbered choices of the last message, as the person reads them. */
  const choices = () => [...lastText().matchAll(/^(\d+) · (.+)$/gm)].map(([, number, label]) => ({ number, label }));
  /** Answers with the number of the choice that reads `label`. */
  const pick = async (label: string) => {
    const choice = choices().find((one) => one.label === label);
    expect(choice, `"${label}" among ${JSON.stringify(choices())}`).toBeDefined();
    await say(choice?.number ?? '');
  };
  const links = () => [...lastText().matchAll(/^https?:\/\/\S+$/gm)].map(([url]) => url);

  it('starts with the disclaimer in the number’s language and onboards to the target with numbers and words', async () => {
    await say('hola');
    expect(sent()[0].text).toBe(t('bot.welcome_whatsapp'));
    expect(lastText().startsWith(t('bot.onboarding.sex'))).toBe(true);
    expect(lastText().endsWith(t('whatsapp.choose'))).toBe(true);
    await pick(t('bot.sex.female'));
    await say('29');
    await say('165');
    await say('abc');
    expect(lastText()).toBe(t('bot.onboarding.retry.weight', { min: 35, max: 250 }));
    await say('58');
    // The words of a choice pick it as well as its number.
    await say(t('targets.usualActivity.light'));
    await pick(t('bot.goal.maintain'));
    const target = sent().at(-2)?.text ?? '';
    expect(target.split('\n')[0]).toMatch(
      new RegExp(
        `^${t('bot.target.summary', { kcal: '\\d{1,3}(?:[.,]\\d{3})*', protein: '\\d+', carbs: '\\d+', fat: '\\d+' })}$`,
      ),
    );
    expect(lastText().startsWith(t('bot.today.ask'))).toBe(true);
  });

  it('plans today with a Catalan or English word, swaps lunch, and gives the milkshake as tracked links', async () => {
    await say(language === 'ca' ? 'avui' : 'today');
    expect(lastText().startsWith(t('bot.today.ask'))).toBe(true);
    await pick(t('bot.activity.run'));
    const day = lastText();
    expect(day).toContain(`${t('bot.slot.Breakfast')}: `);
    expect(choices().map((choice) => choice.label)).toContain(t('bot.buttons.swap.lunch'));
    const titleOf = (text: string, slot: string) =>
      text.split('\n').find((line) => line.includes(`${t(`bot.slot.${slot}`)}: `));
    await pick(t('bot.buttons.swap.lunch'));
    expect(titleOf(lastText(), 'Lunch')).not.toBe(titleOf(day, 'Lunch'));
    expect(titleOf(lastText(), 'Breakfast')).toBe(titleOf(day, 'Breakfast'));
    await pick(t('bot.buttons.shake'));
    expect(links().length).toBeGreaterThan(0);
    expect(links().every((url) => url.startsWith(`${PUBLIC_URL}/r/cart?to=`))).toBe(true);
    expect(sent().at(-1)?.options?.linkPreview).toBe(false);
  });

  it('prices today’s basket and emails it after the address and consent', async () => {
    await say(language === 'ca' ? 'avui' : 'today');
    await pick(t('bot.activity.walk'));
    await pick(t('bot.buttons.basket'));
    expect(lastText().startsWith(t('bot.basket.todayTitle'))).toBe(true);
    await pick(t('bot.buttons.emailBasket'));
    expect(lastText()).toBe(t('bot.email.askBasket'));
    await say(`list.${language}@example.com`);
    expect(lastText().startsWith(t('bot.email.consentBasket', { address: `list.${language}@example.com` }))).toBe(true);
    await pick(t('bot.buttons.consentYes'));
    expect(lastText()).toBe(t('bot.email.basketSent'));
    expect(smtp.messages.at(-1)?.to).toEqual([`list.${language}@example.com`]);
  });

  it('logs a planned meal by its number, shows the day as a chart, and logs typed food after confirming', async () => {
    await say(language === 'ca' ? 'progres' : 'progress');
    expect(lastText()).toBe(t('bot.progress.none_whatsapp'));
    await say('/today');
    await pick(t('bot.activity.run'));
    await pick(t('bot.buttons.ate', { slot: t('bot.slot.Breakfast') }));
    expect(sent().at(-2)?.text).toBe(t('bot.log.done'));
    const chart = sent().at(-1);
    expect(chart?.media?.mimetype).toBe('image/png');
    expect(await sharp(Buffer.from(chart?.media?.data ?? '', 'base64')).metadata()).toMatchObject({
      format: 'png',
      width: 1280,
      height: 720,
    });
    expect(chart?.text).toMatch(language === 'en' ? /^Today so far: / : /^Avui de moment: /);
    await say(language === 'en' ? 'log 2 eggs and 60 g bread' : 'apunta 2 ous i 60 g de pa');
    expect(lastText().split('\n')[0]).toBe(t('bot.log.confirm'));
    expect(lastText()).toMatch(/ 60 g: \d+ kcal/);
    await pick(t('bot.buttons.gramsItem', { grams: 60 }));
    await say('90');
    expect(lastText()).toMatch(/ 90 g: \d+ kcal/);
    await pick(t('bot.buttons.consentYes'));
    expect(sent().at(-2)?.text).toBe(t('bot.log.done'));
  });

  it('sizes the milkshake to the grams typed after the word, and explains bad grams', async () => {
    const millilitres = (text: string) => Number(/(\d+) ml/.exec(text)?.[1]);
    await say(language === 'ca' ? 'botiga 20' : 'shop 20');
    const small = millilitres(lastText());
    await say(language === 'ca' ? 'botiga 60 g' : 'shop 60 g');
    expect(millilitres(lastText())).toBeGreaterThan(small);
    await say('/shop lots');
    expect(lastText().startsWith(t('bot.shop.grams', { min: 10, max: 300 }))).toBe(true);
  });

  it('sends the week and emails it', async () => {
    const before = sent().length;
    await say(language === 'ca' ? 'setmana' : 'week');
    expect(sent()[before].text.startsWith(t('bot.week.title'))).toBe(true);
    expect(sent().every((message) => message.text.length <= 4096)).toBe(true);
    await pick(t('bot.buttons.email'));
    await say(`pat.${language}@example.com`);
    await pick(t('bot.buttons.consentYes'));
    expect(lastText()).toBe(t('bot.email.sent'));
    expect(smtp.messages.at(-1)?.to).toEqual([`pat.${language}@example.com`]);
  });

  it('analyses a photo only after consent, downloading it then and not before', async () => {
    client.deliver(client.image(chatId, plate));
    await channel.drain();
    expect(lastText().startsWith(t('bot.photo.consent'))).toBe(true);
    expect(logmeal.requests).toHaveLength(0);
    await pick(t('bot.buttons.yesAnalyse'));
    expect(lastText().startsWith(t('bot.photo.title'))).toBe(true);
    expect(logmeal.requests.filter((request) => request.path.startsWith('/v2/image/segmentation'))).toHaveLength(1);
    client.deliver(client.voice(chatId));
    await channel.drain();
    expect(lastText()).toBe(t('bot.photo.notImage'));
  });

  it('chats, declines a clinical question, answers a crisis with crisis help, and gives help and privacy', async () => {
    await say(
      language === 'en' ? 'Any tips for a lighter menú del dia?' : 'Algun consell per a un menú del dia més lleuger?',
    );
    // A coaching answer about eating out, not an apology or a decline (both are longer than a line too).
    expect(lastText()).toMatch(/menú|postres|dessert|planxa|grill|amanida|salad|fruit/i);
    expect(
      ['notConfigured', 'upstream', 'sorry', 'invalid', 'storage'].map((key) => t(`bot.errors.${key}`)),
    ).not.toContain(lastText());
    await say(
      language === 'en'
        ? 'Should I stop my insulin before a long run?'
        : "Hauria de deixar la insulina abans d'una cursa llarga?",
    );
    expect(lastText()).toMatch(language === 'en' ? /doctor|professional/i : /metge|professional/i);
    await say(
      language === 'en' ? "Also I've been thinking about ending it lately…" : 'Estic pensant en treure’m la vida.',
    );
    expect(lastText()).toBe(t('chat.decline.selfHarm'));
    await say(language === 'ca' ? 'ajuda' : 'help');
    expect(lastText()).toBe(t('bot.help_whatsapp'));
    await say('/privacy');
    expect(lastText()).toBe(t('bot.privacy'));
  });

  it('sends the morning check-in as numbered choices and plans the day from the number', async () => {
    await say(language === 'ca' ? 'recordatoris 8:00' : 'reminders 8:00');
    expect(time.due()).toEqual(['2026-11-23T07:00:00.000Z']);
    const before = sent().length;
    await time.advance();
    await until(() => sent().length > before);
    expect(lastText().startsWith(t('bot.reminders.morning_whatsapp'))).toBe(true);
    await pick(t('bot.activity.strength'));
    expect(lastText()).toContain(`${t('bot.slot.Lunch')}: `);
  });

  it('switches language and forgets everything, its own records included, after confirming', async () => {
    const other = language === 'en' ? 'ca' : 'en';
    await say(language === 'ca' ? 'idioma en' : 'lang ca');
    expect(lastText()).toBe(translator(other)('bot.lang.done'));
    const about = () =>
      store.keys().filter((key) => key.includes(chatId.split('@')[0]) || key.includes(`.${language}@example.com`));
    expect(about()).toContain(`whatsapp:seen:${chatId}`);
    await say(language === 'ca' ? 'forget' : 'oblida');
    expect(lastText().endsWith(translator(other)('whatsapp.choose'))).toBe(true);
    await pick(translator(other)('bot.buttons.forgetYes'));
    expect(lastText()).toBe(translator(other)('bot.forget.done'));
    // WhatsApp Web's own copy of the chat is deleted from the account too.
    expect(client.deletedChats).toEqual([chatId]);
    // Message ids are kept a day to drop re-deliveries, as digests that do not name the chat.
    expect(about()).toEqual([]);
    expect(time.due()).toEqual([]);
    await expect(channel.push(chatId, [{ text: 'hello' }])).rejects.toMatchObject({ code: 'forbidden' });
  });
});
