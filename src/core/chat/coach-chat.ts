/**
 * @module
 * The coach's side of a chat: the scope guard first (concepts and the learned layer, then the
 * model-based check when a model writes the reply), then an answer from the coaching library,
 * or from a language model grounded in the same library.
 */
import { CoachError } from '../errors.js';
import type { Logger, ReplyLanguage, Translate, Translator } from '../ports.js';
import type { ChatRequest, ChatTurn } from '../requests.js';
import type { CardMatcher, MatchResult } from './card-matcher.js';
import type { CoachingCard } from './cards.js';
import { comparisonReplyOf, figureReply, plannedLoss, statedLossReply, type FigureSources } from './figures/figures.js';
import { speaksOfAnotherLoss, withoutAnotherLoss } from './figures/weight-goal.js';
import { smallTalkOf } from './small-talk.js';
import { ownWeight, withOwnWeight } from './worked-example.js';
import { ownAge, withoutOlderAsides } from './own-age.js';
import { speaksOfTheSame } from './off-topic.js';
import { strictest, type Guard } from './guard/guard.js';
import { normalizeForGuard } from './guard/normalize.js';
import { writesSpanish } from './guard/reply-language.js';
import { isAboutSomeoneElse } from './guard/someone-else.js';
import type { GuardResult, SafetyCheck } from './guard/types.js';

/** Most messages considered, most recent last. */
export const MAX_MESSAGES = 12;
/** About how long a reply may be. */
export const MAX_REPLY_WORDS = 140;
/** Cards given to a model as grounding. */
const GROUNDING_CARDS = 4;
/** Fewest words each part of a message needs to be read as a question of its own. */
const PART_WORDS = 3;

/** A chat model behind an OpenAI-compatible API, or any other. */
export interface ChatModel {
  /** The reply to `messages`, following `system`; throws `upstream_unavailable` when it cannot. */
  reply(input: { system: string; messages: readonly ChatTurn[] }): Promise<string>;
}

export type ChatMode =
  | { kind: 'library' }
  | { kind: 'model'; model: ChatModel; systemPrompt: (language: string, cards: string) => string }
  | { kind: 'off' };

export interface ChatAnswer {
  reply: string;
  /** True when the guard declined the question. */
  declined: boolean;
  source: 'library' | 'model';
}

export interface CoachChatDeps {
  /** Which card answers a message, and how sure that is. */
  cards: CardMatcher;
  mode: ChatMode;
  translator: Translator;
  /** Layers 1 and 2 of the scope guard, run on every message. */
  guard: Guard;
  /** Layer 3, asked before a model writes a reply; when it fails or is slow, layers 1 and 2 stand. */
  safetyCheck?: SafetyCheck;
  /** Told when the safety check fails (never the text). */
  logger?: Pick<Logger, 'warn'>;
  /** The project's own data, for questions a figure answers; without it, the cards answer them. */
  figures?: FigureSources;
}

