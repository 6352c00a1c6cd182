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

  it('reads the units of later sets whatever their case: litres a day or per kilo, millilitres per kilo, eggs a week', () => {
    expect(figuresWithUnit('Unos 2,5 litros de agua al día los hombres y 2 litros las mujeres', 'L/day')).toEqual([
      2.5, 2,
    ]);
    expect(figuresWithUnit('beu uns 1,25–1,5 litres per cada quilo', 'L/kg')).toEqual([1.25, 1.5]);
    expect(figuresWithUnit('beu uns 5–7 ml per quilo (350–500 ml si peses 70 kg)', 'mL/kg')).toEqual([5, 7, 350, 500]);
    expect(figuresWithUnit('bebe unos 0,4–0,8 litros por hora', 'L/h')).toEqual([0.4, 0.8]);
    expect(figuresWithUnit('about 400–800 ml an hour', 'L/h')).toEqual([0.4, 0.8]);
    expect(figuresWithUnit('about 0.35–0.5 litres', 'mL')).toEqual([350, 500]);
    expect(figuresWithUnit('hasta 1 al día (7 por semana)', 'eggs/week')).toEqual([7]);
    expect(figuresWithUnit('Fins a 400 mg de cafeïna al dia', 'mg/day')).toEqual([400]);
    expect(figuresWithUnit('Up to 4 eggs a week is AESAN advice', 'times/week')).toEqual([4]);
  });

  it('reads a number followed by "or more" with its unit', () => {
    expect(figuresWithUnit('strength exercise on 2 or more days a week', 'times/week')).toEqual([2]);
    expect(figuresWithUnit('exercicis de força 2 o més dies a la setmana', 'times/week')).toEqual([2]);
  });

  it('reads grams per kilo of body weight, first asked by set av', () => {
    expect(figuresWithUnit('about 1.6–2 g of protein per kg of body weight a day', 'g/kg/day')).toEqual([1.6, 2]);
    expect(figuresWithUnit('uns 1–1,2 g/kg al dia', 'g/kg')).toEqual([1, 1.2]);
  });
});
