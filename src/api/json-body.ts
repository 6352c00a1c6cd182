/**
 * @module
 * Reads a JSON request body with a size bound, before validation, so a wrong
 * content type, an oversized or a malformed body gets the path's own status.
 */
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { CoachError } from '../core/errors.js';
import type { AppEnv } from './env.js';
import type { ErrorRenderer } from './errors.js';
import { formatBytes } from './paths.js';
import { decodeUtf8, readCappedText, TOO_LARGE } from '../edge/body.js';

// The pattern @hono/zod-openapi accepts, so a type that passes here also passes its check.
export const JSON_TYPE = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;
/** Deeper JSON is refused before parsing: no request needs it, and parsing it is slow. */
export const MAX_JSON_DEPTH = 64;

export function jsonBody(errors: ErrorRenderer): MiddlewareHandler<AppEnv> {
  return async function readJsonBody(c, next) {
    const policy = c.get('policy');
    const fail = (key: string, vars: Record<string, string> = {}) =>
      errors.respond(
        c,
        new CoachError('invalid_request', {
          messageKey: `errors.validation.${key}`,
          hintKey: `errors.validation.${key}_hint`,
          vars,
        }),
        policy.validationStatus,
      );
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) return fail('content_type');
    const incoming = nodeRequest(c.env);
    const declared = Number(c.req.header('content-length'));
    // A declared length within the limit is read straight from Node's request: building the web
    // Request's stream for it cost a sixth of a basket's time. Anything else goes through the stream.
    const text =
      incoming && Number.isInteger(declared) && declared >= 0 && declared <= policy.bodyLimitBytes
        ? await readDeclared(incoming)
        : await readCappedText(c.req.raw, policy.bodyLimitBytes);
    if (text === TOO_LARGE) return fail('too_large', { limit: formatBytes(policy.bodyLimitBytes) });
    if (text === undefined) return fail('malformed_json');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return fail('too_deep', { depth: String(MAX_JSON_DEPTH) });
    const parsed = parseJson(text);
    if (parsed === MALFORMED) return fail('malformed_json');
    // Hono's validator reads the body through this cache, so it is read and parsed once.
    Object.assign(c.req.bodyCache, { json: Promise.resolve(parsed), text: Promise.resolve(text) });
    await next();
  };
}

/** Node's request, when the app runs under @hono/node-server (`c.env.incoming`), and not yet read. */
function nodeRequest(env: unknown): Readable | undefined {
  const incoming = (env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof Readable) || incoming.readableEnded || incoming.readableDidRead) return undefined;
  return incoming;
}

/**
 * A body whose length was declared within the limit, as UTF-8 text; `undefined` when it is not valid
 * UTF-8 or the client went away. Read through events: an async iterator cost more than the reading.
 */
function readDeclared(incoming: Readable): Promise<string | undefined> {
  // A client gone before its body was read leaves no event to wait for.
  if (incoming.destroyed) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(decodeUtf8(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))));
    incoming.once('error', () => resolve(undefined));
    incoming.once('close', () => resolve(undefined));
  });
}

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, found without parsing it. Nesting
 * can go no deeper than the brackets opened, so a text with few of them (every ordinary body) is
 * answered by counting them, which costs a tenth of reading it character by character.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let opened = 0;
  for (const bracket of ['{', '['])
    for (let at = text.indexOf(bracket); at !== -1 && opened <= limit; at = text.indexOf(bracket, at + 1)) opened++;
  return opened > limit && jsonDepth(text) > limit;
}

/** The deepest nesting of arrays and objects in a JSON text. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

const MALFORMED = Symbol('malformed');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}
