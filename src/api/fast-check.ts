/**
 * @module
 * A zod schema's checks compiled into one plain function, for the bodies the fast lane answers:
 * zod builds a result object for every field it checks, and on the basket route that cost as much
 * as parsing the JSON. The function is read from the schema's own definition, so no rule is written
 * twice; it knows a few kinds (object, array, string, number, enum, optional, boolean, literal, and
 * the length and bound checks) and a schema holding anything else (a format such as `z.email()` or
 * `z.int()`, a refinement, a schema that holds itself) compiles to nothing, leaving zod to check
 * every body. It accepts exactly what zod accepts for what JSON can give, and gives zod's data
 * (unknown keys left out, lengths in code points, inherited keys read), which `fast-check.test.ts`
 * holds it to.
 */

/** The data zod would give for a value, or undefined when the value fails (zod then says why). */
export type FastCheck = (value: unknown) => { data: unknown } | undefined;

type Check = (value: unknown) => unknown;

/** A value that failed; never a valid output, since outputs are built by the checks themselves. */
const FAIL: unique symbol = Symbol('fail');

interface Def {
  type?: unknown;
  checks?: unknown;
  shape?: unknown;
  element?: unknown;
  innerType?: unknown;
  catchall?: unknown;
  coerce?: unknown;
  /** A format (`z.email()`, `z.int()`…): the schema is its own check, which this module does not run. */
  format?: unknown;
  check?: unknown;
}

/** The check of `schema`, or undefined when it holds something this module does not know. */
export function compileFastCheck(schema: unknown): FastCheck | undefined {
  let check: Check | undefined;
  try {
    check = compile(schema, new Set());
  } catch {
    // A schema this module misreads is zod's to check, whatever went wrong reading it.
    return undefined;
  }
  if (!check) return undefined;
  return (value) => {
    const data = check(value);
    return data === FAIL ? undefined : { data };
  };
}

function defOf(schema: unknown): Def | undefined {
  const def = (schema as { _zod?: { def?: unknown } } | null)?._zod?.def;
  return typeof def === 'object' && def !== null ? def : undefined;
}

/** `within` holds the schemas being compiled around this one: a schema that holds itself is zod's. */
function compile(schema: unknown, within: Set<unknown>): Check | undefined {
  const def = defOf(schema);
  if (!def || def.coerce || def.format !== undefined || def.check !== undefined || within.has(schema)) return undefined;
  within.add(schema);
  const check = compileDef(schema, def, within);
  within.delete(schema);
  return check;
}

function compileDef(schema: unknown, def: Def, within: Set<unknown>): Check | undefined {
  switch (def.type) {
    case 'object':
      return noChecks(def) && def.catchall === undefined ? objectCheck(def.shape, within) : undefined;
    case 'array':
      return arrayCheck(def, within);
    case 'string':
      return stringCheck(def.checks);
    case 'number':
      return numberCheck(def.checks);
    case 'boolean':
      return noChecks(def) ? (value) => (typeof value === 'boolean' ? value : FAIL) : undefined;
    case 'enum':
    case 'literal':
      // The values zod itself allows (an enum's, without a numeric enum's reverse keys).
      return noChecks(def) ? oneOf((schema as { _zod: { values?: unknown } })._zod.values) : undefined;
    case 'optional': {
      const inner = noChecks(def) ? compile(def.innerType, within) : undefined;
      return inner && ((value) => (value === undefined ? undefined : inner(value)));
    }
    default:
      return undefined;
  }
}

const noChecks = (def: Def) => def.checks === undefined || (Array.isArray(def.checks) && def.checks.length === 0);

