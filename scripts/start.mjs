/**
 * `npm start`: runs the service from JavaScript compiled ahead of time, so start-up spends no time
 * compiling TypeScript. The sources are transpiled with esbuild into `dist/` (about a quarter of a
 * second) when any of them is newer than the last build, then `dist/src/main.js` starts. Types are
 * checked by `npm test` (`tsc`), not here.
 */
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = `${ROOT}src`;
const STAMP = `${ROOT}dist/.esbuild-stamp`;

/** Every TypeScript source the service runs (tests excluded), with the newest modification time. */
function sources(dir = SOURCE, found = { files: [], newest: 0 }) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) sources(path, found);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      found.files.push(path);
      found.newest = Math.max(found.newest, statSync(path).mtimeMs);
    }
  }
  return found;
}

function builtAt() {
  try {
    return statSync(STAMP).mtimeMs;
  } catch {
    return 0;
  }
}

const { files, newest } = sources();
if (newest >= builtAt()) {
  const { build } = await import('esbuild');
  // One file in, one file out, imports as written (`./x.js`): the same layout `tsc` gives in `dist/`.
  const { outputFiles } = await build({ entryPoints: files, outdir: `${ROOT}dist/src`, outbase: SOURCE, format: 'esm', platform: 'node', target: 'node20', sourcemap: 'linked', logLevel: 'warning', write: false });
  // Each file is written whole and renamed into place, so two instances starting together never read half a file.
  for (const file of outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.tmp`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}

const { main } = await import('../dist/src/main.js');
await main();
// Start-up parses the food table, the dishes and the guard's model; one full collection once the
// service listens hands that garbage back (about 20 MB of resident memory) instead of keeping it.
globalThis.gc?.();
