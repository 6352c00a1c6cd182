import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ateActions } from '../../../test/helpers/day.js';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/smtp-sink.js';
import { createTestCoach, PUBLIC_URL } from '../../../test/helpers/api.js';
import { plateJpegWithGps } from '../../../test/helpers/photos.js';
import { createSmtpMailer } from '../../providers/email/smtp-mailer.js';
import { createConversation } from './conversation.js';
import { chatKey } from './state.js';
import { createMealLog } from '../log/meal-log.js';
import { createCheckIns } from '../reminders/check-ins.js';
import { createTimerQueue } from '../../storage/timer-queue.js';
import type { ChatContext, Incoming, Reply } from './types.js';

const context = (chatId: string): ChatContext => ({
  channel: 'telegram',
  chatId,
  downloadPhoto: () => Promise.reject(new Error('no photos here')),
});

function setup(options: Parameters<typeof createTestCoach>[0] = {}) {
  const { coach, store, logger, translator } = createTestCoach(options);
  const conversation = createConversation({ coach, store, translator, logger, publicUrl: PUBLIC_URL });
  return { conversation, store, logger, coach };
}

const actions = (replies: Reply[]) =>
  replies.flatMap((reply) =>
    (reply.buttons ?? []).flat().flatMap((button) => ('action' in button ? [button.action] : [])),
  );
const texts = (replies: Reply[]) => replies.map((reply) => reply.text).join('\n');

/** Goes through onboarding with the given answers, returning every reply. */
async function onboard(say: (incoming: Incoming) => Promise<Reply[]>, languageHint?: string) {
  const all: Reply[] = [];
  for (const step of [
    { kind: 'command', command: 'start', languageHint },
    { kind: 'action', action: 'sex:female' },
    { kind: 'text', text: '34' },
    { kind: 'text', text: '1,68 m' },
    { kind: 'text', text: '61.5 kg' },
    { kind: 'action', action: 'life:light' },
    { kind: 'action', action: 'goal:maintain' },
  ] as Incoming[]) {
    all.push(...(await say(step)));
  }
  return all;
}

