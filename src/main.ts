/**
 * @module
 * The composition root: settings, then storage, providers, the coach and its
 * channels. The only module that knows every concrete part.
 */
import { pathToFileURL } from 'node:url';
import type { SlackApp } from './bots/slack/slack-app.js';
import type { RunningWhatsApp } from './bots/whatsapp/whatsapp-web.js';
import { createPersonLookup } from './core/conversation/state.js';
import { createConversation, type Conversation } from './core/conversation/conversation.js';
import { createApi } from './api/app.js';
import { createLogger } from './logging.js';
import { startServer, type RunningServer } from './api/serve.js';
import { createFastLane } from './api/fast-lane.js';
import { createRequestLog } from './api/request-log.js';
import { healthText } from './api/routes/health.js';
import { basketEstimate } from './api/routes/basket.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { composeCoach } from './core/compose.js';
import { createLogMealAnalyser } from './providers/photo/logmeal.js';
import { createSharpCleaner } from './providers/photo/sharp-cleaner.js';
import type { FoodCatalogue, KeyValueStore, Logger, Translator } from './core/ports.js';
import type { Coach } from './core/coach.js';
import type { NutrientLookup } from './core/photo/suggestion.js';
import { createTranslator } from './i18n.js';
import { createEmbeddedFoodTable } from './providers/foods/embedded-table.js';
import { createFatSecretCatalogue } from './providers/foods/fatsecret.js';
import { projectFile } from './project-files.js';
import { loadSr28 } from './providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from './providers/meals/embedded-library.js';
import type { ChatMode } from './core/chat/coach-chat.js';
import { createEmbeddedCardMatcher } from './providers/chat/embedded-cards.js';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { within as settleWithin } from './edge/within.js';
import { loadGuardClassifier } from './providers/guard/guard-model.js';
import { createGuard } from './core/chat/guard/guard.js';
import { prepareNextConcept } from './core/chat/guard/lexicons/index.js';
import { loadSystemPrompt } from './providers/llm/system-prompt.js';
import { createHttpPriceSource } from './providers/prices/http-prices.js';
import type { HttpOptions } from './providers/http.js';
import { createReferencePriceTable } from './providers/prices/reference-table.js';
import { createBuiltinCatalogue } from './providers/store/builtin-catalogue.js';
import { createStoreCatalogue } from './providers/store/store-catalogue.js';
import { createStoreApp } from './store/app.js';
import { createPrometheusMetrics } from './providers/metrics/prometheus.js';
import { createProfileFetcher } from './providers/ucp/profile-fetcher.js';
import { createMemoryStore } from './storage/memory.js';
import { createRateBudget } from './storage/rate-budget.js';
import { createRedisStore } from './storage/redis.js';
import { createRedisChatTurns } from './storage/redis-chat-turns.js';
import { createBullmqQueue } from './storage/bullmq-queue.js';
import { createTimerQueue } from './storage/timer-queue.js';
import { createSharpChartRenderer } from './providers/charts/png.js';
import { createCheckIns } from './core/reminders/check-ins.js';
import { deliverCheckIns } from './core/conversation/reminder-flows.js';
import { errorName } from './core/errors.js';

/** How often what a storage outage kept in memory is retried. */
const PENDING_FLUSH_MS = 5000;
/**
 * How long after listening the warm-up waits: its longest step (V8 compiling the largest guard
 * lexicon's expression, about 120 ms on a slow machine) runs in one go, so the readiness probes and
 * first requests of a start are answered before it rather than behind it.
 */
const WARM_UP_DELAY_MS = 250;

/** The running service: the coach's port, the store surface's port, and a graceful stop. */
export interface RunningService extends RunningServer {
  storePort: number;
  /** Resolves once the Telegram updates the webhook already answered have been handled (their replies sent). */
  settled(): Promise<void>;
  /**
   * Resolves once the warm-up has built the indexes (the card matcher learns for a few seconds on a
   * slow machine); a request before it still gets its answer, after the rest of the learning.
   */
  warmedUp(): Promise<void>;
}

