// @ts-check
import { allowsAnyInlineScript, inlineScriptHashes, policyForScripts } from './inline-script-hashes.mjs';

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */

const POLICY = 'content-security-policy';

/**
 * Whether the answer is a page served under the policy that allows any inline script (see inline-script-hashes.mjs).
 * @param {ServerResponse} response
 */
function isPageAllowingAnyInlineScript(response) {
  if (!/^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))) return false;
  const policy = response.getHeader(POLICY);
  return allowsAnyInlineScript(Array.isArray(policy) ? policy.join(', ') : policy === undefined ? undefined : String(policy));
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
  /** @type {'undecided' | 'hold' | 'pass'} */
  let mode = 'undecided';
  /** @type {string | undefined} */
  let statusMessage;
  /** @type {Buffer[]} */
  const held = [];

  const restore = () => Object.assign(response, original);

  const decide = () => {
    if (mode !== 'undecided') return mode;
    mode = isPageAllowingAnyInlineScript(response) ? 'hold' : 'pass';
    if (mode === 'pass') restore();
    return mode;
  };

  /**
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  const hold = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (Buffer.isBuffer(chunk)) held.push(chunk);
    else if (chunk instanceof Uint8Array) held.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    else held.push(Buffer.from(String(chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'));
  };

  response.writeHead = /** @type {ServerResponse['writeHead']} */ (
    (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) => {
      response.statusCode = statusCode;
      if (typeof rest[0] === 'string') statusMessage = rest.shift();
      setGivenHeaders(response, rest[0]);
      if (decide() === 'pass') {
        return statusMessage === undefined ? response.writeHead(statusCode) : response.writeHead(statusCode, statusMessage);
      }
      return response;
    }
  );

  response.flushHeaders = () => {
    if (decide() === 'pass') response.flushHeaders();
  };

  response.write = /** @type {ServerResponse['write']} */ (
    (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
      if (decide() === 'pass') return response.write(chunk, encoding, callback);
      hold(chunk, encoding);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done);
      return true;
    }
  );

  response.end = /** @type {ServerResponse['end']} */ (
    (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
      if (decide() === 'pass') return response.end(chunk, encoding, callback);
      if (typeof chunk !== 'function') hold(chunk, encoding);
      const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
      const body = Buffer.concat(held);
      const policy = String(response.getHeader(POLICY));
      response.setHeader(POLICY, policyForScripts(policy, inlineScriptHashes(body.toString('utf8'))));
      restore();
      if (!response.headersSent) {
        if (statusMessage === undefined) response.writeHead(response.statusCode);
        else response.writeHead(response.statusCode, statusMessage);
      }
      return response.end(body, done);
    }
  );
}