describe('the conversation', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.close());

  it('onboards in English, shows the target and how it came about, then plans today', async () => {
    const { conversation, store } = setup();
    const say = (incoming: Incoming) => conversation(context('1'), incoming);
    const replies = await onboard(say, 'en-GB');
    expect(texts(replies)).toContain('not medical advice');
    expect(texts(replies)).toMatch(/Your target for a rest day: \d{1,3}(?:,\d{3})? kcal/);
    expect(texts(replies)).toContain('Mifflin-St Jeor');
    expect(actions(replies)).toContain('day:run');
    const saved = JSON.parse((await store.get(chatKey(context('1')))) ?? '{}') as { profile: object };
    expect(saved.profile).toEqual({
      sex: 'female',
      ageYears: 34,
      heightCm: 168,
      weightKg: 61.5,
      usualActivity: 'light',
      goal: 'maintain',
    });

    const day = await say({ kind: 'action', action: 'day:run' });
    expect(day[0].text).toMatch(/Breakfast: .+\n\(.+\)\n.+ g/);
    expect(day[0].text).toMatch(/Day: \d{1,3}(?:,\d{3})? kcal/);
    expect(actions(day)).toEqual([
      'more',
      ...ateActions(day[0].text),
      'swap:breakfast',
      'swap:lunch',
      'swap:dinner',
      'shop',
      'basket',
    ]);
    const another = await say({ kind: 'action', action: 'more' });
    expect(another[0].text).not.toBe(day[0].text);
  });

  it('logs a planned snack with one tap, as it logs a meal', async () => {
    const { conversation } = setup();
    const say = (incoming: Incoming) => conversation(context('snack'), incoming);
    await onboard(say, 'en');
    // A run day for this profile holds an afternoon snack; other menus are tried until one shows it.
    let day = await say({ kind: 'action', action: 'day:run' });
    for (let tries = 0; tries < 5 && !day[0].text.includes('🥪 Afternoon snack: '); tries++)
      day = await say({ kind: 'action', action: 'more' });
    const headings = day[0].text.split('\n').filter((line) => /^(?:🍳|🍎|🍲|🥪|🥗) /u.test(line));
    const snackAt = headings.findIndex((line) => line.startsWith('🥪 Afternoon snack: '));
    expect(snackAt).toBeGreaterThan(0);
    const snack = day[0].text.split('\n\n')[snackAt];
    const snackKcal = Number(/^(\d[\d,]*) kcal/m.exec(snack)?.[1].replace(',', ''));
    expect(actions(day)).toContain('ate:Afternoon');
    const done = await say({ kind: 'action', action: 'ate:Afternoon' });
    expect(texts(done)).toContain('Logged.');
    expect(texts(done)).toMatch(new RegExp(`Today so far: ${snackKcal.toLocaleString('en')} of`));
    // A button sent before buttons named slots counts breakfast, lunch and dinner: `ate:2` is still dinner.
    const dinner = day[0].text.split('\n\n').find((block) => block.startsWith('🥗 Dinner: ')) ?? '';
    const dinnerKcal = Number(/^(\d[\d,]*) kcal/m.exec(dinner)?.[1].replace(',', ''));
    const both = await say({ kind: 'action', action: 'ate:2' });
    expect(texts(both)).toMatch(new RegExp(`Today so far: ${(snackKcal + dinnerKcal).toLocaleString('en')} of`));
  });

  it('asks again, kindly, for a typed value out of range, in Catalan', async () => {
    const { conversation } = setup();
    const say = (incoming: Incoming) => conversation(context('2'), incoming);
    await say({ kind: 'command', command: 'start', languageHint: 'ca' });
    await say({ kind: 'action', action: 'sex:male' });
    expect(texts(await say({ kind: 'text', text: 'dotze' }))).toContain('entre 18 i 100');
    expect(texts(await say({ kind: 'text', text: '12' }))).toContain('entre 18 i 100');
    expect(texts(await say({ kind: 'text', text: '40' }))).toContain('alçada');
    expect(texts(await say({ kind: 'text', text: '400' }))).toContain('entre 120 i 230');
    expect(texts(await say({ kind: 'text', text: '180' }))).toContain('peses');
    expect(texts(await say({ kind: 'text', text: '20' }))).toContain('entre 35 i 250');
  });

  it('sends the week and its basket, and emails it only after an address and consent', async () => {
    const { conversation, store } = setup({ mailer: createSmtpMailer({ url: smtp.url, from: 'coach@coach.example' }) });
    const say = (incoming: Incoming) => conversation(context('3'), incoming);
    await onboard(say);
    const week = await say({ kind: 'command', command: 'week' });
    expect(week).toHaveLength(2);
    expect(week[0].text.match(/📅/g)).toHaveLength(7);
    expect(week[1].text).toMatch(/Indicative total: €\d+\.\d\d/);
    expect(actions(week)).toEqual(['email']);
    expect(texts(await say({ kind: 'action', action: 'email' }))).toContain('Which email address');
    expect(texts(await say({ kind: 'text', text: 'not an address' }))).toContain("doesn't look like");
    const consent = await say({ kind: 'text', text: 'anna@example.com' });
    expect(actions(consent)).toEqual(['consent:yes', 'consent:no']);
    expect(smtp.messages).toHaveLength(0);
    expect(texts(await say({ kind: 'action', action: 'consent:yes' }))).toContain('Sent!');
    expect(smtp.messages.at(-1)?.to).toEqual(['anna@example.com']);
    expect(await store.get('subscriber:anna@example.com')).toBeDefined();
  });

  it('offers the milkshake through tracked cart links and prices today’s basket', async () => {
    const { conversation } = setup();
    const say = (incoming: Incoming) => conversation(context('4'), incoming);
    await onboard(say);
    await say({ kind: 'action', action: 'day:strength' });
    const shop = await say({ kind: 'action', action: 'shop' });
    const urls = (shop[0].buttons ?? []).flat().flatMap((button) => ('url' in button ? [button.url] : []));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(url).toMatch(/^http:\/\/coach\.test\/r\/cart\?to=http%3A%2F%2Fstore\.test%2Fcart%2F/);
    expect(texts(await say({ kind: 'action', action: 'basket' }))).toMatch(/Today's basket:[\s\S]+€/);
  });

  it('asks consent before a photo goes anywhere, and says plainly when analysis is not available', async () => {
    const { conversation } = setup();
    let downloads = 0;
    const photo = await plateJpegWithGps();
    const ctx = { ...context('5'), downloadPhoto: async () => (downloads++, new Uint8Array(photo)) };
    const consent = await conversation(ctx, { kind: 'photo', ref: 'file-1' });
    expect(actions(consent)).toEqual(['photo:yes', 'photo:no']);
    expect(downloads).toBe(0);
    expect(texts(await conversation(ctx, { kind: 'action', action: 'photo:no' }))).toContain("haven't sent it");
    await conversation(ctx, { kind: 'photo', ref: 'file-2' });
    const reply = await conversation(ctx, { kind: 'action', action: 'photo:yes' });
    expect(downloads).toBe(1);
    expect(texts(reply)).toContain("isn't available on this coach");
    const broken = { ...ctx, downloadPhoto: async () => new Uint8Array([0xff, 0xd8, 0xff]) };
    await conversation(broken, { kind: 'photo', ref: 'file-3' });
    expect(texts(await conversation(broken, { kind: 'action', action: 'photo:yes' }))).toContain("couldn't use that");
  });

  it("sends a turn's replies before the chat's next turn runs, however slow the sending", async () => {
    const { conversation } = setup();
    const sent: string[] = [];
    const deliver = (label: string, ms: number) => async (replies: readonly Reply[]) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      sent.push(`${label}: ${replies[0].text.slice(0, 16)}`);
    };
    await conversation(context('40'), { kind: 'command', command: 'start', languageHint: 'en' });
    await Promise.all([
      conversation({ ...context('40'), deliver: deliver('first', 60) }, { kind: 'action', action: 'sex:male' }),
      conversation({ ...context('40'), deliver: deliver('second', 0) }, { kind: 'text', text: '41' }),
    ]);
    expect(sent).toEqual(['first: How old are you?', 'second: How tall are you']);
  });

  it('chats with the recent turns and declines clinical questions', async () => {
    const { conversation, store } = setup();
    const say = (incoming: Incoming) => conversation(context('6'), incoming);
    expect(texts(await say({ kind: 'text', text: 'What should I eat before a morning run?' })).length).toBeGreaterThan(
      20,
    );
    expect(texts(await say({ kind: 'text', text: 'Can I stop taking metformin if I eat low carb?' }))).toMatch(
      /doctor|pharmacist|professional/i,
    );
    const saved = JSON.parse((await store.get(chatKey(context('6')))) ?? '{}') as { turns: unknown[] };
    expect(saved.turns).toHaveLength(4);
  });

  it('counts a return on a later day once', async () => {
    const { coach, store, logger, translator } = createTestCoach();
    let now = new Date('2026-11-22T09:00:00Z');
    const conversation = createConversation({
      coach,
      store,
      translator,
      logger,
      publicUrl: PUBLIC_URL,
      clock: () => now,
    });
    const counted = async () => (await store.readCounters(`events:2026-11-22`)).returned_day_two ?? 0;
    await conversation(context('8'), { kind: 'command', command: 'help' });
    await conversation(context('8'), { kind: 'command', command: 'help' });
    expect(await counted()).toBe(0);
    now = new Date('2026-11-23T09:00:00Z');
    await conversation(context('8'), { kind: 'command', command: 'help' });
    now = new Date('2026-11-24T09:00:00Z');
    await conversation(context('8'), { kind: 'command', command: 'help' });
    expect(await counted()).toBe(1);
  });

  it('logs across days and sums up the last seven: days logged, average energy, protein days', async () => {
    const { coach, store, logger, translator } = createTestCoach();
    let now = new Date('2026-11-22T09:00:00Z');
    const conversation = createConversation({
      coach,
      store,
      translator,
      logger,
      publicUrl: PUBLIC_URL,
      clock: () => now,
    });
    const say = (incoming: Incoming) => conversation(context('log-week'), incoming);
    await onboard(say);
    const logEggs = async () => {
      const read = texts(await say({ kind: 'log', text: '2 eggs' }));
      const together = Number(/Together: (\d+) kcal/.exec(read)?.[1]);
      await say({ kind: 'action', action: 'log:yes' });
      return together;
    };
    const first = await logEggs();
    expect(texts(await say({ kind: 'command', command: 'progress' }))).not.toContain('Last 7 days');
    now = new Date('2026-11-23T09:00:00Z');
    const second = await logEggs();
    const progress = texts(await say({ kind: 'command', command: 'progress' }));
    expect(progress).toMatch(new RegExp(`Today so far: ${second} of [\\d,]+ kcal`));
    expect(progress).toMatch(
      new RegExp(
        `Last 7 days: 2 days logged, on average ${Math.round((first + second) / 2)} of [\\d,]+ kcal; protein target met on 0 of them\\.`,
      ),
    );
  });

  it('forgets everything after confirmation, and changes language on request', async () => {
    const { conversation, store } = setup();
    const say = (incoming: Incoming) => conversation(context('7'), incoming);
    await onboard(say);
    expect(texts(await say({ kind: 'action', action: 'lang:ca' }))).toContain('català');
    expect(actions(await say({ kind: 'command', command: 'forget' }))).toEqual(['forget:yes', 'forget:no']);
    expect(texts(await say({ kind: 'action', action: 'forget:no' }))).toContain("No s'ha esborrat");
    expect(await store.get(chatKey(context('7')))).toBeDefined();
    expect(texts(await say({ kind: 'action', action: 'forget:yes' }))).toContain('esborrat tot');
    expect(await store.get(chatKey(context('7')))).toBeUndefined();
  });
});

