/**
 * @module
 * The Telegram webhook: a secret path, the secret-token header checked in
 * constant time (401 otherwise), and an immediate 200 so slow work (a model,
 * a photo analysis) never holds Telegram's request; the update is handled
 * after the answer. `drain` waits for updates in flight, for shutdown.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Update } from 'grammy/types';
import type { Logger } from '../../core/ports.js';
import type { TelegramBot } from './telegram-bot.js';
import { readCappedText, TOO_LARGE } from '../../edge/body.js';
import { errorName } from '../../core/errors.js';

export interface TelegramWebhookOptions {
  telegram: Pick<TelegramBot, 'handleUpdate'>;
  token: string;
  /** The `secret_token` given to setWebhook; required on every delivery. */
  secretToken: string;
  /**
   * Most updates worked on at once; the rest wait their turn. Defaults to 16: a burst of hundreds at
   * once opened hundreds of connections to the Bot API together, and most of the time went on waiting for them.
   */
  concurrency?: number;
  logger: Logger;
}

export interface TelegramWebhook {
  /** The secret path Telegram posts to: derived from the token, never the token itself. */
  path: string;
  handle(request: Request): Promise<Response>;
  drain(): Promise<void>;
}

export function webhookPath(token: string): string {
  return `/telegram/${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
}

const sameSecret = (given: string | null, wanted: string) => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** An update is a few kilobytes (a message is at most 4,096 characters); more is not Telegram. */
const MAX_UPDATE_BYTES = 1024 * 1024;

export function createTelegramWebhook(options: TelegramWebhookOptions): TelegramWebhook {
  const inFlight = new Set<Promise<void>>();
  const limit = concurrency(options.concurrency ?? 16);
  return {
    path: webhookPath(options.token),
    async handle(request) {
      if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
      if (!sameSecret(request.headers.get('x-telegram-bot-api-secret-token'), options.secretToken))
        return new Response(null, { status: 401 });
      const text = await readCappedText(request, MAX_UPDATE_BYTES);
      if (text === TOO_LARGE) return new Response(null, { status: 413 });
      if (text === undefined) return new Response(null, { status: 400 });
      let update: Update;
      try {
        update = JSON.parse(text) as Update;
      } catch {
        return new Response(null, { status: 400 });
      }
      if (typeof update?.update_id !== 'number') return new Response(null, { status: 400 });
      const work = limit(() => options.telegram.handleUpdate(update))
        .catch((error: unknown) =>
          options.logger.warn({ channel: 'telegram', err: errorName(error) }, 'telegram update failed'),
        )
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
      return new Response(null, { status: 200 });
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
  };
}

/** Runs at most `max` tasks at once, the others in the order they came. */
function concurrency(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
