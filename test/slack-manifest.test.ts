/**
 * The shipped manifest matches what the app serves and uses: one request
 * URL at the receiver's path, the /coach command, the events it listens to
 * and the scopes of every Web API method it calls.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SLACK_EVENTS_PATH } from '../src/bots/slack/receiver.js';

interface Manifest {
  features: {
    app_home: Record<string, boolean>;
    slash_commands: { command: string; url: string; usage_hint: string }[];
  };
  oauth_config: { scopes: { bot: string[] } };
  settings: {
    event_subscriptions: { request_url: string; bot_events: string[] };
    interactivity: { is_enabled: boolean; request_url: string };
    socket_mode_enabled: boolean;
  };
}

const manifest = parse(readFileSync(new URL('../slack-manifest.yml', import.meta.url), 'utf8')) as Manifest;
const source = ['slack-app.ts', 'files.ts']
  .map((file) => readFileSync(new URL(`../src/bots/slack/${file}`, import.meta.url), 'utf8'))
  .join('\n');

describe('slack-manifest.yml', () => {
  it('sends events, the command and interactions to the receiver path over https', () => {
    const urls = [
      manifest.settings.event_subscriptions.request_url,
      manifest.settings.interactivity.request_url,
      ...manifest.features.slash_commands.map((command) => command.url),
    ];
    for (const url of urls) {
      expect(new URL(url).protocol).toBe('https:');
      expect(new URL(url).pathname).toBe(SLACK_EVENTS_PATH);
    }
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
    expect(manifest.settings.socket_mode_enabled).toBe(false);
  });

  it('declares the command, the Home tab and the events the app listens to', () => {
    expect(manifest.features.slash_commands.map((command) => command.command)).toEqual(['/coach']);
    expect(source).toContain("app.command('/coach'");
    expect(manifest.features.app_home).toMatchObject({
      home_tab_enabled: true,
      messages_tab_enabled: true,
      messages_tab_read_only_enabled: false,
    });
    expect(manifest.settings.event_subscriptions.bot_events.sort()).toEqual(['app_home_opened', 'message.im']);
    for (const event of ["app.event('app_home_opened'", "app.event('message'"]) expect(source).toContain(event);
  });

  it('asks for the scope of every Web API method the app calls, and no more', () => {
    const scopes: Record<string, string> = {
      'chat.postMessage': 'chat:write',
      'users.info': 'users:read',
      'files.info': 'files:read',
    };
    const called = [
      ...new Set([...source.matchAll(/client\.(\w+)\.(\w+)\(/g)].map((match) => `${match[1]}.${match[2]}`)),
    ];
    expect(called.sort()).toEqual(['chat.postMessage', 'files.info', 'users.info', 'views.open', 'views.publish']);
    const needed = new Set([
      'commands',
      'im:history',
      ...called.flatMap((method) => (scopes[method] ? [scopes[method]] : [])),
    ]);
    expect(new Set(manifest.oauth_config.scopes.bot)).toEqual(needed);
  });
});
