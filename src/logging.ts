/**
 * @module
 * The service's structured logger (pino, JSON lines). The code never passes
 * personal data or secrets in log fields; redaction is the second line: any
 * field with one of these names is replaced, at the top level or one below.
 */
import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';

const SENSITIVE = [
  'email',
  'address',
  'to',
  'text',
  'message',
  'question',
  'profile',
  'token',
  'secret',
  'password',
  'authorization',
  'cookie',
  'chatId',
  'user',
  'url',
];

export const REDACTED_PATHS = [...SENSITIVE, ...SENSITIVE.map((name) => `*.${name}`)];

export function createLogger(level: string, destination?: DestinationStream): PinoLogger {
  return pino(
    { level, base: { service: 'nutrition-coach' }, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    destination,
  );
}
