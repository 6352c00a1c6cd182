/**
 * @module
 * The Slack app: Bolt over the conversational core. `/coach` and its
 * subcommands (acknowledged at once, answered through `response_url`), direct
 * messages to the coach chat, a shared photo analysed after consent, the Home
 * tab with today's target and meals, and the profile and email forms as
 * modals. Every reply is rendered in Block Kit; nothing about a person is
 * logged.
 */
import { App, LogLevel, type BlockAction, type RespondFn, type ViewOutput, type webApi } from '@slack/bolt';
import type { Conversation } from '../../core/conversation/conversation.js';
import { changesOverview, languageFromHint, type Person, type PersonLookup } from '../../core/conversation/state.js';
import type { ChatContext, Incoming, Reply } from '../../core/conversation/types.js';
import { CoachError } from '../../core/errors.js';
import type { Clock, KeyValueStore, Language, Logger, Translate, Translator } from '../../core/ports.js';
import { MAX_PHOTO_BYTES } from '../../core/photo/data-url.js';
import { ACTION_PREFIX, LINK_PREFIX, toMessages, type SlackMessage } from './blocks.js';
import { boltLogger } from './bolt-logger.js';
import { parseCoachCommand } from './commands.js';
import { downloadSlackFile, PHOTO_TYPES, SLACK_FILES_ORIGIN } from './files.js';
import { createSlackReceiver, SLACK_EVENTS_PATH, type SlackReceiver } from './receiver.js';
import {
  EMAIL_VIEW,
  emailKindOf,
  emailModal,
  homeView,
  PROFILE_VIEW,
  profileModal,
  readEmail,
  readProfile,
  type Submission,
} from './views.js';
import { within } from '../../edge/within.js';
import { readAction } from '../../core/conversation/actions.js';

export interface SlackAppOptions {
  /** The bot token (`xoxb-…`). */
  botToken: string;
  /** The app's signing secret; every request is checked against it. */
  signingSecret: string;
  /** The Web API's base URL. Defaults to Slack's, `https://slack.com/api/`. */
  apiUrl?: string;
  conversation: Conversation;
  /** The person behind a chat (their language, their profile so far), from the core. */
  person: PersonLookup;
  /** Where Slack's retried deliveries are remembered, so each is handled once. */
  store: KeyValueStore;
  translator: Translator;
  logger: Logger;
  /** Defaults to the system clock. */
  clock?: Clock;
  /** Time allowed for each Web API call, `response_url` post and file download, in ms. Defaults to 10000. */
  timeoutMs?: number;
}

export interface SlackApp {
  app: App;
  receiver: SlackReceiver;
  /** Where Slack posts events, commands and interactions. */
  path: string;
  handle(request: Request): Promise<Response>;
  /** Checks the token (auth.test) and learns the bot's own ids; call before serving. */
  init(): Promise<void>;
  /** Sends the coach's replies to a person's DM unprompted (a morning check-in); rejects when Slack refuses. */
  push: (chatId: string, replies: readonly Reply[]) => Promise<void>;
  stop(): Promise<void>;
}

type Deliver = (message: SlackMessage) => Promise<unknown>;

/** How long a reply that must come at once (an acknowledgement, a form) waits for the person's language before using English. */
const LANGUAGE_BUDGET_MS = 500;

