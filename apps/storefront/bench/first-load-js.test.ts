import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoadJs, gzippedSize, scriptSources } from './first-load-js.ts';

const PAGE = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" href="/_next/static/chunks/webpack-1.js"/>
<script src="/_next/static/chunks/webpack-1.js" async=""></script>
<script src='/_next/static/chunks/main-app-2.js' async></script>
<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>
</head><body><script>self.__next_f.push([1,"inline"])</script>
<script src="/_next/static/chunks/webpack-1.js" async=""></script>
<script async src=/_next/static/chunks/app/page-4.js?dpl=a&amp;b></script></body></html>`;

describe('scriptSources', () => {
  it('lists each external script once, in order, skipping nomodule fallbacks and inline scripts', () => {
    expect(scriptSources(PAGE)).toEqual([
      '/_next/static/chunks/webpack-1.js',
      '/_next/static/chunks/main-app-2.js',
      '/_next/static/chunks/app/page-4.js?dpl=a&b',
    ]);
  });
});

describe('firstLoadJs', () => {
  it('adds up the raw and gzipped bytes of every script the page loads', async () => {
    const scripts: Record<string, Uint8Array> = {
      '/_next/static/chunks/webpack-1.js': new TextEncoder().encode('a'.repeat(1000)),
      '/_next/static/chunks/main-app-2.js': new TextEncoder().encode('console.log("hello")'),
      '/_next/static/chunks/app/page-4.js?dpl=a&b': new TextEncoder().encode('x'),
    };
    const weight = await firstLoadJs(PAGE, async (src) => {
      const content = scripts[src];
      if (!content) throw new Error(`unexpected ${src}`);
      return content;
    });
    expect(weight.scripts).toBe(3);
    expect(weight.rawBytes).toBe(1021);
    const gzipped = Object.values(scripts).reduce((sum, content) => sum + gzipSync(content, { level: 9 }).byteLength, 0);
    expect(weight.gzipBytes).toBe(gzipped);
    expect(weight.gzipBytes).toBeLessThan(weight.rawBytes);
  });

  it('fails on a page without scripts instead of reporting zero', async () => {
    await expect(firstLoadJs('<html><body>static</body></html>', async () => new Uint8Array())).rejects.toThrow('loads no script');
  });
});

describe('gzippedSize', () => {
  it('shrinks repetitive text', () => {
    expect(gzippedSize(new TextEncoder().encode('abc'.repeat(500)))).toBeLessThan(100);
  });
});
