import { afterEach, describe, expect, it } from 'vitest';
import { closeGuardedServers, serveBehind } from './guarded-test-server.ts';
import { answerUnsupportedMethod } from './unsupported-method.mjs';

afterEach(closeGuardedServers);

/** A server that answers unsupported methods itself and everything else as the page would. */
async function serve() {
  const { origin, reached } = await serveBehind(answerUnsupportedMethod, (request) => request.method ?? '');
  return { url: `${origin}/gift-cards/`, reached };
}

describe('a request with a method the shop does not support', () => {
  it('gets a 405 naming the methods it does, and never reaches Next (which renders the page as for GET)', async () => {
    const { url, reached } = await serve();
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const response = await fetch(url, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toMatch(/^Method Not Allowed/);
    }
    expect(reached).toEqual([]);
  });

  it('lets pages, server actions and route handlers have theirs', async () => {
    const { url, reached } = await serve();
    for (const method of ['GET', 'HEAD', 'POST']) expect((await fetch(url, { method })).status, method).toBe(200);
    expect(reached).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('answers OPTIONS on a page with what it allows, and leaves it to the route handlers under /api/', async () => {
    const { url, reached } = await serve();
    const page = await fetch(url, { method: 'OPTIONS' });
    expect(page.status).toBe(204);
    expect(page.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(reached).toEqual([]);
    expect((await fetch(new URL('/api/captcha', url), { method: 'OPTIONS' })).status).toBe(200);
    expect(reached).toEqual(['OPTIONS']);
  });
});
