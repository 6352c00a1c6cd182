import { describe, expect, it } from 'vitest';
import { CoachError } from '../errors.js';
import type { Conversation } from './conversation.js';
import type { CheckIns } from '../reminders/check-ins.js';
import { deliverCheckIns, keepCheckInsGoing } from './reminder-flows.js';
import type { ChatState, Reply } from './types.js';

const morning: Conversation = async () => [{ text: 'Bon dia!' }];
const chat = { channel: 'telegram' as const, chatId: '42' };

describe('deliverCheckIns', () => {
  it('pushes the morning message on the chat’s platform', async () => {
    const pushed: [string, readonly Reply[]][] = [];
    expect(
      await deliverCheckIns(morning, { telegram: async (chatId, replies) => void pushed.push([chatId, replies]) })(
        chat,
      ),
    ).toBe(true);
    expect(pushed).toEqual([['42', [{ text: 'Bon dia!' }]]]);
  });

  it('ends the check-ins of a chat with nothing to send, or a person who cannot be written to', async () => {
    expect(await deliverCheckIns(async () => [], { telegram: async () => undefined })(chat)).toBe(false);
    expect(await deliverCheckIns(morning, { telegram: () => Promise.reject(new CoachError('forbidden')) })(chat)).toBe(
      false,
    );
  });

  it('rejects, to be tried again, on a channel this instance does not serve or a platform failing', async () => {
    await expect(deliverCheckIns(morning, { slack: async () => undefined })(chat)).rejects.toMatchObject({
      code: 'service_not_configured',
    });
    await expect(
      deliverCheckIns(morning, { telegram: () => Promise.reject(new CoachError('upstream_unavailable')) })(chat),
    ).rejects.toMatchObject({ code: 'upstream_unavailable' });
  });
});

describe('keepCheckInsGoing', () => {
  it("makes sure of the next check-in on the person's first message of their day, and only with check-ins on", async () => {
    const ensured: string[] = [];
    const checkIns = { ensure: async (to: { chatId: string }) => void ensured.push(to.chatId) } as unknown as CheckIns;
    let now = new Date('2026-11-26T08:30:00Z');
    const state = {
      language: 'ca',
      profile: {},
      seed: 0,
      turns: [],
      checkIns: { ensuredDay: '2026-11-25' },
    } as ChatState;
    await keepCheckInsGoing(checkIns, chat, state, () => now);
    await keepCheckInsGoing(checkIns, chat, state, () => now);
    expect(ensured).toEqual(['42']);
    // 23:30 UTC is already the next day in Madrid.
    now = new Date('2026-11-26T23:30:00Z');
    await keepCheckInsGoing(checkIns, chat, state, () => now);
    expect(ensured).toEqual(['42', '42']);
    await keepCheckInsGoing(checkIns, chat, { ...state, checkIns: undefined }, () => new Date('2026-12-01T10:00:00Z'));
    expect(ensured).toHaveLength(2);
  });
});
