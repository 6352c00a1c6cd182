import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

const request = (forwardedFor: string | undefined, remoteAddress = '10.0.0.9') => ({
  req: { header: (name: string) => (name === 'x-forwarded-for' ? forwardedFor : undefined) },
  env: { incoming: { socket: { remoteAddress } } },
});

describe('the client address', () => {
  it('is the socket peer unless a trusted proxy is in front', () => {
    expect(clientAddress(request('203.0.113.7'), false)).toBe('10.0.0.9');
    expect(clientAddress({ req: request(undefined).req, env: undefined }, false)).toBe('unknown');
  });

  it('behind a trusted proxy, is the entry the proxy appended, never one the client wrote', () => {
    expect(clientAddress(request('198.51.100.1, 203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientAddress(request(' 203.0.113.7 '), true)).toBe('203.0.113.7');
    expect(clientAddress(request(undefined), true)).toBe('10.0.0.9');
  });
});
