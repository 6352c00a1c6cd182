/**
 * `POST /api/meal-photo` with a real provider client against fakes on
 * loopback: LogMeal and an OpenAI-compatible vision model. The photo they
 * receive has lost its EXIF (GPS included), and nothing is written to storage.
 */
import exifr from 'exifr';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLogMeal, LOGMEAL_TOKEN, SEGMENTATION, type FakeLogMeal } from '../../../test/fakes/logmeal-server.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai-server.js';
import { createTestApi } from '../../../test/helpers/api.js';
import { dataUrl, plateJpegWithGps } from '../../../test/helpers/photos.js';
import type { KeyValueStore } from '../../core/ports.js';
import { createOpenAiClient } from '../../providers/llm/openai-chat.js';
import { loadSr28 } from '../../providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../../providers/meals/embedded-library.js';
import { createLogMealAnalyser } from '../../providers/photo/logmeal.js';
import { createOpenAiVisionAnalyser } from '../../providers/photo/openai-vision.js';
import { createMemoryStore } from '../../storage/memory.js';

interface Item {
  name: string;
  matchedFood: string | null;
  grams: number | null;
  kcal: number | null;
  proteinG: number | null;
}
interface PhotoBody {
  provider: string;
  retention: string;
  result: Record<string, unknown> & {
    suggestion: { items: Item[]; totals: { calories: number }; estimate: boolean; note: string };
  };
}

const foods = createEmbeddedMealLibrary({ sr28: loadSr28() }).foods;

/** A store that counts writes, so a test can say nothing was kept. */
function watchedStore(): KeyValueStore & { writes: string[] } {
  const store = createMemoryStore();
  const writes: string[] = [];
  return {
    ...store,
    writes,
    set: (key, value, options) => (writes.push(key), store.set(key, value, options)),
    setIfAbsent: (key, value, options) => (writes.push(key), store.setIfAbsent(key, value, options)),
    compareAndSet: (key, expected, value, options) => (
      writes.push(key),
      store.compareAndSet(key, expected, value, options)
    ),
    incrementField: (key, field, by, options) => (writes.push(key), store.incrementField(key, field, by, options)),
  };
}

