/**
 * @module
 * Finds the files shipped beside the code (`data/`, `locales/`, `content/`)
 * the same way whether the code runs from `src/` or from the build in `dist/`.
 */
import { existsSync } from 'node:fs';

function findRoot(start: URL): URL {
  for (let dir = start; ; dir = new URL('..', dir)) {
    if (existsSync(new URL('package.json', dir))) return dir;
    if (new URL('..', dir).href === dir.href) throw new Error(`no package.json above ${start.pathname}`);
  }
}

const ROOT = findRoot(new URL('.', import.meta.url));

/** A path relative to the project root, such as `data/tubs.json`. */
export function projectFile(relativePath: string): URL {
  return new URL(relativePath, ROOT);
}
