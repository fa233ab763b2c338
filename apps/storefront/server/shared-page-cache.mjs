// @ts-check
import { LRUCache } from 'lru-cache';

/**
 * A shared cache in front of Next, in the storefront's own process: what a CDN honouring `s-maxage` does for the
 * cached catalogue pages, without one. Next answers a page it holds in about a millisecond of CPU (routing, its render
 * pipeline, tracing); this cache answers it in a few hundredths of that.
 *
 * It keeps only what a shared cache may keep: a 200 answer to a plain GET page request (not a React Server Component
 * or prefetch request, not in draft mode, no Authorization) that Next marked shareable (`s-maxage`), with no
 * Set-Cookie and not marked STALE by Next (it is regenerating that page; keeping it would extend its age), until its
 * `s-maxage` runs out. Personal pages (basket, checkout, orders) are `private, no-store` and always reach Next.
 * Variants: see variantKey.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, storedAt: number, expiresAt: number }} Entry */

const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** Headers that describe one connection, never a stored answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];

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
 * Seconds a shared cache may keep the answer (`s-maxage`), or 0 when it may not keep it.
 * @param {ServerResponse} response
 */
export function sharedLifetimeSeconds(response) {
  if (response.statusCode !== 200 || response.getHeader('set-cookie') !== undefined) return 0;
  if (String(response.getHeader('x-nextjs-cache') ?? '').toUpperCase() === 'STALE') return 0;
  const cacheControl = String(response.getHeader('cache-control') ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const sharedMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  return sharedMaxAge ? Number(sharedMaxAge[1]) : 0;
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
    if (tooLarge || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
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
      if (!tooLarge) keep(Buffer.concat(chunks));
      return end(chunk, encoding, callback);
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
        const lifetime = sharedLifetimeSeconds(response);
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
