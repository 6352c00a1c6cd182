/**
 * Reading what a person typed they ate over the shipped curated foods: portions, counts, grams,
 * the three languages, and what is not recognised.
 */
import { describe, expect, it } from 'vitest';
import { readMeal } from '../src/core/log/read-meal.js';
import { foods, gramsOf, kcal, names, read } from './helpers/meal-reading.js';

/** The amount a person reads: millilitres for a drink, grams otherwise. */
const shown = (item: { grams: number; millilitres?: number }) => item.millilitres ?? item.grams;

describe('readMeal', () => {
  it('reads grams as given and names the food in the language asked', () => {
    const { items, unknown } = readMeal('200 g de pollastre amb arròs', foods, 'ca');
    expect(unknown).toEqual([]);
    expect(items[0]).toMatchObject({ grams: 200 });
    expect(items[0].name.toLowerCase()).toContain('pollastre');
    // Protein and energy follow the grams: 200 g of chicken breast carry some 45 to 65 g of protein.
    expect(items[0].proteinG).toBeGreaterThan(40);
    expect(items[0].proteinG).toBeLessThan(70);
    expect(items).toHaveLength(2);
  });

  it('counts portions: "2 eggs" is twice one egg, "a croissant" one', () => {
    const one = readMeal('an egg', foods, 'en').items[0];
    const two = readMeal('2 eggs', foods, 'en').items[0];
    expect(two.grams).toBe(one.grams * 2);
    expect(two.calories).toBeCloseTo(one.calories * 2, -1);
    expect(
      readMeal('un croissant i un cafè amb llet', foods, 'ca').items.map((item) => item.name.toLowerCase()),
    ).toEqual(expect.arrayContaining([expect.stringContaining('croissant')]));
  });

  it('counts pieces, not servings: an egg weighs what one egg weighs, a slice of bread one slice', () => {
    // The shipped egg is 60 g a piece; its usual serving (two) is what a dish uses, not what "an egg" means.
    expect(readMeal('un ou', foods, 'ca').items[0].grams).toBe(60);
    expect(readMeal('3 eggs', foods, 'en').items[0].grams).toBe(180);
    const slice = readMeal('a slice of wholemeal bread', foods, 'en').items[0].grams;
    expect(slice).toBeLessThan(45);
    expect(readMeal('2 slices of wholemeal bread', foods, 'en').items[0].grams).toBe(2 * slice);
    // Food with no pieces (rice) counts in servings.
    expect(readMeal('2 arròs', foods, 'ca').items[0].grams).toBe(2 * readMeal('arròs', foods, 'ca').items[0].grams);
  });

  it('reads coffee with milk as one café drink, not a mug of coffee and a glass of milk', () => {
    for (const [text, language] of [
      ['un cafè amb llet', 'ca'],
      ['café con leche', 'ca'],
      ['a coffee with milk', 'en'],
    ] as const) {
      const items = readMeal(text, foods, language).items;
      expect(items.map(shown), text).toEqual([60, 140]);
      expect(
        items.reduce((sum, item) => sum + item.calories, 0),
        text,
      ).toBeLessThan(90);
    }
    expect(readMeal('un tallat i un croissant', foods, 'ca').items.map(shown)).toEqual([40, 40, 60]);
    // A count multiplies the cup; millilitres given are shared the same way.
    expect(readMeal('2 cafès amb llet', foods, 'ca').items.map(shown)).toEqual([120, 280]);
    expect(readMeal('300 ml de cafè amb llet', foods, 'ca').items.map(shown)).toEqual([90, 210]);
    expect(readMeal('2 coffees with milk', foods, 'en').items.map(shown)).toEqual([120, 280]);
  });

  it('shows drinks and oils in millilitres and counts what they weigh', () => {
    const [milk] = readMeal('250 ml de llet', foods, 'ca').items;
    expect(milk).toMatchObject({ millilitres: 250, grams: 258 });
    const [oil] = readMeal('a glass of milk and 20 ml olive oil', foods, 'en').items.slice(1);
    expect(oil).toMatchObject({ millilitres: 20, grams: 18 });
    // Grams given stay grams; the volume shown follows them.
    expect(readMeal('103 g de llet', foods, 'ca').items[0]).toMatchObject({ grams: 103, millilitres: 100 });
    expect(readMeal('60 g de pa', foods, 'ca').items[0].millilitres).toBeUndefined();
  });

  it('reads a sandwich as its bread and its filling', () => {
    const names = (text: string, language: 'en' | 'ca') => {
      const { items, unknown } = readMeal(text, foods, language);
      expect(unknown, text).toEqual([]);
      return items.map((item) => `${item.name} ${item.grams} g`);
    };
    expect(names('un entrepà de pernil', 'ca')).toEqual(['barra de pa 100 g', 'pernil serrà 50 g']);
    expect(names('2 entrepans de tonyina', 'ca')).toEqual(['barra de pa 200 g', 'tonyina al natural 120 g']);
    // A small one holds a third of the filling on a 40 g roll (m24, m46).
    expect(names('un suc de taronja i un entrepanet de pernil dolç', 'ca')).toEqual([
      'suc de taronja natural 208 g',
      'barra de pa 40 g',
      'pernil dolç 18 g',
    ]);
    expect(names('a ham sandwich', 'en')).toEqual(['sliced white bread 50 g', 'cooked ham 60 g']);
    expect(names('a ham and cheese sandwich', 'en').sort()).toEqual([
      'cooked ham 60 g',
      'sliced cheese 30 g',
      'sliced white bread 50 g',
    ]);
    // No filling named: the bread of it (Catalan), or the word read as it is.
    expect(names('un entrepà i un cafè', 'ca')).toEqual(['barra de pa 100 g', 'cafè 200 g']);
    expect(names('a sandwich', 'en')).toHaveLength(1);
  });

  it('reads what a drink comes in as its usual volume, not as a food of that name', () => {
    const one = (text: string, language: 'en' | 'ca') => {
      const { items, unknown } = readMeal(text, foods, language);
      expect(unknown, text).toEqual([]);
      expect(items, text).toHaveLength(1);
      return `${items[0].name} ${items[0].millilitres} ml`;
    };
    expect(one('a glass of milk', 'en')).toBe('semi-skimmed milk 250 ml');
    expect(one('un got de llet', 'ca')).toBe('llet semidesnatada 250 ml');
    expect(one('a glass of orange juice', 'en')).toBe('fresh orange juice 200 ml');
    // A bar's glass of wine is 125 ml (issue 40), not the bottle's 150 ml serving.
    expect(one('a glass of wine', 'en')).toBe('red wine 125 ml');
    expect(one('una copa de vi', 'ca')).toBe('vi negre 125 ml');
    expect(one('una llauna de cervesa', 'ca')).toBe('cervesa 330 ml');
    expect(one('2 glasses of water', 'en')).toBe('water 500 ml');
    expect(readMeal('una tassa de cafè amb llet', foods, 'ca').items.map(shown)).toEqual([60, 140]);
    expect(readMeal('a cup of coffee with milk', foods, 'en').items.map(shown)).toEqual([60, 140]);
  });

  it('counts slices of bread as bread, not as sliced cheese', () => {
    const [slices] = readMeal('2 llesques de pa', foods, 'ca').items;
    expect(slices.name).toMatch(/^(barra de )?pa/);
    expect(slices.grams).toBeLessThanOrEqual(90);
  });

  it('says what it did not recognise, and caps a typo of thousands of grams', () => {
    expect(readMeal('xyzzy plumbus', foods, 'en')).toEqual({ items: [], unknown: ['xyzzy plumbus'] });
    expect(readMeal('9000 g rice', foods, 'en').items[0].grams).toBe(1500);
  });
});

describe('readMeal, dishes and servings people log whole (issue 40)', () => {
  const read = (text: string, language: 'en' | 'ca' = 'ca') => readMeal(text, foods, language);
  const kcal = (text: string, language: 'en' | 'ca' = 'ca') =>
    read(text, language).items.reduce((sum, item) => sum + item.calories, 0);
  const parts = (text: string, language: 'en' | 'ca' = 'ca') =>
    read(text, language).items.map((item) => [item.name, shown(item)]);

  it('reads a slice of pa amb tomàquet as bread, rubbed tomato and oil, and counts slices', () => {
    expect(parts('una llesca de pa amb tomàquet')).toEqual([
      ['pa de pagès', 60],
      ['tomàquet', 30],
      ["oli d'oliva verge extra", 5],
    ]);
    expect(kcal('dues llesques de pa amb tomàquet')).toBe(2 * kcal('una llesca de pa amb tomàquet'));
    expect(parts('pan con tomate')).toEqual(parts('pa amb tomàquet'));
    // The breakfast: two fried eggs and a slice, no part "not recognised".
    const breakfast = read('dos ous ferrats i una llesca de pa amb tomàquet');
    expect(breakfast.unknown).toEqual([]);
    expect(kcal('dos ous ferrats i una llesca de pa amb tomàquet')).toBeGreaterThan(300);
  });

  it('serves bar drinks as bars do: a canya 200 ml, a glass of wine 125 ml, a carajillo with its brandy', () => {
    expect(parts('una canya')).toEqual([['cervesa', 200]]);
    expect(parts('dues canyes')).toEqual([['cervesa', 400]]);
    expect(parts('a glass of red wine', 'en')).toEqual([['red wine', 125]]);
    expect(read('un carajillo').items.map((item) => item.name)).toEqual(['cafè sol', 'conyac', 'sucre']);
    expect(kcal('una coca-cola zero')).toBeLessThan(10);
    expect(kcal('una llauna de coca-cola zero')).toBeLessThan(10);
  });

  it('reads tapas and raciones: croquettes by the piece, braves, calamars, a ració of paella', () => {
    expect(parts('tres croquetes')).toEqual([['croquetes de pernil', 90]]);
    expect(kcal('una ració de braves')).toBeGreaterThan(300);
    expect(kcal('una ració de braves')).toBeLessThan(600);
    expect(read('calamars a la romana').items.map((item) => item.name)).toEqual(['calamars a la romana']);
    expect(kcal('una ració de paella')).toBeGreaterThan(400);
    expect(kcal('una ració de paella')).toBeLessThan(700);
    // The evening: three croquetes and a canya, no longer 913 kcal.
    expect(kcal('tres croquetes i una canya')).toBeLessThan(400);
  });

  it('reads fast food and a slice of pizza as what they are', () => {
    expect(parts('a slice of pizza', 'en')).toEqual([['pizza', 110]]);
    expect(parts('un tros de pizza')).toEqual([['pizza', 110]]);
    expect(kcal('mitja pizza')).toBe(Math.round(kcal('una pizza') / 2));
    expect(kcal('un kebab')).toBeGreaterThan(450);
    expect(kcal('a cheeseburger and fries', 'en')).toBeGreaterThan(550);
    expect(parts('6 peces de sushi')).toEqual([
      ['arròs blanc bullit', 120],
      ['salmó', 48],
    ]);
    expect(kcal('sushi')).toBe(Math.round((kcal('6 peces de sushi') * 8) / 6));
  });

  it('takes a serving word for the food’s portion, not for a food: "un plat de macarrons" is pasta', () => {
    // Macarrons said alone are a home's or a menú's plate, with its tomato sauce (m51); the plate is no food.
    expect(read('un plat de macarrons').items.map((item) => item.name)).toEqual([
      'tomàquet triturat',
      "oli d'oliva verge extra",
      'macarrons',
    ]);
    expect(read('una tapa de calamars').items.map((item) => item.name)).toEqual(['calamar']);
    expect(read('two eggs and a slice of toast', 'en').items.map(shown)).toEqual([120, 30]);
    // A hard-boiled egg is an egg, not hard nougat ("torró dur"); a cup of chocolate the drink, not a bar.
    expect(read('un ou dur').items.map((item) => item.name)).toEqual(['ou']);
    expect(read('una tassa de xocolata').items.map((item) => item.name)).toEqual(['xocolata desfeta']);
    expect(kcal("un plat d'escudella")).toBeGreaterThan(250);
    // "Unas aceitunas" is a dish of olives, not one olive.
    expect(parts('unas aceitunas')).toEqual(parts('aceitunas'));
    // Counts in words up to twelve, pieces where the food has them; typos read as the nearest known word; a bag is no food.
    expect(parts('set galetes maria')).toEqual([['galetes Maria', 42]]);
    expect(read('a set lunch', 'en').items.map((item) => item.name)).not.toContain('oyster mushrooms');
    expect(read('un croisant').items.map((item) => item.name)).toEqual(['croissant']);
    expect(read('a bag of crisps', 'en').items.map((item) => item.name)).toEqual(['crisps']);
    // An amount typed after the food is read as if typed before it.
    expect(parts('arròs bullit 150 g')).toEqual(parts("150 g d'arròs bullit"));
    expect(parts('salmó (120g)')).toEqual(parts('120 g de salmó'));
    // "Una llesca de pa" is a slice of bread (it was "not recognised"), "una rodanxa de pinya" a slice of pineapple.
    expect(read('una llesca de pa').unknown).toEqual([]);
    expect(read('una llesca de pa').items.map((item) => item.name)).toEqual(['barra de pa']);
  });

  it('counts a dish once, with a count before, after or inside it (m1, development data)', () => {
    // "Sushi:" before its pieces is the same sushi, not a plate more.
    expect(kcal('sushi: 8 peces de maki')).toBe(kcal('8 peces de maki'));
    expect(kcal('salmon nigiri x6', 'en')).toBe(kcal('6 pieces of sushi', 'en'));
    // The eggs inside count eggs; a count before counts omelettes, of two eggs each.
    expect(read('truita francesa de tres ous').items[0]).toMatchObject({ name: 'ou', grams: 180 });
    expect(read('dues truites franceses').items[0]).toMatchObject({ name: 'ou', grams: 240 });
    expect(read('una tortilla francesa de dos huevos').items[0]).toMatchObject({ name: 'ou', grams: 120 });
    expect(kcal('truita francesa')).toBe(kcal('truita francesa de dos ous'));
    expect(parts('canelones de carne, 4 unidades')).toEqual(parts('4 canelons'));
    expect(kcal('una tassa de xocolata desfeta')).toBe(kcal('una tassa de xocolata'));
    // A plate's size is no food, and nothing "not recognised".
    expect(read('paella, big plate', 'en').unknown).toEqual([]);
    expect(read('medium fries', 'en').items.map((item) => item.name)).toEqual(['french fries']);
    expect(read('tuna sandwhich', 'en').items.map((item) => item.name)).toContain('sliced white bread');
  });
});

