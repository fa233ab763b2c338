/**
 * `tsx bench/memory-server.ts <dir> <port>`: the fastest a plain Node server answers a page, the yardstick next to
 * nginx. Reads every `index.html` under <dir> once, then answers `GET <folder>/` from memory, nothing else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

/** Each `index.html` under `root` by the URL path that serves it (`/gift-cards/index.html` → `/gift-cards/`). */
export function readPages(root: string): ReadonlyMap<string, Buffer> {
  const pages = new Map<string, Buffer>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const folder = path.relative(root, entry.parentPath).split(path.sep).filter(Boolean).join('/');
    pages.set(folder ? `/${folder}/` : '/', readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return pages;
}

export function createMemoryServer(pages: ReadonlyMap<string, Buffer>): Server {
  return createServer((request, response) => {
    const page = pages.get((request.url ?? '/').split('?')[0] ?? '/');
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.byteLength }).end(page);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [root, port] = process.argv.slice(2);
  if (!root || !port || !/^\d+$/.test(port)) {
    console.error('usage: tsx bench/memory-server.ts <dir> <port>');
    process.exit(2);
  }
  createMemoryServer(readPages(path.resolve(root))).listen(Number(port), '127.0.0.1');
}
