/** Figures set ap's readers asked for: a label's reference value, a rate per kilo worked out, a bar by its cocoa. */
import { describe, expect, it } from 'vitest';
import { figureReplyOf } from '../../../../test/helpers/figure-reply.js';

describe("the EU label's nutrient reference values (issue 39, chat set ap)", () => {
  it('gives the value of the one vitamin or mineral asked, in the language asked', () => {
    expect(
      figureReplyOf(
        "Quin és el valor de referència de nutrients (VRN) del calci a l'etiquetatge de la UE, en mg?",
        'ca',
      ),
    ).toMatch(/^A les etiquetes de la UE, el valor de referència de nutrients \(VRN\) del calci és de 800 mg al dia/);
    expect(figureReplyOf("What's the EU nutrient reference value (NRV) for magnesium, in mg?")).toMatch(
      /magnesium is 375 mg/,
    );
    expect(figureReplyOf('¿Cuál es el VRN de la vitamina B12?', 'es')).toMatch(/vitamina B12 es de 2,5 µg/);
  });

  it("leaves the label's energy and macros to their own reference, and a person's need to EFSA's", () => {
    expect(figureReplyOf("What's the EU food-label reference intake for protein, in g per day?")).toMatch(
      /protein 50 g/,
    );
    expect(figureReplyOf('How much vitamin C do I need a day?')).not.toMatch(/NRV/);
  });

  it('reads the figure a label "takes as reference" as its reference intake, and a day\'s most sugar as WHO\'s (chat set bt)', () => {
    expect(
      figureReplyOf('¿Cuántos gramos de azúcares al día toma como referencia la etiqueta nutricional europea?', 'es'),
    ).toMatch(/azúcares 90 g/);
    expect(figureReplyOf('Quant sucre al dia com a màxim?', 'ca')).toMatch(/menys de 50 g al dia/);
  });
});

describe('a rate per kilo the person states', () => {
  it('is worked out at the weight they give', () => {
    expect(
      figureReplyOf(
        'For an 80 kg lifter doing a creatine loading phase at 0.3 g/kg per day, how many grams per day is that?',
      ),
    ).toBe('At 80 kg, 0.3 g per kg comes to 24 g.');
  });

  it("gives caffeine's safe limits beside its amount", () => {
    expect(
      figureReplyOf(
        'Para un ciclista de 70 kg, ¿cuántos mg de cafeína supone la dosis de 3-6 mg/kg que propone la ISSN?',
        'es',
      ),
    ).toMatch(/^Con 70 kg, 3–6 mg por kilo son 210–420 mg\. La EFSA considera seguros hasta 200 mg de una vez/);
  });

  it('leaves a rate with no weight, or no amount asked, to the references', () => {
    expect(figureReplyOf('Is 0.3 g/kg of creatine a day a good loading dose?')).not.toMatch(/comes to/);
    expect(figureReplyOf('how many grams of creatine at 0.3 g/kg?')).not.toMatch(/comes to/);
  });
});

describe("a chocolate's cocoa", () => {
  it('is an aside of the food asked', () => {
    expect(figureReplyOf('¿Cuántas kcal tienen 100 g de chocolate negro del 70-85 % de cacao?', 'es')).toMatch(
      /^Chocolate negro, 100 g: unas 598 kcal/,
    );
  });
});

describe('a count of coffees asked as too much (chat set ap)', () => {
  it("gives their caffeine against EFSA's safe day", () => {
    expect(figureReplyOf('lol just realised ive had 4 coffees before noon, is that a lot')).toMatch(
      /^4 coffees are roughly 240–400 mg of caffeine .* within the 400 mg a day/,
    );
    expect(figureReplyOf('em prenc 6 cafès al dia, és massa?', 'ca')).toMatch(
      /^6 cafès són uns 360–600 mg .* al voltant/,
    );
    expect(figureReplyOf('tomo ocho cafés al día, ¿es demasiado?', 'es')).toMatch(/por encima de los 400 mg/);
  });

  it('leaves coffees counted for another question to it', () => {
    expect(figureReplyOf('I drink three coffees a day, how do I switch to decaf?')).not.toMatch(/coffees are roughly/);
    expect(figureReplyOf('He apuntat dos cafès amb llet i un croissant per esmorzar. Està bé?', 'ca')).toBeUndefined();
    // Caffeine from a pre-workout too: the cups alone would understate the day.
    expect(
      figureReplyOf(
        'Peso 75 kg y tomo un pre-entreno con 200 mg de cafeína, más dos cafés al día. ¿Es demasiado?',
        'es',
      ),
    ).not.toMatch(/cafés son unos/);
  });
});

