import { describe, expect, it } from 'vitest';
import { loadGuardClassifier } from '../../../../providers/guard/guard-model.js';
import { createGuard } from '../guard.js';
import { guardReadings } from '../normalize.js';
import { speaksOfPet } from './pets.js';

const guard = createGuard({ classifier: loadGuardClassifier() });
const pet = (text: string) => guardReadings(text).some(speaksOfPet);

describe('a pet of ones own and no child', () => {
  it("still leaves the writer's own condition to layer 1", () =>
    expect(guard.check(['tinc diabetis i el meu gos també, què sopo?'])).toMatchObject({ decision: 'clinical' }));

  it.each([
    'mi perro tiene sobrepeso, el veterinario dice que le quite premios, ¿qué verduras le puedo dar?',
    "el meu conill s'ha engreixat, quanta verdura li dono al dia?",
    // Sealed CO: a cat's kidney diet was read as the writer's condition.
    'mi gato tiene insuficiencia renal y el veterinario le puso pienso renal, ¿le puedo dar jamón york?',
  ])('sets aside the learned reading of a child or a condition: %s', (text) => {
    expect(pet(text)).toBe(true);
    expect(guard.check([text])).toEqual({ decision: 'allow' });
  });

  it.each([
    'el meu gos i el meu fill de 8 anys mengen massa',
    'my dog and my 10 year old both refuse vegetables',
    'a dog ate my sandwich',
  ])('is not read in: %s', (text) => expect(pet(text)).toBe(false));
});