describe('readMeal, dishes from further away, measures and what comes after a comma (m2, development data)', () => {
  const read = (text: string, language: 'en' | 'ca' = 'en') => readMeal(text, foods, language);
  const names = (text: string, language: 'en' | 'ca' = 'en') => read(text, language).items.map((item) => item.name);
  const kcal = (text: string, language: 'en' | 'ca' = 'en') =>
    read(text, language).items.reduce((sum, item) => sum + item.calories, 0);
  const grams = (text: string, food: string, language: 'en' | 'ca' = 'en') =>
    read(text, language).items.find((item) => item.name === food)?.grams;

  it("reads take-away and brunch dishes as their parts, in a dietitian's range", () => {
    // Ranges of a take-away's usual serving: two al pastor tacos 300-450 kcal, eggs Benedict 400-650, a ramen bowl
    // (noodles and broth) 350-550, a Whopper 600-700.
    expect(names('three chicken tacos')).toEqual(['corn tortilla', 'chicken breast', 'onion']);
    expect(names('tacos de pescado', 'ca')).toEqual(['tortilla de blat de moro', 'lluç', 'ceba']);
    expect(names('two tacos al pastor')).toEqual(['corn tortilla', 'pork loin', 'onion']);
    expect(kcal('two tacos al pastor')).toBeGreaterThanOrEqual(250);
    expect(kcal('two tacos al pastor')).toBeLessThanOrEqual(450);
    expect(kcal('eggs benedict')).toBeGreaterThanOrEqual(400);
    expect(kcal('eggs benedict')).toBeLessThanOrEqual(650);
    expect(kcal('un bol de ramen', 'ca')).toBeGreaterThanOrEqual(350);
    expect(kcal('un bol de ramen', 'ca')).toBeLessThanOrEqual(550);
    // Beside a burger the potatoes are the chain's fries (m13).
    expect(names('un whopper amb patates', 'ca')).toEqual(['Whopper', 'patates fregides']);
    expect(names('half a beef burrito and nachos')).toEqual(['burrito', 'tortilla chips']);
    expect(grams('half a beef burrito', 'burrito')).toBe(175);
    expect(names('a double cheeseburger')).toEqual(['burger bun', 'beef burger', 'sliced cheese']);
    // Two thin patties, as a chain makes it (m13's writers: about 450 kcal).
    expect(grams('a double cheeseburger', 'beef burger')).toBe(120);
    expect(names('dal with a garlic naan')).toContain('naan');
  });

  it('reads drinks by what they are made of', () => {
    expect(names('a mimosa')).toEqual(['cava', 'fresh orange juice']);
    expect(names('una jarra no, una copa de sangría', 'ca')).toContain('vi negre');
    expect(names('un colacao', 'ca')).toEqual(['llet semidesnatada', 'cacau soluble']);
    // A mug of tea with milk is a splash of milk, not a glass of it.
    expect(grams('a mug of tea with milk', 'semi-skimmed milk')).toBeLessThan(50);
    expect(names('una copa de vi blanc', 'ca')).toEqual(['vi blanc']);
    expect(names('a glass of red')).toEqual(['red wine']);
    expect(names('una copa de rioja', 'ca')).toEqual(['vi negre']);
    expect(names('pint of stout')).toEqual(['beer']);
    expect(grams('pint of guinness', 'beer')).toBeGreaterThan(450);
    expect(names('un carajillo de whisky', 'ca')).toEqual(['cafè sol', 'whisky', 'sucre']);
  });

  it('reads an omelette and a salad with what they are made of, and a salad with its dressing', () => {
    expect(names("una truita d'espinacs", 'ca')).toEqual(['ou', "oli d'oliva verge extra", 'espinacs']);
    expect(names('a mushroom omelette')).toContain('egg');
    expect(names('truita de patates', 'ca')).toEqual(['truita de patates']);
    expect(names('amanida de cigrons', 'ca')).toContain('cigrons secs');
    expect(names('tuna salad')).toContain('canned tuna in water');
    expect(names('a green salad')).toEqual(['mixed salad leaves', 'tomato', 'extra virgin olive oil']);
    // A pasta salad is the pasta salad, not a pasta and a salad.
    expect(names('pasta salad')).toEqual(['cooked pasta', 'extra virgin olive oil']);
    expect(names('ensalada césar con pollo')).toContain('mayonnaise');
    expect(names('fruit salad')).toEqual(['piece of fruit']);
    expect(names('amanida de fruita', 'ca')).toEqual(['peça de fruita']);
    expect(names('amanida catalana', 'ca')).toContain('pernil serrà');
  });

  it('sizes spoons, pieces and bags by the food', () => {
    expect(read('una cullerada de crema de cacauet', 'ca').items).toMatchObject([
      { name: 'crema de cacauet', grams: 15 },
    ]);
    expect(grams('una culleradeta de sucre', 'sucre', 'ca')).toBe(5);
    // A tablespoon of oil as served is its usual 10 ml.
    expect(read("dues cullerades d'oli", 'ca').items[0].millilitres).toBe(20);
    expect(grams('2 rashers of bacon', 'bacon')).toBe(40);
    expect(grams('dos onzas de chocolate negro', 'dark chocolate')).toBe(16);
    // A bar's or a vending machine's bag (m51: writers' ranges for one began at about 36 g of nuts); weighed, as weighed.
    expect(grams('a bag of peanuts', 'peanuts')).toBe(50);
    expect(grams('a packet of peanuts (30g)', 'peanuts')).toBe(30);
    expect(grams('3 digestive biscuits', 'wholemeal biscuits')).toBe(45);
    expect(names('a tablespoon of nutella on two rice cakes')).toEqual(['chocolate hazelnut spread', 'rice cakes']);
    expect(names('un filete de salmón al horno')).toEqual(['salmon']);
  });

  it('gives an amount or a count typed after a comma to the food before it', () => {
    expect(read('un filet de salmó al forn, uns 150 g, amb patata bullida', 'ca').items[0]).toMatchObject({
      name: 'salmó',
      grams: 150,
    });
    expect(read('polvorones, dos, y un café', 'ca').items[0]).toMatchObject({ name: 'polvoró', grams: 60 });
    expect(read('polvorones, dos, y un café', 'ca').unknown).toEqual([]);
    // "Un" alone after a comma counts nothing.
    expect(read('paella, un plato', 'ca').items.map((item) => item.name)).toEqual(['paella']);
  });

  it('takes the meal named before what was eaten as no food', () => {
    expect(read('sopar: una truita francesa', 'ca').items.map((item) => item.name)).toEqual([
      'ou',
      "oli d'oliva verge extra",
    ]);
    expect(read('late brunch: eggs benedict').items.map((item) => item.name)).not.toContain('canned tuna in water');
    expect(read('dinner was a tuna salad').unknown).toEqual([]);
    expect(read('esmorzar de forquilla: cap i pota', 'ca').items.map((item) => item.name)).toContain('tripa');
  });
});

describe('readMeal, what m3 showed (development data)', () => {
  const read = (text: string, language: 'en' | 'ca' = 'ca') => readMeal(text, foods, language);
  const names = (text: string, language: 'en' | 'ca' = 'ca') => read(text, language).items.map((item) => item.name);
  const grams = (text: string, food: string, language: 'en' | 'ca' = 'ca') =>
    read(text, language).items.find((item) => item.name === food)?.grams;

  it('reads a piece of fruit as fresh fruit and a handful of nuts as nuts', () => {
    expect(names('una peça de fruita')).toEqual(['peça de fruita']);
    expect(names('un grapat de fruits secs')).toEqual(['fruits secs variats']);
    expect(grams("un grapat d'ametlles", 'ametlles')).toBe(30);
    expect(grams('a few walnuts', 'walnuts', 'en')).toBe(30);
  });

  it('reads the meat of a dish by its name, not by the words of its parts', () => {
    // The meatballs' mixed mince was read as pork and as beef mince ("pork and beef mince" split on "and").
    expect(names('mandonguilles amb tomàquet')).toEqual(['carn picada mixta', 'tomàquet']);
    expect(names("escudella i carn d'olla")).toContain('carn picada mixta');
    // A bowl of broth with galets is the broth and the pasta, once.
    expect(names('un bol de brou amb galets')).toEqual(['brou de pollastre', 'pasta']);
    expect(grams('medio pollo asado', "pollastre a l'ast")).toBe(300);
    expect(names('steak and chips', 'en')).toEqual(['beef sirloin steak', 'french fries']);
    expect(names('lluç arrebossat')).toEqual(['farina de blat', "oli d'oliva verge extra", 'lluç']);
  });

  it('counts what comes after a comma as the countable food, and slices as slices', () => {
    // Four cannelloni, not four portions of the cheese on top.
    expect(grams('canelons amb beixamel i formatge gratinat, 4', 'canelons')).toBe(340);
    expect(grams('canelons amb beixamel i formatge gratinat, 4', 'formatge ratllat')).toBe(20);
    expect(grams('leftover pizza, two slices', 'pizza', 'en')).toBe(220);
    expect(grams('sushi variat, unes 12 peces', 'arròs blanc bullit')).toBe(240);
    // Half a ració of croquettes is half the serving, not half a croquette.
    expect(grams('mitja ració de croquetes', 'croquetes de pernil')).toBe(90);
  });

  it('reads what was not eaten and how full the plate was as no food', () => {
    expect(read('kebab de pollastre, sense beguda').unknown).toEqual([]);
    expect(names('kebab de pollastre, sense beguda')).not.toContain('cacau soluble');
    expect(read('escudella, un plat ben ple').unknown).toEqual([]);
    expect(names('escudella, un plat ben ple')).not.toContain('plàtan');
    expect(names('a couple of beers', 'en')).toEqual(['beer']);
    expect(read('a couple of beers', 'en').items[0].millilitres).toBe(660);
  });
});

