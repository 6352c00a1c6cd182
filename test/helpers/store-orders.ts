/** A store's buyers as tests drive them over real HTTP: orders placed on the pages, codes read from the SMTP sink. */
import { simpleParser } from 'mailparser';
import type { SmtpSink } from '../fakes/smtp-sink.js';
import { createBrowser } from './browser.js';

export function createOrderHelpers(origin: string, smtp: SmtpSink, redirect = 'http://127.0.0.1:9/callback') {
  /** What `pattern` finds in the text of the last mail to `to`, read as a mail client reads it. */
  const lastCode = async (to: string, pattern: RegExp) => {
    const raw = smtp.messages
      .filter((message) => message.to.some((address) => address.toLowerCase() === to.toLowerCase()))
      .at(-1)?.raw;
    return raw ? (pattern.exec((await simpleParser(raw)).text ?? '')?.[1] ?? '') : '';
  };

  /** A person places an order on the store's pages; returns its id and the order page's path. */
  async function placeOrder(email: string, street: string): Promise<{ id: string; path: string }> {
    const person = createBrowser(origin, redirect);
    await person.go('/cart/4710002:2');
    const form = { email, name: 'Buyer', street, locality: 'Vic', postalCode: '08500', country: 'ES' };
    const created = await person.go('/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    const path = new URL(created.headers.get('location') ?? '', origin).pathname;
    await person.go(`${path}/approve`, { method: 'POST' });
    const code = await lastCode(email, /code: ([A-F0-9]{8})/);
    const placed = await (
      await person.go(`${path}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `code=${code}`,
      })
    ).text();
    return { id: /(ord_[a-f0-9]+)/.exec(placed)?.[1] ?? '', path };
  }
  return { lastCode, placeOrder };
}
