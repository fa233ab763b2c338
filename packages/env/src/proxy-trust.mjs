// @ts-check
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies a server believes forwarded headers (X-Forwarded-For, -Proto, -Host, country) from: TRUST_PROXY, read
 * the same way by the API and the storefront's server. Plain JavaScript, so the storefront's server reads it unbuilt.
 */

/** What TRUST_PROXY=1 trusts: a proxy on this machine or on a private network, never a client on a public address. */
const PRIVATE_NETWORKS = Object.freeze(['loopback', 'linklocal', 'uniquelocal']);

/** How TRUST_PROXY is written, for the line that refuses another value. */
export const TRUST_PROXY_FORMAT =
  '0, 1 (a proxy on this machine or a private network) or a comma-separated list of proxy addresses, CIDR ranges and the names loopback, linklocal, uniquelocal';

/**
 * The proxies a TRUST_PROXY setting names: none for unset or '0', those on this machine or a private network for '1',
 * else its list. Null when the setting is none of these.
 * @param {string | undefined} setting
 * @returns {readonly string[] | null}
 */
export function trustedProxies(setting) {
  if (setting === undefined || setting === '0') return [];
  if (setting === '1') return PRIVATE_NETWORKS;
  const entries = setting.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) return null;
  try {
    proxyAddr.compile(entries);
  } catch {
    return null;
  }
  return Object.freeze(entries);
}

/**
 * @typedef {(address: string, hop: number) => boolean} ProxyTrust
 * Whether the hop at `address` is a proxy we trust.
 */

/**
 * @param {readonly string[]} proxies
 * @returns {ProxyTrust}
 */
export function proxyTrust(proxies) {
  return proxies.length === 0 ? () => false : proxyAddr.compile([...proxies]);
}

/**
 * Whether the request's connection comes from a trusted proxy: only then are the headers it forwards believed. A
 * client that reaches the server directly can write any X-Forwarded-For, X-Forwarded-Proto or country header.
 * @param {import('node:http').IncomingMessage} request
 * @param {ProxyTrust} trust
 */
export function fromTrustedProxy(request, trust) {
  const peer = request.socket.remoteAddress;
  return peer !== undefined && trust(peer, 0);
}

/**
 * The visitor's address: the connection's peer, or, while each hop is a trusted proxy, the address that hop says it
 * was reached from (X-Forwarded-For read from its end). What a client wrote itself at the start of the header is
 * never reached, because the first proxy that is not ours stops the walk.
 * @param {import('node:http').IncomingMessage} request
 * @param {ProxyTrust} trust
 * @returns {string | undefined}
 */
export function visitorAddress(request, trust) {
  return request.socket.remoteAddress === undefined ? undefined : proxyAddr(request, trust);
}
