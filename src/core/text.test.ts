import { describe, expect, it } from 'vitest';
import { foldText, singularVariants, stemText } from './text.js';

describe('text folding', () => {
  it('drops case, accents and punctuation', () => {
    expect(foldText("  Pit d'Indiot, CUIT! ")).toBe('pit d indiot cuit');
    expect(foldText('Llet semidesnatada · 1L')).toBe('llet semidesnatada 1l');
  });

  it('offers the singular forms of each plural word', () => {
    expect(singularVariants('Patates')).toEqual(['patates', 'patat', 'patata', 'patate']);
    expect(singularVariants('ous')).toEqual(['ous']);
    expect(singularVariants('red apples')).toEqual(['red apples', 'red appl', 'red appla', 'red apple']);
  });

  it.each([
    ['tomato', 'tomatoes'],
    ['patata', 'patates'],
    ['poma', 'pomes'],
    ['huevo', 'huevos'],
    ['lentil', 'lentils'],
    ['tomàquet', 'tomaquets'],
  ])('%s and %s share a stem', (singular, plural) => {
    expect(stemText(singular)).toBe(stemText(plural));
  });
});
