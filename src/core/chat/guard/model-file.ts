/**
 * @module
 * The committed model's file format (`data/guard-model.json`): JSON with the int8 weights in
 * base64, the thresholds, what it was trained on, and probe messages with the probabilities
 * it gave at training time, so a test can prove the loaded model answers as it did then.
 */
import { MODEL_LABELS, type GuardModel } from './classifier.js';

export const MODEL_FORMAT = 'guard-linear/1';

export interface GuardModelFile {
  format: typeof MODEL_FORMAT;
  labels: readonly string[];
  buckets: number;
  allowBelow: number;
  selfHarmFrom: number;
  scales: number[];
  bias: number[];
  /** Int8 weights, bucket-major, base64. */
  weights: string;
  training: Record<string, unknown>;
  probes: { text: string; probabilities: number[] }[];
}

/** The model in a file, checked; throws a plain Error naming what is wrong. */
export function decodeGuardModel(file: unknown): GuardModel {
  const f = file as Partial<GuardModelFile>;
  if (f?.format !== MODEL_FORMAT) throw new Error(`guard model: format is not ${MODEL_FORMAT}`);
  if (JSON.stringify(f.labels) !== JSON.stringify(MODEL_LABELS))
    throw new Error("guard model: labels differ from this code's");
  const buckets = f.buckets ?? 0;
  if (buckets < 2 || (buckets & (buckets - 1)) !== 0) throw new Error('guard model: buckets is not a power of two');
  const weights = new Int8Array(fromBase64(f.weights ?? '').buffer);
  if (weights.length !== buckets * MODEL_LABELS.length) throw new Error('guard model: weights have the wrong length');
  const numbers = (values: unknown, name: string) => {
    if (!Array.isArray(values) || values.length !== MODEL_LABELS.length || !values.every(Number.isFinite))
      throw new Error(`guard model: bad ${name}`);
    return Float32Array.from(values as number[]);
  };
  const threshold = (value: unknown, name: string) => {
    if (typeof value !== 'number' || !(value > 0 && value < 1)) throw new Error(`guard model: bad ${name}`);
    return value;
  };
  return {
    buckets,
    weights,
    scales: numbers(f.scales, 'scales'),
    bias: numbers(f.bias, 'bias'),
    allowBelow: threshold(f.allowBelow, 'allowBelow'),
    selfHarmFrom: threshold(f.selfHarmFrom, 'selfHarmFrom'),
  };
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
