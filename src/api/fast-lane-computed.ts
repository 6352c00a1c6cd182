/**
 * @module
 * The fast lane's computed routes: a POST whose answer depends on its JSON body alone (the basket
 * estimate). The body is read, checked and validated with the route's own schema exactly as the app
 * would (through the check compiled from it, `fast-check.ts`, and zod for what that check refuses);
 * a valid one is answered here, anything else goes to the app with the bytes already read, so a bad
 * body gets the app's own error in the documented envelope.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeUtf8 } from '../edge/body.js';
import { JSON_TYPE, MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.js';
import type { NodeListener } from './fast-lane.js';
import { negotiate } from './negotiation.js';
import type { PathPolicy } from './paths.js';
import { readLaneHeaders } from './lane-headers.js';
import type { FastCheck } from './fast-check.js';

/** A POST route the lane may answer: its path, the schema its body must meet and its answer. */
export interface ComputedRoute<Input = unknown> {
  path: string;
  /** The route's request body schema (zod's `safeParse`; one that needs `safeParseAsync` throws, and the app answers). */
  schema: { safeParse(value: unknown): { success: true; data: Input } | { success: false } };
  /** The answer, sent as `200 application/json`; the same function the app's handler calls. */
  answer(this: void, input: Input): Promise<object>;
  /** The answer as JSON text, `JSON.stringify` of it to the byte, written for its shape. Defaults to `JSON.stringify`. */
  serialize?(this: void, answer: object): string;
}

const JSON_MEDIA = 'application/json';

/**
 * Answers `route` (whose path has `policy`) for this request when its headers and body allow, else
 * hands the request to the app; `answered` is told the status of an answer given here.
 */
export function readComputed(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  app: NodeListener,
  route: ComputedRoute,
  policy: PathPolicy,
  answered: (status: number) => void,
  check?: FastCheck,
): void {
  const headers = readLaneHeaders(incoming.rawHeaders);
  const length = Number(headers?.length);
  const admitted =
    headers &&
    !headers.origin &&
    JSON_TYPE.test(headers.type ?? '') &&
    Number.isInteger(length) &&
    length <= policy.bodyLimitBytes &&
    negotiate(headers.accept, policy.produces) === JSON_MEDIA;
  if (!admitted || incoming.destroyed) return void app(incoming, outgoing);
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.once('end', () => {
    const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    // The app reads the body from here (@hono/node-server's `rawBody`), since the stream is spent.
    const handOver = () =>
      outgoing.headersSent
        ? outgoing.destroy()
        : (((incoming as { rawBody?: Buffer }).rawBody = bytes), app(incoming, outgoing));
    const answer = answerOf(route, parse(bytes), check);
    if (!answer) return handOver();
    // A failure is the app's to answer, in its envelope (the answer is computed again there).
    answer.then((value) => {
      try {
        const body = (route.serialize ?? JSON.stringify)(value);
        outgoing.writeHead(200, { 'content-type': JSON_MEDIA, 'content-length': Buffer.byteLength(body) });
        outgoing.end(body);
      } catch {
        return handOver();
      }
      answered(200);
    }, handOver);
  });
}

/**
 * The route's answer to a body, or undefined when the app must answer (not JSON, refused by the
 * schema, or the answer throws at once). The schema's compiled check, when it has one, gives zod's
 * data; zod decides the rest. Zod's synchronous parse gives what the app's asynchronous one gives;
 * taken without a promise of its own, since this runs on every request.
 */
function answerOf(route: ComputedRoute, input: unknown, check: FastCheck | undefined): Promise<object> | undefined {
  if (input === undefined) return undefined;
  try {
    const checked = check?.(input);
    if (checked) return route.answer(checked.data);
    const result = route.schema.safeParse(input);
    return result.success ? route.answer(result.data) : undefined;
  } catch {
    return undefined;
  }
}

/** The body as JSON, when it is UTF-8, no deeper than the app accepts and well formed. */
function parse(bytes: Buffer): unknown {
  const text = decodeUtf8(bytes);
  if (text === undefined || nestsDeeperThan(text, MAX_JSON_DEPTH)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
