import { describe, expect, it } from 'vitest';
import { ownWeight, withOwnWeight } from './worked-example.js';

describe('ownWeight', () => {
  it('reads the one body weight a message gives', () => {
    expect(ownWeight('Peso 62 kg, hago crossfit cinco días y quiero ganar masa muscular')).toBe(62);
    expect(ownWeight("I'm 90 kg and want to lose 10 kg")).toBe(90);
    expect(ownWeight('faig 65 kg, entreno força tres dies')).toBe(65);
  });

  it("reads the person's own beside a goal's", () => {
    expect(ownWeight('Tinc 45 anys, peso 82 kg i vull baixar a 75 kg')).toBe(82);
    expect(ownWeight("I'm 34 and want to go from 90 to 80 kg")).toBe(90);
    // A span of minutes is no goal.
    expect(ownWeight('corro de 40 a 60 minutos, peso 70 kg, cuánta proteína necesito?')).toBe(70);
  });

  it('reads none from two weights neither said as theirs, or from an age alone', () => {
    expect(ownWeight('Is 75 kg or 80 kg a better goal for 1.80 m?')).toBeUndefined();
    expect(ownWeight('im 70 n just started walking, do i need more protein')).toBeUndefined();
  });
});

describe('withOwnWeight', () => {
  it("redoes a range worked out at the card's example weight, in English and Catalan", () => {
    expect(
      withOwnWeight(
        'After 65, aim for about 1–1.2 g of protein per kilo a day (70–85 g at 70 kg), with 25–30 g at each meal.',
        62,
        'en',
      ),
    ).toBe('After 65, aim for about 1–1.2 g of protein per kilo a day (60–75 g at 62 kg), with 25–30 g at each meal.');
    expect(
      withOwnWeight(
        'Procura prendre 1,2–1,6 g de proteïna per quilo al dia, uns 85–110 g si peses 70 kg, i reparteix-la.',
        90,
        'ca',
      ),
    ).toBe('Procura prendre 1,2–1,6 g de proteïna per quilo al dia, uns 110–145 g si peses 90 kg, i reparteix-la.');
  });

  it('redoes a single figure and the range beside it, and both figures of a pair', () => {
    expect(
      withOwnWeight(
        'Aim for about 1.6 g of protein per kilo a day (1.4–2.0 g/kg), about 120 g at 75 kg (105–150 g).',
        62,
        'en',
      ),
    ).toBe('Aim for about 1.6 g of protein per kilo a day (1.4–2.0 g/kg), about 100 g at 62 kg (85–125 g).');
    expect(
      withOwnWeight(
        'Aim for about 6–8 g of carbohydrate and 1.4–2.0 g of protein per kilo: at 80 kg, roughly 480–640 g of carbs and 110–160 g of protein.',
        62,
        'en',
      ),
    ).toBe(
      'Aim for about 6–8 g of carbohydrate and 1.4–2.0 g of protein per kilo: at 62 kg, roughly 370–495 g of carbs and 85–125 g of protein.',
    );
  });

  it('keeps a figure that is not a multiple of five to the gram', () => {
    expect(withOwnWeight('Adults need 0.83 g per kilo a day, about 58 g at 70 kg.', 80, 'en')).toBe(
      'Adults need 0.83 g per kilo a day, about 66 g at 80 kg.',
    );
  });

  it('leaves a sentence whose other large amounts no figure per kilo explains', () => {
    const estimate =
      'At 62 kg, for example, that is roughly 2,000–2,400 kcal a day, and about 100 g of protein (1.6 g per kilo).';
    expect(withOwnWeight(estimate, 90, 'en')).toBe(estimate);
    const twoWeights = 'Aim for 1.4–1.8 g per kilo, uns 85–110 g if you weigh 60 kg or 100–125 g at 70.';
    expect(withOwnWeight(twoWeights, 80, 'en')).toBe(twoWeights);
  });

  it('redoes the example beside a difference in energy, which does not grow with the weight (set ay)', () => {
    expect(
      withOwnWeight(
        'El que fa créixer el múscul són uns 1,6–2,0 g de proteïna per quilo, uns 100–125 g al dia amb 62 kg, i unes 300–500 kcal més del que gastes.',
        70,
        'ca',
      ),
    ).toBe(
      'El que fa créixer el múscul són uns 1,6–2,0 g de proteïna per quilo, uns 110–140 g al dia amb 70 kg, i unes 300–500 kcal més del que gastes.',
    );
    const total = 'At 62 kg that is roughly 2,000–2,400 kcal a day, and about 100 g of protein (1.6 g per kilo).';
    expect(withOwnWeight(total, 90, 'en')).toBe(total);
  });

  it('leaves caffeine alone: its 200 mg and 400 mg limits are not per kilo', () => {
    const caffeine =
      'For 70 kg, 3 mg/kg is about 200 mg, the single dose EFSA considers safe; keep the day under 400 mg.';
    expect(withOwnWeight(caffeine, 60, 'en')).toBe(caffeine);
  });

  it('leaves a weight the card only mentions, and paces per hour or per meal', () => {
    const mention =
      'Carbs per hour do not rise with body weight, but at 95 kg you probably sweat more: drink 600–800 ml an hour.';
    expect(withOwnWeight(mention, 60, 'en')).toBe(mention);
    const pace = 'Take 30–60 g an hour; at 70 kg, 25–30 g per meal of protein is plenty (1–1.2 g per kilo).';
    expect(withOwnWeight(pace, 60, 'en')).toBe(pace);
  });
});
