/**
 * The service's real pino logger (redaction and all) writing into memory,
 * so a test reads exactly what production would write; and a search of
 * that text for values that must never be in it.
 */
import { Writable } from 'node:stream';
import { createLogger } from '../../src/logging.js';

export interface LogCapture {
  logger: ReturnType<typeof createLogger>;
  /** Everything written so far, JSON lines. */
  text(): string;
  /** The `msg` of every line written so far. */
  messages(): string[];
}

export function captureLogs(level = 'trace'): LogCapture {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      done();
    },
  });
  const text = () => chunks.join('');
  return {
    logger: createLogger(level, destination),
    text,
    messages: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => String((JSON.parse(line) as { msg?: unknown }).msg)),
  };
}

/**
 * The names of the values found in `text`, as written, JSON-escaped or
 * percent-encoded (a value can reach a log inside a URL or a quoted string).
 */
export function leaksIn(text: string, values: Record<string, string>): string[] {
  const forms = (value: string) => [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)];
  return Object.entries(values)
    .filter(([, value]) => forms(value).some((form) => text.includes(form)))
    .map(([name]) => name);
}
