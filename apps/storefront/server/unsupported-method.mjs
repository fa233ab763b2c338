// @ts-check

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * Methods the shop answers: pages and route handlers are read with GET and HEAD, server actions and forms post, and
 * OPTIONS asks what an address allows. Next renders a page for any other method (PUT, DELETE, PATCH…) as for GET,
 * per request and past the shared page cache, and answers OPTIONS on a page with a 400.
 */
const SUPPORTED = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
const ALLOW = 'GET, HEAD, POST';
/** Route handlers under this prefix answer OPTIONS themselves, with the methods each one exports. */
const ROUTE_HANDLERS = '/api/';

/**
 * @param {ServerResponse} response
 * @param {number} status
 * @param {string} body
 */
function answer(response, status, body) {
  response.writeHead(status, {
    allow: ALLOW,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(body);
}

/**
 * Answers a request with a method the shop does not support with 405, and OPTIONS on a page with the methods it
 * allows (204); says whether it answered.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function answerUnsupportedMethod(request, response) {
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS' && !(request.url ?? '/').startsWith(ROUTE_HANDLERS)) {
    answer(response, 204, '');
    return true;
  }
  if (SUPPORTED.has(method)) return false;
  answer(response, 405, `Method Not Allowed: use ${ALLOW}.\n`);
  return true;
}
