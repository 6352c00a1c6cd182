import { webApi } from '@slack/bolt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLACK_BOT_TOKEN, startFakeSlack, type FakeSlack } from '../../../test/fakes/slack-server.js';
import { isCoachError } from '../../core/errors.js';
import { downloadSlackFile, SLACK_FILES_ORIGIN } from './files.js';

describe('downloading a shared photo', () => {
  let slack: FakeSlack;
  const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
  beforeAll(async () => {
    slack = await startFakeSlack();
    slack.addFile('F0OK', { bytes: photo, mimetype: 'image/jpeg' });
    slack.addFile('F0PDF', { bytes: new Uint8Array([0x25, 0x50]), mimetype: 'application/pdf' });
  });
  afterAll(() => slack.close());

  const client = (token = SLACK_BOT_TOKEN) =>
    new webApi.WebClient(token, { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } });
  const options = (overrides: Partial<Parameters<typeof downloadSlackFile>[1]> = {}) => ({
    client: client(),
    token: SLACK_BOT_TOKEN,
    allowedOrigins: [SLACK_FILES_ORIGIN, slack.origin],
    timeoutMs: 2000,
    ...overrides,
  });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (isCoachError(error) ? error.code : String(error)),
    );

  it('fetches the private URL with the bot token', async () => {
    expect(await downloadSlackFile('F0OK', options())).toEqual(photo);
    expect(slack.downloads.at(-1)).toEqual({ id: 'F0OK', authorized: true });
  });

  it('never sends the token to a host outside Slack', async () => {
    const before = slack.downloads.length;
    expect(await failure(downloadSlackFile('F0OK', options({ allowedOrigins: [SLACK_FILES_ORIGIN] })))).toBe(
      'upstream_unavailable',
    );
    expect(slack.downloads).toHaveLength(before);
  });

  it('refuses what is not a photo, and reports a missing file or a refused download as the provider failing', async () => {
    expect(await failure(downloadSlackFile('F0PDF', options()))).toBe('invalid_request');
    expect(await failure(downloadSlackFile('F0GONE', options()))).toBe('upstream_unavailable');
    // A wrong token gets Slack's sign-in page with status 200, never mistaken for the photo.
    expect(await failure(downloadSlackFile('F0OK', options({ token: 'xoxb-wrong' })))).toBe('upstream_unavailable');
  });
});