describe('readMeal, what m4 showed (development data)', () => {
  const grams = (text: string, name: string, language: 'ca' | 'en' = 'ca') =>
    read(text, language).items.find((item) => item.name === name)?.grams;

  it('takes sizes, cuts and places as no food', () => {
    // "Big" found a Big Mac, "sliced" sliced ham, "torrades" after almonds a slice of toast, "roast" roast potatoes.
    expect(names('seafood paella for lunch, one big plate', 'en')).toEqual(['paella']);
    expect(names('a big mac', 'en')).toEqual(['Big Mac']);
    expect(names('muesli with skimmed milk and a sliced pear', 'en')).toEqual(['muesli', 'skimmed milk', 'pear']);
    expect(names("un grapat d'ametlles torrades")).toEqual(['ametlles']);
    expect(names('dues torrades amb tomàquet')).toContain('barra de pa');
    expect(names('roast chicken thigh with gravy', 'en')).toEqual(['roast chicken', 'gravy']);
    // Where it was eaten ("fira de Santa Llúcia" found tofu), up to the next food.
    expect(names('a cup of mulled wine at the fira de santa llúcia', 'en')).toEqual(['red wine', 'sugar']);
    expect(names('two beers at the pub and crisps', 'en')).toEqual(['beer', 'crisps']);
    expect(names('un cafè al bar de la plaça i un croissant')).toEqual(['cafè', 'croissant']);
  });

  it('sizes a portion by what is typed around it: small, big, a tapa, half a ració', () => {
    expect(grams('ensaïmada petita', 'ensaïmada')).toBeLessThan(grams('ensaïmada', 'ensaïmada') ?? 0);
    expect(grams('ensaimada grande', 'ensaïmada')).toBeGreaterThan(grams('ensaïmada', 'ensaïmada') ?? 0);
    expect(grams('una tapa de ensaladilla rusa', 'ensaladilla russa')).toBe(
      (grams('una ració de ensaladilla rusa', 'ensaladilla russa') ?? 0) / 2,
    );
    // A tapa of a dish read as its parts is half of each part, as is "media de bravas".
    expect(Math.abs(kcal('una tapa de bravas') - kcal('unes braves') / 2)).toBeLessThan(10);
    expect(Math.abs(kcal('media de bravas') - kcal('unes braves') / 2)).toBeLessThan(10);
    expect(names('media de bravas')).not.toContain('pit de gall dindi a talls');
    // Grams typed are kept whatever the size word.
    expect(grams('200 g de pa gran', 'barra de pa')).toBe(200);
  });

  it('reads grams of a dry grain or pulse as cooked when it says so or when they are more than two dry plates', () => {
    // 200 g of cooked pasta is about 300 kcal, not the 740 of dry pasta.
    expect(kcal('200 g de pasta integral cocida')).toBeLessThan(350);
    expect(kcal('arroz blanco 200 g')).toBeLessThan(350);
    expect(kcal('80 g de pasta')).toBeGreaterThan(280);
    expect(kcal('200 g arròs sec')).toBeGreaterThan(700);
    expect(names('150 g de cigrons')).toEqual(['cigrons']);
  });

  it('reads the dishes m4 named as their parts, once', () => {
    expect(names('sopa de fideos')).toEqual(['brou de pollastre', 'fideus']);
    expect(names('bowl of chicken noodle soup', 'en')).toEqual(['chicken stock', 'fideo noodles', 'chicken breast']);
    expect(names('un tercio de cerveza')).toEqual(['cervesa']);
    expect(names('2 donuts')).toEqual(['dònut']);
    expect(grams('6 boquerones en vinagre', 'seitons')).toBe(72);
    expect(names('veggie burger with sweet potato fries', 'en')).toEqual([
      'burger bun',
      'veggie burger',
      'mayonnaise',
      'sweet potato',
      'extra virgin olive oil',
    ]);
    expect(names('protein shake with milk', 'en')).toEqual(['whey protein powder', 'semi-skimmed milk']);
    expect(names('pulpo a la gallega con cachelos')).toEqual(['pop', "oli d'oliva verge extra", 'patata bullida']);
    expect(names('2 mince pies', 'en')).toEqual(['mince pie']);
    // A steak or eggs "amb patates" come with chips; boiled ones are named.
    expect(names('bistec amb patates')).toContain('patates fregides');
    expect(names('dos huevos fritos con patatas fritas')).toEqual([
      'ou',
      "oli d'oliva verge extra",
      'patates fregides',
    ]);
    expect(names('ous ferrats amb patates bullides')).toContain('patata bullida');
    // A kebab's meat as named; a mixed one has both.
    expect(names('durum de ternera')).toContain('hamburguesa de vedella');
    expect(names('un kebab')).toContain('pit de pollastre cuit');
    expect(names('kebab mixto')).toEqual(expect.arrayContaining(['pit de pollastre cuit', 'hamburguesa de vedella']));
    // What a poke bowl or a burrito holds anyway, listed after it, is not counted twice.
    expect(names('burrito with beans, rice and beef', 'en')).toEqual(['burrito']);
    expect(names('salmon poke bowl with rice, edamame and avocado', 'en')).toEqual([
      'cooked white rice',
      'avocado',
      'edamame',
      'salmon',
    ]);
    expect(names('a burrito and a beer', 'en')).toEqual(['burrito', 'beer']);
    // A dish named before a colon and its parts: the parts are the foods.
    expect(names('cocido: garbanzos, un trozo de tocino, morcillo y patata')).toEqual([
      'cigrons secs',
      'cansalada viada',
      'carn de vedella per estofar',
      'patata',
    ]);
  });
});

describe('readMeal, what m5 showed (development data)', () => {
  it('reads "arroz cocido" as cooked rice, never as the dish', () => {
    expect(names('150 g de arroz cocido')).toEqual(['arròs blanc bullit']);
    expect(kcal('150 g de arroz cocido')).toBeLessThan(250);
    expect(names('un cocido')).toContain('brou de pollastre');
  });

  it('takes vessels, pieces and "light" as no food, and reads what they hold', () => {
    expect(names('un plato hondo de garbanzos')).toEqual(['cigrons secs']);
    expect(names('sushi: 12 peces variades i una cervesa')).toEqual(['arròs blanc bullit', 'salmó', 'cervesa']);
    expect(names('sushi, 12 peces variades')).not.toContain('amanida variada');
    expect(names("sushi: 8 peces de maki i un bol d'edamame")).toEqual(['arròs blanc bullit', 'salmó', 'edamame']);
    expect(names('light beer and a bowl of popcorn', 'en')).toEqual(['beer', 'popcorn']);
    expect(names('un quadradet de xocolata negra')).toEqual(['xocolata negra']);
    expect(names('un tupper de pollo al curry con arroz')).toContain('llet de coco');
    // Half a plate after a dish halves what the plate held.
    expect(kcal('fideuà amb allioli, mig plat')).toBeCloseTo(kcal('fideuà amb allioli') / 2, -1);
    expect(names('fideuà, mig plat')).not.toContain('plàtan');
  });

  it('keeps whole the names that hold a joining word', () => {
    expect(names('un par de onzas de chocolate con leche')).toEqual(['xocolata amb llet']);
    expect(names('un agua con gas')).toEqual(['aigua']);
    expect(names('arroz con leche')).toEqual(['arròs amb llet']);
  });

  it('names meals by their occasion and reads the menu after "menú:"', () => {
    expect(read('cena de empresa: jamón y cava').unknown).toEqual([]);
    expect(names('cena de empresa: jamón y cava')).toEqual(['pernil serrà', 'cava']);
    expect(read('menú: ensalada mixta y natillas').unknown).toEqual([]);
    expect(names('brekkie: 2 sausages and beans', 'en')).toEqual(['pork sausage', 'baked beans']);
  });

  it('reads the dishes m5 named as their parts', () => {
    expect(names('dos trossos de pizza quatre formatges')).toEqual(['pizza']);
    expect(names('half a roast chicken', 'en')).toEqual(['roast chicken']);
    expect(names('chicken shawarma wrap', 'en')).toContain('pitta bread');
    expect(names('a tortilla wrap with hummus', 'en')).toEqual(['flour tortilla', 'hummus']);
    expect(names('una bolsa de patatas fritas')).toEqual(['patates xips']);
    expect(names('beef stew with mashed potato', 'en')).toEqual(
      expect.arrayContaining(['stewing beef', 'boiled potato', 'butter']),
    );
    expect(names('gambas al ajillo')).toContain('all');
    expect(names('a ham and cheese croissant', 'en')).toEqual(['croissant', 'cooked ham', 'sliced cheese']);
    expect(names('poke bowl with salmon, rice, edamame and avocado', 'en')).toEqual([
      'cooked white rice',
      'avocado',
      'edamame',
      'salmon',
    ]);
    expect(names('mug of hot chocolate with whipped cream', 'en')).toContain('whipped cream');
    expect(names('gin and tonic', 'en')).toEqual(['gin', 'tonic water']);
    expect(names('dos porras')).toEqual(['porres']);
    expect(names('torrons i neules')).toEqual(['torró dur', 'neules']);
    expect(names('un chupito de orujo')).toEqual(['conyac']);
    expect(names('a falafel wrap', 'en')).toEqual(['flour tortilla', 'falafel']);
    expect(names('dos rodajas de piña')).toEqual(['pinya']);
    expect(read('dos rodajas de piña').items[0].grams).toBe(160);
    expect(names('arròs a la cassola')).toEqual(['paella']);
  });
});

describe('readMeal, what m6 showed (development data)', () => {
  it('takes where and after what it was eaten as no food', () => {
    expect(names('pad thai from the takeaway', 'en')).not.toContain('whipped fresh cheese 0%');
    expect(names('an apple on the train', 'en')).toEqual(['apple']);
    expect(read('un carajillo de baileys después de comer').unknown).toEqual([]);
    expect(names('150g cooked basmati rice', 'en')).toEqual(['basmati rice']);
  });

  it('counts sushi pieces of a fish as sushi, and a porridge once', () => {
    expect(names("sushi: 8 peces de salmó i un bol d'edamame")).toEqual(['arròs blanc bullit', 'salmó', 'edamame']);
    expect(read('sushi: 8 peces de salmó').items.find((item) => item.name === 'salmó')?.grams).toBeLessThan(100);
    expect(names('sushi lunch: 6 salmon nigiri', 'en')).toEqual(['cooked white rice', 'salmon']);
    expect(names('porridge made with 50g oats and milk', 'en')).toEqual(['rolled oats', 'semi-skimmed milk']);
  });

  it('reads the dishes and drinks m6 named', () => {
    expect(names('pad thai', 'en')).toContain('rice noodles');
    expect(names('a paper cone of roast chestnuts', 'en')).toEqual(['roasted chestnuts']);
    expect(names('fideua de marisco con alioli')).not.toContain('paella');
    expect(names('un cuenco de caldo con fideos')).toEqual(['brou de pollastre', 'fideus']);
    expect(names('macarrons a la bolonyesa')).toContain('macarrons');
    expect(names('macarrons a la bolonyesa')).not.toContain('espaguetis');
    expect(names('oat milk latte and a blueberry muffin', 'en')).toEqual(['coffee', 'oat drink', 'muffin']);
    expect(names("dos panadons d'espinacs")).toEqual(['panadó']);
    expect(names('un donut de chocolate')).toEqual(['dònut']);
    expect(names('una pechuga de pavo a la plancha')).toEqual(['pit de gall dindi']);
    expect(names('pavo en lonchas')).toEqual(['pit de gall dindi a talls']);
  });
});

describe('readMeal, what m7 showed (development data)', () => {
  const grams = (text: string, name: string, language: 'ca' | 'en' = 'ca') =>
    read(text, language).items.find((item) => item.name === name)?.grams;

  it('never counts pieces of a plate-sized food as plates', () => {
    // "8 pieces" after a salmon roll read 1.2 kg of salmon; after a pizza or a turrón they are its slices and pieces.
    expect(grams('salmon avocado roll, 8 pieces', 'salmon', 'en')).toBeLessThan(100);
    expect(grams('pizza de 4 quesos, 2 porciones', 'pizza')).toBe(220);
    expect(grams('turrón de chocolate, dos trozos', 'torró de xocolata')).toBe(56);
    expect(names('torró de xixona, un tros, i dues neules')).toEqual(['torró tou', 'neules']);
    expect(names('bunyols de bacallà, 6')).toEqual(['bunyols de bacallà']);
  });

  it('reads a rice dish with 100 g of what it is cooked with, and seafood rice as paella', () => {
    expect(names('arròs a la cassola amb costella')).toEqual([
      'arròs blanc',
      "oli d'oliva verge extra",
      'tomàquet triturat',
      'costellam de porc',
    ]);
    expect(grams('arroz con pollo', 'pit de pollastre')).toBe(100);
    expect(names('arròs de marisc')).toEqual(['paella']);
    expect(names('arròs amb llet')).toEqual(['arròs amb llet']);
  });

  it('reads the dishes and drinks m7 named', () => {
    expect(names('un bol de caldo de pollo con fideos')).toEqual(['brou de pollastre', 'fideus']);
    expect(names('llenties estofades amb xoriço')).toEqual([
      'llenties',
      'ceba',
      'pastanaga',
      'xoriço',
      "oli d'oliva verge extra",
    ]);
    expect(names('tres polvorones y un anis')).toEqual(['polvoró', 'conyac']);
    expect(names('cheesburger', 'en')).toEqual(['burger bun', 'beef burger', 'sliced cheese']);
    expect(read("escudella amb galets i una mica de carn d'olla").unknown).toEqual([]);
    expect(read("work xmas lunch: escudella, then carn d'olla").unknown).toEqual([]);
    expect(grams('a few glasses of cava', 'cava', 'en')).toBeGreaterThan(400);
    expect(names('half a baguette with brie and a glass of rose', 'en')).toEqual(['baguette', 'brie', 'rosé wine']);
    expect(grams('half a baguette', 'baguette', 'en')).toBe(125);
    expect(names('sushi: 8 peces de maki i 4 de nigiri de salmó')).not.toContain('pit de gall dindi a talls');
    expect(names('un kebab durum mixto con salsa de yogur').filter((name) => name === 'pa de pita')).toHaveLength(1);
    expect(names('macarrones con chorizo, un plato hondo')).toEqual(['macarrons', 'xoriço']);
  });
});

