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

  it('keeps every card from a phrase to be said in another language (chat set bh)', () => {
    const menu = card('The menú del dia is a good lunch: pick a vegetable or legume starter and fish as the main.', [
      'is the menu del dia a good lunch',
    ]);
    expect(speaksOfTheSame(menu, "How do I say 'I'd like the set lunch menu, please' in Catalan?")).toBe(false);
    expect(speaksOfTheSame(menu, "Com es diu 'esmorzar de forquilla' en anglès?")).toBe(false);
    expect(speaksOfTheSame(menu, "¿Cómo se dice 'bocadillo de tortilla' en inglés?")).toBe(false);
    expect(speaksOfTheSame(menu, 'is the menú del dia a good lunch?')).toBe(true);
    expect(speaksOfTheSame(menu, "what does 'menú del dia' include?")).toBe(true);
    const sauces = card('Ask for the allioli on the side: la salsa a part, si us plau.', [
      'how to say sauce on the side in catalan',
    ]);
    expect(speaksOfTheSame(sauces, 'how do you say sauce on the side in Catalan?')).toBe(true);
  });

  it('keeps a card from a poem, a toast or a message to write, and from the metro (chat set cs)', () => {
    expect(speaksOfTheSame(weekends, 'Write me a little poem for my gran for New Year')).toBe(false);
    expect(speaksOfTheSame(weekends, "Escriu-me quatre ratlles per felicitar l'any a la família")).toBe(false);
    expect(speaksOfTheSame(weekends, '¿Hay metro toda la noche el fin de semana de Reyes?')).toBe(false);
    expect(speaksOfTheSame(weekends, 'què menjo el cap de setmana si entreno?')).toBe(true);
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
