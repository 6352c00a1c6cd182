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
    expect(signals('una cena de menos de 500 kcal')).toEqual(['meal-energy']);
  });

  it('gives nothing to a message without digits, and to numbers that are no reading', () => {
    expect(signals('what can I cook with chickpeas?')).toEqual([]);
    expect(signals('paella for 4 people with 2 kg of mussels')).toEqual([]);
  });
});
