/**
 * Scope-guard benchmark: layers 1 and 2 over every message of the training corpus (short and
 * long, three languages), beside a baseline in the same run that only normalises the text, and
 * each layer alone. The budget: the guard adds at most 1 ms p50 per message.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createGuard } from '../src/core/chat/guard/guard.js';
import { findConcept } from '../src/core/chat/guard/lexicons/index.js';
import { normalizeForGuard } from '../src/core/chat/guard/normalize.js';
import { loadGuardClassifier } from '../src/providers/guard/guard-model.js';
import { round, timeEach } from './stats.js';

const dir = new URL('../eval/guard/corpus/', import.meta.url);
const messages = readdirSync(dir)
  .filter((name) => name.endsWith('.tsv'))
  .flatMap((name) => readFileSync(new URL(name, dir), 'utf8').split('\n'))
  .filter((line) => line.includes('\t'))
  .map((line) => line.split('\t')[1]);

const loadStarted = performance.now();
const classifier = loadGuardClassifier();
const loadMs = performance.now() - loadStarted;
const guard = createGuard({ classifier });

// One pass first, so compiled expressions and JIT are warm in every measured run.
for (const text of messages) guard.check([text]);
const full = timeEach(messages, (text) => guard.check([text]));
const baseline = timeEach(messages, (text) => normalizeForGuard(text));
const concepts = timeEach(messages, (text) => findConcept(normalizeForGuard(text)));
const learned = timeEach(messages, (text) => classifier.classify(normalizeForGuard(text)));

console.log(
  JSON.stringify(
    {
      benchmark: 'guard',
      node: process.version,
      messages: messages.length,
      modelLoadMs: round(loadMs),
      guardLayers1And2: full,
      baselineNormaliseOnly: baseline,
      conceptsOnly: concepts,
      classifierOnly: learned,
      addedP50Ms: round(full.p50Ms - baseline.p50Ms),
      budgetP50Ms: 1,
    },
    null,
    2,
  ),
);
