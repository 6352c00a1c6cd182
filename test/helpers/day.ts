/**
 * What a planned day's reply offers, read from its text: one "I ate this" per meal and snack shown,
 * in the order they are eaten, named by slot.
 */
const SLOT_OF_ICON: Record<string, string> = {
  '🍳': 'Breakfast',
  '🍎': 'MidMorning',
  '🍲': 'Lunch',
  '🥪': 'Afternoon',
  '🥗': 'Dinner',
};
const SLOT_HEADING = /^(🍳|🍎|🍲|🥪|🥗) /gmu;

/** `ate:<slot>` for each meal and snack the day's text shows. */
export const ateActions = (text: string): string[] =>
  [...text.matchAll(SLOT_HEADING)].map((match) => `ate:${SLOT_OF_ICON[match[1]]}`);
