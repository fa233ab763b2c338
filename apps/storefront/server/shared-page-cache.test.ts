import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createSharedPageCache, PUBLIC_PAGE_HEADER } from './shared-page-cache.mjs';

type Page = (request: IncomingMessage, response: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server answering with `page` behind the cache; counts what reaches the page. */
async function serve(page: Page, clock = { now: 0 }) {
  const cache = createSharedPageCache({ now: () => clock.now, maxEntryBytes: 10_000 });
  const reached = { count: 0 };
  const server = createServer((request, response) => {
    cache.handle(request, response, () => {
      reached.count += 1;
      page(request, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const url = (path: string) => `http://127.0.0.1:${address.port}${path}`;
  return { url, reached, cache, clock };
}

const cachedPage: Page = (request, response) => {
  response.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=31535940');
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-security-policy', "script-src 'self'");
  response.write('<html>');
  response.end(`${request.url}</html>`);
};

describe('the shared page cache', () => {
  it('answers a page Next marked shareable from memory, with its headers, until s-maxage runs out', async () => {
    const { url, reached, clock } = await serve(cachedPage);
    const first = await fetch(url('/gift-cards/'));
    expect(await first.text()).toBe('<html>/gift-cards/</html>');
    const second = await fetch(url('/gift-cards/'));
    expect(await second.text()).toBe('<html>/gift-cards/</html>');
    expect(second.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(second.headers.get('cache-control')).toContain('s-maxage=60');
    expect(second.headers.get('content-length')).toBe(String('<html>/gift-cards/</html>'.length));
    expect(reached.count).toBe(1);

    clock.now += 59_000;
    expect(Number((await fetch(url('/gift-cards/'))).headers.get('age'))).toBe(59);
    expect(reached.count).toBe(1);
    clock.now += 1_000;
    await fetch(url('/gift-cards/'));
    expect(reached.count).toBe(2);
  });

  it('keeps the page Next answers from its cache, not the larger form it sends when it has just rendered it', async () => {
    let answers = 0;
    const page: Page = (_request, response) => {
      answers += 1;
      response.setHeader('cache-control', 's-maxage=60');
      response.setHeader('x-nextjs-cache', answers === 1 ? 'MISS' : 'HIT');
      response.end(answers === 1 ? '<html>as rendered, \\"quoted\\"</html>' : "<html>as stored, 'quoted'</html>");
    };
    const { url, reached } = await serve(page);
    expect(await (await fetch(url('/gift-cards/'))).text()).toContain('as rendered');
    expect(await (await fetch(url('/gift-cards/'))).text()).toContain('as stored');
    expect(await (await fetch(url('/gift-cards/'))).text()).toContain('as stored');
    expect(reached.count).toBe(2);
  });

  it('keeps each URL, query and encoding apart', async () => {
    const page: Page = (request, response) => {
      const gzip = /gzip/.test(String(request.headers['accept-encoding'] ?? ''));
      response.setHeader('cache-control', 's-maxage=60');
      if (gzip) response.setHeader('content-encoding', 'gzip');
      response.end(gzip ? gzipSync(`zipped ${request.url}`) : `plain ${request.url}`);
    };
    const { url, reached } = await serve(page);
    expect(await (await fetch(url('/a/'), { headers: { 'accept-encoding': 'identity' } })).text()).toBe('plain /a/');
    expect(await (await fetch(url('/a/'), { headers: { 'accept-encoding': 'gzip' } })).text()).toBe('zipped /a/');
    expect(await (await fetch(url('/a/?s=x'), { headers: { 'accept-encoding': 'identity' } })).text()).toBe('plain /a/?s=x');
    expect(await (await fetch(url('/a/'), { headers: { 'accept-encoding': 'gzip' } })).text()).toBe('zipped /a/');
    expect(await (await fetch(url('/a/'), { headers: { 'accept-encoding': 'identity' } })).text()).toBe('plain /a/');
    expect(reached.count).toBe(3);
  });

  it('keeps the answer behind https apart, since only it carries HSTS', async () => {
    const page: Page = (request, response) => {
      response.setHeader('cache-control', 's-maxage=60');
      if (request.headers['x-forwarded-proto'] === 'https') response.setHeader('strict-transport-security', 'max-age=31536000');
      response.end('page');
    };
    const { url } = await serve(page);
    await fetch(url('/'));
    expect((await fetch(url('/'), { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await fetch(url('/'))).headers.get('strict-transport-security')).toBeNull();
  });

  it('never keeps personal, cookie-setting, stale, missing or oversized answers', async () => {
    const page: Page = (request, response) => {
      switch (request.url) {
        case '/cart/':
          response.setHeader('cache-control', 'private, no-store');
          break;
        case '/sets-cookie/':
          response.setHeader('cache-control', 's-maxage=60');
          response.setHeader('set-cookie', 'cart=1');
          break;
        case '/stale/':
          response.setHeader('cache-control', 's-maxage=60');
          response.setHeader('x-nextjs-cache', 'STALE');
          break;
        case '/just-rendered/':
          response.setHeader('cache-control', 's-maxage=60');
          response.setHeader('x-nextjs-cache', 'MISS');
          break;
        case '/missing/':
          response.statusCode = 404;
          response.setHeader('cache-control', 's-maxage=60');
          break;
        default:
          response.setHeader('cache-control', 's-maxage=60');
          response.end('x'.repeat(20_000));
          return;
      }
      response.end('page');
    };
    const { url, reached, cache } = await serve(page);
    for (const path of ['/cart/', '/sets-cookie/', '/stale/', '/just-rendered/', '/missing/', '/large/']) {
      await fetch(url(path));
      await fetch(url(path));
    }
    expect(reached.count).toBe(12);
    expect(cache.size).toBe(0);
  });

  it('keeps a page rendered per request that its route rule declares public, for the seconds declared, and never sends the declaration', async () => {
    // What Next sends for a filtered list: a per-request page is always `private, no-store`.
    const filteredList: Page = (request, response) => {
      response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      response.setHeader(PUBLIC_PAGE_HEADER, '300');
      response.end(`list ${request.url}`);
    };
    const { url, reached, clock } = await serve(filteredList);
    const first = await fetch(url('/gift-cards/?category=restaurants'));
    expect(first.headers.get(PUBLIC_PAGE_HEADER)).toBeNull();
    const second = await fetch(url('/gift-cards/?category=restaurants'));
    expect(await second.text()).toBe('list /gift-cards/?category=restaurants');
    expect(second.headers.get(PUBLIC_PAGE_HEADER)).toBeNull();
    expect(second.headers.get('age')).toBe('0');
    expect(reached.count).toBe(1);

    await fetch(url('/gift-cards/?category=spa'));
    expect(reached.count).toBe(2);
    clock.now += 300_000;
    await fetch(url('/gift-cards/?category=restaurants'));
    expect(reached.count).toBe(3);
    // A router request is answered by Next every time, without the declaration either.
    expect((await fetch(url('/gift-cards/?category=restaurants'), { headers: { rsc: '1' } })).headers.get(PUBLIC_PAGE_HEADER)).toBeNull();
  });

  it('never keeps a declared public page that sets a cookie, carries a script nonce or is not a 200', async () => {
    const page: Page = (request, response) => {
      response.setHeader('cache-control', 'private, no-store');
      response.setHeader(PUBLIC_PAGE_HEADER, '300');
      if (request.url === '/sets-cookie/') response.setHeader('set-cookie', 'cart=1');
      if (request.url === '/nonce/') response.setHeader('content-security-policy', "script-src 'nonce-abc' 'strict-dynamic'");
      if (request.url === '/missing/') response.statusCode = 404;
      response.end('page');
    };
    const { url, reached, cache } = await serve(page);
    for (const path of ['/sets-cookie/', '/nonce/', '/missing/']) {
      await fetch(url(path));
      await fetch(url(path));
    }
    expect(reached.count).toBe(6);
    expect(cache.size).toBe(0);
  });

  it('passes router, server action, draft mode and non-GET requests through', async () => {
    const { url, reached } = await serve(cachedPage);
    await fetch(url('/gift-cards/'));
    const through = [
      fetch(url('/gift-cards/'), { headers: { rsc: '1' } }),
      fetch(url('/gift-cards/'), { headers: { 'next-router-prefetch': '1' } }),
      fetch(url('/gift-cards/'), { method: 'POST', headers: { 'next-action': 'abc' }, body: '[]' }),
      fetch(url('/gift-cards/'), { headers: { cookie: '__prerender_bypass=1' } }),
      fetch(url('/gift-cards/'), { method: 'HEAD' }),
    ];
    await Promise.all(through);
    expect(reached.count).toBe(6);
  });
});
