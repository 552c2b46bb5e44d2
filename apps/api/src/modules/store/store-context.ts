import { randomUUID } from 'node:crypto';
import type { AdminVoucher, Redemption, Voucher } from '@kp/contract/store';
import type { CodeChallenge } from '@kp/contract/auth';
import { formatAmount } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import {
  isVoucherAvailable,
  REDEMPTION_CAUSE_TYPE,
  REDEMPTION_CODE_WINDOW_MS,
  redemptionStatusAt,
  type RedemptionStatus,
} from '@kp/domain/store';
import type { DbOrTx, Tx } from '../../db/client';
import { englishTexts, type ContentTexts } from '../../platform/content-language';
import { keyedHash } from '../../platform/secrets';
import type {
  RedemptionRow,
  RedemptionWithVoucher,
  SealedCodeRow,
  VoucherRow,
  VoucherWithStock,
} from './store.repository';
import { type StoreDeps, sealContext } from './store-deps';

/** The store's shared steps and views, that its use cases are built from. */
export function createStoreContext(deps: StoreDeps) {
  const { db, repository, ledger, sealer, hashKey, currencies, clock } = deps;

  /** A voucher's fields but its texts (title and description). */
  function voucherOf(row: VoucherWithStock): Omit<Voucher, 'title' | 'description' | 'language'> {
    const currency = currencies.byId(row.currency);
    return {
      id: row.id,
      slug: row.slug,
      brand: row.brand,
      price: formatAmount(row.price, currency),
      currency: currency.code,
      currencyName: currency.name,
      imageUrl: row.imageUrl,
      isOtpRequired: row.isOtpRequired,
      stock: row.stock,
      isAvailable: isVoucherAvailable(row),
    };
  }

  /** A voucher as the store shows it, its title and description in the answer's language. */
  function toVoucher(row: VoucherWithStock, texts: ContentTexts): Voucher {
    return {
      ...voucherOf(row),
      ...texts.pick({ title: row.title, description: row.description }, row.translations),
    };
  }

  /** A voucher as operators see it: its English texts and their translations as kept. */
  function toAdminVoucher(row: VoucherWithStock): AdminVoucher {
    return {
      ...voucherOf(row),
      title: row.title,
      description: row.description,
      translations: row.translations,
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

  /** A redemption as its owner reads it, its voucher's title in the answer's language. */
  function toRedemption(
    row: RedemptionWithVoucher,
    code: string | null = null,
    texts: ContentTexts = englishTexts(),
  ): Redemption {
    const currency = currencies.byId(row.currency);
    const status = statusOf(row);
    const { title, translations, ...voucher } = row.voucher;
    return {
      id: row.id,
      voucher: { ...voucher, ...texts.pick<'title'>({ title }, translations) },
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

  async function getView(id: string, tx: DbOrTx, texts: ContentTexts): Promise<Redemption> {
    const row = await repository.findRedemption(id, tx);
    if (!row) throw new Error(`redemption ${id} vanished`);
    return toRedemption(row, null, texts);
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
        params: { currency: currency.name },
        details: {
          currency: currency.code,
          balance: formatAmount(balance, currency),
          amount: formatAmount(voucher.price, currency),
        },
      });
  }

  return {
    ...deps,
    toVoucher,
    toAdminVoucher,
    statusOf,
    toRedemption,
    getView,
    openCode,
    sealCodes,
    getVoucherWithStock,
    assertOnSale,
    pay,
    complete,
    newRedemption,
    getOwnRedemption,
    assertCanPay,
  };
}
export type StoreContext = ReturnType<typeof createStoreContext>;
