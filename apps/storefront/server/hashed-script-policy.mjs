// @ts-check
import { allowsAnyInlineScript, inlineScriptHashes, policyForScripts } from './inline-script-hashes.mjs';
import { chunkBytes } from './response-chunk.mjs';

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */

const POLICY = 'content-security-policy';

/**
 * The answer's policy when it is a page served under the policy that allows any inline script (see
 * inline-script-hashes.mjs), else null.
 * @param {ServerResponse} response
 */
function policyAllowingAnyInlineScript(response) {
  if (!/^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))) return null;
  const policy = response.getHeader(POLICY);
  return typeof policy === 'string' && allowsAnyInlineScript(policy) ? policy : null;
}

/**
 * Headers given to `writeHead`, set on the response as Node would merge them (an object, or a flat or paired list).
 * @param {ServerResponse} response
 * @param {unknown} headers
 */
function setGivenHeaders(response, headers) {
  if (Array.isArray(headers)) {
    const pairs = Array.isArray(headers[0]) ? headers : Array.from({ length: headers.length / 2 }, (_, index) => [headers[2 * index], headers[2 * index + 1]]);
    for (const [name, value] of pairs) response.setHeader(String(name), value);
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(/** @type {OutgoingHttpHeaders} */ (headers))) {
      if (value !== undefined) response.setHeader(name, value);
    }
  }
}

/**
 * Narrows the policy of a page that allows any inline script to the hashes of the scripts it carries
 * (`policyForScripts`). Such a page is held until Next has written all of it, since its headers go out before its body;
 * any other answer (a page with a nonce, the React payload of a navigation, a file, JSON) passes through as it is
 * written. Call before Next writes anything, inside whatever encodes the body (compression): the page must be read as
 * Next wrote it.
 * @param {ServerResponse} response
 */
export function hashInlineScripts(response) {
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  };
  /** The policy to narrow, once the answer is known to be such a page (null: it passes through). */
  /** @type {string | null | undefined} */
  let policy;
  /** A reason phrase given to writeHead, passed on as given (the 404 rewrite of page-status.mjs drops one given with 200). */
  /** @type {string | undefined} */
  let reason;
  /** @type {Buffer[]} */
  const held = [];

  const sendHead = () => (reason === undefined ? response.writeHead(response.statusCode) : response.writeHead(response.statusCode, reason));

  /** Whether the answer is held, decided once, from its headers, when Next first writes or sends its head. */
  const holding = () => {
    if (policy === undefined) {
      policy = policyAllowingAnyInlineScript(response);
      if (policy === null) Object.assign(response, original);
    }
    return policy !== null;
  };

  /**
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  const hold = (chunk, encoding) => {
    const bytes = chunkBytes(chunk, encoding);
    if (bytes) held.push(bytes);
  };

  response.writeHead = /** @type {ServerResponse['writeHead']} */ (
    (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) => {
      response.statusCode = statusCode;
      if (typeof rest[0] === 'string') reason = rest.shift();
      setGivenHeaders(response, rest[0]);
      return holding() ? response : sendHead();
    }
  );

  response.flushHeaders = () => {
    if (!holding()) response.flushHeaders();
  };

  response.write = /** @type {ServerResponse['write']} */ (
    (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
      if (!holding()) return response.write(chunk, encoding, callback);
      hold(chunk, encoding);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done);
      return true;
    }
  );

  response.end = /** @type {ServerResponse['end']} */ (
    (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
      if (!holding()) return response.end(chunk, encoding, callback);
      hold(chunk, encoding);
      const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
      const body = Buffer.concat(held);
      response.setHeader(POLICY, policyForScripts(/** @type {string} */ (policy), inlineScriptHashes(body)));
      Object.assign(response, original);
      if (!response.headersSent) sendHead();
      return response.end(body, done);
    }
  );
}
