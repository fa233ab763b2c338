import type { IncomingMessage } from 'node:http';
import { proxyTrust, trustedProxies } from '@shop/env/proxy-trust';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress.ts';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
}

const NOBODY = proxyTrust([]);
const PRIVATE_NETWORKS = proxyTrust(trustedProxies('1') ?? []);

describe('clientAddress', () => {
  it('is the connection peer without TRUST_PROXY, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(request('198.51.100.4', '203.0.113.9'), NOBODY)).toBe('198.51.100.4');
    expect(clientAddress(request('::ffff:127.0.0.1'), NOBODY)).toBe('127.0.0.1');
  });

  it('behind a trusted proxy believes the address it appended, never what the client wrote before it', () => {
    expect(clientAddress(request('10.0.0.2', '203.0.113.9'), PRIVATE_NETWORKS)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 203.0.113.9'), PRIVATE_NETWORKS)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.2', '2001:db8::1'), PRIVATE_NETWORKS)).toBe('2001:db8::1');
  });

  it('is the peer for a client that connects directly, however X-Forwarded-For is set', () => {
    expect(clientAddress(request('198.51.100.4', '10.9.9.1'), PRIVATE_NETWORKS)).toBe('198.51.100.4');
    expect(clientAddress(request('198.51.100.4', '203.0.113.9'), proxyTrust(['10.0.0.0/8']))).toBe('198.51.100.4');
  });

  it('falls back to the peer when the proxy sent no usable address', () => {
    expect(clientAddress(request('10.0.0.2'), PRIVATE_NETWORKS)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', 'unknown'), PRIVATE_NETWORKS)).toBe('10.0.0.2');
  });
});
