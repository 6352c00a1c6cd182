/**
 * @module
 * Outbound HTTP for the providers: every call has a timeout, transient
 * failures (network errors, 408, 429, 5xx) are retried a bounded number of
 * times with backoff, and what still fails becomes `upstream_unavailable`.
 */
import { CoachError } from '../core/errors.js';

export interface HttpOptions {
  /** Time allowed for one attempt, in ms. Defaults to 5000. */
  timeoutMs?: number;
  /** Attempts after the first. Defaults to 2. */
  retries?: number;
  /** First backoff in ms, doubled each retry. Defaults to 200. */
  backoffMs?: number;
  /** Longest wait a `Retry-After` (or `RateLimit-Reset`) may ask for before giving up, in ms. Defaults to 5000. */
  maxRetryAfterMs?: number;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Defaults to setTimeout; injected so tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
}

const TRANSIENT = new Set([408, 429, 500, 502, 503, 504]);

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The response of the first attempt that is not a transient failure. */
export async function fetchWithRetry(
  url: string | URL,
  init: RequestInit,
  options: HttpOptions = {},
): Promise<Response> {
  const {
    timeoutMs = 5000,
    retries = 2,
    backoffMs = 200,
    maxRetryAfterMs = 5000,
    fetch: doFetch = fetch,
    sleep = realSleep,
  } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
    try {
      const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (!TRANSIENT.has(response.status) || attempt === retries) return response;
      // Retry-After, or the RateLimit-Reset (delta seconds) that rate-limited APIs such as LogMeal send.
      const wait =
        retryAfterMs(response.headers.get('retry-after')) ?? retryAfterMs(response.headers.get('ratelimit-reset'));
      await response.body?.cancel();
      if (wait !== undefined) {
        if (wait > maxRetryAfterMs) return response;
        await sleep(wait);
      }
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw new CoachError('upstream_unavailable', { cause: lastError });
}

/** Seconds or an HTTP date, in ms; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Reads a JSON body, or fails as `upstream_unavailable` when it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new CoachError('upstream_unavailable', { cause: error });
  }
}
