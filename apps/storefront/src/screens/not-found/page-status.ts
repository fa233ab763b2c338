/** The storefront server's channel (server/page-status.mjs), reached by the symbol it registers. */
const PAGE_STATUS_CHANNEL = Symbol.for('shop.storefront.pageStatus');

interface PageStatusChannel {
  markNotFound(): boolean;
}

function channel(): PageStatusChannel | undefined {
  return (globalThis as Record<symbol, PageStatusChannel | undefined>)[PAGE_STATUS_CHANNEL];
}

/**
 * Tells the storefront server that the page rendering for this request does not exist, so that it answers 404 with
 * the HTML rendered. False when no such server renders it (`next dev`): nothing will change the status.
 */
export function markPageNotFound(): boolean {
  return channel()?.markNotFound() ?? false;
}
