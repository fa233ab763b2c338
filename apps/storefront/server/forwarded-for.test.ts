import { proxyTrust, type ProxyTrust } from '@shop/env/proxy-trust';
import { afterEach, describe, expect, it } from 'vitest';
import { PROXY_ONLY_HEADERS, dropUntrustedProxyHeaders, setVisitorForwardedFor } from './forwarded-for.mjs';
import { closeGuardedServers, serveBehind } from './guarded-test-server.ts';

afterEach(closeGuardedServers);

/** The test's requests come from this machine: trusting loopback puts them behind a proxy, trusting nobody not. */
const BEHIND_PROXY = proxyTrust(['loopback']);
const NO_PROXY = proxyTrust([]);
/** A proxy elsewhere: this machine's requests are clients that connect directly. */
const PROXY_ELSEWHERE = proxyTrust(['10.0.0.0/8']);

async function forwardedForReachingNext(trust: ProxyTrust, sent?: string): Promise<string> {
  const { origin, reached } = await serveBehind(
    (request) => {
      setVisitorForwardedFor(request, trust);
      return false;
    },
    (request) => String(request.headers['x-forwarded-for']),
  );
  await fetch(`${origin}/basket/`, { headers: sent === undefined ? {} : { 'x-forwarded-for': sent } });
  return reached[0] ?? '';
}

describe("the visitor's address passed on to the API", () => {
  it('is the connection itself without a proxy in front: an address the visitor writes is dropped', async () => {
    expect(await forwardedForReachingNext(NO_PROXY)).toBe('127.0.0.1');
    expect(await forwardedForReachingNext(NO_PROXY, '203.0.113.7')).toBe('127.0.0.1');
    expect(await forwardedForReachingNext(NO_PROXY, '203.0.113.7, 198.51.100.1')).toBe('127.0.0.1');
  });

  it('behind a proxy, is the entry that proxy appended, not those the visitor wrote before it', async () => {
    expect(await forwardedForReachingNext(BEHIND_PROXY, '203.0.113.7, 198.51.100.1')).toBe('198.51.100.1');
    expect(await forwardedForReachingNext(BEHIND_PROXY, '198.51.100.1')).toBe('198.51.100.1');
    expect(await forwardedForReachingNext(BEHIND_PROXY)).toBe('127.0.0.1');
  });

  it('from a client that is not a proxy TRUST_PROXY names, is the connection, whatever it writes', async () => {
    expect(await forwardedForReachingNext(PROXY_ELSEWHERE, '203.0.113.7')).toBe('127.0.0.1');
  });
});

describe('the headers only a proxy sets (forwarded host, country, real address)', () => {
  const written = { 'x-forwarded-host': 'evil.example', 'cf-ipcountry': 'NL', 'x-country-code': 'NL', 'x-real-ip': '203.0.113.7' };

  async function proxyHeadersReachingNext(trust: ProxyTrust): Promise<Record<string, string>> {
    const { origin, reached } = await serveBehind(
      (request) => {
        dropUntrustedProxyHeaders(request, trust);
        return false;
      },
      (request) => JSON.stringify(Object.fromEntries(PROXY_ONLY_HEADERS.flatMap((name) => (request.headers[name] ? [[name, request.headers[name]]] : [])))),
    );
    await fetch(`${origin}/account/`, { headers: written });
    return JSON.parse(reached[0] ?? '{}') as Record<string, string>;
  }

  it('are dropped without a proxy in front: a client can name neither the host its post is compared with nor its country', async () => {
    expect(await proxyHeadersReachingNext(NO_PROXY)).toEqual({});
  });

  it('are kept behind a proxy, which sets them', async () => {
    expect(await proxyHeadersReachingNext(BEHIND_PROXY)).toEqual(written);
  });

  it('are dropped from a client that is not a proxy TRUST_PROXY names', async () => {
    expect(await proxyHeadersReachingNext(PROXY_ELSEWHERE)).toEqual({});
  });
});
