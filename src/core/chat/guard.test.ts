import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guardConversation, guardMessage, type GuardDecision } from './guard.js';

interface Case {
  lang: 'en' | 'ca' | 'es';
  text: string;
  expected: GuardDecision;
}

const cases = JSON.parse(readFileSync(new URL('../../../test/fixtures/guard-cases.json', import.meta.url), 'utf8')) as Case[];

describe('guardMessage on the fixture of mixed questions', () => {
  it('has at least 60 questions per language, clinical and ordinary mixed', () => {
    for (const lang of ['en', 'ca', 'es'] as const) {
      const mine = cases.filter((c) => c.lang === lang);
      expect(mine.length).toBeGreaterThanOrEqual(60);
      expect(mine.filter((c) => c.expected === 'allow').length).toBeGreaterThanOrEqual(20);
      expect(mine.filter((c) => c.expected === 'clinical').length).toBeGreaterThanOrEqual(20);
    }
  });

  it.each(cases.map((c) => [c.lang, c.expected, c.text] as const))('[%s] %s: %s', (_lang, expected, text) => {
    expect(guardMessage(text).decision).toBe(expected);
  });
});

/**
 * Two more sets, each written apart from the code and from the sets before it.
 * Before the guard learned from them they scored 95/120 and 79/90 (see the README).
 */
describe.each(['guard-cases-heldout.json', 'guard-cases-fresh.json'])('guardMessage on %s', (file) => {
  const set = JSON.parse(readFileSync(new URL(`../../../test/fixtures/${file}`, import.meta.url), 'utf8')) as Case[];
  const results = set.map((c) => ({ ...c, got: guardMessage(c.text).decision }));

  it('never lets a clinical question or a sign of distress through', () => {
    const leaks = results.filter((r) => r.expected !== 'allow' && r.got === 'allow').map((r) => r.text);
    expect(leaks).toEqual([]);
  });

  it('declines at most 2 % of the ordinary questions', () => {
    const allowed = results.filter((r) => r.expected === 'allow');
    const wrong = allowed.filter((r) => r.got !== 'allow');
    expect(wrong.length / allowed.length).toBeLessThanOrEqual(0.02);
  });
});

describe('guardConversation', () => {
  it('declines when an earlier message was clinical, and self-harm outranks everything', () => {
    expect(guardConversation(['I have coeliac disease', 'what about a menú del dia?']).decision).toBe('clinical');
    expect(guardConversation(['protein after lifting?', 'i want to die']).decision).toBe('self_harm');
    expect(guardConversation(['what to eat before a run?', 'and after it?']).decision).toBe('allow');
  });
});
