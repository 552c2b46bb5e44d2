import { and, eq, isNull, lt, lte, or, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { socialAccounts, socialAuthStates } from './social.tables';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type NewSocialAccount = typeof socialAccounts.$inferInsert;
export type SocialAuthStateRow = typeof socialAuthStates.$inferSelect;
export type NewSocialAuthState = typeof socialAuthStates.$inferInsert;

export function createSocialRepository(db: DbOrTx) {
  return {
    async insertState(values: NewSocialAuthState, tx: DbOrTx = db): Promise<void> {
      await tx.insert(socialAuthStates).values(values);
    },

    /**
     * Marks a state used and returns it, when it exists, is unused and has not expired; the one
     * update that wins takes it (a second presentation finds nothing).
     */
    async consumeState(
      stateHash: string,
      userId: string,
      provider: string,
      now: Date,
      tx: DbOrTx = db,
    ): Promise<SocialAuthStateRow | null> {
      const [row] = await tx
        .update(socialAuthStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(socialAuthStates.stateHash, stateHash),
            eq(socialAuthStates.userId, userId),
            eq(socialAuthStates.provider, provider),
            isNull(socialAuthStates.usedAt),
            gt(socialAuthStates.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Forgets states that expired or were used before `before`. */
    async deleteStatesBefore(before: Date, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .delete(socialAuthStates)
        .where(or(lt(socialAuthStates.expiresAt, before), lt(socialAuthStates.usedAt, before)))
        .returning({ id: socialAuthStates.id });
      return rows.length;
    },

    /** The user's connected account of a provider. */
    async findAccount(userId: string, provider: string, tx: DbOrTx = db): Promise<SocialAccountRow | null> {
      const [row] = await tx
        .select()
        .from(socialAccounts)
        .where(
          and(
            eq(socialAccounts.userId, userId),
            eq(socialAccounts.provider, provider),
            isNull(socialAccounts.disconnectedAt),
          ),
        );
      return row ?? null;
    },

    /** The account (connected or not) whoever linked it. */
    async findByExternalId(
      provider: string,
      externalId: string,
      tx: DbOrTx = db,
    ): Promise<SocialAccountRow | null> {
      const [row] = await tx
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.externalId, externalId)));
      return row ?? null;
    },

    /** Every account the user has linked, connected or not. */
    async listAccounts(userId: string, tx: DbOrTx = db): Promise<SocialAccountRow[]> {
      return tx.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
    },

    async insertAccount(values: NewSocialAccount, tx: DbOrTx = db): Promise<SocialAccountRow> {
      const [row] = await tx.insert(socialAccounts).values(values).returning();
      return row!;
    },

    async updateAccount(
      id: string,
      values: Partial<NewSocialAccount>,
      tx: DbOrTx = db,
    ): Promise<SocialAccountRow | null> {
      const [row] = await tx.update(socialAccounts).set(values).where(eq(socialAccounts.id, id)).returning();
      return row ?? null;
    },

    /** The account by its id, connected or not. */
    async findAccountById(id: string, tx: DbOrTx = db): Promise<SocialAccountRow | null> {
      const [row] = await tx.select().from(socialAccounts).where(eq(socialAccounts.id, id));
      return row ?? null;
    },

    /**
     * Takes the right to refresh a connected account's tokens for `seconds` (by the database's
     * clock, which every replica shares): only while nobody holds it and the refresh token is still
     * `refreshTokenSealed`. The row when taken, else null.
     */
    async leaseRefresh(
      id: string,
      refreshTokenSealed: string,
      seconds: number,
      tx: DbOrTx = db,
    ): Promise<SocialAccountRow | null> {
      const [row] = await tx
        .update(socialAccounts)
        .set({ refreshLeaseUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(
          and(
            eq(socialAccounts.id, id),
            eq(socialAccounts.refreshTokenSealed, refreshTokenSealed),
            isNull(socialAccounts.disconnectedAt),
            or(isNull(socialAccounts.refreshLeaseUntil), lte(socialAccounts.refreshLeaseUntil, sql`now()`)),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Gives the refresh lease back (the refresh failed; the next one may try at once). */
    async releaseRefreshLease(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(socialAccounts).set({ refreshLeaseUntil: null }).where(eq(socialAccounts.id, id));
    },

    async deleteAccounts(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
