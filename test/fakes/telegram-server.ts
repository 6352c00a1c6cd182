/**
 * A Telegram Bot API server on loopback speaking the real wire format:
 * `POST /bot<token>/<method>` answering `{ ok, result }` (or `{ ok: false,
 * error_code, description }`), and `GET /file/bot<token>/<path>` serving
 * files registered with `addFile`. Every call is recorded.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const BOT_TOKEN = '123456:TEST-token_for-the-fake';
export const BOT_INFO = {
  id: 123456,
  is_bot: true as const,
  first_name: 'Coach',
  username: 'coach_test_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
};

export interface ApiCall {
  method: string;
  payload: Record<string, unknown>;
  /** Answered with an error (see `failing`): the person saw nothing of it. */
  failed?: boolean;
}

/** A message as the person sees it. */
export interface Sent {
  text: string;
  reply_markup?: { inline_keyboard: { text: string; callback_data?: string; url?: string }[][] };
  /** The uploaded picture, for a photo. */
  photo?: Uint8Array;
}

export interface FakeTelegram {
  /** The `apiRoot` to configure. */
  url: string;
  calls: ApiCall[];
  /** Methods that answer with this error instead of success. */
  failing: Map<string, { error_code: number; description: string }>;
  /** Methods recorded and never answered (a Bot API that hangs), until the server closes. */
  stalling: Set<string>;
  addFile(fileId: string, bytes: Uint8Array): void;
  /** Queues an update for long polling (getUpdates). */
  queueUpdate(update: { update_id: number }): void;
  /** Every message sent to a chat, in order: a text, or a photo (sendPhoto) with its caption as the text. */
  sent(chatId: number): Sent[];
  close(): Promise<void>;
}

/**
 * A call's parameters: JSON, or multipart/form-data when a file is uploaded (sendPhoto). As the Bot API
 * does, a field may name a file part with `attach://<part>`; objects such as `reply_markup` come
 * JSON-encoded. Parsed by hand: grammY writes headers without spaces and file names unquoted, which the
 * platform's strict parser refuses but Telegram accepts.
 */
function readPayload(body: Buffer, contentType: string): Record<string, unknown> {
  if (body.length === 0) return {};
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!contentType.startsWith('multipart/form-data') || !boundary)
    return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  const parts = new Map<string, { filename?: string; bytes: Buffer }>();
  const delimiter = Buffer.from(`--${boundary}`);
  for (let at = body.indexOf(delimiter); at !== -1;) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(at + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, split).toString('utf8');
    const name = /name="([^"]+)"/i.exec(headers)?.[1];
    if (name)
      parts.set(name, { filename: /filename="?([^";\r\n]+)/i.exec(headers)?.[1], bytes: part.subarray(split + 4) });
    at = next;
  }
  const payload: Record<string, unknown> = {};
  for (const [name, part] of parts) {
    if (part.filename) continue;
    const value = part.bytes.toString('utf8');
    const attached = value.startsWith('attach://') ? parts.get(value.slice('attach://'.length)) : undefined;
    payload[name] = attached
      ? { filename: attached.filename, bytes: new Uint8Array(attached.bytes) }
      : name === 'reply_markup'
        ? (JSON.parse(value) as unknown)
        : value;
  }
  return payload;
}

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls: ApiCall[] = [];
  const files = new Map<string, Uint8Array>();
  const failing = new Map<string, { error_code: number; description: string }>();
  const stalling = new Set<string>();
  const held = new Set<ServerResponse>();
  let messageId = 0;
  const queued: { update_id: number }[] = [];

  const resultOf = (method: string, payload: Record<string, unknown>): unknown => {
    switch (method) {
      case 'getMe':
        return BOT_INFO;
      case 'sendMessage':
        return {
          message_id: ++messageId,
          date: 1_795_000_000,
          chat: { id: Number(payload.chat_id), type: 'private' },
          text: payload.text,
        };
      case 'sendPhoto':
        return {
          message_id: ++messageId,
          date: 1_795_000_000,
          chat: { id: Number(payload.chat_id), type: 'private' },
          photo: [{ file_id: `sent-${messageId}`, file_unique_id: `s${messageId}`, width: 1280, height: 720 }],
          caption: payload.caption,
        };
      case 'getUpdates': {
        const offset = Number(payload.offset ?? 0);
        const ready = queued.filter((update) => update.update_id >= offset);
        queued.splice(0, queued.length, ...ready);
        return ready;
      }
      case 'getFile': {
        const bytes = files.get(String(payload.file_id));
        return bytes
          ? {
              file_id: payload.file_id,
              file_unique_id: `u-${String(payload.file_id)}`,
              file_size: bytes.byteLength,
              file_path: `photos/${String(payload.file_id)}.jpg`,
            }
          : undefined;
      }
      default:
        return true;
    }
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      const file = new RegExp(`^/file/bot${BOT_TOKEN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/photos/(.+)\\.jpg$`).exec(
        url,
      );
      if (req.method === 'GET' && file) {
        const bytes = files.get(decodeURIComponent(file[1]));
        res.writeHead(bytes ? 200 : 404, { 'content-type': 'image/jpeg' });
        return res.end(bytes ? Buffer.from(bytes) : undefined);
      }
      const call = /^\/bot([^/]+)\/(\w+)$/.exec(url);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!call || call[1] !== BOT_TOKEN) return send(404, { ok: false, error_code: 404, description: 'Not Found' });
      const method = call[2];
      {
        const payload = readPayload(Buffer.concat(chunks), req.headers['content-type'] ?? '');
        const failure = failing.get(method);
        calls.push({ method, payload, ...(failure ? { failed: true } : {}) });
        if (failure) return send(failure.error_code, { ok: false, ...failure });
        if (stalling.has(method)) return void held.add(res);
        if (method === 'getUpdates' && queued.length === 0)
          return void setTimeout(() => send(200, { ok: true, result: resultOf(method, payload) }), 100);
        const result = resultOf(method, payload);
        if (result === undefined)
          return send(400, { ok: false, error_code: 400, description: 'Bad Request: invalid file_id' });
        send(200, { ok: true, result });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    failing,
    stalling,
    addFile: (fileId, bytes) => void files.set(fileId, bytes),
    queueUpdate: (update) => void queued.push(update),
    sent: (chatId) =>
      calls
        // The Bot API takes a chat id as an integer or as its decimal string.
        .filter(
          (call) =>
            (call.method === 'sendMessage' || call.method === 'sendPhoto') &&
            !call.failed &&
            String(call.payload.chat_id) === String(chatId),
        )
        .map((call) => {
          const { text, caption, reply_markup, photo } = call.payload as {
            text?: string;
            caption?: string;
            reply_markup?: Sent['reply_markup'];
            photo?: { bytes: Uint8Array };
          };
          return { text: text ?? caption ?? '', reply_markup, ...(photo ? { photo: photo.bytes } : {}) };
        }),
    close: () => {
      for (const res of held) res.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
