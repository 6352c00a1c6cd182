/** Node's arguments as `npm start` gives them (`node <flags> scripts/start.mjs`), so a benchmark starts the service as it runs. */
import { readFileSync } from 'node:fs';

const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: { start: string };
};

export const START_ARGS: readonly string[] = scripts.start.split(/\s+/).slice(1);
/** The flags alone, before the script. */
export const START_FLAGS: readonly string[] = START_ARGS.filter((arg) => arg.startsWith('--'));