export function createSlackApp(options: SlackAppOptions): SlackApp {
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Initialised once, at start-up or else by the first signed request: Bolt cannot authorise events before.
  let initialised: Promise<void> | undefined;
  const init = (): Promise<void> => {
    initialised ??= app.init().catch((error: unknown) => {
      initialised = undefined;
      throw error;
    });
    return initialised;
  };
  const apiUrl = options.apiUrl ?? 'https://slack.com/api/';
  const receiver = createSlackReceiver({
    signingSecret: options.signingSecret,
    store: options.store,
    logger: options.logger,
    clock: options.clock,
    ready: () => init(),
  });
  const app = new App({
    token: options.botToken,
    receiver,
    deferInitialization: true,
    logger: boltLogger(options.logger),
    logLevel: LogLevel.WARN,
    clientOptions: {
      slackApiUrl: apiUrl,
      timeout: timeoutMs,
      retryConfig: { retries: 2, minTimeout: 250, maxTimeout: 2000 },
      allowAbsoluteUrls: false,
      fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) }),
    },
  });
  const allowedOrigins = [SLACK_FILES_ORIGIN, new URL(apiUrl).origin];

  /**
   * `ts` is Slack's time of the event ("1700000000.000100"), which orders a chat's turns; a slash command has none, and
   * goes by the time it arrived, in the same seconds (in milliseconds it would sort after every message of its chat).
   */
  const contextFor = (client: webApi.WebClient, team: string | undefined, user: string, ts?: string): ChatContext => ({
    channel: 'slack',
    chatId: `${team ?? 'T'}:${user}`,
    order: ts && Number.isFinite(Number(ts)) ? Number(ts) : (options.clock?.() ?? new Date()).getTime() / 1000,
    forms: true,
    imagesByUrl: true,
    downloadPhoto: (ref) => downloadSlackFile(ref, { client, token: options.botToken, allowedOrigins, timeoutMs }),
    locale: async () => (await client.users.info({ user, include_locale: true })).user?.locale,
  });

  /**
   * The person's kept state and language (kept in their chat, else their Slack
   * locale), both asked at once within a small budget, since an acknowledgement
   * or a trigger id waits on it; English when neither comes in time.
   */
  const lookup = async (context: ChatContext): Promise<{ person: Person | undefined; t: Translate }> => {
    const [person, locale] = await Promise.all([
      valueWithin(options.person(context), LANGUAGE_BUDGET_MS),
      valueWithin(context.locale?.() ?? Promise.resolve(undefined), LANGUAGE_BUDGET_MS),
    ]);
    const language: Language = person?.language ?? languageFromHint(locale);
    return { person, t: options.translator(language) };
  };
  const translate = async (context: ChatContext): Promise<Translate> => (await lookup(context)).t;

  const run = async (context: ChatContext, incoming: Incoming, deliver: Deliver) => {
    // Sent inside the turn, so that a chat's answers keep the order of its events across instances.
    let delivered = false;
    const send = async (replies: readonly Reply[]) => {
      delivered = true;
      for (const message of replies.flatMap(toMessages)) await deliver(message);
    };
    const replies = await options.conversation({ ...context, deliver: send }, incoming);
    if (!delivered) await send(replies);
  };

  const publishHome = async (client: webApi.WebClient, context: ChatContext, user: string) => {
    const replies = await options.conversation(context, { kind: 'overview' });
    await client.views.publish({ user_id: user, view: homeView(replies) });
  };

  /** Opens a form; when Slack refuses (an expired trigger), the person is told rather than left waiting. */
  const openForm = async (
    client: webApi.WebClient,
    triggerId: string,
    context: ChatContext,
    form: 'profile' | 'email' | 'email:basket',
    fallback: Deliver,
  ) => {
    const { person, t } = await lookup(context);
    const view =
      form === 'profile'
        ? profileModal(t, person?.profile ?? {})
        : emailModal(t, form === 'email:basket' ? 'basket' : 'plan');
    await client.views.open({ trigger_id: triggerId, view }).catch(async (error: unknown) => {
      options.logger.warn({ channel: 'slack', err: errorCode(error) }, 'slack form not opened');
      await fallback(notice(t('slack.errors.form')));
    });
  };

  app.command('/coach', async ({ command, ack, respond, client, context: bolt }) => {
    const parsed = parseCoachCommand(command.text);
    const context = contextFor(client, bolt.teamId ?? command.team_id, command.user_id);
    if (parsed.kind === 'profile') {
      await ack();
      return openForm(client, command.trigger_id, context, 'profile', ephemeral(respond));
    }
    if (parsed.kind === 'usage')
      return ack({ response_type: 'ephemeral', text: (await translate(context))(`slack.usage.${parsed.key}`) });
    await ack(
      parsed.slow ? { response_type: 'ephemeral', text: (await translate(context))('slack.working') } : undefined,
    );
    await run(context, parsed.incoming, ephemeral(respond));
  });

  app.action(
    { type: 'block_actions', action_id: new RegExp(`^${ACTION_PREFIX}`) },
    async ({ ack, body, action, client, respond, context: bolt }) => {
      await ack();
      if (action.type !== 'button' || !action.value) return;
      const user = body.user.id;
      const context = contextFor(client, bolt.teamId ?? body.team?.id, user, action.action_ts);
      const deliver = destination(body, client, respond);
      if (action.value === 'profile' || action.value === 'email' || action.value === 'email:basket')
        return openForm(client, body.trigger_id, context, action.value, deliver);
      // A value no button of the coach carries (forged, or from an older app) is let go.
      const chosen = readAction(action.value);
      if (!chosen) return;
      await run(context, { kind: 'action', action: chosen }, deliver);
      if (body.container?.type === 'view' || changesOverview(chosen)) await publishHome(client, context, user);
    },
  );
  // A link button (a cart) opens in the browser; Slack still reports the click, which only needs an answer.
  app.action({ type: 'block_actions', action_id: new RegExp(`^${LINK_PREFIX}`) }, async ({ ack }) => ack());

  app.event('message', async ({ event, client, context: bolt }) => {
    const message = event as DirectMessage;
    if (
      message.channel_type !== 'im' ||
      message.bot_id ||
      !message.user ||
      (message.subtype !== undefined && message.subtype !== 'file_share')
    )
      return;
    const context = contextFor(client, bolt.teamId, message.user, message.event_ts ?? message.ts);
    const deliver = postTo(client, message.channel);
    if (message.subtype === 'file_share') {
      await sharedFile(context, message, deliver);
      return;
    }
    const text = unescapeSlack(message.text ?? '').trim();
    if (text) await run(context, { kind: 'text', text }, deliver);
  });

  const sharedFile = async (context: ChatContext, message: DirectMessage, deliver: Deliver) => {
    // Slack may send a partial file (no type or size yet); files.info checks both before any download.
    const photo = message.files?.find(
      (file) => file.mimetype === undefined || (PHOTO_TYPES as readonly string[]).includes(file.mimetype),
    );
    if (!photo?.id) return deliver(notice((await translate(context))('slack.photo.notImage')));
    if ((photo.size ?? 0) >= MAX_PHOTO_BYTES)
      return deliver(
        notice((await translate(context))('slack.photo.tooLarge', { megabytes: MAX_PHOTO_BYTES / 1024 / 1024 })),
      );
    await run(context, { kind: 'photo', ref: photo.id }, deliver);
  };

  app.event('app_home_opened', async ({ event, client, context: bolt }) => {
    if (event.tab === 'home') await publishHome(client, contextFor(client, bolt.teamId, event.user), event.user);
  });

  /** A submitted form: its errors shown in the modal, or its value handed to the core and the replies sent to the DM. */
  const onSubmit = <T>(
    callbackId: string,
    read: (view: ViewOutput, t: Translate) => Submission<T>,
    incoming: (value: T, view: ViewOutput) => Incoming,
    refreshHome: boolean,
  ) =>
    app.view(callbackId, async ({ ack, body, view, client, context: bolt }) => {
      const context = contextFor(client, bolt.teamId ?? body.team?.id, body.user.id);
      const submitted = read(view, await translate(context));
      if (!submitted.ok) return ack({ response_action: 'errors', errors: submitted.errors });
      await ack();
      await run(context, incoming(submitted.value, view), postTo(client, body.user.id));
      if (refreshHome) await publishHome(client, context, body.user.id);
    });
  onSubmit(PROFILE_VIEW, readProfile, (profile) => ({ kind: 'profile', profile }), true);
  onSubmit(EMAIL_VIEW, readEmail, (address, view) => ({ kind: 'email', address, what: emailKindOf(view) }), false);

  app.error(async (error) => {
    options.logger.warn({ channel: 'slack', err: error.code ?? error.name }, 'slack listener failed');
  });

  return {
    app,
    receiver,
    path: SLACK_EVENTS_PATH,
    handle: (request) => receiver.handle(request),
    init,
    async push(chatId, replies) {
      // A chat is `team:user`; posting to the user's id writes in their DM with the app.
      const deliver = postTo(app.client, chatId.slice(chatId.indexOf(':') + 1));
      try {
        for (const message of replies.flatMap(toMessages)) await deliver(message);
      } catch (error) {
        // The person cannot be written to any more: their check-ins end.
        if (GONE.has(platformError(error))) throw new CoachError('forbidden', { cause: error });
        throw error;
      }
    },
    stop: () => receiver.drain(),
  };
}

