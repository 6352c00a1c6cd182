/**
 * @module
 * Every path the coach serves, with the rules that apply before any handler (methods, CORS,
 * representations, the status of bad input and the body size), gathered from the route modules,
 * which declare theirs beside their `createRoute` (`path-rules.ts` has what they are made of).
 */
import type { PathPolicy, PathRules, TemplateRule } from './path-rules.js';
import { rules as basket } from './routes/basket.js';
import { rules as cartRedirect } from './routes/cart-redirect.js';
import { rules as coachChat } from './routes/coach-chat.js';
import { rules as contract } from './routes/contract.js';
import { rules as dailyMeals } from './routes/daily-meals.js';
import { rules as discovery } from './routes/discovery.js';
import { rules as eventSummary } from './routes/event-summary.js';
import { rules as events } from './routes/events.js';
import { rules as foods } from './routes/foods.js';
import { rules as health } from './routes/health.js';
import { rules as mealImage, templates as mealImageFiles } from './routes/meal-image.js';
import { rules as mealPhoto } from './routes/meal-photo.js';
import { rules as metrics } from './routes/metrics.js';
import { rules as shop } from './routes/shop.js';
import { rules as storeEmail } from './routes/store-email.js';
import { rules as targets } from './routes/targets.js';
import { rules as weeklyPlan } from './routes/weekly-plan.js';
import { rules as whatsappPairing } from './routes/whatsapp-pairing.js';

export type { PathMethod, PathPolicy } from './path-rules.js';
export { allowHeader, formatBytes } from './path-rules.js';
export { PHOTO_BODY_LIMIT_BYTES } from './routes/meal-photo.js';

const MODULES: readonly PathRules[] = [
  health,
  shop,
  foods,
  basket,
  targets,
  weeklyPlan,
  dailyMeals,
  coachChat,
  mealImage,
  mealPhoto,
  storeEmail,
  events,
  eventSummary,
  metrics,
  whatsappPairing,
  cartRedirect,
  contract,
  discovery,
];

export const PATHS: Readonly<Record<string, PathPolicy>> = Object.assign({}, ...MODULES) as Record<string, PathPolicy>;

/** Paths with a parameter: the template (as the contract names it) and its rules. */
export const PATH_TEMPLATES: readonly TemplateRule[] = [...mealImageFiles];

/** The rules of a path and its template, or undefined when nothing is served there. */
export function matchPath(path: string): { template: string; policy: PathPolicy } | undefined {
  if (Object.hasOwn(PATHS, path)) return { template: path, policy: PATHS[path] };
  const match = PATH_TEMPLATES.find((entry) => entry.pattern.test(path));
  return match && { template: match.template, policy: match.policy };
}
