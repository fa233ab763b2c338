// @ts-check
/**
 * `node server/start.mjs [--port 3000] [--hostname 127.0.0.1]`: the storefront in production, in place of
 * `next start`: Next's request handler behind the shared page cache (shared-page-cache.mjs), compression
 * (compression.mjs) and the public pages' script hashes (hashed-script-policy.mjs), in one process per core sharing
 * the port (STOREFRONT_WORKERS; see workers.mjs). BRAND and STOREFRONT_DIST_TAG choose the build, as
 * for `next start`.
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { proxyTrust, trustedProxies } from '@shop/env/proxy-trust';
import { dropUntrustedProxyHeaders, setVisitorForwardedFor } from './forwarded-for.mjs';
import { createCompression } from './compression.mjs';
import { hashInlineScripts } from './hashed-script-policy.mjs';
import { answerHeartbeats, HEARTBEAT, watchHeartbeats } from './heartbeat.mjs';
import { answerUppercasePath } from './lowercase-address.mjs';
import { answerMalformedPath } from './malformed-address.mjs';
import { withPageStatus } from './page-status.mjs';
import { createSharedPageCache } from './shared-page-cache.mjs';
import { answerUnsupportedMethod } from './unsupported-method.mjs';
import { workerCount } from './workers.mjs';

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
const workers = workerCount(process.env.STOREFRONT_WORKERS);
if (!workers.ok) {
  console.error(workers.message);
  process.exit(2);
}

if (cluster.isPrimary) await superviseWorkers(workers.count);
else await serve();

/**
 * The primary process only forks and watches: workers share the listening port (Node hands connections to them in
 * turn). A worker that dies is replaced, and so is one that stops answering the primary's heartbeat (heartbeat.mjs);
 * on SIGINT or SIGTERM every worker finishes its requests and the primary exits after the last one.
 * @param {number} count
 */
async function superviseWorkers(count) {
  let stopping = false;
  let started = false;
  let listening = 0;
  const stopWatching = watchHeartbeats(cluster, {
    ...HEARTBEAT,
    onSilent: (worker) => console.error(`Storefront process ${worker.process.pid} has not answered for ${HEARTBEAT.timeoutMs / 1000} s; ending it`),
  });
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === count && !started) console.log(`Storefront ready on http://${hostname ?? 'localhost'}:${address.port} (${count} ${count === 1 ? 'process' : 'processes'})`);
    started ||= listening === count;
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // With the code of a process that could not start, if one could not; else 0.
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    // A process that could not start (no build, a bad setting) would fail again: stop with its code.
    if (!started) {
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = code || 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    console.error(`Storefront process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`);
    listening -= 1;
    setTimeout(() => cluster.fork(), 1_000).unref();
  });
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    stopWatching();
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(0);
    for (const worker of running) worker?.process.kill(signal);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let index = 0; index < count; index += 1) cluster.fork();
}

async function serve() {
  if (cluster.isWorker) answerHeartbeats();
  // Next reads the mode when it loads: set it before the import.
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), port, ...(hostname ? { hostname } : {}) });
  try {
    await app.prepare();
  } catch (error) {
    // No build for BRAND (and STOREFRONT_DIST_TAG), or a broken one: an operator's mistake, told in a line.
    console.error(`The storefront cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const handleWithNext = app.getRequestHandler();
  const cache = createSharedPageCache();
  const compress = createCompression();
  // next.config.ts refused a TRUST_PROXY that names no proxies before this server started.
  const trust = proxyTrust(trustedProxies(process.env.TRUST_PROXY) ?? []);

  const server = createServer((request, response) => {
    // On every answer, the redirects Next writes from its route tables too (its header rules reach only its pages).
    response.setHeader('x-content-type-options', 'nosniff');
    setVisitorForwardedFor(request, trust);
    dropUntrustedProxyHeaders(request, trust);
    // Next answers a path it cannot decode with a bare 500: a mistyped address is the visitor's error.
    if (answerMalformedPath(request, response)) return;
    // Every page path is lower case; Next would match the route tables regardless of case, and the catalogue would not.
    if (answerUppercasePath(request, response)) return;
    // Next renders a page for PUT or DELETE as for GET.
    if (answerUnsupportedMethod(request, response)) return;
    withPageStatus(request, response, () =>
      cache.handle(request, response, () => {
        // Compression wraps the policy's hold, which reads the page as Next writes it.
        compress(request, response);
        hashInlineScripts(response);
        return handleWithNext(request, response);
      }),
    );
  });
  // Next's handler of uncaught exceptions only logs them: without this a process that cannot listen would stay up,
  // serving nothing, while whatever holds the port answers in its place.
  server.once('error', (error) => {
    const inUse = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE';
    console.error(inUse ? `Port ${port} is already in use: stop what is using it, or choose another port (--port).` : `The storefront cannot listen on port ${port}: ${error.message}`);
    process.exit(1);
  });
  // The primary says when every process listens.
  server.listen(port, hostname);

  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    // Ctrl-C reaches every process of the group, and the primary passes it on: the second one changes nothing.
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeIdleConnections();
    void app.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
