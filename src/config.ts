/**
 * @module
 * Every setting of the service, parsed once from the environment. This is
 * the only module that reads `process.env`; a wrong value stops start-up with
 * a message naming the variable.
 */
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

const optionalUrl = optionalString.pipe(z.url({ protocol: /^(https?|rediss?|smtps?)$/ }).optional());

const WINDOWS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };
const BUDGET_ROUTES = ['chat', 'meals', 'image', 'photo', 'email', 'agent_ip', 'agent_token', 'cart_ip'] as const;
/**
 * Every paid route and the store's endpoints are limited per client unless RATE_BUDGETS says otherwise: without a
 * budget one client could spend the model and mail accounts at will. Each is well above what a person does.
 */
const DEFAULT_BUDGETS = {
  chat: { requests: 60, windowSeconds: 60 },
  meals: { requests: 30, windowSeconds: 60 },
  image: { requests: 30, windowSeconds: 60 },
  photo: { requests: 20, windowSeconds: 60 },
  email: { requests: 20, windowSeconds: 3600 },
  agent_ip: { requests: 120, windowSeconds: 60 },
  agent_token: { requests: 300, windowSeconds: 60 },
  cart_ip: { requests: 120, windowSeconds: 60 },
};
type Budgets = Partial<Record<(typeof BUDGET_ROUTES)[number], { requests: number; windowSeconds: number }>>;

/** `chat=30/h,photo=10/h`: requests per client per window (s, m, h or d), route by route. */
const budgets = optionalString.transform((value, ctx): Budgets => {
  const result: Budgets = {};
  for (const entry of (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(\d+)\/(\d*)([smhd])$/.exec(entry);
    const route = match?.[1] as (typeof BUDGET_ROUTES)[number] | undefined;
    if (!match || !route || !BUDGET_ROUTES.includes(route) || Number(match[2]) < 1) {
      ctx.addIssue({
        code: 'custom',
        message: `\`${entry}\` is not route=requests/window with a route of ${BUDGET_ROUTES.join(', ')} and a window such as 1h or 30m`,
      });
      return z.NEVER;
    }
    result[route] = { requests: Number(match[2]), windowSeconds: Number(match[3] || 1) * WINDOWS[match[4]] };
  }
  return result;
});

const STOREFRONT_SCOPES = [
  'unauthenticated_read_product_listings',
  'unauthenticated_read_checkouts',
  'unauthenticated_write_checkouts',
];

/** `token:scope+scope,token2:scope`: storefront tokens of at least 16 characters and their scopes. */
const storefrontTokens = optionalString.transform((value, ctx) => {
  const tokens = new Map<string, Set<string>>();
  for (const entry of (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [token, scopes = ''] = entry.split(':');
    const list = scopes.split('+').filter(Boolean);
    if (
      !/^[A-Za-z0-9_-]{16,}$/.test(token) ||
      list.length === 0 ||
      list.some((scope) => !STOREFRONT_SCOPES.includes(scope))
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `each entry is token:scope+scope, the token 16 or more of A-Z a-z 0-9 _ -, the scopes among ${STOREFRONT_SCOPES.join(', ')}`,
      });
      return z.NEVER;
    }
    tokens.set(token, new Set(list));
  }
  return tokens;
});

/** An optional whole number of milliseconds within bounds. */
const milliseconds = (min: number, max: number) =>
  optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, 'a whole number of milliseconds')
      .transform(Number)
      .pipe(z.number().int().min(min).max(max))
      .optional(),
  );
