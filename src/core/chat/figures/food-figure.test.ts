/**
 * How a food question is read when it says more than the food: its weight said with a verb, how it
 * comes out of its pack, its ripeness, sugar said absent, per 100 mL, a Catalan "i" (chat set ay).
 */
import { describe, expect, it } from 'vitest';
import { figureReplyOf } from '../../../../test/helpers/figure-reply.js';

describe("set ay's misreadings", () => {
  it("reads an egg's weight said after it, with its state between", () => {
    expect(
      figureReplyOf('Quanta proteïna aporta un ou cru de mida gran, que pesa 60 g sense la closca?', 'ca'),
    ).toMatch(/^Ou, 60 g: unes 86 kcal, amb 7,5 g de proteïna/);
    expect(figureReplyOf('How much protein is in one large hard-boiled egg of 50 g with the shell removed?')).toMatch(
      /^Egg, 50 g: about 72 kcal, with 6\.3 g of protein/,
    );
    expect(figureReplyOf('How many calories in a banana which weighs 120 g?')).toMatch(/^Banana, 120 g/);
  });

  it('reads a food as it comes out of its pack or bottle, or as it is poured', () => {
    expect(
      figureReplyOf(
        "Quantes kcal té un pot de 125 g d'iogurt natural sencer sense sucre, menjat tal com surt del pot, sense cuinar?",
        'ca',
      ),
    ).toMatch(/^Iogurt natural, 125 g: unes 76 kcal/);
    expect(
      figureReplyOf(
        "Quantes kcal aporta una porció de 10 g d'oli d'oliva verge extra, cru, tal com s'aboca a l'amanida?",
        'ca',
      ),
    ).toMatch(/unes 88 kcal/);
    expect(
      figureReplyOf('¿Cuántas kcal tienen 100 g de copos de avena en crudo, tal como salen del paquete?', 'es'),
    ).toMatch(/^Copos de avena, 100 g: unas 379 kcal/);
  });

  it('reads a ripe tomato, tuna "claro … en lata" and milk per 100 mL', () => {
    expect(figureReplyOf('Quantes kcal té el tomàquet madur cru per cada 100 g?', 'ca')).toMatch(
      /^Tomàquet, 100 g: unes 18 kcal/,
    );
    expect(
      figureReplyOf(
        '¿Cuánta proteína tienen 100 g de atún claro al natural en lata, escurrido (ya cocido en la conserva)?',
        'es',
      ),
    ).toMatch(/^Atún al natural, 100 g: unas 108 kcal, con 25 g de proteína/);
    expect(
      figureReplyOf('¿Cuánto calcio tiene la leche entera de vaca pasteurizada (sin cocinar) por cada 100 mL?', 'es'),
    ).toMatch(/^Leche entera, 100 ml: unos 116 mg de calcio/);
  });

  it('reads a Catalan "i" as "and", not as the person, and still leaves the person\'s day to the references', () => {
    expect(
      figureReplyOf('Quantes kcal té el pa blanc de barra, cuit i tal com es compra, per cada 100 g?', 'ca'),
    ).toMatch(/^Barra de pa, 100 g: unes 261 kcal/);
    expect(figureReplyOf('Quantes calories he de menjar al dia i quanta proteïna?', 'ca') ?? '').not.toMatch(
      /^Barra|^Pa\b/,
    );
  });

  it('still reads sugar asked of a food sold without added sugar', () => {
    expect(figureReplyOf('How much sugar is in 100 g of plain yogurt?')).toMatch(/sugar/);
  });
});

