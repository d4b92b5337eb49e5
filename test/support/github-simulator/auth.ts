/**
 * Optional strict authentication, so tests can prove a client authenticates the way GitHub
 * wants: a JWT signed with the app's private key (RS256, iss = app id) for `/app/*` routes,
 * and an installation token this simulator issued for everything else.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { HttpError } from './types.js';

export interface StrictAuth {
  appId: number;
  /** PEM of the app's public key (or private key: the public half is derived). */
  key: string;
}

function checkJwt(jwt: string, appId: number, key: KeyObject): void {
  const [h, p, sig] = jwt.split('.');
  if (!h || !p || !sig) throw new HttpError(401, 'A JSON web token could not be decoded');
  const ok = verify('RSA-SHA256', Buffer.from(`${h}.${p}`), key, Buffer.from(sig, 'base64url'));
  if (!ok) throw new HttpError(401, "'Issuer' claim ('iss') must be an Integer or the signature is invalid");
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as { iss?: unknown; exp?: unknown };
  if (String(claims.iss) !== String(appId)) throw new HttpError(401, 'Integration not found');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw new HttpError(401, "'Expiration time' claim ('exp') is too far in the future or expired");
}

export function makeAuthCheck(strict: StrictAuth | undefined, issued: Set<string>): (path: string, authorization: string) => void {
  if (!strict) return () => undefined;
  const key = createPublicKey(strict.key);
  return (path, authorization) => {
    const [scheme = '', credential = ''] = authorization.split(/\s+/, 2);
    // codeload URLs carry their own one-time token (checked by the route), as on GitHub.
    if (path.startsWith('/_codeload/')) return;
    if (path.startsWith('/app')) {
      if (scheme.toLowerCase() !== 'bearer') throw new HttpError(401, 'A JSON web token could not be decoded');
      checkJwt(credential, strict.appId, key);
      return;
    }
    if (!['token', 'bearer'].includes(scheme.toLowerCase()) || !issued.has(credential)) throw new HttpError(401, 'Bad credentials');
  };
}
