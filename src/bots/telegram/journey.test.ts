/**
 * Every Telegram flow, in English and in Catalan: one person's journey from
 * /start to /forget through the real bot and its webhook, against fakes of
 * the Bot API, an image model (OpenAI-compatible), LogMeal and SMTP. The
 * expected sentences come from the locales of the language under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ateActions } from '../../../test/helpers/day.js';
import { startFakeLogMeal, LOGMEAL_TOKEN, type FakeLogMeal } from '../../../test/fakes/logmeal-server.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai-server.js';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/smtp-sink.js';
import { BOT_INFO, BOT_TOKEN, startFakeTelegram, type FakeTelegram } from '../../../test/fakes/telegram-server.js';
import { createTestCoach, NOW, PUBLIC_URL } from '../../../test/helpers/api.js';
import { plateJpegWithGps } from '../../../test/helpers/photos.js';
import { createConversation } from '../../core/conversation/conversation.js';
import { chatKey } from '../../core/conversation/state.js';
import { subscriberKey } from '../../core/email/deliver.js';
import { mealLogKey } from '../../core/log/meal-log.js';
import { createTranslator } from '../../i18n.js';
import { createMemoryStore } from '../../storage/memory.js';
import { createSmtpMailer } from '../../providers/email/smtp-mailer.js';
import { createOpenAiClient } from '../../providers/llm/openai-chat.js';
import { createOpenAiImageModel } from '../../providers/llm/openai-images.js';
import { createLogMealAnalyser } from '../../providers/photo/logmeal.js';
import { createTelegramBot } from './telegram-bot.js';
import sharp from 'sharp';
import { createSharpChartRenderer } from '../../providers/charts/png.js';
import { createCheckIns } from '../../core/reminders/check-ins.js';
import { deliverCheckIns } from '../../core/conversation/reminder-flows.js';
import { createTimerQueue } from '../../storage/timer-queue.js';
import { manualTime } from '../../../test/helpers/manual-time.js';
import { until } from '../../../test/helpers/until.js';
import { createTelegramWebhook } from './webhook.js';

const SECRET = 'journey-secret';
const translator = createTranslator();

describe.each(['en', 'ca'] as const)('a Telegram journey in %s', (language) => {
  const t = translator(language);
  const chatId = language === 'en' ? 9_001 : 9_002;
  let telegram: FakeTelegram;
  let openai: FakeOpenAi;
  let logmeal: FakeLogMeal;
  let smtp: SmtpSink;
  let deliver: (update: object) => Promise<void>;
  let store: ReturnType<typeof createMemoryStore>;
  let updateId = language === 'en' ? 50_000 : 60_000;
  // The morning check-ins' timers, fired by hand from the test's clock.
  const time = manualTime(NOW.toISOString());

  beforeAll(async () => {
    [telegram, openai, logmeal, smtp] = await Promise.all([
      startFakeTelegram(),
      startFakeOpenAi(),
      startFakeLogMeal(),
      startSmtpSink(),
    ]);
    telegram.addFile('plate', new Uint8Array(await plateJpegWithGps()));
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
    const bot = createTelegramBot({
      token: BOT_TOKEN,
      apiRoot: telegram.url,
      conversation,
      store,
      translator,
      logger: setup.logger,
      botInfo: BOT_INFO,
    });
    await checkIns.start(deliverCheckIns(conversation, { telegram: bot.push }));
    const webhook = createTelegramWebhook({
      telegram: bot,
      token: BOT_TOKEN,
      secretToken: SECRET,
      logger: setup.logger,
    });
    deliver = async (update) => {
      const res = await webhook.handle(
        new Request(`${PUBLIC_URL}${webhook.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
          body: JSON.stringify(update),
        }),
      );
      expect(res.status).toBe(200);
      await webhook.drain();
    };
  });
  afterAll(async () => {
    await Promise.all([telegram.close(), openai.close(), logmeal.close(), smtp.close()]);
  });

  const chat = { id: 0, type: 'private', first_name: 'Pat' };
  const from = () => ({
    id: chatId,
    is_bot: false,
    first_name: 'Pat',
    language_code: language === 'ca' ? 'ca' : 'en-US',
  });
  const say = (text: string) =>
    deliver({
      update_id: ++updateId,
      message: {
        message_id: updateId,
        date: 1_795_000_000,
        chat: { ...chat, id: chatId },
        from: from(),
        text,
        ...(text.startsWith('/')
          ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0].length }] }
          : {}),
      },
    });
  const press = (data: string) =>
    deliver({
      update_id: ++updateId,
      callback_query: {
        id: `q${updateId}`,
        from: from(),
        chat_instance: 'c',
        data,
        message: { message_id: 1, date: 1, chat: { ...chat, id: chatId }, text: 'q' },
      },
    });
  const sendPhoto = () =>
    deliver({
      update_id: ++updateId,
      message: {
        message_id: updateId,
        date: 1_795_000_000,
        chat: { ...chat, id: chatId },
        from: from(),
        photo: [{ file_id: 'plate', file_unique_id: 'p', width: 320, height: 240, file_size: 40_000 }],
      },
    });
  const last = () => telegram.sent(chatId).at(-1);
  const lastText = () => last()?.text ?? '';
  const buttons = () => (last()?.reply_markup?.inline_keyboard ?? []).flat();

  it('starts with the disclaimer and onboards to the target', async () => {
    await say('/start');
    expect(telegram.sent(chatId)[0].text).toBe(t('bot.welcome'));
    await press('sex:female');
    await say('29');
    await say('165');
    await say('abc');
    expect(lastText()).toBe(t('bot.onboarding.retry.weight', { min: 35, max: 250 }));
    await say('58');
    await press('life:light');
    await press('goal:maintain');
    const target = telegram.sent(chatId).at(-2)?.text ?? '';
    expect(target.split('\n')[0]).toMatch(
      new RegExp(
        `^${t('bot.target.summary', { kcal: '\\d{1,3}(?:[.,]\\d{3})*', protein: '\\d+', carbs: '\\d+', fat: '\\d+' })}$`,
      ),
    );
    expect(lastText()).toBe(t('bot.today.ask'));
  });

  it('plans today, another menu, an image, the milkshake and the basket', async () => {
    await say('/today');
    expect(lastText()).toBe(t('bot.today.ask'));
    await press('day:run');
    const first = lastText();
    expect(first).toContain(`${t('bot.slot.Breakfast')}: `);
    expect(
      buttons()
        .map((button) => button.callback_data)
        .filter(Boolean),
    ).toEqual([
      'more',
      ...ateActions(first),
      'swap:breakfast',
      'swap:lunch',
      'swap:dinner',
      'img:0',
      'img:1',
      'img:2',
      'shop',
      'basket',
    ]);
    await press('more');
    expect(lastText()).not.toBe(first);
    // Changing lunch brings another lunch and keeps breakfast and dinner, and the day still meets the target.
    const titleOf = (text: string, slot: string) =>
      text.split('\n').find((line) => line.includes(`${t(`bot.slot.${slot}`)}: `));
    const before = lastText();
    await press('swap:lunch');
    const after = lastText();
    expect(titleOf(after, 'Lunch')).not.toBe(titleOf(before, 'Lunch'));
    expect([titleOf(after, 'Breakfast'), titleOf(after, 'Dinner')]).toEqual([
      titleOf(before, 'Breakfast'),
      titleOf(before, 'Dinner'),
    ]);
    expect(after).not.toContain(t('meals.targetMissed'));
    await press('img:1');
    expect(buttons()[0].url).toMatch(/^http:\/\/coach\.test\/api\/meal-images\/test-image-/);
    await press('shop');
    expect(buttons().every((button) => button.url?.startsWith(`${PUBLIC_URL}/r/cart?to=`))).toBe(true);
    await press('basket');
    expect(lastText().startsWith(t('bot.basket.todayTitle'))).toBe(true);
    const list = lastText();
    expect(buttons().map((button) => button.callback_data)).toEqual(['email:basket']);
    await press('email:basket');
    expect(lastText()).toBe(t('bot.email.askBasket'));
    await say(`list.${language}@example.com`);
    expect(lastText()).toBe(t('bot.email.consentBasket', { address: `list.${language}@example.com` }));
    await press('consent:yes');
    expect(lastText()).toBe(t('bot.email.basketSent'));
    const sent = smtp.messages.at(-1);
    expect(sent?.to).toEqual([`list.${language}@example.com`]);
    // The mail carries the list the person read: its first priced line, and the subject of a basket.
    const raw = sent?.raw.toString('utf8') ?? '';
    expect(raw).toContain(`Subject: ${t('email.subject.basket')}`);
    expect(raw.replace(/=\r?\n/g, '')).toContain(list.split('\n')[1].split(' ')[1].slice(0, 4));
  });

  it('logs a planned meal with one tap and a typed meal after confirming, and shows the day against the target', async () => {
    const kcalOf = (text: string) => Number(/(\d[\d.,]*) kcal/.exec(text)?.[1].replace(/[.,]/g, ''));
    const eatenOf = (text: string) =>
      Number(/(\d[\d.,]*) (?:of|de) \d[\d.,]* kcal/.exec(text)?.[1].replace(/[.,]/g, ''));
    await say('/progress');
    expect(lastText()).toBe(t('bot.progress.none'));
    await say('/today');
    await press('day:run');
    const breakfast = lastText().split('\n\n')[0];
    await press('ate:Breakfast');
    expect(telegram.sent(chatId).at(-2)?.text).toBe(t('bot.log.done'));
    // The day comes as a chart, with the words as its caption.
    const chart = last()?.photo;
    expect(chart && (await sharp(chart).metadata())).toMatchObject({ format: 'png', width: 1280, height: 720 });
    const afterBreakfast = eatenOf(lastText());
    expect(afterBreakfast).toBe(kcalOf(breakfast.split('\n').find((line) => line.includes('kcal')) ?? ''));
    await say(language === 'en' ? '/log 2 eggs and 60 g bread' : '/log 2 ous i 60 g de pa');
    const read = lastText();
    expect(read.split('\n')[0]).toBe(t('bot.log.confirm'));
    expect(read).toMatch(/ 60 g: \d+ kcal/);
    expect(buttons().map((button) => button.callback_data)).toEqual([
      'log:yes',
      'log:no',
      'drop:0',
      'grams:0',
      'drop:1',
      'grams:1',
    ]);
    expect(
      buttons()
        .map((button) => button.text)
        .at(-1),
    ).toBe('✏️ 60 g');
    // The bread was 90 g, not 60: its line and the total grow by half of what it brought.
    const breadOf = (text: string) =>
      kcalOf(
        text.split('\n').find((line) => / \d+ g: /.test(line) && line.includes(language === 'en' ? 'bread' : 'pa')) ??
          '',
      );
    const bread = /• (.+?) 60 g:/.exec(read)?.[1] ?? '';
    await press('grams:1');
    expect(lastText()).toBe(t('bot.log.askGrams', { name: bread, grams: '60' }));
    // Words instead of grams leave the change and are answered as any message.
    await say('ninety');
    expect(lastText()).not.toMatch(/1 to 2,000|l'1 al 2\.000/);
    await press('grams:1');
    await say('0');
    expect(lastText()).toMatch(language === 'en' ? /as a number from 1 to 2,000/ : /amb un número de l'1 al 2\.000/);
    await say('90 g');
    const changed = lastText();
    expect(changed).toMatch(/ 90 g: \d+ kcal/);
    expect(breadOf(changed)).toBeCloseTo(breadOf(read) * 1.5, -1);
    expect(kcalOf(changed.split('\n').at(-1) ?? '')).toBe(
      kcalOf(read.split('\n').at(-1) ?? '') - breadOf(read) + breadOf(changed),
    );
    // Taking the bread out leaves the eggs, with their own total.
    await press('drop:1');
    const eggsOnly = lastText();
    expect(eggsOnly.split('\n').filter((line) => line.startsWith('• '))).toHaveLength(1);
    expect(buttons().map((button) => button.callback_data)).toEqual(['log:yes', 'log:no', 'grams:0']);
    const together = kcalOf(eggsOnly.split('\n').at(-1) ?? '');
    expect(together).toBeLessThan(kcalOf(read.split('\n').at(-1) ?? ''));
    await press('log:yes');
    expect(eatenOf(lastText())).toBe(afterBreakfast + together);
    expect(lastText()).toContain(language === 'en' ? 'Left for today:' : 'Et queden per avui:');
    await say('/log');
    expect(lastText()).toBe(t('bot.log.usage'));
  });

  it('logs a Catalan breakfast, a menú del dia and a tapas evening as typed, and the day adds them up (issue 40)', async () => {
    const kcalOf = (text: string) => Number(/(\d[\d.,]*) kcal/.exec(text)?.[1].replace(/[.,]/g, ''));
    const eatenOf = (text: string) =>
      Number(/(\d[\d.,]*) (?:of|de) \d[\d.,]* kcal/.exec(text)?.[1].replace(/[.,]/g, ''));
    // Each meal with the energy a dietitian would put on it from standard Spanish portions.
    const meals: [string, number, number][] =
      language === 'en'
        ? [
            ['2 slices of pa amb tomàquet and a latte', 380, 620],
            ['menú del día: lentils, grilled chicken with chips and a yogurt', 600, 1000],
            ['3 croquetas, patatas bravas and two cañas', 550, 950],
          ]
        : [
            ['dues llesques de pa amb tomàquet, un cafè amb llet i una mandarina', 400, 650],
            ['menú del dia: macarrons, pollastre a la planxa amb patates i un flam', 650, 1050],
            ['tres croquetes, unes braves i dues canyes', 550, 950],
          ];
    const notRecognised = t('bot.log.unknown', { names: '' }).trim();
    let eaten: number | undefined;
    for (const [meal, low, high] of meals) {
      await say(`/log ${meal}`);
      const read = lastText();
      expect(read.split('\n')[0], meal).toBe(t('bot.log.confirm'));
      expect(read, meal).not.toContain(notRecognised);
      const total = kcalOf(read.split('\n').at(-1) ?? '');
      expect(total, meal).toBeGreaterThanOrEqual(low);
      expect(total, meal).toBeLessThanOrEqual(high);
      await press('log:yes');
      const now = eatenOf(lastText());
      if (eaten !== undefined) expect(now, meal).toBe(eaten + total);
      eaten = now;
    }
    await say('/progress');
    expect(eatenOf(lastText())).toBe(eaten);
    // 1,400 characters of nothing known: a clear answer, at once.
    await say(
      `/log ${Array.from({ length: 200 }, (_, i) => `zq${(i * 7919).toString(36)}`)
        .join(', ')
        .slice(0, 1400)}`,
    );
    expect(lastText()).toBe(t('bot.log.nothing'));
  });

  it('shows a drink in millilitres, and changes it in millilitres', async () => {
    await say(language === 'en' ? '/log a glass of milk' : '/log un got de llet');
    const read = lastText();
    const milk = language === 'en' ? 'semi-skimmed milk' : 'llet semidesnatada';
    expect(read).toMatch(new RegExp(`^• ${milk} 250 ml: 119 kcal, 8 g `, 'm'));
    expect(buttons().at(-1)?.text).toBe('✏️ 250 ml');
    await press('grams:0');
    expect(lastText()).toBe(t('bot.log.askGrams', { name: milk, grams: '250', context: 'ml' }));
    expect(lastText()).toContain(language === 'en' ? 'How many millilitres' : 'Quants mil·lilitres');
    await say('200 ml');
    expect(lastText()).toMatch(new RegExp(`^• ${milk} 200 ml: 95 kcal`, 'm'));
    await press('log:no');
    expect(lastText()).toBe(t('bot.log.cancelled'));
  });

  it('sizes the milkshake to the grams typed after /shop, and explains bad grams', async () => {
    const millilitres = (text: string) => Number(/(\d+) ml/.exec(text)?.[1]);
    await say('/shop 20');
    const small = millilitres(lastText());
    await say('/shop 60 g');
    const large = millilitres(lastText());
    expect(small).toBeGreaterThan(0);
    expect(large).toBeGreaterThan(small);
    await say('/shop lots');
    expect(lastText()).toBe(t('bot.shop.grams', { min: 10, max: 300 }));
  });

  it('sends the week, then emails it after the address and consent', async () => {
    await say('/week');
    expect(telegram.sent(chatId).at(-2)?.text.startsWith(t('bot.week.title'))).toBe(true);
    expect(lastText().startsWith(t('bot.basket.title'))).toBe(true);
    await press('email');
    expect(lastText()).toBe(t('bot.email.ask'));
    await say(`pat.${language}@example.com`);
    expect(lastText()).toBe(t('bot.email.consent', { address: `pat.${language}@example.com` }));
    await press('consent:yes');
    expect(lastText()).toBe(t('bot.email.sent'));
    expect(smtp.messages.at(-1)?.to).toEqual([`pat.${language}@example.com`]);
  });

  it('analyses a photo only after consent', async () => {
    await sendPhoto();
    expect(lastText()).toBe(t('bot.photo.consent'));
    await press('photo:yes');
    expect(lastText().startsWith(t('bot.photo.title'))).toBe(true);
    expect(logmeal.requests.filter((request) => request.path.startsWith('/v2/image/segmentation'))).toHaveLength(1);
    // The estimate can be logged as it stands.
    const estimate = buttons().map((button) => button.callback_data);
    expect(estimate.slice(0, 2)).toEqual(['log:yes', 'log:no']);
    // Each recognised item can be taken out, or its grams changed, before logging: one fewer line, one fewer row.
    expect(estimate.slice(2)).toEqual(
      estimate.slice(2).map((_, i) => `${i % 2 ? 'grams' : 'drop'}:${Math.floor(i / 2)}`),
    );
    const left = (estimate.length - 2) / 2 - 1;
    expect(left).toBeGreaterThan(0);
    await press('drop:0');
    expect(
      lastText()
        .split('\n')
        .filter((line) => line.startsWith('• ')),
    ).toHaveLength(left);
    // A single item left needs no button to take it out: "No" does that.
    expect(buttons().filter((button) => button.callback_data?.startsWith('drop:'))).toHaveLength(left > 1 ? left : 0);
    // What is left is the food table's own line: typing the same food and grams reads the same (issue 40).
    const photoLines = lastText()
      .split('\n')
      .filter((line) => line.startsWith('• '));
    await press('log:yes');
    expect(telegram.sent(chatId).at(-2)?.text).toBe(t('bot.log.done'));
    expect(lastText()).toMatch(language === 'en' ? /^Today so far: / : /^Avui de moment: /);
    const [, name, grams] = /^• (.+) (\d+) g: /.exec(photoLines[0]) ?? [];
    await say(`/log ${grams} g ${name}`);
    expect(
      lastText()
        .split('\n')
        .filter((line) => line.startsWith('• ')),
    ).toEqual([photoLines[0]]);
    await press('log:no');
  });

  it('chats, declines a clinical question, and answers help and privacy', async () => {
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
    await say('/help');
    expect(lastText()).toBe(t('bot.help'));
    await say('/privacy');
    expect(lastText()).toBe(t('bot.privacy'));
  });

  it('answers a sign of self-harm with crisis help and nothing else', async () => {
    await say(
      language === 'en'
        ? "Quick q about protein shakes. Also I've been thinking about ending it lately…"
        : 'He escrit cartes de comiat a la família i estic regalant les meves coses. Em passes una recepta?',
    );
    expect(lastText()).toBe(t('chat.decline.selfHarm'));
    expect(lastText()).toMatch(/024[^]*112|112[^]*024/);
    expect(lastText()).not.toMatch(/recipe|recepta|shake|batut|€/i);
  });

  it('sets a morning check-in, sends it at the hour in Madrid, and plans the day from its answer', async () => {
    await say('/reminders');
    expect(lastText()).toBe(t('bot.reminders.none'));
    await say('/reminders 25:00');
    expect(lastText()).toBe(t('bot.reminders.invalid'));
    await say('/reminders 7:30 Mars/Olympus');
    expect(lastText()).toBe(t('bot.reminders.badZone', { zone: 'Mars/Olympus' }));
    // 10:00 UTC is 11:00 in Madrid: 8:00 has gone, so the first comes tomorrow.
    await say('/reminders 8:00');
    expect(lastText()).toBe(
      language === 'en'
        ? "Done: each morning at 8:00 (Europe/Madrid) I'll ask how you train today and plan your meals. You'll get the first one tomorrow."
        : "Fet: cada matí a les 8:00 (Europe/Madrid) et preguntaré com entrenes avui i et planificaré els àpats. El primer t'arribarà demà.",
    );
    expect(buttons().map((button) => button.callback_data)).toEqual(['reminders:off']);
    expect(time.due()).toEqual(['2026-11-23T07:00:00.000Z']);
    await say('/reminders');
    expect(lastText()).toBe(t('bot.reminders.current', { time: '8:00', zone: 'Europe/Madrid', count: 2 }));
    const before = telegram.sent(chatId).length;
    await time.advance();
    await until(() => telegram.sent(chatId).length > before);
    expect(lastText()).toBe(t('bot.reminders.morning'));
    expect(buttons().map((button) => button.callback_data)).toEqual([
      'day:rest',
      'day:walk',
      'day:pilates',
      'day:strength',
      'day:run',
    ]);
    expect(telegram.sent(chatId)).toHaveLength(before + 1);
    await press('day:strength');
    expect(lastText()).toContain(`${t('bot.slot.Lunch')}: `);
    // The next morning's waits; "1:00" reads "a la 1:00" in Catalan.
    expect(time.due()).toEqual(['2026-11-24T07:00:00.000Z']);
    await say('/reminders 1:00');
    expect(lastText()).toContain(
      language === 'en' ? 'each morning at 1:00 (Europe/Madrid)' : 'cada matí a la 1:00 (Europe/Madrid)',
    );
    expect(time.due()).toEqual(['2026-11-24T00:00:00.000Z']);
    await say('/reminders 8:00');
  });

  it('switches language and forgets everything after confirming', async () => {
    const other = language === 'en' ? 'ca' : 'en';
    await say('/lang');
    await press(`lang:${other}`);
    expect(lastText()).toBe(translator(other)('bot.lang.done'));
    const kept = [
      chatKey({ channel: 'telegram', chatId: String(chatId) }),
      subscriberKey(`pat.${language}@example.com`),
      subscriberKey(`list.${language}@example.com`),
      mealLogKey(`telegram:${chatId}`),
    ];
    for (const key of kept) expect(await store.get(key), key).toBeDefined();
    const about = (keys: string[]) =>
      keys.filter((key) => key.includes(String(chatId)) || key.includes(`.${language}@example.com`)).sort();
    // Every key about the person, whatever wrote it, before and after. (Update ids are kept a day to drop retried deliveries; nothing in them names the chat.)
    expect(about(store.keys())).toEqual(
      [...kept, `reminder:telegram:${chatId}`, `checkin:sent:telegram:${chatId}:2026-11-23`].sort(),
    );
    expect(time.due()).toHaveLength(1);
    await say('/forget');
    await press('forget:yes');
    expect(lastText()).toBe(translator(other)('bot.forget.done'));
    for (const key of kept) expect(await store.get(key), key).toBeUndefined();
    expect(about(store.keys())).toEqual([]);
    expect(time.due()).toEqual([]);
    const counts = await store.readCounters(`events:${NOW.toISOString().slice(0, 10)}`);
    for (const name of [
      'coach_opened',
      'onboarding_started',
      'onboarding_completed',
      'targets_shown',
      'plan_generated',
      'weekly_plan_opened',
      'basket_created',
      'plan_emailed',
      'restaurant_photo_used',
      'shop_offer_shown',
    ]) {
      expect(counts[name], name).toBeGreaterThan(0);
    }
  });
});
