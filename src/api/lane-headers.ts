/**
 * @module
 * The request headers the fast lane decides on, read from Node's raw header list (cheaper than the
 * `headers` object, which Node builds on first use).
 */

export interface LaneHeaders {
  type?: string;
  length?: string;
  accept?: string;
  origin?: string;
}

const READ = new Map<string, keyof LaneHeaders>([
  ['content-type', 'type'],
  ['content-length', 'length'],
  ['accept', 'accept'],
  ['origin', 'origin'],
]);
const REFUSED = new Set(['transfer-encoding', 'authorization', 'cookie']);
/** A header name of another length is none of these, and is passed over without lower-casing it. */
const LENGTHS = new Set([...READ.keys(), ...REFUSED].map((name) => name.length));

/** The headers; undefined when one of them is repeated or the request carries credentials or chunks, which the app answers. */
export function readLaneHeaders(raw: readonly string[]): LaneHeaders | undefined {
  const found: LaneHeaders = {};
  for (let index = 0; index < raw.length; index += 2) {
    if (!LENGTHS.has(raw[index].length)) continue;
    const name = raw[index].toLowerCase();
    const key = READ.get(name);
    if (key) {
      if (found[key] !== undefined) return undefined;
      found[key] = raw[index + 1];
    } else if (REFUSED.has(name)) return undefined;
  }
  return found;
}
