import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { answerUnsupportedMethod } from './unsupported-method.mjs';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server that answers unsupported methods itself and everything else as the page would. */
async function serve() {
  const reached: string[] = [];
  const server = createServer((request, response) => {
    if (answerUnsupportedMethod(request, response)) return;
    reached.push(request.method ?? '');
    response.end('page');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/gift-cards/`, reached };
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
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS']) expect((await fetch(url, { method })).status, method).toBe(200);
    expect(reached).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS']);
  });
});
