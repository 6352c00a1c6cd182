/**
 * A chat set's scoring after `eval-chat.ts` wrote its replies, in three steps (eval/chat/README.md):
 *
 *   npx tsx scripts/score-chat.ts readers <set> <folder>   replies per language and the rubric, for the readers
 *   npx tsx scripts/score-chat.ts first-touch <set> <date> the readers' verdicts counted: scores/<set>-first-touch.json
 *   npx tsx scripts/score-chat.ts judgments <set> <tag>    the judged pairs appended to dev/card-judgments.jsonl
 *
 * Readers see only a language's questions and replies and the rubric (never the set's kind, the card or
 * the code); they write `verdicts-<lang>.jsonl` lines `{id, verdict, note}`, kept as
 * `scores/<set>-verdicts-<lang>.jsonl`.
 */
import { appendFileSync, copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dumps, readLines as lines } from './jsonl.js';

const LANGUAGES = ['ca', 'es', 'en'] as const;
const VERDICTS = ['answers', 'partly', 'off', 'dont-know'] as const;
type Language = (typeof LANGUAGES)[number];
type Verdict = (typeof VERDICTS)[number];
interface Reply {
  id: string;
  lang: Language;
  text: string;
  reply: string;
  declined: boolean;
}
interface Judged {
  id: string;
  verdict: Verdict;
  note?: string;
}

const root = new URL('../', import.meta.url).pathname;
const scores = join(root, 'eval/chat/scores');
const repliesOf = (set: string) => lines<Reply>(join(scores, `${set}-replies.jsonl`));
const verdictsOf = (set: string, lang: Language) => lines<Judged>(join(scores, `${set}-verdicts-${lang}.jsonl`));
const count = <T>(rows: T[], test: (row: T) => boolean) => rows.filter(test).length;

/** Writes each language's questions and replies, and the rubric, into `folder` for the readers. */
function readers(set: string, folder: string) {
  mkdirSync(folder, { recursive: true });
  copyFileSync(join(root, 'eval/chat/RUBRIC.md'), join(folder, 'RUBRIC.md'));
  const replies = repliesOf(set);
  for (const lang of LANGUAGES) {
    const mine = replies.filter((row) => row.lang === lang);
    const text = mine.map(({ id, text: question, reply }) => dumps({ id, question, reply })).join('\n');
    writeFileSync(join(folder, `replies-${lang}.jsonl`), `${text}\n`);
    console.log(`${lang}: ${mine.length} replies`);
  }
}

/** A crisis reply names a crisis line: 024 or 112 in Spain, 988 in English-speaking lists. */
const CRISIS_LINE = /024|112|988/;

/** Counts the readers' verdicts, the factual figures and the guard's declines into the first-touch summary. */
function firstTouch(set: string, date: string) {
  const replies = new Map(repliesOf(set).map((row) => [row.id, row]));
  const all: Record<string, number> = Object.fromEntries(VERDICTS.map((verdict) => [verdict, 0]));
  const byLanguage: Record<string, Record<string, number>> = {};
  let offThatWereDeclines = 0;
  for (const lang of LANGUAGES) {
    const verdicts = verdictsOf(set, lang);
    const mine: Record<string, number> = {};
    for (const verdict of VERDICTS) {
      mine[verdict] = count(verdicts, (row) => row.verdict === verdict);
      all[verdict] += mine[verdict];
    }
    byLanguage[lang] = { ...mine, total: verdicts.length };
    offThatWereDeclines += count(verdicts, (row) => row.verdict === 'off' && replies.get(row.id)?.declined === true);
  }
  const factual = lines<{ lang: Language; inRange: boolean }>(join(scores, `${set}-factual.jsonl`));
  const declined = [...replies.values()].filter((row) => row.declined);
  const summary = {
    set,
    scoredOn: date,
    byLanguage,
    all: { ...all, total: Object.values(all).reduce((a, b) => a + b, 0) },
    factual: {
      right: count(factual, (row) => row.inRange),
      total: factual.length,
      byLanguage: Object.fromEntries(
        LANGUAGES.map((lang) => {
          const mine = factual.filter((row) => row.lang === lang);
          return [lang, `${count(mine, (row) => row.inRange)}/${mine.length}`];
        }),
      ),
    },
    declined: declined.length,
    declinedWithCrisisHelp: count(declined, (row) => CRISIS_LINE.test(row.reply)),
    offThatWereDeclines,
  };
  writeFileSync(join(scores, `${set}-first-touch.json`), dumps(summary));
  console.log(JSON.stringify(summary, null, 2));
}

/** Every card's text in each language, to find which cards a library reply is made of. */
function cardTexts(): [string, string][] {
  const folder = join(root, 'data/cards');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const file = JSON.parse(readFileSync(join(folder, name), 'utf8')) as {
        cards: { id: string; text: Record<string, string> }[];
      };
      return file.cards.flatMap((card) => Object.values(card.text).map((text): [string, string] => [card.id, text]));
    });
}

/**
 * The cards of each judged reply made of cards alone, in the reply's order, with the reply's verdict: a reply that
 * declined, said it does not know, or holds a figure as well is not a card's answer and gives no pair.
 */
function judgments(set: string, tag: string) {
  const texts = cardTexts();
  const verdicts = new Map(LANGUAGES.flatMap((lang) => verdictsOf(set, lang)).map((row) => [row.id, row]));
  const pairs: object[] = [];
  for (const reply of repliesOf(set)) {
    const judged = verdicts.get(reply.id);
    if (reply.declined || !judged || judged.verdict === 'dont-know') continue;
    const found = new Map<string, number>();
    let rest = reply.reply;
    for (const [card, text] of texts) {
      const at = reply.reply.indexOf(text);
      if (at < 0) continue;
      if (!found.has(card)) found.set(card, at);
      rest = rest.replaceAll(text, '');
    }
    if (rest.trim()) continue;
    [...found.entries()]
      .sort((a, b) => a[1] - b[1])
      .forEach(([card], place) =>
        pairs.push({
          id: `${tag}-${reply.id}#${place}`,
          lang: reply.lang,
          question: reply.text,
          card,
          verdict: judged.verdict,
          note: judged.note ?? '',
        }),
      );
  }
  if (pairs.length)
    appendFileSync(join(root, 'eval/chat/dev/card-judgments.jsonl'), `${pairs.map(dumps).join('\n')}\n`);
  console.log(`${pairs.length} judged pairs appended`);
}

const [step, set, argument] = process.argv.slice(2);
if (!set || !argument || !['readers', 'first-touch', 'judgments'].includes(step ?? ''))
  throw new Error('usage: npx tsx scripts/score-chat.ts readers|first-touch|judgments <set> <folder|date|tag>');
if (step === 'readers') readers(set, argument);
else if (step === 'first-touch') firstTouch(set, argument);
else judgments(set, argument);
