import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('measures nesting, not the brackets a text holds', () => {
    expect(nestsDeeperThan(nested(4), 4)).toBe(false);
    expect(nestsDeeperThan(nested(5), 4)).toBe(true);
    expect(nestsDeeperThan(`{"a":${nested(5)}}`, 5)).toBe(true);
    // Many brackets side by side are shallow.
    expect(nestsDeeperThan(`[${Array.from({ length: 20 }, () => '{"a":[1]}').join(',')}]`, 4)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(`{"note":"${'[{'.repeat(40)}"}`, 4)).toBe(false);
    expect(nestsDeeperThan(`{"note":"\\"${'['.repeat(40)}"}`, 4)).toBe(false);
    expect(nestsDeeperThan(`["\\"", ${nested(6)}]`, 6)).toBe(true);
  });
});