export function createCoachChat(deps: CoachChatDeps): (request: ChatRequest) => Promise<ChatAnswer> {
  return async (request) => {
    if (deps.mode.kind === 'off')
      throw new CoachError('service_not_configured', { messageKey: 'errors.service_not_configured.chat' });
    const t = deps.translator(request.language);
    const messages = request.messages.slice(-MAX_MESSAGES);
    const userTexts = messages.filter((message) => message.role === 'user').map((message) => message.text);
    const latest = userTexts.at(-1);
    let guard = deps.guard.check(userTexts);
    // Asked for a clinical decline too: it may be self-harm that layers 1 and 2 read as medical.
    if (guard.decision !== 'self_harm' && latest !== undefined && deps.mode.kind === 'model' && deps.safetyCheck) {
      guard = strictest(guard, await modelCheck(deps, userTexts));
    }
    if (guard.decision !== 'allow')
      return {
        reply: declineReply(guard, userTexts, request.language, deps.translator),
        declined: true,
        source: 'library',
      };
    if (latest === undefined) return { reply: t('chat.askMe'), declined: false, source: 'library' };
    // Small talk, a figure and the honest "no good answer" are written in Spanish to a Spanish
    // message, as a decline is; cards have Catalan and English.
    const spoken: ReplyLanguage = writesSpanish(latest) ? 'es' : request.language;
    const inSpoken = deps.translator(spoken);
    const talk = deps.mode.kind === 'model' ? undefined : smallTalkOf(latest);
    if (talk) return { reply: inSpoken(`chat.smallTalk.${talk}`), declined: false, source: 'library' };
    // A card's worked example at 70 kg answers someone else when the person gave their weight.
    const weight = ownWeight(latest);
    // An aside for an older age ("especially after 50") speaks to someone else when the person gave a younger one.
    const age = ownAge(latest);
    const cardText = (card: CoachingCard) => {
      const text =
        age === undefined ? card.text[request.language] : withoutOlderAsides(card.text[request.language], age);
      return weight === undefined ? text : withOwnWeight(text, weight, request.language);
    };
    const figures = deps.figures;
    const figure = figures && figureReply(latest, spoken, figures, inSpoken);
    if (figures && figure && deps.mode.kind !== 'model') {
      const loss = plannedLoss(latest);
      const found =
        otherPartCard(deps.cards, latest, (part) => figureReply(part, spoken, figures, inSpoken)) ??
        // A figure of several parts ("calories and protein") already answers each thing asked.
        (figure.includes('\n\n') ? undefined : wholeMessageCard(deps.cards, latest, loss !== undefined));
      // A card worked out for another loss than the one the figure just timed would contradict it: its other
      // sentences (how to go about it) are kept.
      const kept = found && (loss === undefined ? cardText(found) : keptOf(cardText(found), loss));
      const text = kept && withoutFiguresGiven(kept, figure);
      const reply = text ? `${figure}\n\n${text}` : figure;
      return { reply, declined: false, source: 'library' };
    }
    if (deps.mode.kind === 'model') {
      const ranked = deps.cards.match(latest, GROUNDING_CARDS).ranked;
      const grounding = [...(figure ? [figure] : []), ...ranked.map(({ card }) => cardText(card))]
        .map((text) => `- ${text}`)
        .join('\n');
      const reply = await deps.mode.model.reply({
        system: deps.mode.systemPrompt(request.language, grounding),
        messages,
      });
      return { reply: limitWords(reply, MAX_REPLY_WORDS), declined: false, source: 'model' };
    }
    const cards = answeringCards(deps.cards, latest, userTexts.at(-2));
    // Two foods side by side from the tables, when no card speaks of both.
    const comparison = cards.length === 0 && figures ? comparisonReplyOf(latest, spoken, figures, inSpoken) : undefined;
    const texts = cards.map(cardText);
    const reply =
      texts.length > 0 ? withStatedLoss(texts, latest, spoken, inSpoken) : (comparison ?? inSpoken('chat.unsure'));
    return { reply, declined: false, source: 'library' };
  };
}

/** Figures of a text with their units ("3–5 g", "5–7 days", "0,4 kg"), years left out. */
const figuresOf = (text: string) =>
  [...text.matchAll(/(?<![\d.,])(\d+(?:[.,]\d+)?(?:\s*[–-]\s*\d+(?:[.,]\d+)?)?)(?:\s*(%|\p{L}+))?/gu)]
    .filter((found) => !/^(?:19|20)\d\d$/.test(found[1]))
    .map((found) => `${found[1].replace(/\s/g, '')} ${found[2] ?? ''}`.toLowerCase());

/**
 * A card's text without the sentences whose figures the figure reply has already given, so the same dose is not said
 * twice (chat set dd: creatine's dose and loading phase, figure then card); '' when too little is left.
 */
function withoutFiguresGiven(text: string, figure: string): string {
  const given = new Set(figuresOf(figure));
  const kept = text
    .split(/(?<=[.!?])\s+/u)
    .filter((sentence) => {
      const figures = figuresOf(sentence);
      return figures.length === 0 || figures.some((each) => !given.has(each));
    })
    .join(' ');
  return kept === text || countWords(kept) >= KEPT_WORDS ? kept : '';
}

/** Fewest words a card keeps, its other loss left out, to be worth giving after the figure. */
const KEPT_WORDS = 12;

/**
 * Cards' texts, unless one is worked out for another loss than the message states ("vull baixar 3 kg" given "5 kg
 * són uns dos mesos i mig"): then the stated loss timed, and the cards without the sentences of that other loss.
 */
function withStatedLoss(texts: string[], latest: string, language: ReplyLanguage, t: Translate): string {
  const stated = statedLossReply(latest, language, t);
  if (!stated || !texts.some((text) => speaksOfAnotherLoss(text, stated.kg))) return texts.join('\n\n');
  const kept = texts.map((text) => keptOf(text, stated.kg)).filter(Boolean);
  return [stated.reply, ...kept].join('\n\n');
}

/** A card's text without its sentences worked out for another loss than `kg`; '' when too little is left. */
function keptOf(text: string, kg: number): string {
  const kept = withoutAnotherLoss(text, kg);
  return kept === text || countWords(kept) >= KEPT_WORDS ? kept : '';
}