export async function start(config: Config, logger: Logger): Promise<RunningService> {
  const { store, redis } = await openStorage(config, logger);
  const translator = createTranslator();
  const tables = loadTables();
  const rateBudget =
    Object.keys(config.rateBudgets).length > 0 ? createRateBudget({ budgets: config.rateBudgets, redis }) : undefined;
  const mailer = await mailerFor(config);
  const builtinCatalogue = createBuiltinCatalogue();
  const storeServer = await startStoreSurface(config, {
    catalogue: builtinCatalogue,
    store,
    translator,
    logger,
    rateBudget,
    mailer,
  });
  // With STORE_PORT=0 (tests) the default STORE_URL is only known once the port is bound.
  const storeUrl = config.storeUrlIsLocal ? `http://localhost:${storeServer.port}` : config.storeUrl;
  const foods = config.fatsecret
    ? createFatSecretCatalogue({ ...config.fatsecret, store, http: within(config, 5000) })
    : createEmbeddedFoodTable({ sr28: tables.sr28, curated: tables.meals.curated });
  const openai = config.openai.apiKey ? await loadOpenAi() : undefined;
  const { coach, images, nutrients } = composeCoach({
    ...tables.coachParts,
    ...modelParts(config, openai),
    photoCleaner: createSharpCleaner(),
    mailer,
    catalogue: createStoreCatalogue({
      storeUrl,
      store,
      fallback: builtinCatalogue,
      logger,
      timeoutMs: config.providerTimeoutMs,
    }),
    prices: createReferencePriceTable(),
    livePrices: config.prices && createHttpPriceSource({ ...config.prices, http: within(config, 2500) }),
    foods,
    store,
    translator,
    logger,
    publicUrl: config.publicUrl,
    storeUrl,
    randomId: randomUUID,
  });
  // The API serves the WhatsApp pairing code, and the channel starts after the API: the API asks it when asked.
  const late: { whatsapp?: RunningWhatsApp } = {};
  const metrics = createPrometheusMetrics();
  const fastLane = createFastLane({
    health: healthText({ clock: () => new Date(), publicUrl: config.publicUrl, coach }),
    computed: [basketEstimate(coach)],
    log: createRequestLog(logger, metrics),
  });
  const api = createApi({
    coach,
    translator,
    logger,
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    adminToken: config.adminToken,
    storeUrl,
    rateBudget,
    trustProxy: config.trustProxy,
    metrics,
    fastLane,
    whatsappPairing: () => late.whatsapp?.pairingPng() ?? Promise.resolve(undefined),
  });
  const checkIns = createCheckIns({ store, logger, randomId: randomUUID, queue: await checkInQueue(config, logger) });
  const conversation = createConversation({
    coach,
    store,
    translator,
    logger,
    publicUrl: config.publicUrl,
    checkIns,
    charts: createSharpChartRenderer(),
    // Behind several instances a chat's turns are ordered on Redis; alone, in this process's order of arrival.
    turns:
      redis && config.redis
        ? createRedisChatTurns({
            client: redis.client,
            prefix: redis.prefix,
            settleMs: config.redis.orderWaitMs,
            logger,
          })
        : undefined,
    // Slack fetches a picture by its link when the message is posted and refuses the message if it cannot: charts are linked only from a public https origin.
    hostImage: config.publicUrl.startsWith('https://') ? (png, id) => images.host(png, id) : undefined,
  });
  const channels = await startChannels(config, { conversation, store, translator, logger });
  late.whatsapp = channels.whatsapp;
  await checkIns.start(
    deliverCheckIns(conversation, {
      telegram: channels.telegram?.push,
      slack: channels.slack?.push,
      whatsapp: channels.whatsapp?.push,
    }),
  );
  const server = await startServer({ fetch: routed(channels, api), port: config.port, front: fastLane.answer });
  logger.info({ port: server.port, publicUrl: config.publicUrl, storage: store.backend }, 'coach listening');
  logger.info({ port: storeServer.port, storeUrl }, 'store listening');
  const background = startBackground(coach, warmUps(tables.cards, nutrients, foods), logger);
  void background.warmedUp.then(() => metrics.warmedUp());
  return {
    port: server.port,
    storePort: storeServer.port,
    /** Resolves once the Telegram updates already answered 200 have been handled (their replies sent). */
    settled: async () => channels.telegram?.webhook?.drain(),
    warmedUp: () => background.warmedUp,
    async close() {
      background.stop();
      await server.close();
      await storeServer.close();
      await channels.telegram?.stop();
      await channels.slack?.stop();
      await channels.whatsapp?.stop();
      await checkIns.close();
      mailer?.close();
      const left = await coach.flushPending().catch(() => -1);
      if (left !== 0)
        logger.error({ left }, 'writes kept during a storage outage could not be written before shutdown');
      await store.close();
    },
  };
}

