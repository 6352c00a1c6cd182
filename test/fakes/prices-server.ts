/**
 * A supermarket price API on loopback that speaks the format of
 * `docs/data-formats.md`: `POST /prices/lookup` with `{ names }`, answering
 * `{ prices: [{ query, name, price, unit, store, seenAt }] }` for the names it
 * knows. `mode` makes it misbehave.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PricesMode = 'ok' | 'http-500' | 'garbled' | 'wrong-shape' | 'slow';

export const PRICES_KEY = 'prices-key';

/** What the fake shop sells: EUR per kg, litre or piece. */
const SHELF: Record<string, { name: string; price: number; unit: 'kg' | 'l' | 'each' }> = {
  'chicken breast': { name: 'Pit de pollastre', price: 8.4, unit: 'kg' },
  'whole milk': { name: 'Llet sencera', price: 1.05, unit: 'l' },
  eggs: { name: 'Ous M', price: 0.3, unit: 'each' },
};

export interface FakePrices {
  url: string;
  mode: PricesMode;
  requests: { names: string[]; authorization: string | undefined }[];
  close(): Promise<void>;
}

export async function startFakePrices(): Promise<FakePrices> {
  const fake: Omit<FakePrices, 'url' | 'close'> = { mode: 'ok', requests: [] };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/prices/lookup') return void res.writeHead(404).end();
      const names = (JSON.parse(body) as { names: string[] }).names;
      fake.requests.push({ names, authorization: req.headers.authorization });
      const json = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      switch (fake.mode) {
        case 'slow':
          return; // never answers: the client's timeout must end it
        case 'http-500':
          return json(500, { error: 'internal' });
        case 'garbled':
          return res.writeHead(200, { 'content-type': 'application/json' }).end('{"prices": [{"query": "eggs", "pri');
        case 'wrong-shape':
          return json(200, { items: names });
      }
      if (req.headers.authorization !== `Bearer ${PRICES_KEY}`) return json(401, { error: 'unauthorized' });
      const prices = names
        .filter((name) => SHELF[name])
        .map((name) => ({ query: name, ...SHELF[name], store: 'Supermercat Fals', seenAt: '2026-11-20' }));
      json(200, { prices });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const closing = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    get mode() {
      return fake.mode;
    },
    set mode(mode) {
      fake.mode = mode;
    },
    requests: fake.requests,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return closing();
    },
  };
}
