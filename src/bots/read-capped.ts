/**
 * @module
 * Webhook bodies read with a ceiling, for both bots: a sender that is not
 * the platform must not make the service buffer what it likes.
 */

/** The body as text, or undefined as soon as it passes `max` bytes (the rest is not read). */
export async function readCapped(request: Request, max: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return undefined;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
