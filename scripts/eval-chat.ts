/**
 * The coach's chat over a relevance set (`eval/chat/<set>/questions.jsonl` and `factual.jsonl`), as a
 * person meets it: the embedded defaults, no model, each question its own conversation. Writes every
 * reply to `eval/chat/scores/<set>-replies.jsonl` for readers to judge against `eval/chat/RUBRIC.md`,
 * and scores the factual questions itself: a figure in the accepted range, with its unit, in the reply.
 * Spanish questions are asked in a Catalan conversation (a Catalan speaker writing Spanish).
 *
 *   npx tsx scripts/eval-chat.ts sealed-2026-11-28-a
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createCoachChat } from '../src/core/chat/coach-chat.js';
import { createGuard } from '../src/core/chat/guard/guard.js';
import { createNutrientLookup } from '../src/core/photo/suggestion.js';
import { createTranslator } from '../src/i18n.js';
import { createEmbeddedCardMatcher } from '../src/providers/chat/embedded-cards.js';
import { loadSr28 } from '../src/providers/foods/sr28.js';
import { loadGuardClassifier } from '../src/providers/guard/guard-model.js';
import { figuresWithUnit } from './chat-eval-figures.js';
import { createEmbeddedMealLibrary } from '../src/providers/meals/embedded-library.js';

interface Question {
  id: string;
  lang: 'en' | 'ca' | 'es';
  kind?: string;
  text: string;
}
interface Factual extends Question {
  accept: [number, number];
  unit: string;
}

const set = process.argv[2];
if (!set) throw new Error('usage: npx tsx scripts/eval-chat.ts <set folder under eval/chat>');
const folder = new URL(`../eval/chat/${set}/`, import.meta.url);
const lines = <T>(name: string): T[] =>
  readFileSync(new URL(name, folder), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);

const library = createEmbeddedMealLibrary({ sr28: loadSr28() });
const chat = createCoachChat({
  cards: createEmbeddedCardMatcher(),
  mode: { kind: 'library' },
  translator: createTranslator(),
  guard: createGuard({ classifier: loadGuardClassifier() }),
  figures: {
    foods: createNutrientLookup(library.curated),
    library,
    clock: () => new Date('2026-11-28T10:00:00Z'),
  },
});
const ask = (question: Question) =>
  chat({ language: question.lang === 'en' ? 'en' : 'ca', messages: [{ role: 'user', text: question.text }] });

const out = new URL('../eval/chat/scores/', import.meta.url);
mkdirSync(out, { recursive: true });
const replies: object[] = [];
for (const question of lines<Question>('questions.jsonl')) {
  const answer = await ask(question);
  replies.push({ id: question.id, lang: question.lang, kind: question.kind, text: question.text, ...answer });
}
let right = 0;
const factual: object[] = [];
for (const question of lines<Factual>('factual.jsonl')) {
  const answer = await ask(question);
  const values = figuresWithUnit(answer.reply, question.unit);
  const inRange = values.some((value) => value >= question.accept[0] && value <= question.accept[1]);
  if (inRange) right++;
  factual.push({ id: question.id, lang: question.lang, text: question.text, ...answer, values, inRange });
}
writeFileSync(new URL(`${set}-replies.jsonl`, out), `${replies.map((row) => JSON.stringify(row)).join('\n')}\n`);
writeFileSync(new URL(`${set}-factual.jsonl`, out), `${factual.map((row) => JSON.stringify(row)).join('\n')}\n`);
const byLanguage = (rows: { lang: string; inRange: boolean }[]) =>
  Object.fromEntries(
    ['ca', 'es', 'en'].map((lang) => {
      const of = rows.filter((row) => row.lang === lang);
      return [lang, `${of.filter((row) => row.inRange).length}/${of.length}`];
    }),
  );
console.log(
  JSON.stringify(
    {
      set,
      replies: replies.length,
      declined: replies.filter((row) => (row as { declined: boolean }).declined).length,
      factual: { right, of: factual.length, byLanguage: byLanguage(factual as { lang: string; inRange: boolean }[]) },
    },
    null,
    2,
  ),
);