describe('a platform with forms', () => {
  const formContext = (chatId: string, locale?: string): ChatContext => ({
    ...context(chatId),
    channel: 'slack',
    forms: true,
    locale: async () => locale,
  });

  it('asks for the form instead of typed questions, and keeps only valid fields of a submitted profile', async () => {
    const { conversation, store } = setup();
    const say = (incoming: Incoming) => conversation(formContext('f1', 'ca-ES'), incoming);
    expect(actions(await say({ kind: 'command', command: 'week' }))).toEqual(['profile']);
    const partial = await say({
      kind: 'profile',
      profile: {
        sex: 'female',
        ageYears: 12,
        heightCm: 1.7,
        weightKg: 60,
        usualActivity: 'light',
        goal: 'fly' as never,
      },
    });
    expect(actions(partial)).toEqual(['profile']);
    const saved = JSON.parse((await store.get(chatKey(formContext('f1')))) ?? '{}') as {
      language: string;
      profile: object;
      awaiting?: string;
    };
    expect(saved).toMatchObject({ language: 'ca', profile: { sex: 'female', weightKg: 60, usualActivity: 'light' } });
    expect(saved.profile).not.toHaveProperty('ageYears');
    expect(saved.awaiting).toBeUndefined();
    const complete = await say({ kind: 'profile', profile: { ageYears: 40, heightCm: 170, goal: 'lose' } });
    expect(texts(complete)).toContain('kcal');
    expect(actions(complete)).toContain('day:run');
  });

  it('shows an overview without keeping anything, and emails the week to a submitted address', async () => {
    const smtp = await startSmtpSink();
    try {
      const { conversation, store } = setup({
        mailer: createSmtpMailer({ url: smtp.url, from: 'coach@coach.example' }),
      });
      const say = (incoming: Incoming) => conversation(formContext('f2'), incoming);
      expect(actions(await say({ kind: 'overview' }))).toEqual(['profile']);
      expect(await store.get(chatKey(formContext('f2')))).toBeUndefined();
      await say({
        kind: 'profile',
        profile: {
          sex: 'male',
          ageYears: 35,
          heightCm: 180,
          weightKg: 80,
          usualActivity: 'moderate',
          goal: 'maintain',
        },
      });
      const home = await say({ kind: 'overview' });
      expect(actions(home)).toEqual(expect.arrayContaining(['profile', 'today', 'more', 'shop', 'basket']));
      expect(texts(await say({ kind: 'email', address: 'not-an-address' }))).toContain("doesn't look like an email");
      expect(texts(await say({ kind: 'email', address: 'sam@example.com' }))).toContain('Sent');
      expect(smtp.messages.at(-1)?.to).toEqual(['sam@example.com']);
    } finally {
      await smtp.close();
    }
  });
});

