import { randomUUID } from 'node:crypto';
import type { EarningStatus } from '@kp/domain/campaigns';
import { EARNING_STATUSES } from '@kp/domain/campaigns';
import {
  formatAmount,
  MAX_AMOUNT_MINOR_UNITS,
  parseAmount,
  type CurrencyId,
  type CurrencyRegistry,
} from '@kp/domain/currencies';
import {
  computeWithholding,
  EARNING_SOURCE_ID,
  EARNING_TITLE,
  EARNINGS_KYC_REQUIRED_DOC,
  formatTaxValue,
  INDIA_TDS,
  indiaFinancialYear,
  isEarningCollectable,
  taxValuePerMinorUnit,
  type EarningSource,
  type Withholding,
} from '@kp/domain/earnings';
import { AppError, ERRORS } from '@kp/domain/errors';
import type { Region } from '@kp/domain/locations';
import type {
  AdminAwardEarningInput,
  Earning,
  EarningsAggregate,
  EarningsCollection,
  EarningsTaxInfo,
  EarningTotals,
} from '@kp/contract/earnings';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Clock } from '../../platform/clock';
import type { KycService } from '../kyc/kyc.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { EarningEventRow, EarningRow, EarningsRepository } from './earnings.repository';
import { DEMO_EARNINGS } from './earnings.seed';

/**
 * The K-Cash a user bought with money from `from` up to and including `to` (minor units): Rule
 * 133's deposits. Read outside the collection's transaction (README.md, "Tax").
 */
export type DepositsReader = (userId: string, period: { from: Date; to: Date }) => Promise<bigint>;

/** What a module gives to award an earning (a quest completed, a campaign's reward, a referral). */
export type AwardInput = {
  userId: string;
  source: EarningSource;
  /** The source object: unique per user and source, so an award delivered twice creates one earning. */
  sourceId: string;
  currency: CurrencyId;
  /** Minor units of the currency. */
  amount: bigint;
  title: string;
  /** When it expires if not collected: undefined for the default, null for never. */
  expiresAt?: Date | null;
  /** An operator's award: who and why (kept on the earning and its ledger entry). */
  audit?: { actorId: string; reason: string };
};

/**
 * What earnings asks the KYC module before paying out (its KycGate, kyc-gate.ts): the user's
 * region, whether it requires KYC before a payout, and whether the user completed it.
 */
export type EarningsKycGate = Pick<KycService, 'payoutStatus'>;

/** Runs work in the request's idempotent transaction (platform/idempotency.ts). */
export type InTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

type Logger = { error(object: object, message: string): void };

const USER_FK = 'earnings_user_id_users_id_fk';
const DAY_MS = 86_400_000;
/** How long a collect-all's earning may stay distributing before the job takes it over. */
export const STALE_DISTRIBUTING_MS = 60_000;
/** How many of a collect-all's earnings its request pays out itself; the job pays the rest. */
export const COLLECT_ALL_IN_REQUEST = 200;

