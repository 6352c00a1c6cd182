import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { outOfFold, readTrainingData, toExampleOf } from './_exp-guard-training.js';
const rows = readTrainingData();
const scored = outOfFold(rows, toExampleOf());
writeFileSync('/tmp/oof.json', JSON.stringify(scored.map((r) => ({ label: r.label, plain: r.plain, text: r.text, p: [...r.p].map((x) => Number(x.toFixed(4))) }))));
console.log(scored.length);
