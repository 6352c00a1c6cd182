/**
 * The daily and label references asked in the words people use: sodium turned into salt, a safe
 * pace of loss asked as a "rate", a single dose of caffeine, protein for an older adult (chat set ay).
 */
import { describe, expect, it } from 'vitest';
import { figureReplyOf } from '../../../../test/helpers/figure-reply.js';

describe("set ay's references", () => {
  it("turns sodium into salt when that is asked, and leaves the day's salt to its reference", () => {
    expect(
      figureReplyOf("Segons la normativa d'etiquetatge de la UE, a quants grams de sal equival 1 g de sodi?", 'ca'),
    ).toMatch(/^1 g de sodi equival a 2,5 g de sal/);
    expect(figureReplyOf('¿A cuántos gramos de sal equivale 1 g de sodio?', 'es')).toMatch(
      /^1 g de sodio equivale a 2,5 g de sal/,
    );
    expect(figureReplyOf('1 g of sodium is how much salt')).toMatch(/^1 g of sodium is 2\.5 g of salt/);
    expect(figureReplyOf('how much salt a day at most?')).toMatch(/^At most 5 g of salt a day/);
  });

  it('never reads an amount with no food as a food', () => {
    expect(figureReplyOf('how many calories in 100 g?')).toBeUndefined();
    expect(figureReplyOf('how much protien in 3 eggs')).toMatch(/^Egg, 180 g/);
  });

  it('reads a "rate" of loss a week as the safe pace', () => {
    expect(
      figureReplyOf(
        'For a healthy adult who wants to lose a little weight sustainably, what rate of loss per week is commonly recommended?',
      ),
    ).toMatch(/^About 0\.5–1 kg a week/);
    expect(figureReplyOf('Quin ritme màxim de pèrdua de pes per setmana es considera raonable?', 'ca')).toMatch(
      /^Uns 0,5–1 kg a la setmana/,
    );
  });

  it('reads "quina quantitat de" and a single dose as asked, but not an amount for a sandwich', () => {
    expect(
      figureReplyOf(
        "Segons l'EFSA, quina quantitat de cafeïna en una sola presa no planteja problemes de seguretat per a un adult sa?",
        'ca',
      ),
    ).toMatch(/200 mg de cop/);
    expect(figureReplyOf('Quina quantitat de fruits secos és una ració?', 'ca')).toMatch(/20–30 g/);
    expect(
      figureReplyOf('El fuet té molta sal? Quina quantitat seria raonable per a un entrepà?', 'ca'),
    ).toBeUndefined();
  });

  it("gives an older adult PROT-AGE's protein when asked per kilo and day", () => {
    expect(
      figureReplyOf(
        "Quanta proteïna per kg de pes i per dia recomanen els grups d'experts europeus (PROT-AGE, ESPEN) per a una persona gran sana?",
        'ca',
      ),
    ).toMatch(/^A partir dels 65 anys: uns 1–1,2 g/);
    expect(figureReplyOf('How much protein do older people need a day?')).toMatch(/^Over 65: about 1–1\.2 g/);
  });
});

