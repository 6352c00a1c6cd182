import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../i18n.js';
import { loadSr28 } from '../../../providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../../../providers/meals/embedded-library.js';
import { createNutrientLookup } from '../../photo/suggestion.js';
import { comparisonReply, foodComparison } from './food-comparison.js';

const library = createEmbeddedMealLibrary({ sr28: loadSr28() });
const foods = createNutrientLookup(library.curated);
const translator = createTranslator();
const replyTo = (text: string, language: 'en' | 'ca' | 'es') => {
  const comparison = foodComparison(text, foods, language);
  return comparison && comparisonReply(comparison, language, translator(language));
};

describe('two foods compared on one nutrient (issue 39, chat set ao)', () => {
  it('says which has more, per 100 g and per usual portion, from the tables', () => {
    const reply = replyTo('q porta mes proteina el tofu o els ous', 'ca');
    expect(reply).toMatch(/^Tofu té més proteïna: 17 g per cada 100 g \(ou: 13 g\)\./);
    expect(reply).toMatch(/tofu, 150 g: 26 g; ou, 120 g: 15 g/);
    expect(reply).toMatch(/USDA SR28/);
  });

  it('says which has less when asked so, and calls near figures the same', () => {
    expect(replyTo('¿Qué turrón tiene menos calorías, el duro o el blando?', 'es')).toMatch(
      /^Turrón duro tiene menos calorías: 490 kcal por cada 100 g \(turrón blando: 527 kcal\)/,
    );
    expect(replyTo('Cava o vi negre: quin té menys calories per copa?', 'ca')).toMatch(
      /^Cava i vi negre en tenen pràcticament el mateix: 81 kcal i 85 kcal per cada 100 ml/,
    );
  });

  it('leaves to the cards a message that names a food the tables do not hold, three foods, or no nutrient', () => {
    expect(foodComparison('which has more protein, tofu or unicorn steak?', foods, 'en')).toBeUndefined();
    expect(
      foodComparison(
        '¿Qué tiene más azúcar, un vaso de leche con cacao soluble o un batido de chocolate de brick?',
        foods,
        'es',
      ),
    ).toBeUndefined();
    expect(foodComparison('turkey or chicken, which is better?', foods, 'en')).toBeUndefined();
    expect(foodComparison('how much protein in tofu?', foods, 'en')).toBeUndefined();
  });
});

describe('dry foods compared', () => {
  it('say they are weighed dry, once', () => {
    const reply = replyTo('Què té més proteïna, els cigrons o les llenties?', 'ca');
    expect(reply).toMatch(/^Llenties \(en sec\) té més proteïna: 25 g per cada 100 g \(cigrons secs: 20 g\)/);
  });
});

describe('two foods compared on a vitamin or a mineral', () => {
  it('gives both in mg, with the source of the vitamins and minerals', () => {
    const reply = replyTo('què té més ferro, els espinacs o les llenties cuites?', 'ca');
    expect(reply).toMatch(/^Llenties cuites té més ferro: 3,3 mg per cada 100 g \(espinacs: 2,7 mg\)\./);
    expect(reply).toMatch(/no les vitamines ni els minerals/);
    expect(replyTo('which has more vitamin C, an orange or a kiwi?', 'en')).toMatch(/^Kiwi has more vitamin C: 93 mg/);
  });
});
