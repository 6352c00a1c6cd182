/**
 * What the sealed meal sets taught once scored, from m35 on (earlier sets' lessons are in read-meal.test.ts), each in
 * words of our own, with a neighbour that must stay as it was.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, kcal, names, read } from './helpers/meal-reading.js';

describe('readMeal, what meal set m35 taught', () => {
  it('reads a quarter said after a rotisserie chicken as a quarter of it, no pizza', () => {
    expect(names('pollastre al ast, un quart, amb patates fregides')).toEqual([
      "pollastre a l'ast",
      'patates fregides',
    ]);
    expect(gramsOf('pollastre al ast, un quart', "pollastre a l'ast")).toBe(
      gramsOf("un quart de pollastre a l'ast", "pollastre a l'ast"),
    );
  });

  it('reads a dish "in the style" of a place as the dish, the style no food', () => {
    expect(names('spanish style macarrones with chorizo', 'en')).toEqual(['macaroni', 'chorizo']);
    expect(names('catalan sausage with beans', 'en')).toContain('botifarra');
  });

  it('reads one pincho of tortilla as the bar wedge, not a plate of it', () => {
    const wedge = gramsOf('un pintxo de truita i un cafè', 'truita de patates') ?? 0;
    expect(wedge).toBe(gramsOf('truita de patates, un pintxo', 'truita de patates'));
    expect(wedge).toBeLessThan(gramsOf('una ració de truita de patates', 'truita de patates') ?? 0);
  });

  it('reads hake "a la romana" with the batter and the oil it fries in', () => {
    expect(names('lluç a la romana amb amanida')).toEqual(expect.arrayContaining(['lluç', 'farina de blat']));
    expect(kcal('lluç a la romana')).toBeGreaterThan(kcal('lluç a la planxa') + 100);
    expect(names('calamars a la romana')).toEqual(['calamars a la romana']);
  });

  it('reads embotit and cold cuts as mixed cured meats, not turkey slices or cuttlefish', () => {
    expect(names('pa amb embotit')).toEqual(['barra de pa', 'embotit variat']);
    expect(names('a plate of cold cuts and bread', 'en')).toEqual(['mixed cold cuts', 'bread roll']);
    expect(names('un entrepà d’embotit de gall dindi')).toContain('pit de gall dindi a talls');
    expect(kcal('un plat d’embotits')).toBeGreaterThan(150);
  });

  it('halves each dish after "my half:" of shared tapas, and keeps the drinks after "plus" whole', () => {
    const text = 'we shared some tapas, my half: patatas bravas, fried squid, plus a beer';
    const { items, unknown } = read(text, 'en');
    expect(unknown).toEqual([]);
    expect(items.map((item) => item.name)).not.toContain('water');
    expect(gramsOf(text, 'fried squid', 'en')).toBe((gramsOf('fried squid', 'fried squid', 'en') ?? 0) / 2);
    expect(gramsOf(text, 'beer', 'en')).toBe(gramsOf('a beer', 'beer', 'en'));
  });
});
