import type { IncomingMessage } from 'node:http';
import { ApiError, invalidRequest } from './errors.ts';

const DEFAULT_LIMIT_BYTES = 64 * 1024;

/** The request body as text, refused with 413 beyond the limit. */
export async function readBody(req: IncomingMessage, limitBytes = DEFAULT_LIMIT_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw new ApiError(413, 'payload_too_large', `The request body can be at most ${limitBytes} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON body; an empty body reads as an empty object. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const contentType = req.headers['content-type'];
  if (contentType && !/^application\/json\b/i.test(contentType)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
  }
  const text = await readBody(req);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidRequest('The request body is not valid JSON.');
  }
}

/** An HTML form post (application/x-www-form-urlencoded). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req, 16 * 1024));
}
