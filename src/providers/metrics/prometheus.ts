/**
 * @module
 * The service's metrics with prom-client, in a registry of its own: requests
 * by route template, method and status, their durations, and Node's process
 * metrics (memory, event-loop lag, garbage collection).
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Metrics } from '../../core/ports.js';

export function createPrometheusMetrics(options: { prefix?: string } = {}): Metrics {
  const prefix = options.prefix ?? 'coach_';
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix });
  const requests = new Counter({ name: `${prefix}http_requests_total`, help: 'HTTP requests answered, by route template, method and status.', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const durations = new Histogram({
    name: `${prefix}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by route template and method.',
    labelNames: ['route', 'method'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The labelled series are looked up once per route, method and status: hashing the labels on
  // every request showed in the profile of the cheapest routes.
  const counters = new Map<string, { inc(): void }>();
  const timers = new Map<string, { observe(value: number): void }>();
  return {
    observeRequest({ route, method, status }, seconds) {
      const timerKey = `${method} ${route}`;
      const counterKey = `${timerKey} ${status}`;
      let counter = counters.get(counterKey);
      if (!counter) counters.set(counterKey, (counter = requests.labels({ route, method, status: String(status) })));
      let timer = timers.get(timerKey);
      if (!timer) timers.set(timerKey, (timer = durations.labels({ route, method })));
      counter.inc();
      timer.observe(seconds);
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
