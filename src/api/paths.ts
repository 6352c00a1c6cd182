/**
 * @module
 * Every path the coach serves, with the rules that apply before any handler:
 * methods, CORS, representations, the status of bad input and the body size.
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

const KB = 1024;
const JSON_TYPES = ['application/json', 'text/markdown'];
const PAGE_TYPES = ['text/html', 'text/markdown'];

const read = (produces: readonly string[] = JSON_TYPES, validationStatus: 400 | 422 = 400): PathPolicy => ({
  methods: ['GET'],
  cors: 'public',
  produces,
  validationStatus,
  body: 'none',
  bodyLimitBytes: 0,
  originRequired: false,
});

const write = (cors: PathPolicy['cors'], validationStatus: 400 | 422, bodyLimitBytes: number): PathPolicy => ({
  methods: ['POST'],
  cors,
  produces: JSON_TYPES,
  validationStatus,
  body: 'json',
  bodyLimitBytes,
  originRequired: false,
});

/** The photo route takes an 8 MB image as base64 (4/3 larger) plus the JSON around it. */
export const PHOTO_BODY_LIMIT_BYTES = 11 * KB * KB + 256 * KB;

export const PATHS: Readonly<Record<string, PathPolicy>> = {
  '/api/health': read(),
  '/api/shop': read(),
  '/api/foods': read(JSON_TYPES, 422),
  '/api/basket-prices': write('public', 400, 64 * KB),
  '/api/targets': write('public', 400, 16 * KB),
  '/api/weekly-plan': write('public', 400, 16 * KB),
  '/api/daily-meals': write('restricted', 400, 16 * KB),
  '/api/coach-chat': write('restricted', 400, 128 * KB),
  '/api/meal-image': write('restricted', 400, 16 * KB),
  '/api/meal-photo': write('restricted', 422, PHOTO_BODY_LIMIT_BYTES),
  '/api/store-email': { ...write('restricted', 422, 1024 * KB), originRequired: true },
  '/api/events': { ...write('public', 400, 4 * KB), body: 'lenient', produces: [] },
  '/api/events/summary': { ...read(['application/json']), cors: 'restricted' },
  '/metrics': { ...read(['text/plain']), cors: 'restricted' },
  '/admin/whatsapp/qr': { ...read(['image/png']), cors: 'restricted' },
  '/r/cart': read([]),
  '/openapi.json': read(),
  '/api/openapi.yaml': read(['application/yaml', 'text/yaml', 'application/x-yaml', 'text/markdown']),
  '/': read(PAGE_TYPES),
  '/docs': read(PAGE_TYPES),
  '/agents.md': read(['text/markdown']),
  '/llms.txt': read(['text/markdown']),
  '/sitemap.xml': read(['application/xml', 'text/markdown']),
};

/** Paths with a parameter: the template (as the contract names it) and its rules. */
export const PATH_TEMPLATES: readonly { template: string; pattern: RegExp; policy: PathPolicy }[] = [
  {
    template: '/api/meal-images/{id}',
    pattern: /^\/api\/meal-images\/[^/]+$/,
    policy: read(['image/png', 'image/jpeg', 'image/webp'], 400),
  },
];

/** The rules of a path and its template, or undefined when nothing is served there. */
export function matchPath(path: string): { template: string; policy: PathPolicy } | undefined {
  if (Object.hasOwn(PATHS, path)) return { template: path, policy: PATHS[path] };
  const match = PATH_TEMPLATES.find((entry) => entry.pattern.test(path));
  return match && { template: match.template, policy: match.policy };
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
