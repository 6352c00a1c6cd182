/**
 * @module
 * What a burst asks for most, answered at Node's level without the router: the health probe, public
 * answers (`Cache-Control: public`) replayed byte for byte for a short while after the app gave them,
 * and computed routes (an answer that depends on the JSON body alone) whose body is valid. Anything
 * these rules are unsure of goes on to the app, which answers as if the lane were not there. Why:
 * Hono's request and response objects, router and middleware cost a third of a bare server's
 * throughput on these routes, and more than half on a computed one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { negotiate } from './negotiation.js';
import { matchPath } from './paths.js';
import type { RequestLog } from './request-log.js';
import { readComputed, type ComputedRoute } from './fast-lane-computed.js';
import { readLaneHeaders } from './lane-headers.js';
import { compileFastCheck } from './fast-check.js';

export type { ComputedRoute } from './fast-lane-computed.js';

export interface FastLaneOptions {
  /** The health answer as JSON text, as `GET /api/health` gives it, at once or when ready. */
  health: () => string | Promise<string>;
  log: RequestLog;
  /** Milliseconds now. Defaults to `Date.now`. */
  now?: () => number;
  /** Longest a public answer is replayed, in ms, however long its `max-age`. Defaults to 30 000. */
  replayMs?: number;
  /** Most answers kept for replay; the oldest goes first. Defaults to 256. */
  maxEntries?: number;
  /** Largest body kept for replay, in bytes. Defaults to 256 KiB. */
  maxBodyBytes?: number;
  /** Most bytes of bodies kept in all; the oldest go first. Defaults to 4 MiB. */
  maxTotalBytes?: number;
  /** POST routes answered here when their body is valid JSON that their schema accepts. Defaults to none. */
  computed?: readonly ComputedRoute[];
}

/** Node's request listener: the app behind the lane. */
export type NodeListener = (incoming: IncomingMessage, outgoing: ServerResponse) => unknown;

export interface FastLane {
  /** Answers the request itself when it can, otherwise hands it to `app`. */
  answer(this: void, incoming: IncomingMessage, outgoing: ServerResponse, app: NodeListener): void;
  /** The app's middleware that keeps its public answers for replay. */
  keep: MiddlewareHandler;
}

interface Kept {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  template: string;
  until: number;
}

const HEALTH_PATH = '/api/health';
const JSON_TYPE = 'application/json';
/** Request headers an answer may depend on besides its URL; `Vary` naming any other is not replayed. */
const VARIED = ['accept', 'origin'];

export function createFastLane(options: FastLaneOptions): FastLane {
  const now = options.now ?? Date.now;
  const replayMs = options.replayMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 256;
  const maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 4 * 1024 * 1024;
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  const forget = (key: string) => {
    keptBytes -= kept.get(key)?.body.byteLength ?? 0;
    kept.delete(key);
  };
  const healthProduces = matchPath(HEALTH_PATH)?.policy.produces ?? [JSON_TYPE];
  // A route whose path has no rules (not a served path) is left to the app, which answers 404.
  const computed = new Map(
    (options.computed ?? []).flatMap((route) => {
      const policy = matchPath(route.path)?.policy;
      return policy ? [[route.path, { route, policy, check: compileFastCheck(route.schema) }] as const] : [];
    }),
  );

  const replay = (key: string): Kept | undefined => {
    const entry = kept.get(key);
    if (!entry || entry.until > now()) return entry;
    forget(key);
    return undefined;
  };

  const health = (incoming: IncomingMessage, outgoing: ServerResponse, app: NodeListener, started: number) => {
    const send = (body: string) => {
      outgoing.writeHead(200, { 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(body) });
      outgoing.end(body);
      options.log('GET', HEALTH_PATH, 200, performance.now() - started);
    };
    const body = options.health();
    if (typeof body === 'string') return send(body);
    // The app answers a failure in the documented envelope, unless an answer is already on its way.
    body.then(send).catch(() => (outgoing.headersSent ? outgoing.destroy() : app(incoming, outgoing)));
  };

  /** The request answered here when the rules allow, else handed to the app. */
  const lane = (incoming: IncomingMessage, outgoing: ServerResponse, app: NodeListener): void => {
    const started = performance.now();
    if (incoming.method === 'POST') {
      const found = computed.get(incoming.url ?? '');
      if (!found) return void app(incoming, outgoing);
      return readComputed(
        incoming,
        outgoing,
        app,
        found.route,
        found.policy,
        (status) => options.log('POST', found.route.path, status, performance.now() - started),
        found.check,
      );
    }
    if (incoming.method !== 'GET' || (incoming.url !== HEALTH_PATH && kept.size === 0))
      return void app(incoming, outgoing);
    const headers = readLaneHeaders(incoming.rawHeaders);
    // A GET with a body (or credentials, or chunks) is the app's to answer.
    if (!headers || headers.length !== undefined) return void app(incoming, outgoing);
    if (incoming.url === HEALTH_PATH && !headers.origin && negotiate(headers.accept, healthProduces) === JSON_TYPE)
      return health(incoming, outgoing, app, started);
    const entry = replay(keyOf(incoming.url ?? '', headers.accept, headers.origin));
    if (!entry) return void app(incoming, outgoing);
    outgoing.writeHead(entry.status, entry.headers);
    outgoing.end(entry.body);
    options.log('GET', entry.template, entry.status, performance.now() - started);
  };

  const keep: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200) return;
    const maxAge = publicMaxAge(c.res.headers);
    const template = matchPath(c.req.path)?.template;
    if (!maxAge || !template) return;
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const url = incoming?.url ?? `${c.req.path}${new URL(c.req.url).search}`;
    const key = keyOf(url, c.req.header('accept'), c.req.header('origin'));
    if (replay(key)) return;
    const status = c.res.status;
    const headers = Object.fromEntries(c.res.headers);
    const until = now() + Math.min(maxAge * 1000, replayMs);
    // Read from a copy, so the answer itself leaves at once.
    void c.res
      .clone()
      .arrayBuffer()
      .then((bytes) => {
        if (bytes.byteLength > Math.min(maxBodyBytes, maxTotalBytes)) return;
        forget(key);
        while (kept.size > 0 && (kept.size >= maxEntries || keptBytes + bytes.byteLength > maxTotalBytes))
          forget(kept.keys().next().value as string);
        kept.set(key, {
          status,
          headers: { ...headers, 'content-length': String(bytes.byteLength) },
          body: Buffer.from(bytes),
          template,
          until,
        });
        keptBytes += bytes.byteLength;
      })
      .catch(() => undefined);
  };

  return {
    answer(incoming, outgoing, app) {
      try {
        lane(incoming, outgoing, app);
      } catch {
        // Whatever went wrong here, the app answers, as it would have without the lane.
        if (!outgoing.headersSent) app(incoming, outgoing);
      }
    },
    keep,
  };
}

function keyOf(url: string, accept: string | undefined, origin: string | undefined): string {
  return `${url}\n${accept ?? ''}\n${origin ?? ''}`;
}

/** The `max-age` of a public answer that depends on nothing but its URL and the varied headers; 0 otherwise. */
function publicMaxAge(headers: Headers): number {
  const control = headers.get('cache-control') ?? '';
  if (!/(^|,)\s*public\s*(,|$)/i.test(control) || headers.has('set-cookie')) return 0;
  const vary = (headers.get('vary') ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (vary.some((name) => !VARIED.includes(name))) return 0;
  const maxAge = Number(/max-age=(\d+)/i.exec(control)?.[1] ?? 0);
  return Number.isFinite(maxAge) ? maxAge : 0;
}
