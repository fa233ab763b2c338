import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { markPageNotFound } from '../src/screens/not-found/page-status.ts';
import { withPageStatus } from './page-status.mjs';

let server: Server | undefined;
let marked: boolean[] = [];
function stop(): Promise<void> {
  const running = server;
  server = undefined;
  marked = [];
  if (!running) return Promise.resolve();
  running.closeAllConnections();
  return new Promise((resolve) => running.close(() => resolve()));
}
afterEach(stop);

/** A server whose "page" renders `body` after a tick (as a page's render is asynchronous), marking itself missing or not. */
async function serve(missing: boolean): Promise<string> {
  server = createServer((request, response) =>
    withPageStatus(request, response, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (missing) marked.push(markPageNotFound());
      response.statusCode = 200;
      response.setHeader('content-type', 'text/html');
      response.write('<h1>');
      response.end('page</h1>');
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('withPageStatus', () => {
  it('answers 404, with the whole page, for a page that marked itself missing while it rendered', async () => {
    const response = await fetch(await serve(true));
    expect(marked).toEqual([true]);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>page</h1>');
  });

  it('leaves other pages as they are, and the browser router’s requests too', async () => {
    const url = await serve(false);
    expect((await fetch(url)).status).toBe(200);
    await stop();
    const routed = await serve(true);
    expect((await fetch(routed, { headers: { rsc: '1' } })).status).toBe(200);
    expect(marked).toEqual([false]);
  });

  it('marks nothing outside a request of the storefront’s server (next dev, a test)', () => {
    expect(markPageNotFound()).toBe(false);
  });
});
