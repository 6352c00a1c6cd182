import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logging.js';

describe('the logger', () => {
  it('redacts personal data and secrets even when code passes them by mistake', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger('info', sink);
    logger.info(
      {
        email: 'ana@example.com',
        request: { authorization: 'Bearer xoxb-secret', text: 'I have diabetes' },
        status: 200,
      },
      'request',
    );
    const logged = lines.join('');
    expect(logged).not.toMatch(/ana@example\.com|xoxb-secret|diabetes/);
    expect(JSON.parse(logged)).toMatchObject({
      email: '[redacted]',
      request: { authorization: '[redacted]', text: '[redacted]' },
      status: 200,
      msg: 'request',
    });
  });
});