describe('pieces of a food weighed in grams', () => {
  it('counts an almond, a walnut or strawberries as pieces, and a handful as the usual portion', () => {
    expect(figureReplyOf('¿cuántas calorías tiene una almendra?', 'es')).toMatch(/^Almendras, 1,2 g: unas 7 kcal/);
    expect(figureReplyOf('cuantas calorias tiene una nuez', 'es')).toMatch(/^Nueces, 4 g/);
    expect(figureReplyOf('quantes calories tenen 3 maduixes', 'ca')).toMatch(/^Maduixes, 36 g/);
    expect(figureReplyOf("quantes calories té un grapat d'ametlles", 'ca')).toMatch(
      /^Ametlles, 30 g \(una ració habitual\): unes 174 kcal/,
    );
  });
});

describe("chat set bn's misreadings", () => {
  it('reads the part that is eaten and Medjool dates, which the tables hold apart', () => {
    expect(
      figureReplyOf('Quantes calories tenen 100 g de carxofa crua, comptant només la part que es menja?', 'ca'),
    ).toMatch(/^Carxofa, 100 g: unes 47 kcal/);
    expect(figureReplyOf('How many grams of carbohydrate are in 100 g of Medjool dates?')).toMatch(
      /^Medjool date, 100 g: about 277 kcal, with 1\.8 g of protein, 68 g of carbohydrate/,
    );
  });
});

describe("set az's misreadings", () => {
  it('reads the edible part counted, wheat pasta, quinoa boiled in water, milk by its origin and fat, Hass avocado flesh', () => {
    expect(
      figureReplyOf('Quants grams de proteïna tenen 100 g de musclos crus, comptant només la part comestible?', 'ca'),
    ).toMatch(/^Musclos, 100 g: unes 86 kcal, amb 12 g de proteïna/);
    expect(figureReplyOf('Quantes kcal tenen 100 g de pasta seca de blat, crua i tal com es ven?', 'ca')).toMatch(
      /^Pasta \(en sec\), 100 g: unes 371 kcal/,
    );
    expect(figureReplyOf('How many kcal are in 100 g of cooked quinoa, boiled in water?')).toMatch(
      /^Cooked quinoa, 100 g: about 120 kcal/,
    );
    expect(
      figureReplyOf('How many kcal are in 100 mL of Spanish semi-skimmed milk with about 1.5% fat, as sold?'),
    ).toMatch(/^Semi-skimmed milk, 100 ml: about 47 kcal/);
    expect(figureReplyOf('How many kcal are in 100 g of raw Hass avocado flesh?')).toMatch(
      /^Avocado, 100 g: about 160 kcal/,
    );
    expect(
      figureReplyOf(
        '¿Cuántos gramos de proteína tienen 100 g de sardinas en conserva en aceite de oliva, escurridas y tal como salen de la lata?',
        'es',
      ),
    ).toMatch(/^Sardinas en lata, 100 g: unas 208 kcal, con 25 g de proteína/);
  });
});

