import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './ledger.tables';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type EntryRow = typeof ledgerEntries.$inferSelect;
export type PostingRow = typeof ledgerPostings.$inferSelect;

/** Who owns an account: a user (with a K-Cash sub-balance or none) or the platform. */
export type AccountOwner =
  { kind: 'user'; userId: string; subBalance: string | null } | { kind: 'system'; systemName: string };

/** A locked account as the movement sees it. */
export type LockedAccount = { id: string; currency: string; balance: bigint; allowNegative: boolean };

export type TransactionRow = {
  postingId: bigint;
  entryId: string;
  kind: string;
  currency: string;
  amount: bigint;
  subBalance: string | null;
  causeType: string;
  causeId: string;
  memo: string | null;
  createdAt: Date;
};

function ownerWhere(owner: AccountOwner, currency: string) {
  return owner.kind === 'user'
    ? and(
        eq(ledgerAccounts.userId, owner.userId),
        eq(ledgerAccounts.currency, currency),
        owner.subBalance === null
          ? sql`${ledgerAccounts.subBalance} is null`
          : eq(ledgerAccounts.subBalance, owner.subBalance),
      )
    : and(eq(ledgerAccounts.systemName, owner.systemName), eq(ledgerAccounts.currency, currency));
}

export function createLedgerRepository(db: DbOrTx) {
  return {
    async findAccount(owner: AccountOwner, currency: string, tx: DbOrTx = db): Promise<AccountRow | null> {
      const [row] = await tx.select().from(ledgerAccounts).where(ownerWhere(owner, currency));
      return row ?? null;
    },
    /** Creates the account unless it exists; null when another transaction made it first. */
    async insertAccountIfAbsent(
      owner: AccountOwner,
      currency: string,
      allowNegative: boolean,
      now: Date,
      tx: DbOrTx = db,
    ): Promise<AccountRow | null> {
      const [row] = await tx
        .insert(ledgerAccounts)
        .values({
          kind: owner.kind,
          userId: owner.kind === 'user' ? owner.userId : null,
          systemName: owner.kind === 'system' ? owner.systemName : null,
          subBalance: owner.kind === 'user' ? owner.subBalance : null,
          currency,
          allowNegative,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    listUserAccounts(userId: string, tx: DbOrTx = db): Promise<AccountRow[]> {
      return tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
    },
    /**
     * Locks the accounts for the rest of the transaction, one after another in the order of their
     * ids, so that two movements over the same accounts never wait on each other in a circle.
     */
    async lockAccounts(ids: readonly string[], tx: DbOrTx): Promise<LockedAccount[]> {
      const result = await tx.execute(sql`select id, currency, balance, allow_negative from ${ledgerAccounts}
             where id in (${sql.join(
               ids.map((id) => sql`${id}::uuid`),
               sql`, `,
             )}) order by id for update`);
      // Both drivers answer raw SQL with { rows }; int8 comes as a string (pg) or a bigint (PGlite).
      const { rows } = result as unknown as {
        rows: { id: string; currency: string; balance: string | bigint; allow_negative: boolean }[];
      };
      return rows.map((r) => ({
        id: r.id,
        currency: r.currency,
        balance: BigInt(r.balance),
        allowNegative: r.allow_negative,
      }));
    },
    /**
     * Writes a movement in one statement: the entry, the new balances and the postings, so that
     * no part of it can exist without the others. The accounts must be locked already (see
     * lockAccounts). With an idempotency key already used, nothing is written and null comes back.
     */
    async writeMovement(
      entry: Omit<typeof ledgerEntries.$inferInsert, 'id'> & { createdAt: Date },
      postings: readonly { accountId: string; currency: string; amount: bigint }[],
      tx: DbOrTx,
    ): Promise<{ id: string } | null> {
      const lines = sql.join(
        postings.map((p) => sql`(${p.accountId}::uuid, ${p.currency}::text, ${p.amount.toString()}::bigint)`),
        sql`, `,
      );
      const result = await tx.execute(sql`
        with e as (
          insert into ${ledgerEntries} (kind, cause_type, cause_id, idempotency_key, memo, actor_id, reason, created_at)
          values (${entry.kind}, ${entry.causeType}, ${entry.causeId}, ${entry.idempotencyKey ?? null},
                  ${entry.memo ?? null}, ${entry.actorId ?? null}::uuid, ${entry.reason ?? null},
                  ${entry.createdAt.toISOString()}::timestamptz)
          on conflict (idempotency_key) do nothing
          returning id
        ),
        d (account_id, currency, amount) as (values ${lines}),
        u as (
          update ${ledgerAccounts} as a set balance = a.balance + d.amount
          from d, e where a.id = d.account_id
          returning a.id
        ),
        p as (
          insert into ${ledgerPostings} (entry_id, account_id, currency, amount)
          select e.id, d.account_id, d.currency, d.amount from e, d
          returning id
        )
        select e.id, (select count(*) from u)::int as updated, (select count(*) from p)::int as posted from e`);
      const { rows } = result as unknown as { rows: { id: string; updated: number; posted: number }[] };
      const row = rows[0];
      if (!row) return null;
      if (row.updated !== postings.length || row.posted !== postings.length)
        throw new Error(
          `movement ${row.id} wrote ${row.updated} balances and ${row.posted} postings of ${postings.length}`,
        );
      return { id: row.id };
    },
    async findEntryByIdempotencyKey(key: string, tx: DbOrTx = db): Promise<EntryRow | null> {
      const [row] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key));
      return row ?? null;
    },
    async findEntry(id: string, tx: DbOrTx = db): Promise<EntryRow | null> {
      const [row] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, id));
      return row ?? null;
    },
    listPostingsOfEntry(entryId: string, tx: DbOrTx = db): Promise<PostingRow[]> {
      return tx
        .select()
        .from(ledgerPostings)
        .where(eq(ledgerPostings.entryId, entryId))
        .orderBy(ledgerPostings.id);
    },
    /** The postings on a user's accounts, newest first, after the cursor (a posting id). */
    async listUserTransactions(
      userId: string,
      filter: { kind?: string; currency?: string; before?: bigint; limit: number },
      tx: DbOrTx = db,
    ): Promise<TransactionRow[]> {
      return tx
        .select({
          postingId: ledgerPostings.id,
          entryId: ledgerEntries.id,
          kind: ledgerEntries.kind,
          currency: ledgerPostings.currency,
          amount: ledgerPostings.amount,
          subBalance: ledgerAccounts.subBalance,
          causeType: ledgerEntries.causeType,
          causeId: ledgerEntries.causeId,
          memo: ledgerEntries.memo,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
        .where(
          and(
            eq(ledgerAccounts.userId, userId),
            filter.kind ? eq(ledgerEntries.kind, filter.kind) : undefined,
            filter.currency ? eq(ledgerPostings.currency, filter.currency) : undefined,
            filter.before !== undefined ? lt(ledgerPostings.id, filter.before) : undefined,
          ),
        )
        .orderBy(desc(ledgerPostings.id))
        .limit(filter.limit);
    },
    /** Every account with the sum of its postings, for the invariant checks of tests and benchmarks. */
    async listAccountsWithPostingSums(ids?: readonly string[], tx: DbOrTx = db) {
      return tx
        .select({
          id: ledgerAccounts.id,
          kind: ledgerAccounts.kind,
          currency: ledgerAccounts.currency,
          balance: ledgerAccounts.balance,
          allowNegative: ledgerAccounts.allowNegative,
          postingSum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text`,
        })
        .from(ledgerAccounts)
        .leftJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
        .where(ids ? inArray(ledgerAccounts.id, [...ids]) : undefined)
        .groupBy(ledgerAccounts.id);
    },
    /** The sum of all postings per currency (zero for each in a sound ledger). */
    async sumPostingsByCurrency(tx: DbOrTx = db) {
      return tx
        .select({
          currency: ledgerPostings.currency,
          total: sql<string>`sum(${ledgerPostings.amount})::text`,
        })
        .from(ledgerPostings)
        .groupBy(ledgerPostings.currency);
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
