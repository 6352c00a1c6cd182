/**
 * A Slack Web API server on loopback speaking the real wire format:
 * `POST /api/<method>` with the bot token as a bearer and a form (or JSON)
 * body whose nested arguments are JSON strings, answering `{ ok, ... }` or
 * `{ ok: false, error }`. It also plays the two other Slack hosts the app
 * talks to: `response_url`s (`POST /respond/<id>`) and private file URLs
 * (`GET /files/<id>`, the bearer token required, Slack's sign-in page
 * otherwise). Every call is recorded.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { overLimits } from './slack-limits.js';

export const SLACK_BOT_TOKEN = 'xoxb-test-0000-fake';
export const SLACK_SIGNING_SECRET = 'test-signing-secret-8f2e1c';
export const TEAM_ID = 'T0COACH';
export const BOT_USER_ID = 'U0COACHBOT';

export interface SlackCall {
  method: string;
  payload: Record<string, unknown>;
}

export interface FakeSlack {
  /** The `SLACK_API_URL` to configure (ends with `/api/`). */
  apiUrl: string;
  origin: string;
  calls: SlackCall[];
  /** Posts to response URLs: `{ id, payload }`. */
  responses: { id: string; payload: Record<string, unknown> }[];
  /** File downloads: the file id and whether the bearer token was right. */
  downloads: { id: string; authorized: boolean }[];
  /** Methods that answer `{ ok: false, error }`. */
  failing: Map<string, string>;
  /** The Slack locale of a user, for users.info. */
  locales: Map<string, string>;
  addFile(id: string, file: { bytes: Uint8Array; mimetype: string; name?: string }): void;
  /** A `response_url` on this server. */
  responseUrl(id: string): string;
  /** Calls of one method, in order. */
  of(method: string): Record<string, unknown>[];
  close(): Promise<void>;
}

/** Arguments arrive as a form whose nested values (blocks, view) are JSON strings, or as JSON. */
function parseArguments(contentType: string, raw: string): Record<string, unknown> {
  if (contentType.startsWith('application/json')) return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  const payload: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    payload[key] = /^[[{]/.test(value) ? JSON.parse(value) : value;
  }
  return payload;
}

export async function startFakeSlack(): Promise<FakeSlack> {
  const calls: SlackCall[] = [];
  const responses: FakeSlack['responses'] = [];
  const downloads: FakeSlack['downloads'] = [];
  const failing = new Map<string, string>();
  const locales = new Map<string, string>();
  const files = new Map<string, { bytes: Uint8Array; mimetype: string; name?: string }>();
  let ts = 1_795_000_000;
  let origin = '';

  const result = (method: string, payload: Record<string, unknown>): Record<string, unknown> => {
    switch (method) {
      case 'auth.test':
        return {
          url: 'https://coach-test.slack.com/',
          team: 'Coach Test',
          user: 'coach',
          team_id: TEAM_ID,
          user_id: BOT_USER_ID,
          bot_id: 'B0COACH',
        };
      case 'chat.postMessage':
        return {
          channel: payload.channel,
          ts: `${++ts}.000100`,
          message: { text: payload.text, blocks: payload.blocks },
        };
      case 'views.open':
      case 'views.publish':
        return { view: { id: `V${++ts}`, ...(payload.view as object) } };
      case 'users.info': {
        const user = String(payload.user);
        return {
          user: {
            id: user,
            team_id: TEAM_ID,
            name: user.toLowerCase(),
            ...(locales.has(user) ? { locale: locales.get(user) } : {}),
          },
        };
      }
      case 'files.info': {
        const id = String(payload.file);
        const file = files.get(id);
        if (!file) return { ok: false, error: 'file_not_found' };
        return {
          file: {
            id,
            name: file.name ?? `${id}.jpg`,
            mimetype: file.mimetype,
            size: file.bytes.byteLength,
            url_private: `${origin}/files/${id}`,
            url_private_download: `${origin}/files/${id}?download=1`,
          },
        };
      }
      default:
        return { ok: false, error: 'unknown_method' };
    }
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      const file = /^\/files\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && file) {
        const authorized = req.headers.authorization === `Bearer ${SLACK_BOT_TOKEN}`;
        downloads.push({ id: file[1], authorized });
        const found = files.get(file[1]);
        // Slack answers an unauthorised download with its sign-in page, not an error status.
        if (!authorized || !found)
          return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Sign in to Slack</html>');
        res.writeHead(200, { 'content-type': found.mimetype, 'content-length': found.bytes.byteLength });
        return res.end(Buffer.from(found.bytes));
      }
      const respond = /^\/respond\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'POST' && respond) {
        responses.push({ id: respond[1], payload: JSON.parse(raw) as Record<string, unknown> });
        return json(200, { ok: true });
      }
      const call = /^\/api\/([\w.]+)$/.exec(url.pathname);
      if (req.method !== 'POST' || !call) return json(404, { ok: false, error: 'not_found' });
      const payload = parseArguments(req.headers['content-type'] ?? '', raw);
      calls.push({ method: call[1], payload });
      if (req.headers.authorization !== `Bearer ${SLACK_BOT_TOKEN}`)
        return json(200, { ok: false, error: 'invalid_auth' });
      const failure = failing.get(call[1]);
      if (failure) return json(200, { ok: false, error: failure });
      const problems = overLimits({ view: payload.view, message: { blocks: payload.blocks } });
      if (problems.length > 0)
        return json(200, { ok: false, error: 'invalid_arguments', response_metadata: { messages: problems } });
      json(200, { ok: true, ...result(call[1], payload) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${origin}/api/`,
    origin,
    calls,
    responses,
    downloads,
    failing,
    locales,
    addFile: (id, file) => void files.set(id, file),
    responseUrl: (id) => `${origin}/respond/${id}`,
    of: (method) => calls.filter((call) => call.method === method).map((call) => call.payload),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
