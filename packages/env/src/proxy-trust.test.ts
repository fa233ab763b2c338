import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fromTrustedProxy, proxyTrust, trustedProxies, visitorAddress } from './proxy-trust.mjs';

const request = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('TRUST_PROXY', () => {
  it('reads 0, 1 and lists of addresses, ranges and names; refuses anything else', () => {
    expect(trustedProxies(undefined)).toEqual([]);
    expect(trustedProxies('0')).toEqual([]);
    expect(trustedProxies('1')).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(trustedProxies('loopback, 10.0.0.0/8,2001:db8::1')).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
    for (const setting of ['', 'yes', 'true', '10.0.0.0/33', 'loopback,', 'example.com']) expect(trustedProxies(setting), setting).toBeNull();
  });
});

describe('the visitor behind trusted proxies', () => {
  const privateNetworks = proxyTrust(trustedProxies('1') ?? []);

  it('believes X-Forwarded-For only from a trusted proxy: a client on a public address writes what it likes', () => {
    expect(visitorAddress(request('127.0.0.1', '203.0.113.9'), privateNetworks)).toBe('203.0.113.9');
    expect(visitorAddress(request('::ffff:10.0.0.2', '203.0.113.9'), privateNetworks)).toBe('203.0.113.9');
    expect(visitorAddress(request('198.51.100.4', '203.0.113.9'), privateNetworks)).toBe('198.51.100.4');
    expect(fromTrustedProxy(request('198.51.100.4'), privateNetworks)).toBe(false);
    expect(fromTrustedProxy(request('127.0.0.1'), privateNetworks)).toBe(true);
  });

  it('walks back through trusted hops only: what the client wrote before the first proxy of ours is never read', () => {
    expect(visitorAddress(request('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.1.1.1'), privateNetworks)).toBe('203.0.113.9');
    expect(visitorAddress(request('127.0.0.1', '1.2.3.4, 203.0.113.9'), proxyTrust(['loopback']))).toBe('203.0.113.9');
  });

  it('trusts nobody without a setting', () => {
    const nobody = proxyTrust([]);
    expect(visitorAddress(request('127.0.0.1', '203.0.113.9'), nobody)).toBe('127.0.0.1');
    expect(fromTrustedProxy(request('127.0.0.1'), nobody)).toBe(false);
  });
});
