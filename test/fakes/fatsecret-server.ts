/**
 * A FatSecret Platform API on loopback that speaks its documented wire format:
 * `POST /connect/token` (Basic auth, client credentials) and
 * `GET /rest/server.api?method=foods.search&format=json` (Bearer), with v1's
 * quirks. `mode` makes it misbehave the ways the real one does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FatSecretMode =
  'ok' | 'single' | 'none' | 'token-expired-once' | 'ip-error' | 'http-500' | 'garbled' | 'slow';

export const CLIENT_ID = 'coach-client';
export const CLIENT_SECRET = 'coach-secret';

/** Recorded from FatSecret's documentation of foods.search v1: every number a string. */
const FOODS = [
  {
    food_id: '33691',
    food_name: 'Chicken Breast',
    food_type: 'Generic',
    food_url: 'https://www.fatsecret.com/calories-nutrition/generic/chicken-breast',
    food_description: 'Per 100g - Calories: 165kcal | Fat: 3.57g | Carbs: 0.00g | Protein: 31.02g',
  },
  {
    food_id: '1641',
    food_name: 'Chicken Breast (Skin Not Eaten)',
    food_type: 'Generic',
    food_url: 'https://www.fatsecret.com/calories-nutrition/usda/chicken-breast',
    food_description: 'Per 100g - Calories: 197kcal | Fat: 7.78g | Carbs: 0.00g | Protein: 29.80g',
  },
  {
    food_id: '4881224',
    food_name: 'Pechuga de Pollo',
    brand_name: 'Hacendado',
    food_type: 'Brand',
    food_url: 'https://www.fatsecret.es/calorías-nutrición/hacendado/pechuga-de-pollo',
    food_description: 'Per 100g - Calories: 110kcal | Fat: 1.50g | Carbs: 0.50g | Protein: 23.00g',
  },
];

export interface FakeFatSecret {
  url: string;
  mode: FatSecretMode;
  readonly tokensIssued: number;
  searches: { query: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

export async function startFakeFatSecret(): Promise<FakeFatSecret> {
  const state = {
    mode: 'ok' as FatSecretMode,
    tokensIssued: 0,
    searches: [] as FakeFatSecret['searches'],
    expiredOnce: false,
  };
  const validTokens = new Set<string>();
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fatsecret');
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && url.pathname === '/connect/token') {
        const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
        if (
          req.headers.authorization !== expected ||
          new URLSearchParams(body).get('grant_type') !== 'client_credentials'
        )
          return json(res, 400, { error: 'invalid_client' });
        const token = `token-${++state.tokensIssued}`;
        validTokens.add(token);
        return json(res, 200, { access_token: token, expires_in: 86400, token_type: 'Bearer', scope: 'basic' });
      }
      if (req.method === 'GET' && url.pathname === '/rest/server.api') return search(url, req, res);
      res.writeHead(404).end();
    });
  });

  const search = (url: URL, req: IncomingMessage, res: ServerResponse) => {
    const query = url.searchParams.get('search_expression') ?? '';
    state.searches.push({ query, authorization: req.headers.authorization });
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (state.mode === 'token-expired-once' && !state.expiredOnce) {
      state.expiredOnce = true;
      return json(res, 200, { error: { code: 14, message: 'Invalid token: Access token has expired' } });
    }
    if (!validTokens.has(token)) return json(res, 200, { error: { code: 13, message: 'Invalid token' } });
    if (url.searchParams.get('method') !== 'foods.search' || url.searchParams.get('format') !== 'json')
      return json(res, 200, { error: { code: 101, message: 'Missing required parameter' } });
    const max = Number(url.searchParams.get('max_results') ?? '20');
    switch (state.mode) {
      case 'ip-error':
        return json(res, 200, { error: { code: 21, message: 'Invalid IP address detected' } });
      case 'http-500':
        return json(res, 500, { error: 'internal' });
      case 'garbled':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"foods": {"food": [');
      case 'slow':
        return setTimeout(() => json(res, 200, { foods: { food: FOODS } }), 2000);
      case 'none':
        return json(res, 200, { foods: { max_results: String(max), page_number: '0', total_results: '0' } });
      case 'single':
        return json(res, 200, {
          foods: { max_results: String(max), page_number: '0', total_results: '1', food: FOODS[0] },
        });
      default:
        return json(res, 200, {
          foods: {
            max_results: String(max),
            page_number: '0',
            total_results: String(FOODS.length),
            food: FOODS.slice(0, max),
          },
        });
    }
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeFatSecret = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
      state.expiredOnce = false;
    },
    get tokensIssued() {
      return state.tokensIssued;
    },
    searches: state.searches,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
