/**
 * @module
 * Request bodies read with a ceiling, for every surface (the API, the store, the bots' webhooks): a
 * sender must not make the service buffer what it likes. A declared length over the ceiling is
 * refused before anything is read; a body that grows past it stops being read at once.
 */

export const TOO_LARGE = Symbol('too large');

/** Decodes whole bodies only (no streaming state), so one serves every request. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as UTF-8 text, or undefined when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** The body's bytes, or `TOO_LARGE` as soon as they pass `max` (the rest is not read). */
export async function readCappedBytes(request: Request, max: number): Promise<Uint8Array | typeof TOO_LARGE> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return TOO_LARGE;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  return chunks.length === 1 ? chunks[0] : concat(chunks, size);
}

/** The body as UTF-8 text: `TOO_LARGE` past `max`, undefined when it is not valid UTF-8. */
export async function readCappedText(request: Request, max: number): Promise<string | typeof TOO_LARGE | undefined> {
  const bytes = await readCappedBytes(request, max);
  return bytes === TOO_LARGE ? TOO_LARGE : decodeUtf8(bytes);
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}
