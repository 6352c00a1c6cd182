/**
 * @module
 * The store's pages for people: one plain HTML frame, in Catalan or English (`?lang=`, else the
 * browser's `Accept-Language`), with a link to the other language.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { readCappedText, TOO_LARGE } from '../edge/body.js';
import type { Language, Translate } from '../core/ports.js';

export const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A price in cents as a person reads it in the page's language (34,90 € in Catalan, €34.90 in English). */
export const euros = (t: Translate, cents: number) => t('store.pages.euros', { value: cents / 100 });

/** The page's language: `?lang=ca|en`, else the browser's first choice when it is Catalan, else English. */
export function pageLanguage(c: Context): Language {
  const asked = c.req.query('lang');
  if (asked === 'ca' || asked === 'en') return asked;
  return /^\s*ca\b/i.test(c.req.header('accept-language') ?? '') ? 'ca' : 'en';
}

/** A path in the page's language, so a form or a link keeps it. */
export const inLanguage = (path: string, language: Language) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

export function page(language: Language, title: string, body: string, other: { label: string; path: string }): string {
  const switchTo = language === 'ca' ? 'en' : 'ca';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}li{margin:.3rem 0}label{display:block;margin:.6rem 0}input{display:block;width:100%;padding:.4rem}button{margin-top:1rem;padding:.5rem 1rem}.lang{float:right}</style>
</head><body><a class="lang" href="${escape(inLanguage(other.path, switchTo))}">${escape(other.label)}</a><h1>${escape(title)}</h1>
${body}
</body></html>`;
}

/** A page answered in the request's language, titled by `titleKey`, with the link to the same path in the other one. */
export function pageAnswer(
  c: Context,
  words: (language: Language) => Translate,
  titleKey: string,
  body: string,
  status = 200,
): Response {
  const language = pageLanguage(c);
  const t = words(language);
  return c.html(page(language, t(titleKey), body, { label: t('store.pages.other'), path: c.req.path }), status as 200);
}

/** Most bytes a page's form may post. */
const FORM_LIMIT_BYTES = 16 * 1024;

/**
 * A posted form's fields as text (a postal code keeps its leading zero); nothing when it is not a form. The body is
 * read within `FORM_LIMIT_BYTES`, declared or chunked: past it the request ends in a 413 (the store's `onError`), and
 * the rest is never read.
 */
export async function formFields(c: Context): Promise<Record<string, string>> {
  const text = await readCappedText(c.req.raw, FORM_LIMIT_BYTES);
  if (text === TOO_LARGE) throw new HTTPException(413);
  if (text === undefined) return {};
  const type = c.req.header('content-type') ?? '';
  let fields: Iterable<[string, FormDataEntryValue]> = [];
  if (type.includes('application/x-www-form-urlencoded')) fields = new URLSearchParams(text);
  else if (type.includes('multipart/form-data'))
    fields = (await new Response(text, { headers: { 'content-type': type } }).formData().catch(() => undefined)) ?? [];
  const out: Record<string, string> = {};
  for (const [name, value] of fields) if (typeof value === 'string') out[name] = value;
  return out;
}

/** `ana@example.com` as `a•••@example.com`, so the page confirms where the code went without showing it. */
export const masked = (address: string) => address.replace(/^(.)[^@]*/, '$1•••');
