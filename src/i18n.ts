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
        .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(`${language}/${file}`, dir), 'utf8')) as unknown]),
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
  const translate = Object.fromEntries(
    REPLY_LANGUAGES.map((language) => {
      const fixed = instance.getFixedT(language);
      return [language, memoised((key, vars) => fixed(key, vars))];
    }),
  ) as Record<ReplyLanguage, Translate>;
  return (language) => translate[language];
}

/** Most sentences without values kept per language; keys can come from data (a flavour), so the cache is bounded. */
const MAX_PLAIN_SENTENCES = 5000;

/**
 * A sentence without values never changes, and i18next's lookup costs more
 * than the rest of a shop offer, so those are kept after the first call.
 */
function memoised(t: (key: string, vars: MessageVars) => string): Translate {
  const plain = new Map<string, string>();
  return (key, vars) => {
    if (vars) return t(key, vars);
    let text = plain.get(key);
    if (text === undefined) {
      text = t(key, {});
      if (plain.size >= MAX_PLAIN_SENTENCES) plain.clear();
      plain.set(key, text);
    }
    return text;
  };
}
