/**
 * @module
 * One process's chat turns: one chat's updates one after another, in the order they arrived, and different chats
 * side by side. Behind several instances the Redis backend (`src/storage/redis-chat-turns.ts`) orders them across.
 */
import type { ChatTurns } from '../ports.js';

export function createLocalChatTurns(): ChatTurns {
  const last = new Map<string, Promise<unknown>>();
  return {
    run(chat, _order, turn) {
      const result = (last.get(chat) ?? Promise.resolve()).then(turn);
      const settled = result.catch(() => undefined);
      last.set(chat, settled);
      // The chat's entry goes once its last turn is done, so the map holds only chats mid-turn.
      void settled.then(() => last.get(chat) === settled && last.delete(chat));
      return result;
    },
  };
}
