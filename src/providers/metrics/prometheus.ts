/**
 * @module
 * The service's metrics: requests by route template, method and status, their durations, and
 * Node's process metrics (memory, event-loop lag, garbage collection) from prom-client, in a
 * registry of its own. The two request series are counted in plain numbers and written in the
 * Prometheus text format when scraped: prom-client hashes and checks the labels on every
 * observation, which showed in the profile of the cheapest routes.
 */
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Metrics } from '../../core/ports.js';

const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One route template and method: its durations, and its answers counted by status. */
interface Series {
  labels: string;
  buckets: number[];
  count: number;
  sum: number;
  statuses: Map<number, { labels: string; value: number }>;
}

export function createPrometheusMetrics(options: { prefix?: string } = {}): Metrics {
  const prefix = options.prefix ?? 'coach_';
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix });
  // By route, then method: looked up with the strings as they come, no key built per request.
  const series = new Map<string, Map<string, Series>>();
  const seriesOf = (route: string, method: string): Series => {
    let methods = series.get(route);
    if (!methods) series.set(route, (methods = new Map<string, Series>()));
    let found = methods.get(method);
    if (!found) {
      const labels = labelText({ route, method });
      methods.set(method, (found = { labels, buckets: BUCKETS.map(() => 0), count: 0, sum: 0, statuses: new Map() }));
    }
    return found;
  };
  let warm = 0;
  return {
    warmedUp() {
      warm = 1;
    },
    observeRequest({ route, method, status }, seconds) {
      const one = seriesOf(route, method);
      let count = one.statuses.get(status);
      if (!count)
        one.statuses.set(status, (count = { labels: labelText({ route, method, status: String(status) }), value: 0 }));
      count.value++;
      let bucket = 0;
      while (bucket < BUCKETS.length && !(seconds <= BUCKETS[bucket])) bucket++;
      if (bucket < BUCKETS.length) one.buckets[bucket]++;
      one.count++;
      one.sum += seconds;
    },
    async render() {
      const requests = `${prefix}http_requests_total`;
      const durations = `${prefix}http_request_duration_seconds`;
      const warmUp = `${prefix}warm_up_complete`;
      const lines = [
        `# HELP ${warmUp} 1 once the indexes built after start-up are ready (the card matcher, the guard's lexicons, the food indexes).`,
        `# TYPE ${warmUp} gauge`,
        `${warmUp} ${warm}`,
        `# HELP ${requests} HTTP requests answered, by route template, method and status.`,
        `# TYPE ${requests} counter`,
      ];
      const all = [...series.values()].flatMap((methods) => [...methods.values()]);
      for (const one of all)
        for (const { labels, value } of one.statuses.values()) lines.push(`${requests}{${labels}} ${value}`);
      lines.push(
        `# HELP ${durations} Time to answer an HTTP request, by route template and method.`,
        `# TYPE ${durations} histogram`,
      );
      for (const timing of all) {
        let cumulative = 0;
        BUCKETS.forEach((bound, index) => {
          cumulative += timing.buckets[index];
          lines.push(`${durations}_bucket{le="${bound}",${timing.labels}} ${cumulative}`);
        });
        lines.push(
          `${durations}_bucket{le="+Inf",${timing.labels}} ${timing.count}`,
          `${durations}_sum{${timing.labels}} ${timing.sum}`,
          `${durations}_count{${timing.labels}} ${timing.count}`,
        );
      }
      return { contentType: registry.contentType, body: `${await registry.metrics()}\n${lines.join('\n')}\n` };
    },
  };
}

/** Labels as the text format writes them, values escaped. */
function labelText(labels: Record<string, string>): string {
  return Object.entries(labels)
    .map(([name, value]) => `${name}="${value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"')}"`)
    .join(',');
}
