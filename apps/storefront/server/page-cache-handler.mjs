// @ts-check
import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { asciiHtml } from './ascii-html.mjs';
import { compactReactPayload } from './compact-react-payload.mjs';
import { payloadWithoutVisitorQuery, withoutVisitorQuery } from './visitor-address.mjs';

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} */
const FileSystemCache = /** @type {any} */ (FileSystemCacheModule).default ?? FileSystemCacheModule;

/** @typedef {Parameters<InstanceType<typeof FileSystemCache>['set']>} SetArguments */
/** @typedef {ConstructorParameters<typeof FileSystemCache>[0]} CacheContext */

/**
 * Writes `data` beside `file`, then renames it over `file`: a reader sees the whole old file or the whole new one.
 * @param {string} file
 * @param {string | Uint8Array} data
 */
export async function replaceFile(file, data) {
  const aside = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(aside, data);
    await rename(aside, file);
  } catch (error) {
    await rm(aside, { force: true });
    throw error;
  }
}

/**
 * Next.js's own file-system cache (memory first, then `dist/<brand>/server`), except that a rendered page is stored
 * with its React payload in single quotes (compact-react-payload.mjs: a tenth fewer bytes) and as ASCII
 * (ascii-html.mjs), so every later request for it is smaller and sent without re-encoding; without the query of
 * the visitor it was rendered for (visitor-address.mjs), since every later visitor gets it; and a not-found page
 * is not stored at all; and each file is replaced whole (replaceFile), never rewritten in place. Loaded by `next start`
 * through next.config's `cacheHandler`, outside the bundle, hence plain JavaScript.
 */
export default class PageCacheHandler extends FileSystemCache {
  /** @param {CacheContext} context */
  constructor(context) {
    // Every process of a storefront shares its build's cache folder, and a process reads a page from disk the first
    // time it is asked for it: written in place, a page another process is rewriting (revalidating) would be read
    // cut short, and served so until it is stale.
    super({ ...context, fs: { ...context.fs, writeFile: replaceFile } });
  }

  /**
   * @override
   * @param {SetArguments[0]} key
   * @param {SetArguments[1]} data
   * @param {SetArguments[2]} context
   */
  async set(key, data, context) {
    // A not-found page is rendered again on each request instead: every unknown path would otherwise leave an
    // entry on disk, and anyone could fill the disk by asking for made-up addresses.
    if (data?.kind === 'APP_PAGE' && data.status === 404) return;
    if (data?.kind !== 'APP_PAGE' || typeof data.html !== 'string') return super.set(key, data, context);
    const stored = {
      ...data,
      html: asciiHtml(compactReactPayload(data.html, withoutVisitorQuery)),
      rscData: payloadWithoutVisitorQuery(data.rscData),
      segmentData: data.segmentData && new Map([...data.segmentData].map(([segment, payload]) => [segment, payloadWithoutVisitorQuery(payload) ?? payload])),
    };
    return super.set(key, stored, context);
  }
}
