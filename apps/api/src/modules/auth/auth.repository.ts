import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { codeChallenges, linkCodes, outbox, sessions } from './auth.tables';

export type ChallengeRow = typeof codeChallenges.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

export function createAuthRepository(db: DbOrTx) {
  return {
    async insertChallenge(values: typeof codeChallenges.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(codeChallenges).values(values);
    },
    /** The challenge, locked for the rest of the transaction. */
    async lockChallenge(id: string, tx: DbOrTx): Promise<ChallengeRow | null> {
      const [row] = await tx.select().from(codeChallenges).where(eq(codeChallenges.id, id)).for('update');
      return row ?? null;
    },
    async updateChallenge(id: string, values: Partial<ChallengeRow>, tx: DbOrTx = db) {
      await tx.update(codeChallenges).set(values).where(eq(codeChallenges.id, id));
    },
    async deleteChallenge(id: string, tx: DbOrTx = db) {
      await tx.delete(codeChallenges).where(eq(codeChallenges.id, id));
    },
    async findChallenge(id: string, tx: DbOrTx = db): Promise<ChallengeRow | null> {
      const [row] = await tx.select().from(codeChallenges).where(eq(codeChallenges.id, id));
      return row ?? null;
    },
    async insertSession(values: typeof sessions.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(sessions).values(values);
    },
    /** The refresh token's row, locked for the rest of the transaction. */
    async lockSessionByTokenHash(tokenHash: string, tx: DbOrTx): Promise<SessionRow | null> {
      const [row] = await tx.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).for('update');
      return row ?? null;
    },
    async findSessionByTokenHash(tokenHash: string, tx: DbOrTx = db): Promise<SessionRow | null> {
      const [row] = await tx.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
      return row ?? null;
    },
    async markSessionRotated(id: string, at: Date, tx: DbOrTx) {
      await tx.update(sessions).set({ rotatedAt: at }).where(eq(sessions.id, id));
    },
    async revokeFamily(familyId: string, at: Date, tx: DbOrTx = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
    },
    /**
     * Whether a sign-in is still on: a token of its family neither revoked nor expired (erasing
     * an account revokes its sign-ins).
     */
    async isSessionActive(familyId: string, userId: string, now: Date, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.familyId, familyId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    /** Revokes every sign-in of a user; the families revoked. */
    async revokeUserSessions(userId: string, at: Date, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ familyId: sessions.familyId });
      return [...new Set(rows.map((row) => row.familyId))];
    },
    async insertLinkCode(values: typeof linkCodes.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(linkCodes).values(values);
    },
    async lockLinkCode(id: string, tx: DbOrTx) {
      const [row] = await tx.select().from(linkCodes).where(eq(linkCodes.id, id)).for('update');
      return row ?? null;
    },
    async consumeLinkCode(id: string, at: Date, tx: DbOrTx) {
      await tx.update(linkCodes).set({ consumedAt: at }).where(eq(linkCodes.id, id));
    },
    async insertOutboxMessage(values: typeof outbox.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(outbox).values(values);
    },
    listOutbox(options: { recipient?: string; limit: number }, tx: DbOrTx = db): Promise<OutboxRow[]> {
      return tx
        .select()
        .from(outbox)
        .where(options.recipient ? eq(outbox.recipient, options.recipient) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(options.limit);
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
