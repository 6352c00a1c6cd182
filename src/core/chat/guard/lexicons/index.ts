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
const LEXICONS: readonly CompiledLexicon[] = [SELF_HARM, EATING_DISORDER, PREGNANCY, MINOR, MEDICATION, CONDITION, SYMPTOM].map(compileLexicon);

/** The first concept found in normalised text, or undefined. */
export function findConcept(normalised: string): GuardCategory | undefined {
  return LEXICONS.find((lexicon) => lexicon.matches(normalised))?.category;
}
