/**
 * Builds the real API over the embedded defaults, with a fixed clock, and a
 * `call` that checks every response against the served OpenAPI document.
 */
import { createApi } from '../../src/api/app.js';
import { composeCoach } from '../../src/core/compose.js';
import type {
  FoodCatalogue,
  KeyValueStore,
  LivePriceSource,
  Logger,
  Metrics,
  RateBudget,
} from '../../src/core/ports.js';
import { createTranslator } from '../../src/i18n.js';
import { createEmbeddedFoodTable } from '../../src/providers/foods/embedded-table.js';
import { loadSr28 } from '../../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../../src/providers/meals/embedded-library.js';
import type { ChatMode } from '../../src/core/chat/coach-chat.js';
import { createGuard, type Guard } from '../../src/core/chat/guard/guard.js';
import type { SafetyCheck } from '../../src/core/chat/guard/types.js';
import { loadGuardClassifier } from '../../src/providers/guard/guard-model.js';
import { createEmbeddedCardMatcher } from '../../src/providers/chat/embedded-cards.js';
import type { ImageModel } from '../../src/core/images/meal-images.js';
import type { WordingModel } from '../../src/core/meals/wording.js';
import type { Mailer } from '../../src/core/email/deliver.js';
import type { PhotoAnalyser } from '../../src/core/photo/analysis.js';
import { createSharpCleaner } from '../../src/providers/photo/sharp-cleaner.js';
import { createReferencePriceTable } from '../../src/providers/prices/reference-table.js';
import { createBuiltinCatalogue } from '../../src/providers/store/builtin-catalogue.js';
import { createMemoryStore } from '../../src/storage/memory.js';
import { createContractChecker, type ContractChecker } from './contract.js';

export const NOW = new Date('2026-11-22T10:00:00Z');
export const PUBLIC_URL = 'http://coach.test';
export const STORE_URL = 'http://store.test';
export const FRONT_END = 'https://coach.example';

export interface LogLine {
  level: string;
  fields: object;
  message: string;
}

/** A logger that keeps what it is told, so tests can read the logs. */
export function createMemoryLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: string) => (fields: object, message: string) => void lines.push({ level, fields, message });
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

// The data tables are read once for the whole suite.
const shared = (() => {
  let value:
    | {
        foods: ReturnType<typeof createEmbeddedFoodTable>;
        prices: ReturnType<typeof createReferencePriceTable>;
        meals: ReturnType<typeof createEmbeddedMealLibrary>;
        guard: Guard;
        /** One matcher for every app: each learns the library on its first message. */
        cards: ReturnType<typeof createEmbeddedCardMatcher>;
      }
    | undefined;
  return () => {
    if (value) return value;
    const sr28 = loadSr28();
    const meals = createEmbeddedMealLibrary({ sr28 });
    const guard = createGuard({ classifier: loadGuardClassifier() });
    value = {
      foods: createEmbeddedFoodTable({ sr28, curated: meals.curated }),
      prices: createReferencePriceTable(),
      meals,
      guard,
      cards: createEmbeddedCardMatcher(),
    };
    return value;
  };
})();

export interface TestApi {
  app: ReturnType<typeof createApi>;
  store: KeyValueStore;
  logger: ReturnType<typeof createMemoryLogger>;
  /** `app.request` plus a contract check of the response. */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** POSTs a JSON body (a string is sent as it is). */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

let checker: ContractChecker | undefined;

export interface TestApiOptions {
  store?: KeyValueStore;
  livePrices?: LivePriceSource;
  allowedOrigins?: string[];
  foods?: FoodCatalogue;
  chat?: ChatMode;
  /** The guard's layer 3, asked before the chat model writes a reply. */
  safetyCheck?: SafetyCheck;
  imageModel?: ImageModel;
  /** Words the daily meals through this model (see `createMealWording`). */
  wordingModel?: WordingModel;
  /** Analyses meal photos; absent, `/api/meal-photo` answers 503 after checking the photo. */
  photoAnalyser?: PhotoAnalyser;
  /** Sends email; absent, `/api/store-email` answers 503. */
  mailer?: Mailer;
  adminToken?: string;
  metrics?: Metrics;
  rateBudget?: RateBudget;
  trustProxy?: boolean;
  whatsappPairing?: () => Promise<Uint8Array | undefined>;
}

/** The real coach over the embedded defaults, wired as `main.ts` wires it (`composeCoach`), with a fixed clock. */
export function createTestCoach(options: TestApiOptions = {}) {
  const store = options.store ?? createMemoryStore({ clock: () => NOW });
  const logger = createMemoryLogger();
  const translator = createTranslator();
  const { prices, meals } = shared();
  const foods = options.foods ?? shared().foods;
  let ids = 0;
  const { coach } = composeCoach({
    meals,
    curatedFoods: meals.curated,
    cards: shared().cards,
    guard: shared().guard,
    chatMode: options.chat ?? { kind: 'library' },
    safetyCheck: options.safetyCheck,
    imageModel: options.imageModel,
    wordingModel: options.wordingModel,
    photoCleaner: createSharpCleaner(),
    photoAnalyser: options.photoAnalyser,
    mailer: options.mailer,
    catalogue: createBuiltinCatalogue(),
    prices,
    livePrices: options.livePrices,
    foods,
    store,
    translator,
    logger,
    publicUrl: PUBLIC_URL,
    storeUrl: STORE_URL,
    randomId: () => `test-image-${String(++ids).padStart(8, '0')}`,
    clock: () => NOW,
  });
  return { coach, store, logger, translator };
}

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const { coach, store, logger, translator } = createTestCoach(options);
  const app = createApi({
    coach,
    translator,
    logger,
    publicUrl: PUBLIC_URL,
    allowedOrigins: options.allowedOrigins ?? [FRONT_END],
    clock: () => NOW,
    adminToken: options.adminToken,
    storeUrl: STORE_URL,
    rateBudget: options.rateBudget,
    trustProxy: options.trustProxy,
    metrics: options.metrics,
    whatsappPairing: options.whatsappPairing,
  });
  checker ??= await createContractChecker(app);
  const check = checker;
  const call = async (path: string, init?: RequestInit) => {
    const res = await app.request(path, init);
    await check.check(path, init?.method ?? 'GET', res.clone());
    return res;
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, store, logger, call, post };
}
