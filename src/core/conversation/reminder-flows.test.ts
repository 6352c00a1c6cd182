import { describe, expect, it } from 'vitest';
import { CoachError } from '../errors.js';
import type { Conversation } from './conversation.js';
import { deliverCheckIns } from './reminder-flows.js';
import type { Reply } from './types.js';

const morning: Conversation = async () => [{ text: 'Bon dia!' }];
const chat = { channel: 'telegram' as const, chatId: '42' };

describe('deliverCheckIns', () => {
  it('pushes the morning message on the chat’s platform', async () => {
    const pushed: [string, readonly Reply[]][] = [];
    expect(await deliverCheckIns(morning, { telegram: async (chatId, replies) => void pushed.push([chatId, replies]) })(chat)).toBe(true);
    expect(pushed).toEqual([['42', [{ text: 'Bon dia!' }]]]);
  });

  it('ends the check-ins of a chat with nothing to send, or a person who cannot be written to', async () => {
    expect(await deliverCheckIns(async () => [], { telegram: async () => undefined })(chat)).toBe(false);
    expect(await deliverCheckIns(morning, { telegram: () => Promise.reject(new CoachError('forbidden')) })(chat)).toBe(false);
  });

  it('rejects, to be tried again, on a channel this instance does not serve or a platform failing', async () => {
    await expect(deliverCheckIns(morning, { slack: async () => undefined })(chat)).rejects.toMatchObject({ code: 'service_not_configured' });
    await expect(deliverCheckIns(morning, { telegram: () => Promise.reject(new CoachError('upstream_unavailable')) })(chat)).rejects.toMatchObject({ code: 'upstream_unavailable' });
  });
});
