// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * How a page rendered per request answers 404 with its whole HTML. Next sends such a page's status with its first
 * bytes, and a `notFound()` thrown while it renders leaves the body an empty shell that only the browser's script
 * fills. The 404 screen (src/screens/not-found) renders in full instead and tells this server, through the channel
 * below, that the page it is rendering does not exist; the status becomes 404 just before it goes out.
 *
 * The pages are bundled apart from this file: they reach the channel through a registered symbol
 * (src/screens/not-found/page-status.ts names the same one).
 */
export const PAGE_STATUS_CHANNEL = Symbol.for('shop.storefront.pageStatus');

/** @type {AsyncLocalStorage<{ notFound: boolean }>} */
const pages = new AsyncLocalStorage();

/** @type {{ markNotFound(): boolean }} */
const channel = {
  /** True when a request of this server is rendering (its status will be 404); false elsewhere (`next dev`, a build). */
  markNotFound() {
    const page = pages.getStore();
    if (!page) return false;
    page.notFound = true;
    return true;
  },
};
// Replaceable: a module loaded again (a test's fresh module graph) installs its own store's channel.
Object.defineProperty(globalThis, PAGE_STATUS_CHANNEL, { value: channel, configurable: true, enumerable: false, writable: true });

/**
 * Runs `handle` for a request whose page may declare itself missing while it renders. A request of the browser's
 * router (`RSC`) keeps Next's status: its answer is the page's payload, which the router renders as it comes.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {() => unknown} handle
 */
export function withPageStatus(request, response, handle) {
  if (request.headers.rsc !== undefined) return handle();
  const page = { notFound: false };
  const writeHead = response.writeHead.bind(response);
  response.writeHead = /** @type {ServerResponse['writeHead']} */ (
    (/** @type {any[]} */ ...args) => {
      if (page.notFound && args[0] === 200) {
        response.statusCode = 404;
        // A reason phrase given with 200 would be its "OK".
        args = typeof args[1] === 'string' ? [404, ...args.slice(2)] : [404, ...args.slice(1)];
      }
      return /** @type {any} */ (writeHead)(...args);
    }
  );
  return pages.run(page, handle);
}
