import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import ipaddr from 'ipaddr.js';

/** The connection's peer, IPv4-mapped IPv6 written as IPv4. */
function normalised(address: string | undefined): string | null {
  return address && ipaddr.isValid(address) ? ipaddr.process(address).toString() : null;
}

/**
 * The address a request came from. With TRUST_PROXY=1 the API sits behind one proxy it trusts (the storefront's
 * server, which passes on the X-Forwarded-For its own front proxy or Next.js set, or a load balancer), and the
 * last X-Forwarded-For entry, the address that proxy saw, is believed; earlier entries are whatever the client
 * wrote and are ignored. Otherwise it is the connection's own peer.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = normalised(req.socket.remoteAddress);
  if (!trustProxy) return peer ?? 'unknown';
  return normalised(proxyAddr(req, (_address, hop) => hop === 0)) ?? peer ?? 'unknown';
}
