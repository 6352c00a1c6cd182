/**
 * @module
 * Which card answers a question, and how sure of it the coach can be. The model is learned from the
 * questions each card was written to answer (en, ca and es paraphrases, see `data/cards/`): a message
 * and every training question are vectors of stemmed words, word pairs and character 4-grams,
 * weighted by how rare each is (tf-idf); a card scores by its nearest training question and by the
 * centre of all of them, and, where a card classifier is given (`card-model.ts`), by the probability
 * it gives the card. A calibrated confidence (`data/card-matcher.json`, fitted out of fold by
 * `npm run train:cards`) says whether the best card is likely the answer; below it the coach says
 * honestly that it has no good answer.
 */
import { foldText, stemWord } from '../text.js';
import { classProbabilities, NO_CARD, type CardModel } from './card-model.js';
import type { CoachingCard } from './cards.js';

/**
 * A logistic over the best card's tf-idf score, its lead over the next card's, how much of the
 * question the card holds and the classifier's probability for it, fitted out of fold.
 */
export interface MatcherCalibration {
  /** Weights of the best card's score, its lead over the second, its coverage of the question (`coverageOf`), its probability, and the bias. */
  top: number;
  lead: number;
  coverage: number;
  /** 0 when the matcher has no classifier. */
  probability?: number;
  /** Weight of the classifier's probability that no card answers; absent in files fitted before it. */
  none?: number;
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
  /** Whether a card may answer a question for the foods they name (`named-food.ts`); without it, any may. */
  speaksOfTheFood?(card: CoachingCard, question: string): boolean;
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
/**
 * Weight of the classifier's probability beside the tf-idf score (0 to about 1). On held-out
 * questions the sum found the question's own card 65 % of the time, against 62 % for the classifier
 * alone and 53 % for tf-idf; 0.4 gave 64.9 %, 0.8 65.3 %.
 */
const CLASSIFIER_WEIGHT = 1;

type Vector = Map<string, number>;

/**
 * Words of the three languages that mean the same thing ("ou", "huevo", "egg"), by folded word or
 * phrase of up to three words, each to the id of its concept: a concept feature joins a Spanish
 * question to the Catalan and English paraphrases of its card.
 */
export type Concepts = ReadonlyMap<string, string>;
/** Weight of a concept feature beside a word's (1). */
const CONCEPT_WEIGHT = 1;
const CONCEPT_WORDS = 3;

/** The features of a text with their counts: stemmed words, stemmed word pairs, and the 4-letter runs of each folded word. */
export function featuresOf(text: string, concepts?: Concepts): Vector {
  const features: Vector = new Map();
  forEachFeature(text, (key, weight) => features.set(key, (features.get(key) ?? 0) + weight), concepts);
  return features;
}

/** Each feature of a text as it occurs, in the order `featuresOf` first meets them. */
function forEachFeature(text: string, add: (key: string, weight: number) => void, concepts?: Concepts): void {
  if (concepts) forEachConcept(text, concepts, (concept) => add(`x:${concept}`, CONCEPT_WEIGHT));
  const words = wordsOf(text);
  // The words are folded already: stemming each without folding it again halves learning's time.
  const stems = words.map(stemWord);
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
}

/** Each concept a text names, longest phrase first, each word read once. */
export function forEachConcept(text: string, concepts: Concepts, add: (concept: string) => void): void {
  const words = foldText(text).split(' ');
  for (let start = 0; start < words.length;) {
    let taken = 0;
    for (let size = Math.min(CONCEPT_WORDS, words.length - start); size > 0 && !taken; size--) {
      const concept = concepts.get(words.slice(start, start + size).join(' '));
      if (concept) {
        add(concept);
        taken = size;
      }
    }
    start += taken || 1;
  }
}

/** The texts a card is learned from: its questions in every language, and its keywords. */
export function trainingTexts(card: CoachingCard): string[] {
  const questions = card.questions ? [...card.questions.en, ...card.questions.ca, ...card.questions.es] : [];
  return [...questions, ...card.keywords.en, ...card.keywords.ca, ...card.keywords.es];
}

/**
 * Who holds each feature, with the weight it has there, as compressed rows: the holders of feature
 * `f` are `ids[offsets[f]]` to `ids[offsets[f + 1] - 1]`. Typed arrays, read in a tight loop and
 * light on the garbage collector (maps of maps took half of learning's time).
 */
interface Rows {
  offsets: Int32Array;
  ids: Int32Array;
  weights: Float64Array;
}

export interface Model {
  cards: readonly CoachingCard[];
  /** Each feature's number, and its rarity by number. */
  vocabulary: Map<string, number>;
  idf: Float64Array;
  /** For each feature, the training texts holding it. */
  postings: Rows;
  /** For each feature, the cards whose centre (the normalised sum of their texts) holds it. */
  centres: Rows;
  /** The card of each training text. */
  cardOf: Int32Array;
  /** The stemmed words of each card's training texts and text, and in how many cards each word is. */
  cardWords: Set<string>[];
  wordCards: Map<string, number>;
  concepts?: Concepts;
  classifier?: Classifier;
}

/** The card classifier with each of its classes' card (-1 for a class whose card the library no longer has). */
interface Classifier {
  model: CardModel;
  cardOfClass: Int32Array;
  /** The no-card class, -1 in a model learned without negatives. */
  noCardClass: number;
}

/** A classifier, or how to load one: read when the matcher is built, not when it is created. */
export type ClassifierSource = CardModel | (() => CardModel);

function classifierFor(cards: readonly CoachingCard[], source: ClassifierSource | undefined): Classifier | undefined {
  if (!source) return undefined;
  const model = typeof source === 'function' ? source() : source;
  const index = new Map(cards.map((card, i) => [card.id, i]));
  return {
    model,
    cardOfClass: Int32Array.from(model.ids, (id) => index.get(id) ?? -1),
    noCardClass: model.ids.indexOf(NO_CARD),
  };
}

/**
 * How much of a question's words, weighted by how few cards hold each, the card holds in its
 * questions, keywords or text: 0 to 1. A card about the neighbouring food or need scores well on
 * shared words and 4-grams and low here. On the readers' judged pairs, adding it to the calibration
 * answered 280 questions instead of 204 at the same 2 % off (five-fold, 676 pairs).
 */
export function coverageOf(model: Model, text: string, card: number): number {
  let all = 0;
  let held = 0;
  for (const key of featuresOf(text).keys()) {
    if (!key.startsWith('w:')) continue;
    const weight = Math.log(1 + model.cards.length / (model.wordCards.get(key) ?? 0.5));
    all += weight;
    if (model.cardWords[card]?.has(key)) held += weight;
  }
  return all > 0 ? held / all : 0;
}

/** The folded words of a text that carry meaning: longer than a letter, not a stopword. */
function wordsOf(text: string): string[] {
  return foldText(text)
    .split(' ')
    .filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

/** What the calibration reads of the best card (see `MatcherCalibration`). */
export interface MatchReading {
  top: number;
  lead: number;
  coverage: number;
  probability: number;
  /**
   * The classifier's probability that no card answers (its class learned from the negatives): unseen
   * off-topic questions ("Did Barça win?") read 0.99 and more, where a card's tf-idf alone can be high.
   */
  none: number;
}

/** Every card's tf-idf score, the classifier's probability of each (when there is a classifier), and the two blended, by which cards are ranked. */
export interface CardScores {
  tfidf: Float64Array;
  probability?: Float64Array;
  /** The classifier's probability of its no-card class (0 without a classifier). */
  none: number;
  blended: Float64Array;
}

export function cardScores(model: Model, text: string): CardScores {
  const tfidf = tfidfScores(model, text);
  if (!model.classifier) return { tfidf, none: 0, blended: tfidf };
  const { model: classifier, cardOfClass, noCardClass } = model.classifier;
  const p = classProbabilities(classifier, featuresOf(text, model.concepts));
  const probability = new Float64Array(tfidf.length);
  for (let c = 0; c < p.length; c++) if (cardOfClass[c] >= 0) probability[cardOfClass[c]] = p[c];
  const blended = tfidf.map((score, card) => score + CLASSIFIER_WEIGHT * probability[card]);
  return { tfidf, probability, none: noCardClass < 0 ? 0 : p[noCardClass], blended };
}

/** The best card by blended score, what the calibration reads of it, and whether any card scored at all. */
export function readingOf(model: Model, text: string, scores: CardScores): { best: number; reading: MatchReading } {
  const { tfidf, blended } = scores;
  let best = -1;
  for (let card = 0; card < blended.length; card++) if (best < 0 || blended[card] > blended[best]) best = card;
  if (best < 0 || tfidf[best] <= 0)
    return { best: -1, reading: { top: 0, lead: 0, coverage: 0, probability: 0, none: scores.none } };
  let other = 0;
  for (let card = 0; card < tfidf.length; card++) if (card !== best && tfidf[card] > other) other = tfidf[card];
  return {
    best,
    reading: {
      top: tfidf[best],
      lead: tfidf[best] - other,
      coverage: coverageOf(model, text, best),
      probability: scores.probability?.[best] ?? 0,
      none: scores.none,
    },
  };
}

/**
 * Each model's dot products by training text, kept between messages and zeroed where written: a fresh
 * array per message (some 80,000 texts) cost more than the postings it summed.
 */
const DOTS = new WeakMap<Model, Float64Array>();

/** The tf-idf score of every card for a text: its nearest training text and the centre of its texts, mixed. */
function tfidfScores(model: Model, text: string): Float64Array {
  const query = queryVector(model, text);
  const nearest = new Float64Array(model.cards.length);
  let dots = DOTS.get(model);
  if (!dots) DOTS.set(model, (dots = new Float64Array(model.cardOf.length)));
  const touched: number[] = [];
  const centre = new Float64Array(model.cards.length);
  const { postings, centres } = model;
  for (const [feature, weight] of query) {
    for (let i = postings.offsets[feature]; i < postings.offsets[feature + 1]; i++) {
      const doc = postings.ids[i];
      if (dots[doc] === 0) touched.push(doc);
      dots[doc] += weight * postings.weights[i];
    }
    for (let i = centres.offsets[feature]; i < centres.offsets[feature + 1]; i++)
      centre[centres.ids[i]] += weight * centres.weights[i];
  }
  for (const doc of touched) {
    const card = model.cardOf[doc];
    if (dots[doc] > nearest[card]) nearest[card] = dots[doc];
    dots[doc] = 0;
  }
  const scores = new Float64Array(model.cards.length);
  for (let card = 0; card < scores.length; card++)
    scores[card] = NEAREST_SHARE * nearest[card] + (1 - NEAREST_SHARE) * centre[card];
  return scores;
}

/** A text's known features by number, log-scaled counts times rarity, to unit length. */
function queryVector(model: Model, text: string): [number, number][] {
  const out: [number, number][] = [];
  let sum = 0;
  for (const [key, count] of featuresOf(text, model.concepts)) {
    const feature = model.vocabulary.get(key);
    if (feature === undefined) continue;
    const weight = Math.log1p(count) * model.idf[feature];
    out.push([feature, weight]);
    sum += weight * weight;
  }
  const norm = Math.sqrt(sum) || 1;
  for (const entry of out) entry[1] /= norm;
  return out;
}

/** The model learned from `cards` (training texts left out by `skip`, for out-of-fold scores). */
export function learnModel(
  cards: readonly CoachingCard[],
  skip?: (card: number, text: number) => boolean,
  concepts?: Concepts,
  classifier?: CardModel,
): Model {
  const texts: { card: number; text: string }[] = [];
  cards.forEach((card, index) =>
    trainingTexts(card).forEach((text, t) => {
      if (!skip?.(index, t)) texts.push({ card: index, text });
    }),
  );
  return drain(buildModel(cards, texts, concepts, classifier));
}

/** Training texts handled between two pauses of `buildModel`: some 20 ms of work. */
const STEP = 400;

/**
 * The model built a slice at a time, pausing (`yield`) between slices so a service can answer
 * requests while it learns: featuring the texts, rarities and weights, then postings and centres.
 */
function* buildModel(
  cards: readonly CoachingCard[],
  texts: readonly { card: number; text: string }[],
  concepts?: Concepts,
  classifier?: ClassifierSource,
): Generator<void, Model> {
  const vocabulary = new Map<string, number>();
  const frequency: number[] = [];
  // Every text's features by number and count, end to end; text i's run starts at starts[i].
  const features: number[] = [];
  const counts: number[] = [];
  const starts = new Int32Array(texts.length + 1);
  // A text's features counted by number, not by key: one string lookup per occurrence, no map per text.
  const local = new Map<number, number>();
  // Each card's words, for coverage, gathered on the way rather than by folding every text again.
  const cardWords: Set<string>[] = cards.map(() => new Set());
  let words = cardWords[0];
  const count = (key: string, weight: number) => {
    let feature = vocabulary.get(key);
    if (feature === undefined) vocabulary.set(key, (feature = frequency.push(0) - 1));
    local.set(feature, (local.get(feature) ?? 0) + weight);
    if (key.startsWith('w:')) words.add(key);
  };
  for (let i = 0; i < texts.length; i++) {
    local.clear();
    words = cardWords[texts[i].card];
    forEachFeature(texts[i].text, count, concepts);
    for (const [feature, weight] of local) {
      frequency[feature]++;
      features.push(feature);
      counts.push(weight);
    }
    starts[i + 1] = features.length;
    if ((i + 1) % STEP === 0) yield;
  }
  const idf = Float64Array.from(frequency, (n) => Math.log(1 + texts.length / n));
  const weights = new Float64Array(features.length);
  for (let i = 0; i < texts.length; i++) {
    let sum = 0;
    for (let at = starts[i]; at < starts[i + 1]; at++) {
      weights[at] = Math.log1p(counts[at]) * idf[features[at]];
      sum += weights[at] * weights[at];
    }
    const norm = Math.sqrt(sum) || 1;
    for (let at = starts[i]; at < starts[i + 1]; at++) weights[at] /= norm;
    if ((i + 1) % (4 * STEP) === 0) yield;
  }
  const postings = rowsOf(frequency, (emit) => {
    for (let i = 0; i < texts.length; i++)
      for (let at = starts[i]; at < starts[i + 1]; at++) emit(features[at], i, weights[at]);
  });
  yield;
  const centreParts: { card: number; features: number[]; weights: number[] }[] = [];
  const sums = new Float64Array(frequency.length);
  const textsOf: number[][] = cards.map(() => []);
  texts.forEach(({ card }, i) => textsOf[card].push(i));
  for (let card = 0; card < cards.length; card++) {
    const touched: number[] = [];
    for (const i of textsOf[card])
      for (let at = starts[i]; at < starts[i + 1]; at++) {
        if (sums[features[at]] === 0) touched.push(features[at]);
        sums[features[at]] += weights[at];
      }
    let sum = 0;
    for (const feature of touched) sum += sums[feature] * sums[feature];
    const norm = Math.sqrt(sum) || 1;
    centreParts.push({ card, features: touched, weights: touched.map((feature) => sums[feature] / norm) });
    for (const feature of touched) sums[feature] = 0;
    if ((card + 1) % 50 === 0) yield;
  }
  const centreFrequency = new Array<number>(frequency.length).fill(0);
  for (const part of centreParts) for (const feature of part.features) centreFrequency[feature]++;
  const centres = rowsOf(centreFrequency, (emit) => {
    for (const part of centreParts) part.features.forEach((feature, k) => emit(feature, part.card, part.weights[k]));
  });
  yield;
  const wordCards = new Map<string, number>();
  for (let card = 0; card < cards.length; card++) {
    const words = cardWords[card];
    for (const text of [cards[card].text.en, cards[card].text.ca])
      for (const word of wordsOf(text)) words.add(`w:${stemWord(word)}`);
    for (const word of words) wordCards.set(word, (wordCards.get(word) ?? 0) + 1);
    if ((card + 1) % 50 === 0) yield;
  }
  return {
    cards,
    vocabulary,
    idf,
    postings,
    centres,
    cardOf: Int32Array.from(texts, (text) => text.card),
    cardWords,
    wordCards,
    concepts,
    classifier: classifierFor(cards, classifier),
  };
}

/** Compressed rows from how many entries each feature has and a walk that emits every entry once. */
function rowsOf(
  sizes: readonly number[],
  walk: (emit: (feature: number, id: number, weight: number) => void) => void,
): Rows {
  const offsets = new Int32Array(sizes.length + 1);
  for (let feature = 0; feature < sizes.length; feature++) offsets[feature + 1] = offsets[feature] + sizes[feature];
  const ids = new Int32Array(offsets[sizes.length]);
  const weights = new Float64Array(offsets[sizes.length]);
  const cursor = offsets.slice(0, sizes.length);
  walk((feature, id, weight) => {
    const at = cursor[feature]++;
    ids[at] = id;
    weights[at] = weight;
  });
  return { offsets, ids, weights };
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
  const { tfidf, blended } = scores;
  // A card no word of the question reaches is no match, however the classifier spreads its probability.
  const ranked = bestCards(blended, tfidf, limit).map((card) => ({ card: model.cards[card], score: blended[card] }));
  const { best, reading } = readingOf(model, text, scores);
  return { ranked, confidence: best < 0 ? 0 : confidenceOf(calibration, reading) };
}

/**
 * The `limit` cards of highest blended score that some word of the question reaches, best first, the
 * earlier card first on a tie: the order a full sort gives, without sorting the whole library.
 */
function bestCards(blended: Float64Array, tfidf: Float64Array, limit: number): number[] {
  const best: number[] = [];
  if (limit <= 0) return best;
  for (let card = 0; card < blended.length; card++) {
    if (!(tfidf[card] > 0)) continue;
    if (best.length === limit && !(blended[card] > blended[best[limit - 1]])) continue;
    let at = best.length < limit ? best.push(card) - 1 : limit - 1;
    while (at > 0 && blended[best[at - 1]] < blended[card]) {
      best[at] = best[at - 1];
      at--;
    }
    best[at] = card;
  }
  return best;
}

export function confidenceOf(calibration: MatcherCalibration, reading: MatchReading): number {
  const z =
    calibration.top * reading.top +
    calibration.lead * reading.lead +
    calibration.coverage * reading.coverage +
    (calibration.probability ?? 0) * reading.probability +
    (calibration.none ?? 0) * reading.none +
    calibration.bias;
  return 1 / (1 + Math.exp(-z));
}

/**
 * A matcher over `cards`, learned on first use, or a slice at a time by the service's warm-up
 * (`prepare`, about 20 ms a call): learning the whole library at once holds the event loop for
 * some seconds.
 */
export function createCardMatcher(
  cards: readonly CoachingCard[],
  calibration: MatcherCalibration,
  concepts?: Concepts,
  classifier?: ClassifierSource,
): CardMatcher & { prepare(): boolean } {
  let model: Model | undefined;
  let steps: Generator<void, Model> | undefined;
  const building = () =>
    (steps ??= buildModel(
      cards,
      cards.flatMap((card, index) => trainingTexts(card).map((text) => ({ card: index, text }))),
      concepts,
      classifier,
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
