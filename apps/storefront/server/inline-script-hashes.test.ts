import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowsAnyInlineScript, inlineScriptHashes, policyForScripts } from './inline-script-hashes.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** A page as the server holds it: its bytes as sent. */
const sent = (html: string) => Buffer.from(html, 'utf8');
const CACHED_PAGE_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

describe('inlineScriptHashes', () => {
  it('lists each inline script the page runs once, by the hash of its exact text', () => {
    const boot = '(self.__next_f=self.__next_f||[]).push([0])';
    const data = 'self.__next_f.push([1,"0:{\\"€\\":1}"])';
    const html = `<html><head><script src="/_next/static/chunks/main.js" async=""></script><script>${boot}</script></head>`
      + `<body><SCRIPT type="module">${data}</SCRIPT><script>${boot}</script></body></html>`;
    expect(inlineScriptHashes(sent(html))).toEqual([sha256(boot), sha256(data)]);
    expect(sha256('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('hashes each script as the bytes sent, non-ASCII text included, as a browser hashes it', () => {
    const data = 'self.__next_f.push([1,"Cadeaubon – €25"])';
    expect(inlineScriptHashes(sent(`<p>Cadeaubon – €25</p><script>${data}</script>`))).toEqual([sha256(data)]);
  });

  it('reads a view into a larger buffer from its own offset', () => {
    const pool = sent('<script>outside()</script><script>inside()</script>');
    const view = pool.subarray('<script>outside()</script>'.length);
    expect(inlineScriptHashes(view)).toEqual([sha256('inside()')]);
  });

  it('leaves out scripts loaded from a file and data blocks, which a browser never runs inline', () => {
    const html = '<script src="/a.js"></script><script type="application/ld+json">{"@type":"Product"}</script>'
      + "<script type='text/javascript'>run()</script>";
    expect(inlineScriptHashes(sent(html))).toEqual([sha256('run()')]);
    expect(inlineScriptHashes(sent('<p>no scripts</p>'))).toEqual([]);
  });
});

describe('allowsAnyInlineScript', () => {
  it('is true only for a script policy with unsafe-inline and neither nonce nor hash', () => {
    expect(allowsAnyInlineScript(CACHED_PAGE_POLICY)).toBe(true);
    expect(allowsAnyInlineScript("script-src 'self' 'nonce-abc' 'strict-dynamic'")).toBe(false);
    expect(allowsAnyInlineScript("script-src 'self' 'unsafe-inline' 'sha256-abc='")).toBe(false);
    expect(allowsAnyInlineScript("default-src 'self'; style-src 'unsafe-inline'")).toBe(false);
    expect(allowsAnyInlineScript(undefined)).toBe(false);
  });
});

describe('policyForScripts', () => {
  it('replaces unsafe-inline in script-src by the hashes, and leaves every other directive as it was', () => {
    expect(policyForScripts(CACHED_PAGE_POLICY, ["'sha256-a='", "'sha256-b='"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-b='; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
  });

  it('allows no inline script on a page that has none', () => {
    const policy = policyForScripts(CACHED_PAGE_POLICY, []);
    expect(policy).toContain("script-src 'self';");
    expect(allowsAnyInlineScript(policy)).toBe(false);
  });
});