/** Redis when `REDIS_URL` is set (serving on while it does not answer yet), else this process's memory. */
async function openStorage(config: Config, logger: Logger) {
  const redis = config.redis
    ? await createRedisStore({ url: config.redis.url, prefix: config.redis.prefix })
    : undefined;
  if (redis && !(await redis.ping()))
    logger.warn({ storage: 'redis' }, 'Redis does not answer yet; serving on, and reconnecting');
  return { store: (redis ?? createMemoryStore()) as KeyValueStore, redis };
}

/** The data the coach is built from: the food table (read on first use), the meal library, the cards, the guard. */
function loadTables() {
  // The parsed food table, the checked library and the coaching cards are kept between starts (a quarter of start-up).
  const cache = { dir: projectFile('dist/cache/') };
  let table: ReturnType<typeof loadSr28> | undefined;
  const sr28 = () => (table ??= loadSr28(undefined, cache));
  const meals = createEmbeddedMealLibrary({ sr28, cache });
  const cards = createEmbeddedCardMatcher(cache);
  const guard = createGuard({ classifier: loadGuardClassifier() });
  return { sr28, meals, cards, coachParts: { meals, curatedFoods: meals.curated, cards, guard } };
}

/** nodemailer loads only when mail is configured. */
async function mailerFor(config: Config) {
  if (!config.email) return undefined;
  const { createSmtpMailer } = await import('./providers/email/smtp-mailer.js');
  return createSmtpMailer({
    url: config.email.smtpUrl,
    from: config.email.from,
    connectionTimeoutMs: config.providerTimeoutMs,
    socketTimeoutMs: config.providerTimeoutMs,
  });
}

/** The store surface of this service, over the built-in tubs; the coach reads it back over HTTP like any store. */
function startStoreSurface(
  config: Config,
  deps: Pick<
    Parameters<typeof createStoreApp>[0],
    'catalogue' | 'store' | 'translator' | 'logger' | 'rateBudget' | 'mailer'
  >,
) {
  const app = createStoreApp({
    ...deps,
    publicUrl: config.storeUrl,
    newToken: () => randomBytes(16).toString('hex'),
    profiles: createProfileFetcher({ allowPrivateNetworks: config.ucpAllowPrivateProfiles }),
    trustProxy: config.trustProxy,
    storefrontTokens: config.storefrontTokens,
    adminToken: config.adminToken,
  });
  return startServer({ fetch: app.fetch, port: config.storePort });
}

/** What the models the settings name bring to the coach; each absent part has its documented fallback. */
function modelParts(config: Config, openai: OpenAiAdapters | undefined) {
  return {
    chatMode: chatMode(config, openai),
    safetyCheck: safetyCheck(config, openai),
    imageModel: imageModel(config, openai),
    wordingModel: wordingModel(config, openai),
    photoAnalyser: photoAnalyser(config, openai),
  };
}

/** BullMQ on the service's Redis, so check-ins survive a restart and run once across instances; timers otherwise. */
async function checkInQueue(config: Config, logger: Logger) {
  return config.redis
    ? createBullmqQueue({ url: config.redis.url, prefix: `${config.redis.prefix}bull`, logger })
    : createTimerQueue({ logger });
}

type ChannelDeps = { conversation: Conversation; store: KeyValueStore; translator: Translator; logger: Logger };