describe("set az's references", () => {
  it('gives the share of sweat to drink back, the 2 % that hurts performance, and what "light" means', () => {
    expect(
      figureReplyOf(
        'After exercise, what percentage of the fluid lost as sweat does ACSM suggest drinking to rehydrate?',
      ),
    ).toMatch(/125–150 % of what you sweated/);
    expect(
      figureReplyOf(
        "A partir de quin percentatge de pes corporal perdut per la suor l'ACSM considera que el rendiment es pot ressentir?",
        'ca',
      ),
    ).toMatch(/més d'un 2 % del pes corporal/);
    expect(
      figureReplyOf("By at least what percentage must the energy value be cut for a 'light' claim under EU rules?"),
    ).toMatch(/at least 30 % less energy/);
    expect(figureReplyOf('how much sugar in a cola light')).toMatch(/^Diet cola/);
  });

  it("gives EFSA's protein for adults asked as a population reference per kilo", () => {
    expect(
      figureReplyOf(
        '¿Cuál es la ingesta de referencia para la población (PRI) de proteína de la EFSA para adultos, en gramos por kg de peso y día?',
        'es',
      ),
    ).toMatch(/0,83–1 g de proteína por kg/);
  });
});

describe("set az's season", () => {
  it('leaves fish in season to the cards: the produce list is fruit and vegetables', () => {
    expect(figureReplyOf('Quins peixos són de temporada a la tardor a Catalunya?', 'ca')).toBeUndefined();
    expect(figureReplyOf('Què és de temporada a la tardor?', 'ca')).toMatch(/^De temporada/);
  });
});

describe("set az's coffees", () => {
  it('counts one coffee and another as two', () => {
    expect(figureReplyOf('Un cafè amb llet al matí i un altre a la tarda és massa?', 'ca')).toMatch(
      /^2 cafès són uns 120–200 mg de cafeïna/,
    );
    expect(figureReplyOf('one coffee in the morning and another after lunch, is that too much?')).toMatch(/^2 /);
  });
});

describe("set bf's references", () => {
  it("gives a sports drink's carbohydrate as a percentage", () => {
    expect(
      figureReplyOf(
        'What carbohydrate concentration, in percent, do sports nutrition guidelines suggest for a drink taken during exercise?',
      ),
    ).toMatch(/about 6–8 % carbohydrate, 60–80 g per litre \(ACSM, 2007\)/);
    expect(figureReplyOf("quin percentatge d'hidrats ha de tenir una beguda isotònica?", 'ca')).toMatch(/6–8 %/);
    expect(figureReplyOf('how many carbs per hour during a marathon?')).toMatch(/^During exercise: about 30–60 g/);
  });

  it("gives older adults' protein a meal as PROT-AGE's 25–30 g", () => {
    expect(
      figureReplyOf('How many grams of protein per meal are commonly recommended for healthy older adults?'),
    ).toMatch(/^Over 65, about 25–30 g of protein at each of three meals/);
    expect(figureReplyOf('quanta proteïna per àpat si tinc 70 anys?', 'ca')).toMatch(/uns 25–30 g de proteïna/);
  });

  it("reads the WHO's strength days, body mass lost in sweat and a low-fat claim as people word them", () => {
    expect(
      figureReplyOf("Quants dies a la setmana recomana l'OMS fer exercicis de força muscular als adults?", 'ca'),
    ).toMatch(/2 o més dies a la setmana/);
    expect(
      figureReplyOf(
        'Above what percentage of body mass lost through sweat during exercise do guidelines advise against going?',
      ),
    ).toMatch(/more than about 2 % of your body weight/);
    expect(
      figureReplyOf(
        "Quants grams de greix per 100 g pot tenir com a màxim un aliment sòlid per dir-ne 'baix contingut de greix' segons el Reglament (CE) 1924/2006?",
        'ca',
      ),
    ).toMatch(/com a màxim 3 g de greix per 100 g/);
  });
});

describe("set be's caffeine in one drink", () => {
  it('reads a can of energy drink in Catalan, singular', () =>
    expect(figureReplyOf('Quanta cafeïna porta una llauna de beguda energètica?', 'ca')).toMatch(
      /^Una beguda energètica, 250 ml: uns 80 mg de cafeïna/,
    ));
});

describe("set bg's references", () => {
  it("gives free sugars' share of energy when a percentage is asked", () =>
    expect(figureReplyOf('WHO recommends keeping free sugars below what percentage of total energy intake?')).toMatch(
      /under 10 % of your energy, ideally under 5 % \(WHO, 2015\)/,
    ));

  it('reads a fluid "intake rate" during a marathon as the fluid an hour', () =>
    expect(
      figureReplyOf(
        'What fluid intake rate during a marathon does the ACSM suggest as a starting point, in litres per hour?',
      ),
    ).toMatch(/about 0\.4–0\.8 litres an hour/));

  it('reads ethanol as alcohol', () =>
    expect(figureReplyOf('How many mL of pure ethanol are in a 330 mL can of 5% ABV beer?')).toMatch(
      /^330 ml at 5 % holds about 17 ml of pure alcohol/,
    ));
});

describe("set bh's references", () => {
  it('reads fluid "hourly" during exercise as the fluid an hour', () =>
    expect(
      figureReplyOf(
        'What is the upper end of the hourly fluid intake range the ACSM gives as a starting point during exercise?',
      ),
    ).toMatch(/about 0\.4–0\.8 litres an hour/));

  it("reads EFSA's adequate intake of water as the day's water", () =>
    expect(
      figureReplyOf("What is EFSA's adequate intake of total water for adult men, from drinks and food combined?"),
    ).toMatch(/^About 2\.5 litres of water a day for men/));
});
