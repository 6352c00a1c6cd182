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
