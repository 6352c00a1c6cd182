import type { Coach } from '../core/coach.js';
import type { Clock, Logger, Translate } from '../core/ports.js';
import type { ErrorRenderer } from './errors.js';

/** What the routes are built from. */
export interface ApiDeps {
  coach: Coach;
  errors: ErrorRenderer;
  /** English strings of the API's own fields. */
  t: Translate;
  clock: Clock;
  logger: Logger;
  /** Public origin of the coach, without a trailing slash. */
  publicUrl: string;
  /** Origins allowed on `/api/store-email`. */
  allowedOrigins: readonly string[];
}

/** The contract's semantic version, reported by health and the OpenAPI document. */
export const API_VERSION = '1.1.0';
export const SERVICE_NAME = 'nutrition-coach';
