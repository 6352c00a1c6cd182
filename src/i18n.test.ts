import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { REPLY_LANGUAGES } from './core/ports.js';
import { createTranslator, loadLocaleResources } from './i18n.js';

const resources = loadLocaleResources();
const translator = createTranslator(resources);

/** i18next itself over `bundle`, configured as the translator configures it: what the fast path must equal. */
function i18nextOver(bundle: typeof resources) {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(REPLY_LANGUAGES.map((language) => [language, { translation: bundle[language] }])),
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

const reference = i18nextOver(resources);

/** Every key path to a string, with the names of its placeholders. */
function sentences(tree: unknown, prefix = ''): [string, string[]][] {
  if (typeof tree === 'string')
    return [[prefix, [...tree.matchAll(/\{\{\s*([A-Za-z_]\w*)/g)].map((match) => match[1])]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => sentences(value, prefix ? `${prefix}.${key}` : key));
}

describe('the translator', () => {
  it.each(REPLY_LANGUAGES)(
    'fills every %s sentence with values exactly as i18next does, English filling the gaps',
    (language) => {
      const t = translator(language);
      const reference_t = reference.getFixedT(language);
      const keys = [...sentences(resources.en), ...sentences(resources[language])].filter(
        ([key, names]) => names.length > 0 && !/_(?:one|other|zero|few|many)$/.test(key),
      );
      expect(keys.length).toBeGreaterThan(50);
      for (const [key, names] of keys) {
        const vars = Object.fromEntries(
          names.filter((name) => name !== 'count').map((name, index) => [name, index % 2 ? index * 1.5 : `«${name}»`]),
        );
        expect(t(key, vars), key).toBe(reference_t(key, vars));
      }
    },
  );

  it.each(REPLY_LANGUAGES)(
    'picks a sentence for a context (`help_slack`) exactly as i18next does, in %s',
    (language) => {
      const t = translator(language);
      const reference_t = reference.getFixedT(language);
      const keys = [...sentences(resources.en), ...sentences(resources[language])]
        .filter(([key]) => !/_(?:one|other|zero|few|many)$/.test(key))
        .map(([key, names]) => [key.replace(/_slack$/, ''), names] as const);
      expect(keys.some(([key]) => key === 'bot.help')).toBe(true);
      for (const [key, names] of keys) {
        for (const context of ['slack', 'telegram']) {
          const vars = {
            context,
            ...Object.fromEntries(names.filter((name) => name !== 'count').map((name) => [name, `«${name}»`])),
          };
          expect(t(key, vars), `${key} (${context})`).toBe(reference_t(key, vars));
        }
      }
    },
  );

  it.each(REPLY_LANGUAGES)('picks and fills a plural form exactly as i18next does, in %s', (language) => {
    const t = translator(language);
    const reference_t = reference.getFixedT(language);
    // Plural keys, and sentences that show a count without plural forms ("×2").
    const plurals = [...sentences(resources.en), ...sentences(resources[language])]
      .filter(([key, names]) => /_(?:one|other|zero|few|many)$/.test(key) || names.includes('count'))
      .map(([key, names]) => [key.replace(/_(?:one|other|zero|few|many)$/, ''), names] as const);
    expect(plurals.some(([key]) => key === 'meals.portion.slice')).toBe(true);
    expect(plurals.some(([key]) => key === 'meals.portion.each')).toBe(true);
    for (const [key, names] of plurals) {
      for (const count of [0, 1, 2, 5, 1.5, 21, 1_000_000, -1]) {
        for (const context of [undefined, 'slack']) {
          const vars = {
            count,
            ...(context ? { context } : {}),
            ...Object.fromEntries(names.filter((name) => name !== 'count').map((name) => [name, `«${name}»`])),
          };
          expect(t(key, vars), `${key} ${count} ${context}`).toBe(reference_t(key, vars));
        }
      }
    }
  });

  it('leaves a call with i18next options, an empty context or a key that holds no sentence to i18next', () => {
    const custom = {
      ...resources,
      en: {
        ...resources.en,
        test: {
          place_ordinal_one: '{{count}}st',
          place_ordinal_two: '{{count}}nd',
          place_ordinal_other: '{{count}}th',
          place_one: 'ONE {{count}}',
          place_other: 'OTHER {{count}}',
          things_one: '{{count}} thing',
          things_other: '{{count}} things',
          shape_one: { not: 'a sentence' },
          shape_other: '{{count}} shapes',
          shape: 'a shape with no form, {{count}}',
          greet: 'hello {{name}}',
          greet_: 'empty context {{name}}',
        },
      },
    };
    const check = createTranslator(custom);
    const truth = i18nextOver(custom);
    const calls: [string, Record<string, string | number>][] = [
      ['test.place', { count: 2, ordinal: 1 }],
      ['test.things', { count: 2, replace: 1 }],
      ['test.things', { count: 1, lng: 'ca' }],
      ['test.shape', { count: 1 }],
      ['test.greet', { name: 'Anna', context: '' }],
      ['bot.basket.unpricedCount', { count: 2, lng: 'ca' }],
    ];
    for (const language of REPLY_LANGUAGES)
      for (const [key, vars] of calls)
        expect(check(language)(key, vars), `${language} ${key} ${JSON.stringify(vars)}`).toBe(
          truth.getFixedT(language)(key, vars),
        );
    expect(check('en')('test.place', { count: 2, ordinal: 1 })).toBe('2nd');
  });

  it('fills a zero form when a key has one, as i18next does', () => {
    const withZero = createTranslator({
      ...resources,
      en: {
        ...resources.en,
        test: { apples_zero: 'no apples', apples_one: 'an apple', apples_other: '{{count}} apples' },
      },
    })('ca');
    expect([0, 1, 3].map((count) => withZero('test.apples', { count }))).toEqual(['no apples', 'an apple', '3 apples']);
  });

  it('leaves formats, a count that is not a number and a missing value to i18next', () => {
    const t = translator('en');
    expect(t('bot.basket.unpricedCount', { count: '3' })).toBe(
      reference.getFixedT('en')('bot.basket.unpricedCount', { count: '3' }),
    );
    expect(t('bot.basket.unpricedCount', { count: 1 })).toBe('1 item has no price and is not in the total.');
    expect(t('bot.basket.unpricedCount', { count: 3 })).toBe('3 items have no price and are not in the total.');
    expect(t('shop.label', { flavour: 'Vanilla' })).toBe(
      reference.getFixedT('en')('shop.label', { flavour: 'Vanilla' }),
    );
  });

  it('falls back to English for a sentence a language lacks, and to the key for an unknown one', () => {
    expect(translator('es')('shop.label', { flavour: 'x', size: '1 kg' })).toBe(
      reference.getFixedT('es')('shop.label', { flavour: 'x', size: '1 kg' }),
    );
    expect(translator('ca')('no.such.key', { a: 1 })).toBe('no.such.key');
  });
});