/** The chat channels the settings turn on; a channel that cannot start leaves the others and the API serving. */
async function startChannels(config: Config, deps: ChannelDeps) {
  const telegram = config.telegram
    ? await startTelegram(config, deps).catch((error: unknown) => {
        // The API keeps serving when Telegram cannot be reached at start-up (a wrong token, no network).
        deps.logger.error({ channel: 'telegram', err: errorName(error) }, 'telegram bot not started');
        return undefined;
      })
    : undefined;
  const slack = config.slack ? await startSlack(config.slack, deps) : undefined;
  // whatsapp-web.js (and puppeteer with it) loads only when the channel is on; WhatsApp Web starts in the background.
  const whatsapp = config.whatsapp
    ? (await import('./bots/whatsapp/whatsapp-web.js')).startWhatsAppWeb({
        ...config.whatsapp,
        ...deps,
        instanceId: randomUUID(),
      })
    : undefined;
  return { telegram, slack, whatsapp };
}

/** The Telegram webhook and Slack's events at their paths; everything else to the API (with Node's request and response, for the client's address). */
function routed(channels: Awaited<ReturnType<typeof startChannels>>, api: ReturnType<typeof createApi>) {
  const { telegram, slack } = channels;
  return (request: Request, env?: unknown) => {
    if (telegram?.webhook || slack) {
      const path = new URL(request.url).pathname;
      if (telegram?.webhook && path === telegram.webhook.path) return telegram.webhook.handle(request);
      if (slack && path === slack.path) return slack.handle(request);
    }
    return api.fetch(request, env);
  };
}

/**
 * The guard's lexicons, the card index and the food indexes build on first use; here they build once the
 * service listens, a step at a time between requests, so start-up does not wait for them. A chat message in
 * the first seconds after a start (the card matcher learns for about 2 s on a slow machine) waits for the rest.
 */
function warmUps(cards: { prepare(): boolean }, nutrients: NutrientLookup, foods: FoodCatalogue): (() => boolean)[] {
  return [
    prepareNextConcept,
    () => cards.prepare(),
    () => (nutrients.find('bread', 'en'), false),
    ...(foods.prepare ? [() => foods.prepare?.() ?? false] : []),
  ];
}

/** What runs beside the requests: the warm-up steps, and writing what a storage outage kept in memory once storage is back. */
function startBackground(coach: Coach, steps: (() => boolean)[], logger: Logger) {
  const flushing = setInterval(() => void coach.flushPending().catch(() => undefined), PENDING_FLUSH_MS);
  flushing.unref();
  let warming: NodeJS.Immediate | undefined;
  let warm = () => {};
  const warmedUp = new Promise<void>((resolve) => (warm = resolve));
  const delay = setTimeout(() => (warming = setImmediate(warmUp)), WARM_UP_DELAY_MS);
  delay.unref();
  function warmUp() {
    const step = steps[0];
    // Start-up parsed the data files and warming built the indexes; one full collection (when `npm start`
    // exposes it) hands that garbage back, about 20 MB of resident memory, after the first requests.
    if (!step) {
      warm();
      return void (globalThis as { gc?: () => void }).gc?.();
    }
    let more = false;
    try {
      more = step();
    } catch (error) {
      // A table that cannot be read fails the requests that need it, in the documented envelope; not the process.
      logger.error({ err: errorName(error) }, 'warm-up step failed');
    }
    if (!more) steps.shift();
    warming = setImmediate(warmUp);
  }
  return {
    warmedUp,
    stop() {
      clearInterval(flushing);
      clearTimeout(delay);
      if (warming) clearImmediate(warming);
      warm();
    },
  };
}

/**
 * The Telegram bot: a webhook under this server when `PUBLIC_URL` is https
 * (so any number of instances can serve it), long polling otherwise.
 */
