/**
 * What a planned day's reply offers, read from its text: one "I ate this" per meal and snack shown,
 * in the order they are eaten.
 */
const SLOT_HEADING = /^(?:🍳|🍎|🍲|🥪|🥗) /gmu;

/** `ate:0`… for each meal and snack the day's text shows. */
export const ateActions = (text: string): string[] =>
  Array.from({ length: (text.match(SLOT_HEADING) ?? []).length }, (_, i) => `ate:${i}`);
