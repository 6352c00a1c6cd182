import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adoptJudged, type JudgedPair, type QuestionsOf } from '../scripts/judged-questions.js';

const card = (id: string, en: string[] = []): QuestionsOf => ({ id, questions: { en, ca: [], es: [] } });
const pair = (
  id: string,
  question: string,
  cardId: string,
  verdict: JudgedPair['verdict'] = 'answers',
): JudgedPair => ({
  id,
  lang: 'en',
  question,
  card: cardId,
  verdict,
});

describe('adoptJudged', () => {
  it('adds a question judged answered by one card alone to that card, in its language, once', () => {
    const cards = [card('eggs'), card('fish')];
    const judged = [
      pair('a-q1#0', 'how many eggs r ok a week', 'eggs'),
      { ...pair('b-q2#0', 'quants ous', 'eggs'), lang: 'ca' as const },
    ];
    expect(adoptJudged(cards, judged)).toEqual(['eggs']);
    expect(cards[0].questions).toEqual({ en: ['how many eggs r ok a week'], ca: ['quants ous'], es: [] });
    expect(adoptJudged(cards, judged)).toEqual([]);
    expect(cards[0].questions?.en).toHaveLength(1);
  });

  it('leaves a question a card holds already, however it is cased or accented', () => {
    const cards = [card('eggs'), card('fish', ['How many eggs a week?'])];
    expect(adoptJudged(cards, [pair('a-q1#0', 'how many eggs a week?', 'eggs')])).toEqual([]);
  });

  it('leaves a reply of two cards, judged as a whole, and a question a reader judged otherwise', () => {
    const cards = [card('eggs'), card('fish')];
    const judged = [
      pair('a-q1#0', 'eggs and fish a week?', 'eggs'),
      pair('a-q1#1', 'eggs and fish a week?', 'fish'),
      pair('b-q2#0', 'is salmon good', 'fish'),
      pair('c-q2#0', 'is salmon good', 'eggs'),
      pair('d-q3#0', 'tinned sardines?', 'fish'),
      pair('e-q9#0', 'tinned sardines?', 'fish', 'partly'),
      pair('f-q4#0', 'hake or cod', 'fish', 'off'),
    ];
    expect(adoptJudged(cards, judged)).toEqual([]);
    expect(cards.every((c) => c.questions?.en.length === 0)).toBe(true);
  });

  it('has been run on the shipped cards: every adoptable judged question is in its card (npm run cards:adopt)', () => {
    const folder = new URL('../data/cards/', import.meta.url);
    const cards = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .flatMap(
        (name) => (JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as { cards?: QuestionsOf[] }).cards ?? [],
      );
    const judged = readFileSync(new URL('../eval/chat/dev/card-judgments.jsonl', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as JudgedPair);
    expect(adoptJudged(cards, judged)).toEqual([]);
  });
});
