// @ts-check
import { fromTrustedProxy, visitorAddress } from '@shop/env/proxy-trust';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('@shop/env/proxy-trust').ProxyTrust} ProxyTrust */

/**
 * Sets the request's X-Forwarded-For to the visitor's address alone, as the API is to count it: the storefront passes
 * this header on, and the API behind it (TRUST_PROXY) believes it from the storefront. Next keeps an X-Forwarded-For
 * the request brought, so a visitor reaching the storefront directly could write any address there and start a fresh
 * count of every per-address limit with each one. The visitor is the connection's peer, or, when that peer is a proxy
 * TRUST_PROXY names, the address it says it was reached from.
 * @param {IncomingMessage} request
 * @param {ProxyTrust} trust
 */
export function setVisitorForwardedFor(request, trust) {
  const visitor = visitorAddress(request, trust);
  if (visitor) request.headers['x-forwarded-for'] = visitor;
  else delete request.headers['x-forwarded-for'];
}

/**
 * Drops the X-Forwarded-Host a request brought unless a trusted proxy sent it: Next, and the proxy's cross-site check,
 * compare a post's `Origin` with the forwarded host, so a client writing its own could pass for the shop (browsers
 * cannot add this header to a cross-site form post, but a check must not rest on that).
 * @param {IncomingMessage} request
 * @param {ProxyTrust} trust
 */
export function dropUntrustedForwardedHost(request, trust) {
  if (fromTrustedProxy(request, trust)) return;
  delete request.headers['x-forwarded-host'];
}
