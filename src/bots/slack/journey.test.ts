/**
 * Every Slack flow, in English and in Catalan: one person's journey from the
 * Home tab to `/coach forget` through the real Bolt app and its signed
 * receiver, against fakes of the Slack Web API (with response URLs and file
 * hosting), LogMeal and SMTP. The expected sentences come from the locales
 * of the language under test, chosen by the person's Slack locale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ateActions } from '../../../test/helpers/day.js';
import { startFakeLogMeal, LOGMEAL_TOKEN, type FakeLogMeal } from '../../../test/fakes/logmeal-server.js';
import { startFakeSlack, TEAM_ID, type FakeSlack } from '../../../test/fakes/slack-server.js';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/smtp-sink.js';
import { createTestCoach, NOW, PUBLIC_URL } from '../../../test/helpers/api.js';
import { plateJpegWithGps } from '../../../test/helpers/photos.js';
import {
  commandBody,
  createTestSlackApp,
  eventBody,
  forms,
  interactionBody,
  signedRequest,
} from '../../../test/helpers/slack.js';
import { createConversation } from '../../core/conversation/conversation.js';
import { chatKey } from '../../core/conversation/state.js';
import { subscriberKey } from '../../core/email/deliver.js';
import { mealLogKey } from '../../core/log/meal-log.js';
import { createTranslator } from '../../i18n.js';
import { createMemoryStore } from '../../storage/memory.js';
import { createSmtpMailer } from '../../providers/email/smtp-mailer.js';
import { createLogMealAnalyser } from '../../providers/photo/logmeal.js';
import { escapeMrkdwn } from './blocks.js';
import type { SlackApp } from './slack-app.js';
import sharp from 'sharp';
import { createMealImages, hostedImageKey } from '../../core/images/meal-images.js';
import { createSharpChartRenderer } from '../../providers/charts/png.js';
import { createCheckIns } from '../../core/reminders/check-ins.js';
import { deliverCheckIns } from '../../core/conversation/reminder-flows.js';
import { createTimerQueue } from '../../storage/timer-queue.js';
import { manualTime } from '../../../test/helpers/manual-time.js';
import { until } from '../../../test/helpers/until.js';

const translator = createTranslator();
const nowSeconds = Math.floor(NOW.getTime() / 1000);

interface Block {
  type: string;
  text?: { text: string };
  elements?: { action_id: string; value?: string; url?: string }[];
}
type Message = { text?: string; blocks?: Block[] };

const textOf = (message: Message | undefined) =>
  (message?.blocks ?? [])
    .flatMap((block) => (block.type === 'section' && block.text ? [block.text.text] : []))
    .join('\n\n');
const buttonsOf = (message: Message | undefined) =>
  (message?.blocks ?? []).flatMap((block) => (block.type === 'actions' ? (block.elements ?? []) : []));
const plain = (text: string) => escapeMrkdwn(text);

describe.each(['en', 'ca'] as const)('a Slack journey in %s', (language) => {
  const t = translator(language);
  const user = language === 'en' ? 'U0PATEN' : 'U0PATCA';
  const dmChannel = `D0${user.slice(2)}`;
  let slack: FakeSlack;
  let logmeal: FakeLogMeal;
  let smtp: SmtpSink;
  let app: SlackApp;
  let store: ReturnType<typeof createMemoryStore>;
  let serial = 0;
  let images: ReturnType<typeof createMealImages>;
  // The morning check-ins' timers, fired by hand from the test's clock.
  const time = manualTime(NOW.toISOString());

  beforeAll(async () => {
    [slack, logmeal, smtp] = await Promise.all([startFakeSlack(), startFakeLogMeal(), startSmtpSink()]);
    slack.locales.set(user, language === 'en' ? 'en-US' : 'ca-ES');
    slack.addFile('F0PLATE', { bytes: new Uint8Array(await plateJpegWithGps()), mimetype: 'image/jpeg' });
    store = createMemoryStore({ clock: () => NOW });
    const setup = createTestCoach({
      store,
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
    let charts = 0;
    images = createMealImages({
      model: undefined,
      store,
      publicUrl: PUBLIC_URL,
      randomId: () => `chart-image-${String(++charts).padStart(8, '0')}`,
    });
    const conversation = createConversation({
      coach: setup.coach,
      store,
      translator,
      logger: setup.logger,
      publicUrl: PUBLIC_URL,
      clock: () => NOW,
      checkIns,
      charts: createSharpChartRenderer(),
      hostImage: (png, id) => images.host(png, id),
    });
    app = createTestSlackApp({ slack, conversation, store, translator, logger: setup.logger, now: NOW });
    await app.init();
    await checkIns.start(deliverCheckIns(conversation, { slack: app.push }));
  });
  afterAll(async () => {
    await Promise.all([slack.close(), logmeal.close(), smtp.close()]);
  });

  /** Posts a signed request and waits for the work after the answer. */
  const deliver = async (body: string, contentType: string) => {
    const response = await app.handle(
      signedRequest(body, contentType, nowSeconds, { timestamp: nowSeconds - (++serial % 200) }),
    );
    await app.stop();
    return response;
  };
  const command = async (text: string) => {
    const id = `cmd${++serial}`;
    const response = await deliver(commandBody(text, user, slack.responseUrl(id), `trigger-${serial}`), forms.FORM);
    expect(response.status).toBe(200);
    const ack = (response.headers.get('content-type') ?? '').includes('json')
      ? ((await response.json()) as Message)
      : undefined;
    return {
      ack,
      replies: slack.responses.filter((entry) => entry.id === id).map((entry) => entry.payload as Message),
    };
  };
  const containers = {
    ephemeral: () => ({
      container: { type: 'message', message_ts: '1.2', channel_id: 'C0GENERAL', is_ephemeral: true },
      channel: { id: 'C0GENERAL', name: 'general' },
    }),
    dm: () => ({
      container: { type: 'message', message_ts: '1.3', channel_id: dmChannel, is_ephemeral: false },
      channel: { id: dmChannel, name: 'directmessage' },
    }),
    home: () => ({ container: { type: 'view', view_id: 'V0HOME' }, view: { id: 'V0HOME', type: 'home', blocks: [] } }),
  };
  const press = async (value: string, where: keyof typeof containers = 'ephemeral', actionId = 'coach:0.0') => {
    const id = `act${++serial}`;
    const payload = {
      type: 'block_actions',
      user: { id: user, username: 'pat', name: 'pat', team_id: TEAM_ID },
      api_app_id: 'A0COACH',
      token: 'deprecated',
      trigger_id: `trigger-${serial}`,
      team: { id: TEAM_ID, domain: 'coach-test' },
      ...containers[where](),
      ...(where === 'home' ? {} : { response_url: slack.responseUrl(id) }),
      actions: [
        {
          action_id: actionId,
          block_id: 'b1',
          text: { type: 'plain_text', text: 'x' },
          value,
          type: 'button',
          action_ts: `${nowSeconds}.${serial}`,
        },
      ],
    };
    expect((await deliver(interactionBody(payload), forms.FORM)).status).toBe(200);
    return slack.responses.filter((entry) => entry.id === id).map((entry) => entry.payload as Message);
  };
  const submit = async (callbackId: string, values: Record<string, Record<string, unknown>>, privateMetadata = '') => {
    const state = { values: Object.fromEntries(Object.entries(values).map(([block, value]) => [block, { value }])) };
    const payload = {
      type: 'view_submission',
      team: { id: TEAM_ID, domain: 'coach-test' },
      user: { id: user, team_id: TEAM_ID },
      api_app_id: 'A0COACH',
      token: 'deprecated',
      trigger_id: `trigger-${++serial}`,
      view: {
        id: `V${serial}`,
        type: 'modal',
        callback_id: callbackId,
        private_metadata: privateMetadata,
        state,
        hash: 'h',
      },
    };
    const response = await deliver(interactionBody(payload), forms.FORM);
    expect(response.status).toBe(200);
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  const event = (body: object) => deliver(eventBody(body, `Ev${++serial}`), forms.JSON);
  const dm = (text: string) =>
    event({ type: 'message', channel: dmChannel, channel_type: 'im', user, text, ts: `${nowSeconds}.${serial}` });
  const posted = (channel = user) =>
    slack.of('chat.postMessage').filter((call) => call.channel === channel) as Message[];
  const lastHome = () =>
    (slack
      .of('views.publish')
      .filter((call) => call.user_id === user)
      .at(-1)?.view ?? {}) as Message;
  const lastModal = () =>
    (slack.of('views.open').at(-1)?.view ?? {}) as Message & { callback_id?: string; title?: { text: string } };

  it('greets on the Home tab in the Slack locale, and opens the profile form', async () => {
    await event({ type: 'app_home_opened', user, channel: dmChannel, tab: 'home', event_ts: `${nowSeconds}.1` });
    expect(slack.of('users.info').at(-1)).toMatchObject({ user, include_locale: 'true' });
    expect(textOf(lastHome())).toContain(plain(t('bot.welcome').split('\n\n')[0]));
    expect(buttonsOf(lastHome()).map((button) => button.value)).toEqual(['profile']);
    await press('profile', 'home');
    expect(lastModal().callback_id).toBe('coach_profile');
    expect(lastModal().title?.text).toBe(t('slack.profile.title'));
  });

  it('shows validation errors in the form, then the target once the profile is valid', async () => {
    const invalid = await submit('coach_profile', {
      age: { type: 'plain_text_input', value: 'abc' },
      height: { type: 'plain_text_input', value: '500' },
      weight: { type: 'plain_text_input', value: '58' },
      usualActivity: { type: 'static_select', selected_option: { value: 'light' } },
      goal: { type: 'static_select', selected_option: { value: 'maintain' } },
    });
    expect(invalid).toEqual({
      response_action: 'errors',
      errors: {
        age: t('bot.onboarding.retry.age', { min: 18, max: 100 }),
        height: t('bot.onboarding.retry.height', { min: 120, max: 230 }),
        sex: t('slack.form.choose'),
      },
    });
    const before = posted().length;
    const valid = await submit('coach_profile', {
      sex: { type: 'static_select', selected_option: { value: 'female' } },
      age: { type: 'plain_text_input', value: '29' },
      height: { type: 'plain_text_input', value: '1,65 m' },
      weight: { type: 'plain_text_input', value: '58' },
      usualActivity: { type: 'static_select', selected_option: { value: 'light' } },
      goal: { type: 'static_select', selected_option: { value: 'maintain' } },
    });
    expect(valid).toBeUndefined();
    const [target, ask] = posted().slice(before);
    expect(textOf(target).split('\n')[0]).toMatch(
      new RegExp(
        `^${plain(t('bot.target.summary', { kcal: '\\d{1,3}(?:[.,]\\d{3})*', protein: '\\d+', carbs: '\\d+', fat: '\\d+' }))}$`,
      ),
    );
    expect(textOf(ask)).toBe(plain(t('bot.today.ask')));
    expect(buttonsOf(ask).map((button) => button.value)).toContain('day:run');
    expect(textOf(lastHome())).toContain(
      plain(
        t('bot.home.target', { activity: t('bot.activity.rest'), kcal: 0, protein: 0, carbs: 0, fat: 0 }).split('(')[0],
      ),
    );
    expect(textOf(lastHome())).toContain(`${plain(t('bot.slot.Breakfast'))}: `);
    await command('profile');
    expect(lastModal().callback_id).toBe('coach_profile');
    expect(JSON.stringify(lastModal())).toContain('"initial_value":"165"');
  });

  it('plans today through the command, another menu, the milkshake and its links, and the basket', async () => {
    const today = await command(language === 'en' ? 'today run' : 'avui córrer');
    expect(today.ack).toEqual({ response_type: 'ephemeral', text: t('slack.working') });
    expect(today.replies).toHaveLength(1);
    const menu = textOf(today.replies[0]);
    expect(menu).toContain(`${plain(t('bot.slot.Lunch'))}: `);
    expect(menu).toMatch(/\d{1,3}(?:[.,]\d{3})? kcal · P \d+ g/);
    expect(buttonsOf(today.replies[0]).map((button) => button.value)).toEqual([
      'more',
      ...ateActions(menu),
      'swap:breakfast',
      'swap:lunch',
      'swap:dinner',
      'shop',
      'basket',
    ]);
    const [another] = await press('more');
    expect(textOf(another)).not.toBe(menu);
    // Changing dinner brings another dinner and keeps breakfast and lunch.
    const lineOf = (text: string, slot: string) =>
      text.split('\n').find((line) => line.includes(`${plain(t(`bot.slot.${slot}`))}: `));
    const [swapped] = await press('swap:dinner');
    expect(lineOf(textOf(swapped), 'Dinner')).not.toBe(lineOf(textOf(another), 'Dinner'));
    expect([lineOf(textOf(swapped), 'Breakfast'), lineOf(textOf(swapped), 'Lunch')]).toEqual([
      lineOf(textOf(another), 'Breakfast'),
      lineOf(textOf(another), 'Lunch'),
    ]);
    const [offer] = await press('shop');
    const links = buttonsOf(offer);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.action_id.startsWith('link:')).toBe(true);
      expect(link.url?.startsWith(`${PUBLIC_URL}/r/cart?to=`)).toBe(true);
      expect(new URL(decodeURIComponent(link.url?.split('to=')[1] ?? '')).searchParams.get('utm_medium')).toBe('slack');
    }
    const calls = slack.calls.length;
    expect(await press(links[0].url ?? '', 'ephemeral', links[0].action_id)).toEqual([]);
    expect(slack.calls.length).toBe(calls);
    const [basket] = await press('basket');
    expect(textOf(basket).startsWith(plain(t('bot.basket.todayTitle')))).toBe(true);
    expect(buttonsOf(basket).map((button) => button.value)).toEqual(['email:basket']);
    await press('email:basket');
    const form = lastModal() as ReturnType<typeof lastModal> & { private_metadata?: string };
    expect([form.callback_id, form.title?.text, form.private_metadata]).toEqual([
      'coach_email',
      t('slack.email.titleBasket'),
      'basket',
    ]);
    const address = { type: 'plain_text_input', value: `list.${language}@example.com` };
    await submit(
      'coach_email',
      { address, consent: { type: 'checkboxes', selected_options: [{ value: 'yes' }] } },
      'basket',
    );
    expect(textOf(posted().at(-1))).toBe(plain(t('bot.email.basketSent')));
    expect(smtp.messages.at(-1)?.to).toEqual([`list.${language}@example.com`]);
    expect(smtp.messages.at(-1)?.raw.toString('utf8')).toContain(`Subject: ${t('email.subject.basket')}`);
  });

  it('logs a planned meal with one tap and what was eaten after confirming, and shows the day against the target', async () => {
    const menu = textOf((await command(language === 'en' ? 'today run' : 'avui córrer')).replies[0]);
    const [ate, first] = await press('ate:Breakfast');
    expect(textOf(ate)).toBe(plain(t('bot.log.done')));
    const breakfastKcal = /(\d[\d.,]*) kcal/.exec(menu.split('\n\n')[0])?.[1];
    expect(textOf(first)).toMatch(
      new RegExp(language === 'en' ? `^Today so far: ${breakfastKcal} of ` : `^Avui de moment: ${breakfastKcal} de `),
    );
    const read = await command(language === 'en' ? 'log 2 eggs and 60 g bread' : 'apunta 2 ous i 60 g de pa');
    expect(textOf(read.replies[0]).startsWith(plain(t('bot.log.confirm')))).toBe(true);
    expect(buttonsOf(read.replies[0]).map((button) => button.value)).toEqual([
      'log:yes',
      'log:no',
      'drop:0',
      'grams:0',
      'drop:1',
      'grams:1',
    ]);
    // The bread's grams, changed: asked where the button was pressed, typed in the DM, the items shown again there.
    const bread = /• (.+?) 60 g:/.exec(textOf(read.replies[0]))?.[1] ?? '';
    const [ask] = await press('grams:1');
    expect(textOf(ask)).toBe(plain(t('bot.log.askGrams', { name: bread, grams: '60' })));
    await dm('90');
    const changed = posted(dmChannel).at(-1);
    expect(textOf(changed)).toContain(`• ${plain(bread)} 90 g: `);
    expect(buttonsOf(changed).map((button) => button.value)).toEqual([
      'log:yes',
      'log:no',
      'drop:0',
      'grams:0',
      'drop:1',
      'grams:1',
    ]);
    const [done, day] = await press('log:yes');
    expect(textOf(done)).toBe(plain(t('bot.log.done')));
    expect(textOf(day)).toMatch(
      language === 'en' ? /^Today so far: [\d,]+ of [\d,]+ kcal/ : /^Avui de moment: [\d.]+ de [\d.]+ kcal/,
    );
    const progressed = (await command('progress')).replies[0];
    expect(textOf(progressed)).toBe(textOf(day));
    // The day as a chart too: an image block whose link the coach serves, described by the words.
    const image = day.blocks?.find((block) => block.type === 'image') as
      { image_url: string; alt_text: string } | undefined;
    // One chart per person, redrawn in place: the log's and /coach progress's are the same link.
    expect(image?.image_url).toBe('http://coach.test/api/meal-images/chart-chart-image-00000001');
    expect(progressed.blocks?.find((block) => block.type === 'image')).toEqual(image);
    expect(image?.alt_text).toBe(textOf(day).replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&'));
    const hosted = await images.read(image?.image_url.split('/').at(-1) ?? '');
    expect(hosted && (await sharp(hosted.bytes).metadata())).toMatchObject({ format: 'png', width: 1280, height: 720 });
    await event({ type: 'app_home_opened', user, channel: dmChannel, tab: 'home', event_ts: `${nowSeconds}.9` });
    expect(textOf(lastHome())).toContain(textOf(day).split('\n')[0]);
  });

  it('logs a Catalan breakfast, a menú del dia and a tapas evening as typed, and the day adds them up (issue 40)', async () => {
    const number = (text: string | undefined) => Number(text?.replace(/[.,]/g, ''));
    const meals: [string, number, number][] =
      language === 'en'
        ? [
            ['log 2 slices of pa amb tomàquet and a latte', 380, 620],
            ['log menú del día: lentils, grilled chicken with chips and a yogurt', 600, 1000],
            ['log 3 croquetas, patatas bravas and two cañas', 550, 950],
          ]
        : [
            ['apunta dues llesques de pa amb tomàquet, un cafè amb llet i una mandarina', 400, 650],
            ['apunta menú del dia: macarrons, pollastre a la planxa amb patates i un flam', 650, 1050],
            ['apunta tres croquetes, unes braves i dues canyes', 550, 950],
          ];
    const notRecognised = plain(t('bot.log.unknown', { names: '' }).trim());
    const eatenOf = (text: string) => number(/(\d[\d.,]*) (?:of|de) \d[\d.,]* kcal/.exec(text)?.[1]);
    let eaten: number | undefined;
    let day = '';
    for (const [meal, low, high] of meals) {
      const read = textOf((await command(meal)).replies[0]);
      expect(read.startsWith(plain(t('bot.log.confirm'))), meal).toBe(true);
      expect(read, meal).not.toContain(notRecognised);
      const total = number(/(\d[\d.,]*) kcal/.exec(read.split('\n').at(-1) ?? '')?.[1]);
      expect(total, meal).toBeGreaterThanOrEqual(low);
      expect(total, meal).toBeLessThanOrEqual(high);
      const [, after] = await press('log:yes');
      day = textOf(after);
      const now = eatenOf(day);
      if (eaten !== undefined) expect(now, meal).toBe(eaten + total);
      eaten = now;
    }
    expect(textOf((await command('progress')).replies[0])).toBe(day);
  });

  it('sizes the milkshake to the grams asked for, and explains bad grams', async () => {
    const sized = await command('shop 40');
    expect(textOf(sized.replies[0])).toContain('ml');
    const bad = await command('shop lots');
    expect(textOf(bad.replies[0])).toBe(plain(t('bot.shop.grams', { min: 10, max: 300 })));
  });

  it('sends the week and emails it through the form, with consent required', async () => {
    const week = await command('week');
    expect(week.replies).toHaveLength(2);
    expect(textOf(week.replies[0]).startsWith(plain(t('bot.week.title')))).toBe(true);
    expect(buttonsOf(week.replies[1]).map((button) => button.value)).toEqual(['email']);
    await press('email');
    expect(lastModal().callback_id).toBe('coach_email');
    const refused = await submit('coach_email', {
      address: { type: 'plain_text_input', value: 'not an address' },
      consent: { type: 'checkboxes', selected_options: [] },
    });
    expect(refused).toEqual({
      response_action: 'errors',
      errors: { address: t('bot.email.invalid'), consent: t('slack.email.consentRequired') },
    });
    expect(smtp.messages.filter((message) => message.to.includes(`pat.${language}@example.com`))).toHaveLength(0);
    await submit('coach_email', {
      address: { type: 'plain_text_input', value: `pat.${language}@example.com` },
      consent: { type: 'checkboxes', selected_options: [{ value: 'yes' }] },
    });
    expect(textOf(posted().at(-1))).toBe(plain(t('bot.email.sent')));
    expect(smtp.messages.at(-1)?.to).toEqual([`pat.${language}@example.com`]);
  });

  it('chats in the DM and declines a clinical question, also through /coach ask', async () => {
    await dm(
      language === 'en' ? 'Any tips for a lighter menú del dia?' : 'Algun consell per a un menú del dia més lleuger?',
    );
    // A coaching answer about eating out, not an apology or a decline (both are longer than a line too).
    const answer = textOf(posted(dmChannel).at(-1));
    expect(answer).toMatch(/menú|postres|dessert|planxa|grill|amanida|salad|fruit/i);
    expect(
      ['notConfigured', 'upstream', 'sorry', 'invalid', 'storage'].map((key) => t(`bot.errors.${key}`)),
    ).not.toContain(answer);
    await dm(
      language === 'en'
        ? 'Should I stop my insulin before a long run?'
        : "Hauria de deixar la insulina abans d'una cursa llarga?",
    );
    expect(textOf(posted(dmChannel).at(-1))).toMatch(
      language === 'en' ? /doctor|professional/i : /metge|professional/i,
    );
    const asked = await command(
      language === 'en'
        ? 'ask Can I take my blood pressure pills with grapefruit?'
        : 'ask Puc prendre les pastilles de la pressió amb aranja?',
    );
    expect(textOf(asked.replies[0])).toMatch(
      language === 'en' ? /doctor|pharmacist|professional/i : /metge|farmac|professional/i,
    );
  });

  it('answers a sign of self-harm with crisis help, in the DM and through /coach ask', async () => {
    await dm(
      language === 'en'
        ? "no appetite for a week, been thinking i'd rather be dead than keep feeling like this"
        : "m'he tornat a fer talls als braços, quins aliments ajuden a cicatritzar perquè no es noti?",
    );
    expect(textOf(posted(dmChannel).at(-1))).toBe(plain(t('chat.decline.selfHarm')));
    const asked = await command(
      language === 'en'
        ? 'ask I have been saving up my sleeping pills, any dinner ideas?'
        : 'ask Guardo les pastilles per dormir des de fa setmanes. Idees per sopar?',
    );
    expect(textOf(asked.replies[0])).toBe(plain(t('chat.decline.selfHarm')));
    expect(textOf(asked.replies[0])).toMatch(/024[^]*112|112[^]*024/);
  });

  it('analyses a photo shared in the DM only after consent, downloading it with the bot token', async () => {
    await event({
      type: 'message',
      subtype: 'file_share',
      channel: dmChannel,
      channel_type: 'im',
      user,
      text: '',
      ts: `${nowSeconds}.9`,
      files: [{ id: 'F0PLATE', mimetype: 'image/jpeg', size: 40_000 }],
    });
    const consent = posted(dmChannel).at(-1);
    expect(textOf(consent)).toBe(plain(t('bot.photo.consent')));
    expect(buttonsOf(consent).map((button) => button.value)).toEqual(['photo:yes', 'photo:no']);
    expect(slack.downloads).toEqual([]);
    await press('photo:yes', 'dm');
    expect(slack.downloads).toEqual([{ id: 'F0PLATE', authorized: true }]);
    expect(textOf(posted(dmChannel).at(-1)).startsWith(plain(t('bot.photo.title')))).toBe(true);
    expect(logmeal.requests.filter((request) => request.path.startsWith('/v2/image/segmentation'))).toHaveLength(1);
    // A provider failing is an apology in the person's language, not silence.
    await event({
      type: 'message',
      subtype: 'file_share',
      channel: dmChannel,
      channel_type: 'im',
      user,
      text: '',
      ts: `${nowSeconds}.11`,
      files: [{ id: 'F0PLATE', mimetype: 'image/jpeg', size: 40_000 }],
    });
    logmeal.mode = 'rate-limited-long';
    await press('photo:yes', 'dm');
    logmeal.mode = 'ok';
    expect(textOf(posted(dmChannel).at(-1))).toBe(plain(t('bot.errors.upstream')));
    await event({
      type: 'message',
      subtype: 'file_share',
      channel: dmChannel,
      channel_type: 'im',
      user,
      text: '',
      ts: `${nowSeconds}.10`,
      files: [{ id: 'F0DOC', mimetype: 'application/pdf', size: 1000 }],
    });
    expect(textOf(posted(dmChannel).at(-1))).toBe(plain(t('slack.photo.notImage')));
  });

  it('explains the usage of a subcommand used wrongly', async () => {
    expect((await command('ask')).ack).toEqual({ response_type: 'ephemeral', text: t('slack.usage.ask') });
    expect((await command('today flying')).ack).toEqual({ response_type: 'ephemeral', text: t('slack.usage.today') });
    expect((await command('dance')).ack).toEqual({ response_type: 'ephemeral', text: t('slack.usage.unknown') });
    expect((await command('lang fr')).ack).toEqual({ response_type: 'ephemeral', text: t('slack.usage.lang') });
    slack.failing.set('views.open', 'expired_trigger_id');
    const [late] = await press('profile');
    slack.failing.clear();
    expect(textOf(late)).toBe(plain(t('slack.errors.form')));
  });

  it('sets a morning check-in with /coach reminders, posts it in the DM at the hour, and plans the day from it', async () => {
    expect(textOf((await command(language === 'en' ? 'reminders' : 'recordatoris')).replies[0])).toBe(
      plain(t('bot.reminders.none', { context: 'slack' })),
    );
    expect(textOf((await command('reminders soon')).replies[0])).toBe(
      plain(t('bot.reminders.invalid', { context: 'slack' })),
    );
    // 10:00 UTC is 11:00 in Madrid; 7:30 in London is 7:30 UTC in November, so the first comes tomorrow.
    const set = await command('reminders 7:30 Europe/London');
    expect(textOf(set.replies[0])).toBe(
      plain(
        language === 'en'
          ? "Done: each morning at 7:30 (Europe/London) I'll ask how you train today and plan your meals. You'll get the first one tomorrow."
          : "Fet: cada matí a les 7:30 (Europe/London) et preguntaré com entrenes avui i et planificaré els àpats. El primer t'arribarà demà.",
      ),
    );
    expect(time.due()).toEqual(['2026-11-23T07:30:00.000Z']);
    const before = posted().length;
    await time.advance();
    await until(() => posted().length > before);
    const morning = posted().at(-1);
    expect(textOf(morning)).toBe(plain(t('bot.reminders.morning', { context: 'slack' })));
    expect(buttonsOf(morning).map((button) => button.value)).toEqual([
      'day:rest',
      'day:walk',
      'day:pilates',
      'day:strength',
      'day:run',
    ]);
    await press('day:walk', 'dm');
    expect(textOf(posted(dmChannel).at(-1))).toContain(`${plain(t('bot.slot.Breakfast'))}: `);
    expect(posted()).toHaveLength(before + 1);
    expect(time.due()).toEqual(['2026-11-24T07:30:00.000Z']);
  });

  it('switches language, then forgets everything after confirming', async () => {
    const other = language === 'en' ? 'ca' : 'en';
    const switched = await command(`lang ${other}`);
    expect(textOf(switched.replies[0])).toBe(plain(translator(other)('bot.lang.done')));
    expect(textOf((await command('help')).replies[0])).toBe(plain(translator(other)('bot.help', { context: 'slack' })));
    expect(textOf((await command('privacy')).replies[0])).toBe(plain(translator(other)('bot.privacy')));
    const kept = [
      chatKey({ channel: 'slack', chatId: `${TEAM_ID}:${user}` }),
      subscriberKey(`pat.${language}@example.com`),
      subscriberKey(`list.${language}@example.com`),
      mealLogKey(`slack:${TEAM_ID}:${user}`),
    ];
    for (const key of kept) expect(await store.get(key), key).toBeDefined();
    // Every key about the person, whatever wrote it, before and after.
    const about = (keys: string[]) =>
      keys.filter((key) => key.includes(user) || key.includes(`.${language}@example.com`)).sort();
    expect(about(store.keys())).toEqual(
      [...kept, `reminder:slack:${TEAM_ID}:${user}`, `checkin:sent:slack:${TEAM_ID}:${user}:2026-11-23`].sort(),
    );
    const confirm = await command('forget');
    expect(buttonsOf(confirm.replies[0]).map((button) => button.value)).toEqual(['forget:yes', 'forget:no']);
    const [done] = await press('forget:yes');
    expect(textOf(done)).toBe(plain(translator(other)('bot.forget.done', { context: 'slack' })));
    for (const key of kept) expect(await store.get(key), key).toBeUndefined();
    expect(about(store.keys())).toEqual([]);
    expect(store.keys().filter((key) => key.startsWith(hostedImageKey('chart-')))).toEqual([]);
    expect(time.due()).toEqual([]);
    expect(buttonsOf(lastHome()).map((button) => button.value)).toEqual(['profile']);
    const counts = await store.readCounters(`events:${NOW.toISOString().slice(0, 10)}`);
    for (const name of [
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
