/** Node's arguments as `npm start` gives them (`node <flags> scripts/start.mjs`), so a benchmark or a test starts the service as it runs. */
import { readFileSync } from 'node:fs';

const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: { start: string };
};
const words = scripts.start.split(/\s+/);
// Anything else (an environment prefix, `&&`, quotes) would be misread here: say so rather than start something else.
if (words[0] !== 'node' || words.at(-1) !== 'scripts/start.mjs' || /["'&|;]/.test(scripts.start))
  throw new Error(`npm start is no longer "node <flags> scripts/start.mjs": ${scripts.start}`);

export const START_ARGS: readonly string[] = words.slice(1);
/** The flags alone (and their values), before the script. */
export const START_FLAGS: readonly string[] = words.slice(1, -1);