export function createEarningsService(deps: {
  db: Db;
  repository: EarningsRepository;
  ledger: LedgerService;
  kycGate: EarningsKycGate;
  deposits: DepositsReader;
  currencies: CurrencyRegistry;
  clock: Clock;
  log: Logger;
  taxRateBps: number;
  defaultExpiryDays: number;
}) {
  const { db, repository, ledger, kycGate, currencies, clock, log } = deps;

  function toWire(row: EarningRow, events: readonly EarningEventRow[]): Earning {
    const currency = currencies.byId(row.currency);
    return {
      id: row.id,
      source: row.source as EarningSource,
      sourceId: row.sourceId,
      title: row.title,
      earningType: currency.code,
      currencyName: currency.name,
      scale: currency.scale,
      amount: formatAmount(row.amount, currency),
      status: row.status as EarningStatus,
      failureReason: row.failureReason,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      collectedAt: row.collectedAt?.toISOString() ?? null,
      taxWithheld: formatAmount(row.taxWithheld, currency),
      netAmount: formatAmount(row.amount - row.taxWithheld, currency),
      tax:
        row.taxRateBps === null
          ? null
          : {
              section: INDIA_TDS.section,
              rateBps: row.taxRateBps,
              financialYear: row.taxFinancialYear ?? '',
              taxedValue: row.taxTaxedValue === null ? null : formatTaxValue(row.taxTaxedValue),
            },
      ledgerEntryId: row.creditEntryId,
      history: events
        .filter((e) => e.earningId === row.id)
        .map((e) => ({
          event: e.event as Earning['history'][number]['event'],
          at: e.createdAt.toISOString(),
          ledgerEntryId: e.ledgerEntryId,
          reason: e.reason,
        })),
    };
  }

  async function wireOf(rows: readonly EarningRow[], tx?: DbOrTx): Promise<Earning[]> {
    const events = await repository.listEvents(
      rows.map((r) => r.id),
      tx,
    );
    return rows.map((row) => toWire(row, events));
  }

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
   * The region whose rules a payout follows (tax, KYC), from the user's regulatory country. A user
   * with no verified fact (no phone, no completed KYC) is refused: India's withholding and KYC
   * could apply to them, and a phone number tells (COUNTRY_NOT_VERIFIED).
   */
  async function assertKyc(tx: DbOrTx, userId: string): Promise<Region> {
    const kyc = await kycGate.payoutStatus(tx, userId);
    if (kyc.country === null) throw new AppError('COUNTRY_NOT_VERIFIED');
    if (kyc.required && !kyc.verified)
      throw new AppError('KYC_REQUIRED_TO_COLLECT', {
        details: { region: kyc.region, requiredDoc: EARNINGS_KYC_REQUIRED_DOC },
      });
    return kyc.region;
  }

  /** Rule 133's deposits (B) so far in the financial year of `now`, in tax-value units. */
  async function depositsValue(userId: string, now: Date): Promise<bigint> {
    const year = indiaFinancialYear(now);
    const bought = await deps.deposits(userId, { from: year.startsAt, to: now });
    return bought * taxValuePerMinorUnit('KCASH')!;
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
    const taxNote =
      withholding.tax > 0n
        ? ` (tax withheld under section ${INDIA_TDS.section}: ${formatAmount(withholding.tax, currency)} ${currency.code})`
        : '';
    const entry = await ledger.post(tx, {
      kind: 'collection',
      cause: { type: 'earning', id: row.id },
      postings,
      memo: `Collected: ${row.title}${taxNote}`.slice(0, 500),
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
        if (!row) return; // paid meanwhile, or another worker has it
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

  async function summarizeBatch(userId: string, batchId: string): Promise<EarningsCollection> {
    const rows = await repository.listBatch(userId, batchId);
    const counted = (status: EarningStatus) => rows.filter((r) => r.status === status).length;
    return {
      batchId,
      total: rows.length,
      credited: counted('credited'),
      failed: counted('failed'),
      distributing: counted('distributing'),
      earnings: await wireOf(rows),
    };
  }

  /** Reserves an earning's amount from the treasury into the reward pool and records the earning. */
  async function award(tx: DbOrTx, input: AwardInput): Promise<{ earning: EarningRow; isNew: boolean }> {
    const title = input.title.trim();
    const sourceId = input.sourceId.trim();
    if (input.amount <= 0n || input.amount > MAX_AMOUNT_MINOR_UNITS)
      throw new AppError('INVALID_AMOUNT', {
        message: 'amount: must be positive and at most the largest amount',
      });
    if (title.length < EARNING_TITLE.min || title.length > EARNING_TITLE.max)
      throw new AppError('VALIDATION_FAILED', {
        message: `title: ${EARNING_TITLE.min} to ${EARNING_TITLE.max} characters`,
      });
    if (sourceId.length < EARNING_SOURCE_ID.min || sourceId.length > EARNING_SOURCE_ID.max)
      throw new AppError('VALIDATION_FAILED', {
        message: `sourceId: ${EARNING_SOURCE_ID.min} to ${EARNING_SOURCE_ID.max} characters`,
      });
    const now = clock.now();
    if (input.expiresAt && input.expiresAt <= now)
      throw new AppError('VALIDATION_FAILED', { message: 'expiresAt: must be in the future' });

    await repository.lockAward(tx, input.userId, input.source, sourceId);
    const existing = await repository.findBySource(input.userId, input.source, sourceId, tx);
    if (existing) {
      if (existing.currency === input.currency && existing.amount === input.amount)
        return { earning: existing, isNew: false };
      throw new AppError('EARNING_ALREADY_AWARDED', {
        details: { earningId: existing.id, source: input.source, sourceId },
      });
    }
    const id = randomUUID();
    const treasury = await ledger.systemAccount(tx, 'treasury', input.currency);
    const pool = await ledger.systemAccount(tx, 'reward_pool', input.currency);
    const reserved = await ledger.transfer(tx, {
      kind: 'reward',
      cause: { type: 'earning', id },
      from: treasury,
      to: pool,
      amount: input.amount,
      memo: `Reserved for an earning: ${title}`.slice(0, 500),
      idempotencyKey: `earning:reserve:${id}`,
      ...(input.audit ? { audit: input.audit } : {}),
    });
    const expiresAt =
      input.expiresAt === undefined
        ? new Date(now.getTime() + deps.defaultExpiryDays * DAY_MS)
        : input.expiresAt;
    let earning: EarningRow;
    try {
      earning = await repository.insertEarning(tx, {
        id,
        userId: input.userId,
        source: input.source,
        sourceId,
        title,
        currency: input.currency,
        amount: input.amount,
        expiresAt,
        reserveEntryId: reserved.id,
        awardedBy: input.audit?.actorId ?? null,
        awardReason: input.audit?.reason ?? null,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (isConstraintViolation(error, PG_ERROR.foreignKeyViolation, USER_FK))
        throw new AppError('NOT_FOUND', { message: 'No such user', cause: error });
      throw error;
    }
    await repository.insertEvent(tx, {
      earningId: id,
      event: 'created',
      ledgerEntryId: reserved.id,
      createdAt: now,
    });
    return { earning, isNew: true };
  }

  return {
    award,

    /** The operators' award call: the wire's earning type and amount checked, then awarded, audited. */
    async awardFromRequest(tx: Tx, actorId: string, body: AdminAwardEarningInput) {
      const currency = currencies.get(body.earningType);
      const amount = parseAmount(body.amount, currency);
      const { earning } = await award(tx, {
        userId: body.userId,
        source: body.source,
        sourceId: body.sourceId,
        currency: currency.id,
        amount,
        title: body.title,
        ...(body.expiresAt === undefined
          ? {}
          : { expiresAt: body.expiresAt === null ? null : new Date(body.expiresAt) }),
        audit: { actorId, reason: body.reason },
      });
      if (earning.awardedBy !== actorId || earning.awardReason === null)
        // The same source awarded before by the product or another operator: not this award.
        throw new AppError('EARNING_ALREADY_AWARDED', { details: { earningId: earning.id } });
      const [wire] = await wireOf([earning], tx);
      return { ...wire!, userId: earning.userId, awardedBy: actorId, reason: earning.awardReason };
    },

    /**
     * A new user of an installation with the demo data gets earnings from the demo quests and
     * campaigns (each reserved in the ledger like any other), so the collect page has something
     * to collect; an installation without the demo data (production) gives none.
     */
    async awardDemoEarnings(tx: DbOrTx, userId: string): Promise<number> {
      if (!(await repository.hasDemoData(tx))) return 0;
      for (const demo of DEMO_EARNINGS) await award(tx, { userId, ...demo });
      return DEMO_EARNINGS.length;
    },

    /** The user's earnings, newest first, a page at a time. */
    async list(
      userId: string,
      query: { status?: EarningStatus; earningType?: string; limit: number; offset: number },
    ): Promise<{ earnings: Earning[]; total: number; nextOffset: number | null }> {
      const currency = query.earningType ? currencies.get(query.earningType) : undefined;
      const { rows, total } = await repository.listEarnings(userId, {
        ...(query.status ? { status: query.status } : {}),
        ...(currency ? { currency: currency.id } : {}),
        limit: query.limit,
        offset: query.offset,
      });
      const next = query.offset + rows.length;
      return {
        earnings: await wireOf(rows),
        total,
        nextOffset: next < total && rows.length > 0 ? next : null,
      };
    },

    /** The user's earnings added up by earning type and status. */
    async aggregate(userId: string): Promise<EarningsAggregate> {
      const rows = await repository.aggregate(userId);
      let collectableCount = 0;
      const totals = currencies.list.map((currency): EarningTotals => {
        const mine = rows.filter((r) => r.currency === currency.id);
        const of = (status: EarningStatus) => mine.find((r) => r.status === status);
        const amounts = Object.fromEntries(
          EARNING_STATUSES.map((s) => [s, formatAmount(of(s)?.amount ?? 0n, currency)]),
        ) as EarningTotals['amounts'];
        const counts = Object.fromEntries(
          EARNING_STATUSES.map((s) => [s, of(s)?.count ?? 0]),
        ) as EarningTotals['counts'];
        collectableCount += counts.pending + counts.failed;
        const credited = of('credited');
        return {
          earningType: currency.code,
          currencyName: currency.name,
          scale: currency.scale,
          amounts,
          counts,
          collectable: formatAmount((of('pending')?.amount ?? 0n) + (of('failed')?.amount ?? 0n), currency),
          taxWithheld: formatAmount(credited?.taxWithheld ?? 0n, currency),
          netCollected: formatAmount((credited?.amount ?? 0n) - (credited?.taxWithheld ?? 0n), currency),
        };
      });
      return { totals, collectableCount };
    },

    /** The withholding that applies to the user and this financial year's figures (tax-info). */
    async taxInfo(userId: string): Promise<EarningsTaxInfo> {
      const now = clock.now();
      const kyc = await kycGate.payoutStatus(db, userId);
      const year = indiaFinancialYear(now);
      const figures = await repository.taxYear(userId, year.startsAt, year.endsAt);
      const deposits = await depositsValue(userId, now);
      const allowance = deposits + figures.taxed - figures.winnings;
      return {
        region: kyc.region,
        isWithholding: kyc.region === 'IN',
        section: INDIA_TDS.section,
        rateBps: deps.taxRateBps,
        financialYear: {
          label: year.label,
          startsAt: year.startsAt.toISOString(),
          endsAt: year.endsAt.toISOString(),
        },
        winningsCollected: formatTaxValue(figures.winnings),
        deposits: formatTaxValue(deposits),
        netWinningsTaxed: formatTaxValue(figures.taxed),
        untaxedAllowance: formatTaxValue(allowance > 0n ? allowance : 0n),
        taxWithheld: figures.withheld.map((w) => {
          const currency = currencies.byId(w.currency);
          return { earningType: currency.code, amount: formatAmount(w.amount, currency) };
        }),
        kyc: { required: kyc.required, verified: kyc.verified },
      };
    },

    /**
     * Collects one earning in one transaction (the request's idempotent one): locks it, checks it
     * is the caller's (another user's is NOT FOUND, as an unknown one) and collectable, checks KYC
     * where the region requires it, pays it out and marks it credited.
     */
    async collect(userId: string, earningId: string, inTransaction: InTransaction): Promise<Earning> {
      const deposits = await depositsValue(userId, clock.now());
      return inTransaction(async (tx) => {
        const row = await repository.lockEarning(tx, earningId);
        if (!row || row.userId !== userId) throw new AppError('EARNING_NOT_FOUND');
        assertCollectable(row, clock.now());
        const region = await assertKyc(tx, userId);
        const credited = await payOut(tx, row, region, deposits);
        const [wire] = await wireOf([credited], tx);
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
    async collectAll(userId: string, inTransaction: InTransaction): Promise<EarningsCollection> {
      const { batchId } = await inTransaction(async (tx) => {
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
      return summarizeBatch(userId, batchId);
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
              memo: `Earning expired, reservation returned: ${row.title}`.slice(0, 500),
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
export type EarningsService = ReturnType<typeof createEarningsService>;

/**
 * Rule 133's deposits read from the ledger: the K-Cash credited to the user's `purchased`
 * sub-balance by purchases (kind `purchase`), less purchases refunded (negative `refund` postings
 * on it), in the period. Read through the ledger service's transaction history.
 */
export function ledgerDeposits(ledger: LedgerService, currencies: CurrencyRegistry): DepositsReader {
  const kcash = currencies.byId('KCASH');
  return async (userId, { from, to }) => {
    let total = 0n;
    for (const kind of ['purchase', 'refund'] as const) {
      let cursor: string | undefined;
      for (;;) {
        const page = await ledger.listTransactions(userId, {
          kind,
          currency: kcash.code,
          limit: 100,
          ...(cursor ? { cursor } : {}),
        });
        let isAllOlder = page.transactions.length > 0;
        for (const t of page.transactions) {
          const at = new Date(t.createdAt);
          if (at >= from) isAllOlder = false;
          if (at < from || at > to || t.subBalance !== 'purchased') continue;
          const amount = parseAmount(t.amount, kcash, { allowNegative: true });
          if (kind === 'purchase' ? amount > 0n : amount < 0n) total += amount;
        }
        // Newest first: once a whole page is older than the period, the rest is too.
        if (isAllOlder || !page.nextCursor) break;
        cursor = page.nextCursor;
      }
    }
    return total > 0n ? total : 0n;
  };
}
