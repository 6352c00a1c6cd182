import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs on embedded defaults with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8787,
      publicUrl: 'http://localhost:8787',
      storePort: 8788,
      storeUrl: 'http://localhost:8788',
      storeUrlIsLocal: true,
      allowedOrigins: ['http://localhost:8787'],
      redis: undefined,
      chatProvider: 'library',
      mealWording: 'library',
      fatsecret: undefined,
      email: undefined,
      telegram: undefined,
      slack: undefined,
      logLevel: 'info',
      rateBudgets: {},
      trustProxy: false,
      providerTimeoutMs: undefined,
      guardModelCheck: { enabled: true, timeoutMs: 3000 },
    });
  });

  it("bounds the guard's model check by its own setting, else by a shorter PROVIDER_TIMEOUT_MS", () => {
    expect(loadConfig({ PROVIDER_TIMEOUT_MS: '400' }).guardModelCheck).toEqual({ enabled: true, timeoutMs: 400 });
    expect(loadConfig({ PROVIDER_TIMEOUT_MS: '9000' }).guardModelCheck.timeoutMs).toBe(3000);
    expect(loadConfig({ GUARD_MODEL_CHECK: 'off', GUARD_MODEL_CHECK_TIMEOUT_MS: '1500' }).guardModelCheck).toEqual({
      enabled: false,
      timeoutMs: 1500,
    });
  });

  it('reads rate budgets route by route', () => {
    expect(loadConfig({ RATE_BUDGETS: 'chat=30/h, photo=10/15m,email=3/d', TRUST_PROXY: 'true' })).toMatchObject({
      rateBudgets: {
        chat: { requests: 30, windowSeconds: 3600 },
        photo: { requests: 10, windowSeconds: 900 },
        email: { requests: 3, windowSeconds: 86400 },
      },
      trustProxy: true,
    });
  });

  it('limits every paid route and the store per client by default, each setting replacing its own route', () => {
    const { rateBudgets } = loadConfig({ RATE_BUDGETS: 'cart_ip=10/m' });
    expect(Object.keys(rateBudgets).sort()).toEqual(
      ['agent_ip', 'agent_token', 'cart_ip', 'chat', 'email', 'image', 'meals', 'photo'].sort(),
    );
    expect(rateBudgets.chat).toEqual({ requests: 60, windowSeconds: 60 });
    expect(rateBudgets.email).toEqual({ requests: 20, windowSeconds: 3600 });
    expect(rateBudgets.cart_ip).toEqual({ requests: 10, windowSeconds: 60 });
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({
      PORT: '9000',
      PUBLIC_URL: 'https://coach.example/',
      STORE_URL: 'https://store.example',
      ALLOWED_ORIGINS: 'https://coach.example, https://app.example:8443',
      REDIS_URL: 'redis://127.0.0.1:6379',
      OPENAI_API_KEY: 'sk-test',
      FATSECRET_CLIENT_ID: 'id',
      FATSECRET_CLIENT_SECRET: 'secret',
    });
    expect(config.port).toBe(9000);
    expect(config.publicUrl).toBe('https://coach.example');
    expect(config.allowedOrigins).toEqual(['https://coach.example', 'https://app.example:8443']);
    expect(config.redis).toEqual({ url: 'redis://127.0.0.1:6379', prefix: 'coach:', orderWaitMs: 150 });
    expect(loadConfig({ REDIS_URL: 'redis://r', CHAT_ORDER_WAIT_MS: '400' }).redis?.orderWaitMs).toBe(400);
    expect(config.chatProvider).toBe('openai');
    expect(config.mealWording).toBe('openai');
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test', MEAL_WORDING: 'library' }).mealWording).toBe('library');
    expect(config.fatsecret?.apiUrl).toBe('https://platform.fatsecret.com');
    expect(loadConfig({ PROVIDER_TIMEOUT_MS: '750' }).providerTimeoutMs).toBe(750);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ REDIS_URL: '  ', STORE_URL: '' }).redis).toBeUndefined();
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'coach.example' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'https://ok.example, nope' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['CHAT_PROVIDER', { CHAT_PROVIDER: 'magic' }],
    ['CHAT_PROVIDER', { CHAT_PROVIDER: 'openai' }],
    ['MEAL_WORDING', { MEAL_WORDING: 'openai' }],
    ['MEAL_WORDING', { MEAL_WORDING: 'poetic' }],
    ['RATE_BUDGETS', { RATE_BUDGETS: 'chat=30' }],
    ['RATE_BUDGETS', { RATE_BUDGETS: 'stock=3/h' }],
    ['RATE_BUDGETS', { RATE_BUDGETS: 'chat=0/h' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['CHAT_ORDER_WAIT_MS', { CHAT_ORDER_WAIT_MS: '9000' }],
    ['FATSECRET_CLIENT_SECRET', { FATSECRET_CLIENT_ID: 'id' }],
    ['EMAIL_FROM', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
    ['TELEGRAM_WEBHOOK_SECRET', { TELEGRAM_WEBHOOK_SECRET: 'has spaces' }],
    ['ADMIN_TOKEN', { ADMIN_TOKEN: 'short' }],
    ['GUARD_MODEL_CHECK', { GUARD_MODEL_CHECK: 'maybe' }],
    ['GUARD_MODEL_CHECK_TIMEOUT_MS', { GUARD_MODEL_CHECK_TIMEOUT_MS: '10' }],
    ['PROVIDER_TIMEOUT_MS', { PROVIDER_TIMEOUT_MS: 'fast' }],
    ['PROVIDER_TIMEOUT_MS', { PROVIDER_TIMEOUT_MS: '50' }],
    ['PROVIDER_TIMEOUT_MS', { PROVIDER_TIMEOUT_MS: '1.5' }],
  ])('stops with a message naming %s', (variable, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});
