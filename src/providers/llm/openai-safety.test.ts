import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai-server.js';
import { GUARD_CATEGORIES, decisionOf } from '../../core/chat/guard/types.js';
import { createOpenAiClient } from './openai-chat.js';
import { createOpenAiSafetyCheck, type OpenAiSafetyOptions } from './openai-safety.js';

const conversation = ['I run three times a week.', 'What should I eat before a long run?'];

interface SentCompletion {
  model: string;
  temperature: number;
  max_tokens: number;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
}

describe('the model-based safety check against an OpenAI-compatible server on loopback', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.moderationMode = undefined;
    fake.structured = { category: 'none' };
    fake.moderation = { categories: [] };
    fake.requests.length = 0;
  });
  // The client's own retries are on, as main makes it: the check must turn them off.
  const check = (options: Partial<OpenAiSafetyOptions> = {}) =>
    createOpenAiSafetyCheck(
      { model: 'guard-small', timeoutMs: 2000, ...options },
      createOpenAiClient({ apiKey: 'test-key', baseUrl: fake.url, timeoutMs: 10_000, maxRetries: 2 }),
    );
  const paths = () => fake.requests.map((request) => request.path).sort();

  it('asks for a strict json_schema verdict at temperature 0, with the messages in order after the instructions', async () => {
    expect(await check().classify(conversation)).toEqual({ decision: 'allow' });
    expect(paths()).toEqual(['/v1/chat/completions']);
    const sent = fake.requests[0].body as unknown as SentCompletion;
    expect(sent.model).toBe('guard-small');
    expect(sent.temperature).toBe(0);
    expect(sent.max_tokens).toBeGreaterThan(0);
    expect(sent.max_tokens).toBeLessThanOrEqual(64);
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.response_format.json_schema).toMatchObject({ name: 'safety_verdict', strict: true });
    expect(sent.response_format.json_schema.schema).toMatchObject({
      type: 'object',
      properties: { category: { type: 'string', enum: ['none', ...GUARD_CATEGORIES] } },
      required: ['category'],
      additionalProperties: false,
    });
    expect(sent.messages.map((message) => message.role)).toEqual(['system', 'user', 'user']);
    expect(sent.messages.slice(1).map((message) => message.content)).toEqual(conversation);
    for (const term of [
      'self_harm',
      'eating_disorder',
      '1000 kcal',
      'passive',
      'farewell',
      'gluten-free',
      '12-hour',
      'lunchbox',
      'killing me',
    ]) {
      expect(sent.messages[0].content).toContain(term);
    }
  });

  it.each(GUARD_CATEGORIES)('maps an answered %s to its decision, from the model layer', async (category) => {
    fake.structured = { category };
    expect(await check().classify(conversation)).toEqual({ decision: decisionOf(category), category, layer: 'model' });
  });

  it('asks the moderation endpoint alongside, with every message, when moderation is on', async () => {
    expect(await check({ moderation: true }).classify(conversation)).toEqual({ decision: 'allow' });
    expect(paths()).toEqual(['/v1/chat/completions', '/v1/moderations']);
    const moderation = fake.requests.find((request) => request.path === '/v1/moderations');
    expect(moderation?.body).toEqual({ model: 'omni-moderation-latest', input: conversation });
    expect(moderation?.authorization).toBe('Bearer test-key');
  });

  it.each(['self-harm', 'self-harm/intent', 'self-harm/instructions'])(
    'lets moderation flagging %s win over the model',
    async (flag) => {
      fake.structured = { category: 'none' };
      fake.moderation = (input) => ({ categories: input === conversation[0] ? [flag] : [] });
      expect(await check({ moderation: true }).classify(conversation)).toEqual({
        decision: 'self_harm',
        category: 'self_harm',
        layer: 'moderation',
      });
      fake.structured = { category: 'medication' };
      expect(await check({ moderation: true }).classify(conversation)).toEqual({
        decision: 'self_harm',
        category: 'self_harm',
        layer: 'moderation',
      });
    },
  );

  it('ignores moderation categories other than self-harm', async () => {
    fake.structured = { category: 'condition' };
    fake.moderation = { flagged: true, categories: ['violence', 'harassment'] };
    expect(await check({ moderation: true }).classify(conversation)).toEqual({
      decision: 'clinical',
      category: 'condition',
      layer: 'model',
    });
  });

  it('sends no moderation request when moderation is off, even if it would flag', async () => {
    fake.moderation = { categories: ['self-harm'] };
    expect(await check({ moderation: false }).classify(conversation)).toEqual({ decision: 'allow' });
    expect(await check().classify(conversation)).toEqual({ decision: 'allow' });
    expect(paths()).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
  });

  it('gives up on a slow server within about its deadline, without retrying', async () => {
    fake.mode = 'slow';
    const timeoutMs = 500;
    const started = Date.now();
    await expect(check({ timeoutMs, moderation: true }).classify(conversation)).rejects.toMatchObject({
      code: 'upstream_unavailable',
    });
    expect(Date.now() - started).toBeLessThan(timeoutMs + 1500);
    expect(paths()).toEqual(['/v1/chat/completions', '/v1/moderations']);
  });

  it.each(['http-500', 'garbled', 'refusal', 'empty', 'rate-limited'] as const)(
    'turns %s into upstream_unavailable, without retrying',
    async (mode) => {
      fake.mode = mode;
      await expect(check().classify(conversation)).rejects.toMatchObject({ code: 'upstream_unavailable' });
      expect(fake.requests).toHaveLength(1);
    },
  );

  it.each([
    ['a category outside the schema', { category: 'diet' }],
    ['a missing category', { verdict: 'none' }],
    ['no JSON at all', undefined],
  ])('turns %s into upstream_unavailable', async (_, structured) => {
    fake.structured = structured;
    await expect(check().classify(conversation)).rejects.toMatchObject({ code: 'upstream_unavailable' });
  });

  it.each(['http-500', 'garbled', 'slow', 'empty'] as const)(
    "uses the model's answer when moderation fails (%s)",
    async (mode) => {
      fake.moderationMode = mode;
      fake.structured = { category: 'pregnancy' };
      expect(await check({ moderation: true, timeoutMs: 800 }).classify(conversation)).toEqual({
        decision: 'clinical',
        category: 'pregnancy',
        layer: 'model',
      });
    },
  );

  it('answers self-harm when the model fails but moderation flags it, and fails when moderation flags nothing', async () => {
    fake.mode = 'http-500';
    fake.moderationMode = 'ok';
    fake.moderation = { categories: ['self-harm/intent'] };
    expect(await check({ moderation: true }).classify(conversation)).toEqual({
      decision: 'self_harm',
      category: 'self_harm',
      layer: 'moderation',
    });
    fake.moderation = { categories: [] };
    await expect(check({ moderation: true }).classify(conversation)).rejects.toMatchObject({
      code: 'upstream_unavailable',
    });
  });

  it('answers self-harm flagged by moderation without waiting for a slow model', async () => {
    fake.mode = 'slow';
    fake.moderationMode = 'ok';
    fake.moderation = { categories: ['self-harm'] };
    const started = Date.now();
    expect(await check({ moderation: true, timeoutMs: 2500 }).classify(conversation)).toEqual({
      decision: 'self_harm',
      category: 'self_harm',
      layer: 'moderation',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('never puts the messages into its error', async () => {
    fake.mode = 'http-500';
    const error: unknown = await check()
      .classify(['my secret words'])
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'upstream_unavailable' });
    expect(String((error as Error).message)).not.toContain('secret');
  });
});
