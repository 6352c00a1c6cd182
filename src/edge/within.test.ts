import { describe, expect, it } from 'vitest';
import { within } from './within.js';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

describe('within', () => {
  it('gives the work’s value when it comes in time', async () => {
    expect(await within(after(5, 'done'), 200, () => 'late')).toBe('done');
  });
  it('gives what `late` says when the limit comes first, or its error', async () => {
    expect(await within(after(200, 'done'), 5, () => 'late')).toBe('late');
    await expect(
      within(after(200, 'done'), 5, () => {
        throw new Error('no answer within 5 ms');
      }),
    ).rejects.toThrow('no answer within 5 ms');
  });
  it('rejects as the work did when it fails in time', async () => {
    await expect(within(Promise.reject(new Error('refused')), 200, () => 'late')).rejects.toThrow('refused');
  });
});
