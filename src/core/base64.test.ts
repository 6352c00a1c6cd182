import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './base64.js';

describe('base64', () => {
  it('writes what Node writes and reads it back, past one chunk', () => {
    for (const size of [0, 1, 2, 3, 100, 0x8000 + 7, 200_000]) {
      const bytes = new Uint8Array(randomBytes(size));
      const text = toBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64'));
      expect(fromBase64(text)).toEqual(bytes);
    }
  });

  it('refuses what is not base64', () => {
    expect(() => fromBase64('ab$c')).toThrow();
  });
});
