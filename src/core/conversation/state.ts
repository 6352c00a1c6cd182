/**
 * @module
 * A chat's state in shared storage, under one key per chat, so any instance
 * can continue a conversation another started, and `/forget` removes it all.
 */
import { subscriberKey } from '../email/deliver.js';
import { hostedImageKey } from '../images/meal-images.js';
import { mealLogKey } from '../log/meal-log.js';
import type { KeyValueStore, Language } from '../ports.js';
import type { ChatContext, ChatState } from './types.js';

/** Kept this long after the last message; a quiet chat is forgotten by itself. */
export const CHAT_STATE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** Most chat turns kept for the coach chat. */
export const MAX_TURNS = 12;

export function chatKey(context: Pick<ChatContext, 'channel' | 'chatId'>): string {
  return `chat:${context.channel}:${context.chatId}`;
}

/** What a channel may know of a person between messages: the language they chose and their profile so far (a form pre-fills from it). */
export interface Person {
  language: Language;
  profile: ChatState['profile'];
}

/** The person behind a chat, or undefined for a chat the coach does not know (or while storage is away). */
export type PersonLookup = (context: Pick<ChatContext, 'channel' | 'chatId'>) => Promise<Person | undefined>;

/** Reads a person without handing a channel the chat's storage or its state's shape. */
export function createPersonLookup(store: KeyValueStore): PersonLookup {
  return async (context) => {
    const state = await loadState(store, context as ChatContext);
    return state && { language: state.language, profile: { ...state.profile } };
  };
}

/** Actions after which a person's overview (a Home tab, say) no longer shows what it did: their language, their forgetting. */
export const changesOverview = (action: string): boolean => /^(forget|lang):/.test(action);

export function freshState(language: Language): ChatState {
  return { language, profile: {}, seed: 0, turns: [] };
}

export async function loadState(store: KeyValueStore, context: ChatContext): Promise<ChatState | undefined> {
  return (await loadVersion(store, context)).state;
}

/** A chat's state with what was stored, so that writing it back can check nothing else wrote in between. */
export interface StateVersion {
  state: ChatState | undefined;
  /** The stored text as read; undefined when the chat had none. */
  stored: string | undefined;
}

export async function loadVersion(store: KeyValueStore, context: ChatContext): Promise<StateVersion> {
  const stored = await store.get(chatKey(context));
  if (!stored) return { state: undefined, stored };
  try {
    return { state: JSON.parse(stored) as ChatState, stored };
  } catch {
    return { state: undefined, stored };
  }
}

/**
 * Writes the chat's state back, only while it still holds what `read` found (compare-and-set): a turn that lost its
 * chat to another instance (its lease expired mid-turn) never overwrites a newer turn. False when it did not write.
 */
export async function saveState(
  store: KeyValueStore,
  context: ChatContext,
  state: ChatState,
  read?: StateVersion,
): Promise<boolean> {
  const kept = JSON.stringify({ ...state, turns: state.turns.slice(-MAX_TURNS) });
  if (!read) {
    await store.set(chatKey(context), kept, { ttlMs: CHAT_STATE_TTL_MS });
    return true;
  }
  return store.compareAndSet(chatKey(context), read.stored, kept, { ttlMs: CHAT_STATE_TTL_MS });
}

/** Deletes the chat, its meal log, its hosted charts and the subscriber records of the addresses its plans went to. */
export async function forgetState(store: KeyValueStore, context: ChatContext, state: ChatState): Promise<void> {
  await Promise.all([
    ...(state.emailedTo ?? []).map((address) => store.delete(subscriberKey(address))),
    ...(state.chartImage ? [store.delete(hostedImageKey(state.chartImage))] : []),
    store.delete(mealLogKey(`${context.channel}:${context.chatId}`)),
  ]);
  await store.delete(chatKey(context));
}

/** The chat's language from the platform's hint: Catalan when it says so, else English. */
export function languageFromHint(hint: string | undefined): Language {
  return hint?.toLowerCase().startsWith('ca') ? 'ca' : 'en';
}
