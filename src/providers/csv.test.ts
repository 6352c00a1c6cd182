import { describe, expect, it } from 'vitest';
import { parseCsv, parseRows } from './csv.js';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('name,household\n"Butter, salted","1 pat (1"" sq)"\n"two\nlines",x\n')).toEqual([
      { name: 'Butter, salted', household: '1 pat (1" sq)' },
      { name: 'two\nlines', household: 'x' },
    ]);
  });

  it('reads CRLF, CR and LF line ends, skips blank lines and fills missing fields', () => {
    expect(parseCsv('a,b\r\n1,2\r3\n\n4,5')).toEqual([
      { a: '1', b: '2' },
      { a: '3', b: '' },
      { a: '4', b: '5' },
    ]);
  });

  it('keeps empty fields, a trailing comma and text after a closing quote', () => {
    expect(parseRows('a,,b\n"q"r,s\nt,')).toEqual([
      ['a', '', 'b'],
      ['qr', 's'],
      ['t', ''],
    ]);
    expect(parseRows('"unterminated, still one field')).toEqual([['unterminated, still one field']]);
    expect(parseCsv('')).toEqual([]);
  });
});
