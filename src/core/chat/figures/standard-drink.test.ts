/** A standard drink's grams of alcohol, asked with no drink named: Spain's UBE, a UK unit, a US drink. */
import { describe, expect, it } from 'vitest';
import { figureReplyOf } from '../../../../test/helpers/figure-reply.js';
import type { ReplyLanguage } from '../../ports.js';
import { standardDrinkAsked } from './alcohol-figure.js';
import { foldQuestion } from './food-figure.js';

const reply = (text: string, language: ReplyLanguage = 'en') => figureReplyOf(text, language) ?? '';

describe('a standard drink', () => {
  it("leads with the unit asked for: the UK's 8 g, the US's 14 g, Spain's 10 g", () => {
    expect(reply('How many grams of pure alcohol are in one UK unit?')).toMatch(/^A UK unit is 8 g of pure alcohol/);
    expect(reply('grams of alcohol in a US standard drink?')).toMatch(/^A US standard drink is 14 g/);
    expect(reply("quants grams d'alcohol té una UBE?", 'ca')).toMatch(
      /^Una unitat de beguda estàndard \(UBE\) són 10 g/,
    );
    expect(reply('¿cuántos gramos de alcohol tiene una UBE?', 'es')).toMatch(
      /10 g de alcohol puro \(Ministerio de Sanidad/,
    );
  });

  it('leaves a named drink or a volume to the drink figures', () => {
    expect(standardDrinkAsked(foldQuestion('how many grams of alcohol in a can of beer'))).toBeUndefined();
    expect(standardDrinkAsked(foldQuestion('how many units in 500 ml of wine?'))).toBeUndefined();
    expect(reply('how many grams of alcohol in a can of beer')).toMatch(/^330 ml at 5 %/);
  });

  it('does not read the Catalan pronoun "us" as the United States', () => {
    expect(standardDrinkAsked(foldQuestion("quants grams d'alcohol us diuen que té una UBE?"))).toBe('spain');
  });
});

describe('asides around a food', () => {
  it('reads a second state joined by "and" and a measure said again after a comma', () => {
    expect(reply('Quants grams de proteïna hi ha en 100 g de llenties cuites i escorregudes?', 'ca')).toMatch(
      /^Llenties cuites, 100 g: .* 9 g de proteïna/,
    );
    expect(reply('How many kcal are in 20 g of honey, about a tablespoon?')).toMatch(/^Honey, 20 g: about 61 kcal/);
  });

  it('reads a whole egg and the second of two names for one food, but not two foods (set al)', () => {
    expect(reply('How many kcal in 100 g of raw whole egg?')).toMatch(/^Egg, 100 g: about 143 kcal/);
    expect(reply('Quantes kcal tenen 100 g de fideus o pasta seca, en cru?', 'ca')).toMatch(
      /^Pasta \(en sec\), 100 g: unes 371 kcal/,
    );
    expect(reply('quantes calories té un got de vi o de cervesa?', 'ca')).toBe('');
  });

  it("gives the athlete's protein when the ISSN or hard training is named, and sodium's factor to salt (set al)", () => {
    expect(reply('How much protein per day does the ISSN recommend for an 80 kg person who trains hard?')).toMatch(
      /^For 80 kg, to build muscle: about 130–160 g of protein a day/,
    );
    // Athletes of any sport, not EFSA's 0.83 for everyone (chat set bn).
    expect(
      reply('¿Cuántos gramos de proteína por kilo de peso al día se recomiendan a los deportistas?', 'es'),
    ).toMatch(/^Si entrenas a menudo: unos 1,4–2 g de proteína por kg/);
    expect(reply('how much protein per kg do athletes need a day')).toMatch(/^Training regularly: about 1\.4–2 g/);
    // People who train, as a group (chat set bx).
    expect(
      reply('¿Cuántos gramos de proteína por kilo de peso al día se recomiendan para personas que entrenan?', 'es'),
    ).toMatch(/^Si entrenas a menudo: unos 1,4–2 g de proteína por kg/);
    expect(reply('how much protein a day do people who train need per kg')).toMatch(
      /^Training regularly: about 1\.4–2 g/,
    );
    expect(reply('En una etiqueta europea, ¿cuántos gramos de sal equivalen a 1 g de sodio?', 'es')).toMatch(
      /^1 g de sodio equivale a 2,5 g de sal/,
    );
  });
});

describe('units that are not drinks', () => {
  it('leaves a yogurt "per unit" to the other figures', () => {
    expect(
      standardDrinkAsked(foldQuestion('Uns iogurts diuen "0% matèria grassa" però tenen 12 g de sucres per unitat.')),
    ).toBeUndefined();
  });
});