function objectCheck(shape: unknown, within: Set<unknown>): Check | undefined {
  if (typeof shape !== 'object' || shape === null || Object.getOwnPropertySymbols(shape).length > 0) return undefined;
  const fields: [string, Check, boolean][] = [];
  for (const [key, schema] of Object.entries(shape)) {
    // zod passes over a `__proto__` key; writing one would set the data's prototype.
    if (key === '__proto__') return undefined;
    const check = compile(schema, within);
    if (!check) return undefined;
    fields.push([key, check, defOf(schema)?.type === 'optional']);
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return FAIL;
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [key, check, optional] of fields) {
      // As zod reads it: a key the object inherits (`constructor`) is there too.
      const present = key in input;
      // zod leaves an optional key out of its data when the body leaves it out.
      if (!present && optional) continue;
      const data = check(present ? input[key] : undefined);
      if (data === FAIL) return FAIL;
      output[key] = data;
    }
    return output;
  };
}

function arrayCheck(def: Def, within: Set<unknown>): Check | undefined {
  const element = compile(def.element, within);
  const bounds = lengthBounds(def.checks);
  if (!element || !bounds) return undefined;
  const [min, max] = bounds;
  return (value) => {
    if (!Array.isArray(value) || value.length < min || value.length > max) return FAIL;
    const output: unknown[] = [];
    for (const item of value) {
      const data = element(item);
      if (data === FAIL) return FAIL;
      output.push(data);
    }
    return output;
  };
}

function stringCheck(checks: unknown): Check | undefined {
  const bounds = lengthBounds(checks);
  if (!bounds) return undefined;
  const [min, max] = bounds;
  return (value) => {
    if (typeof value !== 'string' || value.length < min) return FAIL;
    // zod counts code points; a UTF-16 unit count that clears both bounds clears them in code points.
    if (value.length <= max && value.length >= 2 * min) return value;
    const length = codePoints(value);
    return length >= min && length <= max ? value : FAIL;
  };
}

/** Code points as zod counts them: a surrogate pair is one, a lone surrogate one. */
function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

/** `[min, max]` of `min_length` and `max_length` checks; undefined when another check is there. */
function lengthBounds(checks: unknown): [number, number] | undefined {
  let [min, max] = [0, Infinity];
  for (const check of defsOf(checks) ?? [undefined]) {
    if (check?.check === 'min_length' && typeof check.minimum === 'number') min = Math.max(min, check.minimum);
    else if (check?.check === 'max_length' && typeof check.maximum === 'number') max = Math.min(max, check.maximum);
    else return undefined;
  }
  return [min, max];
}

function numberCheck(checks: unknown): Check | undefined {
  const tests: ((value: number) => boolean)[] = [];
  for (const check of defsOf(checks) ?? [undefined]) {
    const bound = check?.value;
    if (typeof bound !== 'number' || typeof check?.inclusive !== 'boolean') return undefined;
    if (check.check === 'greater_than') tests.push(check.inclusive ? (x) => x >= bound : (x) => x > bound);
    else if (check.check === 'less_than') tests.push(check.inclusive ? (x) => x <= bound : (x) => x < bound);
    else return undefined;
  }
  // zod's number is finite.
  return (value) =>
    typeof value === 'number' && Number.isFinite(value) && tests.every((test) => test(value)) ? value : FAIL;
}

function oneOf(values: unknown): Check | undefined {
  if (!(values instanceof Set)) return undefined;
  const allowed = new Set<unknown>(values);
  for (const value of allowed)
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  return (value) => (allowed.has(value) ? value : FAIL);
}

interface CheckDef {
  check?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  value?: unknown;
  inclusive?: unknown;
}

/** The definitions of a schema's checks; an empty list when it has none, undefined when they are unreadable. */
function defsOf(checks: unknown): CheckDef[] | undefined {
  if (checks === undefined) return [];
  if (!Array.isArray(checks)) return undefined;
  const defs: CheckDef[] = [];
  for (const check of checks) {
    const def = (check as { _zod?: { def?: unknown } } | null)?._zod?.def;
    if (typeof def !== 'object' || def === null) return undefined;
    defs.push(def);
  }
  return defs;
}
