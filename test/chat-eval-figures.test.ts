import { describe, expect, it } from 'vitest';
import { figuresWithUnit } from '../scripts/chat-eval-figures.js';

describe('figuresWithUnit', () => {
  it('reads numbers as each language writes them, with their unit', () => {
    expect(figuresWithUnit('about 2,000 kcal, 1.5 g of salt', 'kcal')).toEqual([2000]);
    expect(figuresWithUnit('unes 2.000 kcal i 1,5 g de sal', 'g')).toEqual([1.5]);
    expect(figuresWithUnit('uns 1,6 i 2 litres per beure', 'L')).toEqual([2]);
    expect(figuresWithUnit('1,5 l al dia', 'L')).toEqual([1.5]);
  });

  it('reads ranges and numbers in words', () => {
    expect(figuresWithUnit('120–150 g of protein', 'g/day')).toEqual([120, 150]);
    expect(figuresWithUnit('fish three or four times a week', 'times/week')).toEqual([3, 4]);
    expect(figuresWithUnit('peix tres o quatre cops per setmana', 'times/week')).toEqual([3, 4]);
  });

  it('does not read a unit inside a word', () => {
    expect(figuresWithUnit('5 grams', 'g')).toEqual([]);
    expect(figuresWithUnit('2 large eggs', 'L')).toEqual([]);
  });

  it('reads a share asked as a reference, and a fluid rate written in litres as millilitres', () => {
    expect(figuresWithUnit('under 10 % of your energy, ideally under 5 %', 'reference')).toEqual([10, 5]);
    expect(figuresWithUnit('unos 0,4–0,8 litros por hora', 'ml/h')).toEqual([400, 800]);
    expect(figuresWithUnit('400–800 ml an hour', 'ml/h')).toEqual([400, 800]);
  });
});
