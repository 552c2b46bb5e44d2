import { and, asc, count, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kycBonusClaims, kycChecks } from './kyc.tables';

export type KycCheckRow = typeof kycChecks.$inferSelect;
export type KycBonusClaimRow = typeof kycBonusClaims.$inferSelect;
export type KycCheckStatus = 'pending' | 'verified' | 'rejected' | 'superseded';

export function createKycRepository(db: DbOrTx) {
  return {
    async insertCheck(values: typeof kycChecks.$inferInsert, tx: DbOrTx = db): Promise<KycCheckRow> {
      const [row] = await tx.insert(kycChecks).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },

    async findCheck(id: string, tx: DbOrTx = db): Promise<KycCheckRow | null> {
      const [row] = await tx.select().from(kycChecks).where(eq(kycChecks.id, id));
      return row ?? null;
    },

    /** The check, locked until the end of the transaction (its decision is written once). */
    async lockCheck(id: string, tx: DbOrTx): Promise<KycCheckRow | null> {
      const [row] = await tx.select().from(kycChecks).where(eq(kycChecks.id, id)).for('update');
      return row ?? null;
    },

    /** A user's checks in flight and verified (at most two per document). */
    async listActiveChecks(userId: string, tx: DbOrTx = db): Promise<KycCheckRow[]> {
      return tx
        .select()
        .from(kycChecks)
        .where(and(eq(kycChecks.userId, userId), inArray(kycChecks.status, ['pending', 'verified'])));
    },

    /** A user's latest rejected check of each document. */
    async listLatestRejections(userId: string, tx: DbOrTx = db): Promise<KycCheckRow[]> {
      return tx
        .selectDistinctOn([kycChecks.document])
        .from(kycChecks)
        .where(and(eq(kycChecks.userId, userId), eq(kycChecks.status, 'rejected')))
        .orderBy(kycChecks.document, desc(kycChecks.decidedAt));
    },

    /** The documents a user has verified. */
    async listVerifiedDocuments(userId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ document: kycChecks.document })
        .from(kycChecks)
        .where(and(eq(kycChecks.userId, userId), eq(kycChecks.status, 'verified')));
      return rows.map((r) => r.document);
    },

    /** How many checks of a document a user sent since a moment (the attempts limit). */
    async countChecksSince(userId: string, document: string, since: Date, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(kycChecks)
        .where(
          and(
            eq(kycChecks.userId, userId),
            eq(kycChecks.document, document),
            gte(kycChecks.submittedAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** Whether another account holds the same number of a document, in flight or verified. */
    async isNumberHeldByAnother(
      document: string,
      numberHash: string,
      userId: string,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ id: kycChecks.id })
        .from(kycChecks)
        .where(
          and(
            eq(kycChecks.document, document),
            eq(kycChecks.numberHash, numberHash),
            inArray(kycChecks.status, ['pending', 'verified']),
            ne(kycChecks.userId, userId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async decideCheck(
      id: string,
      decision: {
        status: 'verified' | 'rejected';
        registeredName: string | null;
        reasonCode: string | null;
        decidedAt: Date;
      },
      tx: DbOrTx,
    ): Promise<void> {
      await tx.update(kycChecks).set(decision).where(eq(kycChecks.id, id));
    },

    /** Retires a user's verified value of a document (a newer one replaces it). */
    async supersedeVerified(userId: string, document: string, tx: DbOrTx): Promise<void> {
      await tx
        .update(kycChecks)
        .set({ status: 'superseded' })
        .where(
          and(
            eq(kycChecks.userId, userId),
            eq(kycChecks.document, document),
            eq(kycChecks.status, 'verified'),
          ),
        );
    },

    /** Removes a check the provider never received. */
    async deleteCheck(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(kycChecks).where(eq(kycChecks.id, id));
    },

    /** The oldest checks still waiting for their provider, sent up to a moment. */
    async listPendingChecks(before: Date, limit: number, tx: DbOrTx = db): Promise<KycCheckRow[]> {
      return tx
        .select()
        .from(kycChecks)
        .where(and(eq(kycChecks.status, 'pending'), lte(kycChecks.submittedAt, before)))
        .orderBy(asc(kycChecks.submittedAt))
        .limit(limit);
    },

    async findBonusClaim(userId: string, tx: DbOrTx = db): Promise<KycBonusClaimRow | null> {
      const [row] = await tx.select().from(kycBonusClaims).where(eq(kycBonusClaims.userId, userId));
      return row ?? null;
    },

    /** Records the bonus; null when the user had it already. */
    async insertBonusClaim(
      values: typeof kycBonusClaims.$inferInsert,
      tx: DbOrTx,
    ): Promise<KycBonusClaimRow | null> {
      const [row] = await tx
        .insert(kycBonusClaims)
        .values(values)
        .onConflictDoNothing({ target: kycBonusClaims.userId })
        .returning();
      return row ?? null;
    },
  };
}
export type KycRepository = ReturnType<typeof createKycRepository>;
