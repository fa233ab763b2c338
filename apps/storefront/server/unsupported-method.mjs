// @ts-check

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * Methods the shop answers: pages and route handlers are read with GET and HEAD, server actions and forms post, and
 * route handlers answer OPTIONS with what they allow. Next renders a page for any other method (PUT, DELETE, PATCH…)
 * as for GET, per request and past the shared page cache.
 */
const SUPPORTED = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
const ALLOW = 'GET, HEAD, POST';

/**
 * Answers a request with a method the shop does not support with 405, and says whether it did.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function answerUnsupportedMethod(request, response) {
  if (SUPPORTED.has(request.method ?? 'GET')) return false;
  const body = `Method Not Allowed: use ${ALLOW}.\n`;
  response.writeHead(405, {
    allow: ALLOW,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(body);
  return true;
}
