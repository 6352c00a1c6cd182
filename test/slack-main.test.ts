/**
 * The Slack app as `npm start` runs it: mounted at /slack/events on the
 * service, its token checked at start-up, against the fake Slack Web API;
 * and the service still starting when Slack cannot be reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { start } from '../src/main.js';
import { SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, startFakeSlack, type FakeSlack } from './fakes/slack-server.js';
import { createMemoryLogger } from './helpers/api.js';
import { freePort as closedPort } from './helpers/redis.js';
import { until } from './helpers/until.js';
import { commandBody, forms, signedRequest } from './helpers/slack.js';

describe('the Slack channel of the service', () => {
  let fake: FakeSlack;
  beforeAll(async () => {
    fake = await startFakeSlack();
  });
  afterAll(() => fake.close());

  it('checks the token at start-up and serves signed commands at /slack/events', async () => {
    const logger = createMemoryLogger();
    const running = await start(
      loadConfig({ PORT: '0', STORE_PORT: '0', SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, SLACK_API_URL: fake.apiUrl }),
      logger,
    );
    try {
      expect(fake.of('auth.test')).toHaveLength(1);
      const signed = signedRequest(
        commandBody('help', 'U0MAIN', fake.responseUrl('main')),
        forms.FORM,
        Math.floor(Date.now() / 1000),
      );
      const post = (headers: Headers) =>
        fetch(`http://127.0.0.1:${running.port}/slack/events`, {
          method: 'POST',
          headers,
          body: commandBody('help', 'U0MAIN', fake.responseUrl('main')),
        });
      const forged = new Headers(signed.headers);
      forged.set('x-slack-signature', `v0=${'f'.repeat(64)}`);
      expect((await post(forged)).status).toBe(401);
      expect((await post(signed.headers)).status).toBe(200);
      await until(() => fake.responses.some((entry) => entry.id === 'main'));
      expect(JSON.stringify(fake.responses.find((entry) => entry.id === 'main')?.payload)).toContain('/coach week');
      expect(logger.lines.some((line) => line.message === 'slack app ready')).toBe(true);
    } finally {
      await running.close();
    }
  });

  it('starts without Slack reachable, and answers the API meanwhile', async () => {
    const logger = createMemoryLogger();
    const started = Date.now();
    const running = await start(
      loadConfig({
        PORT: '0',
        STORE_PORT: '0',
        SLACK_BOT_TOKEN,
        SLACK_SIGNING_SECRET,
        SLACK_API_URL: `http://127.0.0.1:${await closedPort()}/api/`,
      }),
      logger,
    );
    try {
      expect(Date.now() - started).toBeLessThan(15_000);
      expect((await fetch(`http://127.0.0.1:${running.port}/api/health`)).status).toBe(200);
      expect(
        logger.lines.some(
          (line) => line.level === 'error' && line.fields && JSON.stringify(line.fields).includes('slack'),
        ),
      ).toBe(true);
      expect(JSON.stringify(logger.lines)).not.toContain(SLACK_BOT_TOKEN);
    } finally {
      await running.close();
    }
  }, 20_000);
});
