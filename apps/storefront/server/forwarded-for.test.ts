import { afterEach, describe, expect, it } from 'vitest';
import { dropUntrustedForwardedHost, setVisitorForwardedFor } from './forwarded-for.mjs';
import { closeGuardedServers, serveBehind } from './guarded-test-server.ts';

afterEach(closeGuardedServers);

async function forwardedForReachingNext(trustProxy: boolean, sent?: string): Promise<string> {
  const { origin, reached } = await serveBehind(
    (request) => {
      setVisitorForwardedFor(request, trustProxy);
      return false;
    },
    (request) => String(request.headers['x-forwarded-for']),
  );
  await fetch(`${origin}/basket/`, { headers: sent === undefined ? {} : { 'x-forwarded-for': sent } });
  return reached[0] ?? '';
}

describe("the visitor's address passed on to the API", () => {
  it('is the connection itself without a proxy in front: an address the visitor writes is dropped', async () => {
    expect(await forwardedForReachingNext(false)).toBe('127.0.0.1');
    expect(await forwardedForReachingNext(false, '203.0.113.7')).toBe('127.0.0.1');
    expect(await forwardedForReachingNext(false, '203.0.113.7, 198.51.100.1')).toBe('127.0.0.1');
  });

  it('behind a proxy, is the entry that proxy appended, not those the visitor wrote before it', async () => {
    expect(await forwardedForReachingNext(true, '203.0.113.7, 198.51.100.1')).toBe('198.51.100.1');
    expect(await forwardedForReachingNext(true, '198.51.100.1')).toBe('198.51.100.1');
    expect(await forwardedForReachingNext(true)).toBe('127.0.0.1');
  });
});

describe('the forwarded host', () => {
  async function forwardedHostReachingNext(trustProxy: boolean): Promise<string> {
    const { origin, reached } = await serveBehind(
      (request) => {
        dropUntrustedForwardedHost(request, trustProxy);
        return false;
      },
      (request) => String(request.headers['x-forwarded-host'] ?? '-'),
    );
    await fetch(`${origin}/account/`, { headers: { 'x-forwarded-host': 'evil.example' } });
    return reached[0] ?? '';
  }

  it('is dropped without a proxy in front: a client cannot name the host its post is compared with', async () => {
    expect(await forwardedHostReachingNext(false)).toBe('-');
  });

  it('is kept behind a proxy, which sets it', async () => {
    expect(await forwardedHostReachingNext(true)).toBe('evil.example');
  });
});
