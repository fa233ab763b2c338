// @ts-check
import { createRequire } from 'node:module';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

// Next's own copies (it ships no types for them), so the storefront compresses exactly as `next start` would.
const require = createRequire(import.meta.url);
/** @type {() => (request: IncomingMessage, response: ServerResponse, next: () => void) => void} */
const compression = require('next/dist/compiled/compression');
/** @type {(response: ServerResponse) => void} */
const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream.js');

/**
 * Compresses what Next writes when the client takes it (gzip, deflate), as Next's own `compress` does, with the same
 * middleware. It runs in the storefront's server instead (next.config sets `compress: false`) so that what sits
 * between it and Next reads the page as Next wrote it: the hashed script policy (hashed-script-policy.mjs).
 */
export function createCompression() {
  const compress = compression();
  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  return (request, response) => {
    compress(request, response, () => {});
    // On a client that disconnects the middleware never ends its zlib stream, which then outlives the request.
    response.once('close', () => {
      if (!response.writableFinished) releaseCompressionStream(response);
    });
  };
}
