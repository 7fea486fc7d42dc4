import { newSigningKeyPair, signPreviewToken, verifyPreviewToken } from './preview-token';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const claims = { versions: { mfe_careers: '1.0.1-bbbbbbbbbb' }, exp: NOW.getTime() / 1000 + 60 };

describe('preview tokens', () => {
  const keys = newSigningKeyPair();

  it('are the claims in base64url, a dot, and an Ed25519 signature of the first part', () => {
    const token = signPreviewToken(claims, keys.privateKey);
    const [payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'))).toEqual(claims);
    expect(Buffer.from(signature!, 'base64url')).toHaveLength(64);
    expect(verifyPreviewToken(token, keys.publicKey, NOW)).toEqual(claims);
  });

  it.each([
    ['another key', (token: string) => token, newSigningKeyPair().publicKey, NOW],
    [
      'changed claims',
      (token: string) =>
        `${Buffer.from(JSON.stringify({ ...claims, versions: { mfe_careers: '6.6.6-eeeeeeeeee' } })).toString('base64url')}.${token.split('.')[1]}`,
      undefined,
      NOW,
    ],
    ['no signature', (token: string) => token.split('.')[0]!, undefined, NOW],
    ['an extra part', (token: string) => `${token}.x`, undefined, NOW],
    ['expiry reached', (token: string) => token, undefined, new Date(claims.exp * 1000)],
  ])('are refused with %s', (_label, change, publicKey, now) => {
    const token = change(signPreviewToken(claims, keys.privateKey));
    expect(verifyPreviewToken(token, publicKey ?? keys.publicKey, now)).toBeUndefined();
  });
});
