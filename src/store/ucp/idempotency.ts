/**
 * @module
 * Retry safety for the tools that place or cancel (`complete_checkout`, `cancel_checkout`), as the UCP
 * MCP binding asks: each call carries `meta["idempotency-key"]`; a retry with the same key and the same
 * arguments gets the first call's result again without running twice, and the same key with other
 * arguments is refused. Results are kept a day; a key is worked under a lock, so two concurrent
 * retries run the tool once.
 */
import { createHash } from 'node:crypto';
import type { KeyValueStore } from '../../core/ports.js';

/** How long a key's result is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type Replayed =
  | { kind: 'fresh'; result: Record<string, unknown> }
  | { kind: 'replayed'; result: Record<string, unknown> }
  | { kind: 'conflict' };

interface Kept {
  fingerprint: string;
  result: Record<string, unknown>;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

export function createIdempotency(store: KeyValueStore, lock: <T>(key: string, work: () => Promise<T>) => Promise<T>) {
  return {
    /** Runs `work` once per key and arguments: a retry replays its result, other arguments under the key conflict. */
    async once(
      tool: string,
      key: string,
      args: unknown,
      work: () => Promise<Record<string, unknown>>,
    ): Promise<Replayed> {
      const record = `store:idempotency:${digest(`${tool}\n${key}`)}`;
      const fingerprint = digest(JSON.stringify(args));
      return lock(record, async () => {
        const raw = await store.get(record);
        if (raw) {
          const kept = JSON.parse(raw) as Kept;
          return kept.fingerprint === fingerprint ? { kind: 'replayed', result: kept.result } : { kind: 'conflict' };
        }
        const result = await work();
        await store.set(record, JSON.stringify({ fingerprint, result } satisfies Kept), { ttlMs: IDEMPOTENCY_TTL_MS });
        return { kind: 'fresh', result };
      });
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
