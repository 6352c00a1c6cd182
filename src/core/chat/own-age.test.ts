import { describe, expect, it } from 'vitest';
import { ownAge, withoutOlderAsides } from './own-age.js';

describe('ownAge', () => {
  it.each([
    ["I'm 29, weigh 74 kg and want to drop 5 kg", 29],
    ['Tinc 45 anys, peso 88 kg', 45],
    ['tengo 60 años y juego al pádel', 60],
    ["I'm a 34-year-old runner", 34],
  ])('reads the age a person gives: %s', (text, age) => {
    expect(ownAge(text)).toBe(age);
  });

  it.each(["I'm 75 kg and want to lose 5", 'I run 10 km three times a week', 'el meu pare té 83 anys'])(
    'reads no age of the person in: %s',
    (text) => {
      expect(ownAge(text)).toBeUndefined();
    },
  );
});

describe('withoutOlderAsides', () => {
  const en = 'Put protein in every meal and keep up strength work, especially after 50, to protect your muscle.';
  const ca = 'Posa proteïna a cada àpat i no deixis la força, sobretot passats els 50, per protegir el múscul.';

  it('leaves out an aside about an age the person has not reached', () => {
    expect(withoutOlderAsides(en, 29)).toBe(
      'Put protein in every meal and keep up strength work, to protect your muscle.',
    );
    expect(withoutOlderAsides(ca, 41)).toBe('Posa proteïna a cada àpat i no deixis la força, per protegir el múscul.');
  });

  it('keeps it for someone of that age or older, and keeps a sentence whose point is the age', () => {
    expect(withoutOlderAsides(en, 58)).toBe(en);
    const point = 'In healthy adults over 50 who train, 3–5 g of creatine a day adds a little strength.';
    expect(withoutOlderAsides(point, 29)).toBe(point);
  });
});
