/**
 * A Telegram Bot API server on loopback speaking the real wire format:
 * `POST /bot<token>/<method>` answering `{ ok, result }` (or `{ ok: false,
 * error_code, description }`), and `GET /file/bot<token>/<path>` serving
 * files registered with `addFile`. Every call is recorded.
 */
import { createServer } from 'node:http';
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
}

export interface FakeTelegram {
  /** The `apiRoot` to configure. */
  url: string;
  calls: ApiCall[];
  /** Methods that answer with this error instead of success. */
  failing: Map<string, { error_code: number; description: string }>;
  addFile(fileId: string, bytes: Uint8Array): void;
  /** Queues an update for long polling (getUpdates). */
  queueUpdate(update: { update_id: number }): void;
  /** The `text` of every sendMessage to a chat, in order. */
  sent(chatId: number): { text: string; reply_markup?: { inline_keyboard: { text: string; callback_data?: string; url?: string }[][] } }[];
  close(): Promise<void>;
}

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls: ApiCall[] = [];
  const files = new Map<string, Uint8Array>();
  const failing = new Map<string, { error_code: number; description: string }>();
  let messageId = 0;
  const queued: { update_id: number }[] = [];

  const result = (method: string, payload: Record<string, unknown>): unknown => {
    switch (method) {
      case 'getMe':
        return BOT_INFO;
      case 'sendMessage':
        return { message_id: ++messageId, date: 1_795_000_000, chat: { id: payload.chat_id, type: 'private' }, text: payload.text };
      case 'getUpdates': {
        const offset = Number(payload.offset ?? 0);
        const ready = queued.filter((update) => update.update_id >= offset);
        queued.splice(0, queued.length, ...ready);
        return ready;
      }
      case 'getFile': {
        const bytes = files.get(String(payload.file_id));
        return bytes ? { file_id: payload.file_id, file_unique_id: `u-${String(payload.file_id)}`, file_size: bytes.byteLength, file_path: `photos/${String(payload.file_id)}.jpg` } : undefined;
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
      const file = new RegExp(`^/file/bot${BOT_TOKEN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/photos/(.+)\\.jpg$`).exec(url);
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
      const payload = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      calls.push({ method: call[2], payload });
      const failure = failing.get(call[2]);
      if (failure) return send(failure.error_code, { ok: false, ...failure });
      if (call[2] === 'getUpdates' && queued.length === 0) return void setTimeout(() => send(200, { ok: true, result: result(call[2], payload) }), 100);
      const answer = result(call[2], payload);
      if (answer === undefined) return send(400, { ok: false, error_code: 400, description: 'Bad Request: invalid file_id' });
      send(200, { ok: true, result: answer });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    failing,
    addFile: (fileId, bytes) => void files.set(fileId, bytes),
    queueUpdate: (update) => void queued.push(update),
    sent: (chatId) =>
      calls
        // The Bot API takes a chat id as an integer or as its decimal string.
        .filter((call) => call.method === 'sendMessage' && String(call.payload.chat_id) === String(chatId))
        .map((call) => call.payload as ReturnType<FakeTelegram['sent']>[number]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
