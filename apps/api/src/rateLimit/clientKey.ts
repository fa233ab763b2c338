import ipaddr from 'ipaddr.js';

const IPV6_NETWORK_BITS = 64;

/**
 * What a per-client limit counts by: an IPv4 address itself, an IPv6 address by its /64 network (a household or
 * a phone is given a whole /64, so counting single IPv6 addresses would let one client use billions of keys).
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_NETWORK_BITS}`).toString()}/${IPV6_NETWORK_BITS}`;
}
