import { gzippedSize } from './first-load-js.ts';

/** What a page's HTML weighs and what the weight is made of (bytes of UTF-8). */
export interface PageWeight {
  readonly htmlBytes: number;
  readonly gzipBytes: number;
  /** The inline scripts that hand React its payload (`self.__next_f.push(…)`): the page a second time, as data. */
  readonly reactPayloadBytes: number;
  /** Inline `<style>` elements. */
  readonly inlineStyleBytes: number;
  readonly styleSheets: number;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style>/gi;
const STYLE_SHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>/gi;

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

export function pageWeight(html: string): PageWeight {
  const payloadScripts = [...html.matchAll(INLINE_SCRIPT)].filter(([, body = '']) => body.includes('self.__next_f'));
  return {
    htmlBytes: utf8Bytes(html),
    gzipBytes: gzippedSize(Buffer.from(html, 'utf8')),
    reactPayloadBytes: sum(payloadScripts.map(([script]) => utf8Bytes(script))),
    inlineStyleBytes: sum([...html.matchAll(STYLE_ELEMENT)].map(([style]) => utf8Bytes(style))),
    styleSheets: [...html.matchAll(STYLE_SHEET_LINK)].length,
  };
}
