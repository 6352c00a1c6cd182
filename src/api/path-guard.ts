/**
 * @module
 * What every request meets before a handler: unknown paths (404), CORS and
 * OPTIONS, unlisted methods (405 with `Allow`) and `Accept` (406).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { CoachError } from '../core/errors.js';
import type { AppEnv } from './env.js';
import type { ErrorRenderer } from './errors.js';
import { negotiate } from './negotiation.js';
import { allowHeader, type PathPolicy } from './paths.js';

export interface PathGuardOptions {
  /** The rules of a path, or undefined when nothing is served there. */
  match: (path: string) => { policy: PathPolicy } | undefined;
  /** Exact origins (scheme, host, port) allowed on `restricted` paths. */
  allowedOrigins: readonly string[];
  errors: ErrorRenderer;
}

const PREFLIGHT_MAX_AGE_SECONDS = '600';
const EXPOSED_HEADERS = 'Allow, Retry-After';

export function pathGuard({ match, allowedOrigins, errors }: PathGuardOptions): MiddlewareHandler<AppEnv> {
  return async function guard(c, next) {
    const path = c.req.path;
    const policy = match(path)?.policy;
    if (!policy) {
      // Let a browser read why: the 404 itself reveals nothing.
      if (c.req.header('origin')) c.header('Access-Control-Allow-Origin', '*');
      return errors.respond(c, new CoachError('not_found', { vars: { path: shorten(path) } }));
    }
    c.set('policy', policy);
    const corsAllowed = applyCors(c, policy, allowedOrigins);
    const allow = allowHeader(policy);
    if (c.req.method === 'OPTIONS') return answerOptions(c, allow, corsAllowed);
    if (!methodServed(c.req.method, policy)) {
      c.header('Allow', allow);
      const allowed = policy.methods.join(' or ');
      return errors.respond(
        c,
        new CoachError('method_not_allowed', { vars: { method: shorten(c.req.method), path, allowed } }),
      );
    }
    // A path that answers with no body (events) has nothing to negotiate.
    const representation = policy.produces.length === 0 ? '' : negotiate(c.req.header('accept'), policy.produces);
    if (representation === undefined)
      return errors.respond(c, new CoachError('not_acceptable', { vars: { types: policy.produces.join(', ') } }));
    c.set('representation', representation);
    if (policy.originRequired && !corsAllowed)
      return errors.respond(c, new CoachError('forbidden', { vars: { path } }));
    await next();
  };
}

function methodServed(method: string, policy: PathPolicy): boolean {
  const served: readonly string[] = policy.methods;
  return served.includes(method) || (method === 'HEAD' && served.includes('GET'));
}

/** Sets the CORS headers; true when the request's origin may read the answer. */
function applyCors(c: Context, policy: PathPolicy, allowedOrigins: readonly string[]): boolean {
  const origin = c.req.header('origin');
  if (policy.cors === 'restricted') c.header('Vary', 'Origin');
  if (!origin) return false;
  if (policy.cors === 'public') c.header('Access-Control-Allow-Origin', '*');
  else if (allowedOrigins.includes(origin.toLowerCase())) c.header('Access-Control-Allow-Origin', origin);
  else return false;
  c.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  return true;
}

/** Answers preflight and plain OPTIONS alike, without reaching a handler. */
function answerOptions(c: Context, allow: string, corsAllowed: boolean): Response {
  c.header('Allow', allow);
  if (corsAllowed && c.req.header('access-control-request-method')) {
    c.header('Access-Control-Allow-Methods', allow);
    c.header('Access-Control-Allow-Headers', c.req.header('access-control-request-headers') ?? 'Content-Type');
    c.header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
  }
  return c.body(null, 204);
}

function shorten(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
