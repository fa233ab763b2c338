import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import PageCacheHandler from './page-cache-handler.mjs';

const serverDistDir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
afterAll(() => rmSync(serverDistDir, { recursive: true, force: true }));

// No memory store: every read below comes back from disk, as after a restart.
const cache = new PageCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 } as never);
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never;

describe('PageCacheHandler', () => {
  it('stores a rendered page as ASCII and serves it back so', async () => {
    const page = { kind: 'APP_PAGE', html: '<p>Price: €36.80</p>', rscData: Buffer.from('0:["€"]'), headers: {}, status: 200, postponed: undefined, segmentData: undefined };
    await cache.set('/s/en/home', page as never, { cacheControl: { revalidate: 300, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as never);

    const entry = await cache.get('/s/en/home', pageContext);
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', html: '<p>Price: &#x20ac;36.80</p>' });
    expect((entry?.value as { rscData?: Buffer } | undefined)?.rscData?.toString()).toBe('0:["€"]');
  });

  it("stores a page's React payload in single quotes, the same string in fewer bytes", async () => {
    const html = '<p>Hi</p><script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Hi\\"}]\\n"])</script>';
    const page = { kind: 'APP_PAGE', html, rscData: Buffer.from(''), headers: {}, status: 200, postponed: undefined, segmentData: undefined };
    await cache.set('/s/en/quoted', page as never, { cacheControl: { revalidate: 300, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as never);

    const stored = ((await cache.get('/s/en/quoted', pageContext))?.value as { html: string }).html;
    expect(stored).toBe('<p>Hi</p><script>self.__next_f.push([1,\'0:["$","p",null,{"children":"Hi"}]\\n\'])</script>');
  });

  it('stores a page without the query of the visitor it was rendered for, in its HTML, its payload and its segments', async () => {
    const rendered = (query: string) => `0:{"P":null,"c":["","gift-cards",${JSON.stringify(query)}],"q":${JSON.stringify(query)},"i":false}\n`;
    const visitor = '?cb_api_giftcard_categories=travel&gclid=first-visitor';
    const html = `<p>Travel</p><script>self.__next_f.push([1,${JSON.stringify(rendered(visitor))}])</script>`;
    const page = { kind: 'APP_PAGE', html, rscData: Buffer.from(rendered(visitor)), headers: {}, status: 200, postponed: undefined, segmentData: new Map([['/_full', Buffer.from(rendered(visitor))]]) };
    await cache.set('/s/en/productList/1/travel/-', page as never, { cacheControl: { revalidate: 300, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as never);

    const stored = (await cache.get('/s/en/productList/1/travel/-', pageContext))?.value as { html: string; rscData: Buffer; segmentData: Map<string, Buffer> };
    expect(stored.html).not.toContain('first-visitor');
    expect(stored.html).toContain(`self.__next_f.push([1,'0:{"P":null,"c":["","gift-cards",""],"q":"","i":false}\\n'])`);
    expect(stored.rscData.toString()).toBe(rendered(''));
    expect(stored.segmentData.get('/_full')?.toString()).toBe(rendered(''));
  });

  it('keeps no not-found page, so made-up addresses cannot fill the disk', async () => {
    const notFound = { kind: 'APP_PAGE', html: '<h1>Page not found</h1>', rscData: Buffer.from('0:[]'), headers: {}, status: 404, postponed: undefined, segmentData: undefined };
    await cache.set('/s/en/landing/1/no-such-page', notFound as never, { cacheControl: { revalidate: 300, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as never);

    expect(await cache.get('/s/en/landing/1/no-such-page', pageContext)).toBeNull();
    expect(readdirSync(serverDistDir, { recursive: true }).filter((name) => String(name).includes('no-such-page'))).toEqual([]);
  });

  it('lets another process read a page being rewritten only whole: the old page or the new one, never a part', async () => {
    const version = (mark: string) => ({ kind: 'APP_PAGE', html: `<p>${mark.repeat(4_000_000)}</p>`, rscData: Buffer.from(mark), headers: {}, status: 200, postponed: undefined, segmentData: undefined });
    const setContext = { cacheControl: { revalidate: 300, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as never;
    await cache.set('/s/en/rewritten', version('a') as never, setContext);
    const otherProcess = new PageCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 } as never);

    let rewriting = true;
    const rewrites = (async () => {
      for (const mark of ['b', 'c', 'd', 'e']) await cache.set('/s/en/rewritten', version(mark) as never, setContext);
      rewriting = false;
    })();
    const lengthsRead = new Set<number>();
    while (rewriting) {
      const html = ((await otherProcess.get('/s/en/rewritten', pageContext))?.value as { html?: string } | undefined)?.html;
      lengthsRead.add(html?.length ?? -1);
    }
    await rewrites;

    expect([...lengthsRead]).toEqual([version('a').html.length]);
  });

  it('finds nothing for a page never stored', async () => {
    expect(await cache.get('/s/en/unknown', pageContext)).toBeNull();
  });
});
