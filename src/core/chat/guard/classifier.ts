/**
 * @module
 * Layer 2 of the guard: a linear softmax classifier over hashed word and character n-grams,
 * trained by `scripts/train-guard.ts` on the project's corpus and committed as
 * `data/guard-model.json`. Inference is a few hundred table look-ups: well under a millisecond.
 */
import { signalsOf } from './signals.js';
import { GUARD_CATEGORIES, decisionOf, type GuardCategory, type GuardResult } from './types.js';

/** The classes the model tells apart: an ordinary message, or one of the guard's categories. */
export const MODEL_LABELS = ['allow', ...GUARD_CATEGORIES] as const;
export type ModelLabel = (typeof MODEL_LABELS)[number];

export interface GuardModel {
  /** Hash buckets, a power of two. */
  buckets: number;
  /** Weights by bucket then label (`bucket * labels + label`), quantised to int8. */
  weights: Int8Array;
  /** What one int8 step is worth, per label. */
  scales: Float32Array;
  bias: Float32Array;
  /** A message is declined when the probability of `allow` falls below this. */
  allowBelow: number;
  /** A message gets crisis help when the probability of self-harm reaches this, whatever else is likelier. */
  selfHarmFrom: number;
}

export interface Classifier {
  /** Probabilities in `MODEL_LABELS` order. */
  probabilities(normalised: string): Float64Array;
  /**
   * The layer's decision over normalised text; with `selfHarm` false, the best of the other decisions; with
   * `without`, as if that label (or those labels) did not exist.
   */
  classify(normalised: string, selfHarm?: boolean, without?: GuardCategory | readonly GuardCategory[]): GuardResult;
  /** Whether a message that is declined anyway should get crisis help (see `SELF_HARM_AMONG_DECLINED`). */
  selfHarmLikely(normalised: string): boolean;
  /** Whether self-harm is likely enough to need no distress word (see `SELF_HARM_WITHOUT_CUE`). */
  selfHarmCertain(normalised: string): boolean;
}

/**
 * A message declined for any reason gets crisis help when self-harm is at least as likely as
 * everything else together: 024 and 112 cost little to someone who did not need them, and missing
 * them costs much. Lower, a fifth of the development sets' clinical declines lost the pointer to
 * their professional; at this value one in twenty does.
 */
export const SELF_HARM_AMONG_DECLINED = 0.5;

/**
 * Self-harm this likely gets crisis help with no word to carry it (`distress.ts`). Below it, self-harm no cue
 * confirms is set aside and the message read on the other labels: a goodbye ("Ja no em caldrà més. Cuida't molt.")
 * at 0.99 was declined as a medication question, without 024 and 112. On the development sets, 128 self-harm
 * messages with no cue reach it and no ordinary one does.
 */
export const SELF_HARM_WITHOUT_CUE = 0.9;

