import { randomUUID } from 'node:crypto';
import type {
  AdminRedemption,
  AdminVoucher,
  AdminVoucherInput,
  AdminVoucherUpdate,
  Redemption,
  Voucher,
} from '@kp/contract/store';
import type { CodeChallenge } from '@kp/contract/auth';
import { formatAmount, parseAmount, type CurrencyRegistry } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import {
  isVoucherAvailable,
  REDEMPTION_CAUSE_TYPE,
  REDEMPTION_CODE_WINDOW_MS,
  redemptionStatusAt,
  STORE_CODE_PURPOSE,
  type RedemptionStatus,
} from '@kp/domain/store';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Clock } from '../../platform/clock';
import { deriveHkdfKey } from '../../platform/keys';
import { keyedHash } from '../../platform/secrets';
import type { LedgerService } from '../ledger/ledger.service';
import type { UsersService } from '../users/users.service';
import type { WalletService } from '../wallet/wallet.service';
import type {
  RedemptionRow,
  RedemptionWithVoucher,
  SealedCodeRow,
  StoreRepository,
  VoucherRow,
  VoucherWithStock,
} from './store.repository';

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
  start(input: { userId: string; phoneNumber: string; purpose: string }, ip: string): Promise<CodeChallenge>;
  check(
    tx: DbOrTx,
    input: { challengeId: string; code: string },
    expected: { purpose: string; userId: string },
  ): Promise<CodeCheck>;
  resend(challengeId: string): Promise<CodeChallenge>;
  failure(outcome: Extract<CodeCheck, { ok: false }>): AppError;
};

/** Runs a redemption's work once per Idempotency-Key (the platform's idempotency, in its transaction). */
export type RunOnce = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

