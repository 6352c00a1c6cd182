/**
 * @module
 * A Bolt receiver mounted in the coach's own HTTP server, at one path for
 * events, slash commands and interactions, as Bolt's HTTP receiver does.
 * Every request's signature is checked before anything else is read from
 * it; a request seen before (the same signature) is refused, an event
 * delivered again (Slack's retries) is acknowledged without being handled
 * twice. The HTTP answer waits for Bolt's `ack()`, never for the work after it.
 */
import { createHash } from 'node:crypto';
import type { App, Receiver, ReceiverEvent } from '@slack/bolt';
import type { Clock, KeyValueStore, Logger } from '../../core/ports.js';
import { SIGNATURE_WINDOW_SECONDS, verifySignature } from './signature.js';
import { readCappedText, TOO_LARGE } from '../../edge/body.js';
import { within } from '../../edge/within.js';

export interface SlackReceiverOptions {
  signingSecret: string;
  /** Shared storage: seen signatures and event ids, so any instance refuses a replay. */
  store: KeyValueStore;
  logger: Logger;
  /** Defaults to the system clock. */
  clock?: Clock;
  /** Largest body accepted, in bytes. Defaults to 256 KiB; Slack's payloads are far smaller. */
  maxBodyBytes?: number;
  /** How long the HTTP answer waits for Bolt's `ack()`, in ms. Defaults to 2500 (Slack allows 3000). */
  ackTimeoutMs?: number;
  /** Called before a verified request is handed to Bolt (the app's one-time initialisation); a failure answers 503. */
  ready?: () => Promise<void>;
}

export interface SlackReceiver extends Receiver {
  handle(request: Request): Promise<Response>;
  /** Resolves when the work of every request in flight is done, for shutdown. */
  drain(): Promise<void>;
}

/** The path Slack posts to, for the manifest and the server. */
export const SLACK_EVENTS_PATH = '/slack/events';

/** Longest wait for the app's one-time initialisation within a request. */
const READY_BUDGET_MS = 1000;

/** How long an event id is remembered, so Slack's retries are handled once. */
const EVENT_DEDUP_TTL_MS = 24 * 60 * 60 * 1000;

type Body = Record<string, unknown>;

export function createSlackReceiver(options: SlackReceiverOptions): SlackReceiver {
  const clock = options.clock ?? (() => new Date());
  const maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
  const inFlight = new Set<Promise<void>>();
  let app: App | undefined;

  const firstTime = async (key: string, ttlMs: number): Promise<boolean> =>
    // With storage away a request is handled rather than refused: answering twice beats not at all.
    options.store.setIfAbsent(key, '1', { ttlMs }).catch(() => true);

  /** Whether Bolt can take requests; bounded, as Slack waits at most three seconds for the answer. */
  const isReady = async (): Promise<boolean> => {
    try {
      await within(Promise.resolve(options.ready?.()), READY_BUDGET_MS, () => {
        throw new Error('initialisation is slow');
      });
      return app !== undefined;
    } catch (error) {
      options.logger.warn({ channel: 'slack', err: errorName(error) }, 'slack app not ready');
      return false;
    }
  };

  const dispatch = async (body: Body, request: Request, startedAt: number): Promise<Response> => {
    if (!app) return new Response(null, { status: 503 });
    let answer: (value: unknown) => void = () => undefined;
    const acked = new Promise<unknown>((resolve) => (answer = resolve));
    let done = false;
    const ack = async (response?: unknown) => {
      if (done) return;
      done = true;
      answer(response ?? null);
    };
    const retry = request.headers.get('x-slack-retry-num');
    const event: ReceiverEvent = {
      body,
      ack,
      retryNum: retry === null ? undefined : Number(retry),
      retryReason: request.headers.get('x-slack-retry-reason') ?? undefined,
    };
    const work = app
      .processEvent(event)
      .catch((error: unknown) =>
        options.logger.warn({ channel: 'slack', err: errorName(error) }, 'slack request failed'),
      )
      .finally(() => {
        inFlight.delete(work);
        void ack();
      });
    inFlight.add(work);
    // The budget counts from the request's arrival, not from here.
    const remaining = Math.max(0, (options.ackTimeoutMs ?? 2500) - (performance.now() - startedAt));
    const response = await within(acked, remaining, () => null);
    if (!done) options.logger.warn({ channel: 'slack' }, 'slack request not acknowledged in time');
    return ackResponse(response);
  };

  return {
    init(boltApp) {
      app = boltApp;
    },
    async start() {
      return undefined;
    },
    async stop() {
      await Promise.all([...inFlight]);
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
    async handle(request) {
      const startedAt = performance.now();
      if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
      const rawBody = await readCappedText(request, maxBodyBytes);
      if (rawBody === TOO_LARGE) return new Response(null, { status: 413 });
      if (rawBody === undefined) return new Response(null, { status: 400 });
      const signature = request.headers.get('x-slack-signature');
      const verdict = verifySignature(
        options.signingSecret,
        { timestamp: request.headers.get('x-slack-request-timestamp'), signature, rawBody },
        clock().getTime(),
      );
      if (verdict !== 'valid') {
        options.logger.warn({ channel: 'slack', verdict }, 'slack request refused');
        return new Response(null, { status: 401 });
      }
      const seen = `slack:signature:${createHash('sha256')
        .update(signature ?? '')
        .digest('hex')
        .slice(0, 32)}`;
      if (!(await firstTime(seen, 2 * SIGNATURE_WINDOW_SECONDS * 1000))) {
        options.logger.warn({ channel: 'slack', verdict: 'replayed' }, 'slack request refused');
        return new Response(null, { status: 401 });
      }
      const body = parseBody(request.headers.get('content-type'), rawBody);
      if (!body) return new Response(null, { status: 400 });
      if (body.ssl_check === '1') return new Response(null, { status: 200 });
      if (body.type === 'url_verification')
        return Response.json({ challenge: typeof body.challenge === 'string' ? body.challenge : '' });
      // Not ready: 503 before the event id is kept, so Slack's retry is handled once the app is.
      if (!(await isReady())) return new Response(null, { status: 503 });
      if (typeof body.event_id === 'string' && !(await firstTime(`slack:event:${body.event_id}`, EVENT_DEDUP_TTL_MS)))
        return new Response(null, { status: 200 });
      return dispatch(body, request, startedAt);
    },
  };
}

/** Bolt's `ack(response)` as the HTTP answer: nothing, a text, or JSON (a message, modal errors). */
function ackResponse(response: unknown): Response {
  if (response === null || response === undefined || response === '') return new Response(null, { status: 200 });
  if (typeof response === 'string')
    return new Response(response, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return Response.json(response);
}

/** JSON (events) or a form (commands; interactions carry JSON in `payload`); undefined when unreadable. */
export function parseBody(contentType: string | null, rawBody: string): Body | undefined {
  try {
    if (contentType?.startsWith('application/json')) {
      const value: unknown = JSON.parse(rawBody);
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : undefined;
    }
    const form = new URLSearchParams(rawBody);
    const payload = form.get('payload');
    if (payload === null) return Object.fromEntries(form);
    const value: unknown = JSON.parse(payload);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : undefined;
  } catch {
    return undefined;
  }
}

const errorName = (error: unknown) =>
  error instanceof Error ? ((error as { code?: string }).code ?? error.name) : typeof error;
