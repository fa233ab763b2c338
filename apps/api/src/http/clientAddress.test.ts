import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress.ts';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
}

describe('clientAddress', () => {
  it('is the connection peer without TRUST_PROXY, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(request('198.51.100.4', '203.0.113.9'), false)).toBe('198.51.100.4');
    expect(clientAddress(request('::ffff:127.0.0.1'), false)).toBe('127.0.0.1');
  });

  it('with TRUST_PROXY believes only the last X-Forwarded-For entry, the one the proxy appended', () => {
    expect(clientAddress(request('10.0.0.2', '203.0.113.9'), true)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 203.0.113.9'), true)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.2', '2001:db8::1'), true)).toBe('2001:db8::1');
  });

  it('with TRUST_PROXY falls back to the peer when the proxy sent no usable address', () => {
    expect(clientAddress(request('10.0.0.2'), true)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', 'unknown'), true)).toBe('10.0.0.2');
  });
});
