import { describe, expect, it } from 'vitest';
import { consistentTargets, profileDays } from '../../../test/helpers/targets.js';
import { energyReachable, macroEnergy } from './reachable.js';

describe('energyReachable', () => {
  it('calls every target the coach computes, and every consistent one, reachable', () => {
    for (const { target } of profileDays(2000, 3)) expect(energyReachable(target), JSON.stringify(target)).toBe(true);
    for (const target of consistentTargets(2000, 4)) expect(energyReachable(target), JSON.stringify(target)).toBe(true);
  });

  it('calls calories far from the energy of their macros unreachable, either way', () => {
    const macros = { proteinG: 150, carbohydrateG: 300, fatG: 80 };
    expect(macroEnergy(macros)).toBe(2520);
    expect(energyReachable({ calories: 2520, ...macros })).toBe(true);
    expect(energyReachable({ calories: 1800, ...macros })).toBe(false);
    expect(energyReachable({ calories: 3400, ...macros })).toBe(false);
  });

  it('leaves room for the tolerances: a fifth over the macros can still be met', () => {
    expect(energyReachable({ calories: 3000, proteinG: 150, carbohydrateG: 300, fatG: 80 })).toBe(true);
  });
});
