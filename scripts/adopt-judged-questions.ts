/**
 * Adds to each card the questions people asked that readers judged it alone to answer
 * (`eval/chat/dev/card-judgments.jsonl`, see `judged-questions.ts`), `npm run cards:adopt`; then
 * `npm run train:cards`. Idempotent: a second run adds nothing.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { adoptJudged, type JudgedPair, type QuestionsOf } from './judged-questions.js';

const folder = new URL('../data/cards/', import.meta.url);
const judgments = readFileSync(new URL('../eval/chat/dev/card-judgments.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as JudgedPair);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, data: JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as { cards?: QuestionsOf[] } }))
  .filter(({ data }) => Array.isArray(data.cards));
const before = files.reduce((sum, { data }) => sum + count(data.cards ?? []), 0);
const changed = new Set(
  adoptJudged(
    files.flatMap(({ data }) => data.cards ?? []),
    judgments,
  ),
);
for (const { name, data } of files)
  if (data.cards?.some((card) => changed.has(card.id)))
    writeFileSync(new URL(name, folder), `${JSON.stringify(data, null, 2)}\n`);
const after = files.reduce((sum, { data }) => sum + count(data.cards ?? []), 0);
console.log(JSON.stringify({ adopted: after - before, cards: changed.size }));

function count(cards: readonly QuestionsOf[]): number {
  return cards.reduce((sum, card) => sum + Object.values(card.questions ?? {}).flat().length, 0);
}
