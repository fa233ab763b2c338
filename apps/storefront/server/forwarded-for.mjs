// @ts-check

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

/**
 * Sets the request's X-Forwarded-For to the visitor's address alone, as the API is to count it: the storefront passes
 * this header on, and the API behind it (TRUST_PROXY=1) believes its last entry. Next keeps an X-Forwarded-For the
 * request brought, so a visitor reaching the storefront directly could write any address there and start a fresh
 * count of every per-address limit with each one. Without a proxy in front (`trustProxy` false) the visitor is the
 * connection's peer, whatever the request says; behind one, the last entry, which that proxy appended.
 * @param {IncomingMessage} request
 * @param {boolean} trustProxy
 */
export function setVisitorForwardedFor(request, trustProxy) {
  const appended = trustProxy ? String(request.headers['x-forwarded-for'] ?? '').split(',').map((entry) => entry.trim()).filter(Boolean).at(-1) : undefined;
  const visitor = appended ?? request.socket.remoteAddress;
  if (visitor) request.headers['x-forwarded-for'] = visitor;
  else delete request.headers['x-forwarded-for'];
}

/**
 * Drops the X-Forwarded-Host a request brought when no proxy in front sets it: Next, and the proxy's cross-site check,
 * compare a post's `Origin` with the forwarded host, so a client writing its own could pass for the shop (browsers
 * cannot add this header to a cross-site form post, but a check must not rest on that).
 * @param {IncomingMessage} request
 * @param {boolean} trustProxy
 */
export function dropUntrustedForwardedHost(request, trustProxy) {
  if (trustProxy) return;
  delete request.headers['x-forwarded-host'];
}