async function startTelegram(config: Config, deps: ChannelDeps) {
  const { token, apiRoot } = config.telegram as NonNullable<Config['telegram']>;
  // Channels load only when configured: grammY and Bolt cost a quarter of a second at start-up.
  const [{ createTelegramBot }, { createTelegramWebhook }] = await Promise.all([
    import('./bots/telegram/telegram-bot.js'),
    import('./bots/telegram/webhook.js'),
  ]);
  const telegram = createTelegramBot({ token, apiRoot, ...deps });
  // grammY retries getMe until it succeeds; start-up waits for it at most this long.
  await telegram.bot.init(AbortSignal.timeout(TELEGRAM_INIT_TIMEOUT_MS) as Parameters<typeof telegram.bot.init>[0]);
  await telegram
    .registerCommands()
    .catch(() => deps.logger.warn({ channel: 'telegram' }, 'could not register the commands'));
  if (config.publicUrl.startsWith('https://')) {
    // The same secret on every instance: the configured one, or one derived from the token.
    const secretToken =
      config.telegram?.webhookSecret ?? createHash('sha256').update(`webhook:${token}`).digest('hex').slice(0, 48);
    const webhook = createTelegramWebhook({ telegram, token, secretToken, logger: deps.logger });
    await telegram.bot.api.setWebhook(`${config.publicUrl}${webhook.path}`, {
      secret_token: secretToken,
      allowed_updates: ['message', 'callback_query'],
    });
    deps.logger.info({ channel: 'telegram', mode: 'webhook' }, 'telegram bot ready');
    return { webhook, push: telegram.push, stop: () => webhook.drain() };
  }
  await telegram.bot.api.deleteWebhook();
  telegram.bot
    .start({ allowed_updates: ['message', 'callback_query'], drop_pending_updates: false })
    .catch((error: unknown) => {
      deps.logger.error({ channel: 'telegram', err: errorName(error) }, 'telegram polling stopped');
    });
  deps.logger.info({ channel: 'telegram', mode: 'polling' }, 'telegram bot ready');
  return { webhook: undefined, push: telegram.push, stop: () => telegram.bot.stop() };
}

/**
 * The Slack app, at `/slack/events` on this server. The token is checked at
 * start-up within a bound; if Slack cannot be reached the app still mounts and
 * checks it again on the first signed request.
 */
async function startSlack(settings: NonNullable<Config['slack']>, deps: ChannelDeps): Promise<SlackApp> {
  const { createSlackApp } = await import('./bots/slack/slack-app.js');
  const slack = createSlackApp({
    botToken: settings.botToken,
    signingSecret: settings.signingSecret,
    apiUrl: settings.apiUrl,
    person: createPersonLookup(deps.store),
    ...deps,
  });
  const outcome = await settleWithin(
    slack.init().then(() => 'ready' as const),
    SLACK_INIT_TIMEOUT_MS,
    () => 'late' as const,
  ).catch((error: unknown) => (error instanceof Error ? error.name : 'error'));
  if (outcome === 'ready') deps.logger.info({ channel: 'slack', path: slack.path }, 'slack app ready');
  else
    deps.logger.error(
      { channel: 'slack', err: outcome },
      'slack token not verified yet; retrying on the first request',
    );
  return slack;
}

/** How long start-up waits for Slack's auth.test before serving on. */
const SLACK_INIT_TIMEOUT_MS = 5000;

/** The OpenAI adapters, loaded only when a key is set: the SDK costs a tenth of a second at start-up. */
async function loadOpenAi() {
  const [chat, safety, images, wording, vision] = await Promise.all([
    import('./providers/llm/openai-chat.js'),
    import('./providers/llm/openai-safety.js'),
    import('./providers/llm/openai-images.js'),
    import('./providers/llm/openai-meal-wording.js'),
    import('./providers/photo/openai-vision.js'),
  ]);
  return { ...chat, ...safety, ...images, ...wording, ...vision };
}

type OpenAiAdapters = Awaited<ReturnType<typeof loadOpenAi>>;

/** The chat the settings ask for: the library (default), a model, or none. */
function chatMode(config: Config, openai: OpenAiAdapters | undefined): ChatMode {
  if (config.chatProvider === 'none') return { kind: 'off' };
  if (config.chatProvider === 'library' || !config.openai.apiKey || !openai) return { kind: 'library' };
  const model = openai.createOpenAiChatModel({
    apiKey: config.openai.apiKey,
    baseUrl: config.openai.baseUrl,
    model: config.openai.chatModel ?? DEFAULT_CHAT_MODEL,
    ...modelTimes(config, 15_000),
  });
  return { kind: 'model', model, systemPrompt: loadSystemPrompt() };
}

/**
 * The guard's layer 3 when a model writes chat replies: a structured classification by the same
 * model, and OpenAI's moderation endpoint too when the provider is OpenAI itself.
 */
