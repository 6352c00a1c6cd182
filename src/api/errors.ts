/**
 * @module
 * Renders a CoachError as the Error envelope, and translates zod's failures
 * into CoachErrors: the API's one edge for foreign errors.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { CoachError, type ErrorCode, type MessageVars } from '../core/errors.js';
import type { Translate } from '../core/ports.js';
import type { ErrorBody } from './schemas/error.js';

/** The status of each code; `invalid_request` takes the path's own (400 or 422). */
export const STATUS_OF_CODE: Record<Exclude<ErrorCode, 'invalid_request'>, ContentfulStatusCode> = {
  method_not_allowed: 405,
  not_found: 404,
  not_acceptable: 406,
  forbidden: 403,
  service_not_configured: 503,
  upstream_unavailable: 502,
  unauthorized: 401,
  rate_limited: 429,
};

export interface ErrorRenderer {
  /** The envelope of an error, in English. */
  body(error: CoachError, status: number): ErrorBody;
  /** A JSON response of the envelope; `invalid_request` uses `validationStatus`. */
  respond(c: Context, error: CoachError, validationStatus?: 400 | 422): Response;
}

export function createErrorRenderer(t: Translate, documentation: string): ErrorRenderer {
  const body = (error: CoachError, status: number): ErrorBody => {
    const message = t(error.messageKey, error.vars);
    return { error: message, code: error.code, message, hint: t(error.hintKey, error.vars), documentation, status };
  };
  return {
    body,
    respond(c, error, validationStatus = 400) {
      const status = error.code === 'invalid_request' ? validationStatus : STATUS_OF_CODE[error.code];
      return c.json(body(error, status), status);
    },
  };
}

type Issue = ZodError['issues'][number];

const TYPE_HINTS = new Set(['number', 'string', 'boolean', 'object', 'array']);

/** The first problem of a zod failure, as an `invalid_request` whose hint names the bound. */
export function fromZodError(error: ZodError, target: string): CoachError {
  const issue = error.issues[0];
  const { key, vars } = issue ? hintOf(issue, target) : { key: 'invalid', vars: {} };
  return new CoachError('invalid_request', {
    messageKey: target === 'query' ? 'errors.validation.query' : 'errors.validation.body',
    hintKey: `errors.validation.${key}`,
    vars: { path: formatPath(issue?.path ?? []), ...vars },
    cause: error,
  });
}

function hintOf(issue: Issue, target: string): { key: string; vars: MessageVars } {
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 reports a missing field only in its (default, English) message.
      if (/received undefined/.test(issue.message)) return { key: 'required', vars: {} };
      // A query parameter given twice arrives as an array.
      if (target === 'query' && /received array/.test(issue.message)) return { key: 'once', vars: {} };
      if (issue.expected === 'int') return { key: 'integer', vars: {} };
      return { key: TYPE_HINTS.has(issue.expected) ? `type_${issue.expected}` : 'invalid', vars: {} };
    case 'too_small':
    case 'too_big':
      return boundHint(issue);
    case 'invalid_value':
      if (issue.values.length === 1 && issue.values[0] === true) return { key: 'literal_true', vars: {} };
      return { key: 'enum', vars: { values: issue.values.map(String).join(', ') } };
    case 'invalid_format':
      return { key: 'format', vars: { format: issue.format === 'regex' ? 'value' : issue.format } };
    case 'invalid_union':
      return { key: 'union', vars: {} };
    case 'custom': {
      const hintKey = (issue.params as { hintKey?: string } | undefined)?.hintKey;
      return { key: hintKey ?? 'invalid', vars: {} };
    }
    default:
      return { key: 'invalid', vars: {} };
  }
}

function boundHint(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): { key: string; vars: MessageVars } {
  const small = issue.code === 'too_small';
  const bound = Number(
    small ? (issue as { minimum: number | bigint }).minimum : (issue as { maximum: number | bigint }).maximum,
  );
  const vars: MessageVars = small ? { minimum: bound } : { maximum: bound };
  if (issue.origin === 'string') return { key: small ? 'string_min' : 'string_max', vars };
  if (issue.origin === 'array' || issue.origin === 'set') {
    if ((issue as { exact?: boolean }).exact) return { key: 'array_length', vars: { minimum: bound } };
    return { key: small ? 'array_min' : 'array_max', vars };
  }
  const exclusive = issue.inclusive === false ? '_exclusive' : '';
  return { key: `${small ? 'number_min' : 'number_max'}${exclusive}`, vars };
}

/** `items[3].name`, or `body` for the whole value. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'body';
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`))
    .join('');
}