const flag = optionalString
  .pipe(z.enum(['true', 'false', '1', '0']).optional())
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  PORT: port(8787),
  PUBLIC_URL: optionalString.pipe(origin.optional()),
  STORE_PORT: port(8788),
  STORE_URL: optionalString.pipe(origin.optional()),
  ALLOWED_ORIGINS: optionalString.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const origins = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const parsed = origins.map((item) => origin.safeParse(item));
    if (parsed.some((result) => !result.success)) {
      ctx.addIssue({ code: 'custom', message: 'a comma list of origins such as https://coach.example' });
      return z.NEVER;
    }
    return parsed.map((result) => result.data as string);
  }),
  REDIS_URL: optionalUrl,
  REDIS_PREFIX: z.string().min(1).default('coach:'),
  CHAT_ORDER_WAIT_MS: z.coerce.number().int().min(0).max(5000).default(150),
  ADMIN_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_CHAT_MODEL: optionalString,
  OPENAI_IMAGE_MODEL: optionalString,
  OPENAI_VISION_MODEL: optionalString,
  CHAT_PROVIDER: optionalString.pipe(z.enum(['openai', 'library', 'none']).optional()),
  MEAL_WORDING: optionalString.pipe(z.enum(['openai', 'library']).optional()),
  GUARD_MODEL_CHECK: optionalString.pipe(z.enum(['on', 'off']).optional()),
  GUARD_MODEL_CHECK_TIMEOUT_MS: milliseconds(100, 30_000),
  FATSECRET_CLIENT_ID: optionalString,
  FATSECRET_CLIENT_SECRET: optionalString,
  FATSECRET_API_URL: optionalUrl,
  FATSECRET_TOKEN_URL: optionalUrl,
  PRICES_API_URL: optionalUrl,
  PRICES_API_KEY: optionalString,
  LOGMEAL_API_TOKEN: optionalString,
  LOGMEAL_API_URL: optionalUrl,
  PHOTO_PROVIDER: optionalString.pipe(z.enum(['logmeal', 'openai']).optional()),
  SMTP_URL: optionalUrl,
  EMAIL_FROM: optionalString.pipe(z.email().optional()),
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,256}$/)
      .optional(),
  ),
  TELEGRAM_API_ROOT: optionalUrl,
  SLACK_BOT_TOKEN: optionalString,
  SLACK_SIGNING_SECRET: optionalString,
  SLACK_API_URL: optionalUrl,
  WHATSAPP_ENABLED: flag,
  WHATSAPP_SESSION_DIR: optionalString,
  WHATSAPP_CHROMIUM_PATH: optionalString,
  PUPPETEER_EXECUTABLE_PATH: optionalString,
  RATE_BUDGETS: budgets,
  TRUST_PROXY: flag,
  UCP_ALLOW_PRIVATE_PROFILES: flag,
  STOREFRONT_TOKENS: storefrontTokens,
  PROVIDER_TIMEOUT_MS: milliseconds(100, 600_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  publicUrl: string;
  storePort: number;
  storeUrl: string;
  /** Whether `storeUrl` is the default, local to `storePort` (so it follows the port actually bound, with STORE_PORT=0). */
  storeUrlIsLocal: boolean;
  allowedOrigins: string[];
  /** `orderWaitMs`: how long an update waits for an earlier one of its chat still on its way to another instance. */
  redis: { url: string; prefix: string; orderWaitMs: number } | undefined;
  adminToken: string | undefined;
  openai: {
    apiKey: string | undefined;
    baseUrl: string | undefined;
    chatModel: string | undefined;
    imageModel: string | undefined;
    visionModel: string | undefined;
  };
  chatProvider: 'openai' | 'library' | 'none';
  /** Who words the daily meals' titles and hints: the chat model, or the library alone. */
  mealWording: 'openai' | 'library';
  /**
   * The guard's model-based check (layer 3) before a model writes a chat reply; only with
   * `chatProvider` openai. Off: layers 1 and 2 alone. Default: on, bounded by 3,000 ms (or
   * `PROVIDER_TIMEOUT_MS` when that is shorter).
   */
  guardModelCheck: { enabled: boolean; timeoutMs: number };
  fatsecret: { clientId: string; clientSecret: string; apiUrl: string; tokenUrl: string } | undefined;
  prices: { url: string; key: string | undefined } | undefined;
  logmeal: { token: string; url: string } | undefined;
  photoProvider: 'logmeal' | 'openai' | undefined;
  email: { smtpUrl: string; from: string } | undefined;
  telegram: { token: string; webhookSecret: string | undefined; apiRoot: string | undefined } | undefined;
  slack: { botToken: string; signingSecret: string; apiUrl: string | undefined } | undefined;
  /**
   * WhatsApp through whatsapp-web.js, when `WHATSAPP_ENABLED` is true: where its session is kept (default
   * `data/whatsapp-session`), and the Chromium it drives with the setting that named it
   * (`WHATSAPP_CHROMIUM_PATH`, else `PUPPETEER_EXECUTABLE_PATH`, else Debian's `/usr/bin/chromium`).
   */
  whatsapp:
    | {
        sessionDir: string;
        chromiumPath: string;
        chromiumSetting: 'WHATSAPP_CHROMIUM_PATH' | 'PUPPETEER_EXECUTABLE_PATH' | 'default';
      }
    | undefined;
  /** Per-client budgets of the paid routes; empty: unlimited. */
  rateBudgets: Budgets;
  /** Whether the client's address is read from `X-Forwarded-For`. */
  trustProxy: boolean;
  /** Whether agent profiles may be fetched from private, loopback and link-local addresses (and over http). */
  ucpAllowPrivateProfiles: boolean;
  /** Storefront access tokens and their scopes. */
  storefrontTokens: Map<string, Set<string>>;
  /** Time allowed for one attempt of any provider call, in ms; undefined: each provider's own. */
  providerTimeoutMs: number | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
}

