/**
 * Requests as Slack sends them to `/slack/events`: slash commands and
 * interactions as forms, events as JSON envelopes, each signed with the
 * signing secret (or deliberately not), plus a ready app over a fake Slack.
 */
import { signatureOf } from '../../src/bots/slack/signature.js';
import { createSlackApp, type SlackApp } from '../../src/bots/slack/slack-app.js';
import { createPersonLookup } from '../../src/core/conversation/state.js';
import type { Conversation } from '../../src/core/conversation/conversation.js';
import type { KeyValueStore, Logger, Translator } from '../../src/core/ports.js';
import { SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, TEAM_ID, type FakeSlack } from '../fakes/slack-server.js';

export const SLACK_URL = 'http://coach.test/slack/events';

export interface Signing {
  /** Unix seconds; defaults to `nowSeconds`. */
  timestamp?: number;
  secret?: string;
  /** Replaces the computed signature. */
  signature?: string;
  headers?: Record<string, string>;
}

export function signedRequest(body: string, contentType: string, nowSeconds: number, signing: Signing = {}): Request {
  const timestamp = String(signing.timestamp ?? nowSeconds);
  const signature = signing.signature ?? signatureOf(signing.secret ?? SLACK_SIGNING_SECRET, timestamp, body);
  return new Request(SLACK_URL, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'x-slack-request-timestamp': timestamp,
      'x-slack-signature': signature,
      ...signing.headers,
    },
    body,
  });
}

const FORM = 'application/x-www-form-urlencoded';

export function commandBody(text: string, user: string, responseUrl: string, trigger = 'trigger-1'): string {
  return new URLSearchParams({
    token: 'deprecated-verification-token',
    team_id: TEAM_ID,
    team_domain: 'coach-test',
    channel_id: 'C0GENERAL',
    channel_name: 'general',
    user_id: user,
    user_name: user.toLowerCase(),
    command: '/coach',
    text,
    api_app_id: 'A0COACH',
    is_enterprise_install: 'false',
    response_url: responseUrl,
    trigger_id: trigger,
  }).toString();
}

export const interactionBody = (payload: object): string =>
  new URLSearchParams({ payload: JSON.stringify(payload) }).toString();

export function eventBody(event: object, eventId: string): string {
  return JSON.stringify({
    token: 'deprecated-verification-token',
    team_id: TEAM_ID,
    api_app_id: 'A0COACH',
    event,
    type: 'event_callback',
    event_id: eventId,
    event_time: 1_795_000_000,
    authorizations: [{ team_id: TEAM_ID, user_id: 'U0COACHBOT', is_bot: true, is_enterprise_install: false }],
  });
}

export const forms = { FORM, JSON: 'application/json' };

/** The real Slack app over a fake Slack, at a fixed time. */
export function createTestSlackApp(deps: {
  slack: FakeSlack;
  conversation: Conversation;
  store: KeyValueStore;
  translator: Translator;
  logger: Logger;
  now: Date;
}): SlackApp {
  return createSlackApp({
    botToken: SLACK_BOT_TOKEN,
    signingSecret: SLACK_SIGNING_SECRET,
    apiUrl: deps.slack.apiUrl,
    conversation: deps.conversation,
    person: createPersonLookup(deps.store),
    store: deps.store,
    translator: deps.translator,
    logger: deps.logger,
    clock: () => deps.now,
    timeoutMs: 5000,
  });
}
