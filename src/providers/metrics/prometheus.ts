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

interface Timings {
  labels: string;
  buckets: number[];
  count: number;
  sum: number;
}

export function createPrometheusMetrics(options: { prefix?: string } = {}): Metrics {
  const prefix = options.prefix ?? 'coach_';
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix });
  const counts = new Map<string, { labels: string; value: number }>();
  const timings = new Map<string, Timings>();
  return {
    observeRequest({ route, method, status }, seconds) {
      const timerKey = `${method} ${route}`;
      const countKey = `${timerKey} ${status}`;
      let count = counts.get(countKey);
      if (!count)
        counts.set(countKey, (count = { labels: labelText({ route, method, status: String(status) }), value: 0 }));
      count.value++;
      let timing = timings.get(timerKey);
      if (!timing)
        timings.set(
          timerKey,
          (timing = { labels: labelText({ route, method }), buckets: BUCKETS.map(() => 0), count: 0, sum: 0 }),
        );
      const bucket = BUCKETS.findIndex((bound) => seconds <= bound);
      if (bucket >= 0) timing.buckets[bucket]++;
      timing.count++;
      timing.sum += seconds;
    },
    async render() {
      const requests = `${prefix}http_requests_total`;
      const durations = `${prefix}http_request_duration_seconds`;
      const lines = [
        `# HELP ${requests} HTTP requests answered, by route template, method and status.`,
        `# TYPE ${requests} counter`,
      ];
      for (const { labels, value } of counts.values()) lines.push(`${requests}{${labels}} ${value}`);
      lines.push(
        `# HELP ${durations} Time to answer an HTTP request, by route template and method.`,
        `# TYPE ${durations} histogram`,
      );
      for (const timing of timings.values()) {
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
