/**
 * Trains the guard's learned layer on `eval/guard/corpus/*.tsv` and every retired sealed set, and writes `data/guard-model.json`
 * (`npm run train:guard`). The same corpus and code always write the same file.
 */
import { writeFileSync } from 'node:fs';
import { readTrainingData, trainGuardModel } from './guard-training.js';

const file = trainGuardModel(readTrainingData());
writeFileSync(new URL('../data/guard-model.json', import.meta.url), `${JSON.stringify(file)}\n`);
console.log(JSON.stringify({ wrote: 'data/guard-model.json', ...file.training }, null, 2));
