/**
 * @module
 * The card classifier: which card a question belongs to, learned fastText-style (Joulin et al., "Bag
 * of Tricks for Efficient Text Classification", 2017) from the questions each card was written to
 * answer. A question is the average of its features' vectors (the matcher's stemmed words, word pairs,
 * 4-grams and concepts, hashed into buckets), and a softmax over the cards reads that average. Unlike
 * the matcher's tf-idf, which finds the nearest paraphrase, it learns which words tell one card from
 * its neighbours. Trained by `npm run train:cards` into `data/card-model.json`; reading a question is
 * a few thousand multiply-adds.
 */
import { fromBase64 } from '../base64.js';

export const CARD_MODEL_FORMAT = 'card-fasttext/1';
/** The class of the messages no card answers (`data/card-matcher-negatives.json`). */
export const NO_CARD = '-';

export interface CardModel {
  /** The card of each class, in the model's order. */
  ids: readonly string[];
  /** Hash buckets of the features, a power of two. */
  buckets: number;
  /** Length of a feature's vector. */
  dim: number;
  /** Feature vectors by bucket (`bucket * dim + d`), each number times `inputScale`: int8 as the file holds them (2 MB, not 8), float while learning. */
  input: Float32Array | Int8Array;
  inputScale: number;
  /** Class vectors by class (`class * dim + d`). */
  output: Float32Array;
}

export interface CardModelFile {
  format: typeof CARD_MODEL_FORMAT;
  ids: readonly string[];
  buckets: number;
  dim: number;
  /** What one int8 step of `input` and of `output` is worth. */
  inputScale: number;
  outputScale: number;
  /** Int8 weights, base64. */
  input: string;
  output: string;
  training: Record<string, unknown>;
  /** Questions with the card and probability the model gave them when it was written. */
  probes: { text: string; card: string; probability: number }[];
}

/** A question's hashed features, each with its log-scaled count. */
export interface HashedFeatures {
  buckets: Int32Array;
  weights: Float32Array;
}

/** The matcher's features of a question (`featuresOf` in `card-matcher.ts`: key to count) in `buckets` buckets. */
export function hashedFeatures(features: ReadonlyMap<string, number>, buckets: number): HashedFeatures {
  const ids = new Int32Array(features.size);
  const weights = new Float32Array(features.size);
  let i = 0;
  for (const [key, count] of features) {
    ids[i] = fnv1a(key) & (buckets - 1);
    weights[i++] = Math.log1p(count);
  }
  return { buckets: ids, weights };
}

/** FNV-1a over the key's UTF-16 units: stable across runs and platforms. */
function fnv1a(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The weighted average of the features' vectors, written into `hidden`. */
export function hiddenOf(model: CardModel, features: HashedFeatures, hidden: Float32Array): void {
  const { dim, input } = model;
  hidden.fill(0);
  let total = 0;
  for (let i = 0; i < features.weights.length; i++) total += features.weights[i];
  if (total === 0) return;
  for (let i = 0; i < features.buckets.length; i++) {
    const base = features.buckets[i] * dim;
    const share = (features.weights[i] / total) * model.inputScale;
    for (let d = 0; d < dim; d++) hidden[d] += share * input[base + d];
  }
}

/** The softmax over the classes of a hidden vector, written into `out`. */
export function softmaxOf(model: CardModel, hidden: Float32Array, out: Float64Array): void {
  const { dim, output } = model;
  let max = -Infinity;
  for (let c = 0; c < out.length; c++) {
    let z = 0;
    const base = c * dim;
    for (let d = 0; d < dim; d++) z += output[base + d] * hidden[d];
    out[c] = z;
    if (z > max) max = z;
  }
  let sum = 0;
  for (let c = 0; c < out.length; c++) sum += out[c] = Math.exp(out[c] - max);
  for (let c = 0; c < out.length; c++) out[c] /= sum;
}

/** The probability of each class (in `model.ids` order) for a question's features. */
export function classProbabilities(model: CardModel, features: ReadonlyMap<string, number>): Float64Array {
  const hidden = new Float32Array(model.dim);
  hiddenOf(model, hashedFeatures(features, model.buckets), hidden);
  const out = new Float64Array(model.ids.length);
  softmaxOf(model, hidden, out);
  return out;
}

/** The model in a file, checked; throws a plain Error naming what is wrong. */
export function decodeCardModel(file: unknown): CardModel {
  const f = file as Partial<CardModelFile>;
  if (f?.format !== CARD_MODEL_FORMAT) throw new Error(`card model: format is not ${CARD_MODEL_FORMAT}`);
  const ids = f.ids;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string'))
    throw new Error('card model: bad ids');
  const buckets = f.buckets ?? 0;
  if (buckets < 2 || (buckets & (buckets - 1)) !== 0) throw new Error('card model: buckets is not a power of two');
  const dim = f.dim ?? 0;
  if (!Number.isInteger(dim) || dim < 1 || dim > 1024) throw new Error('card model: bad dim');
  const matrix = (data: unknown, scale: unknown, rows: number, name: string) => {
    if (typeof scale !== 'number' || !(scale > 0)) throw new Error(`card model: bad ${name} scale`);
    const bytes = new Int8Array(fromBase64(typeof data === 'string' ? data : '').buffer);
    if (bytes.length !== rows * dim) throw new Error(`card model: ${name} has the wrong length`);
    return { bytes, scale };
  };
  const input = matrix(f.input, f.inputScale, buckets, 'input');
  const { bytes, scale } = matrix(f.output, f.outputScale, ids.length, 'output');
  const output = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) output[i] = bytes[i] * scale;
  return { ids, buckets, dim, input: input.bytes, inputScale: input.scale, output };
}
