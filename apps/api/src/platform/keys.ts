import { createHmac, hkdfSync } from 'node:crypto';

/**
 * Sub-keys of the installation, each derived from a master key and a label: one label per
 * purpose, so no two purposes share a key. A label, once used, never changes: what was sealed
 * or signed with its key opens only with the same key.
 */

/** The 32-byte key of `label` under `master`: HMAC-SHA-256(master, label). */
export function deriveKey(master: string | Uint8Array, label: string): Buffer {
  return createHmac('sha256', master).update(label).digest();
}

/** The key of `label` under `master` as text (base64url), for secrets that travel as strings. */
export function deriveSecret(master: string | Uint8Array, label: string): string {
  return deriveKey(master, label).toString('base64url');
}

/** The 32-byte key of `info` under `master` by HKDF-SHA-256 with no salt (the vouchers' key). */
export function deriveHkdfKey(master: Uint8Array, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
}
