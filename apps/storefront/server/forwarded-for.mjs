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
 * Headers only a proxy in front of the storefront may set. The forwarded host: Next, and the proxy's cross-site check,
 * compare a post's `Origin` with it, so a client writing its own could pass for the shop (browsers cannot add it to a
 * cross-site form post, but a check must not rest on that). The country a CDN read from the address: the storefront
 * passes it on to the API (`/api/ip/`), which believes it from the storefront, so a client could name any country.
 */
export const PROXY_ONLY_HEADERS = ['x-forwarded-host', 'cf-ipcountry', 'x-country-code', 'x-real-ip'];

/**
 * Drops the proxy-only headers a request brought unless a proxy TRUST_PROXY names sent it.
 * @param {IncomingMessage} request
 * @param {ProxyTrust} trust
 */
export function dropUntrustedProxyHeaders(request, trust) {
  if (fromTrustedProxy(request, trust)) return;
  for (const name of PROXY_ONLY_HEADERS) delete request.headers[name];
}
