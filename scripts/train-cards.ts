/**
 * Calibrates the card matcher on the library's questions and the messages no card answers, and writes
 * `data/card-matcher.json` (`npm run train:cards`). The same data and code always write the same file.
 */
import { writeFileSync } from 'node:fs';
import { loadCoachingCards, loadConcepts } from '../src/providers/chat/embedded-cards.js';
import { readJudgments, readNegatives, trainMatcher } from './card-training.js';

const file = trainMatcher(loadCoachingCards(), readNegatives(), readJudgments(), loadConcepts());
writeFileSync(new URL('../data/card-matcher.json', import.meta.url), `${JSON.stringify(file, null, 2)}\n`);
console.log(JSON.stringify({ wrote: 'data/card-matcher.json', ...file.training }, null, 2));
