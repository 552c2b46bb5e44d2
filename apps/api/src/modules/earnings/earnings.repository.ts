import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EarningStatus } from '@kp/domain/campaigns';
import type { EarningEvent } from '@kp/domain/earnings';
import type { DbOrTx } from '../../db/client';
import { findMeta } from '../../db/installation-meta';
import { earningEvents, earnings } from './earnings.tables';

export type EarningRow = typeof earnings.$inferSelect;
export type EarningEventRow = typeof earningEvents.$inferSelect;
export type NewEarning = Omit<typeof earnings.$inferInsert, 'status'>;
export type EarningPatch = Partial<
  Pick<
    EarningRow,
    | 'status'
    | 'failureReason'
    | 'creditEntryId'
    | 'releaseEntryId'
    | 'collectedAt'
    | 'taxWithheld'
    | 'taxRateBps'
    | 'taxFinancialYear'
    | 'taxWinningsValue'
    | 'taxTaxedValue'
    | 'batchId'
  >
> & { updatedAt: Date };

/** Totals of one currency and status. */
export type AggregateRow = {
  currency: string;
  status: EarningStatus;
  count: number;
  amount: bigint;
  taxWithheld: bigint;
};

const COLLECTABLE: EarningStatus[] = ['pending', 'failed'];

/** A transaction-scoped advisory lock on a name: 64 bits of its hash. */
function advisoryLock(tx: DbOrTx, name: string) {
  const id = createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
  return tx.execute(sql`select pg_advisory_xact_lock(${id}::bigint)`);
}

function notExpiredAt(now: Date): SQL {
  return or(
    sql`${earnings.expiresAt} is null`,
    sql`${earnings.expiresAt} > ${now.toISOString()}::timestamptz`,
  )!;
}

