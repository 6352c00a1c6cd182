/**
 * @module
 * The coach's side of a chat: the scope guard first (concepts and the learned layer, then the
 * model-based check when a model writes the reply), then an answer from the coaching library,
 * or from a language model grounded in the same library.
 */
import { CoachError } from '../errors.js';
import type { Logger, ReplyLanguage, Translate, Translator } from '../ports.js';
import type { ChatRequest, ChatTurn } from '../requests.js';
import type { CardIndex, RankedCard } from './cards.js';
import { figureReply, type FigureSources } from './figures/figures.js';
import { strictest, type Guard } from './guard/guard.js';
import { normalizeForGuard } from './guard/normalize.js';
import { isSpanish } from './guard/reply-language.js';
import { isAboutSomeoneElse } from './guard/someone-else.js';
import type { GuardResult, SafetyCheck } from './guard/types.js';

/** Most messages considered, most recent last. */
export const MAX_MESSAGES = 12;
/** About how long a reply may be. */
export const MAX_REPLY_WORDS = 140;
/** Cards given to a model as grounding. */
const GROUNDING_CARDS = 4;
/** A second card joins the first when it scores at least this share of it. */
const SECOND_CARD_SHARE = 0.75;

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
  cards: CardIndex;
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
    // A figure is written in Spanish to a Spanish question, as a decline is; cards have Catalan and English.
    const figureLanguage: ReplyLanguage = isSpanish(normalizeForGuard(latest)) ? 'es' : request.language;
    const figure = deps.figures && figureReply(latest, figureLanguage, deps.figures, deps.translator(figureLanguage));
    if (figure && deps.mode.kind !== 'model') return { reply: figure, declined: false, source: 'library' };
    const ranked = deps.cards.rank(latest, userTexts.slice(0, -1), GROUNDING_CARDS);
    if (deps.mode.kind === 'model') {
      const grounding = [...(figure ? [figure] : []), ...ranked.map(({ card }) => card.text[request.language])]
        .map((text) => `- ${text}`)
        .join('\n');
      const reply = await deps.mode.model.reply({
        system: deps.mode.systemPrompt(request.language, grounding),
        messages,
      });
      return { reply: limitWords(reply, MAX_REPLY_WORDS), declined: false, source: 'model' };
    }
    return { reply: libraryReply(ranked, request.language, t), declined: false, source: 'library' };
  };
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
  const latest = normalizeForGuard(texts.at(-1) ?? '');
  const selfHarmKey = isAboutSomeoneElse(texts.map((text) => normalizeForGuard(text)))
    ? 'selfHarmSomeoneElse'
    : 'selfHarm';
  const key = guard.decision === 'self_harm' ? selfHarmKey : guard.category ? DECLINE_KEYS[guard.category] : 'clinical';
  const replyLanguage: ReplyLanguage = isSpanish(latest) ? 'es' : language;
  return translator(replyLanguage)(`chat.decline.${key}`);
}

function libraryReply(ranked: readonly RankedCard[], language: ChatRequest['language'], t: Translate): string {
  const [first, second] = ranked;
  if (!first) return t('chat.fallback');
  const reply = first.card.text[language];
  if (second && second.score >= SECOND_CARD_SHARE * first.score && second.card.topic !== first.card.topic) {
    const both = `${reply}\n\n${second.card.text[language]}`;
    if (countWords(both) <= MAX_REPLY_WORDS) return both;
  }
  return reply;
}

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
