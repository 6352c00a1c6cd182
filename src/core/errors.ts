/**
 * @module
 * The one error type of the coach. Foreign errors (zod, HTTP clients, SDKs) are
 * translated into it once, at the edge that caught them; every channel renders
 * it by its `code`.
 */

/** Every way a coach operation can fail, as the API contract names them. */
export const ERROR_CODES = [
  'invalid_request',
  'method_not_allowed',
  'not_found',
  'not_acceptable',
  'forbidden',
  'service_not_configured',
  'upstream_unavailable',
  // Additions to the contract's codes: operator endpoints and rate budgets.
  'unauthorized',
  'rate_limited',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Values interpolated into a translated message or hint. */
export type MessageVars = Record<string, string | number>;

export interface CoachErrorOptions {
  /** i18n key of the sentence for people; defaults to `errors.<code>.message`. */
  messageKey?: string;
  /** i18n key of what to change; defaults to `errors.<code>.hint`. */
  hintKey?: string;
  /** Values for both sentences. */
  vars?: MessageVars;
  /** The foreign error this one translates, kept for logs only. */
  cause?: unknown;
}

export class CoachError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly hintKey: string;
  readonly vars: MessageVars;

  constructor(code: ErrorCode, options: CoachErrorOptions = {}) {
    const messageKey = options.messageKey ?? `errors.${code}.message`;
    super(`${code}: ${messageKey}`, { cause: options.cause });
    this.name = 'CoachError';
    this.code = code;
    this.messageKey = messageKey;
    this.hintKey = options.hintKey ?? `errors.${code}.hint`;
    this.vars = options.vars ?? {};
  }
}

export function isCoachError(value: unknown): value is CoachError {
  return value instanceof CoachError;
}

/** What a log line may say of a failure: the error's name (never its message, which may carry what a person wrote), else its type. */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