describe("set bf's misreadings", () => {
  it('reads pulses from a tin or a jar as cooked ones, never the dry entry', () => {
    expect(figureReplyOf('quanta proteïna tenen 100 g de cigrons de pot escorreguts?', 'ca')).toMatch(
      /^Cigrons cuits, 100 g: unes 139 kcal, amb 7,1 g de proteïna/,
    );
    expect(figureReplyOf('¿cuánta proteína tienen 100 g de garbanzos de bote escurridos?', 'es')).toMatch(
      /^Garbanzos cocidos, 100 g/,
    );
    expect(figureReplyOf('How many grams of protein are in 100 g of tinned chickpeas?')).toMatch(
      /^Cooked chickpeas, 100 g/,
    );
    expect(
      figureReplyOf('How many grams of protein are in 100 g of cooked chickpeas, boiled or tinned and drained?'),
    ).toMatch(/^Cooked chickpeas, 100 g/);
    expect(figureReplyOf('calories in a tin of sardines')).toMatch(/^Canned sardines/);
  });

  it('reads lean said of a meat the tables hold lean', () => {
    expect(figureReplyOf('Quants grams de proteïna tenen 100 g de vedella magra crua?', 'ca')).toMatch(
      /^Carn de vedella per estofar, 100 g: unes 128 kcal, amb 22 g de proteïna/,
    );
  });

  it('gives sodium in milligrams when sodium is asked, and salt when salt is', () => {
    const ham = figureReplyOf('Quants mil·ligrams de sodi tenen 100 g de pernil serrà, tal com es ven?', 'ca')!;
    expect(ham).toMatch(/Sodi: uns 1\.800 mg \(4,5 g de sal/);
    expect(ham).not.toMatch(/Sal: /);
    expect(figureReplyOf('quanta sal té el fuet?', 'ca')).toMatch(/Sal: 1,6 g\./);
  });

  it('reads seeds hulled and dates pitted as the seeds and the dates (chat set bh)', () => {
    expect(figureReplyOf('How much magnesium is in 100 g of hulled pumpkin seeds?')).toMatch(
      /^Pumpkin seeds, 100 g: about 592 mg of magnesium/,
    );
    expect(figureReplyOf('How many grams of sugars are in 100 g of pitted dried dates, as sold?')).toMatch(
      /^Date, 100 g: .*Sugars: 63 g/s,
    );
    expect(figureReplyOf('Quant sucre tenen 100 g de dàtils sense pinyol?', 'ca')).toMatch(/^Dàtil, 100 g/);
  });
});

describe("chat set bt's misreadings", () => {
  it('reads galets as dry pasta, not cooked, and "sense coure" as the tables already have it', () => {
    expect(figureReplyOf('Quantes calories tenen 100 g de galets secs, sense coure?', 'ca')).toMatch(
      /^Pasta \(en sec\), 100 g: unes 371 kcal/,
    );
  });

  it("reads dark chocolate's share of cocoa as the tables' dark chocolate, per 100 g or the usual portion", () => {
    expect(figureReplyOf('¿Cuántas calorías tienen 100 g de chocolate negro de más del 70%?', 'es')).toMatch(
      /^Chocolate negro, 100 g: unas 598 kcal/,
    );
    expect(figureReplyOf('How many calories in 100 g of dark chocolate, 70% or more?')).toMatch(
      /^Dark chocolate, 100 g: about 598 kcal/,
    );
    expect(figureReplyOf('Quantes calories té la xocolata negra amb un 85 % de cacau?', 'ca')).toMatch(
      /^Xocolata negra, 20 g \(una ració habitual\): unes 120 kcal/,
    );
  });
});

describe("chat set bx's misreadings", () => {
  it('reads "al 70%" after dark chocolate as its share of cocoa, not a second quantity', () => {
    expect(figureReplyOf('¿Cuántas kcal tienen 100 g de chocolate negro al 70%?', 'es')).toMatch(
      /^Chocolate negro, 100 g: unas 598 kcal/,
    );
    expect(figureReplyOf('Quantes kcal tenen 100 g de xocolata negra al 85 %?', 'ca')).toMatch(
      /^Xocolata negra, 100 g: unes 598 kcal/,
    );
  });
});

describe("chat set di's misreadings", () => {
  it('reads a range of cocoa after dark chocolate as which chocolate, and cocoa powder stays a food', () => {
    expect(
      figureReplyOf('¿Cuántas kcal tienen 100 g de chocolate negro de entre el 70 y el 85 % de cacao?', 'es'),
    ).toMatch(/^Chocolate negro, 100 g: unas 598 kcal/);
    expect(figureReplyOf('kcal in 100 g of 85% cocoa dark chocolate')).toMatch(
      /^Dark chocolate, 100 g: about 598 kcal/,
    );
    expect(figureReplyOf('How many calories in 100 g of cocoa powder?')).toMatch(/^Cocoa powder, 100 g/);
  });

  it('leaves the sodium of a gram of table salt to the salt reference, never a sweetener tablet', () => {
    expect(figureReplyOf('How many mg of sodium are in 1 g of table salt?')).toMatch(
      /1 g of salt holds 0\.4 g \(400 mg\) of sodium/,
    );
  });
});