type Deps = {
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
function sealContext(codeId: string): string {
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

export function createStoreService(deps: Deps) {
  const { db, repository, ledger, users, wallets, codes, sealer, hashKey, currencies, clock } = deps;

  function toVoucher(row: VoucherWithStock): Voucher {
    const currency = currencies.byId(row.currency);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      brand: row.brand,
      description: row.description,
      price: formatAmount(row.price, currency),
      currency: currency.code,
      currencyName: currency.name,
      isOtpRequired: row.isOtpRequired,
      stock: row.stock,
      isAvailable: isVoucherAvailable(row),
    };
  }

  function toAdminVoucher(row: VoucherWithStock): AdminVoucher {
    return {
      ...toVoucher(row),
      isActive: row.isActive,
      handedOut: row.handedOut,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function statusOf(row: RedemptionRow): RedemptionStatus {
    return redemptionStatusAt(
      { status: row.status as RedemptionStatus, expiresAt: row.expiresAt },
      clock.now(),
    );
  }

  function toRedemption(row: RedemptionWithVoucher, code: string | null = null): Redemption {
    const currency = currencies.byId(row.currency);
    const status = statusOf(row);
    return {
      id: row.id,
      voucher: row.voucher,
      status,
      price: formatAmount(row.price, currency),
      currency: currency.code,
      currencyName: currency.name,
      code,
      challenge:
        status === 'pending' && row.challengeSentTo && row.challengeExpiresAt && row.challengeResendAt
          ? {
              phoneNumber: row.challengeSentTo,
              expiresAt: row.challengeExpiresAt.toISOString(),
              resendAvailableAt: row.challengeResendAt.toISOString(),
            }
          : null,
      expiresAt: row.expiresAt.toISOString(),
      ledgerEntryId: row.ledgerEntryId,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    };
  }

  async function getView(id: string, tx: DbOrTx = db): Promise<Redemption> {
    const row = await repository.findRedemption(id, tx);
    if (!row) throw new Error(`redemption ${id} vanished`);
    return toRedemption(row);
  }

  function openCode(row: SealedCodeRow): string {
    return sealer.open({ keyVersion: row.keyVersion, ciphertext: row.sealedCode }, sealContext(row.id));
  }

  /** Seals codes for a voucher, each bound to its own row; a code repeated in the list counts once. */
  function sealCodes(voucherId: string, list: readonly string[], now: Date) {
    return [...new Set(list.map((c) => c.trim()))].map((code) => {
      const id = randomUUID();
      const sealed = sealer.seal(code, sealContext(id));
      return {
        id,
        voucherId,
        keyVersion: sealed.keyVersion,
        sealedCode: sealed.ciphertext,
        codeHash: keyedHash(hashKey, `voucher-code:${voucherId}:${code}`),
        createdAt: now,
      };
    });
  }

  async function getVoucherWithStock(id: string, tx: DbOrTx = db): Promise<VoucherWithStock> {
    const row = await repository.findVoucherWithStock(id, tx);
    if (!row) throw new AppError('VOUCHER_NOT_FOUND');
    return row;
  }

  /** Refuses a voucher that cannot be sold now: off sale, or no code left. */
  function assertOnSale(voucher: VoucherWithStock): void {
    if (!voucher.isActive) throw new AppError('VOUCHER_UNAVAILABLE');
    if (voucher.stock <= 0) throw new AppError('VOUCHER_OUT_OF_STOCK');
  }

  /**
   * Pays a redemption's price to the store's account, in the caller's transaction: K-Cash through
   * spendKcash (earned first, then purchased), another currency as a transfer. The entry names the
   * redemption as its cause and carries a key of it, so it can be made once only.
   */
  async function pay(tx: Tx, redemption: RedemptionRow, voucherTitle: string) {
    const currency = currencies.byId(redemption.currency);
    const store = await ledger.systemAccount(tx, 'store', currency.id);
    const common = {
      kind: 'redemption' as const,
      cause: { type: REDEMPTION_CAUSE_TYPE, id: redemption.id },
      memo: voucherTitle,
      idempotencyKey: `store-redemption:${redemption.id}`,
    };
    if (currency.id === 'KCASH')
      return ledger.spendKcash(tx, {
        ...common,
        userId: redemption.userId,
        amount: redemption.price,
        to: store,
      });
    const from = await ledger.userAccount(tx, redemption.userId, currency.id);
    return ledger.transfer(tx, { ...common, from, to: store, amount: redemption.price });
  }

  /**
   * Completes a redemption in ONE transaction (the caller's): takes a free code (none: sold
   * out), pays the price (not enough: INSUFFICIENT_BALANCE) and records both on the redemption.
   * Any failure rolls all three back: no code is handed out unpaid, no price paid without a code.
   */
  async function complete(tx: Tx, redemption: RedemptionRow): Promise<void> {
    const voucher = await repository.findVoucher(redemption.voucherId, tx);
    if (!voucher?.isActive) throw new AppError('VOUCHER_UNAVAILABLE');
    const now = clock.now();
    const code = await repository.takeFreeCode(voucher.id, redemption.id, now, tx);
    if (!code) throw new AppError('VOUCHER_OUT_OF_STOCK');
    const entry = await pay(tx, redemption, voucher.title);
    await repository.updateRedemption(
      redemption.id,
      { status: 'completed', ledgerEntryId: entry.id, completedAt: now, updatedAt: now },
      tx,
    );
  }

  async function newRedemption(
    tx: Tx,
    input: { userId: string; voucher: VoucherRow; requestKey: string },
    challenge: CodeChallenge | null,
  ): Promise<RedemptionRow> {
    const now = clock.now();
    return repository.insertRedemption(
      {
        userId: input.userId,
        voucherId: input.voucher.id,
        status: 'pending',
        price: input.voucher.price,
        currency: input.voucher.currency,
        requestKey: input.requestKey,
        challengeId: challenge?.challengeId ?? null,
        challengeSentTo: challenge?.phoneNumber ?? null,
        challengeExpiresAt: challenge ? new Date(challenge.expiresAt) : null,
        challengeResendAt: challenge ? new Date(challenge.resendAvailableAt) : null,
        expiresAt: new Date(now.getTime() + REDEMPTION_CODE_WINDOW_MS),
        createdAt: now,
        updatedAt: now,
      },
      tx,
    );
  }

  /** A redemption of the user, or 404 (another user's is as good as none). */
  async function getOwnRedemption(userId: string, id: string): Promise<RedemptionWithVoucher> {
    const row = await repository.findRedemption(id);
    if (!row || row.userId !== userId) throw new AppError('REDEMPTION_NOT_FOUND');
    return row;
  }

  async function assertCanPay(userId: string, voucher: VoucherWithStock): Promise<void> {
    const currency = currencies.byId(voucher.currency);
    const balance =
      (await ledger.getBalances(userId)).find((b) => b.currency.id === currency.id)?.balance ?? 0n;
    if (balance < voucher.price)
      throw new AppError('INSUFFICIENT_BALANCE', {
        message: `Not enough ${currency.name} balance`,
        details: {
          currency: currency.code,
          balance: formatAmount(balance, currency),
          amount: formatAmount(voucher.price, currency),
        },
      });
  }

  return {
    /** The vouchers on sale, newest first. */
    async listVouchers(query: { currency?: string; limit: number; offset: number }) {
      const currency = query.currency ? currencies.get(query.currency) : undefined;
      const { rows, total } = await repository.listVouchers({
        activeOnly: true,
        ...(currency ? { currency: currency.id } : {}),
        limit: query.limit,
        offset: query.offset,
      });
      return { vouchers: rows.map(toVoucher), total };
    },

    /** One voucher on sale; an unknown or withdrawn one is VOUCHER_NOT_FOUND. */
    async getVoucher(id: string): Promise<Voucher> {
      const row = await getVoucherWithStock(id);
      if (!row.isActive) throw new AppError('VOUCHER_NOT_FOUND');
      return toVoucher(row);
    },

    /**
     * Redeems a voucher for a user, once per Idempotency-Key (`once` runs the work in the
     * idempotency transaction: a replay returns the first answer).
     * - Without a one-time code: creates and completes the redemption in that one transaction.
     * - With one: checks what can be checked first (on sale, in stock, a verified phone, enough
     *   balance) so nobody is sent a code for a redemption bound to fail, sends the code (outside
     *   any transaction: a message cannot be rolled back), then records the pending redemption.
     *   A repeated request finds its redemption by the key and sends nothing.
     */
    async redeem(
      input: { userId: string; voucherId: string; requestKey: string; ip: string },
      once: RunOnce,
    ): Promise<Redemption> {
      const { userId, requestKey } = input;
      const voucher = await getVoucherWithStock(input.voucherId);
      await wallets.assertHasWallet(userId);
      const earlier = await repository.findRedemptionByRequestKey(userId, requestKey);
      if (earlier) return once((tx) => getView(earlier.id, tx));

      if (!voucher.isOtpRequired) {
        return once(async (tx) => {
          const again = await repository.findRedemptionByRequestKey(userId, requestKey, tx);
          if (again) return getView(again.id, tx);
          const current = await repository.findVoucher(voucher.id, tx);
          if (!current) throw new AppError('VOUCHER_NOT_FOUND');
          const redemption = await newRedemption(tx, { userId, voucher: current, requestKey }, null);
          await complete(tx, redemption);
          return getView(redemption.id, tx);
        });
      }

      assertOnSale(voucher);
      const user = await users.getUser(userId);
      if (!user.phoneNumber) throw new AppError('PHONE_NUMBER_REQUIRED');
      await assertCanPay(userId, voucher);
      const challenge = await codes.start(
        { userId, phoneNumber: user.phoneNumber, purpose: STORE_CODE_PURPOSE },
        input.ip,
      );
      return once(async (tx) => {
        const again = await repository.findRedemptionByRequestKey(userId, requestKey, tx);
        if (again) return getView(again.id, tx);
        const redemption = await newRedemption(tx, { userId, voucher, requestKey }, challenge);
        return getView(redemption.id, tx);
      });
    },

    /**
     * Confirms a pending redemption with its one-time code and completes it, in one transaction
     * with the code check. A wrong code counts (that count commits; nothing else does); the fifth
     * ends the redemption. A refusal of the completion itself (sold out, not enough balance)
     * rolls back the code check too, so the same code works again after a top-up. A redemption
     * already completed is returned as it is: a retried verify pays nothing twice.
     */
    async verify(userId: string, redemptionId: string, code: string): Promise<Redemption> {
      const outcome = await db.transaction(async (tx) => {
        const row = await repository.lockRedemption(redemptionId, tx);
        if (!row || row.userId !== userId) throw new AppError('REDEMPTION_NOT_FOUND');
        if (row.status === 'completed') return { ok: true as const };
        const now = clock.now();
        if (statusOf(row) === 'expired' && row.status === 'pending') {
          await repository.updateRedemption(
            row.id,
            { status: 'expired', failureReason: 'REDEMPTION_EXPIRED', updatedAt: now },
            tx,
          );
          return { ok: false as const, error: new AppError('REDEMPTION_CLOSED') };
        }
        if (row.status !== 'pending' || !row.challengeId) throw new AppError('REDEMPTION_CLOSED');
        const checked = await codes.check(
          tx,
          { challengeId: row.challengeId, code },
          { purpose: STORE_CODE_PURPOSE, userId },
        );
        if (!checked.ok) {
          if (checked.error === 'OTP_ATTEMPTS_EXCEEDED')
            await repository.updateRedemption(
              row.id,
              { status: 'failed', failureReason: 'OTP_ATTEMPTS_EXCEEDED', updatedAt: now },
              tx,
            );
          return { ok: false as const, error: codes.failure(checked) };
        }
        await complete(tx, row);
        return { ok: true as const };
      });
      if (!outcome.ok) throw outcome.error;
      return getView(redemptionId);
    },

    /** Sends a new one-time code for a pending redemption (the code mechanism's cooldown and limits). */
    async resendCode(userId: string, redemptionId: string): Promise<Redemption> {
      const row = await getOwnRedemption(userId, redemptionId);
      if (statusOf(row) !== 'pending' || !row.challengeId) throw new AppError('REDEMPTION_CLOSED');
      const challenge = await codes.resend(row.challengeId);
      await repository.updateRedemption(row.id, {
        challengeSentTo: challenge.phoneNumber,
        challengeExpiresAt: new Date(challenge.expiresAt),
        challengeResendAt: new Date(challenge.resendAvailableAt),
        updatedAt: clock.now(),
      });
      return getView(row.id);
    },

    /** One redemption of the user, with its voucher code once completed (opened for its owner only). */
    async getRedemption(userId: string, redemptionId: string): Promise<Redemption> {
      const row = await getOwnRedemption(userId, redemptionId);
      if (row.status !== 'completed') return toRedemption(row);
      const code = await repository.findCodeOfRedemption(row.id);
      if (!code) throw new Error(`completed redemption ${row.id} has no code`);
      return toRedemption(row, openCode(code));
    },

    /** The user's redemptions, newest first, without their codes. */
    async listMyRedemptions(
      userId: string,
      query: { status?: RedemptionStatus; limit: number; offset: number },
    ) {
      const { rows, total } = await repository.listRedemptions({ ...query, userId, now: clock.now() });
      return { redemptions: rows.map((row) => toRedemption(row)), total };
    },

    /** Operators: every voucher, on sale or not. */
    async adminListVouchers(query: { limit: number; offset: number }) {
      const { rows, total } = await repository.listVouchers({ activeOnly: false, ...query });
      return { vouchers: rows.map(toAdminVoucher), total };
    },

    /** Operators: a new voucher, with its first codes if given, in one transaction. */
    async createVoucher(input: AdminVoucherInput): Promise<AdminVoucher> {
      const currency = currencies.get(input.currency);
      const price = parseAmount(input.price, currency);
      const now = clock.now();
      try {
        const id = await db.transaction(async (tx) => {
          const created = await repository.insertVoucher(
            {
              slug: input.slug,
              title: input.title,
              brand: input.brand,
              description: input.description,
              price,
              currency: currency.id,
              isOtpRequired: input.isOtpRequired,
              isActive: input.isActive,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
          if (input.codes) await repository.insertCodes(sealCodes(created.id, input.codes, now), tx);
          return created.id;
        });
        return toAdminVoucher(await getVoucherWithStock(id));
      } catch (error) {
        if (isConstraintViolation(error, PG_ERROR.uniqueViolation, 'vouchers_slug_unique'))
          throw new AppError('VOUCHER_SLUG_TAKEN', { cause: error });
        throw error;
      }
    },

    /**
     * Operators: changes a voucher. A price is read in the voucher's currency, or in the new one
     * when the currency changes (which needs a price: minor units of one currency are not those
     * of another). Pending redemptions keep the price they began with.
     */
    async updateVoucher(id: string, input: AdminVoucherUpdate): Promise<AdminVoucher> {
      const existing = await repository.findVoucher(id);
      if (!existing) throw new AppError('VOUCHER_NOT_FOUND');
      const currency = input.currency ? currencies.get(input.currency) : currencies.byId(existing.currency);
      if (input.currency && currency.id !== existing.currency && input.price === undefined)
        throw new AppError('VALIDATION_FAILED', { message: 'price: required when the currency changes' });
      const { price, currency: _code, ...fields } = input;
      await repository.updateVoucher(id, {
        ...fields,
        ...(price !== undefined ? { price: parseAmount(price, currency) } : {}),
        currency: currency.id,
        updatedAt: clock.now(),
      });
      return toAdminVoucher(await getVoucherWithStock(id));
    },

    /** Operators: adds codes (sealed) to a voucher; the ones it already has are skipped. */
    async addCodes(voucherId: string, list: readonly string[]) {
      const voucher = await repository.findVoucher(voucherId);
      if (!voucher) throw new AppError('VOUCHER_NOT_FOUND');
      const added = await repository.insertCodes(sealCodes(voucherId, list, clock.now()));
      return {
        added,
        skipped: list.length - added,
        voucher: toAdminVoucher(await getVoucherWithStock(voucherId)),
      };
    },

    /** Operators: redemptions with whose they are, never their codes. */
    async adminListRedemptions(query: {
      voucherId?: string;
      userId?: string;
      status?: RedemptionStatus;
      limit: number;
      offset: number;
    }): Promise<{ redemptions: AdminRedemption[]; total: number }> {
      const { rows, total } = await repository.listRedemptions({ ...query, now: clock.now() });
      return {
        redemptions: rows.map((row) => {
          const { code: _code, challenge: _challenge, ...view } = toRedemption(row);
          return { ...view, userId: row.userId, failureReason: row.failureReason };
        }),
        total,
      };
    },

    /**
     * Demo data: gives each demo voucher that never had a code its codes, random ones made here
     * and sealed like any other. Once per voucher: a voucher sold out later is not refilled.
     */
    async seedCodes(plan: readonly { slug: string; codes: readonly string[] }[]): Promise<number> {
      return db.transaction(async (tx) => {
        await repository.lockDemoSeeding(tx);
        const rows = await repository.findVouchersBySlug(
          plan.map((p) => p.slug),
          tx,
        );
        let added = 0;
        for (const voucher of rows) {
          if ((await repository.countCodes(voucher.id, tx)) > 0) continue;
          const codesOf = plan.find((p) => p.slug === voucher.slug)?.codes ?? [];
          added += await repository.insertCodes(sealCodes(voucher.id, codesOf, clock.now()), tx);
        }
        return added;
      });
    },
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
