/**
 * @module
 * Live supermarket prices over HTTP: one `POST {url}/prices/lookup` per basket
 * (the format is in `docs/data-formats.md`). The answer is checked entry by
 * entry; a body that is not the documented shape fails the whole call, since
 * half-understood prices would mislead. After a failure the source rests for
 * a while, so a provider that is down costs one timeout, not one per request.
 * Nor does a provider that starts failing hold every basket that arrives
 * meanwhile: once an attempt has been out longer than a healthy answer takes,
 * and while the first attempt after a rest finds out whether the provider is
 * back, the other baskets are priced from the table at once.
 */
import { CoachError } from '../../core/errors.js';
import type { LivePriceSource, PricedFood } from '../../core/ports.js';
import { fetchWithRetry, readJson, type HttpOptions } from '../http.js';

export interface HttpPriceSourceOptions {
  /** Base URL of the price API; `/prices/lookup` is appended. */
  url: string;
  /** Sent as a bearer token when set. */
  key?: string;
  /** How long the source stays off after a failure, in ms. Defaults to 30,000. */
  restMs?: number;
  /** Longer than a healthy answer takes, in ms: an attempt out this long makes the next baskets use the table. Defaults to 1,000. */
  slowMs?: number;
  /** Defaults to the system clock; injected so tests need not wait. */
  now?: () => number;
  /** Defaults to a 2.5 s timeout and one retry: a basket never waits long for live prices. */
  http?: HttpOptions;
}

interface RawPrice {
  query?: unknown;
  name?: unknown;
  price?: unknown;
  unit?: unknown;
  store?: unknown;
  seenAt?: unknown;
  gramsPerPiece?: unknown;
}

const UNITS: Record<string, { unit: PricedFood['unit']; perBase: number }> = {
  kg: { unit: 'g', perBase: 1000 },
  l: { unit: 'ml', perBase: 1000 },
  each: { unit: 'each', perBase: 1 },
};
/** No food in a Catalan supermarket costs more per kilo, litre or piece; a larger figure is a unit mix-up. */
const MAX_PRICE_EUR = 500;

export function createHttpPriceSource(options: HttpPriceSourceOptions): LivePriceSource {
  const endpoint = `${options.url.replace(/\/+$/, '')}/prices/lookup`;
  const restMs = options.restMs ?? 30_000;
  const now = options.now ?? Date.now;
  const http: HttpOptions = { timeoutMs: 2500, retries: 1, ...options.http };
  const slowMs = options.slowMs ?? 1000;
  let restingUntil = 0;
  /** Whether the last attempt failed, so the next one finds out alone whether the provider is back. */
  let suspect = false;
  /** When each attempt in flight started. */
  const inFlight = new Set<{ at: number }>();
  const busy = () => (suspect && inFlight.size > 0) || [...inFlight].some((attempt) => now() - attempt.at >= slowMs);
  const ask = async (names: readonly string[]) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    const response = await fetchWithRetry(
      endpoint,
      { method: 'POST', headers, body: JSON.stringify({ names, currency: 'EUR', region: 'ES-CT' }) },
      http,
    );
    if (!response.ok) {
      await response.body?.cancel();
      throw new CoachError('upstream_unavailable', { cause: new Error(`price API answered ${response.status}`) });
    }
    return parsePrices(await readJson(response), names);
  };
  return {
    // Not the API's host: the description reaches API answers and emails.
    description: 'live supermarket prices',
    async quote(names) {
      if (now() < restingUntil)
        throw new CoachError('upstream_unavailable', { cause: new Error('price API resting after a failure') });
      if (busy()) throw new CoachError('upstream_unavailable', { cause: new Error('price API slow or being retried') });
      const attempt = { at: now() };
      inFlight.add(attempt);
      try {
        const prices = await ask(names);
        suspect = false;
        return prices;
      } catch (error) {
        restingUntil = now() + restMs;
        suspect = true;
        throw error;
      } finally {
        inFlight.delete(attempt);
      }
    },
  };
}

/** The prices of the names asked, keyed by name; entries for other names or with unusable values are left out. */
export function parsePrices(body: unknown, asked: readonly string[]): Map<string, PricedFood> {
  const entries = (body as { prices?: unknown } | null)?.prices;
  if (!Array.isArray(entries))
    throw new CoachError('upstream_unavailable', { cause: new Error('price API answer has no prices array') });
  const wanted = new Set(asked);
  const found = new Map<string, PricedFood>();
  for (const entry of entries as RawPrice[]) {
    const food = toFood(entry);
    if (food && typeof entry.query === 'string' && wanted.has(entry.query) && !found.has(entry.query))
      found.set(entry.query, food);
  }
  return found;
}

function toFood(entry: RawPrice): PricedFood | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const unit = typeof entry.unit === 'string' ? UNITS[entry.unit] : undefined;
  const price = entry.price;
  if (!unit || typeof price !== 'number' || !Number.isFinite(price) || price <= 0 || price > MAX_PRICE_EUR)
    return undefined;
  if (typeof entry.name !== 'string' || typeof entry.store !== 'string') return undefined;
  const piece = entry.gramsPerPiece;
  const seenAt = typeof entry.seenAt === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(entry.seenAt) ? ` ${entry.seenAt}` : '';
  return {
    name: entry.name.slice(0, 120),
    unit: unit.unit,
    pricePerUnitEur: price / unit.perBase,
    gramsPerEach: typeof piece === 'number' && Number.isFinite(piece) && piece > 0 ? piece : undefined,
    source: `${entry.store.slice(0, 60)}${seenAt}`,
  };
}