describe('readMeal, what m8 showed (development data)', () => {
  const read = (text: string, language: 'ca' | 'en' = 'en') => readMeal(text, foods, language);
  const names = (text: string, language: 'ca' | 'en' = 'en') => read(text, language).items.map((item) => item.name);

  it('reads how it came as no food, and what follows "after" as food', () => {
    expect(names('sushi takeaway, about 10 pieces of california roll')).toEqual(['cooked white rice', 'salmon']);
    expect(names('kebab on the way home after 3 beers')).toContain('beer');
    expect(read('homemade veggie stir fry').unknown).toEqual([]);
    expect(names('full english at the irish pub: 2 eggs, bacon, sausage, beans, toast')).toEqual([
      'egg',
      'bacon',
      'pork sausage',
      'baked beans',
      'sliced white bread',
    ]);
  });

  it('reads the English breakfasts, lunches and sides m8 named', () => {
    expect(names('a full english')).toContain('baked beans');
    expect(names('veggie stir fry with tofu')).toEqual(['mixed vegetables', 'extra virgin olive oil', 'tofu']);
    expect(names('bagel with cream cheese')).toEqual(['bagel', 'cream cheese']);
    expect(names('burrito with guac and sour cream')).toEqual(['burrito', 'guacamole', 'sour cream']);
    expect(names('black rice with aioli')).toEqual(['paella', 'allioli']);
    expect(names('cheese with crackers')).toContain('crackers');
    expect(names('tuna mayo sandwhich')).toEqual(['sliced white bread', 'canned tuna in water', 'mayonnaise']);
    expect(names('rye toast')).toEqual(['rye bread']); // rye bread since m19, not crispbread
  });
});

describe('readMeal, what m8 showed in Catalan and Spanish (development data)', () => {
  const read = (text: string) => readMeal(text, foods, 'ca');
  const names = (text: string) => read(text).items.map((item) => item.name);

  it('reads how it was cooked, typed alone, as no food, and grams typed raw as raw', () => {
    expect(names('pechuga de pollo, 200 g en crudo, a la plancha con arroz integral')).toEqual([
      'pit de pollastre',
      'arròs integral',
    ]);
    expect(read('pechuga de pollo, 200 g en crudo').items[0].grams).toBe(200);
  });

  it('reads the dishes m8 named', () => {
    expect(names('un panet de xocolata')).toEqual(['napolitana de xocolata']);
    expect(names('un crosant')).toEqual(['croissant']);
    expect(read('medio pan').items[0].grams).toBe(125);
    expect(names("un plat d'escudella amb carn d'olla i galets").filter((name) => name === 'pasta')).toHaveLength(1);
    expect(names('sopa de galets')).toEqual(['brou de pollastre', 'pasta']);
    expect(names('patatas guisadas con costilla')).toContain('costellam de porc');
    expect(names('un filete de pollo empanado')).toEqual([
      'farina de blat',
      "oli d'oliva verge extra",
      'pit de pollastre',
    ]);
    expect(names('vi del porró')).toEqual(['vi negre']);
    expect(names('un culín de sidra')).toEqual(['sidra']);
  });
});

describe('readMeal, what m9 showed (development data)', () => {
  it('reads shares: dishes to share halved, a pincho four fifths of the portion', () => {
    expect(kcal('fried calamari and padron peppers to share', 'en')).toBeCloseTo(
      kcal('fried calamari and padron peppers', 'en') / 2,
      -1,
    );
    expect(read('tortilla de patatas, un pincho').items[0].grams).toBe(120);
    // The drink beside a shared plate is one's own.
    expect(read('una canya i unes braves per compartir').items[0].millilitres).toBe(200);
  });

  it('reads an omelette by its eggs once, and a smoothie by what it is made with', () => {
    expect(names('truita de dos ous amb pa')).toEqual(['ou', "oli d'oliva verge extra", 'barra de pa']);
    expect(read('a two egg omelette', 'en').items[0].grams).toBe(120);
    expect(names('a cheese omelette', 'en')).toContain('sliced cheese');
    expect(names('smoothie with spinach, banana and oat milk', 'en')).toEqual(['spinach', 'banana', 'oat drink']);
    expect(names('a strawberry smoothie', 'en')).toEqual(['fruit smoothie']);
  });

  it('reads the foods and dishes m9 named', () => {
    expect(names('protien shake', 'en')).toEqual(['whey protein powder']);
    expect(names('a cereal bar', 'en')).toEqual(['cereal bar']);
    expect(names('dos mazapanes')).toEqual(['massapà']);
    expect(names('chesseburger', 'en')).toContain('beef burger');
    expect(names('una taza de colacao')).toEqual(['llet semidesnatada', 'cacau soluble']);
    expect(names('macarrons gratinats')).toContain('formatge ratllat');
    expect(names('pollo al horno')).toEqual(["pollastre a l'ast"]);
    expect(read('leftover canelones, about 5 of them', 'en').items[0].grams).toBe(425);
    expect(names('greek yoghurt with berries', 'en')).toEqual(['greek yogurt', 'berries']);
  });
});

describe('readMeal, what m10 showed (development data)', () => {
  const grams = (text: string, name: string, language: 'ca' | 'en' = 'ca') =>
    read(text, language).items.find((item) => item.name === name)?.grams;

  it('reads each query as a whole name before a stem, and sizes after fries as no beer', () => {
    expect(names('a regular cola', 'en')).toEqual(['cola']);
    expect(names('hamburguesa amb formatge i patates fregides mitjanes')).not.toContain('cervesa');
    expect(names('una mitjana')).toEqual(['cervesa']);
  });

  it('counts plates and halves a tin after what they held', () => {
    expect(grams('sopa de galets, dos platos', 'pasta')).toBe(80);
    expect(grams('fabada asturiana de lata, medio bote', 'mongetes seques')).toBe(35);
    expect(grams('canelons for christmas lunch, maybe 6', 'cannelloni', 'en')).toBe(510);
  });

  it('reads a tomato after bread as rubbed on it', () => {
    expect(grams('mig entrepà de fuet amb tomàquet', 'tomàquet')).toBe(25);
    expect(grams('tostada con tomate y aceite', 'tomàquet')).toBe(25);
    expect(read('amanida de tomàquet').items.some((item) => item.name === 'tomàquet' && item.grams === 150)).toBe(true);
  });

  it('reads the dishes and drinks m10 named', () => {
    expect(names('un gin tonic')).toEqual(['ginebra', 'tònica']);
    expect(names('a glass of moscatel', 'en')).toEqual(['dessert wine']);
    expect(names('un plat de trinxat')).toContain('col');
    expect(grams('una llesca de cansalada', 'cansalada')).toBe(40);
    expect(names('pavo relleno')).toEqual(['pit de gall dindi', 'farciment']);
    expect(names('cuixa de pollastre rostit')).toEqual(["pollastre a l'ast"]);
    expect(names('canelones de carne con bechamel, cuatro')).toEqual(['canelons']);
    expect(names('two tuna empanadillas', 'en')).toEqual(['tuna pasty']);
    expect(names('unos bombones')).toEqual(['xocolata amb llet']);
    expect(names('garlic chiken with a side of white rice', 'en')).toEqual([
      'chicken thigh',
      'extra virgin olive oil',
      'garlic',
      'white rice',
    ]);
    expect(names('un plato de cocido con garbanzos, morcillo y tocino')).not.toContain('cigrons secs');
    expect(names('macarrons amb tomàquet')).toEqual(['tomàquet triturat', "oli d'oliva verge extra", 'macarrons']);
    expect(read('roast turkey, stuffing and gravy on christmas day', 'en').unknown).toEqual([]);
    expect(names('a burger with brie', 'en')).toEqual(['burger bun', 'beef burger', 'brie']);
    expect(names('a veggie burger', 'en')).not.toContain('beef burger');
    expect(names('hamburguesa doble con queso')).toEqual([
      "pa d'hamburguesa",
      'hamburguesa de vedella',
      'formatge en llesques',
    ]);
    expect(names('vegetable curry', 'en')).toContain('coconut milk');
  });
});

describe('readMeal, what m11 showed (development data)', () => {
  it('takes a feast day named as a heading, and a mood, as no food', () => {
    expect(names('Avui Sant Esteve: 4 canelons, una copa de cava')).toEqual(['canelons', 'cava']);
    expect(read('Boxing Day leftovers: turkey sandwich', 'en').unknown).toEqual([]);
    expect(names('turron and a glass of cava, christmas mood', 'en')).toEqual(['hard nougat', 'cava']);
  });

  it('reads the foods and dishes m11 named', () => {
    expect(names('a slice of christmas pudding', 'en')).toEqual(['Christmas pudding']);
    expect(names('cranberry sauce', 'en')).toEqual(['cranberry sauce']);
    expect(names('smoothie: banana, spinach and a scoop of protein powder', 'en')).toEqual([
      'banana',
      'spinach',
      'whey protein powder',
    ]);
    expect(names('Quality Street, about 8 of them', 'en')).toEqual(['milk chocolate']);
    expect(names('un trozo de roscón')).toEqual(['tortell de Reis']);
    expect(names('un biquini')).toContain('pernil dolç');
    expect(names('espinacs a la catalana')).toEqual(['espinacs', 'panses', 'pinyons', "oli d'oliva verge extra"]);
    expect(names('una birra')).toEqual(['cervesa']);
    expect(names('an almond croissant', 'en')).toEqual(['almond croissant']);
    expect(read('un par de langostinos').items[0].grams).toBe(50);
  });
});

describe("readMeal, m11's last misses (development data)", () => {
  it('reads a cocacola as the regular one, and only a zero or light one as sugar-free', () => {
    expect(names('una cocacola')).toEqual(['refresc de cola']);
    expect(names('una cocacola zero')).toEqual(['refresc de cola sense sucre']);
    expect(names('a cocacola light', 'en')).toEqual(['diet cola']);
  });

  it('takes who the meal was with as no food, and halves a shared dish once', () => {
    expect(read('patatas bravas with a friend', 'en').unknown).toEqual([]);
    expect(names('patatas bravas with a friend', 'en')).not.toContain('french fries');
    expect(read('unes braves amb la meva germana').unknown).toEqual([]);
    const whole = read('patatas bravas', 'en').items[0].grams;
    for (const text of ['shared patatas bravas, plus 2 cañas', 'shared patatas bravas with a friend, I had half'])
      expect(read(text, 'en').items[0].grams).toBe(whole / 2);
    expect(read('a pizza, I had half', 'en').items[0].grams).toBe(read('a pizza', 'en').items[0].grams / 2);
    // A paella for two is one portion for the writer, "half" of it or not.
    expect(read('seafood paella for two, I ate half', 'en').items[0].grams).toBe(read('paella', 'en').items[0].grams);
  });

  it('reads a ham-and-cheese sandwich explained in brackets once', () => {
    expect(names('bikini sandwich (ham and cheese) and a coke zero', 'en')).toEqual([
      'sliced white bread',
      'cooked ham',
      'sliced cheese',
      'butter',
      'diet cola',
    ]);
  });
});

describe('readMeal, a dish whose parts are named again after "with" (development data)', () => {
  const read = (text: string, language: 'ca' | 'en' = 'en') => readMeal(text, foods, language);
  const names = (text: string, language: 'ca' | 'en' = 'en') => read(text, language).items.map((item) => item.name);

  it("counts a part once, its amount given again replacing the dish's", () => {
    expect(names('a big bowl of escudella with meatballs and chickpeas')).toEqual(
      names('a big bowl of escudella with meatballs'),
    );
    const spagBol = read('spag bol with 100g dry spaghetti and parmesan').items;
    expect(spagBol.filter((item) => item.name === 'pasta' || item.name === 'spaghetti')).toHaveLength(1);
    expect(spagBol.map((item) => item.name)).toContain('parmesan');
  });

  it("keeps what is no part of the dish, and a second dish's own parts", () => {
    expect(names('pa amb tomaquet with anchovies and a beer')).toContain('anchovies in oil');
    const menu = names('menú del dia: de primer escudella, de segon botifarra amb mongetes', 'ca');
    expect(menu.filter((name) => name === 'botifarra')).toHaveLength(2);
  });
});

