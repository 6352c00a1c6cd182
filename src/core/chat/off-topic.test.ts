import { describe, expect, it } from 'vitest';
import type { CoachingCard } from './cards.js';
import { speaksOfTheSame } from './off-topic.js';

const card = (en: string, questions: string[] = []): CoachingCard => ({
  id: 'c',
  topic: 'habits',
  keywords: { en: [], ca: [], es: [] },
  text: { en, ca: en },
  questions: { en: questions, ca: [], es: [] },
});

describe('speaksOfTheSame', () => {
  const weekends = card('Weekends are for enjoying: plan one treat meal and keep breakfasts as usual.', [
    'què menjo el cap de setmana?',
  ]);
  const popcorn = card('Both are fine: homemade popcorn gives a big bowl for few calories.', [
    'crispetes o fruits secs per veure una sèrie',
  ]);

  it('keeps a card from a question about a series, a match or a tax return it does not speak of', () => {
    expect(speaksOfTheSame(weekends, 'Em recomanes una sèrie per al cap de setmana?')).toBe(false);
    expect(speaksOfTheSame(weekends, 'Qui va guanyar el partit del Barça ahir?')).toBe(false);
    expect(speaksOfTheSame(weekends, 'Em pots ajudar amb la declaració de la renda?')).toBe(false);
    // Chat set an (issue 39): tomorrow's wind at the beach.
    expect(
      speaksOfTheSame(weekends, 'Is it going to be too windy for a beach run at Barceloneta tomorrow morning?'),
    ).toBe(false);
  });

  it("keeps a food card from a pet's food: no card is written for animals", () => {
    const chicken = card('Chicken is a lean, versatile protein: a 120 g breast has about 27 g of protein.');
    expect(speaksOfTheSame(chicken, 'can my dog eat chicken bones?')).toBe(false);
    expect(speaksOfTheSame(chicken, 'el meu gat pot menjar pollastre?')).toBe(false);
    expect(speaksOfTheSame(chicken, '¿Puede mi perro comer pollo?')).toBe(false);
    expect(speaksOfTheSame(chicken, 'how much protein in a chicken breast?')).toBe(true);
  });

  it('lets a card answer when it speaks of the same thing, or when the question names nothing else', () => {
    expect(speaksOfTheSame(popcorn, 'crispetes o fruits secs per a una sèrie?')).toBe(true);
    expect(speaksOfTheSame(weekends, 'què menjo el cap de setmana?')).toBe(true);
    expect(speaksOfTheSame(weekends, '¿Cuánto aguanta un caldo casero en la nevera?')).toBe(true);
  });
});
