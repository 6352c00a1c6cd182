/**
 * A card round over chat sets' non-answers, in two steps (eval/chat/README.md, "Card rounds"):
 *
 *   npx tsx scripts/card-round.ts items <folder> <parts> <set>...   items-N.jsonl for N writers (WRITER.md)
 *   npx tsx scripts/card-round.ts apply <folder> <file-prefix>       out-N.jsonl and review-N.jsonl into data/
 *
 * `items`: every reply a reader judged partly, off or "don't know" (not a guard decline), with the reader's note and
 * the five cards the matcher finds nearest, split into `parts` files by set order. `apply`: each writer's decision as
 * its dietitian reviewer left it (keep, fix, merge, delete, questions dropped): new cards go to
 * `data/cards/<file-prefix>N.json`, moved questions to the cards that answer them, off-topic questions to the
 * matcher's negatives. A question another card already holds is not added twice. Run `npm run train:cards` and
 * `npm run train:guard` after.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEmbeddedCardMatcher } from '../src/providers/chat/embedded-cards.js';
import { dumps, readLines as lines } from './jsonl.js';

const LANGUAGES = ['en', 'ca', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
type Questions = Partial<Record<Language, string[]>>;
interface Card {
  id: string;
  topic: string;
  text: Record<string, string>;
  questions?: Questions;
  [key: string]: unknown;
}
interface Decision {
  id: string;
  action: 'move' | 'new' | 'offtopic' | 'skip';
  card?: string | Card;
  questions?: Questions;
}
interface Review {
  id: string;
  decision: 'keep' | 'fix' | 'merge' | 'delete';
  card?: Card;
  into?: string;
  dropQuestions?: Questions;
}

const root = new URL('../', import.meta.url).pathname;
/** One question however it is typed: no accents, case or punctuation. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function items(folder: string, parts: number, sets: string[]) {
  const matcher = createEmbeddedCardMatcher();
  const all: string[] = [];
  for (const set of sets) {
    const tag = /-([a-z]+)$/.exec(set)?.[1] ?? set;
    const replies = lines<{ id: string; lang: Language; text: string; reply: string; declined: boolean }>(
      join(root, 'eval/chat/scores', `${set}-replies.jsonl`),
    );
    const verdicts = new Map<string, { verdict: string; note?: string }>();
    for (const lang of LANGUAGES)
      for (const row of lines<{ id: string; verdict: string; note?: string }>(
        join(root, 'eval/chat/scores', `${set}-verdicts-${lang}.jsonl`),
      ))
        verdicts.set(row.id, row);
    for (const row of replies) {
      const judged = verdicts.get(row.id);
      if (!judged || judged.verdict === 'answers' || row.declined) continue;
      const nearest = matcher
        .match(row.text, 5)
        .ranked.map(({ card }) => ({ id: card.id, topic: card.topic, text: card.text.en }));
      all.push(
        dumps({
          id: `${tag}-${row.id}`,
          lang: row.lang,
          question: row.text,
          verdict: judged.verdict,
          judgeNote: judged.note ?? '',
          reply: row.reply.slice(0, 400),
          nearest,
        }),
      );
    }
  }
  const size = Math.ceil(all.length / parts);
  for (let part = 0; part < parts; part++)
    writeFileSync(join(folder, `items-${part + 1}.jsonl`), `${all.slice(part * size, (part + 1) * size).join('\n')}\n`);
  console.log(JSON.stringify({ items: all.length, parts }));
}

function apply(folder: string, filePrefix: string) {
  const cardsFolder = join(root, 'data/cards');
  const files = readdirSync(cardsFolder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, data: JSON.parse(readFileSync(join(cardsFolder, name), 'utf8')) as { cards?: Card[] } }))
    .filter(({ data }) => Array.isArray(data.cards));
  const byId = new Map(files.flatMap(({ data }) => data.cards ?? []).map((card) => [card.id, card]));
  const held = new Set(
    [...byId.values()].flatMap((card) => LANGUAGES.flatMap((lang) => card.questions?.[lang] ?? [])).map(fold),
  );
  const changed = new Set<string>();
  const questionOf = itemQuestions(folder);
  const negativesPath = join(root, 'data/card-matcher-negatives.json');
  const negatives = JSON.parse(readFileSync(negativesPath, 'utf8')) as { questions: Record<Language, string[]> };
  const counts = { newCards: 0, merged: 0, moved: 0, offtopic: 0, deleted: 0, questionsAdded: 0, questionsHeld: 0 };
  const add = (card: Card, questions: Questions | undefined, drop: Questions | undefined) => {
    card.questions ??= {};
    for (const lang of LANGUAGES)
      for (const question of questions?.[lang] ?? []) {
        if (drop?.[lang]?.includes(question)) continue;
        if (held.has(fold(question))) {
          counts.questionsHeld++;
          continue;
        }
        held.add(fold(question));
        (card.questions[lang] ??= []).push(question);
        counts.questionsAdded++;
      }
    changed.add(card.id);
  };
  // Every part a writer and a reviewer finished, so a writer who did not finish holds back only their own part.
  const parts = readdirSync(folder)
    .map((name) => /^review-(\d+)\.jsonl$/.exec(name)?.[1])
    .filter((part): part is string => part !== undefined && existsSync(join(folder, `out-${part}.jsonl`)))
    .map(Number)
    .sort((a, b) => a - b);
  for (const part of parts) {
    const reviews = new Map(lines<Review>(join(folder, `review-${part}.jsonl`)).map((row) => [row.id, row]));
    const decisions = lines<Decision>(join(folder, `out-${part}.jsonl`));
    const fresh: Card[] = [];
    const merges: Array<{ from: Card; into: string; drop?: Questions }> = [];
    const moves: Array<{ decision: Decision; drop?: Questions }> = [];
    for (const decision of decisions) {
      const review = reviews.get(decision.id);
      if (!review) throw new Error(`${decision.id}: no review in review-${part}.jsonl`);
      if (review.decision === 'delete') {
        counts.deleted++;
        continue;
      }
      if (decision.action === 'new' && typeof decision.card === 'object') {
        const card = review.decision === 'fix' && review.card ? review.card : decision.card;
        if (review.decision === 'merge' && review.into)
          merges.push({ from: card, into: review.into, drop: review.dropQuestions });
        else fresh.push({ ...card, questions: dropFrom(card.questions, review.dropQuestions) });
      } else if (decision.action === 'move' && typeof decision.card === 'string') {
        // Moves come after the new cards, which a move may name (two items asking one thing share one card).
        moves.push({ decision, drop: review.dropQuestions });
      } else if (decision.action === 'offtopic') {
        const question = questionOf.get(decision.id);
        if (question && !held.has(fold(question.text))) {
          negatives.questions[question.lang].push(question.text);
          held.add(fold(question.text));
          counts.offtopic++;
        }
      }
    }
    const kept: Card[] = [];
    for (const card of fresh) {
      // A new card's questions that another card already holds are dropped, so no two cards teach one question.
      const questions = card.questions;
      const shell = { ...card, questions: {} };
      byId.set(card.id, shell);
      add(shell, questions, undefined);
      kept.push(shell);
      counts.newCards++;
    }
    for (const { decision, drop } of moves) {
      const target = byId.get(decision.card as string);
      if (!target) throw new Error(`${decision.id}: no card ${decision.card as string}`);
      add(target, decision.questions, drop);
      counts.moved++;
    }
    for (const { from, into, drop } of merges) {
      const target = byId.get(into);
      if (!target) throw new Error(`${from.id}: merged into unknown ${into}`);
      add(target, from.questions, drop);
      counts.merged++;
    }
    if (kept.length)
      writeFileSync(join(cardsFolder, `${filePrefix}${part}.json`), `${JSON.stringify({ cards: kept }, null, 2)}\n`);
  }
  for (const { name, data } of files)
    if (data.cards?.some((card) => changed.has(card.id)))
      writeFileSync(join(cardsFolder, name), `${JSON.stringify(data, null, 2)}\n`);
  writeFileSync(negativesPath, `${JSON.stringify(negatives, null, 2)}\n`);
  console.log(JSON.stringify(counts));
}

function dropFrom(questions: Questions | undefined, drop: Questions | undefined): Questions {
  const out: Questions = {};
  for (const lang of LANGUAGES)
    out[lang] = (questions?.[lang] ?? []).filter((question) => !drop?.[lang]?.includes(question));
  return out;
}

/** The round's questions by item id, from its items files, read once. */
function itemQuestions(folder: string): Map<string, { lang: Language; text: string }> {
  return new Map(
    readdirSync(folder)
      .filter((name) => /^items-\d+\.jsonl$/.test(name))
      .flatMap((name) => lines<{ id: string; lang: Language; question: string }>(join(folder, name)))
      .map((row) => [row.id, { lang: row.lang, text: row.question }]),
  );
}

const [command, ...args] = process.argv.slice(2);
if (command === 'items' && args.length >= 3) items(args[0], Number(args[1]), args.slice(2));
else if (command === 'apply' && args.length === 2) apply(args[0], args[1]);
else {
  console.error('usage: card-round.ts items <folder> <parts> <set>... | apply <folder> <file-prefix>');
  process.exit(2);
}
