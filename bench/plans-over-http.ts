/**
 * Day and week plans through HTTP, as issue 18 measured them: one request at a time to the running
 * service (`POST /api/daily-meals`, `POST /api/weekly-plan`), timed from the request to the last
 * byte of the answer, for the same targets `bench/planner.ts` plans in process. The baseline, in the
 * same run, is the same requests to a bare `node:http` server that answers the same bytes, so what
 * the service adds over a round trip shows beside it.
 */
import { Agent, request } from 'node:http';
import type { NutritionTarget } from '../src/core/requests.js';
import { consistentTargets } from '../test/helpers/targets.js';
import { summarise } from './stats.js';

export const DAY_PATH = '/api/daily-meals';
export const WEEK_PATH = '/api/weekly-plan';

const dayBody = (target: NutritionTarget) =>
  JSON.stringify({
    target,
    activity: 'run',
    goal: 'maintain',
    usualActivity: 'light',
    language: 'en',
    variationSeed: 0,
  });
const weekBody = (target: NutritionTarget) => JSON.stringify({ target, goal: 'maintain', usualActivity: 'light' });

/** The planner bench's targets: 400 consistent ones, and 200 whose calories are a third away from their macros. */
const consistent = consistentTargets(2000, 2026).slice(0, 400);
const disagreeing = consistentTargets(400, 7)
  .map((target, i) => ({ ...target, calories: Math.round(target.calories * (i % 2 ? 1.35 : 0.7)) }))
  .filter((target) => target.calories >= 1000 && target.calories <= 6000)
  .slice(0, 200);

/** A first answer of each path, for the bare server to repeat. */
export async function sampleAnswers(origin: string): Promise<Record<string, { type: string; body: string }>> {
  const answers: Record<string, { type: string; body: string }> = {};
  for (const [path, body] of [
    [DAY_PATH, dayBody(consistent[0])],
    [WEEK_PATH, weekBody(consistent[0])],
  ] as const) {
    const response = await post(origin, path, body);
    answers[path] = { type: 'application/json', body: response };
  }
  return answers;
}

/**
 * One kept-alive connection and `node:http` rather than `fetch`: the client shares the machine's two cores
 * with the server, and fetch's own work (streams, headers objects, its garbage) put 2 to 4 ms into the
 * bare server's p99 alone.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function post(origin: string, path: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${origin}${path}`,
      {
        method: 'POST',
        agent,
        timeout: 10_000,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode === 200) resolve(text);
          else reject(new Error(`${path} answered ${response.statusCode}: ${text.slice(0, 200)}`));
        });
        response.on('error', reject);
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`${path} took over 10 s`)));
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Sends each body in turn and returns p50, p99 and the mean of the round trips in milliseconds. */
async function timeRequests(origin: string, path: string, bodies: readonly string[]) {
  const times: number[] = [];
  for (const body of bodies) {
    const started = performance.now();
    await post(origin, path, body);
    times.push(performance.now() - started);
  }
  return summarise(times);
}

/**
 * The service first plans days for targets of another seed (as a running service has planned
 * others before), then the timed ones; the bare server gets the same requests.
 */
export async function timePlans(origin: string, bareOrigin: string) {
  const days = consistent.map(dayBody);
  const disagreeingDays = disagreeing.map(dayBody);
  const weeks = consistent.slice(0, 60).map(weekBody);
  for (const target of consistentTargets(300, 77)) await post(origin, DAY_PATH, dayBody(target));
  for (const target of consistentTargets(20, 78)) await post(origin, WEEK_PATH, weekBody(target));
  await timeRequests(bareOrigin, DAY_PATH, days.slice(0, 100));
  const plans = {
    day: await timeRequests(origin, DAY_PATH, days),
    dayCaloriesDisagreeWithMacros: await timeRequests(origin, DAY_PATH, disagreeingDays),
    week: await timeRequests(origin, WEEK_PATH, weeks),
    bareNodeHttpSameBytes: {
      day: await timeRequests(bareOrigin, DAY_PATH, days),
      week: await timeRequests(bareOrigin, WEEK_PATH, weeks),
    },
  };
  agent.destroy();
  return plans;
}
