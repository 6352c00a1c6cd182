/**
 * A LogMeal API on loopback speaking its documented wire format:
 * `POST /v2/image/segmentation/complete` (multipart field `image`, bearer
 * APIUser token) and `POST /v2/nutrition/recipe/nutritionalInfo` (JSON
 * `{ imageId }`), with the rate-limit headers LogMeal sends. `mode` makes it
 * fail the ways the real one does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LogMealMode = 'ok' | 'rate-limited-once' | 'rate-limited-long' | 'http-500' | 'no-image-id' | 'not-json';

export const LOGMEAL_TOKEN = 'apiuser-test-token';

/** A segmentation answer of the documented shape: two items on a plate. */
export const SEGMENTATION = {
  imageId: 1_402_117,
  foodFamily: [{ id: 12, name: 'fish', prob: 0.81 }],
  foodType: { id: 1, name: 'food' },
  segmentation_results: [
    {
      food_item_position: 1,
      contained_bbox: { h: 120, w: 140, x: 20, y: 30 },
      recognition_results: [
        { id: 1057, name: 'grilled salmon', prob: 0.83, subclasses: [] },
        { id: 455, name: 'tuna steak', prob: 0.09, subclasses: [] },
      ],
    },
    {
      food_item_position: 2,
      contained_bbox: { h: 90, w: 100, x: 170, y: 40 },
      recognition_results: [{ id: 211, name: 'potatoes', prob: 0.77, subclasses: [] }],
    },
    {
      food_item_position: 3,
      contained_bbox: { h: 20, w: 20, x: 10, y: 10 },
      recognition_results: [{ id: 9001, name: 'lemon wedge garnish thing', prob: 0.4, subclasses: [] }],
    },
  ],
  processed_image_size: { height: 240, width: 320 },
};

export const NUTRITION = {
  foodName: ['grilled salmon', 'potatoes', 'lemon wedge garnish thing'],
  ids: [1057, 211, 9001],
  hasNutritionalInfo: true,
  serving_size: 355,
  nutritional_info: { calories: 551.2, totalNutrients: { PROCNT: { label: 'Protein', quantity: 41.3, unit: 'g' } } },
  nutritional_info_per_item: [
    {
      food_item_position: 1,
      id: 1057,
      serving_size: 150,
      hasNutritionalInfo: true,
      nutritional_info: { calories: 312.0 },
    },
    {
      food_item_position: 2,
      id: 211,
      serving_size: 200,
      hasNutritionalInfo: true,
      nutritional_info: { calories: 234.1 },
    },
  ],
};

export interface FakeLogMeal {
  /** Base URL to configure, ending in /v2. */
  url: string;
  mode: LogMealMode;
  /** Every request: path, authorization and, for segmentation, the image bytes received. */
  requests: {
    path: string;
    authorization: string | undefined;
    image?: Uint8Array;
    imageType?: string;
    json?: unknown;
  }[];
  close(): Promise<void>;
}

export async function startFakeLogMeal(): Promise<FakeLogMeal> {
  const fake: Omit<FakeLogMeal, 'url' | 'close'> = { mode: 'ok', requests: [] };
  let limited = false;
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'ratelimit-limit': '10',
      'ratelimit-remaining': '9',
      'ratelimit-reset': '1',
      'x-account-credits-remaining': '500',
      ...headers,
    });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, raw: Buffer) => {
    const path = req.url ?? '';
    const record: FakeLogMeal['requests'][number] = { path, authorization: req.headers.authorization };
    fake.requests.push(record);
    if (req.headers.authorization !== `Bearer ${LOGMEAL_TOKEN}`)
      return json(res, 401, { message: 'Invalid token', code: 401 });
    if (fake.mode === 'rate-limited-once' && !limited) {
      limited = true;
      return json(res, 429, { message: 'Too many requests' }, { 'ratelimit-remaining': '0', 'ratelimit-reset': '1' });
    }
    if (fake.mode === 'rate-limited-long')
      return json(
        res,
        429,
        { message: 'Daily limit reached' },
        { 'ratelimit-remaining': '0', 'ratelimit-reset': '86400' },
      );
    if (fake.mode === 'http-500') return json(res, 500, { message: 'Internal error' });
    if (fake.mode === 'not-json') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>maintenance</html>');
    }
    if (path.startsWith('/v2/image/segmentation/complete')) {
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: new Uint8Array(raw),
      }).formData();
      const image = form.get('image');
      if (!(image instanceof Blob)) return json(res, 400, { message: 'image is required' });
      record.image = new Uint8Array(await image.arrayBuffer());
      record.imageType = image.type;
      return json(res, 200, fake.mode === 'no-image-id' ? { segmentation_results: [] } : SEGMENTATION);
    }
    if (path === '/v2/nutrition/recipe/nutritionalInfo') {
      record.json = JSON.parse(raw.toString('utf8'));
      return json(res, 200, NUTRITION);
    }
    return json(res, 404, { message: 'Not found' });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on(
      'end',
      () => void handle(req, res, Buffer.concat(chunks)).catch(() => json(res, 500, { message: 'fake failed' })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
