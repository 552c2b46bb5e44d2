import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { findMeta, setMetaIfAbsent } from '../db/installation-meta';
import type { DbOrTx } from '../db/client';
import { deriveKey } from './keys';

const META_KEY = 'auth_secret';

/** The keys this installation signs and hashes with, each derived from one master secret. */
export type Secrets = {
  /** Signs access tokens (HS256). */
  accessTokenKey: Uint8Array;
  /** Keys the hashes of one-time codes and refresh tokens. */
  hashKey: Buffer;
  /** Seals custodial wallet keys while WALLET_ENCRYPTION_KEY is unset, and opens them after (AES-256). */
  walletKey: Buffer;
};

/**
 * The master secret from AUTH_SECRET, or, when it is unset, one generated at the first start
 * and kept in the database, so restarts keep their sessions and replicas agree without setup.
 */
export async function loadSecrets(db: DbOrTx, configured: string | undefined): Promise<Secrets> {
  let master = configured;
  if (!master) {
    await setMetaIfAbsent(db, META_KEY, randomBytes(48).toString('base64url'));
    master = (await findMeta(db, META_KEY)) ?? undefined;
    if (!master) throw new Error('the installation secret could not be stored');
  }
  return {
    accessTokenKey: new Uint8Array(deriveKey(master, 'access-token')),
    hashKey: deriveKey(master, 'hash'),
    walletKey: deriveKey(master, 'wallet-key'),
  };
}

/** A keyed hash (hex) of a token or code: what the database keeps instead of the value. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** Whether two keyed hashes (hex, as keyedHash writes them) are the same, in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
