// @ts-check

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * Whether the path of a request target cannot be decoded (`/gift-cards/%ff/`, `/%E0%A4%A/`): a stray or broken
 * percent escape. Next fails on such a path while matching its routes and answers a bare 500, so the server answers
 * these itself. The query string is left to the pages, which read it leniently.
 * @param {string | undefined} target
 */
export function hasMalformedPath(target) {
  const path = (target ?? '/').split(/[?#]/, 1)[0] ?? '/';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Answers a request whose path cannot be decoded with 400 and a plain message, and says whether it did.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function answerMalformedPath(request, response) {
  if (!hasMalformedPath(request.url)) return false;
  const body = 'Bad Request: the address contains an invalid percent-encoded character.\n';
  response.writeHead(400, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
