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

describe('readMeal, what meal set m36 taught', () => {
  it('reads a risotto as its rice, butter and cheese, its filling a food of its own', () => {
    expect(names('risotto de carbassa')).toEqual(
      expect.arrayContaining(['arròs rodó', 'formatge parmesà', 'carbassa']),
    );
    expect(kcal('a pumpkin risotto', 'en')).toBeGreaterThan(400);
  });

  it("reads a restaurant's portion as the usual one, no food", () => {
    const { items, unknown } = read('a seafood paella, restaurant portion', 'en');
    expect(unknown).toEqual([]);
    expect(items.map((item) => item.name)).toEqual(read('a seafood paella', 'en').items.map((item) => item.name));
  });

  it('reads "vermut hour:" as a heading, the vermouth only when one is named after it', () => {
    expect(names("l'hora del vermut: patates xips i olives")).toEqual(['patates xips', 'olives']);
    expect(names('vermouth time: crisps and a vermouth', 'en')).toEqual(['crisps', 'vermouth']);
    expect(names('un vermut i olives')).toContain('vermut');
  });

  it('reads a roast chicken named again as "a quarter of" it as one quarter', () => {
    expect(names('pollastre al forn amb patates, un quart de pollastre')).toEqual(['patata', "pollastre a l'ast"]);
    expect(gramsOf('roast chicken with chips, a quarter of a chicken', 'roast chicken', 'en')).toBe(
      gramsOf('a quarter chicken', 'roast chicken', 'en'),
    );
  });

  it('reads scrambled eggs with the oil the pan takes, two eggs unless counted', () => {
    expect(gramsOf('ous remenats', 'ou')).toBe(120);
    expect(gramsOf('3 scrambled eggs', 'egg', 'en')).toBe(180);
    expect(names('huevos revueltos')).toContain("oli d'oliva verge extra");
  });
});

describe('readMeal, what meal set m37 taught', () => {
  it('reads counted sushi rolls beside counted nigiri as sushi, not cinnamon rolls', () => {
    const text = 'sushi dinner: 8 california rolls, 6 tuna nigiri';
    expect(new Set(names(text, 'en'))).toEqual(new Set(['cooked white rice', 'salmon', 'fresh tuna']));
    expect(gramsOf('sushi - 6 salmon nigiri', 'cooked white rice', 'en')).toBe(120);
  });

  it('reads "pizza, 2 slices of" a kind as slices of that pizza', () => {
    expect(gramsOf('pizza, 3 talls de pepperoni', 'pizza')).toBe(gramsOf('3 talls de pizza pepperoni', 'pizza'));
    expect(gramsOf('pizza, 3 talls de pepperoni', 'pizza')).toBeLessThan(gramsOf('una pizza', 'pizza') ?? 0);
  });

  it('reads a chocolate bar as a bar and a Kit Kat as a chocolate-covered wafer', () => {
    expect(gramsOf('a chocolate bar', 'milk chocolate', 'en')).toBe(40);
    expect(names('una barreta de xocolata negra')).toEqual(['xocolata negra']);
    expect(names('un kit kat i un cafè')).toEqual(['neula coberta de xocolata', 'cafè']);
  });

  it('reads a quarter roast chicken, wholemeal toasts with their toppings, and a fruit macedonia', () => {
    expect(gramsOf('quarter roast chicken', 'roast chicken', 'en')).toBe(
      gramsOf('a quarter chicken', 'roast chicken', 'en'),
    );
    expect(names('dues torrades integrals amb gall dindi')).toEqual(['pa integral', 'pit de gall dindi']);
    expect(gramsOf('dues torrades integrals amb gall dindi', 'pit de gall dindi')).toBeLessThanOrEqual(80);
    expect(names('tostada de pan integral')).toEqual(['pa integral']);
    expect(names('macedònia de fruita i un iogurt')).not.toContain('iogurt de fruites');
  });

  it('reads "ensalda" as the salad it was typed for', () => {
    expect(names('ensalda cesar')).toEqual(names('ensalada cesar'));
  });
});

describe('readMeal, what meal set m38 taught', () => {
  it('reads a food named again by its grams, past another food, as the same food', () => {
    const text = 'lluç al forn amb patates, 180 g de lluç';
    expect(names(text)).toEqual(['lluç', 'patates fregides']);
    expect(read(text).items[0].grams).toBe(180);
  });

  it('reads a bowl\'s size said after it, no granola for "gran"', () => {
    expect(names('un bol gran de crema de carbassa')).toEqual(names('un bol de crema de carbassa'));
    expect(kcal('un bol gran de crema de carbassa')).toBeGreaterThan(kcal('un bol de crema de carbassa'));
    expect(kcal('un plat petit de macarrons')).toBeLessThan(kcal('un plat de macarrons'));
  });

  it('reads a cigaló as the Catalan carajillo, no langoustines', () => {
    expect(names('un cigaló de rom')).toEqual(['cafè sol', 'rom', 'sucre']);
    expect(names('cigales a la planxa')).toEqual(['escamarlans']);
  });

  it('reads burrata and an arepa with its filling', () => {
    expect(names('burrata amb tomàquet')).toEqual(['burrata', 'tomàquet']);
    expect(names('una arepa de formatge')).toEqual(['arepa', 'formatge fresc']);
    expect(gramsOf('una arepa de formatge', 'formatge fresc')).toBeLessThanOrEqual(60);
  });
});

