/**
 * @module
 * Slack's request signing: `v0=` + hex HMAC-SHA256 of `v0:{timestamp}:{raw body}`
 * with the app's signing secret, and a timestamp within five minutes of now
 * on either side. Compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's timestamp may be from now, either way, in seconds. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;

export type SignatureVerdict = 'valid' | 'missing' | 'stale' | 'future' | 'mismatch';

export interface SignedRequest {
  /** `X-Slack-Request-Timestamp`: Unix seconds. */
  timestamp: string | null;
  /** `X-Slack-Signature`: `v0=<hex>`. */
  signature: string | null;
  rawBody: string;
}

export function signatureOf(secret: string, timestamp: string, rawBody: string): string {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${rawBody}`).digest('hex')}`;
}

export function verifySignature(secret: string, request: SignedRequest, nowMs: number): SignatureVerdict {
  const { timestamp, signature, rawBody } = request;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return 'missing';
  const skew = Number(timestamp) - Math.floor(nowMs / 1000);
  if (skew < -SIGNATURE_WINDOW_SECONDS) return 'stale';
  if (skew > SIGNATURE_WINDOW_SECONDS) return 'future';
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'valid' : 'mismatch';
}
