/**
 * @module
 * What a button or a numbered choice carries back to the coach: a kind, and for most a value after a
 * colon (`day:run`, `swap:lunch`, `ate:Lunch`). The platforms hand back strings (Telegram's callback data,
 * Slack's button value), which anyone can forge or an old message can hold: `readAction` lets through
 * only the kinds the coach gives.
 */

export const ACTION_KINDS = [
  // Onboarding choices.
  'sex',
  'life',
  'goal',
  // The day, its meals and their log.
  'day',
  'today',
  'more',
  'swap',
  'img',
  'ate',
  'log',
  'drop',
  'grams',
  // Offers, baskets, email, photos, settings.
  'reminders',
  'shop',
  'basket',
  'email',
  'consent',
  'photo',
  'lang',
  'forget',
  // A channel with forms opens its profile form.
  'profile',
] as const;

export type ActionKind = (typeof ACTION_KINDS)[number];

export type Action = ActionKind | `${ActionKind}:${string}`;

/** Longer than any action the coach gives. */
const MAX_ACTION_LENGTH = 64;

/** A platform's string as an action, or undefined when it is none the coach gives (a stale or forged button). */
export function readAction(value: unknown): Action | undefined {
  if (typeof value !== 'string' || value.length > MAX_ACTION_LENGTH) return undefined;
  const kind = value.split(':', 1)[0];
  return (ACTION_KINDS as readonly string[]).includes(kind) ? (value as Action) : undefined;
}
