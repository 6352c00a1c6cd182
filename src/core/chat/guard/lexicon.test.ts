import { describe, expect, it } from 'vitest';
import { compileLexicon, type Lexicon } from './lexicon.js';
import { CONDITION } from './lexicons/condition.js';
import { EATING_DISORDER } from './lexicons/eating-disorder.js';
import { MEDICATION } from './lexicons/medication.js';
import { MINOR } from './lexicons/minor.js';
import { PREGNANCY } from './lexicons/pregnancy.js';
import { SELF_HARM } from './lexicons/self-harm.js';
import { SYMPTOM } from './lexicons/symptom.js';
import { normalizeForGuard } from './normalize.js';

const lexicon = (terms: string[], neutral?: string[]): Lexicon => ({ category: 'condition', terms, neutral });

describe('compileLexicon', () => {
  const heart = compileLexicon(
    lexicon(['heart attack', 'heart failure', 'heart', 'diabet*', 'i m on * mg', '# weeks pregnant']),
  );

  it('matches every term of a word tree, whole words only', () => {
    for (const text of [
      'a heart attack',
      'heart failure',
      'my heart',
      'diabetic',
      'diabetes',
      'i m on 20 mg',
      '12 weeks pregnant',
    ]) {
      expect(heart.matches(text), text).toBe(true);
    }
    for (const text of ['hearty stew', 'sweetheart', 'prediabetes', 'i m on it', 'weeks pregnant'])
      expect(heart.matches(text), text).toBe(false);
  });

  it('takes a match back only where a neutral phrase covers it', () => {
    const coeliac = compileLexicon(lexicon(['coeliac*'], ['not coeliac']));
    expect(coeliac.matches('gluten free bread if you are not coeliac')).toBe(false);
    expect(coeliac.matches('i am coeliac and not coeliac friendly')).toBe(true);
  });

  it('never takes back a firm pattern, and gives layer 2 the text without the neutral phrases', () => {
    const caffeine = compileLexicon({ ...lexicon(['cafeina'], ['de cafeina']), firm: [/\bde cafeina \d+ al dia\b/] });
    expect(caffeine.matches('pills de cafeina')).toBe(false);
    expect(caffeine.matches('pills de cafeina 5 al dia')).toBe(true);
    expect(caffeine.withoutNeutral('pills de cafeina')).toBe('pills  ');
  });

  it('takes a match back where a neutral pattern covers it, and only there', () => {
    const diabetes = compileLexicon({
      category: 'condition',
      terms: ['diabet*'],
      neutralPatterns: [/\bmy dad has \w+ i don t\b/g],
    });
    expect(diabetes.matches('my dad has diabetes i don t but i cook for him')).toBe(false);
    expect(diabetes.matches('my dad has diabetes i don t and my diabetes is new')).toBe(true);
    expect(diabetes.matches('my dad has diabetes and so do i')).toBe(true);
  });

  it('refuses terms that are not folded', () => {
    expect(() => compileLexicon(lexicon(['Celíac']))).toThrow(/folded/);
    expect(() => compileLexicon(lexicon(['  ']))).toThrow(/empty/);
  });
});

describe('the shipped lexicons', () => {
  const all = [SELF_HARM, EATING_DISORDER, MEDICATION, CONDITION, PREGNANCY, MINOR, SYMPTOM];

  it('compile, and every pattern with a Unicode class has the u flag (without it \\p{L} is literal text)', () => {
    for (const each of all) {
      expect(() => compileLexicon(each)).not.toThrow();
      const broken = (each.patterns ?? [])
        .filter((pattern) => pattern.source.includes('\\p{') && !pattern.unicode)
        .map((pattern) => pattern.source);
      expect(broken, each.category).toEqual([]);
    }
  });

  it('match nothing in an empty or a plain greeting', () => {
    for (const each of all.map(compileLexicon)) {
      expect(each.matches('')).toBe(false);
      expect(each.matches(normalizeForGuard('Hola! Què sopo avui?'))).toBe(false);
    }
  });
});
