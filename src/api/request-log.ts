/**
 * @module
 * One log line and one metric per answered request, from the app and from the fast lane alike.
 */
import type { Logger, Metrics } from '../core/ports.js';

/** Records an answered request by its route template: never the query, a body, an address or an unknown path. */
export type RequestLog = (method: string, template: string, status: number, elapsedMs: number) => void;

export function createRequestLog(logger: Logger, metrics?: Metrics): RequestLog {
  return (method, template, status, elapsedMs) => {
    logger.info({ method, path: template, status, ms: Math.round(elapsedMs) }, 'request');
    metrics?.observeRequest({ route: template, method, status }, elapsedMs / 1000);
  };
}
