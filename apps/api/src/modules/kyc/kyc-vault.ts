import { createHmac } from 'node:crypto';
import type { KycDocument } from '@kp/domain/kyc';
import { deriveKey } from '../../platform/keys';

/** A sealed value as the database keeps it: the version of the key, and the ciphertext. */
export type SealedValue = { keyVersion: number; ciphertext: string };

/**
 * Where full document numbers go: sealed for keeping (AES-256-GCM, bound to their check, so a
 * sealed number cannot be moved to another row), and hashed with a key for finding the same number
 * on another account without opening any. The number itself never leaves this and the provider.
 */
export type DocumentVault = {
  seal(document: KycDocument, checkId: string, value: string): SealedValue;
  open(document: KycDocument, checkId: string, sealed: SealedValue): string;
  /** A keyed hash (hex) of a normalized number: equal numbers of a document, equal hashes. */
  hash(document: KycDocument, value: string): string;
};

/**
 * The vault over a sealing scheme (the app gives the wallet's AES-256-GCM keyring: the same
 * helper, a key of KYC's own) and a hashing key. The hashing key must outlive key rotations, so
 * it is derived from the installation secret, not from the sealing key.
 */
export function createDocumentVault(deps: {
  seal(plaintext: Uint8Array, context: string): SealedValue;
  open(sealed: SealedValue, context: string): Uint8Array;
  hashKey: Uint8Array;
}): DocumentVault {
  const context = (document: KycDocument, checkId: string) => `kyc_checks:${checkId}:${document}`;
  return {
    seal: (document, checkId, value) => deps.seal(Buffer.from(value, 'utf8'), context(document, checkId)),
    open: (document, checkId, sealed) =>
      Buffer.from(deps.open(sealed, context(document, checkId))).toString('utf8'),
    hash: (document, value) =>
      createHmac('sha256', deps.hashKey).update(`${document}\0${value}`).digest('hex'),
  };
}

/**
 * A key of the KYC module derived from the installation's hashing key (itself derived from
 * AUTH_SECRET or the stored installation secret): one per purpose, 32 bytes.
 */
export function deriveKycKey(
  installationKey: Uint8Array,
  purpose: 'sealing' | 'number-hash' | 'sandbox' | 'provider-reference',
): Buffer {
  return deriveKey(installationKey, `kyc:${purpose}`);
}
