import { createGuard } from '../src/core/chat/guard/guard.js';
import { loadGuardClassifier } from '../src/providers/guard/guard-model.js';
import { normalizeForGuard } from '../src/core/chat/guard/normalize.js';
const c = loadGuardClassifier();
const g = createGuard({ classifier: c });
const noModel = createGuard({});
for (const t of process.argv.slice(2)) console.log(JSON.stringify(g.check([t])), JSON.stringify(noModel.check([t]).decision), [...c.probabilities(normalizeForGuard(t))].map((p) => p.toFixed(2)).join(' '), '|', normalizeForGuard(t));
