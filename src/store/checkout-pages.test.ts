/**
 * A person finishing an order on the store's own pages, in Catalan: the cart page, the checkout form
 * (a wrong field shown back), the approval code read from the email a local SMTP sink received, the
 * order placed and the cart emptied. No payment is taken, and every page says so.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/fakes/smtp-sink.js';
import { createMemoryLogger } from '../../test/helpers/api.js';
import { createTestStore } from '../../test/helpers/store.js';
import { createSmtpMailer } from '../providers/email/smtp-mailer.js';

type TestStore = ReturnType<typeof createTestStore>;

/** A browser in Catalan that keeps the store's cookies. */
function browserFor(app: TestStore) {
  const jar = new Map<string, string>();
  return async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('accept-language', 'ca-ES,ca;q=0.9,en;q=0.5');
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await app.request(`http://store.test${path}`, { ...init, headers });
    for (const cookie of response.headers.getSetCookie())
      jar.set(cookie.split(';')[0].split('=')[0], cookie.split(';')[0].split('=')[1]);
    return response;
  };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('a person checks out from the cart page', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.close());

  it('goes from the cart to a placed order, in the browser’s language', async () => {
    // Random ids, as in production, so the approval code cannot be mistaken for a part of an id on the page.
    const app = createTestStore({
      mailer: createSmtpMailer({ url: smtp.url, from: 'orders@store.example' }),
      newToken: () => randomBytes(16).toString('hex'),
    });
    const browse = browserFor(app);

    expect((await browse('/cart/4710002:1,4710102:1')).status).toBe(303);
    const cart = await (await browse('/cart')).text();
    expect(cart).toContain('<html lang="ca">');
    expect(cart).toContain('Finalitza la compra');
    // Prices as Catalan writes them: a decimal comma, the sign after.
    expect(cart).toMatch(/61,80\s€/);
    // The lines are named in the page's language; the JSON keeps the catalogue's titles.
    expect(cart).toContain('Creatina monohidrat, sense sabor - 500 g');
    expect(cart).toMatch(/Proteïna en pols per a batut, (crema|orxata|sense sabor) - /);
    expect(cart).not.toContain('Protein milkshake powder');
    const blank = await browse(
      '/checkout?lang=ca',
      form({ email: 'not-an-address', street: 'Carrer Major 3', locality: 'Vic', postalCode: '08500', country: 'ES' }),
    );
    expect(blank.status).toBe(422);
    expect(await blank.text()).toContain('Revisa: Correu electrònic');
    const created = await browse(
      '/checkout?lang=ca',
      form({
        email: 'nuria@example.com',
        name: 'Núria',
        street: 'Carrer Major 3',
        locality: 'Vic',
        postalCode: '08500',
        country: 'es',
      }),
    );
    expect(created.status).toBe(303);
    const orderPath = new URL(created.headers.get('location') ?? '', 'http://store.test').pathname;
    const order = await (await browse(orderPath)).text();
    expect(order).toContain('Aprova la comanda');
    expect(order).toContain('Creatina monohidrat, sense sabor - 500 g');
    expect(order).toContain('no es cobra ni s&#39;envia res'.replace('&#39;', "'"));
    const approved = await (await browse(`${orderPath}/approve?lang=ca`, { method: 'POST' })).text();
    expect(approved).toContain('Hem enviat un codi a n•••@example.com');
    const mail = smtp.messages.find((message) => message.to.includes('nuria@example.com'))?.raw.toString('utf8') ?? '';
    const code = /codi: ([A-F0-9]{8})/.exec(mail)?.[1] ?? '';
    expect(code).toHaveLength(8);
    // The code goes to the buyer's mail only, never to the page.
    expect(approved).not.toContain(code);
    const wrong = await browse(`${orderPath}/complete?lang=ca`, form({ code: 'ZZZZZZZZ' }));
    expect(wrong.status).toBe(422);
    const placed = await (await browse(`${orderPath}/complete?lang=ca`, form({ code }))).text();
    expect(placed).toMatch(/Gràcies: la comanda ord_[a-f0-9]+ està feta\./);
    expect(placed).toContain('no es cobra');
    expect(await (await browse('/cart.js')).json()).toMatchObject({ item_count: 0 });
    expect(await (await browse(`${orderPath}?lang=en`)).text()).toMatch(/This order has been placed \(ord_/);
  });

  it('mails at most 5 approval codes per checkout, and voids a code after 5 wrong tries', async () => {
    // Issue 41: each call mailed a new code (50 in 2.5 s) and a code took guesses without end.
    const logger = createMemoryLogger();
    const app = createTestStore({
      mailer: createSmtpMailer({ url: smtp.url, from: 'orders@store.example' }),
      newToken: () => randomBytes(16).toString('hex'),
      logger,
    });
    const browse = browserFor(app);
    await browse('/cart/4710002:1');
    const created = await browse(
      '/checkout?lang=ca',
      form({ email: 'pau@example.com', street: 'Carrer Nou 1', locality: 'Reus', postalCode: '43201', country: 'ES' }),
    );
    const orderPath = new URL(created.headers.get('location') ?? '', 'http://store.test').pathname;
    const mailsToPau = () => smtp.messages.filter((message) => message.to.includes('pau@example.com'));
    for (let i = 0; i < 5; i++) expect((await browse(`${orderPath}/approve`, { method: 'POST' })).status).toBe(200);
    const sixth = await browse(`${orderPath}/approve`, { method: 'POST' });
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).toContain('ja ha enviat 5 codis');
    expect(mailsToPau()).toHaveLength(5);
    const code = /codi: ([A-F0-9]{8})/.exec(mailsToPau()[4].raw.toString('utf8'))?.[1] ?? '';
    for (let i = 0; i < 5; i++)
      expect((await browse(`${orderPath}/complete`, form({ code: `WRONG00${i}` }))).status).toBe(422);
    // The right code no longer places the order: its approval is void.
    expect((await browse(`${orderPath}/complete`, form({ code }))).status).toBe(422);
    // The flood and every refused code are logged, with neither the address nor the codes.
    const warnings = logger.lines.filter((line) => line.level === 'warn').map((line) => line.message);
    expect(warnings.filter((message) => message === 'approval code refused')).toHaveLength(6);
    expect(warnings).toContain('approval code refused: too many mailed for one checkout');
    expect(JSON.stringify(logger.lines)).not.toMatch(new RegExp(`pau@example|WRONG00|${code}`));
  });

  it('sends a person with an empty cart back to the cart', async () => {
    const response = await createTestStore().request('http://store.test/checkout');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart?lang=en');
  });
});
