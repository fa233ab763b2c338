import { afterEach, describe, expect, it } from 'vitest';
import { closeGuardedServers, serveBehind } from './guarded-test-server.ts';
import { answerMalformedPath, hasMalformedPath } from './malformed-address.mjs';

afterEach(closeGuardedServers);

/** A server that answers malformed paths itself and everything else as the page would. */
async function serve() {
  const { origin, reached } = await serveBehind(answerMalformedPath, (request) => request.url ?? '');
  return { url: (path: string) => `${origin}${path}`, reached };
}

describe('a path with a broken percent escape', () => {
  it('is told apart from a well-formed one, whatever its query says', () => {
    expect(hasMalformedPath('/gift-cards/%ff/')).toBe(true);
    expect(hasMalformedPath('/images/products/%E0%A4%A/')).toBe(true);
    expect(hasMalformedPath('/%/')).toBe(true);
    expect(hasMalformedPath('/gift-cards/caf%C3%A9/')).toBe(false);
    expect(hasMalformedPath('/gift-cards/?s=%ff')).toBe(false);
    expect(hasMalformedPath('/')).toBe(false);
    expect(hasMalformedPath(undefined)).toBe(false);
  });

  it('gets a 400 with a plain message and never reaches Next (which answers it with a 500)', async () => {
    const { url, reached } = await serve();
    for (const path of ['/gift-cards/%ff/', '/images/a%ff/', '/api/%ff/', '/nl%ff/']) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toMatch(/invalid percent-encoded character/);
    }
    expect(reached).toEqual([]);
    const page = await fetch(url('/gift-cards/?s=%ff'));
    expect(page.status).toBe(200);
    expect(reached).toEqual(['/gift-cards/?s=%ff']);
  });
});
