import type { IncomingMessage } from 'node:http';
import { visitorAddress, type ProxyTrust } from '@shop/env/proxy-trust';
import ipaddr from 'ipaddr.js';

/** An address as counted, IPv4-mapped IPv6 written as IPv4. */
function normalised(address: string | undefined): string | null {
  return address && ipaddr.isValid(address) ? ipaddr.process(address).toString() : null;
}

/**
 * The address a request came from: the connection's peer, or behind proxies TRUST_PROXY names (the storefront's
 * server, which passes on each visitor's address, or a load balancer) the address the last of them was reached from.
 * A client connecting directly is its own peer, whatever X-Forwarded-For it writes.
 */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust): string {
  return normalised(visitorAddress(req, trust)) ?? normalised(req.socket.remoteAddress) ?? 'unknown';
}
