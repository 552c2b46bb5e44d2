import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ReferralQualifyingAction } from '@kp/domain/referral-campaign';
import type { DbOrTx } from '../../db/client';
import { referralCodes, referralRewards, referrals } from './referrals.tables';

export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralRewardRow = typeof referralRewards.$inferSelect;

/** A referral whose gamer qualified and whose referrer is not paid for them yet (nor erased). */
const unpaid = and(isNotNull(referrals.qualifiedAt), isNull(referrals.paidAt), isNull(referrals.erasedAt));

/** The referral campaign's tables: the only code that reads or writes them. */
export function createReferralsRepository(db: DbOrTx) {
  return {
    async findCode(userId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(referralCodes).where(eq(referralCodes.userId, userId));
      return row ?? null;
    },

    async findCodeOwner(code: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(referralCodes).where(eq(referralCodes.code, code));
      return row ?? null;
    },

    /** Gives the user this code unless they have one; false when the code is someone else's. */
    async insertCode(userId: string, code: string, at: Date, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(referralCodes)
        .values({ userId, code, createdAt: at })
        .onConflictDoNothing({ target: referralCodes.userId })
        .returning({ userId: referralCodes.userId });
      return rows.length > 0;
    },

    /**
     * Takes the referrer's code row until the transaction ends: the qualifications of one
     * referrer's gamers count and pay milestones one after the other. False when the referrer has
     * no code any more (their account was erased).
     */
    async lockReferrer(tx: DbOrTx, referrerUserId: string): Promise<boolean> {
      const rows = await tx
        .select({ userId: referralCodes.userId })
        .from(referralCodes)
        .where(eq(referralCodes.userId, referrerUserId))
        .for('update');
      return rows.length > 0;
    },

    async deleteCode(userId: string, tx: DbOrTx) {
      await tx.delete(referralCodes).where(eq(referralCodes.userId, userId));
    },

    async findReferral(referredUserId: string, tx: DbOrTx = db): Promise<ReferralRow | null> {
      const [row] = await tx.select().from(referrals).where(eq(referrals.referredUserId, referredUserId));
      return row ?? null;
    },

    /** The referral of a gamer who may still qualify (not qualified, not erased), locked; null when none. */
    async lockPendingReferral(tx: DbOrTx, referredUserId: string): Promise<ReferralRow | null> {
      const [row] = await tx
        .select()
        .from(referrals)
        .where(
          and(
            eq(referrals.referredUserId, referredUserId),
            isNull(referrals.qualifiedAt),
            isNull(referrals.erasedAt),
          ),
        )
        .for('update');
      return row ?? null;
    },

    async insertReferral(row: typeof referrals.$inferInsert, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(referrals)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: referrals.referredUserId });
      return rows.length > 0;
    },

    async markQualified(
      tx: DbOrTx,
      referredUserId: string,
      action: ReferralQualifyingAction,
      at: Date,
    ): Promise<void> {
      await tx
        .update(referrals)
        .set({ qualifiedAt: at, qualifyingAction: action })
        .where(and(eq(referrals.referredUserId, referredUserId), isNull(referrals.qualifiedAt)));
    },

    async markErased(tx: DbOrTx, referredUserId: string, at: Date): Promise<void> {
      await tx
        .update(referrals)
        .set({ erasedAt: at })
        .where(and(eq(referrals.referredUserId, referredUserId), isNull(referrals.erasedAt)));
    },

    /**
     * How many signed up with the referrer's code, and how many of them count as qualified: those
     * who qualified, but for one erased before their referrer was paid for them.
     */
    async countReferred(
      referrerUserId: string,
      tx: DbOrTx = db,
    ): Promise<{ signedUp: number; qualified: number }> {
      const [row] = await tx
        .select({
          signedUp: count(),
          qualified: sql<number>`count(*) filter (where ${referrals.qualifiedAt} is not null
            and (${referrals.paidAt} is not null or ${referrals.erasedAt} is null))`.mapWith(Number),
        })
        .from(referrals)
        .where(eq(referrals.referrerUserId, referrerUserId));
      return { signedUp: row?.signedUp ?? 0, qualified: row?.qualified ?? 0 };
    },

    /** The referrer's gamers who qualified and are not paid for yet (not erased). */
    async listUnpaid(tx: DbOrTx, referrerUserId: string): Promise<ReferralRow[]> {
      return tx
        .select()
        .from(referrals)
        .where(and(eq(referrals.referrerUserId, referrerUserId), unpaid))
        .orderBy(referrals.qualifiedAt, referrals.referredUserId);
    },

    async markPaid(tx: DbOrTx, referredUserId: string, at: Date): Promise<void> {
      await tx
        .update(referrals)
        .set({ paidAt: at })
        .where(and(eq(referrals.referredUserId, referredUserId), isNull(referrals.paidAt)));
    },

    /** How many of the referrer's gamers they were paid for (the milestones count these). */
    async countPaid(tx: DbOrTx, referrerUserId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(referrals)
        .where(and(eq(referrals.referrerUserId, referrerUserId), isNotNull(referrals.paidAt)));
      return row?.n ?? 0;
    },

    /** Referrers owed a payment for a qualified gamer (who still have their code: not erased). */
    async listReferrersToSettle(limit: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ userId: referrals.referrerUserId })
        .from(referrals)
        .innerJoin(referralCodes, eq(referralCodes.userId, referrals.referrerUserId))
        .where(unpaid)
        .limit(limit);
      return rows.map((r) => r.userId);
    },

    /** A page of the referrer's gamers, the latest first. */
    async listReferred(
      referrerUserId: string,
      page: { limit: number; offset: number },
      tx: DbOrTx = db,
    ): Promise<ReferralRow[]> {
      return tx
        .select()
        .from(referrals)
        .where(eq(referrals.referrerUserId, referrerUserId))
        .orderBy(desc(referrals.createdAt), desc(referrals.referredUserId))
        .limit(page.limit)
        .offset(page.offset);
    },

    async findRewardByKey(tx: DbOrTx, rewardKey: string): Promise<ReferralRewardRow | null> {
      const [row] = await tx.select().from(referralRewards).where(eq(referralRewards.rewardKey, rewardKey));
      return row ?? null;
    },

    async insertReward(tx: DbOrTx, row: typeof referralRewards.$inferInsert): Promise<ReferralRewardRow> {
      const [inserted] = await tx.insert(referralRewards).values(row).returning();
      if (!inserted) throw new Error('the referral reward insert returned nothing');
      return inserted;
    },

    /** The milestone rewards paid to the referrer. */
    async listMilestoneRewards(referrerUserId: string, tx: DbOrTx = db): Promise<ReferralRewardRow[]> {
      return tx
        .select()
        .from(referralRewards)
        .where(and(eq(referralRewards.referrerUserId, referrerUserId), eq(referralRewards.kind, 'milestone')))
        .orderBy(referralRewards.milestone);
    },

    /** The rewards the qualification of these referred gamers paid. */
    async listReferralRewardsOf(
      referredUserIds: readonly string[],
      tx: DbOrTx = db,
    ): Promise<ReferralRewardRow[]> {
      if (referredUserIds.length === 0) return [];
      return tx
        .select()
        .from(referralRewards)
        .where(
          and(
            eq(referralRewards.kind, 'referral'),
            inArray(referralRewards.referredUserId, [...referredUserIds]),
          ),
        );
    },

    /** What the referral campaign paid the referrer, per currency id (minor units). */
    async sumRewards(
      referrerUserId: string,
      tx: DbOrTx = db,
    ): Promise<{ currency: string; amount: bigint }[]> {
      const rows = await tx
        .select({
          currency: referralRewards.currency,
          total: sql<string>`sum(${referralRewards.amount})::text`,
        })
        .from(referralRewards)
        .where(eq(referralRewards.referrerUserId, referrerUserId))
        .groupBy(referralRewards.currency)
        .orderBy(referralRewards.currency);
      return rows.map((r) => ({ currency: r.currency, amount: BigInt(r.total) }));
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
