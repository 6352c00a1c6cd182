import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai-server.js';
import type { WordingInput } from '../../core/meals/wording.js';
import { createOpenAiClient } from './openai-chat.js';
import { createOpenAiMealWording } from './openai-meal-wording.js';

const meals: WordingInput[] = [
  {
    slot: 'Breakfast',
    catalanName: 'Pa amb tomàquet',
    title: 'Tomato bread with ham',
    hint: 'Rub the tomato just before eating.',
    ingredients: ['bread', 'tomato', 'ham'],
  },
  {
    slot: 'Lunch',
    catalanName: 'Arròs amb pollastre',
    title: 'Chicken rice',
    hint: 'Let it rest five minutes.',
    ingredients: ['rice', 'chicken'],
  },
  {
    slot: 'Dinner',
    catalanName: 'Lluç a la planxa',
    title: 'Grilled hake',
    hint: 'Grill it skin down.',
    ingredients: ['hake', 'courgette'],
  },
];
const answer = {
  meals: meals.map((meal) => ({ title: `${meal.title}, Sunday style`, hint: 'Prepare it the evening before.' })),
};

describe('meal wording through an OpenAI-compatible model with structured output', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.structured = answer;
    fake.requests.length = 0;
  });
  const wording = (deadlineMs = 2000) =>
    createOpenAiMealWording(
      createOpenAiClient({ apiKey: 'test-key', baseUrl: fake.url, timeoutMs: 1000, maxRetries: 1 }),
      { model: 'coach-small', deadlineMs },
    );

  it('asks for a strict JSON schema and returns the parsed words', async () => {
    expect(await wording().reword(meals, 'ca')).toEqual(answer.meals);
    const sent = fake.requests[0].body as {
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: object } };
      messages: { role: string; content: string }[];
    };
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.response_format.json_schema).toMatchObject({ name: 'meal_wording', strict: true });
    expect(JSON.stringify(sent.response_format.json_schema.schema)).toContain('"hint"');
    expect(sent.messages[0].content).toContain('Catalan');
    expect(JSON.parse(sent.messages[1].content)).toEqual({ meals });
  });

  it.each(['refusal', 'empty', 'http-500', 'garbled'] as const)('turns %s into upstream_unavailable', async (mode) => {
    fake.mode = mode;
    await expect(wording().reword(meals, 'en')).rejects.toMatchObject({ code: 'upstream_unavailable' });
  });

  it('turns an answer that does not fit the schema into upstream_unavailable', async () => {
    fake.structured = { meals: [{ title: 'No hint' }] };
    await expect(wording().reword(meals, 'en')).rejects.toMatchObject({ code: 'upstream_unavailable' });
    fake.structured = undefined;
    await expect(wording().reword(meals, 'en')).rejects.toMatchObject({ code: 'upstream_unavailable' });
  });

  it('gives up on a slow server within its deadline', async () => {
    fake.mode = 'slow';
    const started = Date.now();
    await expect(wording(700).reword(meals, 'en')).rejects.toMatchObject({ code: 'upstream_unavailable' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
