import { describe, expect, it } from 'vitest';
import { foldText } from '../text.js';
import { readAction } from './actions.js';
import { CATALAN_COMMANDS, COMMANDS } from './types.js';

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

describe('the Catalan command words', () => {
  it('are written folded, as typed words are matched, and name commands the coach has', () => {
    for (const [word, command] of Object.entries(CATALAN_COMMANDS)) {
      expect(foldText(word)).toBe(word);
      expect(COMMANDS).toContain(command);
    }
  });
});
