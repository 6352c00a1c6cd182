/**
 * @module
 * The interfaces core needs from the outside world. Storage backends and
 * providers implement them; only `src/main.ts` picks the concrete ones.
 */
import type { MessageVars } from './errors.js';

/** The two languages people read. */
export const LANGUAGES = ['en', 'ca'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Languages a reply can be written in: the two people choose, and Spanish for the guard's
 * declines (crisis help above all) when the person writes in Spanish. Spanish has only those
 * sentences (`locales/es`); English fills any other.
 */
export const REPLY_LANGUAGES = [...LANGUAGES, 'es'] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

/** A translation function bound to one language. */
export type Translate = (key: string, vars?: MessageVars) => string;

/** Returns the translation function of a language. */
export type Translator = (language: ReplyLanguage) => Translate;

/** Counters and timings of the service, for operators. */
export interface Metrics {
  /** One answered HTTP request, by its route template (never the raw path, which may carry anything). */
  observeRequest(labels: { route: string; method: string; status: number }, seconds: number): void;
  /**
   * The indexes that build after start-up, a step at a time between requests, are ready: until then a request can wait
   * behind a step (up to some 200 ms on a slow machine), so a benchmark or a readiness check waits for this.
   */
  warmedUp(): void;
  /** The exposition, in the Prometheus text format. */
  render(): Promise<{ contentType: string; body: string }>;
}

/** The current time; injected so behaviour is reproducible in tests. */
export type Clock = () => Date;

/** Structured logger; callers never pass personal data in `fields`. */
export interface Logger {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Options of a write. */
export interface WriteOptions {
  /** Time to live in milliseconds; the value never expires when absent. */
  ttlMs?: number;
}

/** How long the id of an increment is remembered, so a retry within it is applied once. */
export const INCREMENT_ID_TTL_MS = 24 * 60 * 60 * 1000;

/** Options of a counter increment. */
export interface IncrementOptions extends WriteOptions {
  /**
   * An id of this increment. Sent again with the same id (a retry after a timeout, when whether
   * it was applied is unknown), it is applied once. Ids are remembered for {@link INCREMENT_ID_TTL_MS}.
   */
  id?: string;
}

/**
 * Shared state: key-value with expiry, counters and hashes of counters.
 * Keys are written without the deployment prefix; the backend adds it.
 */
export interface KeyValueStore {
  /** Which backend holds the state. */
  readonly backend: 'memory' | 'redis';
  /** Whether the backend answers now; never throws. */
  ping(): Promise<boolean>;
  /** Reads a value, or `undefined` when absent or expired. */
  get(key: string): Promise<string | undefined>;
  /** Writes a value, replacing any previous one. */
  set(key: string, value: string, options?: WriteOptions): Promise<void>;
  /** Writes only when the key is absent; true when this call wrote it. */
  setIfAbsent(key: string, value: string, options?: WriteOptions): Promise<boolean>;
  /**
   * Writes only when the key still holds `expected` (undefined: still absent), as one step; true when
   * this call wrote it. A read-modify-write that loses the race reads again rather than overwriting.
   */
  compareAndSet(key: string, expected: string | undefined, value: string, options?: WriteOptions): Promise<boolean>;
  /** Deletes a key; deleting an absent key is not an error. */
  delete(key: string): Promise<void>;
  /** Adds `by` to a counter field of a hash and returns its count (once per `options.id`). */
  incrementField(key: string, field: string, by?: number, options?: IncrementOptions): Promise<number>;
  /** Every field of a hash of counters; empty when absent. */
  readCounters(key: string): Promise<Record<string, number>>;
  /** Releases connections; the store is unusable afterwards. */
  close(): Promise<void>;
}

/**
 * Runs the turns of one chat one at a time, in the order the platform numbered its updates, and the turns of
 * different chats side by side. A turn reads a chat's state and writes it back: two updates of one chat handled
 * together (a burst of answers, two instances behind a load balancer) would read the same question and lose one.
 */
export interface ChatTurns {
  /**
   * Runs `turn` once the chat's earlier turns are done. `order` is the platform's number of the update (Telegram's
   * `update_id`, Slack's event time, WhatsApp's timestamp): a lower one that arrives a moment later still goes first.
   */
  run<T>(chat: string, order: number | undefined, turn: () => Promise<T>): Promise<T>;
}

/**
 * The paid routes a rate budget can cover, the store's agent endpoints per address and per token, and the shoppers'
 * cart writes per address (apart from the agents', so neither crowds out the other).
 */
export const BUDGET_ROUTES = [
  'chat',
  'meals',
  'image',
  'photo',
  'email',
  'agent_ip',
  'agent_token',
  'cart_ip',
] as const;
export type BudgetRoute = (typeof BUDGET_ROUTES)[number];

export type BudgetDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Per-client budgets on the paid routes, shared by every instance. */
export interface RateBudget {
  /** Spends one request of `client`'s budget for `route`; a route without a budget is always allowed. */
  consume(route: BudgetRoute, client: string): Promise<BudgetDecision>;
}

// === Commerce

export const FLAVOURS = ['crema', 'orxata', 'neutre'] as const;
export type Flavour = (typeof FLAVOURS)[number];

/** One sellable tub of milkshake powder, as the store lists it. */
export interface Tub {
  /** Stable identifier of the tub, e.g. `crema-1000`. */
  key: string;
  sku: string;
  /** The store's variant id, used in cart permalinks. */
  variantId: string;
  /** The store's product handle, used in product URLs. */
  handle: string;
  grams: number;
  flavour: Flavour;
  /** Shop price in EUR. */
  priceEur: number;
  /** Whether the store can ship it (today, or on `preorderDate`). */
  available: boolean;
  /** ISO date the tub ships when it is sold on pre-order; null when it ships today. */
  preorderDate: string | null;
}

/** The tubs the store sells, in display order. */
export interface TubCatalogue {
  /** The tubs on sale: the same array for as long as the catalogue is unchanged (answers are kept per catalogue), never changed by callers. */
  list(): Promise<readonly Tub[]>;
}

/** Where the store reads an agent's UCP profile from; rejects when it cannot be fetched safely. */
export interface ProfileSource {
  fetch(url: string): Promise<unknown>;
}

// === Groceries

export const BASKET_UNITS = ['g', 'each', 'slice', 'ml'] as const;
export type BasketUnit = (typeof BASKET_UNITS)[number];

/** A food with a supermarket price. */
export interface PricedFood {
  /** Canonical English name. */
  name: string;
  /** The unit the price is for: per gram, per millilitre or per item. */
  unit: 'g' | 'ml' | 'each';
  pricePerUnitEur: number;
  /** Weight of one item, so `each` and `g` convert into each other. */
  gramsPerEach?: number;
  /** Weight of one slice, for foods sold sliced. */
  gramsPerSlice?: number;
  /** Where and when the price was seen. */
  source: string;
}

/** Where basket prices come from. */
export interface PriceSource {
  /** Short description of the source, shown to people. */
  readonly description: string;
  /** True when the prices are live supermarket data. */
  readonly live: boolean;
  /** Finds a food by any of its names, or `undefined` when unknown; at once, since the table is in memory. */
  find(name: string): PricedFood | undefined;
}

/** Live supermarket prices, asked for a whole basket in one call. */
export interface LivePriceSource {
  /** Short description of the source, shown to people. */
  readonly description: string;
  /** Prices of the names the source knows, keyed by the name as asked; fails as `upstream_unavailable`. */
  quote(names: readonly string[]): Promise<Map<string, PricedFood>>;
}

// === Foods

/** A food as a search answers it. */
export interface FoodHit {
  id: string;
  name: string;
  brand: string | null;
  description: string | null;
  type: string | null;
}

export interface FoodQuery {
  q: string;
  region: string;
  language: string;
}

/** A food catalogue that can be searched. */
export interface FoodCatalogue {
  /** Name of the catalogue the results come from. */
  readonly provider: string;
  /** At most `limit` foods, best first. */
  search(query: FoodQuery, limit: number): Promise<FoodHit[]>;
  /**
   * Does a few milliseconds of what the first search would (reading, indexing); false once there is
   * nothing left. A service calls it between requests once it listens. Absent: nothing to prepare.
   */
  prepare?(): boolean;
}
