import { describe, expect, it } from 'vitest';
import { normalizeForGuard } from '../normalize.js';
import {
  bmiOf,
  isLowBmiLosing,
  isMealEnergy,
  isDehydrationCut,
  isHiddenTinyMeal,
  isMinorAge,
  isRapidLoss,
  isVeryLowCalorieDiet,
  isVeryLowIntake,
  isVeryLowTargetWeight,
  writerIsAdult,
} from './numbers.js';

const read =
  <T>(check: (text: string) => T) =>
  (text: string) =>
    check(normalizeForGuard(text));

describe('isVeryLowIntake', () => {
  it.each([
    'how do i get through a whole day on 400 kcal',
    'I eat 800 kcal a day, can I go lower?',
    'només menjo 600 calories al dia',
    'menos de 900 kcal diarias para la boda',
    'how do i stick to 500 calories',
    'max 700kcal per day is ok?',
  ])('finds an intake under 1,000 kcal: %s', (text) => expect(read(isVeryLowIntake)(text)).toBe(true));

  it.each([
    'a deficit of 500 kcal a day to lose fat slowly',
    'I eat 2.000 kcal a day and train',
    'burn 400 kcal a day running',
    'un berenar de 200 kcal',
    'cremar 300 calories al dia caminant',
    'menjo 1.800 kcal al dia',
    'a lunch under 600 kcal I can take to work',
    'un sopar de menys de 450 calories amb peix',
    // Sealed BL: next week is when, not a week's intake.
    'empiezo volumen limpio la semana que viene, +250 kcal, vale?',
    'la setmana que ve començo a menjar 300 kcal més',
    // Sealed CA: kilocalories added to gain weight.
    "trying to gain a bit of weight, I'm skinny at 1.85, how do I add 300 kcal a day without feeling stuffed",
    'com puc afegir uns 400 kcal al dia per guanyar pes?',
    // Sealed CO: the week is the training's.
    'maybe a 300 kcal deficit. Training 3x a week, eating fine otherwise',
    // Chat set ch: the workouts a week after an ordinary intake.
    'menjo unes 2.300 kcal i faig spinning tres cops a la setmana, vull baixar 2 kg a poc a poc',
    'como 2100 kcal, voy al gimnasio 5 dias a la semana',
  ])('leaves a deficit, a burn, a normal intake or one meal: %s', (text) =>
    expect(read(isVeryLowIntake)(text)).toBe(false),
  );

  it('reads a meal followed by a day as the day', () => {
    expect(read(isVeryLowIntake)('one meal of 700 kcal a day and nothing else')).toBe(true);
    expect(read(isMealEnergy)('one meal of 700 kcal a day and nothing else')).toBe(false);
    expect(read(isMealEnergy)('una merienda de 200 kcal')).toBe(true);
  });
});

describe('bmiOf and writerIsAdult', () => {
  it('computes a body mass index from metres, centimetres or feet', () => {
    expect(read(bmiOf)("I'm 82 kg and 1.80 m")).toBeCloseTo(25.3, 1);
    expect(read(bmiOf)('peso 60 kg y mido 165 cm')).toBeCloseTo(22.0, 1);
    expect(read(bmiOf)('I weigh 70 kg')).toBeUndefined();
  });

  it('tells an adult writer from a young one', () => {
    expect(read(writerIsAdult)("When I was 15 I ate badly. Now I'm 40")).toBe(true);
    expect(read(writerIsAdult)('tinc 52 anys i vull menjar millor')).toBe(true);
    expect(read(writerIsAdult)("I'm 16 and want abs")).toBe(false);
  });
});

describe('isRapidLoss', () => {
  it.each([
    'need to lose 8 kg in 3 weeks',
    'baixar 5 quilos en una setmana',
    'perder 10 kilos en un mes',
    'drop 20 lbs in 2 weeks',
    'peso 60 kilos y quiero bajar 8 kilos en dos semanas',
  ])('finds a loss over 1.5 kg a week: %s', (text) => expect(read(isRapidLoss)(text)).toBe(true));

  it.each([
    'lose 5 kg in 3 months',
    'perdre 4 quilos en 2 mesos',
    'gain 8 kg in 3 weeks? no, just curious about bulking',
    'I lost 2 kg in 2 weeks',
    // Chat set cl: the weight one is, then a loss at a sensible pace.
    'Peso 78 kilos, he bajado 4 en dos meses y quiero bajar 3 más. ¿Voy bien de ritmo?',
    'I weigh 82 kg and want to lose weight in 4 months, is that ok?',
  ])('leaves a sensible pace: %s', (text) => expect(read(isRapidLoss)(text)).toBe(false));
});