function safetyCheck(config: Config, openai: OpenAiAdapters | undefined) {
  const { apiKey, baseUrl, chatModel } = config.openai;
  if (config.chatProvider !== 'openai' || !apiKey || !openai || !config.guardModelCheck.enabled) return undefined;
  const moderation = !baseUrl || new URL(baseUrl).hostname === 'api.openai.com';
  const client = openai.createOpenAiClient({
    apiKey,
    baseUrl,
    timeoutMs: config.guardModelCheck.timeoutMs,
    maxRetries: 0,
  });
  return openai.createOpenAiSafetyCheck(
    { model: chatModel ?? DEFAULT_CHAT_MODEL, moderation, timeoutMs: config.guardModelCheck.timeoutMs },
    client,
  );
}

/** Meal wording through the chat model when settings allow; otherwise the library's words stand. */
function wordingModel(config: Config, openai: OpenAiAdapters | undefined) {
  const { apiKey, baseUrl, chatModel } = config.openai;
  if (config.mealWording !== 'openai' || !apiKey || !openai) return undefined;
  const times = modelTimes(config, 8_000);
  return openai.createOpenAiMealWording(openai.createOpenAiClient({ apiKey, baseUrl, timeoutMs: times.timeoutMs }), {
    model: chatModel ?? DEFAULT_CHAT_MODEL,
    deadlineMs: times.deadlineMs,
  });
}

/** The photo provider `PHOTO_PROVIDER` names, else whichever is configured (LogMeal first); none answers 503. */
function photoAnalyser(config: Config, openai: OpenAiAdapters | undefined) {
  const { apiKey, baseUrl, visionModel } = config.openai;
  const choice = config.photoProvider ?? (config.logmeal ? 'logmeal' : apiKey && visionModel ? 'openai' : undefined);
  if (choice === 'logmeal' && config.logmeal)
    return createLogMealAnalyser({
      token: config.logmeal.token,
      url: config.logmeal.url,
      http: within(config, 15_000),
    });
  if (choice === 'openai' && apiKey && openai) {
    const times = modelTimes(config, 30_000);
    return openai.createOpenAiVisionAnalyser(
      openai.createOpenAiClient({ apiKey, baseUrl, timeoutMs: times.timeoutMs }),
      { model: visionModel ?? DEFAULT_CHAT_MODEL, deadlineMs: times.deadlineMs },
    );
  }
  return undefined;
}

/** Meal images need a key and an image model; without them the route answers 503. */
function imageModel(config: Config, openai: OpenAiAdapters | undefined) {
  const { apiKey, baseUrl, imageModel: model } = config.openai;
  if (!apiKey || !model || !openai) return undefined;
  const times = modelTimes(config, 60_000);
  return openai.createOpenAiImageModel(openai.createOpenAiClient({ apiKey, baseUrl, timeoutMs: times.timeoutMs }), {
    model,
    deadlineMs: times.deadlineMs,
  });
}

/** Per-attempt timeout of an HTTP provider: `PROVIDER_TIMEOUT_MS`, else the provider's own default. */
function within(config: Config, defaultMs: number): HttpOptions {
  return { timeoutMs: config.providerTimeoutMs ?? defaultMs };
}

/** A model call's attempt timeout and its whole deadline (two attempts); without `PROVIDER_TIMEOUT_MS` the adapters' defaults hold except the attempt timeout. */
function modelTimes(config: Config, defaultMs: number): { timeoutMs: number; deadlineMs: number | undefined } {
  const attempt = config.providerTimeoutMs;
  return { timeoutMs: attempt ?? defaultMs, deadlineMs: attempt === undefined ? undefined : attempt * 2 + 500 };
}

/** How long start-up waits for Telegram to answer getMe before serving without the bot. */
const TELEGRAM_INIT_TIMEOUT_MS = 5000;

/** The chat model when `OPENAI_CHAT_MODEL` is not set. */
const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';

/** Reads the settings, starts the service and stops it gracefully on SIGTERM or SIGINT. */
export async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
  const logger = createLogger(config.logLevel);
  const running = await start(config, logger);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

// Run only when started as a program, not when a test imports `start`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
