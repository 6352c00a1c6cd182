import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, FRONT_END, type TestApi } from '../../../test/helpers/api.js';

const plan = {
  email: 'anna@example.com',
  kind: 'plan',
  checklist: 'Monday: esmorzar, dinar, sopar',
  sections: [
    {
      day: 'Monday',
      activity: 'run',
      meals: [{ slot: 'Lunch', title: 'Escudella', portions: '300 g', catalanName: 'Escudella' }],
    },
  ],
  language: 'ca',
  marketingConsent: true,
};

describe('POST /api/store-email', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  const send = (body: unknown, origin: string | null = FRONT_END) =>
    api.post('/api/store-email', body, origin ? { origin } : {});

  it('answers a valid request from the front end with 503 until SMTP is configured', async () => {
    const res = await send(plan);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { code: string }).code).toBe('service_not_configured');
  });

  it('accepts a basket with an estimate', async () => {
    const basket = {
      ...plan,
      kind: 'basket',
      sections: {
        items: [{ amount: '500 g', name: 'arròs' }],
        estimate: { total: '12.40 €', items: [{ label: 'arròs', price: '0.60 €' }] },
      },
    };
    expect((await send(basket)).status).toBe(503);
  });

  it.each([
    ['no Origin', null],
    ['another origin', 'https://evil.example'],
    ['another port', 'https://coach.example:8443'],
    ['another scheme', 'http://coach.example'],
  ])('answers a request with %s with 403 forbidden', async (_label, origin) => {
    const res = await send(plan, origin);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('forbidden');
  });

  it('checks the origin before the body', async () => {
    expect((await send('{', 'https://evil.example')).status).toBe(403);
  });

  it.each([
    ['consent false', { ...plan, marketingConsent: false }],
    ['consent missing', { ...plan, marketingConsent: undefined }],
    ['a bad address', { ...plan, email: 'not-an-address' }],
    ['an address with a newline', { ...plan, email: 'anna@example.com\nBcc: x@example.com' }],
    ['an empty checklist', { ...plan, checklist: '' }],
    ['a 45001-character checklist', { ...plan, checklist: 'x'.repeat(45001) }],
    ['15 plan days', { ...plan, sections: Array.from({ length: 15 }, () => plan.sections[0]) }],
    [
      '9 meals in a day',
      {
        ...plan,
        sections: [{ ...plan.sections[0], meals: Array.from({ length: 9 }, () => plan.sections[0].meals[0]) }],
      },
    ],
    [
      '121 basket items',
      { ...plan, kind: 'basket', sections: { items: Array.from({ length: 121 }, () => ({ amount: '1', name: 'x' })) } },
    ],
    ['basket sections on a plan', { ...plan, sections: { items: [] } }],
    ['an unknown kind', { ...plan, kind: 'recipe' }],
    ['malformed JSON', '{"email":'],
  ])('answers %s with 422', async (_label, body) => {
    const res = await send(body);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_request');
  });

  it('accepts the bounds just inside', async () => {
    const fourteen = {
      ...plan,
      checklist: 'x'.repeat(45000),
      sections: Array.from({ length: 14 }, () => ({
        ...plan.sections[0],
        meals: Array.from({ length: 8 }, () => plan.sections[0].meals[0]),
      })),
    };
    expect((await send(fourteen)).status).toBe(503);
  });

  it('explains a plan that came with basket sections', async () => {
    const res = await send({ ...plan, sections: { items: [] } });
    expect(((await res.json()) as { hint: string }).hint).toBe('For kind `plan`, send `sections` as an array of days.');
  });

  it('answers GET with 405', async () => {
    expect((await api.call('/api/store-email')).status).toBe(405);
  });
});
