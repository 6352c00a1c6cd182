import { describe, expect, it } from 'vitest';
import { foreignContent, stringsOf } from './composed-content.js';

describe('foreignContent', () => {
  it.each([
    'Dilluns (córrer)\n- Esmorzar: Pa amb tomàquet, pa 80 g, oli 5 ml\n- Dinar: Escudella',
    'Total: 23,45 €. Preus: taula de referència de supermercats catalans (Bonpreu, 2026-11-20; Mercadona, 2026-11-18)',
    'Energy 2.150 kcal · protein 1.6 g/kg · 8:00 breakfast, 13:30 lunch, 21:00 dinner',
    'p. ex. un iogurt. Aprox. 1.5 kg de verdura a la setmana; 2 x 125 g de salmó.',
    'Escudella <lleugera> & verdures',
    'Monday (rest)\n- Breakfast: Greek yogurt 150 g, walnuts 20 g, 1 kiwi\n- Snack: 1 apple. Dinner at 21:00',
    '120 g + 80 g + 250 ml = 1 ració',
  ])('lets what the coach writes through: %s', (text) => {
    expect(foreignContent(text)).toBeUndefined();
  });

  it.each([
    ['https://evil.example/login', 'content_link'],
    ['Claim your prize at HTTP://EVIL.EXAMPLE', 'content_link'],
    ['go to www.cheap-pills today', 'content_link'],
    ['visit bit.ly/abc123 now', 'content_link'],
    ['your account: evil.example', 'content_link'],
    ['visit evil.example now', 'content_link'],
    ['reset at secure-login.example.com:8443', 'content_link'],
    ['write to help@evil.example for your refund', 'content_address'],
    ['Call +34 600 123 456 to confirm', 'content_phone'],
    ['Truca al 93-123-45-67', 'content_phone'],
    ['(0034) 612.345.678', 'content_phone'],
  ])('finds foreign content in %s', (text, kind) => {
    expect(foreignContent(text)).toBe(kind);
  });
});

describe('stringsOf', () => {
  it('collects every string of nested sections', () => {
    expect(stringsOf([{ day: 'a', meals: [{ title: 'b', n: 1 }] }, { estimate: { note: 'c' } }])).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(stringsOf(undefined)).toEqual([]);
  });
});