/** Layer 3's verdict, or an answer from layers 1 and 2 alone when it cannot give one. */
async function modelCheck(deps: CoachChatDeps, texts: readonly string[]): Promise<GuardResult> {
  try {
    return await deps.safetyCheck!.classify(texts);
  } catch (error) {
    deps.logger?.warn(
      { code: error instanceof CoachError ? error.code : 'unknown' },
      'the model safety check failed; layers 1 and 2 stand',
    );
    return { decision: 'allow' };
  }
}

const DECLINE_KEYS = {
  self_harm: 'selfHarm',
  eating_disorder: 'eatingDisorder',
  medication: 'medication',
  condition: 'condition',
  pregnancy: 'pregnancy',
  minor: 'minor',
  symptom: 'symptom',
} as const;

/** The decline that names the right professional, in Spanish when the person writes Spanish. */
export function declineReply(
  guard: GuardResult,
  texts: readonly string[],
  language: ChatRequest['language'],
  translator: Translator,
): string {
  const selfHarmKey = isAboutSomeoneElse(texts.map((text) => normalizeForGuard(text)))
    ? 'selfHarmSomeoneElse'
    : 'selfHarm';
  const key =
    guard.decision === 'self_harm'
      ? selfHarmKey
      : guard.quiet
        ? 'eatingDisorderQuiet'
        : guard.category
          ? DECLINE_KEYS[guard.category]
          : 'clinical';
  const replyLanguage: ReplyLanguage = writesSpanish(texts.at(-1) ?? '') ? 'es' : language;
  return translator(replyLanguage)(`chat.decline.${key}`);
}

/** How near the whole message each part's card must rank for a two-card answer. */
const NEAR_WHOLE = 5;

/**
 * The cards that answer a message: one when the matcher is sure of it; two when the message asks two
 * things and each part has its own card; for a short follow-up ("and after it?"), the card of it read
 * with the message before. None when the matcher is not sure: the coach then says so honestly.
 */
function answeringCards(matcher: CardMatcher, latest: string, previous: string | undefined): CoachingCard[] {
  // A card that does not speak of the series or the phone the question names is no answer to it.
  const sureOf = ({ ranked, confidence }: MatchResult) =>
    ranked[0] && matcher.answers(confidence) && fits(matcher, ranked[0].card, latest) ? ranked[0].card : undefined;
  const sure = (text: string) => sureOf(matcher.match(text, 1));
  const whole = matcher.match(latest, NEAR_WHOLE);
  const card = sureOf(whole);
  const parts = partsOf(latest);
  if (parts.length === 2) {
    const [first, second] = parts.map(sure);
    // Each part's card must also be near the whole message: a part read alone ("and how many?") can
    // find a card about something else (readers of set f: fricandó under a coca de recapte).
    const near = (card: CoachingCard) => whole.ranked.some((match) => match.card.id === card.id);
    // A sure card for the whole message that neither part finds answers both halves together.
    const wholeAnswersBoth = card !== undefined && card.id !== first?.id && card.id !== second?.id;
    if (first && second && first.id !== second.id && near(first) && near(second) && !wholeAnswersBoth) {
      return [first, second];
    }
  }
  if (card) return [card];
  const followUp = previous !== undefined && countWords(latest) <= 6 ? sure(`${previous} ${latest}`) : undefined;
  return followUp ? [followUp] : [];
}

/**
 * For a message that asks two things of which a figure answers one ("how much protein for 60 kg? and
 * would creatine help?"), the card the matcher is sure of for the other part, near the whole message too.
 */
function otherPartCard(
  matcher: CardMatcher,
  latest: string,
  figureOf: (part: string) => string | undefined,
): CoachingCard | undefined {
  const parts = partsOf(latest);
  if (parts.length !== 2) return undefined;
  const answered = parts.map((part) => figureOf(part) !== undefined);
  if (answered[0] === answered[1]) return undefined;
  const [figurePart, rest] = answered[0] ? parts : [parts[1], parts[0]];
  const card = sureCard(matcher, rest);
  if (!card || !matcher.match(latest, NEAR_WHOLE).ranked.some((match) => match.card.id === card.id)) return undefined;
  // A sure card for the whole message that is not the figure part's own card answers both halves together.
  const whole = wholeMessageCard(matcher, latest);
  return whole && whole.id !== card.id && whole.id !== sureCard(matcher, figurePart)?.id ? whole : card;
}

/**
 * For a message that asks more than the figure answers ("I'm 52 and want to start creatine: is it fine at
 * my age, and how much?"), the card the matcher is sure of for the whole message, after the figure. Readers
 * of set af judged 16 figure replies "partly": the figure right, the rest of the message unanswered.
 */
function wholeMessageCard(matcher: CardMatcher, latest: string, always = false): CoachingCard | undefined {
  return always || asksMoreThanOneThing(latest) ? sureCard(matcher, latest) : undefined;
}

