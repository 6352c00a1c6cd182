/**
 * @module
 * The coach's HTTP API: the contract of `coach-api.md`, the OpenAPI document
 * generated from the schemas that validate requests, and the discovery pages.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { Coach } from '../core/coach.js';
import { CoachError, errorName, isCoachError } from '../core/errors.js';
import type { Clock, Logger, Metrics, RateBudget, Translator } from '../core/ports.js';
import type { ApiDeps } from './deps.js';
import type { AppEnv } from './env.js';
import { createErrorRenderer, fromZodError } from './errors.js';
import type { FastLane } from './fast-lane.js';
import { jsonBody } from './json-body.js';
import { pathGuard } from './path-guard.js';
import { matchPath } from './paths.js';
import { createRequestLog } from './request-log.js';
import { registerBasket } from './routes/basket.js';
import { registerCoachChat } from './routes/coach-chat.js';
import { createContractSource, registerContract } from './routes/contract.js';
import { registerDailyMeals } from './routes/daily-meals.js';
import { registerDiscovery } from './routes/discovery.js';
import { registerEvents } from './routes/events.js';
import { registerEventSummary } from './routes/event-summary.js';
import { registerMetrics } from './routes/metrics.js';
import { registerCartRedirect } from './routes/cart-redirect.js';
import { clientAddress } from '../edge/client-address.js';
import { rateLimit } from './rate-limit.js';
import { registerFoods } from './routes/foods.js';
import { registerHealth } from './routes/health.js';
import { registerMealImage, registerMealImageFiles } from './routes/meal-image.js';
import { registerMealPhoto } from './routes/meal-photo.js';
import { registerShop } from './routes/shop.js';
import { registerStoreEmail } from './routes/store-email.js';
import { registerTargets } from './routes/targets.js';
import { registerWeeklyPlan } from './routes/weekly-plan.js';
import { registerWhatsAppPairing, type WhatsAppPairing } from './routes/whatsapp-pairing.js';

export interface ApiOptions {
  coach: Coach;
  translator: Translator;
  logger: Logger;
  /** Public origin of the coach, for links and the contract's server URL. */
  publicUrl: string;
  /** Exact origins allowed on the restricted routes; `/api/store-email` requires one. */
  allowedOrigins: readonly string[];
  /** Defaults to the system clock. */
  clock?: Clock;
  /** Origin of the store; `/r/cart` redirects only to its cart links. Defaults to `http://localhost:8788`. */
  storeUrl?: string;
  /** Bearer token of the operator endpoints; absent, they answer 404. */
  adminToken?: string;
  /** Budgets of the paid routes; absent, they are unlimited. */
  rateBudget?: RateBudget;
  /** Whether the client's address comes from `X-Forwarded-For` (behind a trusted proxy). Defaults to false. */
  trustProxy?: boolean;
  /** Where request counts and durations go; served at `/metrics` to the operator. Absent: no metrics. */
  metrics?: Metrics;
  /** The WhatsApp channel's pairing code, served to the operator at `/admin/whatsapp/qr`. Absent: 404. */
  whatsappPairing?: WhatsAppPairing;
  /** The lane that replays public answers; the app hands it what it answers. Absent: nothing is replayed. */
  fastLane?: FastLane;
}

export function createApi(options: ApiOptions): OpenAPIHono<AppEnv> {
  const t = options.translator('en');
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const errors = createErrorRenderer(t, `${publicUrl}/openapi.json`);
  const deps: ApiDeps = {
    coach: options.coach,
    errors,
    t,
    clock: options.clock ?? (() => new Date()),
    logger: options.logger,
    publicUrl,
    allowedOrigins: options.allowedOrigins.map((origin) => origin.toLowerCase()),
  };
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success)
        return errors.respond(c, fromZodError(result.error, result.target), c.get('policy').validationStatus);
    },
  });

  const log = createRequestLog(deps.logger, options.metrics);
  app.use(async function logRequest(c, next) {
    const started = performance.now();
    await next();
    // An unknown path is logged as such, never as whatever a client typed into it.
    log(c.req.method, matchPath(c.req.path)?.template ?? '(unmatched)', c.res.status, performance.now() - started);
  });
  if (options.fastLane) app.use(options.fastLane.keep);
  app.use(pathGuard({ match: matchPath, allowedOrigins: deps.allowedOrigins, errors }));
  if (options.rateBudget)
    app.use(
      rateLimit({ budget: options.rateBudget, errors, address: (c) => clientAddress(c, options.trustProxy ?? false) }),
    );
  const readBody = jsonBody(errors);
  app.use(async function bodyByPolicy(c, next) {
    if (c.get('policy').body === 'json') return readBody(c, next);
    await next();
  });

  app.onError((error, c) => {
    const policy = c.get('policy') as AppEnv['Variables']['policy'] | undefined;
    if (isCoachError(error)) return errors.respond(c, error, policy?.validationStatus);
    // A client error raised by Hono or its validator: the request, not the service, is at fault.
    if (error instanceof HTTPException && error.status < 500)
      return errors.respond(c, new CoachError('invalid_request', { cause: error }), policy?.validationStatus);
    deps.logger.error({ path: c.req.path, err: errorName(error) }, 'unexpected error');
    const body = errors.body(
      new CoachError('upstream_unavailable', {
        messageKey: 'errors.internal.message',
        hintKey: 'errors.internal.hint',
      }),
      500,
    );
    return c.json(body, 500);
  });

  registerHealth(app, deps);
  registerShop(app, deps);
  registerFoods(app, deps);
  registerBasket(app, deps);
  registerTargets(app, deps);
  registerWeeklyPlan(app, deps);
  registerDailyMeals(app, deps);
  registerCoachChat(app, deps);
  registerMealImage(app, deps);
  registerMealImageFiles(app, deps);
  registerMealPhoto(app, deps);
  registerStoreEmail(app, deps);
  registerEvents(app, deps);
  registerEventSummary(app, deps, options.adminToken);
  registerMetrics(app, options.metrics, options.adminToken);
  registerWhatsAppPairing(app, options.whatsappPairing, options.adminToken);
  registerCartRedirect(app, deps, options.storeUrl ?? 'http://localhost:8788');
  const contract = createContractSource(app, deps);
  registerContract(app, deps, contract);
  registerDiscovery(app, deps, contract);
  return app;
}
