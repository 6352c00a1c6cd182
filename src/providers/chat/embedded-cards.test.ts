/**
 * The shipped coaching library and its matcher, read as a person would: every card sourced and
 * answerable in both languages, questions of one card reaching it in ca, es and en, and messages no
 * card answers left to the honest reply. The matcher's calibration must be what the data gives.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectFile } from '../../project-files.js';
import { createCardMatcher, type Concepts } from '../../core/chat/card-matcher.js';
import { CARD_TOPICS, type CoachingCard } from '../../core/chat/cards.js';
import { featuresOf } from '../../core/chat/card-matcher.js';
import { classProbabilities } from '../../core/chat/card-model.js';
import {
  createEmbeddedCardMatcher,
  loadCardModel,
  loadCoachingCards,
  loadConcepts,
  loadFoodWords,
  loadMatcherCalibration,
  MIN_QUESTIONS,
} from './embedded-cards.js';

const cards = loadCoachingCards();
const matcher = createEmbeddedCardMatcher();
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const best = (text: string) => matcher.match(text, 1);

describe('the coaching library', () => {
  it('holds at least 400 sourced cards, each short enough to read in a chat, in every topic', () => {
    expect(cards.length).toBeGreaterThanOrEqual(400);
    for (const topic of CARD_TOPICS)
      expect(
        cards.some((card) => card.topic === topic),
        topic,
      ).toBe(true);
    for (const card of cards) {
      expect(card.source, card.id).toBeTruthy();
      expect(words(card.text.en), card.id).toBeLessThanOrEqual(120);
      expect(words(card.text.ca), card.id).toBeLessThanOrEqual(120);
      for (const language of ['en', 'ca', 'es'] as const)
        expect(card.questions?.[language].length, card.id).toBeGreaterThanOrEqual(MIN_QUESTIONS);
    }
  });
});

describe('the card matcher', () => {
  it.each([
    ['what should I eat before a morning run', 'fuel-before-a-morning-run'],
    ['què menjo abans de córrer al matí', 'fuel-before-a-morning-run'],
    ['qué como antes de salir a correr por la mañana', 'fuel-before-a-morning-run'],
    ['lighter alternative to allioli', 'swap-allioli-for-yogurt-sauce'],
    ['how do i cut a mango', 'cooking-cut-a-mango'],
  ])('"%s" reaches %s, sure enough to answer', (question, id) => {
    const { ranked, confidence } = best(question);
    expect(ranked[0]?.card.id).toBe(id);
    expect(matcher.answers(confidence)).toBe(true);
  });

  it('joins a question to the paraphrases of its card in the other languages through shared concepts', () => {
    const card: CoachingCard = {
      id: 'eggs-a-week',
      topic: 'foods',
      keywords: { en: ['eggs'], ca: ['ous'], es: ['huevos'] },
      text: { en: 'Up to one egg a day.', ca: 'Fins a un ou al dia.' },
      questions: { en: ['how many eggs a week'], ca: ['quants ous a la setmana'], es: ['lentejas o garbanzos'] },
    };
    const other: CoachingCard = {
      ...card,
      id: 'legumes',
      keywords: { en: ['legumes'], ca: ['llegums'], es: ['legumbres'] },
      questions: { en: ['how often legumes'], ca: ['cada quant llegums'], es: ['cuantas veces legumbres'] },
    };
    const calibration = loadMatcherCalibration();
    const question = '¿cuántos huevos a la semana?';
    const score = (concepts?: Concepts) =>
      createCardMatcher([card, other], calibration, concepts).match(question, 2).ranked[0];
    expect(score()?.card.id).toBe('eggs-a-week');
    // "huevos" meets "ous" and "eggs": the same card, scored higher.
    expect(score(loadConcepts())?.score).toBeGreaterThan(score()?.score ?? 1);
    expect(loadConcepts().get('huevos')).toBe(loadConcepts().get('ous'));
  });

  it("reads the classifier's probability that no card answers: off-topic questions lose confidence, food questions keep it", () => {
    const calibration = loadMatcherCalibration();
    expect(calibration.none).toBeLessThan(0);
    // A slice of the library keeps the test fast; the no-card class reads the same on any slice.
    const some = cards.filter((card, index) => index < 80 || card.id === 'fuel-before-a-morning-run');
    const sure = (none: number | undefined, text: string) =>
      createCardMatcher(some, { ...calibration, none }, loadConcepts(), loadCardModel()).match(text, 1).confidence;
    const offTopic = 'Quina sèrie em recomanes per mirar aquest cap de setmana?';
    expect(sure(calibration.none, offTopic)).toBeLessThan(sure(0, offTopic) / 10);
    expect(matcher.answers(best(offTopic).confidence)).toBe(false);
    const food = 'what should I eat before a morning run';
    expect(sure(calibration.none, food)).toBeCloseTo(sure(0, food), 1);
  });

  it('is not sure of what no card answers', () => {
    for (const message of ['what will the weather be in Girona tomorrow', 'zzqxv blorp', 'recommend me a running shoe'])
      expect(matcher.answers(best(message).confidence), message).toBe(false);
  });
});

describe('the committed calibration', () => {
  it('was fitted to the library and negatives as they are (run `npm run train:cards` after changing them)', async () => {
    const { readJudgments, readNegatives, trainingDigest } = await import('../../../scripts/card-training.js');
    const file = JSON.parse(readFileSync(projectFile('data/card-matcher.json'), 'utf8')) as {
      training: { digest: string };
    };
    expect(file.training.digest).toBe(trainingDigest(cards, readNegatives(), readJudgments(), loadConcepts()));
  });

  it('has a classifier trained on the same data, which reads its probes as it did when written', async () => {
    const { readJudgments, readNegatives, trainingDigest } = await import('../../../scripts/card-training.js');
    const file = JSON.parse(readFileSync(projectFile('data/card-model.json'), 'utf8')) as {
      training: { digest: string };
      probes: { text: string; card: string; probability: number }[];
    };
    expect(file.training.digest).toBe(trainingDigest(cards, readNegatives(), readJudgments(), loadConcepts()));
    const model = loadCardModel();
    // Every card, then the class of the messages no card answers.
    expect(model.ids).toEqual([...cards.map((card) => card.id), '-']);
    expect(file.probes.length).toBeGreaterThan(10);
    for (const probe of file.probes) {
      const p = classProbabilities(model, featuresOf(probe.text, loadConcepts()));
      const best = p.reduce((top, value, i) => (value > p[top] ? i : top), 0);
      expect(model.ids[best], probe.text).toBe(probe.card);
      expect(p[best]).toBeCloseTo(probe.probability, 5);
    }
  });
});

describe("the food words of the library's concepts", () => {
  it('put every food in a family, and leave out the words other languages use otherwise', () => {
    const foodWords = loadFoodWords();
    expect(foodWords.get('pollastre')).toBe('meat');
    expect(foodWords.get('boquerones')).toBe('fish');
    expect(foodWords.get('llenties')).toBe(foodWords.get('cigrons'));
    expect(foodWords.get('pan')).toBeUndefined();
    expect(foodWords.get('mayo')).toBeUndefined();
  });

  it('keep the shipped matcher from answering fresh boquerones with the mushrooms card', () => {
    const text = "How do I store fresh boquerones if I'm not cooking them today?";
    const { ranked } = matcher.match(text, 1);
    if (ranked[0] && !/boquer|anchov|seito/.test(JSON.stringify(ranked[0].card)))
      expect(matcher.speaksOfTheFood?.(ranked[0].card, text)).toBe(false);
    const mushrooms = cards.find((card) => /mushroom/i.test(card.keywords.en.join(' ')));
    expect(mushrooms && matcher.speaksOfTheFood?.(mushrooms, text)).toBe(false);
  });
});