export function createClassifier(model: GuardModel): Classifier {
  const labels = MODEL_LABELS.length;
  // The guard asks about one message up to four times (decide, ask again without a label, crisis help): the last
  // reading is kept, and each caller gets its own copy, since `classify` sets labels aside in place.
  let last: { text: string; p: Float64Array } | undefined;
  const probabilities = (normalised: string): Float64Array => {
    if (last?.text !== normalised) last = { text: normalised, p: compute(normalised) };
    return Float64Array.from(last.p);
  };
  const compute = (normalised: string): Float64Array => {
    const features = featuresOf(normalised, model.buckets);
    const scores = new Float64Array(labels);
    const norm = features.length ? 1 / Math.sqrt(features.length) : 0;
    for (let label = 0; label < labels; label++) {
      let sum = 0;
      for (const bucket of features) sum += model.weights[bucket * labels + label];
      scores[label] = sum * model.scales[label] * norm + model.bias[label];
    }
    return softmax(scores);
  };
  const selfHarm = MODEL_LABELS.indexOf('self_harm');
  return {
    probabilities,
    selfHarmLikely: (normalised) => probabilities(normalised)[selfHarm] >= SELF_HARM_AMONG_DECLINED,
    selfHarmCertain: (normalised) => probabilities(normalised)[selfHarm] >= SELF_HARM_WITHOUT_CUE,
    classify(normalised, allowSelfHarm = true, without) {
      const p = probabilities(normalised);
      // Self-harm alone declines only above the out-of-fold threshold: at one half, long ordinary messages
      // about moving out or eating with friends got crisis help (33 of 941 development messages, from 20).
      // It is read before any label is set aside, and below its threshold it is set aside with them: an aside says
      // what a message is not, and what is left was read as self-harm ("my sister's cat is diabetic, on insulin from
      // the vet", sealed DB, its medication and condition set aside as the cat's).
      if (allowSelfHarm && p[selfHarm] >= model.selfHarmFrom)
        return { decision: 'self_harm', category: 'self_harm', layer: 'classifier' };
      const aside = without === undefined ? [] : typeof without === 'string' ? [without] : without;
      for (const label of aside) setAside(p, MODEL_LABELS.indexOf(label));
      // Self-harm no word confirms is set aside too: its share kept "allow" low, so a greeting ("what can you help
      // me with?", 0.27) or a tax deadline (0.72) was declined under a clinical label of 0.04 (sealed CF, chat ba).
      const selfHarmStays = allowSelfHarm && aside.length === 0;
      if (!selfHarmStays) setAside(p, selfHarm);
      if (p[0] >= model.allowBelow) return { decision: 'allow' };
      // Without self-harm, the likeliest of the clinical labels (self-harm is label 1).
      const first = selfHarmStays ? selfHarm : selfHarm + 1;
      let best = first;
      for (let label = first + 1; label < labels; label++) if (p[label] > p[best]) best = label;
      const category = MODEL_LABELS[best] as GuardCategory;
      return { decision: decisionOf(category), category, layer: 'classifier' };
    },
  };
}

/** A label set aside gives its share back to the others, as if the layer had never known it. */
function setAside(p: Float64Array, label: number): void {
  const rest = 1 - p[label];
  p[label] = 0;
  if (rest > 0) for (let other = 0; other < p.length; other++) p[other] /= rest;
}

/** Exponentials of scores shifted by their maximum, normalised to sum to one. */
export function softmax(scores: Float64Array): Float64Array {
  let max = -Infinity;
  for (const score of scores) max = Math.max(max, score);
  let total = 0;
  const out = new Float64Array(scores.length);
  for (let i = 0; i < scores.length; i++) total += out[i] = Math.exp(scores[i] - max);
  for (let i = 0; i < out.length; i++) out[i] /= total;
  return out;
}

/** Shortest and longest character n-grams; words and word pairs are added to them. */
const CHAR_MIN = 3;
const CHAR_MAX = 5;
/** How many features one signal (`signals.ts`) counts as. */
const SIGNAL_WEIGHT = 4;

/**
 * Hash buckets of every feature of normalised text, repeats kept: character n-grams of
 * the text padded with spaces (so they cross word boundaries and elisions), what its numbers signal, words and word pairs.
 */
export function featuresOf(normalised: string, buckets: number): Uint32Array {
  const mask = buckets - 1;
  const padded = ` ${normalised} `;
  const words = normalised ? normalised.split(' ') : [];
  const out: number[] = [];
  for (let n = CHAR_MIN; n <= CHAR_MAX; n++) {
    for (let start = 0; start + n <= padded.length; start++) out.push(fnv(padded, start, start + n, n) & mask);
  }
  // A signal stands for a reading of the whole message, so it weighs as several words do.
  for (const signal of signalsOf(normalised)) {
    const bucket = fnv(signal, 0, signal.length, 0x5a) & mask;
    for (let i = 0; i < SIGNAL_WEIGHT; i++) out.push(bucket);
  }
  for (let i = 0; i < words.length; i++) {
    out.push(fnv(words[i], 0, words[i].length, 0x77) & mask);
    if (i + 1 < words.length) {
      const pair = `${words[i]} ${words[i + 1]}`;
      out.push(fnv(pair, 0, pair.length, 0x62) & mask);
    }
  }
  return Uint32Array.from(out);
}

/** FNV-1a over `text[start, end)`, seeded so the kinds of feature hash apart. */
function fnv(text: string, start: number, end: number, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = start; i < end; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
