import { describe, expect, it } from 'vitest';
import { normalizeForGuard } from './normalize.js';
import { signalsOf } from './signals.js';

const signals = (text: string) => signalsOf(normalizeForGuard(text));

describe('signalsOf', () => {
  it('names what the numbers of a message say', () => {
    expect(signals('How many calories should a moderately active 35-year-old woman eat?')).toEqual(['adult-age']);
    expect(signals('my 14 year old wants to cut weight for judo')).toEqual(['minor-age']);
    expect(signals("I'm 82 kg and 1.80 m and want to lose 4 kg slowly")).toEqual(['bmi-over']);
    expect(signals('mido 1,70 y peso 48 kg, quiero bajar más')).toEqual(['bmi-under']);
    expect(signals('i eat 600 kcal a day')).toEqual(['intake-very-low']);
    expect(signals('lose 6 kg in 2 weeks')).toEqual(['loss-rapid']);
    expect(signals("I've lost 4 kg in 8 weeks and have 3 kg to go")).toEqual(['loss-steady']);
    expect(signals('He guanyat 3 quilos amb les festes. Els puc perdre en un mes?')).toEqual(['loss-steady']);
    expect(signals('una cena de menos de 500 kcal')).toEqual(['meal-energy']);
    expect(signals('can you make me a 3-day plan at 2,200 kcal?')).toEqual(['intake-ordinary']);
    expect(signals('menjo unes 1.800 kcal al dia, és poc per córrer?')).toEqual(['intake-ordinary']);
  });

  it('reads no ordinary intake in a ceiling, a change, a burn, a week or one meal', () => {
    for (const text of [
      'I want to stay under 1,500 kcal',
      'a deficit of 2,000 kcal',
      'burnt 1,800 kcal on the bike',
      '2000 calories a week',
      'a dinner of 1,500 kcal',
      'i eat 600 kcal a day',
    ])
      expect(signals(text), text).not.toContain('intake-ordinary');
  });

  it('reads no steady loss in a fast one, or where one of two losses is fast', () => {
    expect(signals('lost 2 kg in 8 weeks, now I want 5 kg in 2 weeks')).not.toContain('loss-steady');
    expect(signals('baixar 5 quilos en una setmana')).not.toContain('loss-steady');
  });

  it('gives nothing to a message without digits, and to numbers that are no reading', () => {
    expect(signals('what can I cook with chickpeas?')).toEqual([]);
    expect(signals('paella for 4 people with 2 kg of mussels')).toEqual([]);
  });
});