describe('readMeal, what m12 showed (development data)', () => {
  it('takes what the writer was doing, where, and the run before, as no food', () => {
    expect(names('un grapat de pistatxos i una cola zero mentre miro el partit')).toEqual([
      'festucs',
      'refresc de cola sense sucre',
    ]);
    expect(names('primer cursa despres de festes, i despres un platan')).toEqual(['plàtan']);
    expect(names("fent cua al super per cap d'any, un bocata de pernil")).not.toContain('pizza');
    expect(read('restes del dinar de Nadal: un tros de pularda farcida amb prunes').unknown).toEqual([]);
    expect(names('a quick lunch: a ham sandwich', 'en')).toEqual(['sliced white bread', 'cooked ham']);
    expect(names('quick protein shake after the run, one scoop with water', 'en')).toEqual([
      'whey protein powder',
      'water',
    ]);
  });

  it('sizes a plate said after the food, and counts the pieces of a ració', () => {
    expect(kcal('fabada, un plato pequeño')).toBeCloseTo(kcal('fabada') * 0.6, -1);
    expect(kcal('fabada, un plat gran')).toBeCloseTo(kcal('fabada') * 1.25, -1);
    expect(read('una ración de croquetas de jamon, 6').items[0].grams).toBe(
      read('6 croquetes de pernil').items[0].grams,
    );
    expect(read('couple of slices of toast', 'en').items[0].grams).toBe(read('2 slices of toast', 'en').items[0].grams);
  });

  it('reads grams typed after a food as its weight, not a second food', () => {
    expect(names('pechuga de pollo a la plancha con arroz blanco, 150 g de arroz cocido')).toEqual([
      'pit de pollastre cuit',
      'arròs blanc bullit',
    ]);
    expect(names('arròs, 100 g de pollastre')).toHaveLength(2);
  });

  it('reads a kebab "en durum" as one kebab', () => {
    expect(names('un kebab mixto en durum y una fanta').filter((name) => name === 'pa de pita')).toHaveLength(1);
  });

  it('reads the foods m12 named', () => {
    expect(names('marmalade', 'en')).toEqual(['jam']);
    expect(names('un tros de pularda')).toEqual(["pollastre a l'ast"]);
    expect(names('sopa de marisco, un cuenco')).not.toContain('sopa de miso');
    expect(read('sopa de marisco, un cuenco').unknown).toEqual([]);
  });
});

describe("readMeal, m12's last misses (development data)", () => {
  it('weighs a dish spelled out as its parts as a whole, dry rice and pasta at their cooked weight', () => {
    const dish = read('fideuà, uns 300 g més o menys');
    expect(dish.unknown).toEqual([]);
    expect(dish.items.map((item) => item.name)).toEqual(names('fideuà'));
    // A cooked fideuà is about 150-200 kcal per 100 g: its raw noodles are not its cooked weight.
    expect(kcal('fideuà, uns 300 g més o menys')).toBeGreaterThan(400);
    expect(kcal('fideuà, uns 300 g més o menys')).toBeLessThan(650);
    expect(kcal('spag bol, 500g', 'en')).toBeGreaterThan(kcal('spag bol, 250g', 'en') * 1.9);
    // An amount after a food that is no dish stays that food's weight.
    expect(read('una poma, 200 g més o menys').items.map((item) => item.grams)).toEqual([200]);
  });

  it('reads a fruit shake "with milk" as the fruit and the milk, once', () => {
    expect(names('un batut de maduixes amb llet')).toEqual(['maduixes', 'llet semidesnatada']);
    expect(names('strawberry smoothie with oat milk', 'en')).toEqual(['strawberries', 'oat drink']);
    expect(read('un batido con plátano y leche').items).toHaveLength(2);
    // One strawberry is one, not a fruit yogurt; a strawberry yogurt still is.
    expect(names('a banana and a strawberry', 'en')).toEqual(['banana', 'strawberries']);
    expect(names('strawberry yogurt', 'en')).toEqual(['fruit yogurt']);
  });

  it('reads nigiris counted after a heading, or before makis, as sushi pieces', () => {
    expect(read('sushi, 6 nigiris y 4 makis').unknown).toEqual([]);
    expect(kcal('sushi, 6 nigiris y 4 makis')).toBeCloseTo(kcal('10 nigiris'), -1);
    expect(read('6 nigiri, 4 maki and edamame', 'en').unknown).toEqual([]);
  });

  it('reads slices named after the food as slices of it', () => {
    expect(kcal('a pizza slice', 'en')).toBe(kcal('a slice of pizza', 'en'));
    expect(kcal('two toast slices', 'en')).toBe(kcal('two slices of toast', 'en'));
  });

  it('reads fish unnamed as white fish, fried or with chips with its batter and oil', () => {
    expect(names('baked fish', 'en')).toEqual(['white fish']);
    expect(names('peix a la planxa')).toEqual(['peix blanc']);
    expect(kcal('fried fish', 'en')).toBeGreaterThan(kcal('baked fish', 'en'));
    expect(names('fish and chips', 'en')).toContain('french fries');
    expect(names('fish fingers', 'en')).toEqual(['fish fingers']);
    expect(names('patates a la panadera')).toContain("oli d'oliva verge extra");
  });

  it('reads chistorra, a tronc de Nadal and a spring roll', () => {
    expect(names('ous amb xistorra')).toContain('xistorra');
    expect(names('un tros de tronc de Nadal')).toEqual(['tronc de Nadal']);
    expect(names('2 rollitos de primavera')).toEqual(['rotlle de primavera']);
    expect(read('2 rollitos de primavera').items[0].grams).toBe(120);
  });

  it('takes a holiday named as when something was last done as no food, and a sprinkle as a little', () => {
    expect(names('first swim since new year, then toast', 'en')).toEqual(names('toast', 'en'));
    expect(names('primer partit després de les festes i una poma')).toEqual(['poma']);
    expect(read('a sprinkle of muesli', 'en').items[0].grams).toBe(10);
  });

  it("reads the pot's courses listed after a cocido as its own plate, and its meat however it is called", () => {
    expect(kcal('cocido completo, caldo, garbanzos, repollo y carne')).toBe(kcal('cocido completo'));
    expect(read('cocido completo').unknown).toEqual([]);
    expect(names('cocido completo')).toEqual(expect.arrayContaining(['col', 'patata', 'pastanaga']));
    expect(kcal('escudella with meat from the pot', 'en')).toBe(kcal("escudella i carn d'olla", 'en'));
    expect(kcal("escudella i la carn de l'olla")).toBe(kcal("escudella i carn d'olla"));
  });

  it('takes an article left alone as no food', () => {
    expect(read('un').items).toEqual([]);
    expect(read('a', 'en').unknown).toEqual([]);
  });
});

describe("readMeal, m13's misses (development data)", () => {
  it('takes "just" and "only" as how few, not as food', () => {
    expect(names('just one butter croissant', 'en')).toEqual(['croissant']);
    expect(names('només una poma')).toEqual(['poma']);
    expect(names('un café solo')).toEqual(['cafè sol']);
  });

  it('reads a range of counts as its middle', () => {
    expect(read('canelons, 3 o 5').items[0].grams).toBe(read('canelons, 4').items[0].grams);
    expect(read('100-200 g de pasta').items[0].grams).toBe(150);
  });

  it('reads a chain as no food, a Big Mac as the burger and the fries beside a burger by their size', () => {
    expect(names('menu burger king: whopper')).toEqual(['Whopper']);
    expect(read('a big mac', 'en').items[0].grams).toBe(219);
    expect(read('whopper, patatas grandes').items[1].grams).toBe(150);
    expect(read('hamburguesa amb patates petites').items.at(-1)?.grams).toBe(80);
    expect(kcal('a big mac meal', 'en')).toBe(kcal('a big mac and medium fries', 'en'));
  });

  it('reads sugar-free sodas apart from the sugared ones, and a Fanta as an orange soda', () => {
    expect(kcal('a can of 7up zero', 'en')).toBeLessThan(5);
    expect(names('una fanta')).toEqual(['refresc de taronja']);
    expect(kcal('una fanta')).toBeGreaterThan(100);
    expect(names('una llimonada de menta')).toEqual(['llimonada']);
  });

  it('reads a coffee made with skimmed or whole milk with that milk', () => {
    expect(names('un cafè amb llet desnatada')).toContain('llet desnatada');
    expect(names('a skinny cappuccino', 'en')).toContain('skimmed milk');
    expect(names('un cortado con leche entera')).toContain('llet sencera');
    expect(kcal('un cafè amb llet desnatada')).toBeLessThan(kcal('un cafè amb llet'));
  });

  it('reads sauces named alone: a peppercorn sauce, a kebab shop garlic sauce', () => {
    expect(names('salsa a la pimienta')).toContain('nata per cuinar');
    expect(names('chips with garlic sauce', 'en')).toEqual(
      expect.arrayContaining(['french fries', 'mayonnaise', 'plain yogurt']),
    );
  });

  it('reads a shawarma wrap as the kebab once, and a Caesar wrap with its chicken and dressing', () => {
    expect(names('a lamb shawarma wrap', 'en')).not.toContain('flour tortilla');
    expect(names('caesar wrap', 'en')).toEqual(expect.arrayContaining(['flour tortilla', 'cooked chicken breast']));
  });

  it('reads a temaki, a quarter chicken, a Baileys carajillo and chocolate turrón by the piece', () => {
    expect(names('dos temakis de atún')).toContain('arròs blanc bullit');
    expect(read("un quart de pollastre a l'ast").items[0].grams).toBe(170);
    expect(names('carajillo de baileys')).toContain('licor de crema irlandesa');
    expect(names('carajillo de baileys')).not.toContain('sucre');
    expect(read('dos trossos de torró de xocolata').items[0].grams).toBe(56);
  });

  it('counts lamb chops by their meat and a magdalena as one', () => {
    expect(read('tres costelles de xai').items[0].grams).toBe(135);
    expect(read('una magdalena').items[0].grams).toBe(read('magdalena').items[0].grams);
  });

  it('halves the bar plates ordered for two when the writer ate half of each, and braves carry their sauce', () => {
    expect(kcal('una ració de braves per a dos, em vaig menjar la meitat')).toBeCloseTo(kcal('unes braves') / 2, -1);
    expect(names('unes braves')).toContain('maionesa');
    expect(read("calamars per compartir, m'he menjat mitja ració de cada").unknown).toEqual([]);
  });
});

