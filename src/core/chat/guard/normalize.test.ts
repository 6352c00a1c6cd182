import { describe, expect, it } from 'vitest';
import { guardReadings, normalizeForGuard } from './normalize.js';
import { isSpanish, writesSpanish } from './reply-language.js';

describe('normalizeForGuard', () => {
  it('folds case, accents, elisions, compatibility forms and chat shorthand', () => {
    expect(normalizeForGuard("M'HE tornat a fer-ho, q faig?")).toBe('m he tornat a fer ho que faig');
    expect(normalizeForGuard('Al·lèrgia, 2º de batxillerat')).toBe('allergia 2o de batxillerat');
    expect(normalizeForGuard('r u ok? pls')).toBe('are you ok please');
  });

  it('joins the Catalan l·l only between vowels, so a sentence break after "all" stays', () => {
    expect(normalizeForGuard('col.legi')).toBe('collegi');
    expect(normalizeForGuard('end it all.Leaving tomorrow')).toBe('end it all leaving tomorrow');
  });

  it('leaves vitamin K, TB and bc alone: they are words in their own right here', () => {
    expect(normalizeForGuard('vitamin K and warfarin')).toBe('vitamin k and warfarin');
    expect(normalizeForGuard('I have TB, I am on bc')).toBe('i have tb i am on bc');
  });

  it('reads a minus before a number as a word, and not a dash between numbers', () => {
    expect(normalizeForGuard('hit -10kg in a month?')).toBe('hit minus 10kg in a month');
    expect(normalizeForGuard('5-10 kg, 2026-11-29')).toBe('5 10 kg 2026 11 29');
  });

  it('reads stretched letters both as one letter and as two', () => {
    expect(guardReadings('i want to dieeee')).toEqual(['i want to die', 'i want to diee']);
    expect(guardReadings('nobody would misss me')).toEqual(['nobody would mis me', 'nobody would miss me']);
    expect(guardReadings('plain text')).toEqual(['plain text']);
  });
});

describe('isSpanish', () => {
  it.each([
    ['me voy a matar', true],
    ['ya no aguanto más', true],
    ['qué ceno hoy?', true],
    ['ja no sé si val la pena viure', false],
    ['ella diu que no menja', false],
    ['hola, què sopo avui?', false],
    ['what should I eat today?', false],
    ['¿Cuántas calorías tienen 100 g de patata cruda?', true],
    ['Quantes calories tenen 100 g de patata crua?', false],
    ['what pan should I use for a tortilla?', false],
    // Set l (issue 39): an English question with a Spanish dish in it.
    ['How much caffeine is in a Spanish café solo?', false],
    ['me voy a la cama sin cenar, está bien?', true],
  ])('%s -> %s', (text, spanish) => {
    expect(isSpanish(normalizeForGuard(text))).toBe(spanish);
  });

  it('reads an opening question or exclamation mark as Spanish, whatever the words (set af)', () => {
    expect(writesSpanish("¿Qué quiere decir 'alto contenido en proteínas' en un envase?")).toBe(true);
    expect(writesSpanish('¡Gracias!')).toBe(true);
    expect(writesSpanish("Què vol dir 'alt contingut en proteïnes' en un envàs?")).toBe(false);
  });
});
