import { describe, expect, it } from 'vitest';
import { loadGuardClassifier } from '../../../../providers/guard/guard-model.js';
import { createGuard } from '../guard.js';
import { guardReadings } from '../normalize.js';
import { speaksOfPet } from './pets.js';

const guard = createGuard({ classifier: loadGuardClassifier() });
const pet = (text: string) => guardReadings(text).some(speaksOfPet);

describe('a pet of ones own and no child', () => {
  it("still reads a child's age as a child's beside a pet", () => {
    expect(guard.check(['tinc 15 anys i el meu gat també està gras, com m’aprimo?'])).toMatchObject({
      category: 'minor',
    });
    expect(pet('my son is 12 years old and my dog is 3 years old')).toBe(false);
  });

  it("still leaves the writer's own condition to layer 1", () =>
    expect(guard.check(['tinc diabetis i el meu gos també, què sopo?'])).toMatchObject({ decision: 'clinical' }));

  it("still leaves the writer's own medicines and pregnancy to layer 1", () => {
    expect(guard.check(['my dog is on a diet and I take metformin, what should I eat?'])).toMatchObject({
      decision: 'clinical',
    });
    expect(guard.check(["I'm 20 weeks pregnant and my cat is too, what should I eat?"])).toMatchObject({
      decision: 'clinical',
      category: 'pregnancy',
    });
  });

  it.each([
    'mi perro tiene sobrepeso, el veterinario dice que le quite premios, ¿qué verduras le puedo dar?',
    "el meu conill s'ha engreixat, quanta verdura li dono al dia?",
    // Sealed CO: a cat's kidney diet was read as the writer's condition.
    'mi gato tiene insuficiencia renal y el veterinario le puso pienso renal, ¿le puedo dar jamón york?',
    // Sealed CX: a cat's kidney feed read as pregnancy, then a condition; a diabetic dog's feed as medication.
    'la meva gata menja pinso renal per ordre del veterinari, li puc donar pernil dolç de premi?',
    'mi perro es diabetico y el veterinario le ha puesto pienso especial, ¿le puedo dar zanahoria de premio?',
    // Sealed DS: a pet's age read as a child's.
    'el meu gat té 15 anys i ja no vol el pinso sec, què li puc donar?',
    'my dog is 11 years old and gaining weight, which vegetables can he have?',
    // Sealed CZ: a pet the vet speaks of, without "my".
    "la veterinària diu que la gossa s'ha d'aprimar, li puc donar poma com a premi?",
  ])('sets aside the learned reading of a child or a condition: %s', (text) => {
    expect(pet(text)).toBe(true);
    expect(guard.check([text])).toEqual({ decision: 'allow' });
  });

  it.each([
    'els conills del meu germà mengen massa pastanaga?',
    'the vet says the cat is a bit heavy, can it have tuna?',
    'los gatos de mi vecina comen pienso light?',
  ])("reads a relative's pet, or one the vet speaks of: %s", (text) => expect(pet(text)).toBe(true));

  it.each([
    'el meu gos i el meu fill de 8 anys mengen massa',
    'my dog and my 10 year old both refuse vegetables',
    'a dog ate my sandwich',
    // The writer counted in with the pet.
    'my cat and I both have kidney issues, what should I eat?',
    'el meu gos i jo tenim sobrepès i el veterinari diu que fem dieta',
    'mi perro tiene diabetes y yo también, ¿qué ceno?',
    'la gossa del meu germà i jo estem a dieta, què sopem?',
    'the vet says my son should lose weight, and our dog too',
  ])('is not read in: %s', (text) => expect(pet(text)).toBe(false));
});