describe("the log's day", () => {
  it("is the person's date: Madrid's, or the zone they named with their check-in hour", async () => {
    const { coach, store, logger, translator } = createTestCoach();
    // 23:30 UTC on the 25th: already the 26th in Madrid, still the 25th in London.
    const clock = () => new Date('2026-11-25T23:30:00Z');
    const checkIns = createCheckIns({
      randomId: () => 'token-0000',
      store,
      logger,
      clock,
      queue: createTimerQueue({ logger, clock }),
    });
    const conversation = createConversation({
      coach,
      store,
      translator,
      logger,
      publicUrl: PUBLIC_URL,
      clock,
      checkIns,
    });
    const say = (incoming: Incoming) => conversation(context('zone'), incoming);
    await onboard(say, 'en-GB');
    const logTwoEggs = async () => {
      await say({ kind: 'log', text: '2 eggs' });
      await say({ kind: 'action', action: 'log:yes' });
    };
    await logTwoEggs();
    const log = createMealLog(store);
    expect((await log.day('telegram:zone', '2026-11-26')).map((item) => item.grams)).toEqual([120]);
    await say({ kind: 'reminders', text: '8:00 Europe/London' });
    await logTwoEggs();
    expect((await log.day('telegram:zone', '2026-11-25')).map((item) => item.grams)).toEqual([120]);
    await checkIns.close();
  });
});

