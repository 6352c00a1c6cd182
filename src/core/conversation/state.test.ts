import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../storage/memory.js';
import { changesOverview, chatKey, createPersonLookup, freshState } from './state.js';

describe('the person behind a chat, as a channel may know them', () => {
  it('gives the language and the profile so far, and nothing else of the state', async () => {
    const store = createMemoryStore();
    const chat = { channel: 'slack' as const, chatId: 'T1:U1' };
    const person = createPersonLookup(store);
    expect(await person(chat)).toBeUndefined();
    await store.set(
      chatKey(chat),
      JSON.stringify({ ...freshState('ca'), profile: { age: 41, sex: 'female' }, pendingEmail: 'ana@example.com' }),
    );
    expect(await person(chat)).toEqual({ language: 'ca', profile: { age: 41, sex: 'female' } });
    expect(await person({ channel: 'telegram', chatId: 'T1:U1' })).toBeUndefined();
  });

  it('names the actions after which an overview is out of date', () => {
    expect(['lang:ca', 'forget:yes', 'forget:no'].every(changesOverview)).toBe(true);
    expect(['day:run', 'language:ca', 'photo:yes'].some(changesOverview)).toBe(false);
  });
});