describe("readMeal, m14's misses (development data)", () => {
  it('reads no food into how it was eaten: "he picat", "vaig berenar", "I\'ve had"', () => {
    expect(names('he berenat un tros de fuet')).toEqual(['fuet']);
    expect(names('he picat unes olives')).toEqual(['olives']);
    expect(names('vaig sopar una amanida de tomàquet')).not.toContain('truita de riu');
    expect(names("I've had a croissant", 'en')).toEqual(['croissant']);
  });

  it('reads no food into leftovers, warming them, nibbling or the shopping before a holiday', () => {
    expect(names('sobras de lentejas, calentadas en el micro')).toEqual(['llenties']);
    expect(names('bowl of leftover escudella', 'en')).toEqual(names('bowl of escudella', 'en'));
    expect(names('olivas para picar')).toEqual(['olives']);
    expect(names("fent compres per cap d'any, un tros de fuet")).toEqual(['fuet']);
    expect(names('sopar de restes de Nadal: canelons')).toEqual(['canelons']);
    expect(read('sopar de restes de Nadal: canelons').unknown).toEqual([]);
  });

  it('reads a meal named at work and a run after the food as no food', () => {
    expect(names('esmorzar a la feina: un croissant')).toEqual(['croissant']);
    expect(names('rice cakes with honey before my run', 'en')).toContain('rice cakes');
  });

  it('reads the broth of the pot as broth, with its noodles, not the whole cocido', () => {
    expect(kcal('un tazón de caldo del cocido con fideos')).toBeLessThan(250);
    expect(names('un tazón de caldo del cocido con fideos')).not.toContain('cigrons cuits');
    expect(names("brou de l'escudella")).toEqual(['brou de pollastre']);
  });

  it('reads an English omelette "with" fillings as two eggs and a little of each', () => {
    const omelette = read('omelette with mushrooms and ham', 'en').items;
    expect(omelette.map((item) => item.name)).toEqual(['egg', 'extra virgin olive oil', 'mushrooms', 'cooked ham']);
    expect(omelette.find((item) => item.name === 'mushrooms')?.grams).toBe(40);
    expect(read('a 3 egg omelette with cheese', 'en').items[0].grams).toBe(180);
    expect(names('spanish omelette with salad', 'en')).toContain('Spanish omelette');
  });

  it('reads half a tortilla sandwich as half the sandwich, not half an omelette', () => {
    expect(kcal('half a tortilla sandwich', 'en')).toBeCloseTo(kcal('a tortilla sandwich', 'en') / 2, -1);
  });

  it('puts no more than 80 g of a topping on slices of bread, and leaves spreads and eggs alone', () => {
    const slices = read('dues llesques de pa integral amb pit de gall dindi i formatge fresc').items;
    expect(slices.filter((item) => item.name !== 'pa integral').every((item) => item.grams <= 80)).toBe(true);
    expect(read('una torrada amb mantega').items.find((item) => item.name === 'mantega')?.grams).toBe(10);
    expect(read('llesca de pa integral amb ou ferrat').items.find((item) => item.name === 'ou')?.grams).toBe(60);
    expect(read('llesca de pa integral').items[0].grams).toBe(read('una llesca de pa integral').items[0].grams);
  });

  it('counts slices of a cold cut or a cheese by the slice', () => {
    expect(read('tres lonchas de jamón serrano').items[0].grams).toBe(45);
    expect(read('2 slices of cheese', 'en').items[0].grams).toBe(40);
    expect(read('un entrepà de pernil').items.find((item) => item.name === 'pernil serrà')?.grams).toBe(50);
  });

  it('reads a tapa said after the dish as half its ració, and boquerones under their oil', () => {
    expect(kcal('ensaladilla rusa, una tapa')).toBeCloseTo(kcal('una tapa de ensaladilla rusa'), -1);
    expect(names('boquerones en vinagre')).toContain("oli d'oliva verge extra");
    expect(read('6 boquerones en vinagre').items[0].grams).toBe(72);
  });

  it('reads a rice with two foods named with some of each', () => {
    const rice = names('arroz a la cazuela con sepia y gambas');
    expect(rice).toEqual(expect.arrayContaining(['sípia', 'gambes']));
  });

  it('reads new dishes and foods: ropa vieja, stuffed chicken or turkey, seafood cream, vegetable soup, Christmas cake, a sundae, pulses', () => {
    expect(names('ropa vieja')).toEqual(expect.arrayContaining(['carn de vedella per estofar', 'cigrons cuits']));
    expect(names('un tros de pollastre farcit')).toContain("pollastre a l'ast");
    expect(names('pavo relleno')).toContain('pit de gall dindi');
    expect(names('crema de marisc')).toContain('gambes');
    expect(names('sopa de verdures')).toEqual(['sopa de verdures']);
    expect(names('veggie soup', 'en')).toEqual(['vegetable soup']);
    expect(names('a slice of christmas cake', 'en')).toEqual(['Christmas cake']);
    expect(names('un sundae')).toEqual(['sundae']);
    expect(names('amanida de llegums')).toContain('cigrons cuits');
    expect(read('a cracker', 'en').items[0].grams).toBe(8);
  });
});

describe('readMeal, a topping that is a dish', () => {
  it('leaves a dish on a slice its own amounts and shows nothing unknown', () => {
    const toast = read('una torrada amb truita de xampinyons');
    expect(toast.unknown).toEqual([]);
    expect(toast.items.map((item) => item.name)).toContain('xampinyons');
  });
});

// Meal set m15's misses (issue 40), in words of our own.
describe('readMeal, what meal set m15 taught', () => {
  it('reads half a dozen and a dozen as six and twelve', () => {
    expect(read('mitja dotzena de croquetes').items[0].grams).toBe(read('6 croquetes').items[0].grams);
    expect(read('a dozen prawns', 'en').items[0].grams).toBe(read('12 prawns', 'en').items[0].grams);
  });

  it('counts shellfish and small fish by the piece, not by the plate', () => {
    expect(read('10 musclos').items[0].grams).toBeLessThan(read('un plat de musclos').items[0].grams);
    expect(read('3 sardines').items[0].grams).toBe(150);
    expect(read('6 gambes').items[0].grams).toBeLessThan(100);
  });

  it('finds wheat biscuits, onion rings, a mint tea and "oj"', () => {
    expect(names('2 weetabix with milk', 'en')).toContain('wheat biscuits');
    expect(names('onion rings', 'en')).toEqual(['onion rings']);
    expect(names('un poleo menta')).toEqual(['camamilla']);
    expect(names('a glass of oj', 'en')).toEqual(['fresh orange juice']);
  });

  it('reads a piece of a dish as its plate, and a pot as what it holds', () => {
    const omelette = read('un tros de truita de ceba');
    expect(omelette.items.map((item) => item.name)).toEqual(expect.arrayContaining(['ou', 'ceba']));
    expect(omelette.items.map((item) => item.name)).not.toContain('pit de gall dindi a talls');
    expect(names('un pot de iogurt')).toEqual(['iogurt natural']);
  });

  it('halves a dish eaten "a mitges", and a half tin of a dish is half its plate', () => {
    expect(kcal('pop a la gallega a mitges')).toBeCloseTo(kcal('pop a la gallega') / 2, -1);
    expect(kcal('media lata de fabada')).toBeCloseTo(kcal('un plato de fabada') / 2, -1);
    expect(names('una lata de fabada')).not.toContain('tonyina al natural');
  });

  it('reads one mixed dürüm "de kebab", croquettes by their filling, canelons with their own béchamel once', () => {
    expect(names('un durum mixto de kebab').filter((name) => name === 'pa de pita')).toHaveLength(1);
    expect(names("3 croquetes de carn d'olla")).toEqual(['croquetes de pernil']);
    expect(names('canelones con su bechamel')).toEqual(['canelons']);
  });

  it('reads a sauce a food is in, a burrito bowl by what it holds, and a vermouth with crisps', () => {
    expect(names('meatballs in tomato sauce', 'en')).toContain('fried tomato sauce');
    expect(names('a burrito bowl with chicken and rice', 'en')).not.toContain('burrito');
    expect(names('a burrito bowl', 'en')).toEqual(['burrito']);
    expect(names('vermut with chips and olives', 'en')).toContain('crisps');
    expect(names('fish and chips', 'en')).toContain('french fries');
  });

  it('reads a burger "completa" in its bun with fries after it, and small pieces as half pieces', () => {
    const burger = names('hamburguesa completa con huevo y bacon, patatas');
    expect(burger).toEqual(expect.arrayContaining(["pa d'hamburguesa", 'patates fregides']));
    expect(read('dos trossets de torró de xocolata').items[0].grams).toBe(
      read('un tros de torró de xocolata').items[0].grams,
    );
    expect(names('sopa de galets amb pilotetes')).toContain('carn picada mixta');
    expect(names('little pieces of cheese', 'en')).not.toContain('little gem lettuce');
  });
});

// Meal set m16's misses (issue 40), in words of our own.
describe('readMeal, what meal set m16 taught', () => {
  it('reads a beer named by its brand after a measure once', () => {
    expect(names('un tercio de estrella')).toEqual(['cervesa']);
  });

  it('reads a bikini named with its filling as one sandwich, and churros with a cup of chocolate', () => {
    expect(names('un bikini de jamón y queso')).not.toContain('croquetes de pernil');
    expect(names('xurros amb xocolata')).toContain('xocolata desfeta');
  });

  it('reads a seafood fideuà and a feast’s escudella as those dishes', () => {
    expect(names('seafood fideua', 'en')).not.toContain('paella');
    expect(names('escudella de Nadal')).not.toContain('púding de Nadal');
  });

  it('counts grapes by the grain, and a time said is no food', () => {
    expect(read('a mitjanit dotze grans de raïm').items).toEqual([
      expect.objectContaining({ name: 'raïm', grams: 60 }),
    ]);
  });

  it('reads a filled bagel or baguette as its bread and filling, and a sándwich with its filling', () => {
    expect(names('a smoked salmon bagel', 'en')).toEqual(['bagel', 'smoked salmon']);
    expect(names('a tuna mayo baguette', 'en')).toEqual(expect.arrayContaining(['baguette', 'mayonnaise']));
    expect(names('un sándwich de pavo')).toEqual(['pa de motlle', 'pit de gall dindi']);
  });

  it('finds digestives (as wholemeal biscuits), kombucha, gyoza, arengada and green garlic, and a salted nut stays a nut', () => {
    expect(names('two digestives', 'en')).toEqual(['wholemeal biscuits']);
    expect(names('a kombucha', 'en')).toEqual(['kombucha']);
    expect(names('6 gyozas')).toEqual(['gyozes']);
    expect(names('arengada')).toEqual(['arengada']);
    expect(names('ajetes')).toEqual(['alls tendres']);
    expect(names('salted peanuts', 'en')).toEqual(['peanuts']);
  });

  it('reads tea with a splash of milk, a decaf as a coffee, a scramble with its eggs, and four of a bag', () => {
    expect(
      read('tea, milk no sugar', 'en').items.find((item) => item.name === 'semi-skimmed milk')?.grams,
    ).toBeLessThan(50);
    expect(names('un descafeinado con leche')).toEqual(['cafè', 'llet semidesnatada']);
    expect(names('revuelto de setas')).toEqual(expect.arrayContaining(['ou', 'bolets']));
    expect(read('a bag of clementines, ate 4', 'en').items[0].grams).toBe(read('4 clementines', 'en').items[0].grams);
  });
});

// Meal set m17's misses (issue 40), in words of our own.
describe('readMeal, what meal set m17 taught', () => {
  it('reads a Sunday roast, roast beef, steak frites and a wine by its grape', () => {
    expect(names('a sunday roast', 'en')).toEqual(expect.arrayContaining(['roast beef', 'gravy']));
    expect(names('a sunday roast', 'en')).not.toContain('sundae');
    expect(names('steak frites', 'en')).toContain('french fries');
    expect(names('a glass of rioja', 'en')).toEqual(['red wine']);
    expect(names('two yorkshire puddings', 'en')).toEqual(['yorkshire pudding']);
  });

  it("reads New Year's Day and a feast's lunch as no food", () => {
    expect(names("Dinar d'Any Nou: canelons")).toEqual(['canelons']);
    expect(read('Dinar de Nadal: canelons').unknown).toEqual([]);
  });

  it('reads one wholemeal toast once, and an entrepà’s bread written in grams is never read as a filled baguette', () => {
    expect(names('una tostada integral')).toEqual(['pa integral']);
    expect(read('un entrepà de pernil').items[0].grams).toBe(100);
    expect(names('huevos revueltos con una tostada')).toEqual(expect.arrayContaining(['ou', 'barra de pa']));
  });
});

// Meal set m18's misses (issue 40), in words of our own.
describe('readMeal, what meal set m18 taught', () => {
  it('finds black beans, secreto ibérico, a palmera, a cinnamon roll, pintxos and a txakoli', () => {
    expect(names('black beans', 'en')).toEqual(['black beans']);
    expect(names('secreto ibérico')).toEqual(['secret ibèric']);
    expect(names('una palmera de xocolata')).toEqual(['palmera']);
    expect(names('a cinnamon bun', 'en')).toEqual(['cinnamon roll']);
    expect(read('2 pintxos').items[0].grams).toBe(140);
    expect(names('a glass of txakoli', 'en')).toEqual(['white wine']);
  });

  it('keeps "un pincho de tortilla" a pincho of the tortilla, on its slice of bread', () => {
    expect(names('un pincho de tortilla')).toEqual(['truita de patates', 'barra de pa']);
  });
});

