import type { CodeChallenge } from '@kp/contract/auth';
import type { CurrencyRegistry } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import type { Language } from '@kp/domain/languages';
import type { Db, DbOrTx } from '../../db/client';
import type { Asker } from '../../platform/asker';
import type { Clock } from '../../platform/clock';
import { deriveHkdfKey } from '../../platform/keys';
import type { LedgerService } from '../ledger/ledger.service';
import type { UsersService } from '../users/users.service';
import type { WalletService } from '../wallet/wallet.service';
import type { StoreRepository } from './store.repository';

/** The outcome of checking a one-time code, as the auth module's code mechanism answers. */
export type CodeCheck =
  | { ok: true }
  | {
      ok: false;
      error: 'OTP_EXPIRED' | 'OTP_ATTEMPTS_EXCEEDED' | 'OTP_INVALID';
      attemptsLeft: number | null;
    };

/**
 * The one-time codes of the store: the sign-in code mechanism of the auth module (hashed codes,
 * 5 minutes, 5 tries, resend cooldown, per-number and per-address limits), not a second one.
 */
export type StoreCodes = {
  start(
    input: { userId: string; phoneNumber: string; purpose: string },
    asker: Asker,
  ): Promise<CodeChallenge>;
  check(
    tx: DbOrTx,
    input: { challengeId: string; code: string },
    expected: { purpose: string; userId: string },
  ): Promise<CodeCheck>;
  resend(challengeId: string, language: Language): Promise<CodeChallenge>;
  failure(outcome: Extract<CodeCheck, { ok: false }>): AppError;
};

/** What the store service is built from. */
export type StoreDeps = {
  db: Db;
  repository: StoreRepository;
  ledger: Pick<LedgerService, 'spendKcash' | 'transfer' | 'userAccount' | 'systemAccount' | 'getBalances'>;
  users: Pick<UsersService, 'getUser'>;
  wallets: Pick<WalletService, 'assertHasWallet'>;
  codes: StoreCodes;
  /** Seals voucher codes at rest. */
  sealer: CodeSealer;
  /** Keys the hashes that keep one voucher from holding a code twice. */
  hashKey: Buffer;
  currencies: CurrencyRegistry;
  clock: Clock;
};

/** What a sealed voucher code is bound to: it opens only on the row it was sealed for. */
export function sealContext(codeId: string): string {
  return `voucher_codes:${codeId}`;
}

/**
 * Seals voucher codes at rest and opens them: AES-256-GCM with the store's keyring (the wallet
 * module's helper, wired in app.ts), the context authenticated with the code.
 */
export type CodeSealer = {
  seal(plaintext: string, context: string): { keyVersion: number; ciphertext: string };
  /** Throws when the sealed text was altered, moved to another context or the key is wrong. */
  open(sealed: { keyVersion: number; ciphertext: string }, context: string): string;
};

/**
 * The store's own key derived from the installation secret (HKDF), for when the operator sets
 * no VOUCHER_ENCRYPTION_KEY: version 1 of its keyring, as the wallet keyring has one.
 */
export function voucherInstallationKey(hashKey: Buffer): Uint8Array {
  return new Uint8Array(deriveHkdfKey(hashKey, 'voucher-codes'));
}
