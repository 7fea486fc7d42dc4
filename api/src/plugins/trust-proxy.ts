/**
 * Who the client is. The API believes X-Forwarded-For only from the shell's own servers, at the
 * addresses TRUSTED_PROXIES names (none by default: a client that reaches the API directly is
 * the peer that connected, whatever it writes there). Limits then count a client by
 * `clientKey` (../client-key.ts).
 */
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/** Throws naming what is wrong unless every entry is an address or a CIDR range. */
export function checkTrustedProxies(ranges: string[]): void {
  proxyAddr.compile(ranges);
}

/** Fastify's `trustProxy` for those addresses: nobody when none is named. */
export const trustProxyOption = (ranges: string[]) => (ranges.length > 0 ? ranges : false);

/**
 * An onRequest hook, the first: drops the entries of X-Forwarded-For that are not addresses. Such
 * an entry names no client; believed, it would be a client of its own (its own limits, its own
 * lock), so the proxy that sent it is the client instead.
 */
export async function forwardedAddressesOnly(request: FastifyRequest): Promise<void> {
  const forwarded = request.raw.headers['x-forwarded-for'];
  if (forwarded === undefined) return;
  const addresses = [forwarded]
    .flat()
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => ipaddr.isValid(entry));
  if (addresses.length > 0) request.raw.headers['x-forwarded-for'] = addresses.join(', ');
  else delete request.raw.headers['x-forwarded-for'];
}
