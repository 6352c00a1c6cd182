import { describe, expect, it } from 'vitest';
import { readCappedBytes, readCappedText, TOO_LARGE } from './body.js';

/** A request whose body arrives in `chunks`; `pulled` counts the chunks read. */
function streamed(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks[seen.pulled++];
        if (next) controller.enqueue(next);
        else controller.close();
      },
      cancel() {
        seen.cancelled = true;
      },
      // Nothing pulled before it is read.
    },
    { highWaterMark: 0 },
  );
  return { request: new Request('http://x/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit), seen };
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('bodies read with a ceiling', () => {
  it('joins the chunks of a body within the ceiling', async () => {
    const { request } = streamed([bytes('{"a":'), bytes('"català"}')]);
    expect(await readCappedText(request, 100)).toBe('{"a":"català"}');
  });

  it('refuses a declared length over the ceiling without reading', async () => {
    const { request, seen } = streamed([bytes('x'.repeat(10))], { 'content-length': '10' });
    expect(await readCappedBytes(request, 9)).toBe(TOO_LARGE);
    expect(seen.pulled).toBe(0);
  });

  it('stops reading a body that grows past the ceiling, and cancels the rest', async () => {
    const { request, seen } = streamed([bytes('x'.repeat(6)), bytes('x'.repeat(6)), bytes('x'.repeat(6))]);
    expect(await readCappedText(request, 10)).toBe(TOO_LARGE);
    expect(seen.pulled).toBeLessThan(3);
    expect(seen.cancelled).toBe(true);
  });

  it('tells a body that is not UTF-8 apart from an empty one', async () => {
    expect(await readCappedText(streamed([new Uint8Array([0xc3, 0x28])]).request, 10)).toBeUndefined();
    expect(await readCappedText(new Request('http://x/', { method: 'POST' }), 10)).toBe('');
  });
});