async function expectNoExif(bytes: Uint8Array) {
  expect(Buffer.from(bytes).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(await exifr.gps(Buffer.from(bytes))).toBeUndefined();
  expect(await exifr.parse(Buffer.from(bytes))).toBeUndefined();
  expect(Buffer.from(bytes).includes('Can Test')).toBe(false);
}

describe('POST /api/meal-photo with LogMeal', () => {
  let fake: FakeLogMeal;
  let photo: string;
  beforeAll(async () => {
    fake = await startFakeLogMeal();
    photo = dataUrl('image/jpeg', await plateJpegWithGps());
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
  });
  const apiWith = (store?: KeyValueStore, token = LOGMEAL_TOKEN) =>
    createTestApi({
      store,
      photoAnalyser: createLogMealAnalyser({
        token,
        url: fake.url,
        http: { timeoutMs: 2000, retries: 1, maxRetryAfterMs: 3000 },
      }),
    });

  it('sends the cleaned photo, keeps the payload and adds an editable suggestion from the catalogue', async () => {
    const store = watchedStore();
    const api = await apiWith(store);
    const res = await api.post('/api/meal-photo', { imageBase64: photo, providerConsent: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PhotoBody;
    expect(body.provider).toBe('logmeal');
    expect(body.retention).toMatch(/Nothing is kept/);
    expect(body.result.segmentation_results).toEqual(SEGMENTATION.segmentation_results);
    expect(body.result.nutritionalInfo).toMatchObject({
      serving_size: 355,
      nutritional_info_per_item: [{ serving_size: 150 }, { serving_size: 200 }],
    });

    const [salmon, potatoes] = body.result.suggestion.items;
    const salmonFood = foods.get('salmon');
    expect(salmon).toMatchObject({ name: 'grilled salmon', matchedFood: 'salmon', grams: 150 });
    expect(salmon.kcal).toBe(Math.round(((salmonFood?.per100g.kcal ?? NaN) * 150) / 100));
    expect(potatoes).toMatchObject({ name: 'potatoes', grams: 200 });
    expect(body.result.suggestion.estimate).toBe(true);
    expect(body.result.suggestion.note).toMatch(/estimate/);
    const counted = body.result.suggestion.items.reduce((sum, item) => sum + (item.kcal ?? 0), 0);
    expect(body.result.suggestion.totals.calories).toBe(counted);

    const [segmentation, nutrition] = fake.requests;
    expect(segmentation.path).toBe('/v2/image/segmentation/complete?language=eng');
    expect(segmentation.authorization).toBe(`Bearer ${LOGMEAL_TOKEN}`);
    expect(segmentation.imageType).toBe('image/jpeg');
    await expectNoExif(segmentation.image as Uint8Array);
    expect(nutrition.json).toEqual({ imageId: SEGMENTATION.imageId });
    expect(store.writes).toEqual([]);
  });

  it('names matched foods and writes the note in Catalan when asked', async () => {
    const api = await apiWith();
    const body = (await (
      await api.post('/api/meal-photo', { imageBase64: photo, providerConsent: true, language: 'ca' })
    ).json()) as PhotoBody;
    expect(body.result.suggestion.items[0].matchedFood).toBe(foods.get('salmon')?.names.ca);
    expect(body.result.suggestion.note).toMatch(/estimació/);
    expect(body.retention).toMatch(/No es guarda res/);
  });

  it('waits out a 429 for its RateLimit-Reset, then succeeds', async () => {
    fake.mode = 'rate-limited-once';
    const started = Date.now();
    const res = await (await apiWith()).post('/api/meal-photo', { imageBase64: photo, providerConsent: true });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(fake.requests.filter((request) => request.path.startsWith('/v2/image/segmentation'))).toHaveLength(2);
  });

  it.each(['rate-limited-long', 'http-500', 'no-image-id', 'not-json'] as const)(
    'answers 502 when LogMeal is %s, in bounded time',
    async (mode) => {
      fake.mode = mode;
      const started = Date.now();
      const res = await (await apiWith()).post('/api/meal-photo', { imageBase64: photo, providerConsent: true });
      expect(res.status).toBe(502);
      expect(((await res.json()) as { code: string }).code).toBe('upstream_unavailable');
      expect(Date.now() - started).toBeLessThan(3000);
    },
  );

  it('answers 502 when the token is refused', async () => {
    const res = await (
      await apiWith(undefined, 'company-token')
    ).post('/api/meal-photo', { imageBase64: photo, providerConsent: true });
    expect(res.status).toBe(502);
  });
});

describe('POST /api/meal-photo with an OpenAI-compatible vision model', () => {
  let fake: FakeOpenAi;
  let photo: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    photo = dataUrl('image/jpeg', await plateJpegWithGps());
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.structured = {
      dishes: [
        { name: 'paella', estimatedGrams: 350 },
        { name: 'green salad', estimatedGrams: 120 },
      ],
    };
    fake.requests.length = 0;
  });
  const apiWith = (store?: KeyValueStore) =>
    createTestApi({
      store,
      photoAnalyser: createOpenAiVisionAnalyser(
        createOpenAiClient({ apiKey: 'test-key', baseUrl: fake.url, maxRetries: 0 }),
        { model: 'vision-small', deadlineMs: 2000 },
      ),
    });

  it('sends only the cleaned photo with a strict schema and turns the dishes into a suggestion', async () => {
    const store = watchedStore();
    const res = await (await apiWith(store)).post('/api/meal-photo', { imageBase64: photo, providerConsent: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PhotoBody;
    expect(body.provider).toBe('openai');
    expect(body.result.dishes).toEqual([
      { name: 'paella', estimatedGrams: 350 },
      { name: 'green salad', estimatedGrams: 120 },
    ]);
    expect(body.result.suggestion.items[0]).toMatchObject({ name: 'paella', grams: 350 });

    const sent = fake.requests[0].body as {
      response_format: { type: string; json_schema: { name: string; strict: boolean } };
      messages: { role: string; content: unknown }[];
    };
    expect(sent.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'meal_photo', strict: true },
    });
    const user = sent.messages[1].content as { type: string; image_url: { url: string } }[];
    expect(user).toHaveLength(1);
    const [header, base64] = user[0].image_url.url.split(',');
    expect(header).toBe('data:image/jpeg;base64');
    await expectNoExif(Buffer.from(base64, 'base64'));
    expect(store.writes).toEqual([]);
  });

  it.each(['refusal', 'http-500', 'garbled', 'slow'] as const)('answers 502 when the model gives %s', async (mode) => {
    fake.mode = mode;
    const res = await (await apiWith()).post('/api/meal-photo', { imageBase64: photo, providerConsent: true });
    expect(res.status).toBe(502);
  });
});