/** The fields of a direct message the app reads. */
interface DirectMessage {
  channel: string;
  channel_type?: string;
  subtype?: string;
  user?: string;
  bot_id?: string;
  text?: string;
  files?: { id?: string; mimetype?: string; size?: number }[];
  /** When the message was sent ("1700000000.000100"). */
  ts?: string;
  event_ts?: string;
}

/**
 * Where the replies to a pressed button go: the person's DM from a view (Home
 * tab), the conversation of a DM message, else (an ephemeral reply to a
 * command) through `response_url`, seen only by them.
 */
function destination(body: BlockAction, client: webApi.WebClient, respond: RespondFn): Deliver {
  if (body.container?.type === 'view' || !body.channel) return postTo(client, body.user.id);
  if (body.container?.is_ephemeral || !body.channel.id.startsWith('D')) return ephemeral(respond);
  return postTo(client, body.channel.id);
}

/** A message in a conversation (a user id means the person's DM with the app). */
const postTo =
  (client: webApi.WebClient, channel: string): Deliver =>
  (message) =>
    client.chat.postMessage({ channel, text: message.text, blocks: message.blocks, unfurl_links: false });

/** A reply through `response_url`, seen only by the person. */
const ephemeral =
  (respond: RespondFn): Deliver =>
  (message) =>
    respond({ response_type: 'ephemeral', replace_original: false, text: message.text, blocks: message.blocks });

/** Web API errors that mean a person's DM cannot be written to again. */
const GONE = new Set(['channel_not_found', 'user_not_found', 'user_disabled', 'cannot_dm_bot', 'is_archived']);

/** The Web API's error code (`data.error`) of a failed call. */
const platformError = (error: unknown): string =>
  (error as { data?: { error?: string } } | undefined)?.data?.error ?? '';

const errorCode = (error: unknown) =>
  error instanceof Error ? ((error as { code?: string }).code ?? error.name) : typeof error;

const notice = (text: string): SlackMessage => toMessages({ text })[0];

/** Slack escapes these three in message text. */
const unescapeSlack = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The promise's value, or undefined when it fails or takes longer than `ms`. */
const valueWithin = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  within(
    promise.catch(() => undefined),
    ms,
    () => undefined,
  );
