/**
 * How much of a week's shopping list the built-in price table prices (issue 40: at least 95 % of the lines): weeks
 * planned for plausible adults (consistent targets from 1,400 to 3,400 kcal, every month, several seeds), each list
 * priced as the coach prices it, and the lines without a price counted by food. Prints JSON.
 *
 *   npx tsx bench/basket-coverage.ts [weeks]      (default 120)
 */
import { shoppingList, priceShoppingList } from '../src/core/basket/shopping-list.js';
import type { Activity } from '../src/core/requests.js';
import { planWeek } from '../src/core/meals/week.js';
import { createTranslator } from '../src/i18n.js';
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';
import { createReferencePriceTable } from '../src/providers/prices/reference-table.js';
import { consistentTargets } from '../test/helpers/targets.js';
import { round } from './stats.js';

const weeks = Number(process.argv[2] ?? 120);
const library = createEmbeddedMealLibrary({ sr28: loadSr28() });
const t = createTranslator()('en');
const silent = { debug() {}, info() {}, warn() {}, error() {} };
const book = { reference: createReferencePriceTable(), logger: silent };
const ACTIVITIES: Activity[] = ['rest', 'run', 'rest', 'strength', 'rest', 'run', 'rest'];
const targets = consistentTargets(weeks * 3, 4040).filter(
  (target) => target.calories >= 1400 && target.calories <= 3400,
);

let lines = 0;
let priced = 0;
const unpriced = new Map<string, number>();
for (let week = 0; week < weeks; week++) {
  const target = targets[week % targets.length];
  const days = ACTIVITIES.map((activity) => ({ activity, target }));
  const plan = planWeek(
    library,
    days,
    { goal: 'maintain', usualActivity: 'light', language: 'en', variationSeed: week, month: (week % 12) + 1 },
    t,
  );
  const list = await priceShoppingList(library, shoppingList(library, plan, 'en'), book);
  for (const item of list.items) {
    lines++;
    if (item.price !== null) priced++;
    else unpriced.set(item.name, (unpriced.get(item.name) ?? 0) + 1);
  }
}
console.log(
  JSON.stringify(
    {
      weeks,
      lines,
      priced,
      share: round(priced / lines, 4),
      unpricedFoods: unpriced.size,
      unpriced: Object.fromEntries([...unpriced].sort((a, b) => b[1] - a[1])),
    },
    null,
    2,
  ),
);
