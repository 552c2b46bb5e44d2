import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Sealing secrets at rest (custodial wallet keys, KYC document numbers, voucher codes, provider
 * tokens, clients' signing secrets): AES-256-GCM under a keyring of versioned keys.
 *
 * The keys that encrypt secrets at rest, by version: new secrets are sealed with the
 * current one, and a stored secret is opened with the version it was sealed with, so a new
 * key can be brought in without losing what the old one sealed.
 */
export type Keyring = { currentVersion: number; keys: ReadonlyMap<number, Uint8Array> };

/** A secret as the database keeps it: the key version, and `iv.tag.ciphertext` in base64url. */
export type SealedSecret = { keyVersion: number; ciphertext: string };

/** Version 1: the key derived from the installation secret (always present, for wallets it sealed). */
export const INSTALLATION_KEY_VERSION = 1;
/** Version 2: the key the operator configures (WALLET_ENCRYPTION_KEY, KYC_ENCRYPTION_KEY …). */
export const CONFIGURED_KEY_VERSION = 2;

/** A keyring whose current key is the one given by version; every key must be 32 bytes. */
export function createKeyring(keys: Record<number, Uint8Array>, currentVersion: number): Keyring {
  const entries = Object.entries(keys).map(([version, key]) => {
    if (key.length !== KEY_BYTES) throw new Error(`wallet key version ${version} is not ${KEY_BYTES} bytes`);
    return [Number(version), Uint8Array.from(key)] as const;
  });
  const map = new Map(entries);
  if (!map.has(currentVersion)) throw new Error(`no wallet key of version ${currentVersion}`);
  return { currentVersion, keys: map };
}

/**
 * The keyring of this installation: the key derived from the installation secret, and, when
 * the operator sets a key (such as WALLET_ENCRYPTION_KEY), that key as the current one.
 */
export function installationKeyring(installationKey: Uint8Array, configuredKey?: Uint8Array): Keyring {
  return configuredKey
    ? createKeyring(
        { [INSTALLATION_KEY_VERSION]: installationKey, [CONFIGURED_KEY_VERSION]: configuredKey },
        CONFIGURED_KEY_VERSION,
      )
    : createKeyring({ [INSTALLATION_KEY_VERSION]: installationKey }, INSTALLATION_KEY_VERSION);
}

/**
 * Seals a secret with AES-256-GCM under the keyring's current key and a fresh random IV.
 * `context` (such as a wallet's address) is authenticated but not stored: the sealed secret
 * opens only with the same context, so it cannot be moved to another record.
 */
export function sealSecret(plaintext: Uint8Array, keyring: Keyring, context: string): SealedSecret {
  const key = keyring.keys.get(keyring.currentVersion)!;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const tag = cipher.getAuthTag();
  return {
    keyVersion: keyring.currentVersion,
    ciphertext: [iv, tag, ciphertext].map((part) => part.toString('base64url')).join('.'),
  };
}

/**
 * Opens a sealed secret with the key of its version. Throws when that version is not in the
 * keyring, when the text is malformed, or when anything was changed (ciphertext, tag, IV,
 * context) or the key is wrong: GCM's tag does not verify.
 */
export function openSecret(sealed: SealedSecret, keyring: Keyring, context: string): Uint8Array {
  const key = keyring.keys.get(sealed.keyVersion);
  if (!key) throw new Error(`no wallet key of version ${sealed.keyVersion}`);
  const parts = sealed.ciphertext.split('.');
  const bytes = parts.map((part) => Buffer.from(part, 'base64url'));
  // Node's decoder skips characters outside the alphabet: only canonical text is accepted.
  if (parts.length !== 3 || bytes.some((b, i) => b.toString('base64url') !== parts[i]))
    throw new Error('malformed sealed secret');
  const [iv, tag, ciphertext] = bytes;
  if (iv!.length !== IV_BYTES || tag!.length !== TAG_BYTES) throw new Error('malformed sealed secret');
  const decipher = createDecipheriv(ALGORITHM, key, iv!, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag!);
  try {
    return new Uint8Array(Buffer.concat([decipher.update(ciphertext!), decipher.final()]));
  } catch {
    // Node's message says only "Unsupported state or unable to authenticate data".
    throw new Error('sealed secret does not authenticate: wrong key, or altered');
  }
}
