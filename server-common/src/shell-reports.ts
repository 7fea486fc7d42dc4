/**
 * What the shell's servers and the API share to tell the shells' reports from anyone's: one
 * secret (RELEASE_REPORT_KEY, set alike on both). From it come the credential of the shells'
 * render counts (`POST /api/releases/health`) and the signature of the token each page carries,
 * which a browser's error beacon must send back: a beacon counts only for a version a shell
 * actually served. Server code only (node:crypto).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { releaseVersionSchema, remoteNameSchema } from 'contracts/releases';
import { z } from 'zod';

/** A key shorter than this is refused: it could be guessed. */
export const RELEASE_REPORT_KEY_MIN_LENGTH = 32;
/**
 * How long a page's token is taken: a page shows an error within seconds of loading, but a tab
 * may hydrate a part long after (a section the visitor reaches later), and the front server may
 * keep a copy of the page for a moment.
 */
export const PAGE_TOKEN_MAX_AGE_S = 6 * 60 * 60;

export const releaseReportKeySchema = z
  .string()
  .min(RELEASE_REPORT_KEY_MIN_LENGTH, `must have at least ${RELEASE_REPORT_KEY_MIN_LENGTH} characters`);

const pageTokenClaimsSchema = z.strictObject({
  /** The version of each remote the page was rendered with. */
  versions: z.partialRecord(remoteNameSchema, releaseVersionSchema),
  /** Expiry, in seconds since the epoch. */
  exp: z.number().int(),
});
export type PageTokenClaims = z.infer<typeof pageTokenClaimsSchema>;

const hmac = (key: string, purpose: string, text: string) => createHmac('sha256', key).update(`${purpose}\n${text}`).digest();

/** The credential a shell's server sends with its health reports (`Authorization: Bearer …`). */
export function healthReportCredential(key: string): string {
  return hmac(key, 'health-report', '').toString('base64url');
}

/** True when `presented` is the credential of `key` (compared in constant time). */
export function isHealthReportCredential(presented: string | undefined, key: string): boolean {
  const expected = Buffer.from(healthReportCredential(key));
  const given = Buffer.from(presented ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `base64url(JSON claims)` + '.' + `base64url(HMAC-SHA-256 of the first part)`. */
export function signPageToken(claims: PageTokenClaims, key: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${hmac(key, 'page-token', payload).toString('base64url')}`;
}

/** The claims of a token signed with `key` and not expired at `now`; undefined for any other. */
export function verifyPageToken(token: string, key: string, now: Date): PageTokenClaims | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = hmac(key, 'page-token', payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = pageTokenClaimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return claims.exp * 1000 > now.getTime() ? claims : undefined;
  } catch {
    return undefined;
  }
}
