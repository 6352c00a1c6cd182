import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../storage/memory.js';
import { createMealLog, mealLogKey, type LoggedItem } from './meal-log.js';

const target = { calories: 2200, proteinG: 130, carbohydrateG: 250, fatG: 70 };
const item = (name: string): LoggedItem => ({
  name,
  grams: 100,
  calories: 200,
  proteinG: 10,
  carbohydrateG: 20,
  fatG: 5,
});

describe('the meal log', () => {
  it('keeps every meal of adds that race for the same chat', async () => {
    const log = createMealLog(createMemoryStore());
    const names = Array.from({ length: 6 }, (_, i) => `dish ${i}`);
    await Promise.all(names.map((name) => log.add('chat-1', '2026-11-26', [item(name)], target)));
    const kept = (await log.day('chat-1', '2026-11-26')).map((each) => each.name);
    expect(kept.sort()).toEqual(names);
  });

  it('prunes days older than 90 and keeps the rest in order', async () => {
    const log = createMealLog(createMemoryStore());
    await log.add('chat-1', '2026-08-01', [item('old')], target);
    await log.add('chat-1', '2026-11-25', [item('yesterday')], target);
    await log.add('chat-1', '2026-11-26', [item('today')], target);
    expect(await log.day('chat-1', '2026-08-01')).toEqual([]);
    expect((await log.lastDays('chat-1', '2026-11-26', 7)).map((day) => day.day)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('gives up with upstream_unavailable when the record keeps changing under it, rather than overwrite', async () => {
    const store = createMemoryStore();
    // Every read sees a record that is gone again by the write: another writer always got there first.
    const log = createMealLog({ ...store, get: async () => '{}', compareAndSet: store.compareAndSet.bind(store) });
    await expect(log.add('chat-1', '2026-11-26', [item('x')], target)).rejects.toMatchObject({
      code: 'upstream_unavailable',
    });
    expect(await store.get(mealLogKey('chat-1'))).toBeUndefined();
  });
});