describe('readMeal, what meal set m39 taught', () => {
  it('reads fajitas as three flour tortillas, peppers, onion and the meat, their tortillas counted once', () => {
    const text = 'pork fajitas, 3 tortillas with peppers and onion';
    expect(names(text, 'en')).not.toContain('Spanish omelette');
    expect(gramsOf(text, 'flour tortilla', 'en')).toBe(120);
    expect(gramsOf('6 chicken fajitas', 'flour tortilla', 'en')).toBe(240);
    expect(names('fajitas', 'en')).toContain('chicken breast');
  });

  it('reads a sachet of sugar as 8 g of it, the coffee once', () => {
    expect(names('un tallat amb un sobre de sucre')).not.toContain('refresc de cola sense sucre');
    expect(gramsOf('un tallat amb dos sobres de sucre', 'sucre')).toBe(16);
    expect(gramsOf('un tallat amb dos sobres de sucre', 'cafè')).toBe(gramsOf('un tallat', 'cafè'));
  });

  it('reads macarrons a la catalana as the gratin with its mince and cheese', () => {
    expect(names('macarrons a la catalana')).toEqual(names('macarrons gratinats'));
  });

  it("reads trinxat's rasher of cansalada as the trinxat's own", () => {
    expect(kcal('trinxat amb cansalada')).toBe(kcal('trinxat'));
  });

  it('reads "thre" as three', () => {
    expect(gramsOf('thre beers', 'beer', 'en')).toBe(gramsOf('three beers', 'beer', 'en'));
  });
});

describe('readMeal, what meal set m40 taught', () => {
  it('reads a slice of a pizza named by its kind alone as a slice', () => {
    expect(gramsOf('a slice of margherita', 'pizza', 'en')).toBe(gramsOf('a slice of pizza', 'pizza', 'en'));
    expect(gramsOf('2 slices of hawaiian', 'pizza', 'en')).toBeLessThan(gramsOf('a pizza', 'pizza', 'en') ?? 0);
  });

  it("reads a bar's plate of cured ham as about 90 g, more than a sandwich's", () => {
    expect(gramsOf('una ració de pernil ibèric', 'pernil serrà')).toBe(90);
    expect(gramsOf('un entrepà de pernil', 'pernil serrà')).toBeLessThan(90);
  });

  it('reads "i una de" after a tapa as one more tapa', () => {
    expect(gramsOf("una tapa d'olives i una de croquetes", 'croquetes de pernil')).toBe(
      gramsOf('una tapa de croquetes', 'croquetes de pernil'),
    );
  });

  it('reads a cheese board as some 150 g of cheeses with bread, and its listed cheeses alone when listed', () => {
    expect(kcal('a cheese board', 'en')).toBeGreaterThan(500);
    expect(names('una taula de formatges')).toEqual(['formatge semicurat', 'formatge curat', 'barra de pa']);
    expect(names('a cheese board with manchego and brie', 'en')).not.toContain('cured cheese');
  });
});

describe('readMeal, sugar sachets however they are said', () => {
  it('reads a sachet of sugar as 8 g in either word order', () => {
    expect(gramsOf('a coffee with 2 sugar sachets', 'sugar', 'en')).toBe(
      gramsOf('a coffee with 2 sachets of sugar', 'sugar', 'en'),
    );
    expect(gramsOf('a sugar sachet', 'sugar', 'en')).toBe(8);
  });
});

