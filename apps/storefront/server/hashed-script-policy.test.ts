import { createHash } from 'node:crypto';
import { createServer, get, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompression } from './compression.mjs';
import { hashInlineScripts } from './hashed-script-policy.mjs';

const CACHED_PAGE_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'";
const NONCE_POLICY = "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  running?.closeAllConnections();
  await new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve()));
});

type Page = (response: ServerResponse) => Promise<void> | void;

/** A server answering with `page` as Next would write it, behind compression and the hashed policy, as start.mjs has them. */
async function serve(page: Page, events: string[] = []): Promise<string> {
  const compress = createCompression();
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    compress(request, response);
    hashInlineScripts(response);
    response.once('finish', () => events.push('finished'));
    void page(response);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** The answer's bytes as they came over the wire (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Streams a page in pieces, flushing its headers first, as Next does with a page it renders. */
function streamedPage(policy: string, pieces: readonly string[]): Page {
  return async (response) => {
    response.statusCode = 200;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-security-policy', policy);
    for (const piece of pieces) {
      await tick();
      if (!response.headersSent) response.flushHeaders();
      response.write(new TextEncoder().encode(piece));
    }
    response.end();
  };
}

const PIECES = ['<!DOCTYPE html><html><head><script src="/app.js"></script>', '<script>self.__next_f.push([0])</script></head>', '<body><h1>Gift cards</h1><script>self.__next_f.push([1,"a"])</script></body></html>'];

describe('hashInlineScripts', () => {
  it('sends a page allowing any inline script with a policy listing the hashes of the scripts it carries', async () => {
    const url = await serve(streamedPage(CACHED_PAGE_POLICY, PIECES));
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(await response.text()).toBe(PIECES.join(''));
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${sha256('self.__next_f.push([0])')} ${sha256('self.__next_f.push([1,"a"])')}; frame-ancestors 'none'`,
    );
  });

  it('reads the page before it is compressed, and the browser gets the same page compressed', async () => {
    const url = await serve(streamedPage(CACHED_PAGE_POLICY, PIECES));
    const response = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString('utf8')).toBe(PIECES.join(''));
    expect(response.headers['content-security-policy']).toContain(sha256('self.__next_f.push([0])'));
  });

  it('keeps the status and headers given to writeHead, and a page sent whole in one end', async () => {
    const body = '<p>missing</p><script>boot()</script>';
    const url = await serve((response) => {
      response.writeHead(404, 'Not Found', { 'content-type': 'text/html', 'content-security-policy': CACHED_PAGE_POLICY, 'x-page': 'kept' });
      response.end(body);
    });
    const response = await fetch(url);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-page')).toBe('kept');
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${sha256('boot()')};`);
    expect(await response.text()).toBe(body);
  });

  it('streams any other answer as it is written: a page with a nonce goes out before it is finished', async () => {
    const events: string[] = [];
    let release = () => {};
    const url = await serve(async (response) => {
      response.setHeader('content-type', 'text/html');
      response.setHeader('content-security-policy', NONCE_POLICY);
      response.flushHeaders();
      response.write('<p>first</p>');
      await new Promise<void>((resolve) => (release = resolve));
      response.end('<p>last</p>');
    }, events);
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-security-policy')).toBe(NONCE_POLICY);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<p>first</p>');
    expect(events).toEqual([]);
    release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('<p>last</p>');
  });

  it('leaves answers that are not pages alone, whatever their policy', async () => {
    const url = await serve((response) => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('content-security-policy', CACHED_PAGE_POLICY);
      response.end('{"ok":true}');
    });
    const response = await fetch(url);
    expect(response.headers.get('content-security-policy')).toBe(CACHED_PAGE_POLICY);
    expect(await response.json()).toEqual({ ok: true });
  });
});
