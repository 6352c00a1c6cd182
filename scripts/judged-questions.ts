/**
 * The questions people asked that readers judged one card alone to answer, to be learned by that card
 * (`adopt-judged-questions.ts`).
 *
 * Card rounds moved the questions no card answered into the cards written for them, so the newer
 * cards learned how people write (typos, context, two questions at once) while the older ones kept
 * only the paraphrases they were written with: on retired sets a question judged answered by an older
 * card went more and more to a newer one. Learning the judged answers too, on two folds of the retired
 * sets (2026-12-01), the matcher's best card was the judged card for 0.4 and 1.0 points more of the
 * other fold's answered questions, and a card judged partly or off for 25 and 30 % fewer.
 */
import { foldText } from '../src/core/text.js';

type Language = 'en' | 'ca' | 'es';

/** One line of `eval/chat/dev/card-judgments.jsonl`: `id` is the reply's, then `#` and the card's place in it. */
export interface JudgedPair {
  id: string;
  lang: Language;
  question: string;
  card: string;
  verdict: 'answers' | 'partly' | 'off';
}

/** As much of a card as adoption reads and writes. */
export interface QuestionsOf {
  id: string;
  questions?: Record<Language, string[]>;
}

/**
 * Adds each adoptable judged question to its card's questions in its language, and returns the ids of
 * the cards it added to. A question is adopted only when its reply was one card alone (a reply of two
 * cards was judged as a whole), no card holds it already, and no reader judged it otherwise: answered by
 * another card, or that card only partly or off. A second call adds nothing.
 */
export function adoptJudged(cards: readonly QuestionsOf[], judgments: readonly JudgedPair[]): string[] {
  const key = (text: string) => foldText(text).trim();
  const reply = (pair: JudgedPair) => pair.id.slice(0, pair.id.lastIndexOf('#'));
  const cardsInReply = new Map<string, number>();
  for (const pair of judgments) cardsInReply.set(reply(pair), (cardsInReply.get(reply(pair)) ?? 0) + 1);
  const verdicts = new Map<string, Set<string>>();
  for (const pair of judgments) {
    const seen = verdicts.get(key(pair.question)) ?? new Set<string>();
    seen.add(`${pair.card}\t${pair.verdict}`);
    verdicts.set(key(pair.question), seen);
  }
  const byId = new Map(cards.map((card) => [card.id, card]));
  const held = new Set(
    cards.flatMap((card) =>
      Object.values(card.questions ?? {})
        .flat()
        .map(key),
    ),
  );
  const changed = new Set<string>();
  for (const pair of judgments) {
    const question = key(pair.question);
    const card = byId.get(pair.card);
    if (pair.verdict !== 'answers' || cardsInReply.get(reply(pair)) !== 1) continue;
    if (!card?.questions || !question || held.has(question)) continue;
    if ([...(verdicts.get(question) ?? [])].some((seen) => seen !== `${pair.card}\tanswers`)) continue;
    card.questions[pair.lang].push(pair.question.trim());
    held.add(question);
    changed.add(card.id);
  }
  return [...changed];
}
