/**
 * `npm start`: runs the service from JavaScript compiled ahead of time, so start-up spends no time
 * compiling TypeScript. The sources are bundled with esbuild into `dist/bundle/` (about a quarter of a
 * second) when any of them is newer than the last build, then `dist/bundle/main.js` starts: one file
 * for the service's own modules (resolving some two hundred of them one by one took a tenth of a
 * second at every start) and the packages every start loads, with the channels and SDKs that load
 * only when configured in chunks of their own, those imported from `node_modules`. A change to the
 * sources or to the installed packages (`package-lock.json`) builds again. Types are checked by
 * `npm test` (`tsc`), not here.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = `${ROOT}src`;
const OUT = `${ROOT}dist/bundle`;
const STAMP = `${OUT}/.stamp`;
/**
 * The packages every start loads, bundled in with the service's own modules: resolving and linking
 * their few hundred files one by one cost a tenth of a second. The rest (the SDKs of channels and
 * providers, loaded only when configured; packages that read files beside their own code or load
 * native code) stay in `node_modules`.
 */
const BUNDLED = [
  'hono',
  '@hono/node-server',
  '@hono/zod-openapi',
  'zod',
  'i18next',
  'prom-client',
  'rate-limiter-flexible',
];
const { dependencies } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !BUNDLED.includes(name))
  .flatMap((name) => [name, `${name}/*`]);
// Bundled CommonJS packages call `require` for Node's own modules; an ES module has none of its own.
const banner =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

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
const installed = statSync(`${ROOT}package-lock.json`, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (Math.max(newest, installed) >= builtAt()) {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [`${SOURCE}/main.ts`],
    bundle: true,
    splitting: true,
    external,
    banner: { js: banner },
    outdir: OUT,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  // Each file is written whole and renamed into place, so two instances starting together never read half a
  // file; chunks are named by their content and written before the entry that imports them.
  const entry = `${OUT}/main.js`;
  for (const file of [...outputFiles].sort(
    (a, b) => Number(a.path.startsWith(entry)) - Number(b.path.startsWith(entry)),
  )) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.tmp`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}

// Node 22 and later keep V8's compiled code between starts: compiling the bundle is a third of its import.
module.enableCompileCache?.(`${ROOT}dist/cache/v8`);
const { main } = await import('../dist/bundle/main.js');
await main();