/** The card the matcher is sure of for `text`, when it speaks of what the text names. */
function sureCard(matcher: CardMatcher, text: string): CoachingCard | undefined {
  const { ranked, confidence } = matcher.match(text, 1);
  const card = ranked[0]?.card;
  return card && matcher.answers(confidence) && fits(matcher, card, text) ? card : undefined;
}

/** Whether a card speaks of what the text names: its series or phone (`off-topic.ts`), and its food (`named-food.ts`). */
function fits(matcher: CardMatcher, card: CoachingCard, text: string): boolean {
  return speaksOfTheSame(card, text) && (matcher.speaksOfTheFood?.(card, text) ?? true);
}

/** A second question joined by a question word ("…, and how much?", "… i com …?") or after a question mark. */
const SECOND_QUESTION =
  /[,\s]\s*(?:(?:and|or)\s+(how|what|which|when|should|do|does|is|are|can|could|would|will)|(?:i|o)\s+(com|quin|quina|quins|quines|què|quan|quant|quanta|quants|quantes|cal|hauria|puc|necessito)|(?:y|o)\s+(cómo|qué|cuál|cuáles|cuándo|cuánto|cuánta|cuántos|cuántas|debo|debería|puedo|necesito|hay))(?!\p{L})/iu;

export function asksMoreThanOneThing(text: string): boolean {
  const questions = text.split(/[?]+/).filter((part) => /\p{L}/u.test(part));
  return (questions.length >= 2 && /\?/.test(text.slice(text.indexOf('?') + 1))) || SECOND_QUESTION.test(text);
}

/** The two questions of a message that asks two things ("… before a run? and after it …"), else the message alone. */
function partsOf(text: string): string[] {
  const split = text
    .split(/[?¿]+\s+|\s+(?:and also|and what about|also|i també|i què|a més|y también|y qué|además)\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
  const parts = split.length === 1 ? joinedParts(text) : split;
  return parts.length === 2 && parts.every((part) => countWords(part) >= PART_WORDS) && !REFERS_BACK.test(parts[1])
    ? parts
    : [text];
}

/**
 * A question joined to the one before it by "and how …", "i quant …", "y qué …": "Com cuino les llenties
 * perquè no quedin farinoses i quant duren a la nevera?" asks two things; readers of set ah judged 24
 * such compound replies "partly", one card answering the first half.
 */
function joinedParts(text: string): string[] {
  const found = SECOND_QUESTION.exec(text);
  if (!found) return [text];
  const word = found.slice(1).find(Boolean) ?? '';
  const second = text.slice(found.index + found[0].length - word.length);
  return [text.slice(0, found.index), second].map((part) => part.replace(/^[\s,¿]+|[\s?.!]+$/gu, ''));
}

/**
 * A second question about the first one's subject, named by a pronoun or (in ca and es) by none: "What's the
 * deal with horchata? Is it basically sugar milk?" is one question; read alone, its second half found oat drinks.
 * So is how to handle it: "Es pot congelar l'arròs cuit? Com l'he de descongelar?" found a card on thawing meat (set ay).
 */
const REFERS_BACK =
  /^[¿¡]?(?:(?:and|but|so|i|y|pero|però|o sea)\s+)?(?:(?:is|was|does|did|will|would|can|could|are|do)\s+(?:it|this|that|they|these|those)|és|es|són|son|era|seria|sería|té|te|tiene|tienen|tenen|porta|lleva|engreixa|engorda|engreixen|engordan)(?!\p{L})|^(?:and\s+)?how\s+(?:do|should|can|would)\s+(?:i|you|we)\s+\p{L}+\s+(?:it|them)\s*[?.!]*$|^(?:i\s+)?(?:com|quan|on)\s+(?:l'|(?:el|la|els|les)\s+(?:he|has|puc|pots|haig|hauria|hauries)(?!\p{L}))|^¿?(?:y\s+)?(?:cómo|como|cuándo|cuando|dónde|donde)\s+(?:lo|los|la|las)\s+(?:\p{L}+o|puedo|debo|tengo|hay que)(?!\p{L})/iu;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Cuts a reply to at most `max` words, at the end of a sentence when one is near. */
export function limitWords(text: string, max: number): string {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/);
  if (words.length <= max) return trimmed;
  const cut = words.slice(0, max).join(' ');
  const sentenceEnd = Math.max(
    cut.lastIndexOf('. '),
    cut.lastIndexOf('! '),
    cut.lastIndexOf('? '),
    cut.endsWith('.') ? cut.length - 1 : -1,
  );
  return sentenceEnd > cut.length / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut}…`;
}
