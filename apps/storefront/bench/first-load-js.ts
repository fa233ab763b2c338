import { gzipSync } from 'node:zlib';

export interface JsWeight {
  readonly scripts: number;
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const SRC_ATTRIBUTE = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const NOMODULE_ATTRIBUTE = /\bnomodule\b/i;

/**
 * The external scripts a modern browser downloads for a page, in document order and without
 * repeats; `nomodule` fallbacks (polyfills for old browsers) are skipped as a modern browser skips them.
 */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = ''] of html.matchAll(SCRIPT_TAG)) {
    if (NOMODULE_ATTRIBUTE.test(attributes)) continue;
    const match = SRC_ATTRIBUTE.exec(attributes);
    const src = match?.[1] ?? match?.[2] ?? match?.[3];
    if (src) sources.add(src.replaceAll('&amp;', '&'));
  }
  return [...sources];
}

/** Size on the wire at gzip's best level, the way bundle-size tools report it. */
export function gzippedSize(content: Uint8Array): number {
  return gzipSync(content, { level: 9 }).byteLength;
}

/** Sums the raw and gzipped size of every script the page loads; `load` fetches one script by its src. */
export async function firstLoadJs(html: string, load: (src: string) => Promise<Uint8Array>): Promise<JsWeight> {
  const sources = scriptSources(html);
  if (sources.length === 0) throw new Error('the page loads no script: not a Next.js page?');
  const contents = await Promise.all(sources.map(load));
  return {
    scripts: sources.length,
    rawBytes: contents.reduce((sum, content) => sum + content.byteLength, 0),
    gzipBytes: contents.reduce((sum, content) => sum + gzippedSize(content), 0),
  };
}
