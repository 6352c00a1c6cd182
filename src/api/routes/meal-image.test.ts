import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiClient } from '../../providers/llm/openai-chat.js';
import { createOpenAiImageModel } from '../../providers/llm/openai-images.js';
import { createMemoryStore } from '../../storage/memory.js';
import { createMealImages } from '../../core/images/meal-images.js';
import { createTestApi } from '../../../test/helpers/api.js';
import { startFakeOpenAi, TINY_PNG_BASE64, type FakeOpenAi } from '../../../test/fakes/openai-server.js';

describe('POST /api/meal-image through an OpenAI-compatible image model', () => {
  let fake: FakeOpenAi;
  let now = Date.parse('2026-11-22T10:00:00Z');
  const store = createMemoryStore({ clock: () => new Date(now) });
  const api = async () =>
    createTestApi({
      store,
      imageModel: createOpenAiImageModel(
        createOpenAiClient({ apiKey: 'test-key', baseUrl: fake.url, maxRetries: 0, timeoutMs: 1000 }),
        { model: 'gpt-image-1', deadlineMs: 2000 },
      ),
    });
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
  });

  it('keeps the generated image and serves it from the coach’s own origin', async () => {
    const coach = await api();
    const res = await coach.post('/api/meal-image', { title: 'Escalivada amb anxoves' });
    expect(res.status).toBe(200);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^http:\/\/coach\.test\/api\/meal-images\/test-image-\d{8}$/);
    const image = await coach.call(new URL(imageUrl).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(TINY_PNG_BASE64);
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
  });

  it("serves a person's chart privately, redrawn in place under its id, and never overwrites a dish's picture", async () => {
    const images = createMealImages({
      model: undefined,
      store,
      publicUrl: 'http://coach.test',
      randomId: () => 'abcdef0123456789',
    });
    const png = Buffer.from(TINY_PNG_BASE64, 'base64');
    const first = await images.host(png);
    expect(first).toEqual({
      id: 'chart-abcdef0123456789',
      imageUrl: 'http://coach.test/api/meal-images/chart-abcdef0123456789',
    });
    expect(await images.host(png, first.id)).toEqual(first);
    // An id that is not a chart's gets a chart id of its own.
    expect((await images.host(png, 'test-image-00000001')).id).toBe('chart-abcdef0123456789');
    const served = await (await api()).call(new URL(first.imageUrl).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends only the title to the image provider', async () => {
    await (await api()).post('/api/meal-image', { title: 'Escudella' });
    const sent = fake.requests[0];
    expect(sent.path).toBe('/v1/images/generations');
    expect(Object.keys(sent.body).sort()).toEqual(['model', 'n', 'prompt', 'size']);
    expect(sent.body.prompt).toContain('Escudella');
  });

  it('forgets the image after 24 hours', async () => {
    const coach = await api();
    const { imageUrl } = (await (await coach.post('/api/meal-image', { title: 'Fideuà' })).json()) as {
      imageUrl: string;
    };
    now += 24 * 60 * 60 * 1000 + 1;
    expect((await coach.call(new URL(imageUrl).pathname)).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const coach = await api();
    expect((await coach.call('/api/meal-images/unknown-image-id-0000')).status).toBe(404);
    expect((await coach.call('/api/meal-images/..%2F..%2Fetc')).status).toBe(404);
  });

  it.each(['http-500', 'garbled', 'rate-limited'] as const)('answers 502 when the model fails (%s)', async (mode) => {
    fake.mode = mode;
    const res = await (await api()).post('/api/meal-image', { title: 'Crema catalana' });
    expect(res.status).toBe(502);
  });
});
