/**
 * @module
 * Request bodies of the store's Ajax cart: JSON or a form, read within a
 * size bound. Forms use the platform's bracket names (`items[0][id]`,
 * `updates[4710001]`), folded into nested objects.
 */

import { readCappedText, TOO_LARGE } from '../edge/body.js';

export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; reason: 'too_large' | 'malformed' };

/** Any JSON value (a JSON-RPC message or batch), whatever the content type says. */
export async function readJson(
  request: Request,
  max = MAX_BODY_BYTES,
): Promise<{ ok: true; value: unknown } | { ok: false; reason: 'too_large' | 'malformed' }> {
  const text = await readCappedText(request, max);
  if (text === TOO_LARGE) return { ok: false, reason: 'too_large' };
  if (text === undefined) return { ok: false, reason: 'malformed' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

export async function readBody(request: Request): Promise<BodyResult> {
  const text = await readCappedText(request, MAX_BODY_BYTES);
  if (text === TOO_LARGE) return { ok: false, reason: 'too_large' };
  if (text === undefined) return { ok: false, reason: 'malformed' };
  if (text.trim() === '') return { ok: true, value: {} };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    return { ok: true, value: foldForm(new URLSearchParams(text)) };
  if (type.includes('multipart/form-data')) {
    // Themes post `new FormData(form)`; only its text fields matter here.
    const form = await new Response(text, { headers: { 'content-type': type } }).formData().catch(() => undefined);
    if (!form) return { ok: false, reason: 'malformed' };
    return {
      ok: true,
      value: foldForm(
        new URLSearchParams([...form].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : []))),
      ),
    };
  }
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { ok: true, value: value as Record<string, unknown> }
      : { ok: false, reason: 'malformed' };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

/** `a[b][c]=1` becomes `{ a: { b: { c: 1 } } }`; digit-only values become numbers. */
export function foldForm(form: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, raw] of form) {
    const path = name.replace(/\]/g, '').split('[');
    const value = /^\d+$/.test(raw) ? Number(raw) : raw;
    // Names that would reach an object's prototype are ignored.
    if (path.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')) continue;
    // `updates[]=2&updates[]=0` is a list, by position.
    if (path.length === 2 && path[1] === '') {
      const list = Array.isArray(root[path[0]]) ? (root[path[0]] as unknown[]) : (root[path[0]] = []);
      list.push(value);
      continue;
    }
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else
        node = (typeof node[part] === 'object' && node[part] !== null ? node[part] : (node[part] = {})) as Record<
          string,
          unknown
        >;
    });
  }
  return root;
}