// Meal set m19's misses, in words of our own (scored after issue 40 closed, to keep measuring).
describe('readMeal, what meal set m19 taught', () => {
  it('gives an amount or a count typed after "X with its sauce" to the dish, not the sauce', () => {
    expect(read('black rice with aioli, 250 g', 'en').items.map(shown)).toEqual([250, 15]);
    expect(read('calçots amb romesco, uns 12').items.map(shown)).toEqual([300, 70]);
    expect(read('calçots with romesco sauce', 'en').items.map((item) => item.name)).toEqual([
      'calçots',
      'romesco sauce',
    ]);
  });

  it('reads what brackets tell as the dish’s parts, and a note in brackets as no food', () => {
    expect(kcal('a bikini (ham and cheese toastie)', 'en')).toBe(kcal('a bikini', 'en'));
    expect(names('verdura al vapor (carbassó i pastanaga)')).toEqual(['carbassó', 'pastanaga']);
    expect(names('90g rice (weighed raw) with tomato', 'en')).toEqual(['white rice', 'tomato']);
    // Brackets that already say how it was made are read as if unbracketed (no "with" added before "made").
    expect(names('porridge (made with water)', 'en')).toEqual(['rolled oats', 'water']);
  });

  it('reads a grated fruit, a pint by its brand, a tin of shellfish, rye toast and eggs counted after their dish', () => {
    expect(names('a grated pear', 'en')).toEqual(['pear']);
    expect(read('a pint of moritz', 'en').items.map(shown)).toEqual([500]);
    expect(names('a tin of mussels', 'en')).toEqual(['mussels']);
    expect(names('a slice of rye toast', 'en')).toEqual(['rye bread']);
    expect(
      read('fried eggs, 2 eggs', 'en')
        .items.filter((item) => item.name === 'egg')
        .map(shown),
    ).toEqual([120]);
  });

  it('reads a protein shake after the gym, a small bag of seeds, a bocadillo mistyped and a bomba', () => {
    expect(names('post-workout: protein shake', 'en')).toEqual(['whey protein powder']);
    expect(names('una bossa petita de pipes')).toEqual(['pipes de gira-sol']);
    expect(names('bocadilo de tortilla')).toContain('barra de pa');
    expect(names('una bomba de la Barceloneta')).toEqual(expect.arrayContaining(['patata', 'carn picada mixta']));
    expect(names('aquest pastís és una bomba calòrica')).not.toContain('patata');
  });

  it('reads chickpeas with spinach as the stew, and dry pasta weighed after a pasta dish as its share of plates', () => {
    expect(names('garbanzos con espinacas')).toEqual(['cigrons cuits', 'espinacs', "oli d'oliva verge extra"]);
    expect(kcal('spaghetti bolognese, about 50 g dry pasta', 'en')).toBeCloseTo(
      kcal('spaghetti bolognese', 'en') / 2,
      -1,
    );
  });
});

// Meal set m20's misses, in words of our own.
describe('readMeal, what meal set m20 taught', () => {
  it('reads a bag of crisps named in full, another ració, and a táper as the container', () => {
    expect(names('una bossa de patates xips')).toEqual(['patates xips']);
    expect(names('una ració de croquetes i una altra de braves')).not.toContain('llom de vedella');
    expect(read('una ración de croquetas y otra de bravas').unknown).toEqual([]);
    expect(names('un táper de lentejas')).not.toContain('tàperes');
  });

  it('shares a plate among the people it was shared with, and names no one as a food', () => {
    const whole = kcal('nachos', 'en');
    expect(kcal('nachos shared between 4 of us', 'en')).toBeCloseTo(whole / 4, -1);
    expect(kcal('una ració de calamars per compartir entre dos')).toBeCloseTo(kcal('una ració de calamars') / 2, -1);
    expect(read('a pizza, shared w my sister', 'en').unknown).toEqual([]);
  });
});

// Meal set m21's misses, in words of our own.
describe('readMeal, what meal set m21 taught', () => {
  it('reads gin, rum and whisky as themselves, a gin and tonic whole at every count, and a carajillo by its spirit', () => {
    expect(names('three gin and tonics', 'en')).toEqual(['gin', 'tonic water']);
    expect(kcal('three gin and tonics', 'en')).toBeCloseTo(kcal('a gin and tonic', 'en') * 3, -1);
    expect(names('un whisky')).toEqual(['whisky']);
    expect(names('un whisky amb cola')).toEqual(['whisky', 'refresc de cola']);
    expect(names('un carajillo de rom')).toEqual(['cafè sol', 'rom', 'sucre']);
    expect(names('un carajillo')).toContain('conyac');
  });

  it('reads half of a dish said after it, and a plate piled up as a quarter more', () => {
    expect(kcal('lasanya, la meitat')).toBeCloseTo(kcal('lasanya') / 2, -1);
    expect(read('pizza barbacoa, la mitad').unknown).toEqual([]);
    expect(kcal('fideuà, un plat ben ple')).toBeCloseTo(kcal('fideuà') * 1.25, -1);
  });

  it('reads a double burger as two patties in one bun, and "del burger" as where it came from', () => {
    const double = names('una hamburguesa doble i una aigua');
    expect(double.filter((name) => name === "pa d'hamburguesa")).toHaveLength(1);
    expect(read('una hamburguesa doble').items.find((item) => item.name === 'hamburguesa de vedella')?.grams).toBe(150);
    expect(names('una hamburguesa doble del burger').filter((name) => name === "pa d'hamburguesa")).toHaveLength(1);
  });

  it('finds gildas and halloumi, chickpeas beside a grain cooked, and cheese on pa amb tomàquet as a topping', () => {
    expect(names('dues gildas')).toEqual(['olives', 'anxoves', 'pebrot verd']);
    expect(names('grilled halloumi with rice', 'en')).toContain('halloumi');
    expect(names('quinoa amb verdures i cigrons')).toContain('cigrons cuits');
    expect(names('un plat de cigrons')).toEqual(['cigrons secs']);
    const cheese = read('dues llesques de pa amb tomàquet i formatge').items.find((item) => /formatge/.test(item.name));
    expect(cheese?.grams).toBeLessThanOrEqual(80);
    expect(names('dues llesques de pa amb tomàquet i formatge')).toContain('tomàquet');
    expect(read('una llesca de pa amb tomàquet i oli').unknown).toEqual([]);
  });
});

// Meal set m22's misses, in words of our own.
describe('readMeal, what meal set m22 taught', () => {
  it("reads the Three Kings' parade as when, canapés as bites, and an Irish coffee as its parts", () => {
    expect(names('a hot chocolate after the kings parade', 'en')).toEqual(['thick hot chocolate']);
    expect(names('xocolata desfeta després de la cavalcada de Reis')).not.toContain('gambes');
    expect(kcal('un parell de canapès de salmó')).toBeLessThan(120);
    expect(names('an irish coffee', 'en')).toEqual(['coffee', 'whisky', 'sugar', 'whipped cream']);
  });

  it('gives a count said after "had" to the food before it, and reads cream with a dessert as cream', () => {
    expect(kcal('croissant, had two', 'en')).toBeCloseTo(kcal('croissant', 'en') * 2, -1);
    expect(names('strawberries with cream', 'en')).toEqual(['strawberries', 'whipping cream']);
    expect(names('cream cheese bagel', 'en')).toContain('cream cheese');
  });
});

// Meal set m23's misses, in words of our own.
describe('readMeal, what meal set m23 taught', () => {
  it('reads frozen fruit as the fruit, a cappuccino mistyped, and the hot chocolate of counted churros', () => {
    expect(names('yogurt with frozen blueberries', 'en')).not.toContain('frozen spinach');
    expect(names('un capuccino', 'ca')).toEqual(names('un cappuccino', 'ca'));
    expect(read('un capuccino').unknown).toEqual([]);
    expect(names('una xocolata amb 3 xurros')).toEqual(['xocolata desfeta', 'xurros']);
    expect(names('thick hot chocolate', 'en')).toEqual(['thick hot chocolate']);
  });
});

// Meal set m24's misses, in words of our own.
describe('readMeal, what meal set m24 taught', () => {
  it('finds cheddar, reads a handful of chestnuts as a handful, and a cheese and ham toastie once', () => {
    expect(names('crackers and a bit of cheddar', 'en')).toContain('cheddar');
    expect(gramsOf('un grapat de castanyes', 'castanyes torrades')).toBeLessThanOrEqual(80);
    expect(names('a cheese and ham toastie', 'en')).toEqual(names('a ham and cheese toastie', 'en'));
  });

  it("gives a montadito a third of an entrepà's filling (m46), and a restaurant's entrecôte its 250 g", () => {
    expect(gramsOf('un montadito de lomo', 'llom de porc')).toBe(
      ((gramsOf('un entrepà de lomo', 'llom de porc') ?? 0) * 3) / 10,
    );
    expect(gramsOf('entrecot amb amanida', 'llom de vedella')).toBe(250);
    expect(gramsOf('entrecot de 220 g', 'llom de vedella')).toBe(220);
    expect(names('entrecot amb patates')).toContain('patates fregides');
  });

  it("reads a ramen with nothing named on top as a ramen bar's, and a soft egg as an egg", () => {
    expect(names('a bowl of shoyu ramen', 'en')).toEqual(['ramen noodles', 'chicken stock', 'pork belly', 'egg']);
    expect(names('ramen with tofu', 'en')).not.toContain('pork belly');
    expect(names('a soft egg on rice', 'en')).toContain('egg');
    expect(names('chashu', 'en')).toEqual(['pork belly']);
  });

  it('shares out the toppings of listed pintxos, and stops the list at the next thing had', () => {
    expect(names('2 pintxos: tortilla and ham, and a beer', 'en')).toEqual([
      'baguette',
      'Spanish omelette',
      'cooked ham',
      'beer',
    ]);
    expect(gramsOf('2 pintxos: tortilla and ham, and a beer', 'baguette', 'en')).toBe(60);
  });

  it('reads vegetables on the side as mixed vegetables, and the fish named in brackets as the fish', () => {
    expect(names('salmó amb verdures al vapor')).toEqual(['salmó', 'minestra de verdures']);
    expect(names('grilled fish (sea bass) with rice', 'en')).toEqual(['sea bass', 'white rice']);
  });
});

// Meal set m25's misses, in words of our own.
describe('readMeal, what meal set m25 taught', () => {
  it('reads "a whole" pizza as one pizza, black rice as the rice dish, and a cup after a soup as its size', () => {
    expect(names('a whole pepperoni pizza', 'en')).toEqual(names('a pepperoni pizza', 'en'));
    expect(names('a glass of whole milk', 'en')).toEqual(['whole milk']);
    expect(names('black rice with allioli', 'en')).toContain('paella');
    expect(names('crema de carbassa, una tassa')).toEqual(['crema de carbassa']);
    expect(names('una taza grande de leche')).toEqual(['llet semidesnatada']);
  });

  it('reads what was dunked in milk as a drink of its own, and half of a dish for two as one portion', () => {
    expect(names('galetes sucades en llet, una tassa')).toContain('llet semidesnatada');
    expect(gramsOf('arròs negre per compartir, em vaig menjar la meitat', 'paella')).toBe(
      gramsOf('arròs negre', 'paella'),
    );
    expect(gramsOf('lasagne, about half', 'lasagne', 'en')).toBe((gramsOf('lasagne', 'lasagne', 'en') ?? 0) / 2);
  });

  it('finds ayran, a Babybel, garlic bread and a consommé, and reads shakshuka and a falafel dürüm as their parts', () => {
    expect(names('an ayran and two babybels', 'en')).toEqual(['ayran', 'Babybel']);
    expect(names('pasta with garlic bread', 'en')).toContain('garlic bread');
    expect(read('un consomé').unknown).toEqual([]);
    expect(names('shakshuka for breakfast', 'en')).toEqual([
      'egg',
      'crushed tomato',
      'red pepper',
      'onion',
      'extra virgin olive oil',
    ]);
    expect(names('a falafel durum', 'en')).not.toContain('cooked chicken breast');
    expect(names('durum de falafel')).toContain('falàfel');
  });

  it("reads a chicken ramen's chicken on top, a burger meal's parts, and churros counted again once", () => {
    expect(names('chicken ramen', 'en')).not.toContain('pork belly');
    expect(names('un menú de hamburguesa: big mac i patates')).toContain('Big Mac');
    expect(gramsOf('churros with chocolate, about 6 churros', 'churros', 'en')).toBe(
      gramsOf('6 churros', 'churros', 'en'),
    );
  });

  it("reads cheese in a sandwich as slices, and a sandwich's filling as a portion, not a count of pieces", () => {
    expect(gramsOf('un entrepà de llom amb formatge', 'formatge en llesques')).toBe(30);
    expect(gramsOf('un entrepà de bacó', 'bacó')).toBe(gramsOf('bacó', 'bacó'));
  });
});

