import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { AppError } from '@kp/domain/errors';

/** What an access token says (spec section 3: the claims read are sub, email and phone_number). */
export type AccessClaims = {
  sub: string;
  email: string | null;
  phone_number: string | null;
  role: 'user' | 'admin';
  /** The sign-in (refresh-token family) the token belongs to: ending that sign-in ends the token too. */
  sid: string;
};

const ISSUER = 'kplay';
const AUDIENCE = 'kplay-api';

/** Signs a short-lived access token (HS256). */
export async function signAccessToken(claims: AccessClaims, key: Uint8Array, now: Date, ttlSeconds: number) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    email: claims.email,
    phone_number: claims.phone_number,
    role: claims.role,
    sid: claims.sid,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
}

/**
 * Checks an access token: signature (HS256 only, so `alg: none` and key confusion fail),
 * issuer, audience and expiry at `now`. Anything wrong is a 401.
 */
export async function verifyAccessToken(token: string, key: Uint8Array, now: Date): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    // A token without its sign-in cannot be checked against logout: refused (the client refreshes).
    if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string')
      throw new AppError('UNAUTHORIZED');
    return {
      sub: payload.sub,
      email: typeof payload['email'] === 'string' ? payload['email'] : null,
      phone_number: typeof payload['phone_number'] === 'string' ? payload['phone_number'] : null,
      role: payload['role'] === 'admin' ? 'admin' : 'user',
      sid: payload['sid'],
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
      throw new AppError('UNAUTHORIZED', { cause: error });
    }
    throw error;
  }
}