describe('readMeal, what meal set m41 taught', () => {
  it('reads spinach cannelloni as cannelloni, not a plate of spinach', () => {
    expect(names('three spinach cannelloni', 'en')).toEqual(['cannelloni']);
    expect(gramsOf('three spinach cannelloni', 'cannelloni', 'en')).toBe(gramsOf('3 cannelloni', 'cannelloni', 'en'));
  });

  it('reads a coca as the sweet coca, its sugar and pine nuts on it, and a coca cola still as cola', () => {
    expect(names('a piece of coca with sugar and pine nuts', 'en')).toEqual(['sugar coca']);
    expect(names('un tros de coca')).toEqual(['coca de sucre']);
    expect(names('coca de sucre i pinyons')).toEqual(['coca de sucre']);
    expect(names('una coca cola')).toEqual(['refresc de cola']);
  });

  it('reads a bag of microwave popcorn as the bag, and the match it was watched with as no food', () => {
    expect(names('a bag of microwave popcorn watching the match', 'en')).toEqual(['popcorn']);
    expect(gramsOf('a bag of microwave popcorn', 'popcorn', 'en')).toBe(90);
  });

  it('shares every dish of a list shared with friends among everyone at the table', () => {
    const alone = kcal('bravas, calamari and padron peppers', 'en');
    expect(kcal('shared bravas, calamari and padron peppers with 3 friends', 'en')).toBeCloseTo(alone / 4, -1);
    expect(kcal('shared bravas and calamari with my sister', 'en')).toBeCloseTo(
      kcal('bravas and calamari', 'en') / 2,
      -1,
    );
  });

  it('counts fried chicken wings by the piece, and reads barbecue sauce', () => {
    expect(gramsOf('8 fried chicken wings', 'chicken wings', 'en')).toBe(240);
    expect(names('a portion of fried chicken wings, about 8, with bbq sauce', 'en')).toEqual([
      'chicken wings',
      'barbecue sauce',
    ]);
  });

  it('reads a pizza named by its toppings as the pizza', () => {
    expect(names('bbq chicken pizza', 'en')).toEqual(['pizza']);
    expect(names('ham and mushroom pizza', 'en')).toEqual(['pizza']);
    expect(gramsOf('a slice of ham pizza', 'pizza', 'en')).toBe(gramsOf('a slice of pizza', 'pizza', 'en'));
  });

  it('reads a sandwich "on" a bread as that bread, once', () => {
    expect(names('bacon and egg sandwhich on white bread', 'en')).toEqual(['bacon', 'sliced white bread', 'egg']);
    expect(names('a bacon sandwich on brown bread', 'en')).toEqual(['wholemeal bread', 'bacon']);
  });

  it('binds a tuna sandwich with mayonnaise once, and no other sandwich', () => {
    expect(names('tuna sandwich on wholemeal bread', 'en')).toEqual([
      'wholemeal bread',
      'canned tuna in water',
      'mayonnaise',
    ]);
    expect(gramsOf('a tuna and sweetcorn sandwich', 'mayonnaise', 'en')).toBe(15);
    expect(gramsOf('a tuna mayo sandwich', 'mayonnaise', 'en')).toBe(15);
    expect(names('a tuna salad and a ham sandwich', 'en')).not.toContain('mayonnaise');
  });

  it("reads a paella's chicken and rabbit as the paella's, not a plate of each beside it", () => {
    const paella = names('paella amb pollastre i conill i una amanida');
    expect(paella.filter((name) => name === 'conill')).toHaveLength(1);
    expect(paella).toContain('amanida variada');
    expect(gramsOf('paella amb pollastre i conill', 'conill')).toBeLessThan(gramsOf('conill', 'conill') ?? 0);
    expect(kcal('a plate and a half of paella with chicken and rabbit', 'en')).toBeLessThan(1100);
    expect(names('paella de marisco y un flan de postre')).toEqual(['paella', 'flam']);
  });

  it('reads the eggs an omelette is said to have', () => {
    expect(gramsOf("una truita francesa d'un ou", 'ou')).toBe(60);
    expect(gramsOf('an omelette with 3 eggs', 'egg', 'en')).toBe(180);
    expect(names('an omelette with four eggs and cheese', 'en')).not.toContain('pizza');
  });

  it('reads one and a half plates as one and a half', () => {
    expect(gramsOf('fideuà, un plat i mig', 'fideus')).toBe((gramsOf('fideuà', 'fideus') ?? 0) * 1.5);
    expect(gramsOf('plato y medio de lentejas', 'llenties')).toBe(gramsOf('1.5 plats de llenties', 'llenties'));
    expect(gramsOf('1,5 platos de lentejas', 'llenties')).toBe(gramsOf('1.5 plats de llenties', 'llenties'));
    expect(gramsOf('dos plats i mig de llenties', 'llenties')).toBe(gramsOf('2.5 plats de llenties', 'llenties'));
  });

  it('reads tuna sushi as tuna, and soy beside sushi as the sauce', () => {
    expect(names('6 makis de tonyina')).toEqual(['arròs blanc bullit', 'tonyina fresca']);
    expect(names('sushi amb soja')).toContain('salsa de soja');
    expect(names('cafè amb soja')).toContain('beguda de soja');
  });

  it('reads homemade cocido croquettes as croquettes, a green smoothie without green beans, a lunch box as no food', () => {
    expect(names('croquetas caseras de cocido, 5 o 6')).toEqual(['croquetes de pernil']);
    expect(names('a green smoothie with spinach, apple and banana', 'en')).toEqual(['spinach', 'apple', 'banana']);
    expect(names('lunch box: brown rice and tofu', 'en')).toEqual(['brown rice', 'tofu']);
  });
});

