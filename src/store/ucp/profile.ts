/**
 * @module
 * The agent profile a tool call names at `meta['ucp-agent'].profile`: fetched
 * (through the injected source, which guards the network), cached a few
 * minutes, and read for the capabilities it declares. Only those are granted.
 */
import { createHash } from 'node:crypto';
import type { KeyValueStore, ProfileSource } from '../../core/ports.js';

export const CAPABILITIES = ['catalog', 'cart', 'checkout'] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** UCP capability names and the store capability each grants. */
const NAMES: Record<string, Capability> = {
  'dev.ucp.shopping.catalog': 'catalog',
  'dev.ucp.shopping.catalog.search': 'catalog',
  'dev.ucp.shopping.catalog.lookup': 'catalog',
  'dev.ucp.shopping.cart': 'cart',
  'dev.ucp.shopping.checkout': 'checkout',
};

/** How long a fetched profile is reused. */
const PROFILE_TTL_MS = 5 * 60 * 1000;

export type ProfileResult = { ok: true; capabilities: Set<Capability> } | { ok: false; reason: string };

/**
 * The capabilities a profile declares, in either shape current profiles use:
 * `ucp.capabilities` as a map of names (2026-04) or a list of `{ name }` (2026-01).
 */
export function declaredCapabilities(profile: unknown): Set<Capability> | undefined {
  const root = profile as { ucp?: { capabilities?: unknown }; capabilities?: unknown } | null;
  const declared = root?.ucp?.capabilities ?? root?.capabilities;
  let names: string[];
  if (Array.isArray(declared))
    names = declared
      .map((entry) => (entry as { name?: unknown })?.name)
      .filter((name): name is string => typeof name === 'string');
  else if (declared !== null && typeof declared === 'object') names = Object.keys(declared);
  else return undefined;
  return new Set(names.flatMap((name) => (NAMES[name] ? [NAMES[name]] : [])));
}

export function createProfileCheck(deps: { source: ProfileSource; store: KeyValueStore }) {
  return async (url: unknown): Promise<ProfileResult> => {
    if (typeof url !== 'string' || url.length > 2048) return { ok: false, reason: 'missing' };
    const key = `store:profile:${createHash('sha256').update(url).digest('hex').slice(0, 32)}`;
    const cached = await deps.store.get(key).catch(() => undefined);
    let profile: unknown;
    if (cached) profile = JSON.parse(cached) as unknown;
    else {
      try {
        profile = await deps.source.fetch(url);
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : 'unfetchable' };
      }
    }
    const capabilities = declaredCapabilities(profile);
    if (!capabilities) return { ok: false, reason: 'no capabilities declared' };
    if (!cached) await deps.store.set(key, JSON.stringify(profile), { ttlMs: PROFILE_TTL_MS }).catch(() => undefined);
    return { ok: true, capabilities };
  };
}

export type ProfileCheck = ReturnType<typeof createProfileCheck>;
