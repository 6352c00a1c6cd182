/**
 * @module
 * Layer 1 of the guard: concept lexicons built from clinical references (each lexicon names its
 * sources). Self-harm is looked for first, so a message that is also a diet question gets crisis help.
 */
import { compileLexicon, type CompiledLexicon } from '../lexicon.js';
import type { GuardCategory } from '../types.js';
import { CONDITION } from './condition.js';
import { EATING_DISORDER } from './eating-disorder.js';
import { MEDICATION } from './medication.js';
import { MINOR } from './minor.js';
import { PREGNANCY } from './pregnancy.js';
import { SELF_HARM } from './self-harm.js';
import { SYMPTOM } from './symptom.js';

/** In order of precedence: the first that matches names the professional the reply points to. */
const LEXICONS = [SELF_HARM, EATING_DISORDER, PREGNANCY, MINOR, MEDICATION, CONDITION, SYMPTOM];

// Compiled on first use, so importing the guard costs start-up nothing: building the expressions takes
// about a tenth of a second, and V8 compiles each one on its first run, which takes twice that again.
const compiled: (CompiledLexicon | undefined)[] = LEXICONS.map(() => undefined);
const lexiconAt = (index: number): CompiledLexicon => (compiled[index] ??= compileLexicon(LEXICONS[index]));

/** The first concept found in normalised text, or undefined. */
export function findConcept(normalised: string): GuardCategory | undefined {
  for (let index = 0; index < LEXICONS.length; index++) {
    const lexicon = lexiconAt(index);
    if (lexicon.matches(normalised)) return lexicon.category;
  }
  return undefined;
}

/**
 * What layer 2 reads: the text with every lexicon's neutral phrases taken out, so both layers set
 * aside the same asides ("my dad has diabetes, I'm fine", "a documentary on bulimia, anyway …",
 * "dying to try"). The model is trained on the same reading (`scripts/guard-training.ts`).
 */
export function modelReading(normalised: string): string {
  let text = normalised;
  for (let index = 0; index < LEXICONS.length; index++) text = lexiconAt(index).withoutNeutral(text);
  return text.replace(/ {2,}/g, ' ').trim();
}

/**
 * The text with the self-harm lexicon's figures of speech taken out ("to die for", "killing myself at the gym"), for
 * the distress cues: its terms as well as its patterns, since "I would literally die for a proper pa amb tomàquet"
 * got crisis help from "die" (sealed DB).
 */
export function withoutSelfHarmFigures(normalised: string): string {
  return lexiconAt(0).withoutNeutral(normalised);
}

let prepared = 0;
let builtNext = false;

/**
 * Takes one more lexicon a step nearer ready ahead of the first message: built on one call, run once
 * on the next so V8 compiles its expressions (each half takes up to some 40 ms); false once every one
 * is ready. A service calls it between requests after it starts listening.
 */
export function prepareNextConcept(): boolean {
  if (prepared >= LEXICONS.length) return false;
  if (!builtNext) lexiconAt(prepared);
  else lexiconAt(prepared++).matches('');
  builtNext = !builtNext;
  return true;
}