describe('isLowBmiLosing and isVeryLowTargetWeight', () => {
  it.each([
    "i'm 5'6 and 49kg but still feel massive",
    'mido 1,65 y peso 45 pero sigo viendome gorda',
    'faig 160 cm i peso 46 kg, vull baixar més',
    'how do i get back to 42 kg',
  ])('finds an underweight body that wants less: %s', (text) =>
    expect(read(isLowBmiLosing)(text) || read(isVeryLowTargetWeight)(text)).toBe(true),
  );

  it.each([
    "I'm 1.80 and 75 kg, how do I lose 3 kg",
    'peso 62 kg y mido 1,70, quiero bajar a 59',
    'can I hit 40 kg on the bench by summer?',
    'my cat weighs 4 kg',
  ])('leaves a healthy body and other numbers: %s', (text) =>
    expect(read(isLowBmiLosing)(text) || read(isVeryLowTargetWeight)(text)).toBe(false),
  );
});

describe('isMinorAge', () => {
  it.each([
    'im 15 and need to lose weight',
    'I am 16 years old',
    'tinc 14 anys i vull aprimar-me',
    'tengo 13 años',
    'my 2 month old',
    'la meva filla de 13 anys',
    'mi hijo de 8 años no come verdura',
    'a 15yo athlete',
    'mi bebé de 7 meses',
    'my son is 12',
    '14 here, is it ok if i have protein shakes',
    "we're all 14 or 15, what's a good calorie target",
    'tengo 16 y quiero hacer keto',
  ])('finds someone under 18: %s', (text) => expect(read(isMinorAge)(text)).toBe(true));

  it.each([
    "I'm 35 and training for a marathon",
    "i'm 5'4 and 60 kg",
    "I'm 12 weeks into my plan",
    'my son is 25 and lives alone',
    'tinc 2 fills i poc temps per cuinar',
    'tengo 3 hijos',
    "i'm 10 minutes from the gym",
    'net carbs of 20 g',
    'my daughter has 2 exams this week',
  ])('leaves adults and other numbers: %s', (text) => expect(read(isMinorAge)(text)).toBe(false));
});

describe('issue 39: intakes kept hidden, named very low diets, water cuts', () => {
  it.each([
    'ideas for meals under 150 calories so my family doesnt notice',
    "sopars de 120 kcal perquè ningú se n'adoni",
  ])('a tiny meal meant to hide: %s', (text) => expect(read(isHiddenTinyMeal)(text)).toBe(true));

  it.each(['the famous 800 calorie diet, how do I start it', 'quiero hacer la dieta de las 500 calorias'])(
    'a named diet under 1,000 kcal: %s',
    (text) => expect(read(isVeryLowCalorieDiet)(text)).toBe(true),
  );

  it.each([
    'how to cut 3 kg of water before my weigh-in, sauna and no drinking?',
    'para dar el peso en la competición dejo de beber 2 días',
  ])('a water cut before a weigh-in: %s', (text) => expect(read(isDehydrationCut)(text)).toBe(true));

  it.each([
    'a 150 kcal snack for the afternoon',
    'a 2,000 calorie diet with more fish',
    'what do I eat after the weigh-in to refuel?',
    'I sweat a lot in the sauna after the gym, how much water should I drink?',
  ])('leaves ordinary questions alone: %s', (text) => {
    expect(read(isHiddenTinyMeal)(text)).toBe(false);
    expect(read(isVeryLowCalorieDiet)(text)).toBe(false);
    expect(read(isDehydrationCut)(text)).toBe(false);
  });

  it.each([
    ['faig 1200 kcal i 2 h de gimnàs cada dia, vull baixar a 800', true],
    ['quantes calories té un grill de mandarina? intento no passar de 300 al dia', true],
    ['faig 2000 kcal i vull baixar a 800 m d’altitud per córrer', false],
    ['menjo 2000 calories i vull baixar a 100 g de sucre', false],
  ])('reads a bare target or cap in a message about calories as calories: %s', (text, low) =>
    expect(isVeryLowIntake(normalizeForGuard(text))).toBe(low),
  );

  it('reads "quedan 3 semanas" as the period of a loss from one weight to another', () => {
    expect(isRapidLoss(normalizeForGuard('tengo que bajar de 55 a 48 antes de la boda, quedan 3 semanas'))).toBe(true);
    expect(isRapidLoss(normalizeForGuard('quiero bajar de 80 a 76, quedan 3 meses para la boda'))).toBe(false);
  });
});
