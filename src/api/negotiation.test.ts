import { describe, expect, it } from 'vitest';
import { negotiate } from './negotiation.js';

const PAGE = ['text/html', 'text/markdown'];

describe('negotiate', () => {
  it.each([
    [undefined, 'text/html'],
    ['', 'text/html'],
    ['*/*', 'text/html'],
    ['text/markdown', 'text/markdown'],
    ['text/*', 'text/html'],
    ['text/html;q=0.4, text/markdown;q=0.9', 'text/markdown'],
    ['text/html, text/markdown', 'text/html'],
    ['text/*;q=0.5, text/markdown;q=0', 'text/html'],
    ['application/json', undefined],
    ['text/html;q=0', undefined],
    ['garbage', undefined],
    ['*/*;q=abc', 'text/html'],
    ['text/markdown;q=', 'text/markdown'],
    ['text/markdown;q=7, text/html;q=0.9', 'text/markdown'],
  ])('Accept %s -> %s', (accept, expected) => {
    expect(negotiate(accept, PAGE)).toBe(expected);
  });
});