describe('changing the grams of what waits to be logged', () => {
  it('applies only to the list it was asked for, and only to an answer that is grams', async () => {
    const { conversation } = setup();
    const say = (incoming: Incoming) => conversation(context('grams'), incoming);
    await onboard(say, 'en-GB');
    await say({ kind: 'log', text: '2 eggs and 60 g bread' });
    expect(texts(await say({ kind: 'action', action: 'grams:1' }))).toMatch(
      /^How many grams was the .+\? \(I counted 60 g\.\)/,
    );
    // A question with a number in it is a question, not grams: the change is dropped.
    const answer = await say({ kind: 'text', text: 'Is 30 g of protein enough at breakfast?' });
    expect(texts(answer)).not.toMatch(/Type the grams|I read this as/);
    // Asked again, then the list is logged before the answer: the answer no longer changes anything.
    await say({ kind: 'action', action: 'grams:1' });
    await say({ kind: 'action', action: 'log:yes' });
    expect(texts(await say({ kind: 'text', text: '90' }))).not.toMatch(/I read this as/);
    // A button of that list, pressed after it was logged, says so.
    expect(texts(await say({ kind: 'action', action: 'grams:0' }))).toBe(
      'That list is no longer waiting: it was already logged or cancelled. Use /log to log something else.',
    );
    expect(texts(await say({ kind: 'action', action: 'drop:0' }))).toBe(
      'That list is no longer waiting: it was already logged or cancelled. Use /log to log something else.',
    );
  });
});

describe('messages of one chat that arrive together', () => {
  it('are taken one after another, so a quick second answer answers the next question', async () => {
    const { conversation, store } = setup();
    const say = (incoming: Incoming) => conversation(context('quick'), incoming);
    await say({ kind: 'command', command: 'start', languageHint: 'en' });
    await say({ kind: 'action', action: 'sex:female' });
    // Age, height and weight typed in a burst: each is read against the question the one before left.
    const [age, height, weight] = await Promise.all([
      say({ kind: 'text', text: '34' }),
      say({ kind: 'text', text: '168 cm' }),
      say({ kind: 'text', text: '61 kg' }),
    ]);
    expect(texts(age)).toMatch(/^How tall are you\?/);
    expect(texts(height)).toMatch(/weigh/i);
    expect(actions(weight)).toContain('life:light');
    await Promise.all([say({ kind: 'action', action: 'life:light' }), say({ kind: 'action', action: 'goal:lose' })]);
    const saved = JSON.parse((await store.get(chatKey(context('quick')))) ?? '{}') as { profile: object };
    expect(saved.profile).toEqual({
      sex: 'female',
      ageYears: 34,
      heightCm: 168,
      weightKg: 61,
      usualActivity: 'light',
      goal: 'lose',
    });
  });
});
