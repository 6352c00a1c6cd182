/**
 * An OpenAI-compatible API on loopback that speaks the real wire format:
 * `POST /v1/chat/completions` (plain or with structured output),
 * `POST /v1/images/generations` (GPT image models: `b64_json`, no URL) and
 * `POST /v1/moderations` (one result per input, every category key).
 * `mode` makes it fail the ways real servers do.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OpenAiMode = 'ok' | 'refusal' | 'rate-limited' | 'http-500' | 'garbled' | 'slow' | 'empty';

/** Every category key of the moderation endpoint's answers, as `omni-moderation-latest` has them. */
export const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

/** What the moderation endpoint finds in one input: the categories set true; `flagged` defaults to any being set. */
export interface FakeModeration {
  flagged?: boolean;
  categories: readonly string[];
}

/** A 1x1 PNG, as an image model returns it. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export interface FakeOpenAi {
  /** Base URL to give the SDK, ending in /v1. */
  url: string;
  mode: OpenAiMode;
  /** What the next successful chat completion says. */
  reply: string;
  /**
   * What a completion asked for structured output (`response_format` of type
   * `json_schema`) answers, serialised as the message content; `reply` when absent.
   */
  structured?: unknown;
  /** What moderation finds in each input: fixed, or a function of the input's text. Nothing flagged by default. */
  moderation: FakeModeration | ((input: string) => FakeModeration);
  /** How the moderation endpoint fails; `mode` when absent. */
  moderationMode?: OpenAiMode;
  requests: { path: string; body: Record<string, unknown>; authorization: string | undefined }[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'url' | 'close'> = {
    mode: 'ok',
    reply: 'Have a bowl of yogurt with fruit and oats about two hours before you run.',
    structured: undefined,
    moderation: { categories: [] },
    moderationMode: undefined,
    requests: [],
  };
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req_fake', ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (
    res: ServerResponse,
    status: number,
    message: string,
    type: string,
    headers: Record<string, string> = {},
  ) => json(res, status, { error: { message, type, param: null, code: null } }, headers);

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      fake.requests.push({ path: req.url ?? '', body, authorization: req.headers.authorization });
      if (req.headers.authorization !== 'Bearer test-key')
        return error(res, 401, 'Incorrect API key provided', 'invalid_request_error');
      const mode = req.url === '/v1/moderations' ? (fake.moderationMode ?? fake.mode) : fake.mode;
      switch (mode) {
        case 'rate-limited':
          return error(res, 429, 'Rate limit reached', 'requests', { 'retry-after': '1' });
        case 'http-500':
          return error(res, 500, 'The server had an error', 'server_error');
        case 'garbled':
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end('{"id": "chatcmpl-1", "choices": [');
        case 'slow':
          return setTimeout(() => respond(req, res, body, mode), 3000);
        default:
          return respond(req, res, body, mode);
      }
    });
  });

  const respond = (req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>, mode: OpenAiMode) => {
    if (req.url === '/v1/images/generations') {
      return json(res, 200, {
        created: 1_790_000_000,
        data: [{ b64_json: TINY_PNG_BASE64, revised_prompt: null }],
        usage: { total_tokens: 100, input_tokens: 20, output_tokens: 80 },
      });
    }
    if (req.url === '/v1/moderations') {
      const inputs = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
      const results =
        mode === 'empty'
          ? []
          : inputs.map((input) =>
              moderationResult(typeof fake.moderation === 'function' ? fake.moderation(input) : fake.moderation),
            );
      return json(res, 200, { id: 'modr-fake', model: body.model ?? 'omni-moderation-latest', results });
    }
    if (req.url !== '/v1/chat/completions') return error(res, 404, 'Not found', 'invalid_request_error');
    const format = body.response_format as { type?: string } | undefined;
    const answer =
      format?.type === 'json_schema' && fake.structured !== undefined ? JSON.stringify(fake.structured) : fake.reply;
    const content = mode === 'refusal' || mode === 'empty' ? null : answer;
    json(res, 200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_790_000_000,
      model: body.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content,
            refusal: mode === 'refusal' ? "I'm sorry, I can't help with that." : null,
          },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
    });
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** One moderation result in the wire shape, every category key present. */
function moderationResult(found: FakeModeration) {
  const set = new Set(found.categories);
  const keys = [
    ...MODERATION_CATEGORIES,
    ...found.categories.filter((category) => !(MODERATION_CATEGORIES as readonly string[]).includes(category)),
  ];
  return {
    flagged: found.flagged ?? set.size > 0,
    categories: Object.fromEntries(keys.map((key) => [key, set.has(key)])),
    category_scores: Object.fromEntries(keys.map((key) => [key, set.has(key) ? 0.93 : 0.0004])),
    category_applied_input_types: Object.fromEntries(keys.map((key) => [key, ['text']])),
  };
}
