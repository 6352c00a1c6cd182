/**
 * @module
 * The operator token (`ADMIN_TOKEN`), checked with a ceiling on wrong guesses: after {@link OPERATOR_FAILURES} in
 * {@link OPERATOR_WINDOW_MS} from one client address, that address is refused for the rest of the window, the right
 * token included, so guessing cannot go on at any pace. Each refusal is logged with the address's digest, never the
 * address or what was sent.
 */
import type { Context } from 'hono';
import type { KeyValueStore, Logger } from '../core/ports.js';
import { bearerMatches } from '../edge/bearer.js';
import { clientDigest } from './rate-limit.js';

/** Wrong operator tokens one address may send in a window. */
export const OPERATOR_FAILURES = 10;
/** The window those are counted in; it starts at the first wrong token. */
export const OPERATOR_WINDOW_MS = 15 * 60 * 1000;

export type OperatorVerdict =
  | { kind: 'operator' }
  /** No ADMIN_TOKEN is set: the operator's routes do not exist. */
  | { kind: 'absent' }
  | { kind: 'wrong' }
  | { kind: 'locked'; retryAfterSeconds: number };

export interface OperatorCheckOptions {
  adminToken: string | undefined;
  store: KeyValueStore;
  logger: Logger;
  /** Whether the client's address is the last `X-Forwarded-For` entry (the one a trusted proxy appended). */
  trustProxy: boolean;
}

/** Reads a request's `Authorization` header as the operator's, counting the wrong ones. */
export function createOperatorCheck(options: OperatorCheckOptions) {
  const retryAfterSeconds = OPERATOR_WINDOW_MS / 1000;
  return async (c: Context): Promise<OperatorVerdict> => {
    if (!options.adminToken) return { kind: 'absent' };
    const client = clientDigest(c, options.trustProxy);
    const key = `operator-failures:${client}`;
    const failures = (await options.store.readCounters(key)).wrong ?? 0;
    if (failures >= OPERATOR_FAILURES) {
      options.logger.warn({ client, failures, path: c.req.path }, 'operator token refused: too many wrong tokens');
      return { kind: 'locked', retryAfterSeconds };
    }
    if (bearerMatches(c.req.header('authorization'), options.adminToken)) return { kind: 'operator' };
    const count = await options.store.incrementField(key, 'wrong', 1, { ttlMs: OPERATOR_WINDOW_MS });
    options.logger.warn({ client, failures: count, path: c.req.path }, 'operator token refused');
    return { kind: 'wrong' };
  };
}
