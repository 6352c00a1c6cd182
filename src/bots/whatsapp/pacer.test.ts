import { describe, expect, it } from 'vitest';
import { createPacer } from './pacer.js';

describe('createPacer', () => {
  it('sends one at a time, the interval apart, in the order asked', async () => {
    let clock = 0;
    const waits: number[] = [];
    const pace = createPacer({
      intervalMs: 700,
      now: () => clock,
      sleep: async (ms) => void (waits.push(ms), (clock += ms)),
    });
    const order: string[] = [];
    const at: number[] = [];
    await Promise.all(['a', 'b', 'c'].map((name) => pace(async () => void (order.push(name), at.push(clock)))));
    expect(order).toEqual(['a', 'b', 'c']);
    expect(at).toEqual([0, 700, 1400]);
    expect(waits).toEqual([700, 700]);
  });
  it('does not wait when the last send is long past, and a failed send does not stop the next', async () => {
    let clock = 0;
    const pace = createPacer({ intervalMs: 700, now: () => clock, sleep: async (ms) => void (clock += ms) });
    await expect(pace(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    clock += 5_000;
    const started = clock;
    await pace(async () => undefined);
    expect(clock).toBe(started);
  });
});
