/**
 * Preview cookies: `base64url(JSON claims)` + '.' + `base64url(Ed25519 signature of the first part)`.
 * The API signs with the registry's private key; the shell's servers verify with the public key
 * the feed gives them, so they hold no secret.
 */
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { type PreviewClaims, previewClaimsSchema } from 'contracts/releases';
import type { SigningKeyPair } from '../store/releases';

export function newSigningKeyPair(): SigningKeyPair {
  return generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

export function signPreviewToken(claims: PreviewClaims, privateKey: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  // Ed25519 takes no digest name: the algorithm is the key's.
  const signature = sign(null, Buffer.from(payload), privateKey);
  return `${payload}.${signature.toString('base64url')}`;
}

/** The claims of a token signed with the pair of `publicKey` and not expired at `now`; undefined for any other. */
export function verifyPreviewToken(token: string, publicKey: string, now: Date): PreviewClaims | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  if (!verify(null, Buffer.from(payload), publicKey, Buffer.from(signature, 'base64url'))) return undefined;
  try {
    const claims = previewClaimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return claims.exp * 1000 > now.getTime() ? claims : undefined;
  } catch {
    return undefined;
  }
}
