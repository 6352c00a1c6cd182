/**
 * @module
 * Fetches an agent's UCP profile for the store: https only, a timeout, a
 * size limit, no redirects, and never an address on a private, loopback,
 * link-local or otherwise internal network (checked on the address actually
 * connected to, so a DNS answer cannot swap it) unless the operator allows it.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { ProfileSource } from '../../core/ports.js';

export interface ProfileFetcherOptions {
  /** Allow private, loopback and link-local addresses, and plain http (for local development and tests). Defaults to false. */
  allowPrivateNetworks?: boolean;
  /** Time allowed for the whole fetch, in ms. Defaults to 3000. */
  timeoutMs?: number;
  /** Largest profile read, in bytes. Defaults to 64 KiB. */
  maxBytes?: number;
}

/** Ranges no profile may be fetched from: RFC 1918, loopback, link-local, CGNAT, unspecified, multicast and their IPv6 kin. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
// 6to4 (2002::/16) and NAT64 (64:ff9b::/96, 64:ff9b:1::/48) can wrap an IPv4 address; fec0::/10 is old site-local.
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1], 'ipv4');
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A DNS lookup that refuses internal addresses, used by the connection itself. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const refused = addresses.find((entry) => isInternalAddress(entry.address));
    if (refused || addresses.length === 0)
      return callback(Object.assign(new Error('profile address is internal'), { code: 'EPROFILEADDRESS' }), '', 4);
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

export function createProfileFetcher(options: ProfileFetcherOptions = {}): ProfileSource {
  const timeoutMs = options.timeoutMs ?? 3000;
  const maxBytes = options.maxBytes ?? 64 * 1024;
  return {
    fetch(url) {
      return new Promise((resolveOnce, rejectOnce) => {
        let settled = false;
        const resolve = (value: unknown) => void (settled || ((settled = true), resolveOnce(value)));
        const reject = (error: Error) => void (settled || ((settled = true), rejectOnce(error)));
        let target: URL;
        try {
          target = new URL(url);
        } catch {
          return reject(new Error('not a URL'));
        }
        const allowed = target.protocol === 'https:' || (options.allowPrivateNetworks && target.protocol === 'http:');
        if (!allowed || target.username || target.password)
          return reject(new Error('profile URL must be https without credentials'));
        const literal = target.hostname.replace(/^\[|\]$/g, '');
        if (!options.allowPrivateNetworks && isIP(literal) && isInternalAddress(literal))
          return reject(new Error('profile address is internal'));
        const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
        const request = send(
          target,
          {
            method: 'GET',
            headers: { accept: 'application/json' },
            timeout: timeoutMs,
            ...(options.allowPrivateNetworks ? {} : { lookup: guardedLookup }),
          },
          (response) => {
            if (response.statusCode !== 200) {
              response.resume();
              return reject(new Error(`profile answered ${response.statusCode ?? 'nothing'}`));
            }
            const chunks: Buffer[] = [];
            let size = 0;
            response.on('data', (chunk: Buffer) => {
              size += chunk.byteLength;
              if (size > maxBytes) {
                reject(new Error('profile too large'));
                request.destroy();
                return;
              }
              chunks.push(chunk);
            });
            response.on('end', () => {
              try {
                resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown);
              } catch {
                reject(new Error('profile is not JSON'));
              }
            });
            response.on('error', reject);
          },
        );
        // The whole fetch is bounded, not only the idle time between packets.
        const timedOut = () => {
          reject(new Error('profile fetch timed out'));
          request.destroy();
        };
        const timer = setTimeout(timedOut, timeoutMs);
        request.on('close', () => clearTimeout(timer));
        request.on('timeout', timedOut);
        request.on('error', reject);
        request.end();
      });
    },
  };
}
