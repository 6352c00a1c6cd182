import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCoachingCards } from './chat/embedded-cards.js';
import { loadSr28 } from './foods/sr28.js';
import { createEmbeddedMealLibrary } from './meals/embedded-library.js';
import { derivedFromFiles } from './derived-cache.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function scratch() {
  const dir = mkdtempSync(join(tmpdir(), 'derived-'));
  dirs.push(dir);
  return { path: dir, url: pathToFileURL(`${dir}/cache/`) };
}

describe('derivedFromFiles', () => {
  it('derives once, then reads the value back while the sources are unchanged', () => {
    const { path, url } = scratch();
    const source = join(path, 'table.csv');
    writeFileSync(source, 'a,b\n1,2\n');
    let derived = 0;
    const derive = () => (derived++, { rows: [[1, 2]], label: 'x' });
    expect(derivedFromFiles('table', [source], 1, derive, { dir: url })).toEqual({ rows: [[1, 2]], label: 'x' });
    expect(derivedFromFiles('table', [source], 1, derive, { dir: url })).toEqual({ rows: [[1, 2]], label: 'x' });
    expect(derived).toBe(1);
  });

  it('derives afresh when a source changes, the format version changes or the cache is damaged', () => {
    const { path, url } = scratch();
    const source = join(path, 'table.csv');
    writeFileSync(source, 'a\n1\n');
    let derived = 0;
    const derive = () => ++derived;
    derivedFromFiles('table', [source], 1, derive, { dir: url });
    utimesSync(source, new Date('2030-01-01'), new Date('2030-01-01'));
    expect(derivedFromFiles('table', [source], 1, derive, { dir: url })).toBe(2);
    expect(derivedFromFiles('table', [source], 2, derive, { dir: url })).toBe(3);
    writeFileSync(new URL('table.json', url), '{"stamp": "half a fi');
    expect(derivedFromFiles('table', [source], 2, derive, { dir: url })).toBe(4);
    expect(derivedFromFiles('table', [source], 2, derive, { dir: url })).toBe(4);
  });

  it('gives the food table, the meal library and the coaching cards exactly as reading the data files does', () => {
    const { url } = scratch();
    const fresh = loadSr28();
    expect(loadSr28(undefined, { dir: url })).toStrictEqual(fresh);
    expect(loadSr28(undefined, { dir: url })).toStrictEqual(fresh);
    const library = createEmbeddedMealLibrary({ sr28: fresh });
    expect(createEmbeddedMealLibrary({ sr28: fresh, cache: { dir: url } })).toStrictEqual(library);
    expect(createEmbeddedMealLibrary({ sr28: fresh, cache: { dir: url } })).toStrictEqual(library);
    const cards = loadCoachingCards();
    expect(loadCoachingCards(undefined, { dir: url })).toStrictEqual(cards);
    expect(loadCoachingCards(undefined, { dir: url })).toStrictEqual(cards);
  });
});
