// @ts-check
/**
 * `node server/start.mjs [--port 3000] [--hostname 127.0.0.1]`: the storefront in production, in place of
 * `next start`: Next's request handler behind the shared page cache (shared-page-cache.mjs). BRAND and
 * STOREFRONT_DIST_TAG choose the build, as for `next start`.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSharedPageCache } from './shared-page-cache.mjs';

function listenOptions() {
  try {
    const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
    const port = Number(values.port ?? process.env.PORT ?? 3000);
    if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be a port number (0-65535), got "${values.port}"`);
    return { port, hostname: values.hostname };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error('usage: node server/start.mjs [--port 3000] [--hostname 127.0.0.1]');
    return process.exit(2);
  }
}

const { port, hostname } = listenOptions();
// Next reads the mode when it loads: set it before the import.
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');
const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), port, ...(hostname ? { hostname } : {}) });
await app.prepare();
const handleWithNext = app.getRequestHandler();
const cache = createSharedPageCache();

const server = createServer((request, response) => {
  cache.handle(request, response, () => handleWithNext(request, response));
});
server.listen(port, hostname, () => {
  console.log(`Storefront ready on http://${hostname ?? 'localhost'}:${port}`);
});

/** @param {NodeJS.Signals} signal */
function stop(signal) {
  server.close();
  server.closeIdleConnections();
  void app.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 0));
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
