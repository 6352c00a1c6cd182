/**
 * Adds to each card the questions people asked that readers judged it to answer
 * (`eval/chat/dev/card-judgments.jsonl`), `npm run cards:adopt`, then `npm run train:cards`.
 *
 * Card rounds moved the questions no card answered into the cards written for them, so the newer
 * cards learned how people write (typos, context, two questions at once) while the older ones kept
 * only the paraphrases they were written with: on retired sets a question judged answered by an older
 * card went more and more to a newer one. Learning the judged answers too, on two folds of the retired
 * sets (2026-12-01), the matcher's best card was the judged card for 0.4 and 1.0 points more of the
 * other fold's answered questions, and a card judged partly or off for 25 and 30 % fewer.
 *
 * A question is adopted only when its reply was one card alone (a reply of two cards or of a figure
 * and a card was judged as a whole), no card holds it already, and no reader judged it otherwise:
 * answered by another card, or that card only partly or off. Idempotent: a second run adds nothing.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { foldText } from '../src/core/text.js';

type Language = 'en' | 'ca' | 'es';
interface Judgment {
  id: string;
  lang: Language;
  question: string;
  card: string;
  verdict: 'answers' | 'partly' | 'off';
}
interface CardFile {
  cards: { id: string; questions?: Record<Language, string[]> }[];
}

const folder = new URL('../data/cards/', import.meta.url);
const judgments = readFileSync(new URL('../eval/chat/dev/card-judgments.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Judgment);

const key = (text: string) => foldText(text).trim();
const reply = (judgment: Judgment) => judgment.id.slice(0, judgment.id.lastIndexOf('#'));
const cardsInReply = new Map<string, number>();
for (const judgment of judgments) cardsInReply.set(reply(judgment), (cardsInReply.get(reply(judgment)) ?? 0) + 1);

/** For each question, every card and verdict readers gave it. */
const verdicts = new Map<string, Set<string>>();
for (const judgment of judgments) {
  const seen = verdicts.get(key(judgment.question)) ?? new Set<string>();
  seen.add(`${judgment.card}\t${judgment.verdict}`);
  verdicts.set(key(judgment.question), seen);
}

const files = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, data: JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as CardFile }))
  .filter(({ data }) => Array.isArray(data.cards));
const cards = new Map(files.flatMap(({ data }) => data.cards.map((card) => [card.id, card] as const)));
const held = new Set(
  [...cards.values()].flatMap((card) => Object.values(card.questions ?? {}).flat().map(key)),
);

let adopted = 0;
const changed = new Set<string>();
for (const judgment of judgments) {
  const question = key(judgment.question);
  const card = cards.get(judgment.card);
  if (judgment.verdict !== 'answers' || cardsInReply.get(reply(judgment)) !== 1) continue;
  if (!card?.questions || held.has(question) || !question) continue;
  const others = [...(verdicts.get(question) ?? [])].filter((seen) => seen !== `${judgment.card}\tanswers`);
  if (others.length > 0) continue;
  card.questions[judgment.lang].push(judgment.question.trim());
  held.add(question);
  adopted++;
  changed.add(judgment.card);
}
for (const { name, data } of files) {
  if (!data.cards.some((card) => changed.has(card.id))) continue;
  writeFileSync(new URL(name, folder), `${JSON.stringify(data, null, 2)}\n`);
}
console.log(JSON.stringify({ adopted, cards: changed.size }));
