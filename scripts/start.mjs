/**
 * `npm start`: runs the service from JavaScript compiled ahead of time, so start-up spends no time
 * compiling TypeScript. The sources are bundled with esbuild into `dist/bundle/` (about a quarter of a
 * second) when any of them is newer than the last build, then `dist/bundle/main.js` starts: one file
 * for the service's own modules (resolving some two hundred of them one by one took a tenth of a
 * second at every start), with the channels and SDKs that load only when configured in chunks of
 * their own, and the packages in `node_modules` imported as they are. Types are checked by
 * `npm test` (`tsc`), not here.
 */
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = `${ROOT}src`;
const OUT = `${ROOT}dist/bundle`;
const STAMP = `${OUT}/.stamp`;

/** The newest modification time of the TypeScript sources the service runs (tests excluded). */
function sources(dir = SOURCE, found = { newest: 0 }) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) sources(path, found);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
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

const { newest } = sources();
if (newest >= builtAt()) {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({ entryPoints: [`${SOURCE}/main.ts`], bundle: true, splitting: true, packages: 'external', outdir: OUT, format: 'esm', platform: 'node', target: 'node20', sourcemap: 'linked', logLevel: 'warning', write: false });
  // Each file is written whole and renamed into place, so two instances starting together never read half a
  // file; chunks are named by their content and written before the entry that imports them.
  const entry = `${OUT}/main.js`;
  for (const file of [...outputFiles].sort((a, b) => Number(a.path.startsWith(entry)) - Number(b.path.startsWith(entry)))) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.tmp`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}

const { main } = await import('../dist/bundle/main.js');
await main();
// Start-up parses the food table, the dishes and the guard's model; one full collection once the
// service listens hands that garbage back (about 20 MB of resident memory) instead of keeping it.
globalThis.gc?.();
