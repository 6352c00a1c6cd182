/**
 * @module
 * Which card answers a question, and how sure of it the coach can be. The model is learned from the
 * questions each card was written to answer (en, ca and es paraphrases, see `data/cards/`): a message
 * and every training question are vectors of stemmed words, word pairs and character 4-grams,
 * weighted by how rare each is (tf-idf); a card scores by its nearest training question and by the
 * centre of all of them. A calibrated confidence (`data/card-matcher.json`, fitted out of fold by
 * `npm run train:cards`) says whether the best card is likely the answer; below it the coach says
 * honestly that it has no good answer.
 */
import { foldText, stemText } from '../text.js';
import type { CoachingCard } from './cards.js';

/** A logistic over the best score and its lead over the next card, fitted out of fold. */
export interface MatcherCalibration {
  /** Weights of the best card's score, its lead over the second, and the bias. */
  top: number;
  lead: number;
  bias: number;
  /** The confidence from which a card is given. */
  answerFrom: number;
}

export interface CardMatch {
  card: CoachingCard;
  score: number;
}

export interface MatchResult {
  /** The cards best first (at most `limit`), with their scores. */
  ranked: CardMatch[];
  /** How likely the first card answers the question: 0 to 1. */
  confidence: number;
}

export interface CardMatcher {
  match(text: string, limit: number): MatchResult;
  /** Whether `confidence` is high enough to answer with the card. */
  answers(confidence: number): boolean;
}

/**
 * The words too common to tell a question apart, in the three languages, as folded text writes them:
 * compared before stemming, so "quinoa" is not taken for "quin".
 */
const STOPWORDS = new Set(
  (
    'a an the and or of to in on at for with is are be it its my me i you your we what how when which should can could do does ' +
    'el la els les un una uns unes de del dels en amb per que com quan quin quina quins quines es son ser meu meva teu teva puc pots vull ' +
    'y o los las unos unas con por para como cuando cual cuales mi tu quiero puedo lo le se al si no d l s'
  ).split(' '),
);
/**
 * Weight of the character 4-grams against the words: they carry typos and the languages' shared
 * roots. Held-out questions of the 410 cards' library found their own card 59.6 % of the time on
 * words alone, 62.9 % with 4-grams at this weight; 3- to 5-grams added under a point for four times
 * the time (6.7 ms a message).
 */
const CHAR_WEIGHT = 0.5;
const CHAR_N = 4;
/** Share of a card's score from its nearest question; the rest from the centre of its questions (0.4 to 0.8 moved it 2.7 points). */
const NEAREST_SHARE = 0.4;

type Vector = Map<string, number>;

/** The features of a text with their counts: stemmed words, stemmed word pairs, and the 4-letter runs of each folded word. */
export function featuresOf(text: string): Vector {
  const features: Vector = new Map();
  const add = (key: string, weight: number) => features.set(key, (features.get(key) ?? 0) + weight);
  const words = foldText(text)
    .split(' ')
    .filter((word) => word.length > 1 && !STOPWORDS.has(word));
  const stems = words.map((word) => stemText(word));
  stems.forEach((stem, i) => {
    add(`w:${stem}`, 1);
    if (i + 1 < stems.length) add(`p:${stem} ${stems[i + 1]}`, 1);
  });
  for (const word of words) {
    if (word.length < 3) continue;
    const padded = ` ${word} `;
    for (let start = 0; start + CHAR_N <= padded.length; start++)
      add(`c:${padded.slice(start, start + CHAR_N)}`, CHAR_WEIGHT);
  }
  return features;
}

/** The texts a card is learned from: its questions in every language, and its keywords. */
export function trainingTexts(card: CoachingCard): string[] {
  const questions = card.questions ? [...card.questions.en, ...card.questions.ca, ...card.questions.es] : [];
  return [...questions, ...card.keywords.en, ...card.keywords.ca, ...card.keywords.es];
}

/** Who holds a feature, with the weight it has there: parallel typed arrays, read in a tight loop. */
interface Posting {
  ids: Int32Array;
  weights: Float64Array;
}

interface Model {
  cards: readonly CoachingCard[];
  idf: Map<string, number>;
  /** For each feature, the training texts holding it with their weights. */
  postings: Map<string, Posting>;
  /** For each feature, the cards whose centre (the normalised sum of their texts) holds it. */
  centrePostings: Map<string, Posting>;
  /** The card of each training text. */
  cardOf: Int32Array;
}

/** The scores of every card for a text: its nearest training text and the centre of its texts, mixed. */
export function cardScores(model: Model, text: string): Float64Array {
  const query = weighted(featuresOf(text), model.idf);
  const nearest = new Float64Array(model.cards.length);
  // A dense array and the list of texts touched: a Map of dots cost half of a message's time.
  const dots = new Float64Array(model.cardOf.length);
  const touched: number[] = [];
  const centre = new Float64Array(model.cards.length);
  for (const [feature, weight] of query) {
    const posting = model.postings.get(feature);
    if (posting) {
      const { ids, weights } = posting;
      for (let i = 0; i < ids.length; i++) {
        if (dots[ids[i]] === 0) touched.push(ids[i]);
        dots[ids[i]] += weight * weights[i];
      }
    }
    const centres = model.centrePostings.get(feature);
    if (centres) for (let i = 0; i < centres.ids.length; i++) centre[centres.ids[i]] += weight * centres.weights[i];
  }
  for (const doc of touched) {
    const card = model.cardOf[doc];
    if (dots[doc] > nearest[card]) nearest[card] = dots[doc];
  }
  const scores = new Float64Array(model.cards.length);
  for (let card = 0; card < scores.length; card++)
    scores[card] = NEAREST_SHARE * nearest[card] + (1 - NEAREST_SHARE) * centre[card];
  return scores;
}

