/**
 * Which X-Forwarded-For entries to believe. Fastify 5 treats a bare hop count as "trust
 * nobody" (a count alone cannot tell the proxy from a client), which would put every visitor
 * behind the shell's proxy under one address and one rate limit. So: believe at most `hops`
 * proxies, and only when they connect from a loopback or private address, where our own
 * proxy lives. A client's own X-Forwarded-For then never changes who it is.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const internal = new BlockList();
internal.addSubnet('127.0.0.0', 8, 'ipv4');
internal.addSubnet('10.0.0.0', 8, 'ipv4');
internal.addSubnet('172.16.0.0', 12, 'ipv4');
internal.addSubnet('192.168.0.0', 16, 'ipv4');
internal.addSubnet('169.254.0.0', 16, 'ipv4');
internal.addAddress('::1', 'ipv6');
internal.addSubnet('fc00::', 7, 'ipv6');
internal.addSubnet('fe80::', 10, 'ipv6');

const IPV4_MAPPED_PREFIX = /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i;

export function isInternalAddress(address: string): boolean {
  const plain = address.replace(IPV4_MAPPED_PREFIX, '');
  if (isIPv4(plain)) return internal.check(plain, 'ipv4');
  if (isIPv6(plain)) return internal.check(plain, 'ipv6');
  return false;
}

/** A fastify `trustProxy` function: hop 0 is the connected peer, hop 1 the one before it... */
export function trustInternalProxies(hops: number): (address: string, hop: number) => boolean {
  return (address, hop) => hop < hops && isInternalAddress(address);
}
