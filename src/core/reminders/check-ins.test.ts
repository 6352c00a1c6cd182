import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../test/helpers/api.js';
import { createMemoryStore } from '../../storage/memory.js';
import { createTimerQueue } from '../../storage/timer-queue.js';
import { manualTime } from '../../../test/helpers/manual-time.js';
import { checkInJobId, createCheckIns, reminderKey, type ChatRef } from './check-ins.js';

function setUp(start = '2026-11-26T05:00:00Z', attempts = 3) {
  const time = manualTime(start);
  const store = createMemoryStore({ clock: time.clock });
  const logger = createMemoryLogger();
  const queue = createTimerQueue({ logger, clock: time.clock, setTimer: time.setTimer, attempts, backoffMs: 60_000 });
  const checkIns = createCheckIns({ randomId: () => 'token-0000', store, queue, logger, clock: time.clock });
  const sent: string[] = [];
  let failures = 0;
  const failNext = (count: number) => void (failures = count);
  let reachable = true;
  const blocked = () => void (reachable = false);
  void checkIns.start(async (chat) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('Bot API down');
    }
    if (!reachable) return false;
    sent.push(`${chat.channel}:${chat.chatId}@${time.clock().toISOString()}`);
    return true;
  });
  return { time, store, logger, checkIns, sent, failNext, blocked, queue };
}

const chat: ChatRef = { channel: 'telegram', chatId: '42' };
const eight = { hour: 8, minute: 0, zone: 'Europe/Madrid' };

describe('check-ins on the in-process queue', () => {
  it('sends at the hour in Madrid, then every morning after', async () => {
    const { time, checkIns, sent } = setUp();
    expect(await checkIns.set(chat, eight)).toEqual({ at: new Date('2026-11-26T07:00:00Z'), day: '2026-11-26' });
    expect(time.due()).toEqual(['2026-11-26T07:00:00.000Z']);
    await time.advance();
    await time.advance();
    expect(sent).toEqual(['telegram:42@2026-11-26T07:00:00.000Z', 'telegram:42@2026-11-27T07:00:00.000Z']);
    expect(time.due()).toEqual(['2026-11-28T07:00:00.000Z']);
  });

  it('retries a failed send with backoff and sends it once', async () => {
    const { time, checkIns, sent, failNext } = setUp();
    await checkIns.set(chat, eight);
    failNext(1);
    await time.advance();
    expect(sent).toEqual([]);
    // Tomorrow's is queued already, and the retry a minute after the failure.
    expect(time.due()).toEqual(['2026-11-26T07:01:00.000Z', '2026-11-27T07:00:00.000Z']);
    await time.advance();
    expect(sent).toEqual(['telegram:42@2026-11-26T07:01:00.000Z']);
    expect(time.due()).toEqual(['2026-11-27T07:00:00.000Z']);
  });

  it('gives up after the last attempt and says so in the log, without the chat', async () => {
    const { time, checkIns, sent, failNext, logger } = setUp('2026-11-26T05:00:00Z', 2);
    await checkIns.set(chat, eight);
    failNext(2);
    await time.advance();
    await time.advance();
    expect(sent).toEqual([]);
    expect(time.due()).toEqual(['2026-11-27T07:00:00.000Z']);
    expect(logger.lines.map((line) => line.message)).toContain('check-in not sent');
    expect(JSON.stringify(logger.lines)).not.toContain('42');
  });

  it('moves to a new hour without sending the old one, and sends once a day even when moved after it was sent', async () => {
    const { time, checkIns, sent } = setUp();
    await checkIns.set(chat, eight);
    await checkIns.set(chat, { ...eight, hour: 9 });
    expect(time.due()).toEqual(['2026-11-26T08:00:00.000Z']);
    await time.advance();
    // Sent at 9:00; moved to 10:00 the same day, the next is tomorrow's at 10:00, and the reply says so.
    expect(await checkIns.set(chat, { ...eight, hour: 10 })).toEqual({
      at: new Date('2026-11-27T09:00:00Z'),
      day: '2026-11-27',
    });
    expect(time.due()).toEqual(['2026-11-27T09:00:00.000Z']);
    await time.advance();
    expect(sent).toEqual(['telegram:42@2026-11-26T08:00:00.000Z', 'telegram:42@2026-11-27T09:00:00.000Z']);
  });

  it('stops when turned off, and keeps no key about the chat', async () => {
    const { time, checkIns, sent, store } = setUp();
    await checkIns.set(chat, eight);
    await time.advance();
    await checkIns.off(chat);
    expect(time.due()).toEqual([]);
    expect(await checkIns.get(chat)).toBeUndefined();
    expect(await store.get(reminderKey(chat))).toBeUndefined();
    expect(await store.get('checkin:sent:telegram:42:2026-11-26')).toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('skips a check-in that comes hours late, and keeps the next one', async () => {
    const { time, checkIns, sent, logger } = setUp();
    await checkIns.set(chat, eight);
    time.set('2026-11-26T15:00:00Z');
    await time.advance();
    expect(sent).toEqual([]);
    expect(time.due()).toEqual(['2026-11-27T07:00:00.000Z']);
    expect(logger.lines.map((line) => line.message)).toContain('check-in skipped: too late');
  });

  it('ends by itself when there is no one to write to (a forgotten chat, a blocked bot)', async () => {
    const { time, checkIns, sent, blocked, store } = setUp();
    await checkIns.set(chat, eight);
    blocked();
    await time.advance();
    expect(sent).toEqual([]);
    expect(time.due()).toEqual([]);
    expect(await store.get(reminderKey(chat))).toBeUndefined();
  });

  it('sends nothing when turned off while the check-in runs, and leaves no job behind', async () => {
    const { time, checkIns, sent, store } = setUp();
    await checkIns.set(chat, eight);
    // The person stops them just as the job starts: the hour is gone when the run looks again.
    const get = store.get.bind(store);
    let reads = 0;
    store.get = async (key) => {
      if (key === reminderKey(chat) && ++reads === 2) await checkIns.off(chat);
      return get(key);
    };
    await time.advance();
    expect(sent).toEqual([]);
    expect(time.due()).toEqual([]);
    expect(await get(reminderKey(chat))).toBeUndefined();
  });

  it('mends a broken chain: the next check-in is queued again, once', async () => {
    const { time, checkIns, queue } = setUp();
    await checkIns.set(chat, eight);
    // The job is lost (a queue emptied by an outage).
    await queue.remove(checkInJobId('token-0000', '2026-11-26', eight));
    expect(time.due()).toEqual([]);
    await checkIns.ensure(chat);
    await checkIns.ensure(chat);
    expect(time.due()).toEqual(['2026-11-26T07:00:00.000Z']);
  });
});
