// @ts-check
import { LRUCache } from 'lru-cache';
import { chunkBytes } from './response-chunk.mjs';

/**
 * A shared cache in front of Next, in the storefront's own process: what a CDN honouring `s-maxage` does for the
 * cached catalogue pages, without one. Next answers a page it holds in about a millisecond of CPU (routing, its render
 * pipeline, tracing); this cache answers it in a few hundredths of that.
 *
 * It keeps only what a shared cache may keep: a 200 answer to a plain GET page request (not a React Server Component
 * or prefetch request, not in draft mode, no Authorization) that Next marked shareable (`s-maxage`), with no
 * Set-Cookie and that Next answered from its own cache (a HIT: see NOT_KEPT_FROM_NEXT_CACHE), until its
 * `s-maxage` runs out. Personal pages (basket, checkout, orders) are `private, no-store` and always reach Next.
 * A page Next renders per request is `private, no-store` even when it shows only public data (a filtered product
 * list): the storefront's route rules name such pages with PUBLIC_PAGE_HEADER, and the cache keeps them as long as that
 * header says. Variants: see variantKey.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, storedAt: number, expiresAt: number }} Entry */

const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** Headers that describe one connection, never a stored answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];

/**
 * Set by the storefront's route rules (next.config headers) on pages rendered per request that show only public data:
 * the seconds a shared cache may keep them. It never leaves the server.
 */
export const PUBLIC_PAGE_HEADER = 'x-public-page-max-age';

/** @param {IncomingMessage} request */
function isSharedPageRequest(request) {
  if (request.method !== 'GET') return false;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  if (request.headers.authorization !== undefined) return false;
  return !(request.headers.cookie ?? '').includes(DRAFT_MODE_COOKIE);
}

/**
 * What an answer may differ by: host, URL, whether the client takes gzip, and the protocol the browser used
 * (`x-forwarded-proto`: the security headers add HSTS only behind https).
 * @param {IncomingMessage} request
 */
function variantKey(request) {
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const protocol = String(request.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return `${protocol} ${request.headers.host ?? ''} ${request.url ?? '/'} ${gzip ? 'gzip' : 'identity'}`;
}

/**
 * Answers of Next's page cache never kept: STALE, Next is regenerating that page (keeping it would extend its age);
 * MISS, the page as it was just rendered, before the page cache handler stored it in its smaller form (ASCII, compact
 * React payload): the next answer, a HIT of that form, is kept instead.
 */
const NOT_KEPT_FROM_NEXT_CACHE = new Set(['STALE', 'MISS']);

/**
 * Takes PUBLIC_PAGE_HEADER off the answer before it is sent, and returns its seconds (0 without it).
 * @param {ServerResponse} response
 */
function takePublicPageLifetime(response) {
  const declared = response.getHeader(PUBLIC_PAGE_HEADER);
  if (declared === undefined) return 0;
  response.removeHeader(PUBLIC_PAGE_HEADER);
  const seconds = Number(declared);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * Seconds a shared cache may keep the answer, or 0 when it may not keep it: Next's `s-maxage`, or for a page rendered
 * per request the seconds its route rule declared it public for (`publicPageLifetime`). A page with a script nonce is
 * never kept, declared public or not: its nonce must be new on every answer.
 * @param {ServerResponse} response
 * @param {number} publicPageLifetime
 */
export function sharedLifetimeSeconds(response, publicPageLifetime = 0) {
  if (response.statusCode !== 200 || response.getHeader('set-cookie') !== undefined) return 0;
  if (NOT_KEPT_FROM_NEXT_CACHE.has(String(response.getHeader('x-nextjs-cache') ?? '').toUpperCase())) return 0;
  const cacheControl = String(response.getHeader('cache-control') ?? '').toLowerCase();
  const sharedMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  if (sharedMaxAge && !/\b(private|no-store|no-cache)\b/.test(cacheControl)) return Number(sharedMaxAge[1]);
  if (String(response.getHeader('content-security-policy') ?? '').includes("'nonce-")) return 0;
  return publicPageLifetime;
}

/**
 * Calls `onHead` just before the answer's status and headers go out (an explicit writeHead or the first write).
 * @param {ServerResponse} response
 * @param {() => void} onHead
 */
function beforeHead(response, onHead) {
  const writeHead = response.writeHead.bind(response);
  response.writeHead = /** @type {ServerResponse['writeHead']} */ (
    (/** @type {any[]} */ ...args) => {
      onHead();
      return /** @type {any} */ (writeHead)(...args);
    }
  );
}

/** @param {ServerResponse} response */
function storableHeaders(response) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers[name] = typeof value === 'number' ? String(value) : value;
  }
  return headers;
}

/**
 * Copies what `response` sends into memory while it goes out, and hands the whole answer to `keep` once it has ended.
 * @param {ServerResponse} response
 * @param {number} maxEntryBytes
 * @param {(body: Buffer) => void} keep
 */
function recordWhileSending(response, maxEntryBytes, keep) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  let tooLarge = false;
  /** @param {unknown} chunk @param {unknown} encoding */
  const record = (chunk, encoding) => {
    if (tooLarge) return;
    const buffer = chunkBytes(chunk, encoding);
    if (!buffer) return;
    size += buffer.length;
    if (size > maxEntryBytes) {
      tooLarge = true;
      chunks.length = 0;
    } else chunks.push(buffer);
  };
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  response.write = /** @type {ServerResponse['write']} */ (
    (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
      record(chunk, encoding);
      return write(chunk, encoding, callback);
    }
  );
  response.end = /** @type {ServerResponse['end']} */ (
    (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
      record(chunk, encoding);
      const ended = end(chunk, encoding, callback);
      // Kept once sent: the status and headers are final then.
      if (!tooLarge) keep(Buffer.concat(chunks));
      return ended;
    }
  );
}

/**
 * @param {{ maxBytes?: number, maxEntryBytes?: number, now?: () => number }} [options]
 */
export function createSharedPageCache({ maxBytes = 64 * 1024 * 1024, maxEntryBytes = 1024 * 1024, now = Date.now } = {}) {
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  });

  return {
    /**
     * Answers `request` from the cache, or passes it to `next` and keeps Next's answer when it may.
     * @param {IncomingMessage} request
     * @param {ServerResponse} response
     * @param {() => unknown} next
     */
    handle(request, response, next) {
      let publicPageLifetime = 0;
      beforeHead(response, () => {
        publicPageLifetime = takePublicPageLifetime(response);
      });
      if (!isSharedPageRequest(request)) return next();
      const key = variantKey(request);
      const hit = entries.get(key);
      if (hit && hit.expiresAt <= now()) entries.delete(key);
      else if (hit) {
        response.writeHead(hit.status, {
          ...hit.headers,
          age: String(Math.floor((now() - hit.storedAt) / 1000)),
          'content-length': String(hit.body.length),
        });
        response.end(hit.body);
        return undefined;
      }
      recordWhileSending(response, maxEntryBytes, (body) => {
        const lifetime = sharedLifetimeSeconds(response, publicPageLifetime);
        if (lifetime <= 0) return;
        const storedAt = now();
        entries.set(key, { status: response.statusCode, headers: storableHeaders(response), body, storedAt, expiresAt: storedAt + lifetime * 1000 });
      });
      return next();
    },
    /** How many answers the cache holds (for tests). */
    get size() {
      return entries.size;
    },
  };
}
