/**
 * The receiver in front of the real Bolt app: signatures checked before
 * anything else (valid, bad, stale, future, replayed, missing), Slack's
 * handshakes, retried events handled once, and bodies it cannot use.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSlack, type FakeSlack } from '../../../test/fakes/slack-server.js';
import { createTestCoach, NOW, PUBLIC_URL } from '../../../test/helpers/api.js';
import { commandBody, createTestSlackApp, eventBody, forms, signedRequest } from '../../../test/helpers/slack.js';
import { createConversation, type Conversation } from '../../core/conversation/conversation.js';
import type { ChatContext } from '../../core/conversation/types.js';
import { createTranslator } from '../../i18n.js';
import { startFakeOpenAi } from '../../../test/fakes/openai-server.js';
import { createOpenAiChatModel } from '../../providers/llm/openai-chat.js';
import { loadSystemPrompt } from '../../providers/llm/system-prompt.js';
import type { SlackApp } from './slack-app.js';
import { signatureOf, verifySignature } from './signature.js';
import { until } from '../../../test/helpers/until.js';

const nowSeconds = Math.floor(NOW.getTime() / 1000);
const translator = createTranslator();

describe('verifySignature', () => {
  const body = 'token=x&text=today';
  const signed = (timestamp: number) => ({
    timestamp: String(timestamp),
    signature: signatureOf('secret', String(timestamp), body),
    rawBody: body,
  });

  it('accepts a fresh signature and refuses a changed body, another secret, stale and future times', () => {
    expect(verifySignature('secret', signed(nowSeconds), NOW.getTime())).toBe('valid');
    expect(verifySignature('secret', { ...signed(nowSeconds), rawBody: `${body}&x=1` }, NOW.getTime())).toBe(
      'mismatch',
    );
    expect(verifySignature('other', signed(nowSeconds), NOW.getTime())).toBe('mismatch');
    expect(verifySignature('secret', signed(nowSeconds - 299), NOW.getTime())).toBe('valid');
    expect(verifySignature('secret', signed(nowSeconds - 301), NOW.getTime())).toBe('stale');
    expect(verifySignature('secret', signed(nowSeconds + 299), NOW.getTime())).toBe('valid');
    expect(verifySignature('secret', signed(nowSeconds + 301), NOW.getTime())).toBe('future');
    expect(verifySignature('secret', { timestamp: null, signature: 'v0=1', rawBody: body }, NOW.getTime())).toBe(
      'missing',
    );
    expect(verifySignature('secret', { timestamp: 'soon', signature: 'v0=1', rawBody: body }, NOW.getTime())).toBe(
      'missing',
    );
    expect(verifySignature('secret', { ...signed(nowSeconds), signature: 'v0=short' }, NOW.getTime())).toBe('mismatch');
  });
});

describe('the Slack receiver', () => {
  let slack: FakeSlack;
  let app: SlackApp;
  let logger: ReturnType<typeof createTestCoach>['logger'];
  let responseId = 0;
  const contexts: ChatContext[] = [];

  beforeAll(async () => {
    slack = await startFakeSlack();
    const setup = createTestCoach();
    logger = setup.logger;
    const core = createConversation({
      coach: setup.coach,
      store: setup.store,
      translator,
      logger,
      publicUrl: PUBLIC_URL,
      clock: () => NOW,
    });
    // The real conversation, with the context each update brought kept on the way in.
    const conversation: Conversation = (context, incoming) => {
      contexts.push(context);
      return core(context, incoming);
    };
    app = createTestSlackApp({ slack, conversation, store: setup.store, translator, logger, now: NOW });
    await app.init();
  });
  afterAll(() => slack.close());
  beforeEach(() => {
    slack.calls.length = 0;
    slack.responses.length = 0;
  });

  const help = () => commandBody('help', 'U0RECEIVER', slack.responseUrl(`r${++responseId}`));
  const send = async (request: Request) => {
    const response = await app.handle(request);
    await app.stop();
    return response;
  };

  it('answers url_verification with the challenge and ssl_check with 200', async () => {
    const challenge = await send(
      signedRequest(
        JSON.stringify({ token: 't', challenge: 'c-123', type: 'url_verification' }),
        forms.JSON,
        nowSeconds,
      ),
    );
    expect(challenge.status).toBe(200);
    expect(await challenge.json()).toEqual({ challenge: 'c-123' });
    const check = await send(signedRequest('ssl_check=1&token=t', forms.FORM, nowSeconds));
    expect(check.status).toBe(200);
    expect(await check.text()).toBe('');
  });

  it('handles a validly signed command', async () => {
    const response = await send(signedRequest(help(), forms.FORM, nowSeconds));
    expect(response.status).toBe(200);
    expect(slack.responses).toHaveLength(1);
    expect(JSON.stringify(slack.responses[0].payload)).toContain('/coach today');
  });

  it.each([
    ['a bad signature', { signature: `v0=${'0'.repeat(64)}` }],
    ['another secret', { secret: 'not-the-secret' }],
    ['a stale timestamp', { timestamp: nowSeconds - 6 * 60 }],
    ['a future timestamp', { timestamp: nowSeconds + 6 * 60 }],
  ])('refuses %s with 401 before doing anything', async (_, signing) => {
    const response = await send(signedRequest(help(), forms.FORM, nowSeconds, signing));
    expect(response.status).toBe(401);
    expect(slack.calls).toEqual([]);
    expect(slack.responses).toEqual([]);
  });

  it('refuses a request without the signature headers', async () => {
    const response = await send(
      new Request('http://coach.test/slack/events', {
        method: 'POST',
        headers: { 'content-type': forms.FORM },
        body: help(),
      }),
    );
    expect(response.status).toBe(401);
  });

  it('refuses a replayed request: the same signed bytes a second time', async () => {
    const body = help();
    const timestamp = nowSeconds - 10;
    expect((await send(signedRequest(body, forms.FORM, nowSeconds, { timestamp }))).status).toBe(200);
    expect((await send(signedRequest(body, forms.FORM, nowSeconds, { timestamp }))).status).toBe(401);
    expect(slack.responses).toHaveLength(1);
    expect(
      logger.lines.some(
        (line) => line.message === 'slack request refused' && JSON.stringify(line.fields).includes('replayed'),
      ),
    ).toBe(true);
  });

  it('handles an event once when Slack delivers it again (a retry, signed anew)', async () => {
    const event = eventBody(
      {
        type: 'message',
        channel_type: 'im',
        channel: 'D0RETRY',
        user: 'U0RETRY',
        text: 'Any tips for a lighter dinner?',
        ts: '1.1',
      },
      'Ev0RETRY',
    );
    expect((await send(signedRequest(event, forms.JSON, nowSeconds, { timestamp: nowSeconds - 5 }))).status).toBe(200);
    expect(
      (
        await send(
          signedRequest(event, forms.JSON, nowSeconds, {
            timestamp: nowSeconds - 1,
            headers: { 'x-slack-retry-num': '1', 'x-slack-retry-reason': 'http_timeout' },
          }),
        )
      ).status,
    ).toBe(200);
    expect(slack.of('chat.postMessage')).toHaveLength(1);
  });

  // The event's time orders one chat's turns across instances (src/storage/redis-chat-turns.ts).
  it("hands the core a direct message's event time as its order", async () => {
    const event = eventBody(
      { type: 'message', channel_type: 'im', channel: 'D0ORDER', user: 'U0ORDER', text: 'hi', ts: '1795000000.000200' },
      'Ev0ORDER',
    );
    expect((await send(signedRequest(event, forms.JSON, nowSeconds))).status).toBe(200);
    expect(contexts.at(-1)).toMatchObject({ channel: 'slack', order: 1_795_000_000.0002 });
  });

  // A slash command carries no time of its own: it goes by its arrival, in seconds like the events it sorts among.
  it("hands the core a slash command's arrival in seconds as its order", async () => {
    const before = contexts.length;
    expect((await send(signedRequest(help(), forms.FORM, nowSeconds))).status).toBe(200);
    await until(() => contexts.length > before);
    expect(contexts.at(-1)?.order).toBe(NOW.getTime() / 1000);
  });

  it('answers 400 to a signed body it cannot read, 413 to an oversized one, 405 to a GET', async () => {
    expect((await send(signedRequest('{"type":', forms.JSON, nowSeconds))).status).toBe(400);
    expect((await send(signedRequest('payload=%7Bnot-json', forms.FORM, nowSeconds))).status).toBe(400);
    expect((await send(signedRequest(`text=${'x'.repeat(300 * 1024)}`, forms.FORM, nowSeconds))).status).toBe(413);
    expect((await app.handle(new Request('http://coach.test/slack/events'))).status).toBe(405);
  });

  it('logs no personal data when it refuses or handles requests', () => {
    const logged = JSON.stringify(logger.lines);
    expect(logged).not.toMatch(/U0RECEIVER|U0RETRY|lighter dinner|signing-secret/);
  });
});

describe('a slow answer', () => {
  it('is acknowledged at once and answered through response_url when the work is done', async () => {
    const [slack, openai] = await Promise.all([startFakeSlack(), startFakeOpenAi()]);
    openai.mode = 'slow';
    const model = createOpenAiChatModel({
      apiKey: 'test-key',
      baseUrl: openai.url,
      model: 'coach-small',
      timeoutMs: 5000,
      maxRetries: 0,
    });
    const setup = createTestCoach({ chat: { kind: 'model', model, systemPrompt: loadSystemPrompt() } });
    const conversation = createConversation({
      coach: setup.coach,
      store: setup.store,
      translator,
      logger: setup.logger,
      publicUrl: PUBLIC_URL,
      clock: () => NOW,
    });
    const app = createTestSlackApp({
      slack,
      conversation,
      store: setup.store,
      translator,
      logger: setup.logger,
      now: NOW,
    });
    try {
      const response = await app.handle(
        signedRequest(
          commandBody('ask what is a good breakfast before a run?', 'U0SLOW', slack.responseUrl('slow')),
          forms.FORM,
          nowSeconds,
        ),
      );
      expect(await response.json()).toEqual({ response_type: 'ephemeral', text: translator('en')('slack.working') });
      // The model answers after three seconds: nothing has been posted yet when Slack has its answer.
      expect(slack.responses).toEqual([]);
      await app.stop();
      expect(slack.responses).toHaveLength(1);
      expect(JSON.stringify(slack.responses[0].payload)).toContain(openai.reply.slice(0, 20));
    } finally {
      await Promise.all([slack.close(), openai.close()]);
    }
  }, 15_000);
});

describe('an app not yet initialised', () => {
  it('checks its token only for a signed request, and answers 503 while Slack refuses it', async () => {
    const slack = await startFakeSlack();
    const setup = createTestCoach();
    const conversation = createConversation({
      coach: setup.coach,
      store: setup.store,
      translator,
      logger: setup.logger,
      publicUrl: PUBLIC_URL,
      clock: () => NOW,
    });
    const app = createTestSlackApp({
      slack,
      conversation,
      store: setup.store,
      translator,
      logger: setup.logger,
      now: NOW,
    });
    try {
      const body = commandBody('help', 'U0INIT', slack.responseUrl('init'));
      expect((await app.handle(signedRequest(body, forms.FORM, nowSeconds, { secret: 'wrong' }))).status).toBe(401);
      expect(slack.calls).toEqual([]);
      slack.failing.set('auth.test', 'invalid_auth');
      expect((await app.handle(signedRequest(body, forms.FORM, nowSeconds))).status).toBe(503);
      slack.failing.clear();
      expect((await app.handle(signedRequest(`${body}&x=1`, forms.FORM, nowSeconds))).status).toBe(200);
      await app.stop();
      expect(slack.of('auth.test')).toHaveLength(2);
      expect(slack.responses).toHaveLength(1);
    } finally {
      await slack.close();
    }
  });

  it("answers an event 503 while not ready, and handles Slack's retry of it once ready", async () => {
    const slack = await startFakeSlack();
    const setup = createTestCoach();
    const conversation = createConversation({
      coach: setup.coach,
      store: setup.store,
      translator,
      logger: setup.logger,
      publicUrl: PUBLIC_URL,
      clock: () => NOW,
    });
    const app = createTestSlackApp({
      slack,
      conversation,
      store: setup.store,
      translator,
      logger: setup.logger,
      now: NOW,
    });
    try {
      const event = eventBody(
        { type: 'message', channel_type: 'im', channel: 'D0LATE', user: 'U0LATE', text: 'Hello coach', ts: '2.1' },
        'Ev0LATE',
      );
      slack.failing.set('auth.test', 'invalid_auth');
      expect(
        (await app.handle(signedRequest(event, forms.JSON, nowSeconds, { timestamp: nowSeconds - 3 }))).status,
      ).toBe(503);
      slack.failing.clear();
      expect(
        (
          await app.handle(
            signedRequest(event, forms.JSON, nowSeconds, {
              timestamp: nowSeconds - 2,
              headers: { 'x-slack-retry-num': '1' },
            }),
          )
        ).status,
      ).toBe(200);
      await app.stop();
      expect(slack.of('chat.postMessage')).toHaveLength(1);
    } finally {
      await slack.close();
    }
  });
});
