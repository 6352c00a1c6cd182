import { describe, expect, it } from 'vitest';
import { readAction } from './actions.js';

describe('actions from a platform', () => {
  it('lets through the kinds the coach gives, with or without a value', () => {
    for (const value of ['day:run', 'swap:lunch', 'ate:2', 'more', 'forget:yes', 'sex:female', 'shop:40', 'profile'])
      expect(readAction(value)).toBe(value);
  });

  it('lets go of what no button of the coach carries', () => {
    for (const value of [
      '',
      'delete:everything',
      `day:${'x'.repeat(61)}`,
      'Day:run',
      undefined,
      42,
      { action: 'day:run' },
    ])
      expect(readAction(value)).toBeUndefined();
  });
});
