/**
 * What the sealed meal sets taught once scored, from m45 on (m35 to m44 are in read-meal-sets.test.ts), each in words of
 * our own, with a neighbour that must stay as it was.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, kcal, names, read } from './helpers/meal-reading.js';

const millilitresOf = (text: string, food: string, language: 'ca' | 'en' = 'ca') =>
  read(text, language).items.find((item) => item.name === food)?.millilitres;

describe('readMeal, what meal set m45 taught', () => {
  it('reads litres said in words, halves and quarters too', () => {
    expect(millilitresOf('mig litre de cervesa', 'cervesa')).toBe(500);
    expect(millilitresOf('medio litro de cerveza y unas bravas', 'cervesa')).toBe(500);
    expect(millilitresOf('half a litre of orange juice', 'fresh orange juice', 'en')).toBe(500);
    expect(millilitresOf('un quart de litre de llet', 'llet semidesnatada')).toBe(250);
    expect(millilitresOf('un litro y medio de agua', 'aigua')).toBe(1500);
    expect(millilitresOf('una cervesa', 'cervesa')).toBeLessThan(500);
    expect(millilitresOf('una cerveza de medio litro y unas bravas', 'cervesa')).toBe(500);
    expect(read('bebí dos litros de agua hoy').unknown).toEqual([]);
  });

  it('reads a handful of granola as 30 g, a bowl of it as its portion', () => {
    expect(gramsOf('greek yoghurt with a handful of granola', 'granola', 'en')).toBe(30);
    expect(gramsOf('un grapat de cereals amb llet', 'cereals')).toBeUndefined();
    expect(gramsOf('a bowl of granola with milk', 'granola', 'en')).toBeGreaterThan(30);
  });

  it('reads a sushi set counted in pieces as that many pieces, not portions of its fish', () => {
    expect(kcal('12 piece salmon and avocado sushi set', 'en')).toBe(kcal('12 pieces of sushi', 'en'));
    expect(kcal('a 12-piece sushi platter', 'en')).toBeLessThan(700);
    expect(gramsOf('a salmon fillet', 'salmon', 'en')).toBeGreaterThan(100);
  });

  it('reads two of a kind said one of each as two of them, not a stew or lupins', () => {
    expect(names('dos croquetas, una de jamón y otra de cocido')).toEqual([
      'croquetes de pernil',
      'croquetes de pernil',
    ]);
    expect(names("dues croquetes, una de pernil i l'altra de bacallà")).not.toContain('tramussos');
    expect(names('una ración de calamares y otra de bravas')).toContain('calamars a la romana');
  });

  it('reads a ració of chipirones fried, as a ració of calamares, unless said grilled', () => {
    expect(names('una ración de chipirones')).toEqual(['calamars a la romana']);
    expect(names('una ració de calamarsons a la planxa')).toEqual(['calamarsons']);
  });

  it('reads a pincho of tortilla as a 120 g wedge on its bread, once', () => {
    expect(gramsOf('un pincho de tortilla y un cortado', 'truita de patates')).toBe(120);
    expect(gramsOf('un pincho de tortilla y un cortado', 'barra de pa')).toBe(20);
    expect(gramsOf('un pincho de tortilla con pan', 'barra de pa')).not.toBe(20);
    expect(names('un pincho de tortilla a media mañana')).toEqual(['truita de patates', 'barra de pa']);
  });

  it("reads a bar's tostada with its topping as half a baguette, one beside eggs as a slice", () => {
    expect(gramsOf('tostada con tomate y aceite', 'barra de pa')).toBe(60);
    expect(gramsOf('dos huevos revueltos y una tostada', 'barra de pa')).toBe(40);
    expect(gramsOf('una torrada amb tomàquet', 'barra de pa')).toBe(40);
  });

  it('reads how warm a drink is as no food, and a suís as a hot chocolate under cream', () => {
    expect(names('un colacao caliente')).toEqual(names('un colacao'));
    expect(read('una leche bien calentita').unknown).toEqual([]);
    expect(names('un chocolate caliente con churros')).toContain('xocolata desfeta');
    expect(names('un chocolate muy caliente con churros')).toContain('xocolata desfeta');
    expect(names('una xocolata ben calenta')).toEqual(['xocolata desfeta']);
    expect(names('entrepà de formatge suís')).not.toContain('xocolata desfeta');
    expect(names('un suís')).toEqual(['xocolata desfeta', 'nata per cuinar']);
    expect(names('un suizo y un cortado')).toContain('brioix de sucre');
  });

  it('reads brands and cuts it knows: Aquarius, ventresca, a bun', () => {
    expect(names('un aquarius')).toEqual(['beguda isotònica']);
    expect(names('amanida amb ventresca')).toContain('tonyina en oli');
    expect(names('a bun', 'en')).toEqual(['bread roll']);
    expect(names('porridge topped with a banana', 'en')).not.toContain('bollo suizo');
  });

  it('reads chickpeas at the end of a list beside rice as a handful cooked', () => {
    expect(names('brown rice, roast veg and chickpeas', 'en')).toContain('cooked chickpeas');
    expect(names('a plate of chickpeas', 'en')).toEqual(['dried chickpeas']);
    expect(gramsOf('amanida verda, pa i cigrons amb espinacs', 'cigrons cuits')).toBeGreaterThan(80);
  });
});

describe('readMeal, what meal set m46 taught', () => {
  it('counts chicken nuggets by the piece, not by the portion', () => {
    expect(gramsOf('9 chicken nuggets', 'chicken nuggets', 'en')).toBe(162);
    expect(gramsOf('some chicken nuggets', 'chicken nuggets', 'en')).toBe(150);
  });

  it('reads a stew with its parts listed as those parts, a stew with one part as the stew', () => {
    expect(kcal('cocido con garbanzos, una patata, zanahoria y tocino')).toBeLessThan(1000);
    expect(names('cocido con garbanzos, una patata, zanahoria y tocino')).not.toContain('brou de pollastre');
    expect(names("escudella amb galets i carn d'olla, i una mandarina")).toContain('brou de pollastre');
    expect(names('un plato de cocido con garbanzos, chorizo y morcilla')).toContain('botifarra negra');
    expect(names('escudella amb galets, una mandarina i un cafè')).toContain('brou de pollastre');
  });

  it('reads the dry pasta given, not the bowl said big as well', () => {
    expect(gramsOf('a big bowl of spaghetti bolognese, about 120 g of dry pasta', 'spaghetti', 'en')).toBe(120);
    expect(gramsOf('a big bowl of spaghetti bolognese', 'spaghetti', 'en')).toBeGreaterThan(
      gramsOf('a bowl of spaghetti bolognese', 'spaghetti', 'en') ?? 0,
    );
  });

  it('reads two montaditos as two small rolls, a falafel pitta as its bread and falafel', () => {
    expect(gramsOf('dos montaditos de lomo', 'barra de pa')).toBe(80);
    expect(names('falafel pitta with hummus', 'en')).toEqual(
      expect.arrayContaining(['pitta bread', 'falafel', 'hummus']),
    );
    expect(kcal('falafel pitta', 'en')).toBeLessThan(kcal('a falafel kebab', 'en'));
  });

  it('reads squid in a roll fried, all i oli as allioli, a sobao as the cake', () => {
    expect(names('un entrepà de calamars')).toContain('calamars a la romana');
    expect(gramsOf('mig entrepà de calamars', 'calamars a la romana')).toBe(100);
    expect(names('xai amb all i oli')).toContain('allioli');
    expect(names('pa amb all i oli')).not.toContain('allioli');
    expect(names('sobao y café con leche')).toContain('sobao');
  });

  it("reads a rotisserie chicken's potatoes as chips, a bar tostada with oil as half a baguette", () => {
    expect(names("un quart de pollastre a l'ast amb patates")).toContain('patates fregides');
    expect(gramsOf('tostada con aceite', 'barra de pa')).toBe(60);
    expect(names('a magdalena dunked in my cafe con leche', 'en')).toContain('coffee');
    expect(kcal('huevos rotos con jamón')).toBeGreaterThan(600);
  });
});

describe('readMeal, what meal set m47 taught', () => {
  it('reads a piece or a slice with its size after it, as Catalan and Spanish say it', () => {
    expect(names('un tros gran de coca de recapte')).toEqual(['coca de recapte']);
    expect(gramsOf('un tros gran de coca de recapte', 'coca de recapte')).toBeGreaterThan(
      gramsOf('un tros de coca de recapte', 'coca de recapte') ?? Infinity,
    );
    expect(gramsOf('un tros petit de coca de recapte', 'coca de recapte')).toBeLessThan(
      gramsOf('un tros de coca de recapte', 'coca de recapte') ?? 0,
    );
    expect(gramsOf('una llesca gran de pa amb tomàquet', 'pa de pagès')).toBe(90);
    expect(read('una rebanada grande de pan con tomate').unknown).toEqual([]);
    expect(names('dotze grans de raïm')).toEqual(['raïm']);
    expect(names('dos trossos grans de coca de recapte')).toEqual(['coca de recapte']);
    expect(kcal('dos trossos petits de xocolata')).toBeLessThan(kcal('dos trossos de xocolata'));
  });

  it('reads a chuletón, tahini, focaccia and a chilli sauce as themselves', () => {
    expect(kcal('chuletón a la brasa con patatas y una copa de vino')).toBeGreaterThan(1000);
    expect(names('falafel wrap with tahini sauce', 'en')).toContain('tahini');
    expect(names('burrata with tomato and a slice of focaccia', 'en')).toContain('focaccia');
    expect(names('patatas con salsa picante')).toContain('salsa picant');
    expect(names('patatas con salsa picante')).not.toContain('maionesa');
    expect(names('doner kebab wiht chilli sauce', 'en')).toContain('chilli sauce');
    expect(names('chips wiht ketchup', 'en')).toContain('ketchup');
  });

  it("reads a stew's vegetables named after it as what the pot holds, a plate of them beside a dish without any", () => {
    expect(gramsOf('lentejas estofadas con verduras', 'minestra de verdures')).toBe(80);
    expect(gramsOf('escudella amb verdures', 'minestra de verdures')).toBe(200);
  });

  it("reads a bar's patates amb allioli and its tapa of cheese", () => {
    expect(gramsOf('una ración de patatas con alioli', 'allioli')).toBe(40);
    expect(gramsOf('una tapa de queso manchego', 'formatge manxec')).toBe(50);
    expect(names('sweet potatoes with aioli', 'en')).not.toContain('potato');
    expect(gramsOf('una tapa de tortilla', 'truita de patates')).toBeLessThan(100);
  });
});

describe('readMeal, what meal set m48 taught', () => {
  it('reads an earthenware dish as what it holds, not a rice dish', () => {
    expect(names('una cazuelita de gambas al ajillo con pan')).not.toContain('paella');
    expect(names("una cassoleta de gambes a l'allet")).toContain('gambes');
  });

  it("reads grams said 'about' after a dish as that part of it, not a second one", () => {
    const curry = names('chicken curry with rice, about 150 g cooked rice', 'en');
    expect(curry.filter((name) => /rice/.test(name))).toEqual(['cooked white rice']);
    const rice = names('arroz con pollo, unos 200g de arroz cocido, y una manzana');
    expect(rice.filter((name) => /arròs/.test(name))).toEqual(['arròs blanc bullit']);
    expect(gramsOf('arroz con pollo, unos 200g de arroz cocido', 'arròs blanc bullit')).toBe(200);
  });

  it('reads half of many croquettes as half a ració, and meatballs as meatballs, not pilotes', () => {
    expect(gramsOf('mitja de croquetes de pernil', 'croquetes de pernil')).toBe(
      gramsOf('mitja ració de croquetes de pernil', 'croquetes de pernil'),
    );
    expect(gramsOf('5 mandonguilles', 'carn picada mixta')).toBe(175);
    expect(gramsOf('6 albóndigas con tomate', 'carn picada mixta')).toBe(210);
    expect(gramsOf('escudella amb pilota', 'carn picada mixta')).toBe(80);
  });

  it('reads extra sauce as the sauce, a double espresso as two shots and a tonkotsu broth as rich', () => {
    expect(names('a burger with extra ketchup', 'en')).toContain('ketchup');
    expect(names('a burger with extra ketchup', 'en')).not.toContain('extra virgin olive oil');
    expect(names('lamb kebab wrap w extra chilli sauce', 'en')).toContain('chilli sauce');
    expect(names('oli extra verge')).toEqual(["oli d'oliva verge extra"]);
    expect(gramsOf('a double espresso', 'espresso', 'en')).toBe(60);
    expect(kcal('tonkotsu ramen', 'en')).toBeGreaterThan(kcal('shoyu ramen', 'en') + 100);
  });

  it('keeps the cousins a review of these fixes found: a pot named before other meatballs, a broth, a shot', () => {
    expect(gramsOf('escudella i 6 mandonguilles amb sèpia', 'carn picada mixta')).toBe(210);
    expect(gramsOf('ensalada de tomate y cebolla, 6 albóndigas', 'carn picada mixta')).toBe(210);
    expect(gramsOf('leftover escudella, one big bowl with the meatball', 'pork and beef mince', 'en')).toBe(80);
    expect(kcal('200 ml tonkotsu broth', 'en')).toBeLessThan(50);
    expect(names('a double shot of espresso', 'en')).toEqual(['espresso']);
    expect(names('latte, extra shot', 'en')).not.toContain('brandy');
    expect(gramsOf('arroz con pollo, aproximadamente 200 g de arroz cocido', 'arròs blanc bullit')).toBe(200);
    expect(names('chicken and rice, roughly 200 g cooked rice', 'en').filter((name) => /rice/.test(name))).toEqual([
      'cooked white rice',
    ]);
  });
});

describe('readMeal, what meal set m49 taught', () => {
  it('reads sushi rolls named for what they hold as sushi, not as cinnamon rolls or plates of salmon', () => {
    const rolls = names('salmon and avocado sushi rolls, about 10 pieces', 'en');
    expect(rolls).not.toContain('cinnamon roll');
    expect(gramsOf('salmon and avocado sushi rolls, about 10 pieces', 'salmon', 'en')).toBeLessThan(120);
    expect(names('6 sushi rolls', 'en')).not.toContain('cinnamon roll');
    expect(names('a cinnamon roll', 'en')).toEqual(['cinnamon roll']);
    expect(names('spring rolls', 'en')).toEqual(['spring roll']);
  });

  it('reads a pho as rice noodles in broth with its beef or chicken', () => {
    expect(names('beef pho, big bowl', 'en')).toEqual(['rice noodles', 'chicken stock', 'beef sirloin steak']);
    expect(names('chicken pho', 'en')).toContain('cooked chicken breast');
    expect(names('photo of my lunch: a salad', 'en')).not.toContain('rice noodles');
  });

  it('reads who made a dish as no food, and its own parts named after it as the same dish', () => {
    const escudella = names('bowl of escudella my neighbour made, with galets and a meatball', 'en');
    expect(escudella).not.toContain('strawberries');
    expect(escudella.filter((name) => name === 'pasta')).toHaveLength(1);
    expect(names('lentils my mum made and a yogurt', 'en')).toEqual(['dried lentils', 'plain yogurt']);
  });

  it('reads a tin of mackerel as mackerel, calçots dipped in romesco with their dip, and a pintxo alone', () => {
    expect(names('a tin of mackerel and a pear', 'en')).toEqual(['mackerel', 'pear']);
    expect(gramsOf('2 tins of mackerel', 'mackerel', 'en')).toBe(240);
    expect(names('tofu pho', 'en')).not.toContain('beef sirloin steak');
    expect(names('a prawn roll and crisps', 'en')).not.toContain('salmon');
    expect(names('chicken curry with rice and the nan cooked in the tandoor', 'en')).toContain('naan');
    expect(names('beer and chicken wings, 6 of them', 'en')).toEqual(['beer', 'chicken wings']);
    expect(names('a tin of tuna', 'en')).toEqual(['canned tuna in water']);
    expect(gramsOf('calçots dipped in romesco', 'romesco sauce', 'en')).toBe(70);
    expect(gramsOf('calçots mojados en salsa romesco', 'salsa romesco')).toBe(70);
    expect(gramsOf('calçots with romesco sauce, maybe 20 of them', 'romesco sauce', 'en')).toBe(70);
    expect(names('magdalena i un got de llet amb cacau')).toContain('cacau soluble');
    expect(names('una canya i un pintxo')).toEqual(['cervesa', 'pintxo']);
    expect(gramsOf('a cup of white rice', 'cooked white rice', 'en')).toBe(180);
    expect(names('a cup of rice pudding', 'en')).toEqual(['rice pudding']);
    expect(gramsOf('tortilla de patatas, un pincho', 'truita de patates')).toBe(120);
  });
});

describe('readMeal, what meal set m50 taught', () => {
  it('reads a pizza named by its kind and size as a pizza, not a beer and whole milk', () => {
    expect(names('pizza barbacoa mitjana sencera')).toEqual(['pizza']);
    expect(names('una pizza i una mitjana')).toEqual(['pizza', 'cervesa']);
  });

  it('reads an empanada as the pie, and fish or chicken in batter still with its batter', () => {
    expect(names('una empanada de pollastre')).toEqual(['empanada salada']);
    expect(names('two beef empanadas', 'en')).toEqual(['savoury empanada']);
    expect(names('mini empanadas', 'en')).toEqual(['tuna pasty']);
    expect(names('chicken in batter and chips', 'en')).toContain('wheat flour');
    expect(names('lluç arrebossat')).toContain('lluç');
  });

  it('reads a wedge of an omelette as the omelette, pumpkin soup and pancakes as foods, and why one ate as no food', () => {
    expect(names('a wedge of spanish omelette', 'en')).toEqual(['Spanish omelette']);
    expect(names('pumpkin soup and toast', 'en')).toContain('pumpkin soup');
    expect(names('crema de carbassó')).toEqual(['crema de verdures']);
    expect(names('bunyols, que avui és diumenge')).toEqual(names('bunyols'));
    expect(names('coca de llardons, que demà és dijous gras i un cafè amb llet')).toContain('llet semidesnatada');
    expect(names('pancakes, because it is pancake day', 'en')).toEqual(['pancakes']);
    expect(gramsOf('2 american pancakes with bacon', 'pancakes', 'en')).toBe(80);
    expect(names('a croissant and an americano', 'en')).toEqual(['croissant', 'coffee']);
  });
});

describe('readMeal, what meal set m51 taught', () => {
  it('reads what one eats said in the present as no food, and "the Catalan way" as no sausage', () => {
    expect(names('esmorzo torrada amb alvocat')).not.toContain('flocs de blat de moro');
    expect(names('dino macarrons')).not.toContain('pit de gall dindi');
    expect(names('bereno un iogurt')).toEqual(['iogurt natural']);
    expect(names('ceno una ensalada')).not.toContain('pa cruixent de sègol');
    expect(names('dino nuggets and chips', 'en')).toContain('chicken nuggets');
    expect(names('toast with tomato and olive oil, the catalan way', 'en')).not.toContain('botifarra');
    expect(names('catalan sausage with beans', 'en')).toContain('botifarra');
  });

  it('reads toast with tomato as a tostada, while slices of toast stay slices', () => {
    expect(gramsOf('toast with tomato and olive oil', 'country bread', 'en')).toBe(60);
    expect(gramsOf('two slices of toast with tomato and olive oil', 'sliced white bread', 'en')).toBe(60);
    expect(names('wholemeal toast with tomato', 'en')).not.toContain('country bread');
  });

  it('reads patatas a lo pobre, berenjenas con miel, migas and arròs a banda as their dishes', () => {
    expect(names('patatas a lo pobre')).toEqual(['patata', 'ceba', 'pebrot verd', "oli d'oliva verge extra"]);
    expect(names('berenjenas con miel')).toContain('farina de blat');
    expect(names('migas con uvas')).toContain('xoriço');
    expect(names('arroz a banda con alioli')).toEqual(['paella', 'allioli']);
    expect(names('chicken soup', 'en')).toContain('chicken stock');
  });

  it('reads macarrons said alone as a sauced plate, and weighed, raw or with a sauce as said', () => {
    expect(names('macarrons i una poma')).toContain('tomàquet triturat');
    expect(kcal('macarrons amb tomàquet i formatge ratllat')).toBe(kcal('macarrons amb tomàquet') + 79);
    expect(names('macarrones, 100 g en crudo, con tomate y atún')).not.toContain('tomàquet triturat');
    expect(names('100 g de macarrons crus amb tomàquet')).not.toContain('tomàquet triturat');
    expect(names('macarrons, tomàquet i formatge ratllat')).not.toContain('tomàquet triturat');
    expect(names('brou amb macarrons')).not.toContain('tomàquet triturat');
  });

  it('leaves breadcrumbs, tuna flakes, a weighed dish and a cream soup as they were read', () => {
    expect(names('una lata de migas de atún')).toEqual(['tonyina al natural']);
    expect(names('pollo rebozado con migas de pan')).not.toContain('xoriço');
    expect(names('200 g de patatas a lo pobre')).not.toContain('pit de gall dindi a talls');
    expect(names('cream of chicken soup', 'en')).not.toContain('chicken stock');
    expect(gramsOf('toast with tomato soup', 'sliced white bread', 'en')).toBe(30);
    expect(gramsOf('beans on toast with tomato', 'sliced white bread', 'en')).toBe(30);
    expect(gramsOf('a packet of peanuts (30g)', 'peanuts', 'en')).toBe(30);
  });

  it('reads a bag of peanuts as a vending bag, and half a tortilla sandwich as half the sandwich', () => {
    expect(gramsOf('a bag of peanuts', 'peanuts', 'en')).toBe(50);
    expect(gramsOf('un paquet de pipes', 'pipes de gira-sol')).toBe(20);
    expect(gramsOf('half a tortilla de patatas sandwhich', 'Spanish omelette', 'en')).toBe(75);
    expect(gramsOf('half a tortilla de patatas', 'Spanish omelette', 'en')).toBe(300);
  });
});
