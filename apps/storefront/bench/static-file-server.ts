/**
 * `tsx bench/static-file-server.ts <dir> <port>`: the yardstick for page throughput. Serves the files
 * under <dir> as they are on disk (a URL ending in '/' serves its index.html), nothing else.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

function decodedPath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

/** The file for a request path, or undefined when the path is malformed or leaves `root`. */
export function fileForPath(root: string, urlPath: string): string | undefined {
  const base = path.resolve(root);
  const decoded = decodedPath(urlPath);
  if (decoded === undefined) return undefined;
  const file = path.join(base, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  return file.startsWith(`${base}${path.sep}`) ? file : undefined;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export function createStaticFileServer(root: string): Server {
  return createServer((request, response) => {
    const file = fileForPath(root, request.url ?? '/');
    const notFound = () => {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    };
    if (!file) return notFound();
    stat(file).then(
      (stats) => {
        if (!stats.isFile()) return notFound();
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
          'content-length': stats.size,
        });
        createReadStream(file).pipe(response);
      },
      notFound,
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [root, port] = process.argv.slice(2);
  if (!root || !port || !/^\d+$/.test(port)) {
    console.error('usage: tsx bench/static-file-server.ts <dir> <port>');
    process.exit(2);
  }
  createStaticFileServer(path.resolve(root)).listen(Number(port), '127.0.0.1');
}
