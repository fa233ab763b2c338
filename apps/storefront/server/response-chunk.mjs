// @ts-check

/**
 * The bytes of what a handler passed to `response.write` or `response.end` (a Buffer, a Uint8Array or a string in its
 * encoding), copied, since the writer may reuse its array once the call returns; null when it passed no data (nothing,
 * or only the callback). For the wrappers that keep what goes out: the shared page cache, the script hashes.
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer | null}
 */
export function chunkBytes(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
}
