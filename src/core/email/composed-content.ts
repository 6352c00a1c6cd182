/**
 * @module
 * What a plan or basket email may carry. The coach composes these mails from meals, amounts and prices; it never
 * writes a link, an email address or a phone number into them. A request that does is someone using the coach's
 * mailer to send their own message to an address of their choosing (a spam or phishing relay), so it is refused,
 * whatever the origin says. Everything the mail shows is checked: the checklist and every string of `sections`.
 * Markup is left alone: every value is escaped, so it shows as text.
 */

/** Why a text cannot go into a coach email: each names a hint in `errors.validation`. */
export type ForeignContent = 'content_link' | 'content_address' | 'content_phone';

// A scheme, "www.", or a host name: labels joined by dots, the last of letters ("x.ly/abc", "evil.example"). Figures
// ("1.5 kg", "2.150 kcal") and abbreviations followed by a space ("p. ex.") are not hosts; the coach puts a space
// after every full stop, so "word.word" is never its own.
const LINK = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,24}\b/iu;
const ADDRESS = /[^\s@]+@[^\s@]+\.[^\s@]+/u;
// Nine digits or more in one run of digits, spaces, dots, dashes and brackets: a phone number, never a portion.
const PHONE_RUN = /\+?\(?\d[\d \t().-]{7,}\d/gu;

/** The first kind of foreign content in `text`, or `undefined` when it is what the coach writes. */
export function foreignContent(text: string): ForeignContent | undefined {
  if (ADDRESS.test(text)) return 'content_address';
  if (LINK.test(text)) return 'content_link';
  for (const run of text.match(PHONE_RUN) ?? []) if (run.replace(/\D/g, '').length >= 9) return 'content_phone';
  return undefined;
}

/** Every string inside a value (the `sections` of a request), depth first. */
export function stringsOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, found);
  return found;
}
