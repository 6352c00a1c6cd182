/**
 * @module
 * Values derived from the shipped data files (a parsed CSV, a validated library), kept as JSON in a
 * cache directory and used again while the files are unchanged. Parsing the food table's CSV and
 * checking the dishes against their schemas cost a quarter of start-up; reading the result back is
 * a single `JSON.parse`. The data files stay what is reviewed and edited; the cache is rebuilt from
 * them whenever one changes, and any trouble with it means deriving afresh. Callers list the module
 * that derives among the sources (`new URL(import.meta.url)`: under `npm start` the bundle, rebuilt
 * with any change to the code), so new code never reads what older code derived.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface DerivedCacheOptions {
  /** Where the cache files live; absent, every call derives afresh (tests). */
  dir?: URL;
}

/** The sources' identity: their paths, sizes and modification times, and the format's version. */
function stampOf(sources: readonly (string | URL)[], version: number): string {
  return JSON.stringify([
    version,
    ...sources.map((source) => {
      const path = typeof source === 'string' ? source : fileURLToPath(source);
      const { size, mtimeMs } = statSync(path);
      return [path, size, mtimeMs];
    }),
  ]);
}

/**
 * `derive()`'s value, from `<dir>/<name>.json` when it was written from the same sources and
 * `version`; otherwise derived, then written for the next start. The value must survive JSON as it is
 * (no Maps, no undefined properties): change `version` whenever its shape changes.
 */
export function derivedFromFiles<T>(
  name: string,
  sources: readonly (string | URL)[],
  version: number,
  derive: () => T,
  options: DerivedCacheOptions = {},
): T {
  if (!options.dir) return derive();
  const file = new URL(`${name}.json`, options.dir);
  const stamp = stampOf(sources, version);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as { stamp: string; value: T };
    if (cached.stamp === stamp) return cached.value;
  } catch {
    // Absent or unreadable: derived below.
  }
  const value = derive();
  try {
    mkdirSync(options.dir, { recursive: true });
    // Written whole and renamed into place, so two instances starting together never read half a file.
    const partial = new URL(`${name}.${process.pid}.tmp`, options.dir);
    writeFileSync(partial, JSON.stringify({ stamp, value }));
    renameSync(partial, file);
  } catch {
    // A read-only install derives at every start, as before.
  }
  return value;
}