// Meal set m26's misses, in words of our own.
describe('readMeal, what meal set m26 taught', () => {
  it('reads a Catalan quarter-hour, "para cenar" and a calçotada as when, and "mes" before a count as "més"', () => {
    expect(names('tres quarts de deu: un cafè amb llet')).toEqual(['cafè', 'llet semidesnatada']);
    expect(names('para cenar, una tortilla francesa')).not.toContain('paraguaià');
    expect(names('calçotada: calçots amb romesco, 2 botifarres')).toEqual(['calçots', 'salsa romesco', 'botifarra']);
    expect(names('una amanida, mes una poma')).toEqual([
      'amanida variada',
      'tomàquet',
      "oli d'oliva verge extra",
      'poma',
    ]);
  });

  it('reads the slices counted after a cold cut, a quarter after a chicken, and a count of small pieces as small', () => {
    expect(gramsOf('jamón serrano, 4 lonchas', 'pernil serrà')).toBe(60);
    expect(gramsOf('4 lonchas de pechuga de pavo', 'pit de gall dindi')).toBe(60);
    expect(gramsOf('pollastre a l’ast, un quart', "pollastre a l'ast")).toBe(
      gramsOf("un quart de pollastre a l'ast", "pollastre a l'ast"),
    );
    expect(gramsOf('4 small cookies', 'chocolate chip cookies', 'en')).toBeLessThan(
      gramsOf('4 cookies', 'chocolate chip cookies', 'en') ?? 0,
    );
  });

  it("reads a phone's curly apostrophe as the straight one, the article l' as none, and a size before a sandwich", () => {
    expect(names('un quart de pollastre a l’ast')).toEqual(names("un quart de pollastre a l'ast"));
    expect(names("amanida amb l'oli")).not.toContain('sardines en llauna');
    expect(names("escudella i la carn de l'olla")).toEqual(names("escudella i carn d'olla"));
    expect(names('dos grans entrepans de pernil')).toEqual(['barra de pa', 'pernil serrà']);
  });

  it('finds quiche, a freshly squeezed juice, tomato soup and a michelada', () => {
    expect(names('leek quiche', 'en')).toEqual(['quiche']);
    expect(names('a freshly squeezed orange juice', 'en')).toEqual(['fresh orange juice']);
    expect(names('cream of tomato soup', 'en')).toEqual(['vegetable cream soup']);
    expect(names('two micheladas', 'en')).toEqual(['beer']);
  });
});

// Meal set m27's misses, in words of our own.
describe('readMeal, what meal set m27 taught', () => {
  it('finds carrot cake, reads a big mug of tea as tea, and a topping "on top" as itself', () => {
    expect(names('a piece of carrot cake', 'en')).toEqual(['carrot cake']);
    expect(names('a large mug of tea with milk', 'en')).toEqual(['black tea', 'semi-skimmed milk']);
    expect(names('lasagne, cheese on top', 'en')).not.toContain('whipped cream');
  });
});

// Meal set m28's misses, in words of our own.
describe('readMeal, what meal set m28 taught', () => {
  it('reads the last piece of something as a piece of it, not a word the table half knows', () => {
    expect(names("l'últim tros de tortell i un cafè sol")).toEqual(['tortell de Reis', 'cafè sol']);
    expect(names('the last slice of pizza', 'en')).toEqual(['pizza']);
  });

  it('finds cheesecake, a brownie, medjool dates by the piece, porridge and a beer by its brand', () => {
    expect(names('a slice of baked cheesecake', 'en')).toEqual(['cheesecake']);
    expect(names('un brownie vegano')).toEqual(['brownie']);
    expect(gramsOf('three medjool dates', 'medjool date', 'en')).toBe(72);
    expect(names('un bol de gachas de avena con leche')).toEqual(['flocs de civada', 'llet semidesnatada']);
    expect(names('a heineken and crisps', 'en')).toContain('beer');
  });

  it('reads a gin and tonic with a sugar-free tonic as the gin and the tonic without sugar, once', () => {
    expect(names('un gin-tonic amb tònica zero')).toEqual(['ginebra', 'refresc sense sucre']);
    expect(names('gin and tonic, slimline tonic', 'en')).toEqual(['gin', 'sugar-free soda']);
    expect(names('a gin and tonic', 'en')).toEqual(['gin', 'tonic water']);
  });

  it("reads squid stewed in its ink as the table's squid, not a bar's battered rings, and a pasta de full as puff pastry", () => {
    expect(names('chipirones en su tinta con arroz')).toEqual([
      'calamar',
      'ceba',
      "oli d'oliva verge extra",
      'arròs blanc',
    ]);
    expect(names('calamars a la romana')).toEqual(['calamars a la romana']);
    expect(names('un cafè amb llet i una pasta de full')).toContain('pasta de full');
  });

  it('reads a breakfast burrito with its eggs as the burrito, which holds them', () => {
    expect(names('breakfast burrito w/ scrambled eggs and cheese', 'en')).toEqual(['burrito']);
  });
});

// Meal set m29's misses, in words of our own.
describe('readMeal, what meal set m29 taught', () => {
  it('finds an iced tea by its brand and fried baby squid as fried squid', () => {
    expect(names('un bocadillo de atún y un nestea')).toContain('te fred');
    expect(names('una ració de calamarsons fregits')).toEqual(['calamars a la romana']);
  });

  it("reads what a tray of sushi mostly holds as the pieces' fish, not one more", () => {
    expect(names('sushi del super, 12 peces, sobretot de salmó')).toEqual(names('sushi del super, 12 peces'));
    expect(names('sushi, 8 pieces, mostly tuna', 'en')).toEqual(names('sushi, 8 pieces', 'en'));
  });
});

// What was left after meal set m29, in words of our own.
describe('readMeal, sashimi and a plate of pieces', () => {
  it('reads sashimi as the fish alone, about 12 g a slice, tuna when it is named', () => {
    expect(names('6 peces de sashimi de salmó')).toEqual(['salmó']);
    expect(gramsOf('6 peces de sashimi de salmó', 'salmó')).toBe(72);
    expect(names('tuna sashimi, 5 pieces', 'en')).toEqual(['fresh tuna']);
    // Nigiri still carry their rice.
    expect(names('6 nigiris de salmó')).toEqual(['arròs blanc bullit', 'salmó']);
  });

  it('reads a plate or a ració of what is counted by the piece as a plain mention, unless its pieces are counted', () => {
    expect(kcal('un plat de sushi')).toBe(kcal('sushi'));
    expect(kcal('dos plats de sushi')).toBe(2 * kcal('sushi'));
    expect(kcal('un plat de sushi (10)')).toBe(kcal('10 peces de sushi'));
    expect(kcal('un plat de sushi, 10 peces')).toBe(kcal('10 peces de sushi'));
  });
});

describe('readMeal, a cup by its size', () => {
  it("reads a large coffee as a coffee shop's cup and a small one as less than a café's", () => {
    expect(shown(read('large cappuccino with oat milk', 'en').items[1])).toBeGreaterThan(
      1.5 * shown(read('cappuccino with oat milk', 'en').items[1]),
    );
    expect(kcal('a small latte', 'en')).toBeLessThan(kcal('a latte', 'en'));
    // A count is still cups of the usual size (rounded per food).
    expect(Math.abs(kcal('2 cafès amb llet') - 2 * kcal('un cafè amb llet'))).toBeLessThanOrEqual(2);
  });
});

// Meal set m31's misses, in words of our own.
describe('readMeal, what meal set m31 taught', () => {
  it("reads an omelette's eggs counted after it as its own, not more eggs", () => {
    expect(gramsOf('truita de carbassó, 3 ous', 'ou')).toBe(180);
    expect(gramsOf('mushroom omelette (2 eggs) and a coffee', 'egg', 'en')).toBe(120);
    expect(names('mushroom omelette (2 eggs) and a coffee', 'en').filter((name) => name === 'egg')).toHaveLength(1);
  });

  it('reads a crêpe with its filling, the filling a spread’s share', () => {
    expect(names('un crep de nutella')).toEqual(['crep', 'crema de cacau']);
    expect(names('a nutella crepe', 'en')).toEqual(['crepe', 'chocolate hazelnut spread']);
  });

  it('reads a tapas night named before its tapas as no food, and a heaped plate as a big one', () => {
    expect(names('nit de tapes: 3 pintxos i una canya')).toEqual(['pintxo', 'cervesa']);
    expect(kcal('un plat ben ple de macarrons a la bolonyesa')).toBeGreaterThan(
      kcal('un plat de macarrons a la bolonyesa'),
    );
  });

  it("reads a slice of coca de recapte as a baker's slice, less than a plate's portion", () => {
    expect(gramsOf('un tall de coca de recapte', 'coca de recapte')).toBe(110);
  });
});

// Meal set m32's misses, in words of our own.
describe('readMeal, what meal set m32 taught', () => {
  it('reads a hot dog as its bun and its frankfurter, in Spanish too', () => {
    expect(names('two hot dogs and a coke', 'en')).toEqual(['burger bun', 'frankfurter', 'cola']);
    expect(names('un perrito caliente con mostaza')).toEqual(["pa d'hamburguesa", 'frankfurt', 'mostassa']);
  });

  it('reads dishes mistyped, "tb" as an and, and a Spanish tortilla in English', () => {
    expect(names('spagetti carbonara', 'en')).toEqual(names('spaghetti carbonara', 'en'));
    expect(names('a ceasar salad', 'en')).toEqual(names('a caesar salad', 'en'));
    expect(names('una tortila de patatas')).toEqual(names('una tortilla de patatas'));
    expect(names('a slice of spanish tortilla', 'en')).toEqual(['Spanish omelette']);
    expect(names('un café y tb un croissant')).toEqual(names('un café y un croissant'));
  });

  it('reads macaroni cheese as pasta in a cheese sauce, not the Catalan gratin', () => {
    expect(names('mac and cheese', 'en')).toEqual(['macaroni', 'grated cheese', 'semi-skimmed milk', 'butter']);
    expect(names('macarrons gratinats')).toContain('carn picada mixta');
  });

  it('reads spoons counted after the food as spoons of it, and a spoon before one as before', () => {
    expect(gramsOf('porridge with honey, 2 tsp', 'honey', 'en')).toBe(10);
    expect(gramsOf('iogurt amb granola, una cullerada de mel', 'granola')).toBeGreaterThan(15);
  });
});

// Meal set m33's misses, in words of our own.
describe('readMeal, what meal set m33 taught', () => {
  it('reads a pepito of meat as a roll and its filling, and a cubata named with its rum and cola as one drink', () => {
    expect(names('un pepito de lomo y una caña')).toEqual(['barra de pa', 'llom de porc', 'cervesa']);
    expect(names('dos cubatas de ron con coca-cola')).toEqual(['rom', 'refresc de cola']);
    expect(names('un cubata de whisky')).toEqual(['whisky', 'refresc de cola']);
  });

  it('reads what tops rice cakes as a light topping, less than on a slice of bread', () => {
    expect(gramsOf('tres tortitas de arroz con jamón york', 'pernil dolç')).toBe(40);
    expect(gramsOf('una torrada amb pernil dolç', 'pernil dolç')).toBeGreaterThan(40);
  });

  it('reads a count after a colon as the count of the food before it', () => {
    expect(gramsOf('croquetes: 5 i una canya', 'croquetes de pernil')).toBe(
      5 * (gramsOf('una croqueta', 'croquetes de pernil') ?? 0),
    );
    expect(names('pintxos: 3 of them, mostly chorizo and cheese', 'en')).toEqual([
      'baguette',
      'chorizo',
      'sliced cheese',
    ]);
  });

  it("reads a burger meal's fries once when they are named after it", () => {
    expect(names('whopper meal with large fries', 'en')).toEqual(['Whopper', 'french fries']);
    expect(gramsOf('whopper meal with large fries', 'french fries', 'en')).toBe(150);
    expect(names('whopper meal', 'en')).toEqual(['Whopper', 'french fries']);
  });

  it('reads a portion of fried fish with the flour and oil it takes up, some 200 kcal per 100 g', () => {
    expect(kcal('una ració de peix fregit')).toBeGreaterThan(380);
  });
});

// Meal set m34's misses, in words of our own.
describe('readMeal, what meal set m34 taught', () => {
  it('reads a weight said cooked after a food as the cooked food', () => {
    expect(names('un bol d’arròs, 180 g cuit, amb verdures')).toContain('arròs blanc bullit');
    expect(gramsOf('pasta, 200g cooked', 'cooked pasta', 'en')).toBe(200);
  });

  it('reads a mini croissant as a small one, not a Mini Babybel', () => {
    expect(names('two mini croissants', 'en')).toEqual(['croissant']);
    expect(gramsOf('two mini croissants', 'croissant', 'en')).toBe(50);
  });

  it("reads eggs counted after scrambled or fried eggs as the dish's own", () => {
    expect(gramsOf('ous remenats amb pa, 3 ous', 'ou')).toBe(gramsOf('3 ous remenats', 'ou'));
    expect(names('fried eggs and 2 eggs benedict', 'en').filter((name) => name === 'egg')).toHaveLength(2);
  });
});
