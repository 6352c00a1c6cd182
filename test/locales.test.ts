import { describe, expect, it } from 'vitest';
import { createTranslator, loadLocaleResources } from '../src/i18n.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

function placeholders(value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') out[prefix] = [...node.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    else if (typeof node === 'object' && node !== null)
      for (const [key, inner] of Object.entries(node)) walk(inner, prefix ? `${prefix}.${key}` : key);
  };
  walk(value, '');
  return out;
}

describe('locales', () => {
  const resources = loadLocaleResources();

  it('en and ca have the same keys', () => {
    expect(keys(resources.ca).sort()).toEqual(keys(resources.en).sort());
  });

  it("es holds the chat's own sentences (declines, figures, small talk, the honest 'no good answer'), each also in en with the same placeholders", () => {
    const spanish = keys(resources.es).sort();
    const spoken = (key: string) =>
      key.startsWith('chat.decline.') ||
      key.startsWith('chat.figures.') ||
      key.startsWith('chat.smallTalk.') ||
      key === 'chat.unsure' ||
      key === 'chat.askMe';
    expect(spanish.length).toBeGreaterThan(0);
    expect(spanish.every(spoken)).toBe(true);
    expect(spanish).toEqual(keys(resources.en).filter(spoken).sort());
    const inSpanish = (all: Record<string, string[]>) => Object.fromEntries(spanish.map((key) => [key, all[key]]));
    expect(inSpanish(placeholders(resources.es))).toEqual(inSpanish(placeholders(resources.en)));
  });

  it('en and ca use the same placeholders in every sentence', () => {
    expect(placeholders(resources.ca)).toEqual(placeholders(resources.en));
  });

  it('has no empty sentence', () => {
    const empty = Object.entries(placeholders(resources.en)).filter(([key]) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources.en);
      return typeof value === 'string' && value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('translates with interpolation and no HTML escaping', () => {
    const t = createTranslator();
    expect(t('ca')('shop.label', { flavour: 'crema', size: '1 kg' })).toBe('Batut de proteïna, crema, 1 kg');
    expect(t('en')('errors.method_not_allowed.hint', { allowed: 'GET' })).toBe('Use GET on this path.');
    expect(t('en')('errors.forbidden.message', { path: '/a?b=<c>' })).toContain('<c>');
  });
});