/** A setting that cannot be used; the message names the variable and what it takes. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the settings from an environment (`process.env` by default). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const pair = <T>(a: string, b: string, build: () => T): T | undefined => {
    const has = [env[a], env[b]].map((value) => value !== undefined && value.trim() !== '');
    if (has[0] !== has[1]) problems.push(`${has[0] ? b : a}: required when ${has[0] ? a : b} is set`);
    return has[0] && has[1] ? build() : undefined;
  };
  const config: Config = {
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    storePort: e.STORE_PORT,
    storeUrl: e.STORE_URL ?? `http://localhost:${e.STORE_PORT}`,
    storeUrlIsLocal: e.STORE_URL === undefined,
    allowedOrigins: e.ALLOWED_ORIGINS ?? [e.PUBLIC_URL ?? `http://localhost:${e.PORT}`],
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX, orderWaitMs: e.CHAT_ORDER_WAIT_MS } : undefined,
    adminToken: e.ADMIN_TOKEN,
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      chatModel: e.OPENAI_CHAT_MODEL,
      imageModel: e.OPENAI_IMAGE_MODEL,
      visionModel: e.OPENAI_VISION_MODEL,
    },
    chatProvider: e.CHAT_PROVIDER ?? (e.OPENAI_API_KEY ? 'openai' : 'library'),
    mealWording: e.MEAL_WORDING ?? (e.OPENAI_API_KEY ? 'openai' : 'library'),
    guardModelCheck: {
      enabled: e.GUARD_MODEL_CHECK !== 'off',
      timeoutMs: e.GUARD_MODEL_CHECK_TIMEOUT_MS ?? Math.min(3000, e.PROVIDER_TIMEOUT_MS ?? 3000),
    },
    fatsecret: pair('FATSECRET_CLIENT_ID', 'FATSECRET_CLIENT_SECRET', () => ({
      clientId: e.FATSECRET_CLIENT_ID as string,
      clientSecret: e.FATSECRET_CLIENT_SECRET as string,
      apiUrl: e.FATSECRET_API_URL ?? 'https://platform.fatsecret.com',
      tokenUrl: e.FATSECRET_TOKEN_URL ?? 'https://oauth.fatsecret.com/connect/token',
    })),
    prices: e.PRICES_API_URL ? { url: e.PRICES_API_URL, key: e.PRICES_API_KEY } : undefined,
    logmeal: e.LOGMEAL_API_TOKEN
      ? { token: e.LOGMEAL_API_TOKEN, url: e.LOGMEAL_API_URL ?? 'https://api.logmeal.com/v2' }
      : undefined,
    photoProvider: e.PHOTO_PROVIDER,
    email: pair('SMTP_URL', 'EMAIL_FROM', () => ({ smtpUrl: e.SMTP_URL as string, from: e.EMAIL_FROM as string })),
    telegram: e.TELEGRAM_BOT_TOKEN
      ? { token: e.TELEGRAM_BOT_TOKEN, webhookSecret: e.TELEGRAM_WEBHOOK_SECRET, apiRoot: e.TELEGRAM_API_ROOT }
      : undefined,
    slack: pair('SLACK_BOT_TOKEN', 'SLACK_SIGNING_SECRET', () => ({
      botToken: e.SLACK_BOT_TOKEN as string,
      signingSecret: e.SLACK_SIGNING_SECRET as string,
      apiUrl: e.SLACK_API_URL,
    })),
    whatsapp: e.WHATSAPP_ENABLED ? whatsappSettings(e) : undefined,
    rateBudgets: { ...DEFAULT_BUDGETS, ...e.RATE_BUDGETS },
    trustProxy: e.TRUST_PROXY,
    ucpAllowPrivateProfiles: e.UCP_ALLOW_PRIVATE_PROFILES,
    storefrontTokens: e.STOREFRONT_TOKENS,
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
  };
  if (config.chatProvider === 'openai' && !config.openai.apiKey)
    problems.push('CHAT_PROVIDER: `openai` needs OPENAI_API_KEY');
  if (config.mealWording === 'openai' && !config.openai.apiKey)
    problems.push('MEAL_WORDING: `openai` needs OPENAI_API_KEY');
  if (config.photoProvider === 'logmeal' && !config.logmeal)
    problems.push('PHOTO_PROVIDER: `logmeal` needs LOGMEAL_API_TOKEN');
  if (config.photoProvider === 'openai' && !config.openai.apiKey)
    problems.push('PHOTO_PROVIDER: `openai` needs OPENAI_API_KEY');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Debian's Chromium, which the Dockerfile installs. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function whatsappSettings(e: z.infer<typeof EnvSchema>): NonNullable<Config['whatsapp']> {
  const sessionDir = e.WHATSAPP_SESSION_DIR ?? 'data/whatsapp-session';
  if (e.WHATSAPP_CHROMIUM_PATH)
    return { sessionDir, chromiumPath: e.WHATSAPP_CHROMIUM_PATH, chromiumSetting: 'WHATSAPP_CHROMIUM_PATH' };
  if (e.PUPPETEER_EXECUTABLE_PATH)
    return { sessionDir, chromiumPath: e.PUPPETEER_EXECUTABLE_PATH, chromiumSetting: 'PUPPETEER_EXECUTABLE_PATH' };
  return { sessionDir, chromiumPath: DEBIAN_CHROMIUM, chromiumSetting: 'default' };
}
