/**
 * Start-up against a baseline checkout, in the same run: the service started as `npm start` runs it, here and in
 * `BASELINE_DIR` (another checkout of this project, its dependencies installed, e.g. the commit before issue 39's
 * card library and learned matcher), in turns, each measured from spawn to its first 200. The difference of the
 * medians is what the change since the baseline added to start-up. Prints JSON.
 *
 * Usage: `BASELINE_DIR=/path/to/old/checkout npm run bench:start` (`START_ROUNDS`, default 7).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../test/helpers/redis.js';
import { START_ARGS } from '../test/helpers/start-args.js';
import { launch, stop } from './launch.js';
import { round } from './stats.js';

const ROUNDS = Math.max(1, Number(process.env.START_ROUNDS ?? 7));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The baseline's own `npm start` arguments: its start script may differ from this one's. */
function startArgsOf(dir: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.split(/\s+/);
  if (words[0] !== 'node') throw new Error(`the baseline's npm start does not run node: ${scripts.start}`);
  return words.slice(1);
}

async function startOnce(args: readonly string[], cwd?: string): Promise<number> {
  const port = await freePort();
  const storePort = await freePort();
  const env = { PORT: String(port), STORE_PORT: String(storePort), LOG_LEVEL: 'silent', RATE_BUDGETS: '' };
  const { child, readyMs } = await launch(args, env, `http://127.0.0.1:${port}/api/health`, cwd);
  await stop(child);
  return readyMs;
}

async function main() {
  const baselineDir = process.env.BASELINE_DIR;
  if (!baselineDir || !existsSync(join(baselineDir, 'node_modules')))
    return { skipped: 'set BASELINE_DIR to another checkout of this project with its dependencies installed' };
  const baselineArgs = startArgsOf(baselineDir);
  // A first start of each builds its bundle and data cache when its sources changed, as the first `npm start`
  // after an install does; the starts measured are the later ones.
  await startOnce(START_ARGS);
  await startOnce(baselineArgs, baselineDir);
  const current: number[] = [];
  const baseline: number[] = [];
  for (let index = 0; index < ROUNDS; index++) {
    current.push(await startOnce(START_ARGS));
    baseline.push(await startOnce(baselineArgs, baselineDir));
  }
  return {
    rounds: ROUNDS,
    baselineDir,
    currentStartToFirst200Ms: { median: median(current), runs: current },
    baselineStartToFirst200Ms: { median: median(baseline), runs: baseline },
    addedMs: round(median(current) - median(baseline), 1),
  };
}

process.stdout.write(
  `${JSON.stringify({ benchmark: 'start-baseline', node: process.version, ...(await main()) }, null, 2)}\n`,
);
