/**
 * @module
 * oidc-provider's storage adapter over the service's key-value store (Redis when configured), so
 * several instances share sessions, grants, codes, tokens and registered clients. Each record lives
 * as long as oidc-provider says (`expiresIn`); a grant keeps the keys of its tokens as the fields of a
 * hash, so revoking the grant deletes them all, and an account keeps the keys of its grants and sessions,
 * so deleting the account ends every app's access and every sign-in (`dropAccountAccess`).
 */
import type { KeyValueStore } from '../../core/ports.js';

/** What oidc-provider stores: a JSON object, some with these indexes. */
interface Payload {
  grantId?: string;
  accountId?: string;
  uid?: string;
  userCode?: string;
  consumed?: number;
  [field: string]: unknown;
}

/** A stored record and when it expires (epoch ms), so consuming it keeps its lifetime. */
interface Stored {
  payload: Payload;
  expiresAt?: number;
}

/** Models whose records belong to an account. */
const PER_ACCOUNT = new Set(['Grant', 'Session']);
const accountIndex = (accountId: string) => `oidc:account:${accountId}`;

/** Models whose records belong to a grant. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export interface OidcAdapter {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<Payload | undefined>;
  findByUid(uid: string): Promise<Payload | undefined>;
  findByUserCode(userCode: string): Promise<Payload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

/**
 * The adapter class oidc-provider instantiates once per model. `grantLifetimeMs` is the longest any
 * record of a grant lives (the refresh token's): a grant's index is kept that long from its first
 * record, since a hash's expiry is set once, and it must outlive every token it lists. `now` gives epoch ms.
 */
export function oidcStorage(
  store: KeyValueStore,
  grantLifetimeMs: number,
  now: () => number = Date.now,
): new (model: string) => OidcAdapter {
  return class KeyValueAdapter implements OidcAdapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `oidc:${this.model}:${id}`;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const ttlMs = typeof expiresIn === 'number' ? expiresIn * 1000 : undefined;
      const stored: Stored = { payload, ...(ttlMs ? { expiresAt: now() + ttlMs } : {}) };
      await store.set(this.key(id), JSON.stringify(stored), { ttlMs });
      if (GRANTABLE.has(this.model) && payload.grantId)
        await store.incrementField(`oidc:grant:${payload.grantId}`, this.key(id), 1, { ttlMs: grantLifetimeMs });
      if (PER_ACCOUNT.has(this.model) && payload.accountId)
        await store.incrementField(accountIndex(payload.accountId), this.key(id), 1, { ttlMs: grantLifetimeMs });
      if (payload.uid) await store.set(`oidc:uid:${this.model}:${payload.uid}`, id, { ttlMs });
      if (payload.userCode) await store.set(`oidc:userCode:${this.model}:${payload.userCode}`, id, { ttlMs });
    }

    async find(id: string) {
      return (await this.read(this.key(id)))?.payload;
    }

    async findByUid(uid: string) {
      const id = await store.get(`oidc:uid:${this.model}:${uid}`);
      return id ? this.find(id) : undefined;
    }

    async findByUserCode(userCode: string) {
      const id = await store.get(`oidc:userCode:${this.model}:${userCode}`);
      return id ? this.find(id) : undefined;
    }

    async consume(id: string) {
      const stored = await this.read(this.key(id));
      if (!stored) return;
      stored.payload.consumed = Math.floor(now() / 1000);
      const ttlMs = stored.expiresAt === undefined ? undefined : Math.max(1, stored.expiresAt - now());
      await store.set(this.key(id), JSON.stringify(stored), { ttlMs });
    }

    async destroy(id: string) {
      await store.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string) {
      const members = await store.readCounters(`oidc:grant:${grantId}`);
      await Promise.all(Object.keys(members).map((key) => store.delete(key)));
      await store.delete(`oidc:grant:${grantId}`);
    }

    private async read(key: string): Promise<Stored | undefined> {
      const raw = await store.get(key);
      return raw ? (JSON.parse(raw) as Stored) : undefined;
    }
  };
}

/**
 * Ends an account's access: every grant with the tokens issued under it, and every sign-in session, so no app
 * reads or refreshes anything of it and no browser is signed in as it, even once the address is known again.
 */
export async function dropAccountAccess(store: KeyValueStore, accountId: string): Promise<void> {
  const keys = Object.keys(await store.readCounters(accountIndex(accountId)));
  for (const key of keys) {
    const grantId = /^oidc:Grant:(.+)$/.exec(key)?.[1];
    if (grantId) {
      const tokens = Object.keys(await store.readCounters(`oidc:grant:${grantId}`));
      await Promise.all(tokens.map((token) => store.delete(token)));
      await store.delete(`oidc:grant:${grantId}`);
    }
    await store.delete(key);
  }
  await store.delete(accountIndex(accountId));
}