describe('protein for training on most days (chat set ap)', () => {
  it("gives ISSN's 1.4–2.0 g per kg for any sport four or more days a week", () => {
    expect(
      figureReplyOf(
        'Hago Hyrox en marzo, entreno cinco días y peso 74 kg. ¿Cuánta proteína debería comer al día?',
        'es',
      ),
    ).toMatch(
      /^Para 74 kg, si entrenas a menudo: unos 105–150 g de proteína al día \(1,4–2 g por kg de peso; ISSN 2017\)/,
    );
  });

  it("leaves twice a week, and no sport said, at a healthy adult's", () => {
    expect(
      figureReplyOf('Peso 70 kg y juego al pádel dos veces por semana. ¿Cuánta proteína necesito al día?', 'es'),
    ).toMatch(/como adulto sano/);
    expect(
      figureReplyOf('¿Cuánta proteína al día necesita un adulto sano de 70 kg que no hace deporte?', 'es'),
    ).toMatch(/adulto sano/);
  });
});

describe("set aq's factual misses", () => {
  it('gives the energy of a gram asked of the labels, a spoon, a UBE of wine, raw almonds and Atlantic salmon', () => {
    expect(
      figureReplyOf(
        "Quantes quilocalories per gram assigna la normativa europea d'etiquetatge a l'alcohol (etanol)?",
        'ca',
      ),
    ).toMatch(/un d'alcohol 7 kcal/);
    expect(figureReplyOf('Quants mil·lilitres té una cullerada sopera de mesura estàndard?', 'ca')).toMatch(/15 ml/);
    expect(figureReplyOf('In Spain, how many mL of wine count as one standard drink unit (UBE)?')).toMatch(
      /about 100 ml/,
    );
    expect(figureReplyOf("Quantes quilocalories aporten 100 g d'ametlles crues, sense torrar?", 'ca')).toMatch(
      /^Ametlles, 100 g: unes 579 kcal/,
    );
    expect(figureReplyOf('How many grams of protein are in 100 g of raw Atlantic salmon fillet?')).toMatch(
      /20 g of protein/,
    );
  });
});

describe("set ar's factual misses", () => {
  it('reads an egg "de gallina", a potato "flesh and skin", chickpeas before soaking and the tables named as source', () => {
    expect(figureReplyOf('¿Cuántas kcal tienen 100 g de huevo de gallina entero crudo, sin cáscara?', 'es')).toMatch(
      /^Huevo, 100 g: unas 143 kcal/,
    );
    expect(figureReplyOf('How many kcal are in 100 g of raw potato, flesh and skin?')).toMatch(
      /^Potato, 100 g: about 77 kcal/,
    );
    expect(
      figureReplyOf('Quants grams de proteïna tenen 100 g de cigrons secs crus, abans de posar-los en remull?', 'ca'),
    ).toMatch(/21 g de proteïna/);
    expect(
      figureReplyOf('Según USDA FoodData Central, ¿cuántos gramos de proteína tienen 100 g de quinoa cocida?', 'es'),
    ).toMatch(/^Quinoa cocida, 100 g: .*4,4 g de proteína/);
  });

  it("gives ACSM's carbohydrate an hour asked as an upper intake, and the label's reference intakes", () => {
    expect(
      figureReplyOf(
        'According to ACSM, what is the upper carbohydrate intake in grams per hour for endurance events lasting longer than 2.5 hours?',
      ),
    ).toMatch(/60–90 g an hour/);
    expect(
      figureReplyOf(
        "Segons l'etiquetatge nutricional de la UE, quina és la ingesta de referència de sal per dia per a un adult?",
        'ca',
      ),
    ).toMatch(/sal 6 g/);
    // Putting on weight is a gain, not a day to keep.
    expect(
      figureReplyOf(
        "I'm 1.82 m and 68 kg and want to put on some weight. How many extra calories, and what easy snacks?",
      ),
    ).toMatch(/about 2,250–2,350 kcal, 200–300 above that/);
    // Weight to avoid putting on is no gain.
    expect(figureReplyOf('Peso 70 kg, ¿cuántas calorías puedo comer sin engordar?', 'es')).not.toMatch(/por encima/);
    expect(figureReplyOf("how many calories can I eat without putting on weight, I'm 70 kg")).toMatch(
      /roughly 1,950–2,250 kcal a day \(28–32 kcal per kilo\)/,
    );
    // A drink counted towards the water of the day asks no figure.
    expect(figureReplyOf('does coffee count towards my water intake')).toBeUndefined();
  });
});

describe('vitamins and minerals of a food (data/food-micronutrients.json)', () => {
  it('gives the one asked for the amount asked, beside the label reference, with its source', () => {
    expect(figureReplyOf('How many mg of vitamin C are in 100 g of raw orange?')).toMatch(
      /^Orange, 100 g: about 53 mg of vitamin C, 66 % of the 80 mg .*USDA SR28/,
    );
    expect(figureReplyOf('Quant calci aporta un got de 250 ml de llet sencera?', 'ca')).toMatch(
      /^Llet sencera, 250 ml: uns 29\d mg de calci/,
    );
    expect(figureReplyOf('¿Cuántos mg de hierro hay en 100 g de lentejas cocidas?', 'es')).toMatch(
      /^Lentejas cocidas, 100 g: unos 3,3 mg de hierro/,
    );
  });

  it('leaves a food the tables give no value for to the cards, and sodium in salt to the reference', () => {
    expect(figureReplyOf('How much vitamin C is in 100 g of hake?')).toBeUndefined();
    expect(figureReplyOf('Quants mil·ligrams de sodi hi ha en 1 g de sal de cuina?', 'ca')).toMatch(/400 mg/);
  });
});

describe("set as's misreadings", () => {
  it('reads cane sugar as no beer', () => {
    expect(figureReplyOf('El sucre de canya integral és millor que el blanc o és el mateix?', 'ca') ?? '').not.toMatch(
      /Cervesa/,
    );
    expect(figureReplyOf('quantes calories té una canya?', 'ca')).toMatch(/^Cervesa, 200 ml/);
  });
});

describe("set at's misreadings", () => {
  it('reads how a food was cooked or left unpeeled as no other food, and "without salt" as no salt question', () => {
    expect(figureReplyOf('How many kcal are in 100 g of cooked pasta, boiled without salt?')).toMatch(
      /^Cooked pasta, 100 g: about 158 kcal/,
    );
    expect(figureReplyOf('Quantes quilocalories tenen 100 g de patata crua, sense pelar?', 'ca')).toMatch(
      /^Patata, 100 g: unes 77 kcal/,
    );
    expect(
      figureReplyOf('¿Cuántas calorías tienen 100 g de arroz blanco ya cocido, hervido y sin aceite?', 'ca'),
    ).toMatch(/130 kcal/);
    expect(figureReplyOf('how much salt a day at most?')).toMatch(/^At most 5 g of salt a day/);
  });
});

describe("set av's misreadings", () => {
  it('reads a food as bought, peeled or without two things, and a weight said after the piece', () => {
    expect(figureReplyOf('How many grams of carbohydrate are in a 20 g spoonful of honey, raw, as sold?')).toMatch(
      /^Honey, 20 g: .* 16 g of carbohydrate/,
    );
    expect(figureReplyOf('Quantes kcal tenen 100 g de figues seques, tal com es compren, sense cuinar?', 'ca')).toMatch(
      /^Figues seques, 100 g: unes 249 kcal/,
    );
    expect(figureReplyOf('How many kcal are in 200 g of boiled potatoes, peeled, with no oil or butter?')).toMatch(
      /^Boiled potato, 200 g: about 172 kcal/,
    );
    expect(figureReplyOf('How much protein is in one large egg — about 50 g of edible portion, raw?')).toMatch(
      /^Egg, 50 g: .* 6.3 g of protein/,
    );
    // A measure is no piece: the handful stays a handful of walnuts.
    expect(figureReplyOf('Quantes kcal té un grapat de 30 g de nous pelades crues?', 'ca')).toMatch(/^Nous, 30 g/);
  });

  it("leaves salt on a week's trek in July to the cards: sweat, not the day's ceiling", () => {
    expect(
      figureReplyOf(
        'Hiking the GR11 for a week in July. What food should I carry, and how do I manage water and salt?',
      ),
    ).toBeUndefined();
    expect(figureReplyOf('how much salt a day at most?')).toMatch(/^At most 5 g of salt a day/);
  });

  it('reads Catalan "la quantitat màxima" as a ceiling asked', () => {
    expect(
      figureReplyOf(
        "Quina és la quantitat màxima de cafeïna en una sola presa que l'EFSA considera segura per a un adult sa?",
        'ca',
      ),
    ).toMatch(/200 mg de cop/);
  });
});

describe("set aw's misreadings", () => {
  it('reads "per 100 g" after the food, white pasta, and a food "en cru" or "not cooked"', () => {
    expect(figureReplyOf('How much protein does raw Atlantic salmon contain per 100 g?')).toMatch(
      /^Salmon, 100 g: about 208 kcal, with 20 g of protein/,
    );
    expect(figureReplyOf('Quanta vitamina C té el pebrot vermell cru per 100 g?', 'ca')).toMatch(
      /^Pebrot vermell, 100 g: uns 128 mg de vitamina C/,
    );
    expect(figureReplyOf('How many kcal are in 100 g of cooked white spaghetti (boiled, no sauce)?')).toMatch(
      /^Cooked pasta, 100 g: about 158 kcal/,
    );
    expect(figureReplyOf("Quantes kcal aporta una cullerada de 10 g d'oli d'oliva verge extra, en cru?", 'ca')).toMatch(
      /unes 88 kcal/,
    );
    expect(figureReplyOf('How much calcium is in 100 mL of whole milk, as sold and not cooked?')).toMatch(
      /^Whole milk, 100 ml: about 116 mg of calcium/,
    );
  });

  it("reads the label's conversion factor asked before its unit", () => {
    expect(
      figureReplyOf('What energy conversion factor does EU food labelling use for alcohol, in kcal per gram?'),
    ).toMatch(/a gram of alcohol 7 kcal/);
  });
});

describe("set au's misreadings, asked of a person's day", () => {
  it('names the protein foods a vegetarian or a vegan eats, and reads three sessions a week as training', () => {
    const climber = figureReplyOf(
      'Sóc vegetariana i faig escalada tres cops per setmana. Com arribo a la proteïna que necessito? Em cal algun suplement?',
      'ca',
    );
    expect(climber).toMatch(/^Si entrenes sovint: uns 1,4–2 g de proteïna per kg/);
    expect(climber).toMatch(/ous, iogurt, formatge, llegums i tofu/);
    expect(climber).not.toMatch(/peix|pollastre/);
    const vegan = figureReplyOf('soc vegà i peso 70 kg, quanta proteïna necessito al dia?', 'ca');
    expect(vegan).toMatch(/llegums, tofu, tempeh/);
    expect(vegan).not.toMatch(/ous|iogurt|peix|pollastre/);
    expect(figureReplyOf("I'm vegetarian, 60 kg, how much protein per meal?")).toMatch(
      /eggs, yogurt, cheese, legumes and tofu/,
    );
    expect(figureReplyOf('how much protein do I need a day?')).toMatch(/fish or chicken/);
  });
});

describe("set at's misreadings, asked of a person's day", () => {
  it("names a cortado, gives a vegan calcium without dairy, and reads seasoning as no season's produce", () => {
    expect(figureReplyOf('How much caffeine is in a cortado?')).toMatch(
      /^A cortado \(an espresso with a dash of milk\)/,
    );
    const vegan = figureReplyOf('I’m vegan, which plant foods give me the most calcium?') ?? '';
    expect(vegan).toMatch(/950 mg/);
    expect(vegan).not.toMatch(/dairy a day|milk has/);
    expect(figureReplyOf('how much calcium a day do I need?')).toMatch(/servings of dairy/);
    expect(
      figureReplyOf('We want to cut down on salt. How do we season food, and which products should we check?'),
    ).toBeUndefined();
    expect(figureReplyOf("what's in season in November?")).toMatch(/^In season in November/);
  });
});

describe("the strength from which a drink's label states its alcohol (chat set bx)", () => {
  it('gives the EU threshold of 1.2 % vol with its regulation, in each language', () => {
    expect(
      figureReplyOf(
        '¿A partir de qué graduación alcohólica una bebida tiene que indicar el grado en la etiqueta?',
        'es',
      ),
    ).toMatch(/más de un 1,2 % de alcohol.*1169\/2011/);
    expect(figureReplyOf("A partir de quin grau d'alcohol s'ha de posar a l'etiqueta?", 'ca')).toMatch(
      /més d'un 1,2 % d'alcohol/,
    );
    expect(figureReplyOf('Above what ABV does a drink have to show its alcohol on the label?')).toMatch(
      /more than 1\.2 %/,
    );
  });

  it("leaves a wine's calories to the drinks' figures", () => {
    expect(figureReplyOf('How many calories in a glass of wine with 13% alcohol on the label?') ?? '').not.toMatch(
      /1\.2 %/,
    );
  });
});
