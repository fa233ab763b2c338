// @vitest-environment jsdom
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { asciiHtml } from './ascii-html.mjs';
import { compactReactPayload, singleQuotedLiteral } from './compact-react-payload.mjs';

/** Next's own encoding of a payload chunk: JSON, with `<`, `>`, `&` and the line separators as \u escapes. */
function nextLiteral(text: string): string {
  return JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const pushScript = (text: string) => `<script>self.__next_f.push([1,${nextLiteral(text)}])</script>`;

/** What the page's scripts hand React, by running each inline script as the browser would. */
function pushedChunks(html: string): unknown[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const self = { __next_f: [] as unknown[] };
  for (const script of document.querySelectorAll('script:not([src]):not([type])')) {
    runInNewContext(script.textContent ?? '', { self });
  }
  return self.__next_f;
}

const CHUNKS = [
  '1a:["$","p",null,{"className":"x","children":"Wellness & Beauty <b> isn\'t \\"quoted\\""}]\n',
  '2:["$","script",null,{"children":"</script><!-- x -->"}]\n',
  'line\r\nbreaks\u2028and\u2029separators\ttabs\u0000nul\u001f',
  'Café “Noël” 😀 €500 – 1–3 days\n',
  "'already single' \\ backslash \\\\ two",
];

const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>',
  '<script type="application/ld+json">{"name":"Shop","price":"€ 25"}</script></head><body><p>Hi</p>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  ...CHUNKS.map(pushScript),
  '</body></html>',
].join('');

describe('compactReactPayload', () => {
  it('hands React the same chunks, character for character', () => {
    expect(pushedChunks(compactReactPayload(PAGE))).toEqual(pushedChunks(PAGE));
    expect(pushedChunks(PAGE)).toEqual([[0], ...CHUNKS.map((chunk) => [1, chunk])]);
  });

  it('keeps the same scripts: no payload can close its script element early', () => {
    const count = (html: string) => new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script').length;
    expect(count(compactReactPayload(PAGE))).toBe(count(PAGE));
    expect(compactReactPayload(PAGE)).not.toContain('</script><!--');
  });

  it('writes a JSON payload with far fewer bytes', () => {
    const payload = JSON.stringify({ children: Array.from({ length: 50 }, (_, index) => ['$', 'li', String(index), { className: 'item' }]) });
    const html = pushScript(payload);
    expect(compactReactPayload(html).length).toBeLessThan(html.length * 0.8);
  });

  it('still reads the same after the page is made ASCII', () => {
    const stored = asciiHtml(compactReactPayload(PAGE));
    expect(/^[\x00-\x7f]*$/.test(stored)).toBe(true);
    expect(pushedChunks(stored)).toEqual(pushedChunks(PAGE));
  });

  it('leaves other scripts and a page without payload unchanged', () => {
    const html = '<script>var a = "b";</script><script>self.__next_f.push([2,null])</script><p>"quoted"</p>';
    expect(compactReactPayload(html)).toBe(html);
  });
});

describe('singleQuotedLiteral', () => {
  it('evaluates back to the text it was given', () => {
    for (const text of [...CHUNKS, '', '\'"\\<>&', '\u007f\u0080\u00a0']) {
      expect(runInNewContext(singleQuotedLiteral(text))).toBe(text);
    }
  });
});
