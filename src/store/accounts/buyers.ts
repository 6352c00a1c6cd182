/**
 * @module
 * Buyers as customer accounts know them: an account id derived from the email (so a token's subject
 * never shows the address), the email behind an id, the orders placed under an email, and the
 * one-time codes that sign a person in.
 */
import { createHash } from 'node:crypto';
import type { KeyValueStore } from '../../core/ports.js';
import { ORDER_TTL_MS } from '../ucp/checkout.js';

/** How long a sign-in code holds, and how many wrong tries it survives. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_TRIES = 5;
/**
 * Codes one address is sent per window: new codes could once be asked for without end, so five tries each added up
 * to a fair chance at an account (issue 41). Here an address takes at most 25 guesses an hour at a six-digit code.
 */
export const CODES_PER_EMAIL = 5;
export const CODE_WINDOW_MS = 60 * 60 * 1000;

/** A sign-in in progress: the address a code was sent to. */
export interface PendingSignIn {
  email: string;
  code: string;
  tries: number;
  /** Epoch ms the code stops holding; a wrong try does not extend it. */
  until: number;
}

export type CodeCheck = { ok: true; email: string } | { ok: false; reason: 'expired' | 'wrong' };

/** The same address however it is typed: trimmed and lower-cased. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** A buyer's account id: the first 32 hex digits of the SHA-256 of the normalised email. */
export const accountIdOf = (email: string) =>
  createHash('sha256').update(normalEmail(email)).digest('hex').slice(0, 32);

export function createBuyerAccounts(
  store: KeyValueStore,
  lock: <T>(key: string, work: () => Promise<T>) => Promise<T>,
  now: () => number = Date.now,
) {
  const emailKey = (id: string) => `store:buyer:${id}`;
  const ordersKey = (id: string) => `store:buyer-orders:${id}`;
  const codeKey = (uid: string) => `store:sign-in:${uid}`;
  const codesKey = (id: string) => `store:sign-in-codes:${id}`;
  const orderIds = async (id: string) => JSON.parse((await store.get(ordersKey(id))) ?? '[]') as string[];
  return {
    async emailOf(id: string): Promise<string | undefined> {
      return store.get(emailKey(id));
    },
    /** Records an order (its checkout id) under the buyer's email, so the account lists it. */
    async addOrder(email: string, checkoutId: string): Promise<void> {
      const id = accountIdOf(email);
      await store.set(emailKey(id), normalEmail(email), { ttlMs: ORDER_TTL_MS });
      await lock(ordersKey(id), async () => {
        const ids = await orderIds(id);
        if (!ids.includes(checkoutId))
          await store.set(ordersKey(id), JSON.stringify([...ids, checkoutId]), { ttlMs: ORDER_TTL_MS });
      });
    },
    /** The checkout ids of the buyer's orders, oldest first. */
    orderIds,
    /**
     * Forgets an account: its address and its list of orders. Returns the checkout ids the account listed, for the
     * caller to delete. The count of codes sent stays until its window ends, so deleting an account is no way around
     * the sign-in codes' ceiling.
     */
    async forget(id: string): Promise<string[]> {
      return lock(ordersKey(id), async () => {
        const ids = await orderIds(id);
        await store.delete(ordersKey(id));
        await store.delete(emailKey(id));
        return ids;
      });
    },
    /** Starts a sign-in for the interaction `uid` with the code to email; false when the address had its codes. */
    async startSignIn(uid: string, email: string, code: string): Promise<boolean> {
      const sent = await store.incrementField(codesKey(accountIdOf(email)), 'codes', 1, { ttlMs: CODE_WINDOW_MS });
      if (sent > CODES_PER_EMAIL) return false;
      const pending: PendingSignIn = { email: normalEmail(email), code, tries: 0, until: now() + CODE_TTL_MS };
      await store.set(codeKey(uid), JSON.stringify(pending), { ttlMs: CODE_TTL_MS });
      return true;
    },
    /** Drops a pending code, so the person can give another address or ask for a new code. */
    async cancelSignIn(uid: string): Promise<void> {
      await store.delete(codeKey(uid));
    },
    /** The address a code was sent to for `uid`, if any is pending. */
    async pendingEmail(uid: string): Promise<string | undefined> {
      const raw = await store.get(codeKey(uid));
      return raw ? (JSON.parse(raw) as PendingSignIn).email : undefined;
    },
    /** Checks a code; a right one ends the sign-in and keeps the address under its account id. */
    async checkCode(uid: string, code: string): Promise<CodeCheck> {
      return lock(codeKey(uid), async () => {
        const raw = await store.get(codeKey(uid));
        if (!raw) return { ok: false, reason: 'expired' } as const;
        const pending = JSON.parse(raw) as PendingSignIn;
        if (code.replace(/\s/g, '') === pending.code) {
          await store.delete(codeKey(uid));
          await store.set(emailKey(accountIdOf(pending.email)), pending.email, { ttlMs: ORDER_TTL_MS });
          return { ok: true, email: pending.email } as const;
        }
        pending.tries += 1;
        const left = pending.until - now();
        if (pending.tries >= CODE_TRIES || left <= 0) await store.delete(codeKey(uid));
        else await store.set(codeKey(uid), JSON.stringify(pending), { ttlMs: left });
        return { ok: false, reason: pending.tries >= CODE_TRIES ? 'expired' : 'wrong' } as const;
      });
    },
  };
}

export type BuyerAccounts = ReturnType<typeof createBuyerAccounts>;
