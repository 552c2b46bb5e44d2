import { randomUUID } from 'node:crypto';
import type { EarningStatus } from '@kp/domain/campaigns';
import { formatAmount } from '@kp/domain/currencies';
import {
  computeWithholding,
  INDIA_TDS,
  indiaFinancialYear,
  isEarningCollectable,
  type Withholding,
} from '@kp/domain/earnings';
import { AppError, ERRORS } from '@kp/domain/errors';
import type { Region } from '@kp/domain/locations';
import type { Earning, EarningsCollection } from '@kp/contract/earnings';
import { ledgerMemo } from '@kp/domain/ledger';
import type { Tx } from '../../db/client';
import type { ContentTexts } from '../../platform/content-language';
import type { Once } from '../../platform/idempotency';
import type { EarningsContext } from './earnings-context';
import type { EarningRow } from './earnings.repository';

/** How long a collect-all's earning may stay distributing before the job takes it over. */
export const STALE_DISTRIBUTING_MS = 60_000;
/** How many of a collect-all's earnings its request pays out itself; the job pays the rest. */
export const COLLECT_ALL_IN_REQUEST = 200;

/**
 * Collecting earnings and paying them out through the ledger (one, or all at once with the
 * distribution job finishing what a request left), and the expiry of those never collected.
 */
