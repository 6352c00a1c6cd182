import { beforeEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n.js';
import { createMemoryStore } from '../../storage/memory.js';
import { createMemoryLogger } from '../../../test/helpers/api.js';
import { withOutage, type FlakyStore } from '../../../test/helpers/outage.js';
import { CoachError } from '../errors.js';
import type { EmailRequest } from '../requests.js';
import {
  createPlanEmail,
  MAILS_PER_RECIPIENT,
  RECIPIENT_WINDOW_MS,
  subscriberKey,
  type Mailer,
  type OutgoingEmail,
  type PlanEmail,
} from './deliver.js';

const request = (kind: EmailRequest['kind'], email = 'Nuria@Example.cat'): EmailRequest => ({
  email,
  kind,
  checklist: 'Pa amb tomàquet',
  language: 'ca',
  marketingConsent: true,
});

describe('emailing a plan through a storage outage', () => {
  let store: FlakyStore;
  let sent: OutgoingEmail[];
  let mailerDown: boolean;
  let email: PlanEmail;
  let now: Date;
  beforeEach(() => {
    now = new Date('2026-11-22T10:00:00Z');
    store = withOutage(createMemoryStore());
    sent = [];
    mailerDown = false;
    // The Mailer port as SMTP would behave: accepts, or fails as upstream_unavailable.
    const mailer: Mailer = {
      send: (message) =>
        mailerDown ? Promise.reject(new CoachError('upstream_unavailable')) : (sent.push(message), Promise.resolve()),
    };
    email = createPlanEmail({
      mailer,
      store,
      translator: createTranslator(),
      logger: createMemoryLogger(),
      clock: () => now,
    });
  });
  const subscriber = async () =>
    JSON.parse((await store.get(subscriberKey('nuria@example.cat'))) ?? 'null') as { kinds: string[] } | null;

  it('delivers and keeps the consented subscriber until storage is back', async () => {
    store.down = true;
    await expect(email.send(request('plan'))).resolves.toEqual({ delivered: true });
    await expect(email.send(request('basket', 'nuria@example.cat'))).resolves.toEqual({ delivered: true });
    expect(sent).toHaveLength(2);
    expect(await email.flush()).toBe(2);
    store.down = false;
    expect(await email.flush()).toBe(0);
    expect(await subscriber()).toMatchObject({
      address: 'nuria@example.cat',
      kinds: ['plan', 'basket'],
      consentAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('keeps both kinds when a flush races a new consent for the same address', async () => {
    // The first two reads of the subscriber are held until both are made, so both see no subscriber.
    const held: (() => void)[] = [];
    const racing: FlakyStore = Object.assign(Object.create(store) as FlakyStore, {
      get: async (key: string) => {
        const value = await store.get(key);
        if (key === subscriberKey('nuria@example.cat') && held.length < 2)
          await new Promise<void>((resolve) => (held.push(resolve), held.length === 2 && held.forEach((go) => go())));
        return value;
      },
    });
    const mailer: Mailer = { send: () => Promise.resolve() };
    const raced = createPlanEmail({
      mailer,
      store: racing,
      translator: createTranslator(),
      logger: createMemoryLogger(),
      clock: () => now,
    });
    store.down = true;
    await raced.send(request('plan'));
    store.down = false;
    await Promise.all([raced.flush(), raced.send(request('basket'))]);
    expect(held).toHaveLength(2);
    expect((await subscriber())?.kinds.sort()).toEqual(['basket', 'plan']);
  });

  it('dates consent when it was given, and a newer consent written meanwhile stands', async () => {
    store.down = true;
    await email.send(request('plan'));
    store.down = false;
    now = new Date('2026-11-22T10:05:00Z');
    await email.send({ ...request('basket'), language: 'en' });
    now = new Date('2026-11-22T10:10:00Z');
    expect(await email.flush()).toBe(0);
    expect(await subscriber()).toMatchObject({
      consentAt: '2026-11-22T10:05:00.000Z',
      language: 'en',
      kinds: ['basket', 'plan'],
    });
  });

  it('keeps the consent dated at the request through the outage', async () => {
    store.down = true;
    await email.send(request('plan'));
    now = new Date('2026-11-22T11:00:00Z');
    store.down = false;
    await email.flush();
    expect(await subscriber()).toMatchObject({
      consentAt: '2026-11-22T10:00:00.000Z',
      language: 'ca',
      kinds: ['plan'],
    });
  });

  it('records no subscriber when the email could not be delivered', async () => {
    mailerDown = true;
    await expect(email.send(request('plan'))).rejects.toMatchObject({ code: 'upstream_unavailable' });
    expect(await email.flush()).toBe(0);
    expect(await subscriber()).toBeNull();
  });
});

describe('the budget of one recipient', () => {
  it(`sends one address at most ${MAILS_PER_RECIPIENT} emails a day, however it is typed, and others still get theirs`, async () => {
    // Issue 41: the endpoint mailed an address its caller chose 30 times in 0.56 s.
    let now = Date.parse('2026-12-04T10:00:00Z');
    const sent: OutgoingEmail[] = [];
    const email = createPlanEmail({
      mailer: { send: (message) => (sent.push(message), Promise.resolve()) },
      store: createMemoryStore({ clock: () => new Date(now) }),
      translator: createTranslator(),
      logger: createMemoryLogger(),
      clock: () => new Date(now),
    });
    for (let i = 0; i < MAILS_PER_RECIPIENT; i++) await email.send(request('plan'));
    const over = email.send(request('basket', ' NURIA@example.cat'));
    await expect(over).rejects.toMatchObject({ code: 'rate_limited', vars: { max: MAILS_PER_RECIPIENT } });
    expect(sent).toHaveLength(MAILS_PER_RECIPIENT);
    await email.send(request('plan', 'pau@example.cat'));
    now += RECIPIENT_WINDOW_MS + 1;
    await email.send(request('plan'));
    expect(sent.map((message) => message.to.toLowerCase())).toEqual([
      ...Array<string>(MAILS_PER_RECIPIENT).fill('nuria@example.cat'),
      'pau@example.cat',
      'nuria@example.cat',
    ]);
  });
});
