/**
 * Who the client is. The API believes X-Forwarded-For only from the shell's own servers, at the
 * addresses TRUSTED_PROXIES names (none by default: a client that reaches the API directly is
 * the peer that connected, whatever it writes there). Limits then count a client by
 * `clientKey`: an IPv6 client by its /64, the network one subscriber is given, in which they
 * can take a new address for every request.
 */
import proxyAddr from '@fastify/proxy-addr';
import ipaddr from 'ipaddr.js';

/** Throws naming what is wrong unless every entry is an address or a CIDR range. */
export function checkTrustedProxies(ranges: string[]): void {
  proxyAddr.compile(ranges);
}

/** Fastify's `trustProxy` for those addresses: nobody when none is named. */
export const trustProxyOption = (ranges: string[]) => (ranges.length > 0 ? ranges : false);

/** The client a limit counts: an IPv4 address (also written IPv4-mapped) as it is, an IPv6 address by its /64. */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}