export function createEarningCollection(ctx: EarningsContext) {
  const { deps, db, repository, ledger, currencies, clock, log, wireOf, assertKyc, depositsValue } = ctx;

  /** Refuses to collect an earning that is not ready (or failed and retried), or has expired. */
  function assertCollectable(row: EarningRow, now: Date): void {
    const status = row.status as EarningStatus;
    if (status === 'credited') throw new AppError('EARNING_ALREADY_COLLECTED');
    if (status === 'distributing') throw new AppError('EARNING_BEING_COLLECTED');
    if (status === 'expired' || (row.expiresAt && row.expiresAt <= now))
      throw new AppError('EARNING_EXPIRED');
    if (!isEarningCollectable(status)) throw new Error(`earning ${row.id} in unknown status ${status}`);
  }

  /**
   * Pays a locked, collectable earning out of the reward pool: the net to the user (K-Cash into
   * the earned sub-balance), the tax withheld to the tax account, in one ledger entry whose
   * idempotency key is the earning's, then marks it credited. Collections of one user are
   * serialised so that each one's tax counts the ones before it.
   */
  async function payOut(tx: Tx, row: EarningRow, region: Region, deposits: bigint): Promise<EarningRow> {
    await repository.lockUserCollections(tx, row.userId);
    const now = clock.now();
    const currency = currencies.byId(row.currency);
    let withholding: Withholding = { tax: 0n, net: row.amount, winningsValue: null, taxedValue: null };
    let financialYear: string | null = null;
    const isTaxed = region === 'IN' && currency.id !== 'KPOINTS';
    if (isTaxed) {
      const year = indiaFinancialYear(now);
      const figures = await repository.taxYear(row.userId, year.startsAt, year.endsAt, tx);
      withholding = computeWithholding({
        currency: currency.id,
        amount: row.amount,
        rateBps: deps.taxRateBps,
        collectedBefore: figures.winnings,
        deposits,
        taxedBefore: figures.taxed,
      });
      financialYear = year.label;
    }
    const pool = await ledger.systemAccount(tx, 'reward_pool', currency.id);
    const user = await ledger.userAccount(
      tx,
      row.userId,
      currency.id,
      currency.id === 'KCASH' ? 'earned' : undefined,
    );
    const postings = [{ account: pool, amount: -row.amount }];
    if (withholding.net > 0n) postings.push({ account: user, amount: withholding.net });
    if (withholding.tax > 0n)
      postings.push({
        account: await ledger.systemAccount(tx, 'tax_withheld', currency.id),
        amount: withholding.tax,
      });
    const entry = await ledger.post(tx, {
      kind: 'collection',
      cause: { type: 'earning', id: row.id },
      postings,
      memo:
        withholding.tax > 0n
          ? ledgerMemo('earningCollectedTaxed', {
              title: row.title,
              section: INDIA_TDS.section,
              tax: formatAmount(withholding.tax, currency),
              currency: currency.code,
            })
          : ledgerMemo('earningCollected', { title: row.title }),
      idempotencyKey: `earning:collect:${row.id}`,
    });
    // The earning is locked and was collectable: an entry already made for it would be a second payment.
    if (entry.isReplay) throw new Error(`earning ${row.id} was already paid by entry ${entry.id}`);
    const credited = await repository.updateEarning(tx, row.id, {
      status: 'credited',
      failureReason: null,
      creditEntryId: entry.id,
      collectedAt: now,
      taxWithheld: withholding.tax,
      taxRateBps: isTaxed ? deps.taxRateBps : null,
      taxFinancialYear: financialYear,
      taxWinningsValue: withholding.winningsValue,
      taxTaxedValue: withholding.taxedValue,
      updatedAt: now,
    });
    await repository.insertEvent(tx, {
      earningId: row.id,
      event: 'credited',
      ledgerEntryId: entry.id,
      createdAt: now,
    });
    return credited;
  }

  /**
   * Pays one distributing earning of a collect-all in its own transaction. A payout refused or
   * broken marks it failed with the reason (it stays reserved, and may be collected again); one
   * earning that fails never holds up the others.
   */
  async function distributeOne(id: string): Promise<void> {
    const found = await repository.findEarning(id);
    if (!found || found.status !== 'distributing') return;
    const deposits = await depositsValue(found.userId, clock.now());
    try {
      await db.transaction(async (tx) => {
        const row = await repository.lockDistributing(tx, id);
        if (!row) return; // paid meanwhile, by another worker
        const region = await assertKyc(tx, row.userId);
        await payOut(tx, row, region, deposits);
      });
    } catch (error) {
      const reason = error instanceof AppError ? error.message : ERRORS.SOMETHING_WENT_WRONG.message;
      if (!(error instanceof AppError)) log.error({ err: error, earningId: id }, 'earning payout failed');
      await db.transaction(async (tx) => {
        const row = await repository.lockDistributing(tx, id);
        if (!row) return;
        const now = clock.now();
        await repository.updateEarning(tx, id, { status: 'failed', failureReason: reason, updatedAt: now });
        await repository.insertEvent(tx, { earningId: id, event: 'failed', reason, createdAt: now });
      });
    }
  }

  async function summarizeBatch(
    userId: string,
    batchId: string,
    reader?: ContentTexts,
  ): Promise<EarningsCollection> {
    const rows = await repository.listBatch(userId, batchId);
    const counted = (status: EarningStatus) => rows.filter((r) => r.status === status).length;
    return {
      batchId,
      total: rows.length,
      credited: counted('credited'),
      failed: counted('failed'),
      distributing: counted('distributing'),
      earnings: await wireOf(rows, undefined, reader),
    };
  }

  return {
    /**
     * Collects one earning in one transaction (`once`, the request's idempotent one): locks it, checks it
     * is the caller's (another user's is NOT FOUND, as an unknown one) and collectable, checks KYC
     * where the region requires it, pays it out and marks it credited.
     */
    async collect(userId: string, earningId: string, once: Once, reader?: ContentTexts): Promise<Earning> {
      const deposits = await depositsValue(userId, clock.now());
      return once(async (tx) => {
        const row = await repository.lockEarning(tx, earningId);
        if (!row || row.userId !== userId) throw new AppError('EARNING_NOT_FOUND');
        assertCollectable(row, clock.now());
        const region = await assertKyc(tx, userId);
        const credited = await payOut(tx, row, region, deposits);
        const [wire] = await wireOf([credited], tx, reader);
        return wire!;
      });
    },

    /**
     * Collects every earning ready to collect. The request's transaction takes them (locked, KYC
     * checked) and marks them distributing as one batch; then each is paid out in its own
     * transaction, by this request (up to COLLECT_ALL_IN_REQUEST) or, should it stop half-way,
     * by the distribution job. The answer is the batch as it stands; a replay answers the same
     * batch's state.
     */
    async collectAll(userId: string, once: Once, reader?: ContentTexts): Promise<EarningsCollection> {
      const { batchId } = await once(async (tx) => {
        const now = clock.now();
        const rows = await repository.lockCollectable(tx, userId, now);
        if (rows.length === 0) throw new AppError('NO_EARNINGS_TO_COLLECT');
        await assertKyc(tx, userId);
        const batch = randomUUID();
        for (const row of rows) {
          await repository.updateEarning(tx, row.id, {
            status: 'distributing',
            failureReason: null,
            batchId: batch,
            updatedAt: now,
          });
          await repository.insertEvent(tx, { earningId: row.id, event: 'distributing', createdAt: now });
        }
        return { batchId: batch };
      });
      const pending = (await repository.listBatch(userId, batchId)).filter(
        (r) => r.status === 'distributing',
      );
      try {
        for (const row of pending.slice(0, COLLECT_ALL_IN_REQUEST)) await distributeOne(row.id);
      } catch (error) {
        // The batch is committed: what this request could not pay, the job pays.
        log.error({ err: error, batchId }, 'collect-all stopped; the distribution job will finish it');
      }
      return summarizeBatch(userId, batchId, reader);
    },

    /** The job: pays out distributing earnings a collect-all left behind (a crash, a timeout). */
    async distributeStale(limit = 100): Promise<number> {
      const ids = await repository.listStaleDistributing(
        new Date(clock.now().getTime() - STALE_DISTRIBUTING_MS),
        limit,
      );
      for (const id of ids) await distributeOne(id);
      return ids.length;
    },

    /**
     * The job: earnings not collected by their expiry are expired and their reservation goes back
     * from the reward pool to the treasury (the reservation entry reversed, once).
     */
    async expireDue(batchSize = 100): Promise<number> {
      let expired = 0;
      for (;;) {
        const done = await db.transaction(async (tx) => {
          const now = clock.now();
          const rows = await repository.lockDueExpiries(tx, now, batchSize);
          for (const row of rows) {
            const release = await ledger.reverse(tx, row.reserveEntryId, {
              kind: 'transfer',
              cause: { type: 'earning', id: row.id },
              memo: ledgerMemo('earningExpired', { title: row.title }),
              idempotencyKey: `earning:release:${row.id}`,
            });
            await repository.updateEarning(tx, row.id, {
              status: 'expired',
              failureReason: null,
              releaseEntryId: release.id,
              updatedAt: now,
            });
            await repository.insertEvent(tx, {
              earningId: row.id,
              event: 'expired',
              ledgerEntryId: release.id,
              createdAt: now,
            });
          }
          return rows.length;
        });
        expired += done;
        if (done < batchSize) return expired;
      }
    },
  };
}
