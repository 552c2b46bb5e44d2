import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { thirdPartyClients, thirdPartyGrants, thirdPartyReports } from './third-party.tables';

export type ThirdPartyClientRow = typeof thirdPartyClients.$inferSelect;
export type NewThirdPartyClient = typeof thirdPartyClients.$inferInsert;
export type ThirdPartyGrantRow = typeof thirdPartyGrants.$inferSelect;

export function createThirdPartyRepository(db: DbOrTx) {
  return {
    async insertClient(values: NewThirdPartyClient, tx: DbOrTx = db): Promise<ThirdPartyClientRow> {
      const [row] = await tx.insert(thirdPartyClients).values(values).returning();
      return row!;
    },

    /** Inserts a client unless one with its client id exists; true when inserted. */
    async insertClientIfAbsent(values: NewThirdPartyClient, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(thirdPartyClients)
        .values(values)
        .onConflictDoNothing({ target: thirdPartyClients.clientId })
        .returning({ id: thirdPartyClients.id });
      return rows.length > 0;
    },

    async updateClient(
      id: string,
      values: Partial<NewThirdPartyClient>,
      tx: DbOrTx = db,
    ): Promise<ThirdPartyClientRow | null> {
      const [row] = await tx
        .update(thirdPartyClients)
        .set(values)
        .where(eq(thirdPartyClients.id, id))
        .returning();
      return row ?? null;
    },

    async findClient(id: string, tx: DbOrTx = db): Promise<ThirdPartyClientRow | null> {
      const [row] = await tx.select().from(thirdPartyClients).where(eq(thirdPartyClients.id, id));
      return row ?? null;
    },

    async findClientByClientId(clientId: string, tx: DbOrTx = db): Promise<ThirdPartyClientRow | null> {
      const [row] = await tx.select().from(thirdPartyClients).where(eq(thirdPartyClients.clientId, clientId));
      return row ?? null;
    },

    async lockClient(tx: DbOrTx, id: string): Promise<ThirdPartyClientRow | null> {
      const [row] = await tx
        .select()
        .from(thirdPartyClients)
        .where(eq(thirdPartyClients.id, id))
        .for('update');
      return row ?? null;
    },

    async listClients(tx: DbOrTx = db): Promise<ThirdPartyClientRow[]> {
      return tx
        .select()
        .from(thirdPartyClients)
        .orderBy(asc(thirdPartyClients.createdAt), asc(thirdPartyClients.id));
    },

    /** The first active client of a game (the one its quests send players to). */
    async findActiveClientOfGame(gameId: string, tx: DbOrTx = db): Promise<ThirdPartyClientRow | null> {
      const [row] = await tx
        .select()
        .from(thirdPartyClients)
        .where(and(eq(thirdPartyClients.gameId, gameId), eq(thirdPartyClients.status, 'active')))
        .orderBy(asc(thirdPartyClients.createdAt), asc(thirdPartyClients.id))
        .limit(1);
      return row ?? null;
    },

    async insertGrant(
      values: typeof thirdPartyGrants.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<ThirdPartyGrantRow> {
      const [row] = await tx.insert(thirdPartyGrants).values(values).returning();
      return row!;
    },

    /** The grant of a code, locked: two exchanges of one code take turns, and only the first finds it unused. */
    async lockGrantByCodeHash(tx: DbOrTx, codeHash: string): Promise<ThirdPartyGrantRow | null> {
      const [row] = await tx
        .select()
        .from(thirdPartyGrants)
        .where(eq(thirdPartyGrants.codeHash, codeHash))
        .for('update');
      return row ?? null;
    },

    async findGrant(id: string, tx: DbOrTx = db): Promise<ThirdPartyGrantRow | null> {
      const [row] = await tx.select().from(thirdPartyGrants).where(eq(thirdPartyGrants.id, id));
      return row ?? null;
    },

    async markGrantUsed(tx: DbOrTx, id: string, at: Date): Promise<void> {
      await tx.update(thirdPartyGrants).set({ usedAt: at }).where(eq(thirdPartyGrants.id, id));
    },

    async revokeGrant(tx: DbOrTx, id: string, at: Date): Promise<void> {
      await tx
        .update(thirdPartyGrants)
        .set({ revokedAt: at })
        .where(and(eq(thirdPartyGrants.id, id), isNull(thirdPartyGrants.revokedAt)));
    },

    /** Records a report; false when the client already sent one with this id (a replay). */
    async insertReport(tx: DbOrTx, values: typeof thirdPartyReports.$inferInsert): Promise<boolean> {
      const rows = await tx
        .insert(thirdPartyReports)
        .values(values)
        .onConflictDoNothing({ target: [thirdPartyReports.clientId, thirdPartyReports.reportId] })
        .returning({ id: thirdPartyReports.id });
      return rows.length > 0;
    },

    async countReports(clientId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(thirdPartyReports)
        .where(eq(thirdPartyReports.clientId, clientId));
      return row?.n ?? 0;
    },

    /** Deletes grants created before a moment (their codes and tokens long expired), with their reports. */
    async purgeGrantsBefore(before: Date, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .delete(thirdPartyGrants)
        .where(lt(thirdPartyGrants.createdAt, before))
        .returning({ id: thirdPartyGrants.id });
      return rows.length;
    },

    /** Every active client's game, client id and redirect URIs, the first registered of a game first. */
    async listActiveClientsByGame(
      tx: DbOrTx = db,
    ): Promise<{ gameId: string; clientId: string; needsGameUsername: boolean; redirectUris: string[] }[]> {
      return tx
        .select({
          gameId: thirdPartyClients.gameId,
          clientId: thirdPartyClients.clientId,
          needsGameUsername: thirdPartyClients.needsGameUsername,
          redirectUris: thirdPartyClients.redirectUris,
        })
        .from(thirdPartyClients)
        .where(eq(thirdPartyClients.status, 'active'))
        .orderBy(asc(thirdPartyClients.createdAt), asc(thirdPartyClients.id));
    },
  };
}

export type ThirdPartyRepository = ReturnType<typeof createThirdPartyRepository>;
