/**
 * The client a limit counts: an IPv6 client by its /64, the network one subscriber is given, in
 * which they can take a new address for every request.
 */
import ipaddr from 'ipaddr.js';

/** The client a limit counts: an IPv4 address (also written IPv4-mapped) as it is, an IPv6 address by its /64. */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}
