import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai-server.js';
import { createOpenAiChatModel } from './openai-chat.js';

describe('the OpenAI-compatible chat model against a server on loopback', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
  });
  const model = (overrides: { timeoutMs?: number; deadlineMs?: number } = {}) =>
    createOpenAiChatModel({
      apiKey: 'test-key',
      baseUrl: fake.url,
      model: 'coach-small',
      timeoutMs: 1000,
      maxRetries: 1,
      ...overrides,
    });
  const input = {
    system: 'You are the coach.',
    messages: [{ role: 'user' as const, text: 'What should I eat before a run?' }],
  };

  it('sends the system prompt and the conversation, and returns the reply', async () => {
    expect(await model().reply(input)).toBe(fake.reply);
    const sent = fake.requests[0];
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body).toMatchObject({
      model: 'coach-small',
      messages: [
        { role: 'system', content: 'You are the coach.' },
        { role: 'user', content: 'What should I eat before a run?' },
      ],
    });
  });

  it.each(['refusal', 'empty', 'http-500', 'garbled'] as const)('turns %s into upstream_unavailable', async (mode) => {
    fake.mode = mode;
    await expect(model().reply(input)).rejects.toMatchObject({ code: 'upstream_unavailable' });
  });

  it('retries a 429 once, honouring Retry-After, then gives up', async () => {
    fake.mode = 'rate-limited';
    const started = Date.now();
    await expect(model().reply(input)).rejects.toMatchObject({ code: 'upstream_unavailable' });
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('gives up on a slow server within its deadline', async () => {
    fake.mode = 'slow';
    const started = Date.now();
    await expect(model({ timeoutMs: 300, deadlineMs: 800 }).reply(input)).rejects.toMatchObject({
      code: 'upstream_unavailable',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails as upstream_unavailable with a wrong key', async () => {
    const wrong = createOpenAiChatModel({ apiKey: 'nope', baseUrl: fake.url, model: 'coach-small', maxRetries: 0 });
    await expect(wrong.reply(input)).rejects.toMatchObject({ code: 'upstream_unavailable' });
  });
});
