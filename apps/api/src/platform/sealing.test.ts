import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONFIGURED_KEY_VERSION,
  INSTALLATION_KEY_VERSION,
  createKeyring,
  installationKeyring,
  openSecret,
  sealSecret,
  type SealedSecret,
} from './sealing';

const key = () => new Uint8Array(randomBytes(32));
const keyring = createKeyring({ 1: key() }, 1);
const CONTEXT = 'user_wallets:0x0000000000000000000000000000000000000001';
const secret = new Uint8Array(randomBytes(32));

/** The sealed secret with one byte of one of its parts (0 IV, 1 tag, 2 ciphertext) flipped. */
function flip(sealed: SealedSecret, part: 0 | 1 | 2, byte = 0): SealedSecret {
  const parts = sealed.ciphertext.split('.').map((p) => Buffer.from(p, 'base64url'));
  parts[part]![byte]! ^= 0x01;
  return { ...sealed, ciphertext: parts.map((p) => p.toString('base64url')).join('.') };
}

describe('sealing wallet keys', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const a = sealSecret(secret, keyring, CONTEXT);
    const b = sealSecret(secret, keyring, CONTEXT);
    expect(openSecret(a, keyring, CONTEXT)).toEqual(secret);
    expect(a.ciphertext).not.toBe(b.ciphertext);
    expect(a.ciphertext.split('.')[0]).not.toBe(b.ciphertext.split('.')[0]);
    expect(Buffer.from(a.ciphertext.split('.')[0]!, 'base64url')).toHaveLength(12);
    expect(a.keyVersion).toBe(1);
  });

  it('never holds the secret in the clear', () => {
    const sealed = sealSecret(secret, keyring, CONTEXT);
    const stored = Buffer.from(sealed.ciphertext.split('.').join(''), 'base64url');
    expect(stored.includes(Buffer.from(secret))).toBe(false);
    expect(sealed.ciphertext).not.toContain(Buffer.from(secret).toString('hex'));
  });

  it('refuses an altered ciphertext, tag or IV', () => {
    const sealed = sealSecret(secret, keyring, CONTEXT);
    for (const part of [0, 1, 2] as const) {
      expect(() => openSecret(flip(sealed, part), keyring, CONTEXT), `part ${part}`).toThrow(
        /does not authenticate/,
      );
      expect(() => openSecret(flip(sealed, part, 11), keyring, CONTEXT), `part ${part}`).toThrow();
    }
  });

  it('refuses a wrong key, another context, an unknown version and malformed text', () => {
    const sealed = sealSecret(secret, keyring, CONTEXT);
    expect(() => openSecret(sealed, createKeyring({ 1: key() }, 1), CONTEXT)).toThrow(
      /does not authenticate/,
    );
    expect(() => openSecret(sealed, keyring, `${CONTEXT}2`)).toThrow(/does not authenticate/);
    expect(() => openSecret({ ...sealed, keyVersion: 2 }, keyring, CONTEXT)).toThrow(
      /no wallet key of version 2/,
    );
    const [iv, tag, body] = sealed.ciphertext.split('.');
    for (const ciphertext of [
      '',
      `${iv}.${tag}`,
      `${iv}.${tag}.${body}.x`,
      `${iv}!.${tag}.${body}`,
      `AAAA.${tag}.${body}`,
    ])
      expect(() => openSecret({ ...sealed, ciphertext }, keyring, CONTEXT), ciphertext).toThrow(/malformed/);
  });

  it('refuses keys that are not 32 bytes, and a current version it lacks', () => {
    expect(() => createKeyring({ 1: new Uint8Array(16) }, 1)).toThrow(/32 bytes/);
    expect(() => createKeyring({ 1: key() }, 2)).toThrow(/version 2/);
  });

  it('keeps opening what an older key sealed once a new key is current', () => {
    const installation = key();
    const before = installationKeyring(installation);
    const sealed = sealSecret(secret, before, CONTEXT);
    expect(sealed.keyVersion).toBe(INSTALLATION_KEY_VERSION);

    const after = installationKeyring(installation, key());
    expect(openSecret(sealed, after, CONTEXT)).toEqual(secret);
    const resealed = sealSecret(secret, after, CONTEXT);
    expect(resealed.keyVersion).toBe(CONFIGURED_KEY_VERSION);
    expect(openSecret(resealed, after, CONTEXT)).toEqual(secret);
    expect(() => openSecret(resealed, before, CONTEXT)).toThrow(/no wallet key of version/);
  });

  it('round-trips any secret and context', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 256 }), fc.string(), (plaintext, context) => {
        const sealed = sealSecret(plaintext, keyring, context);
        expect(openSecret(sealed, keyring, context)).toEqual(plaintext);
      }),
    );
  });
});
