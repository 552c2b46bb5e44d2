import { and, eq, isNull, lt, or, gt } from 'drizzle-orm';
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

    async deleteAccounts(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
