import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../storage/memory.js';
import { CODE_TRIES, CODE_WINDOW_MS, CODES_PER_EMAIL, createBuyerAccounts } from './buyers.js';

function accounts() {
  let now = Date.parse('2026-12-04T10:00:00Z');
  const store = createMemoryStore({ clock: () => new Date(now) });
  const buyers = createBuyerAccounts(
    store,
    (_key, work) => work(),
    () => now,
  );
  return { buyers, pass: (ms: number) => (now += ms) };
}

describe('sign-in codes', () => {
  it(`sends one address at most ${CODES_PER_EMAIL} codes an hour, however it is typed`, async () => {
    // Issue 41: codes could be asked for without end, five guesses each (100 codes and 500 guesses in 4.9 s).
    const { buyers, pass } = accounts();
    for (let i = 0; i < CODES_PER_EMAIL; i++)
      expect(await buyers.startSignIn(`uid${i}`, 'anna@example.com', '123456')).toBe(true);
    expect(await buyers.startSignIn('uid-more', ' ANNA@example.com ', '123456')).toBe(false);
    expect(await buyers.pendingEmail('uid-more')).toBeUndefined();
    // Another address is not held back, and the first one gets codes again after the window.
    expect(await buyers.startSignIn('uid-other', 'pau@example.com', '123456')).toBe(true);
    pass(CODE_WINDOW_MS + 1);
    expect(await buyers.startSignIn('uid-later', 'anna@example.com', '654321')).toBe(true);
  });

  it(`voids a code after ${CODE_TRIES} wrong tries`, async () => {
    const { buyers } = accounts();
    await buyers.startSignIn('uid', 'anna@example.com', '123456');
    for (let i = 1; i < CODE_TRIES; i++)
      expect(await buyers.checkCode('uid', '000000')).toEqual({ ok: false, reason: 'wrong' });
    expect(await buyers.checkCode('uid', '000000')).toEqual({ ok: false, reason: 'expired' });
    expect(await buyers.checkCode('uid', '123456')).toEqual({ ok: false, reason: 'expired' });
  });
});
