/**
 * Trains the card classifier (`data/card-model.json`) and calibrates the card matcher on the
 * library's questions and the messages no card answers (`data/card-matcher.json`), `npm run
 * train:cards`: some minutes, as the classifier is learned once in full and once for each held-out
 * fold. The same data and code always write the same files.
 */
import { writeFileSync } from 'node:fs';
import { featuresOf } from '../src/core/chat/card-matcher.js';
import { classProbabilities, decodeCardModel } from '../src/core/chat/card-model.js';
import { loadCoachingCards, loadConcepts } from '../src/providers/chat/embedded-cards.js';
import { cardModelFile, CARD_MODEL_OPTIONS, trainCardModel } from './card-model-training.js';
import { classifierTexts, readJudgments, readNegatives, trainingDigest, trainMatcher } from './card-training.js';

const cards = loadCoachingCards();
const concepts = loadConcepts();
const negatives = readNegatives();
const judgments = readJudgments();
const { ids, texts } = classifierTexts(cards, negatives);
const trained = trainCardModel(ids, texts, concepts);
// Probes: one question of every hundredth card, so a test can prove the file reads as it was written.
const probeTexts = cards.filter((_, i) => i % 100 === 0).map((card) => card.questions?.en[0] ?? card.keywords.en[0]);
const unprobed = cardModelFile(trained, {}, []);
const model = decodeCardModel(unprobed);
const probes = probeTexts.map((text) => {
  const p = classProbabilities(model, featuresOf(text, concepts));
  const best = p.reduce((top, value, i) => (value > p[top] ? i : top), 0);
  return { text, card: ids[best], probability: Number(p[best].toPrecision(6)) };
});
const digest = trainingDigest(cards, negatives, judgments, concepts);
const modelFile = cardModelFile(trained, { digest, texts: texts.length, ...CARD_MODEL_OPTIONS }, probes);
writeFileSync(new URL('../data/card-model.json', import.meta.url), `${JSON.stringify(modelFile)}\n`);
const file = trainMatcher(cards, negatives, judgments, concepts, true);
writeFileSync(new URL('../data/card-matcher.json', import.meta.url), `${JSON.stringify(file, null, 2)}\n`);
console.log(JSON.stringify({ wrote: ['data/card-model.json', 'data/card-matcher.json'], ...file.training }, null, 2));
