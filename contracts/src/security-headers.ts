/**
 * The one security header policy of every server of the site: the shell's (pages, its files,
 * the /api passthrough), each remote's static server and the API. Each registers
 * @fastify/helmet with `helmetOptions` and sends `PERMISSIONS_POLICY`; only the content
 * security policy is each server's own, since a page, a script and a JSON answer need
 * different ones.
 */

/** Two years, with subdomains: what hstspreload.org asks for, well past Observatory's six months. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Nothing on the site uses these browser features, so no page or frame may. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

export interface SecurityHeaderSettings {
  /** The site is served over HTTPS (`HSTS=true`): browsers are told to use nothing else. */
  hsts: boolean;
  /** The files are loaded by pages of another origin (a remote's scripts on the site's pages). */
  crossOriginResources?: boolean;
}

/** Options for @fastify/helmet, the same for every server but for the two settings. */
export function helmetOptions({ hsts, crossOriginResources = false }: SecurityHeaderSettings) {
  return {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: crossOriginResources ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: REFERRER_POLICY },
    strictTransportSecurity: hsts ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  } as const;
}

/** `HSTS` as each server reads it: `true` or `false` (default). */
export function parseHsts(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`HSTS must be true or false, got '${value}'`);
}
