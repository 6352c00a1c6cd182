/**
 * @module
 * Storefront access tokens issued and revoked by the operator, kept in shared storage so every
 * instance knows them at once. Only a digest of each token is kept: storage read by someone else
 * gives no token away.
 */
import { createHash } from 'node:crypto';
import type { KeyValueStore } from '../../core/ports.js';

export interface IssuedToken {
  scopes: string[];
  label: string;
  createdAt: string;
}

const key = (token: string) => `store:storefront-token:${createHash('sha256').update(token).digest('hex')}`;

export function createStorefrontTokenBook(store: KeyValueStore) {
  return {
    async issue(token: string, record: IssuedToken): Promise<void> {
      await store.set(key(token), JSON.stringify(record));
    },
    /** Whether a token was there to revoke. */
    async revoke(token: string): Promise<boolean> {
      const known = await store.get(key(token));
      if (!known) return false;
      await store.delete(key(token));
      return true;
    },
    async scopesOf(token: string): Promise<ReadonlySet<string> | undefined> {
      const raw = await store.get(key(token));
      return raw ? new Set((JSON.parse(raw) as IssuedToken).scopes) : undefined;
    },
  };
}

export type StorefrontTokenBook = ReturnType<typeof createStorefrontTokenBook>;
