/**
 * `POST /api/store-email` delivering through nodemailer to a real SMTP
 * server on loopback; the message is parsed back with mailparser.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/smtp-sink.js';
import { createTestApi, FRONT_END, NOW, type TestApi } from '../../../test/helpers/api.js';
import { subscriberKey } from '../../core/email/deliver.js';
import { createSmtpMailer } from '../../providers/email/smtp-mailer.js';

const FROM = 'coach@coach.example';
const plan = {
  email: 'Anna.Puig@example.com',
  kind: 'plan',
  checklist: 'Dilluns (córrer)\n- Esmorzar: Pa amb tomàquet\n\nDimarts (descans)\n- Dinar: Escudella',
  sections: [
    {
      day: 'Dilluns',
      activity: 'córrer',
      meals: [
        {
          slot: 'Esmorzar',
          title: 'Pa amb tomàquet i pernil',
          portions: 'pa 80 g, pernil 40 g',
          catalanName: 'Pa amb tomàquet',
        },
      ],
    },
    {
      day: 'Dimarts',
      activity: 'descans',
      meals: [
        {
          slot: 'Dinar',
          title: 'Escudella <lleugera> & verdures',
          portions: 'brou 400 ml',
          catalanName: 'Escudella i carn d’olla',
        },
      ],
    },
  ],
  language: 'ca',
  marketingConsent: true,
};
const basket = {
  email: 'joan@example.com',
  kind: 'basket',
  checklist: '500 g arròs\n6 ous',
  sections: {
    items: [
      { amount: '500 g', name: 'arròs' },
      { amount: '6', name: 'ous' },
    ],
    estimate: {
      source: 'Catalan supermarket reference prices',
      items: [{ label: 'arròs', price: '0.60 €' }],
      total: '2.35 €',
      note: 'Indicative.',
    },
  },
  language: 'en',
  marketingConsent: true,
};

describe('POST /api/store-email through SMTP', () => {
  let sink: SmtpSink;
  let api: TestApi;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(async () => {
    sink.messages.length = 0;
    sink.reject = false;
    api = await createTestApi({
      mailer: createSmtpMailer({ url: sink.url, from: FROM, connectionTimeoutMs: 2000, socketTimeoutMs: 2000 }),
    });
  });
  const send = (body: unknown) => api.post('/api/store-email', body, { origin: FRONT_END });
  const received = async (): Promise<ParsedMail> => {
    expect(sink.messages).toHaveLength(1);
    return simpleParser(sink.messages[0].raw);
  };

  it('sends a well-formed plan in Catalan: subject, HTML from sections, the checklist as text', async () => {
    const res = await send(plan);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ delivered: true });
    expect(sink.messages[0]).toMatchObject({ from: FROM, to: [plan.email] });
    const mail = await received();
    expect(mail.subject).toBe("El teu pla d'àpats del coach");
    expect(mail.headers.get('content-language')).toBe('ca');
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail.text?.trim()).toBe(plan.checklist);
    const html = mail.html as string;
    expect(html).toContain('<html lang="ca">');
    expect(html).toContain('Dilluns');
    expect(html).toContain('Entrenament: córrer');
    expect(html).toContain('pa 80 g, pernil 40 g');
    expect(html).toContain('Escudella &lt;lleugera&gt; &amp; verdures');
    expect(html).not.toContain('<lleugera>');
  });

  it('sends a basket with its estimate in English', async () => {
    expect((await send(basket)).status).toBe(200);
    const mail = await received();
    expect(mail.subject).toBe('Your shopping basket from the coach');
    const html = mail.html as string;
    expect(html).toContain('500 g arròs');
    expect(html).toContain('Total: 2.35 €');
    expect(html).toContain('Prices: Catalan supermarket reference prices');
  });

  it('rebuilds the HTML from the checklist when there are no sections', async () => {
    expect((await send({ ...plan, sections: undefined })).status).toBe(200);
    const html = (await received()).html as string;
    expect(html).toContain('<p>Dilluns (córrer)<br>- Esmorzar: Pa amb tomàquet</p>');
    expect(html).toContain('<p>Dimarts (descans)<br>- Dinar: Escudella</p>');
  });

  it('records the consented subscriber, and no address reaches the logs', async () => {
    await send(plan);
    await send({ ...basket, email: plan.email.toLowerCase() });
    const stored = JSON.parse((await api.store.get(subscriberKey(plan.email))) ?? 'null') as Record<string, unknown>;
    expect(stored).toEqual({
      address: plan.email.toLowerCase(),
      consentAt: NOW.toISOString(),
      language: 'en',
      kinds: ['plan', 'basket'],
    });
    expect(JSON.stringify(api.logger.lines).toLowerCase()).not.toContain('anna.puig');
  });

  it('lets no field add a header: line breaks stay inside the HTML', async () => {
    const sneaky = {
      ...plan,
      sections: [{ ...plan.sections[0], day: 'Dilluns\r\nX-Injected: day' }],
      checklist: 'ok\r\nSubject: free money\r\nX-Injected: checklist',
    };
    expect((await send(sneaky)).status).toBe(200);
    const mail = await received();
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(mail.subject).toBe("El teu pla d'àpats del coach");
    expect(sink.messages[0].to).toEqual([plan.email]);
  });

  // Replays the relay of issue 41: a client forging the front end's Origin sent its own text to addresses of its
  // choosing. The coach never writes links, addresses or phone numbers into a plan or a basket.
  it.each([
    ['a link in the checklist', { ...plan, checklist: 'Your parcel is waiting: https://evil.example/track' }],
    ['a bare host in a meal', { ...plan, sections: [{ ...plan.sections[0], day: 'Log in at evil.example now' }] }],
    [
      'an address in the note',
      { ...basket, sections: { ...basket.sections, estimate: { note: 'Write to eve@evil.example' } } },
    ],
    ['a phone number in an item', { ...basket, sections: { items: [{ amount: '1', name: 'Call +34 600 123 456' }] } }],
  ])('refuses %s with 422, sends nothing and logs no address', async (_label, body) => {
    const res = await send(body);
    expect(res.status).toBe(422);
    const error = (await res.json()) as { code: string; hint: string };
    expect(error.code).toBe('invalid_request');
    expect(error.hint).toMatch(/plan and basket emails carry only what the coach composes/);
    expect(sink.messages).toHaveLength(0);
    expect(await api.store.get(subscriberKey(body.email))).toBeUndefined();
    const logs = JSON.stringify(api.logger.lines);
    expect(logs).toContain('email refused');
    expect(logs).not.toMatch(/evil\.example|anna\.puig|joan@/i);
  });

  it('answers 502 when the server refuses the message, and records nobody', async () => {
    sink.reject = true;
    const res = await send(plan);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { code: string }).code).toBe('upstream_unavailable');
    expect(await api.store.get(subscriberKey(plan.email))).toBeUndefined();
  });

  it('answers 502 in bounded time when no SMTP server listens', async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const offline = await createTestApi({
      mailer: createSmtpMailer({ url: closed.url, from: FROM, connectionTimeoutMs: 1000, socketTimeoutMs: 1000 }),
    });
    const started = Date.now();
    const res = await offline.post('/api/store-email', plan, { origin: FRONT_END });
    expect(res.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