describe('readMeal, what meal set m42 taught', () => {
  it('reads meat as meat, and meat named after an escudella as its own', () => {
    expect(names('rice with meat', 'en')).not.toContain('cannelloni');
    expect(names('meat cannelloni', 'en')).toEqual(['cannelloni']);
    expect(kcal('a bowl of escudella with meat', 'en')).toBeLessThan(700);
  });

  it('keeps what is named after an escudella its own when the plate is sized between them', () => {
    const plain = gramsOf('escudella amb una mica de botifarra', 'botifarra');
    expect(gramsOf('escudella, un plat fondo, amb una mica de botifarra', 'botifarra')).toBe(plain);
  });

  it('counts sushi pieces said with their kind once', () => {
    expect(gramsOf('sushi: 6 pieces of tuna nigiri', 'cooked white rice', 'en')).toBe(
      gramsOf('6 pieces of tuna nigiri', 'cooked white rice', 'en'),
    );
    expect(gramsOf('sushi: 6 peces de salmó', 'arròs blanc bullit')).toBeGreaterThan(0);
  });

  it('reads a bowl of hummus as a meal of it, and hummus alone as a dip', () => {
    expect(gramsOf('un bol de hummus amb pa de pita', 'hummus')).toBe(150);
    expect(gramsOf('pastanaga amb hummus', 'hummus')).toBe(50);
  });

  it('reads a shandy as beer with lemonade, and cookies counted by the piece', () => {
    expect(names('a shandy', 'en')).toEqual(['beer', 'sugar']);
    expect(gramsOf('three chocolate chip cookies', 'chocolate chip cookies', 'en')).toBe(45);
    expect(gramsOf('chocolate chip cookies', 'chocolate chip cookies', 'en')).toBe(30);
  });
});

describe('readMeal, what meal set m43 taught', () => {
  it('reads the toppings after a Catalan or Spanish pizza as a little on it, and a drink after it as a drink', () => {
    expect(names('un tall de pizza de tonyina i olives')).toEqual(['pizza', 'tonyina al natural', 'olives']);
    expect(gramsOf('un tall de pizza de tonyina i olives', 'tonyina al natural')).toBe(10);
    expect(names('pizza de jamón y queso y una cerveza')).toContain('cervesa');
    expect(names('cheese and ham pizza', 'en')).toEqual(['pizza']);
  });

  it('reads a slice of toasted bread as a slice of a loaf, not a biscotte', () => {
    expect(gramsOf('una llesca de pa torrat amb tomàquet', 'pa de pagès')).toBe(40);
  });

  it('reads a margarita beside tacos as the cocktail, and a margarita pizza as the pizza', () => {
    expect(names('tacos and a margarita', 'en')).toContain('margarita');
    expect(names('tacos and a margarita', 'en')).not.toContain('pizza');
    expect(names('una pizza margarita')).toEqual(['pizza']);
  });

  it('counts squid rings by the ring, and a plate of them as a ració', () => {
    expect(gramsOf('6 fried calamari rings', 'fried squid', 'en')).toBe(90);
    expect(names('fried squid rings', 'en')).toEqual(['fried squid']);
    expect(gramsOf('a plate of squid rings', 'fried squid', 'en')).toBeGreaterThan(150);
  });

  it('reads lamb chops off the grill as lamb, a glass said after a jug as no food', () => {
    expect(names('costelles de xai a la brasa')).toEqual(['costella de xai']);
    expect(names('a jug of sangria between 4, so 1 glass', 'en')).not.toContain('doughnut');
  });
});

describe('readMeal, what meal set m44 taught', () => {
  it('reads "late night" as when, not a food', () => {
    expect(names('late night bowl of cereal with milk', 'en')).not.toContain('canned tuna in water');
  });

  it('reads half a bottle of wine as 375 ml, a bottle alone as a glass', () => {
    expect(gramsOf('mitja ampolla de vi negre', 'vi negre')).toBeGreaterThan(350);
    expect(names('half a bottle of red wine', 'en')).toEqual(['red wine']);
    expect(gramsOf('una ampolla de vi negre', 'vi negre')).toBeLessThan(200);
  });

  it('reads a club sandwich, typed with a typo too, as its parts', () => {
    expect(names('club sandwhich', 'en')).toEqual([
      'sliced white bread',
      'chicken breast',
      'bacon',
      'lettuce',
      'tomato',
      'mayonnaise',
    ]);
    expect(kcal('burrito with chicken, rice and beans', 'en')).toBeGreaterThan(620);
  });
});
