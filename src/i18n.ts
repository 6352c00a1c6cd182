/**
 * @module
 * Loads `locales/<language>/<namespace>.json` into one i18next instance; each
 * file's keys sit under its name (`errors.json` gives `errors.*`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import i18next, { type Resource } from 'i18next';
import type { MessageVars } from './core/errors.js';
import { REPLY_LANGUAGES, type ReplyLanguage, type Translate, type Translator } from './core/ports.js';
import { projectFile } from './project-files.js';

const LOCALES_DIR = projectFile('locales/');

/** Reads every locale file of every language. */
export function loadLocaleResources(dir: URL = LOCALES_DIR): Record<ReplyLanguage, Record<string, unknown>> {
  const read = (language: ReplyLanguage) =>
    Object.fromEntries(
      readdirSync(new URL(`${language}/`, dir))
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.slice(0, -'.json'.length),
          JSON.parse(readFileSync(new URL(`${language}/${file}`, dir), 'utf8')) as unknown,
        ]),
    );
  return { en: read('en'), ca: read('ca'), es: read('es') };
}

/** A translator over the shipped locales; English fills any gap. */
export function createTranslator(resources = loadLocaleResources()): Translator {
  const instance = i18next.createInstance();
  const bundle: Resource = {};
  for (const language of REPLY_LANGUAGES) bundle[language] = { translation: resources[language] };
  void instance.init({
    resources: bundle,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...REPLY_LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  // The coach's English readers are in Europe: "10 January 2027", not "January 10, 2027".
  instance.services.formatter?.addCached('datetime', (lng, options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : lng, options);
    return (value: Date) => format.format(value);
  });
  const translate = Object.fromEntries(
    REPLY_LANGUAGES.map((language) => {
      const fixed = instance.getFixedT(language);

      // As i18next resolves a key: in the language, then in English, `key_context` before `key`, and each of
      // them with its plural suffixes first (`_zero` for a count of 0, then the language's own form: `_one`).
      const template = (key: string, context?: string, count?: number) => {
        for (const code of language === 'en' ? (['en'] as const) : [language, 'en' as const]) {
          const suffixes = count === undefined ? [] : pluralSuffixes(code, count);
          for (const base of context === undefined ? [key] : [`${key}_${context}`, key]) {
            for (const candidate of [...suffixes.map((suffix) => `${base}${suffix}`), base]) {
              const found: unknown = instance.getResource(code, 'translation', candidate);
              // The first value found is the one i18next takes; what is not a sentence (an object) it answers itself.
              if (found !== undefined && found !== null) return typeof found === 'string' ? found : undefined;
            }
          }
        }
        return undefined;
      };
      return [language, memoised(language, (key, vars) => fixed(key, vars), template)];
    }),
  ) as Record<ReplyLanguage, Translate>;
  return (language) => translate[language];
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural form of a count in a language (`one`, `other`…), by the rules i18next uses. */
function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** i18next's suffixes for a count in a language: `_zero` for 0 (when the key has one), then `_one`, `_other`… */
function pluralSuffixes(language: string, count: number): string[] {
  const form = `_${pluralForm(language, count)}`;
  return count === 0 ? ['_zero', form] : [form];
}

/** Options a call may pass to i18next rather than values: such a call goes to i18next. */
const I18NEXT_OPTIONS = new Set([
  'ordinal',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'replace',
  'interpolation',
  'skipInterpolation',
  'postProcess',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'keyPrefix',
  'keySeparator',
  'nsSeparator',
]);

/** Most sentences without values kept per language; keys can come from data (a flavour), so the cache is bounded. */
const MAX_PLAIN_SENTENCES = 5000;

/** `{{name}}` and nothing else: no format (`{{value, number}}`), no nesting (`$t(`), no escaping prefix. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
const NEEDS_I18NEXT = /\$t\(|\{\{-|\{\{\s*[^}]*,/;

/** A template split at its placeholders: `parts[0] vars[names[0]] parts[1] …`. */
interface Compiled {
  parts: string[];
  names: string[];
}

function compile(template: string): Compiled | undefined {
  if (NEEDS_I18NEXT.test(template)) return undefined;
  const parts: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    parts.push(template.slice(last, match.index));
    names.push(match[1]);
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  return { parts, names };
}

/**
 * i18next's lookup and interpolation cost more than the rest of a shop offer, so a sentence
 * without values is kept after the first call, and a sentence whose values fill plain
 * `{{name}}` placeholders is filled here from its template, compiled once per key, context and
 * plural form (a day's plan names "2 eggs" and "3 slices": i18next built two option objects per call,
 * and they were most of what a day plan left for the old generation to collect).
 * Formats and nesting still go through i18next, as do values the template lacks and a count that is
 * not a number.
 */
function memoised(
  language: string,
  t: (key: string, vars: MessageVars) => string,
  template: (key: string, context?: string, count?: number) => string | undefined,
): Translate {
  const plain = new Map<string, string>();
  const compiled = new Map<string, Compiled | null>();
  const fill = (key: string, vars: MessageVars): string | undefined => {
    for (const name in vars) if (I18NEXT_OPTIONS.has(name) || name.startsWith('defaultValue')) return undefined;
    const count = vars.count;
    if (count !== undefined && typeof count !== 'number') return undefined;
    // Every bot sentence names its channel as a context (`help_slack`); the choice is made here, once per key.
    // An empty context is none, as i18next has it.
    const context = vars.context === undefined || vars.context === '' ? undefined : String(vars.context);
    let id = context === undefined ? key : `${key}\u0000${context}`;
    // The forms that pick the template: the language's and English's (its fallback), and whether it is zero.
    if (count !== undefined)
      id += `\u0001${count === 0 ? 'zero ' : ''}${pluralForm(language, count)} ${pluralForm('en', count)}`;
    let entry = compiled.get(id);
    if (entry === undefined) {
      const raw = template(key, context, count);
      entry = (raw === undefined ? undefined : compile(raw)) ?? null;
      if (compiled.size >= MAX_PLAIN_SENTENCES) compiled.clear();
      compiled.set(id, entry);
    }
    if (entry === null) return undefined;
    let text = entry.parts[0];
    for (let i = 0; i < entry.names.length; i++) {
      const value = vars[entry.names[i]];
      if (value === undefined || value === null) return undefined;
      text += String(value) + entry.parts[i + 1];
    }
    return text;
  };
  return (key, vars) => {
    if (vars) return fill(key, vars) ?? t(key, vars);
    let text = plain.get(key);
    if (text === undefined) {
      text = t(key, {});
      if (plain.size >= MAX_PLAIN_SENTENCES) plain.clear();
      plain.set(key, text);
    }
    return text;
  };
}
