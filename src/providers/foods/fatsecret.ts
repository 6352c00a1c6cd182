/**
 * @module
 * Food search through the FatSecret Platform API: OAuth 2.0 client
 * credentials with the token cached until shortly before it expires, and the
 * v1 `foods.search` method in JSON, with its quirks (numbers as strings, one
 * result as an object instead of an array, errors inside HTTP 200).
 */
import { CoachError } from '../../core/errors.js';
import type { FoodCatalogue, FoodHit, KeyValueStore } from '../../core/ports.js';
import { fetchWithRetry, readJson, type HttpOptions } from '../http.js';

export interface FatSecretOptions {
  clientId: string;
  clientSecret: string;
  /** API origin, e.g. `https://platform.fatsecret.com`. */
  apiUrl: string;
  /** Token endpoint, e.g. `https://oauth.fatsecret.com/connect/token`. */
  tokenUrl: string;
  /** Where the token is cached, so every instance shares one. */
  store: KeyValueStore;
  http?: HttpOptions;
}

const TOKEN_KEY = 'fatsecret:token';
/** The token is replaced this long before FatSecret says it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** FatSecret's codes for a token that is invalid or has expired. */
const TOKEN_ERRORS = new Set([13, 14]);

interface RawFood {
  food_id?: string | number;
  food_name?: string;
  brand_name?: string;
  food_type?: string;
  food_description?: string;
}

export function createFatSecretCatalogue(options: FatSecretOptions): FoodCatalogue {
  const token = async (fresh: boolean): Promise<string> => {
    if (!fresh) {
      // A cached token saves a call; with storage away, a fresh one serves.
      const cached = await options.store.get(TOKEN_KEY).catch(() => undefined);
      if (cached) return cached;
    }
    const response = await fetchWithRetry(
      options.tokenUrl,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials&scope=basic',
      },
      options.http,
    );
    const body = (await readJson(response)) as { access_token?: unknown; expires_in?: unknown };
    if (!response.ok || typeof body.access_token !== 'string')
      throw new CoachError('upstream_unavailable', { cause: new Error(`token endpoint answered ${response.status}`) });
    const ttlMs = Math.max(1000, Number(body.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS);
    await options.store.set(TOKEN_KEY, body.access_token, { ttlMs }).catch(() => undefined);
    return body.access_token;
  };

  const search = async (q: string, limit: number, fresh: boolean): Promise<FoodHit[]> => {
    const url = new URL('/rest/server.api', options.apiUrl);
    url.search = new URLSearchParams({
      method: 'foods.search',
      search_expression: q,
      max_results: String(limit),
      format: 'json',
    }).toString();
    const response = await fetchWithRetry(
      url,
      { headers: { authorization: `Bearer ${await token(fresh)}` } },
      options.http,
    );
    const body = (await readJson(response)) as {
      foods?: { food?: RawFood | RawFood[] };
      error?: { code?: unknown; message?: unknown };
    };
    if (body.error) {
      const code = Number(body.error.code);
      if (TOKEN_ERRORS.has(code) && !fresh) return search(q, limit, true);
      throw new CoachError('upstream_unavailable', { cause: new Error(`FatSecret error ${code}`) });
    }
    if (!response.ok)
      throw new CoachError('upstream_unavailable', { cause: new Error(`FatSecret answered ${response.status}`) });
    const raw = body.foods?.food;
    const foods = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    return foods
      .filter((food) => food.food_id !== undefined && typeof food.food_name === 'string')
      .slice(0, limit)
      .map(toHit);
  };

  return {
    provider: 'FatSecret Platform API',
    search: (query, limit) => search(query.q, limit, false),
  };
}

function toHit(food: RawFood): FoodHit {
  return {
    id: String(food.food_id),
    name: food.food_name as string,
    brand: food.brand_name ?? null,
    description: food.food_description ?? null,
    type: food.food_type ?? null,
  };
}
