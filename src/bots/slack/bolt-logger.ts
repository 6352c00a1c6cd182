/**
 * @module
 * Bolt's logger interface over the service's logger. Bolt's own messages are
 * kept at warn and above, and only their text is passed on: the objects Bolt
 * may attach (request bodies, API responses) can carry personal data.
 */
import { LogLevel, type Logger as BoltLogger } from '@slack/bolt';
import type { Logger } from '../../core/ports.js';

export function boltLogger(logger: Logger): BoltLogger {
  let level = LogLevel.WARN;
  const text = (messages: unknown[]) =>
    messages
      .filter((message): message is string => typeof message === 'string')
      .join(' ')
      .slice(0, 300);
  return {
    debug: () => undefined,
    info: () => undefined,
    warn: (...messages: unknown[]) => logger.warn({ channel: 'slack', source: 'bolt' }, text(messages)),
    error: (...messages: unknown[]) => logger.error({ channel: 'slack', source: 'bolt' }, text(messages)),
    setLevel: (next: LogLevel) => void (level = next),
    getLevel: () => level,
    setName: () => undefined,
  };
}
