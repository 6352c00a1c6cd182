/**
 * @module
 * What a path's rules are made of, for the routes to declare theirs beside their `createRoute`:
 * methods, CORS, representations, the status of bad input and the body size. `paths.ts` gathers them.
 */

export type PathMethod = 'GET' | 'POST';

export interface PathPolicy {
  /** Methods served; GET also answers HEAD, and every path answers OPTIONS. */
  methods: readonly PathMethod[];
  /** `public`: any origin may read it; `restricted`: only `ALLOWED_ORIGINS`. */
  cors: 'public' | 'restricted';
  /** Media types the path answers in, the default first (none: it answers without a body); errors are always JSON. */
  produces: readonly string[];
  /** Status of `invalid_request` on this path (the contract's 400 or 422). */
  validationStatus: 400 | 422;
  /** How the body is read: `json` is checked before the handler, `lenient` by the handler itself. */
  body: 'none' | 'json' | 'lenient';
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /** When true, a request must come from an allowed origin (403 otherwise). */
  originRequired: boolean;
}

export const KB = 1024;
export const JSON_TYPES = ['application/json', 'text/markdown'];
export const PAGE_TYPES = ['text/html', 'text/markdown'];

export const read = (produces: readonly string[] = JSON_TYPES, validationStatus: 400 | 422 = 400): PathPolicy => ({
  methods: ['GET'],
  cors: 'public',
  produces,
  validationStatus,
  body: 'none',
  bodyLimitBytes: 0,
  originRequired: false,
});

export const write = (cors: PathPolicy['cors'], validationStatus: 400 | 422, bodyLimitBytes: number): PathPolicy => ({
  methods: ['POST'],
  cors,
  produces: JSON_TYPES,
  validationStatus,
  body: 'json',
  bodyLimitBytes,
  originRequired: false,
});

/** The rules of the paths one module serves, by path (as the contract names it). */
export type PathRules = Readonly<Record<string, PathPolicy>>;

/** A path with a parameter: the template (as the contract names it), what it matches, and its rules. */
export interface TemplateRule {
  template: string;
  pattern: RegExp;
  policy: PathPolicy;
}

/** GET paths also answer HEAD; every path answers OPTIONS. */
export function allowHeader(policy: PathPolicy): string {
  const methods: string[] = [...policy.methods];
  if (methods.includes('GET')) methods.splice(methods.indexOf('GET') + 1, 0, 'HEAD');
  return [...methods, 'OPTIONS'].join(', ');
}

export function formatBytes(bytes: number): string {
  return bytes >= KB * KB ? `${Math.round((bytes / KB / KB) * 10) / 10} MB` : `${Math.round(bytes / KB)} KB`;
}
