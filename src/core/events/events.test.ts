import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../storage/memory.js';
import { createMemoryLogger } from '../../../test/helpers/api.js';
import { withOutage, type FlakyStore } from '../../../test/helpers/outage.js';
import { createEventRecorder, type EventRecorder } from './events.js';

describe('event counts through a storage outage', () => {
  let store: FlakyStore;
  let now: Date;
  let logger: ReturnType<typeof createMemoryLogger>;
  let events: EventRecorder;
  beforeEach(() => {
    now = new Date('2026-11-22T23:59:00Z');
    store = withOutage(createMemoryStore({ clock: () => now }));
    logger = createMemoryLogger();
    let ids = 0;
    events = createEventRecorder({ store, clock: () => now, logger, randomId: () => `write-${++ids}` });
  });

  it('keeps what storage refused and writes it, per name and day, once storage is back', async () => {
    expect(await events.record('coach_opened')).toBe(true);
    store.down = true;
    for (let i = 0; i < 500; i++) expect(await events.record('coach_opened')).toBe(false);
    await events.record('plan_generated');
    now = new Date('2026-11-23T00:01:00Z');
    await events.record('coach_opened');
    expect(await events.flush()).toBe(3);
    store.down = false;
    expect(await events.flush()).toBe(0);
    expect(await events.countsOf('2026-11-22')).toEqual({ coach_opened: 501, plan_generated: 1 });
    expect(await events.countsOf('2026-11-23')).toEqual({ coach_opened: 1 });
    expect(await events.flush()).toBe(0);
    expect(await events.countsOf('2026-11-22')).toEqual({ coach_opened: 501, plan_generated: 1 });
  });

  it('says so once per name and day, not once per event', async () => {
    store.down = true;
    for (let i = 0; i < 50; i++) await events.record('coach_opened');
    expect(logger.lines.filter((entry) => entry.message.startsWith('events kept'))).toHaveLength(1);
  });

  it('sends a kept count as one batch that a slow storage applies once, however often its answer is lost', async () => {
    store.down = true;
    for (let i = 0; i < 40; i++) await events.record('targets_shown');
    store.down = false;
    store.late = true;
    expect(await events.flush()).toBe(1);
    expect(await events.flush()).toBe(1);
    store.late = false;
    expect(await events.countsOf('2026-11-22')).toEqual({ targets_shown: 40 });
    expect(await events.flush()).toBe(0);
    expect(await events.countsOf('2026-11-22')).toEqual({ targets_shown: 40 });
  });

  it('keeps events refused while a batch is in flight for the next batch, not the one being retried', async () => {
    store.down = true;
    for (let i = 0; i < 3; i++) await events.record('meal_logged');
    store.down = false;
    store.late = true;
    expect(await events.flush()).toBe(1);
    store.late = false;
    store.down = true;
    for (let i = 0; i < 3; i++) await events.record('meal_logged');
    store.down = false;
    expect(await events.flush()).toBe(0);
    expect(await events.countsOf('2026-11-22')).toEqual({ meal_logged: 6 });
  });

  it('writes a count once when flushes overlap', async () => {
    store.down = true;
    await events.record('basket_created');
    store.down = false;
    await Promise.all([events.flush(), events.flush(), events.flush()]);
    expect(await events.countsOf('2026-11-22')).toEqual({ basket_created: 1 });
  });
});