export function createEarningsRepository(db: DbOrTx) {
  return {
    /** Serialises awards of one source object to one user until the transaction ends. */
    async lockAward(tx: DbOrTx, userId: string, source: string, sourceId: string): Promise<void> {
      await advisoryLock(tx, `earning-award\0${userId}\0${source}\0${sourceId}`);
    },

    /** Serialises a user's collections until the transaction ends: each one's tax counts the ones before. */
    async lockUserCollections(tx: DbOrTx, userId: string): Promise<void> {
      await advisoryLock(tx, `earning-collect\0${userId}`);
    },

    async findBySource(
      userId: string,
      source: string,
      sourceId: string,
      tx: DbOrTx = db,
    ): Promise<EarningRow | null> {
      const [row] = await tx
        .select()
        .from(earnings)
        .where(
          and(eq(earnings.userId, userId), eq(earnings.source, source), eq(earnings.sourceId, sourceId)),
        );
      return row ?? null;
    },

    async insertEarning(tx: DbOrTx, values: NewEarning): Promise<EarningRow> {
      const [row] = await tx
        .insert(earnings)
        .values({ ...values, status: 'pending' })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },

    async insertEvent(
      tx: DbOrTx,
      values: {
        earningId: string;
        event: EarningEvent;
        ledgerEntryId?: string | null;
        reason?: string | null;
        createdAt: Date;
      },
    ): Promise<void> {
      await tx.insert(earningEvents).values({
        earningId: values.earningId,
        event: values.event,
        ledgerEntryId: values.ledgerEntryId ?? null,
        reason: values.reason ?? null,
        createdAt: values.createdAt,
      });
    },

    /** The earning, locked for the rest of the transaction; null when there is none. */
    async lockEarning(tx: DbOrTx, id: string): Promise<EarningRow | null> {
      const [row] = await tx.select().from(earnings).where(eq(earnings.id, id)).for('update');
      return row ?? null;
    },

    /**
     * A distributing earning, locked, or null once it is not distributing. It waits for another
     * transaction holding it (a collection of it being refused, another worker paying it) and
     * sees what that one left: skipping it instead would leave it to the job a minute later.
     */
    async lockDistributing(tx: DbOrTx, id: string): Promise<EarningRow | null> {
      const [row] = await tx
        .select()
        .from(earnings)
        .where(and(eq(earnings.id, id), eq(earnings.status, 'distributing')))
        .for('update');
      return row ?? null;
    },

    /**
     * The user's earnings that may be collected now (ready, or failed and retried, not expired),
     * locked in the order of their ids. A collection of one of them committing meanwhile is seen:
     * PostgreSQL checks the condition again on the row it waited for.
     */
    lockCollectable(tx: DbOrTx, userId: string, now: Date): Promise<EarningRow[]> {
      return tx
        .select()
        .from(earnings)
        .where(and(eq(earnings.userId, userId), inArray(earnings.status, COLLECTABLE), notExpiredAt(now)))
        .orderBy(asc(earnings.id))
        .for('update');
    },

    /** Collectable earnings past their expiry, locked (skipping those another transaction holds). */
    lockDueExpiries(tx: DbOrTx, now: Date, limit: number): Promise<EarningRow[]> {
      return tx
        .select()
        .from(earnings)
        .where(
          and(
            inArray(earnings.status, COLLECTABLE),
            isNotNull(earnings.expiresAt),
            lte(earnings.expiresAt, now),
          ),
        )
        .orderBy(asc(earnings.expiresAt), asc(earnings.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Ids of distributing earnings last touched before `before`, oldest first (the job's leftovers). */
    async listStaleDistributing(before: Date, limit: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ id: earnings.id })
        .from(earnings)
        .where(and(eq(earnings.status, 'distributing'), lt(earnings.updatedAt, before)))
        .orderBy(asc(earnings.updatedAt), asc(earnings.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async updateEarning(tx: DbOrTx, id: string, patch: EarningPatch): Promise<EarningRow> {
      const [row] = await tx.update(earnings).set(patch).where(eq(earnings.id, id)).returning();
      if (!row) throw new Error(`earning ${id} vanished`);
      return row;
    },

    /** What each of these earnings was awarded for (its source) and its title. */
    listSources(ids: readonly string[], tx: DbOrTx = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select({
          id: earnings.id,
          source: earnings.source,
          sourceId: earnings.sourceId,
          title: earnings.title,
        })
        .from(earnings)
        .where(inArray(earnings.id, [...ids]));
    },

    async findEarning(id: string, tx: DbOrTx = db): Promise<EarningRow | null> {
      const [row] = await tx.select().from(earnings).where(eq(earnings.id, id));
      return row ?? null;
    },

    /** A page of the user's earnings, newest first, and how many match in all. */
    async listEarnings(
      userId: string,
      filter: { status?: EarningStatus; currency?: string; limit: number; offset: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: EarningRow[]; total: number }> {
      const where = and(
        eq(earnings.userId, userId),
        filter.status ? eq(earnings.status, filter.status) : undefined,
        filter.currency ? eq(earnings.currency, filter.currency) : undefined,
      );
      const rows = await tx
        .select()
        .from(earnings)
        .where(where)
        .orderBy(desc(earnings.createdAt), desc(earnings.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await tx.select({ n: count() }).from(earnings).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** The earnings of one collect-all of a user, in the order they were taken. */
    listBatch(userId: string, batchId: string, tx: DbOrTx = db): Promise<EarningRow[]> {
      return tx
        .select()
        .from(earnings)
        .where(and(eq(earnings.userId, userId), eq(earnings.batchId, batchId)))
        .orderBy(asc(earnings.id));
    },

    /** The history of earnings, oldest step first. */
    listEvents(earningIds: readonly string[], tx: DbOrTx = db): Promise<EarningEventRow[]> {
      if (earningIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(earningEvents)
        .where(inArray(earningEvents.earningId, [...earningIds]))
        .orderBy(asc(earningEvents.id));
    },

    /** The user's earnings added up by currency and status. */
    async aggregate(userId: string, tx: DbOrTx = db): Promise<AggregateRow[]> {
      const rows = await tx
        .select({
          currency: earnings.currency,
          status: earnings.status,
          count: count(),
          amount: sql<string>`coalesce(sum(${earnings.amount}), 0)::text`,
          taxWithheld: sql<string>`coalesce(sum(${earnings.taxWithheld}), 0)::text`,
        })
        .from(earnings)
        .where(eq(earnings.userId, userId))
        .groupBy(earnings.currency, earnings.status);
      return rows.map((r) => ({
        currency: r.currency,
        status: r.status as EarningStatus,
        count: r.count,
        amount: BigInt(r.amount),
        taxWithheld: BigInt(r.taxWithheld),
      }));
    },

    /**
     * Rule 133's figures of the user's collections in a financial year: the winnings collected
     * (A) and the net winnings taxed (D), and the tax withheld by currency.
     */
    async taxYear(
      userId: string,
      from: Date,
      to: Date,
      tx: DbOrTx = db,
    ): Promise<{ winnings: bigint; taxed: bigint; withheld: { currency: string; amount: bigint }[] }> {
      const inYear = and(
        eq(earnings.userId, userId),
        eq(earnings.status, 'credited'),
        gte(earnings.collectedAt, from),
        lt(earnings.collectedAt, to),
      );
      const [sums] = await tx
        .select({
          winnings: sql<string>`coalesce(sum(${earnings.taxWinningsValue}), 0)::text`,
          taxed: sql<string>`coalesce(sum(${earnings.taxTaxedValue}), 0)::text`,
        })
        .from(earnings)
        .where(inYear);
      const withheld = await tx
        .select({
          currency: earnings.currency,
          amount: sql<string>`coalesce(sum(${earnings.taxWithheld}), 0)::text`,
        })
        .from(earnings)
        .where(and(inYear, sql`${earnings.taxWithheld} > 0`))
        .groupBy(earnings.currency);
      return {
        winnings: BigInt(sums?.winnings ?? '0'),
        taxed: BigInt(sums?.taxed ?? '0'),
        withheld: withheld.map((w) => ({ currency: w.currency, amount: BigInt(w.amount) })),
      };
    },

    /** Whether this installation was seeded with the demo data (its new users then get demo earnings). */
    async hasDemoData(tx: DbOrTx = db): Promise<boolean> {
      return (await findMeta(tx, 'demo_data_seeded_at')) !== null;
    },
  };
}
export type EarningsRepository = ReturnType<typeof createEarningsRepository>;
