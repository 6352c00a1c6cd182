/**
 * The profile fetch never reaches an internal address unless allowed:
 * literal addresses, names that resolve to one, plain http and credentials
 * are refused before any connection; allowed, it still bounds time and size.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileFetcher, isInternalAddress } from './profile-fetcher.js';

describe('internal addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-ip',
  ])('%s is internal', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });
});

describe('fetching a profile', () => {
  let hits = 0;
  let url = '';
  const server = createServer((req, res) => {
    hits += 1;
    if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 2000);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(req.url === '/big' ? JSON.stringify({ x: 'y'.repeat(5000) }) : '{"ucp":{"capabilities":{}}}');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const refused = (promise: Promise<unknown>) =>
    promise.then(
      () => 'fetched',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

  it('refuses internal targets by default, without connecting', async () => {
    const guarded = createProfileFetcher({ timeoutMs: 1000 });
    const port = new URL(url).port;
    const cases: [string, string][] = [
      [`${url}/p`, 'profile URL must be https without credentials'],
      [`https://127.0.0.1:${port}/p`, 'profile address is internal'],
      [`https://[::1]:${port}/p`, 'profile address is internal'],
      [`https://[::ffff:7f00:1]:${port}/p`, 'profile address is internal'],
      // A name is checked on the address the connection resolves, before any TLS.
      [`https://localhost:${port}/p`, 'profile address is internal'],
      ['https://user:pw@example.com/p', 'profile URL must be https without credentials'],
      ['ftp://example.com/p', 'profile URL must be https without credentials'],
      ['not a url', 'not a URL'],
    ];
    for (const [target, reason] of cases) expect(await refused(guarded.fetch(target)), target).toBe(reason);
    expect(hits).toBe(0);
  });

  it('when allowed, fetches, and still bounds the time and the size', async () => {
    const open = createProfileFetcher({ allowPrivateNetworks: true, timeoutMs: 300, maxBytes: 1000 });
    expect(await open.fetch(`${url}/p`)).toEqual({ ucp: { capabilities: {} } });
    expect(await refused(open.fetch(`${url}/big`))).toBe('profile too large');
    expect(await refused(open.fetch(`${url}/slow`))).toBe('profile fetch timed out');
  });
});
