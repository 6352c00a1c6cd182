/**
 * `npm run bench`: every benchmark, each in its own process so none skews
 * another, gathered into one JSON document on stdout.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCHMARKS = {
  planner: 'bench/planner.ts',
  foodSearch: 'bench/food-search.ts',
  http: 'bench/http.ts',
  telegramWebhook: 'bench/telegram.ts',
  guard: 'bench/guard.ts',
  chat: 'bench/chat.ts',
  realism: 'bench/realism.ts',
  planRules: 'bench/plan-rules.ts',
};

const results: Record<string, unknown> = {};
for (const [name, file] of Object.entries(BENCHMARKS)) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`${file} failed with ${run.status}`);
  const { node: _node, benchmark: _benchmark, ...result } = JSON.parse(run.stdout) as Record<string, unknown>;
  results[name] = result;
}
process.stdout.write(
  `${JSON.stringify({ node: process.version, platform: `${process.platform}-${process.arch}`, at: new Date().toISOString(), benchmarks: results }, null, 2)}\n`,
);
