/**
 * @module
 * Numbers as the reader's language writes them: "1.5 g" and "2,500 kcal" in English, "1,5 g" and
 * "2500 kcal" in Catalan and Spanish (their grouping starts at five digits).
 */
import type { ReplyLanguage } from '../../ports.js';

const LOCALES: Record<ReplyLanguage, string> = { en: 'en-GB', ca: 'ca-ES', es: 'es-ES' };
const formats = new Map<string, Intl.NumberFormat>();

/** `value` with at most `digits` decimals, as `language` writes it. */
export function formatNumber(value: number, language: ReplyLanguage, digits = 0): string {
  const key = `${language}:${digits}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: digits })));
  return format.format(value);
}

/** A figure rounded the way a reader takes it in: whole units from 10, one decimal below, none for energy. */
export function roundedFigure(value: number, language: ReplyLanguage): string {
  return formatNumber(value, language, value >= 10 ? 0 : 1);
}