/** The model learned from `cards` (training texts left out by `skip`, for out-of-fold scores). */
export function learnModel(cards: readonly CoachingCard[], skip?: (card: number, text: number) => boolean): Model {
  const texts: { card: number; text: string }[] = [];
  cards.forEach((card, index) =>
    trainingTexts(card).forEach((text, t) => {
      if (!skip?.(index, t)) texts.push({ card: index, text });
    }),
  );
  return drain(buildModel(cards, texts));
}

/** Training texts handled between two pauses of `buildModel`: some 20 ms of work. */
const STEP = 400;

/**
 * The model built a slice at a time, pausing (`yield`) between slices so a service can answer
 * requests while it learns: featuring the texts, counting rarities, then postings and centres.
 */
function* buildModel(
  cards: readonly CoachingCard[],
  texts: readonly { card: number; text: string }[],
): Generator<void, Model> {
  const docs: { card: number; features: Vector }[] = [];
  for (let i = 0; i < texts.length; i++) {
    docs.push({ card: texts[i].card, features: featuresOf(texts[i].text) });
    if ((i + 1) % STEP === 0) yield;
  }
  const frequency = new Map<string, number>();
  for (let i = 0; i < docs.length; i++) {
    for (const feature of docs[i].features.keys()) frequency.set(feature, (frequency.get(feature) ?? 0) + 1);
    if ((i + 1) % STEP === 0) yield;
  }
  const idf = new Map<string, number>();
  for (const [feature, n] of frequency) {
    idf.set(feature, Math.log(1 + docs.length / n));
    if (idf.size % (20 * STEP) === 0) yield;
  }
  yield;
  const postings = new PostingLists();
  const sums: Vector[] = cards.map(() => new Map<string, number>());
  for (let index = 0; index < docs.length; index++) {
    const doc = docs[index];
    for (const [feature, weight] of weighted(doc.features, idf)) {
      postings.add(feature, index, weight);
      const sum = sums[doc.card];
      sum.set(feature, (sum.get(feature) ?? 0) + weight);
    }
    if ((index + 1) % STEP === 0) yield;
  }
  const centres = new PostingLists();
  for (let card = 0; card < sums.length; card++) {
    for (const [feature, weight] of normalised(sums[card])) centres.add(feature, card, weight);
    if ((card + 1) % 20 === 0) yield;
  }
  return {
    cards,
    idf,
    postings: yield* postings.packed(),
    centrePostings: yield* centres.packed(),
    cardOf: Int32Array.from(docs, (doc) => doc.card),
  };
}

/** Posting lists gathered as plain arrays, then packed into typed arrays. */
class PostingLists {
  private readonly lists = new Map<string, { ids: number[]; weights: number[] }>();
  add(feature: string, id: number, weight: number): void {
    let list = this.lists.get(feature);
    if (!list) this.lists.set(feature, (list = { ids: [], weights: [] }));
    list.ids.push(id);
    list.weights.push(weight);
  }
  /** Packed a slice of features at a time. */
  *packed(): Generator<void, Map<string, Posting>> {
    const out = new Map<string, Posting>();
    for (const [feature, { ids, weights }] of this.lists) {
      out.set(feature, { ids: Int32Array.from(ids), weights: Float64Array.from(weights) });
      if (out.size % (10 * STEP) === 0) yield;
    }
    return out;
  }
}

function drain<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** The best cards for a text with the calibration's confidence. */
export function rankWith(model: Model, calibration: MatcherCalibration, text: string, limit: number): MatchResult {
  const scores = cardScores(model, text);
  const order = [...scores.keys()].filter((card) => scores[card] > 0).sort((a, b) => scores[b] - scores[a] || a - b);
  const ranked = order.slice(0, limit).map((card) => ({ card: model.cards[card], score: scores[card] }));
  const top = scores[order[0]] ?? 0;
  const second = scores[order[1]] ?? 0;
  return { ranked, confidence: confidenceOf(calibration, top, top - second) };
}

export function confidenceOf(calibration: MatcherCalibration, top: number, lead: number): number {
  return 1 / (1 + Math.exp(-(calibration.top * top + calibration.lead * lead + calibration.bias)));
}

/**
 * A matcher over `cards`, learned on first use, or a slice at a time by the service's warm-up
 * (`prepare`, about 20 ms a call): learning the whole library at once holds the event loop for
 * some seconds.
 */
export function createCardMatcher(
  cards: readonly CoachingCard[],
  calibration: MatcherCalibration,
): CardMatcher & { prepare(): boolean } {
  let model: Model | undefined;
  let steps: Generator<void, Model> | undefined;
  const building = () =>
    (steps ??= buildModel(
      cards,
      cards.flatMap((card, index) => trainingTexts(card).map((text) => ({ card: index, text }))),
    ));
  const learned = () => (model ??= drain(building()));
  return {
    match: (text, limit) => rankWith(learned(), calibration, text, limit),
    answers: (confidence) => confidence >= calibration.answerFrom,
    prepare() {
      if (model) return false;
      const next = building().next();
      if (next.done) model = next.value;
      return !next.done;
    },
  };
}

/** Log-scaled counts times rarity, to unit length. */
function weighted(features: Vector, idf: Map<string, number>): Vector {
  const out: Vector = new Map();
  for (const [feature, count] of features) {
    const rarity = idf.get(feature);
    if (rarity) out.set(feature, Math.log1p(count) * rarity);
  }
  return normalised(out);
}

function normalised(vector: Vector): Vector {
  let sum = 0;
  for (const value of vector.values()) sum += value * value;
  const norm = Math.sqrt(sum) || 1;
  const out: Vector = new Map();
  for (const [feature, value] of vector) out.set(feature, value / norm);
  return out;
}
