import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { evmClaimNonces, evmSiweNonces, evmWallets } from './evm-wallets.tables';

export type EvmWalletRow = typeof evmWallets.$inferSelect;
export type SiweNonceRow = typeof evmSiweNonces.$inferSelect;
export type ClaimNonceRow = typeof evmClaimNonces.$inferSelect;

export function createEvmWalletsRepository(db: DbOrTx) {
  return {
    /** Serialises one user's wallet changes (the first wallet becomes the primary one). */
    async lockUser(tx: Tx, userId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`evm-wallets:${userId}`}, 0))`);
    },

    /** A user's connected wallets, the primary first, then by the time they were linked. */
    async listWallets(userId: string, tx: DbOrTx = db): Promise<EvmWalletRow[]> {
      return tx
        .select()
        .from(evmWallets)
        .where(and(eq(evmWallets.userId, userId), isNull(evmWallets.disconnectedAt)))
        .orderBy(desc(evmWallets.isPrimary), asc(evmWallets.linkedAt), asc(evmWallets.id));
    },

    /** The wallet of an address, connected or not, whoever linked it. */
    async findWalletByAddress(address: string, tx: DbOrTx = db): Promise<EvmWalletRow | null> {
      const [row] = await tx.select().from(evmWallets).where(eq(evmWallets.address, address));
      return row ?? null;
    },

    async insertWallet(values: typeof evmWallets.$inferInsert, tx: DbOrTx = db): Promise<EvmWalletRow> {
      const [row] = await tx.insert(evmWallets).values(values).returning();
      return row!;
    },

    /** Marks one of a user's connected wallets disconnected (no longer primary); the row as it was, or null. */
    async disconnectWallet(tx: Tx, userId: string, address: string, at: Date): Promise<EvmWalletRow | null> {
      const [before] = await tx
        .select()
        .from(evmWallets)
        .where(
          and(
            eq(evmWallets.userId, userId),
            eq(evmWallets.address, address),
            isNull(evmWallets.disconnectedAt),
          ),
        )
        .for('update');
      if (!before) return null;
      await tx
        .update(evmWallets)
        .set({ disconnectedAt: at, isPrimary: false })
        .where(eq(evmWallets.id, before.id));
      return before;
    },

    /** Connects a user's disconnected wallet again, with what its new sign-in proved. */
    async reconnectWallet(
      tx: Tx,
      id: string,
      values: Pick<EvmWalletRow, 'chainId' | 'isContract' | 'isPrimary' | 'linkedAt'>,
    ): Promise<void> {
      await tx
        .update(evmWallets)
        .set({ ...values, disconnectedAt: null })
        .where(eq(evmWallets.id, id));
    },

    /** Makes one of a user's wallets the primary one (the others stop being it). */
    async setPrimary(tx: DbOrTx, userId: string, address: string): Promise<void> {
      await tx.update(evmWallets).set({ isPrimary: false }).where(eq(evmWallets.userId, userId));
      await tx
        .update(evmWallets)
        .set({ isPrimary: true })
        .where(and(eq(evmWallets.userId, userId), eq(evmWallets.address, address)));
    },

    async insertSiweNonce(values: typeof evmSiweNonces.$inferInsert, tx: DbOrTx = db): Promise<SiweNonceRow> {
      const [row] = await tx.insert(evmSiweNonces).values(values).returning();
      return row!;
    },

    async findSiweNonce(nonce: string, tx: DbOrTx = db): Promise<SiweNonceRow | null> {
      const [row] = await tx.select().from(evmSiweNonces).where(eq(evmSiweNonces.nonce, nonce));
      return row ?? null;
    },

    async lockSiweNonce(tx: Tx, nonce: string): Promise<SiweNonceRow | null> {
      const [row] = await tx.select().from(evmSiweNonces).where(eq(evmSiweNonces.nonce, nonce)).for('update');
      return row ?? null;
    },

    async markSiweNonceUsed(tx: Tx, id: string, at: Date): Promise<void> {
      await tx.update(evmSiweNonces).set({ usedAt: at }).where(eq(evmSiweNonces.id, id));
    },

    async insertClaimNonce(
      values: typeof evmClaimNonces.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<ClaimNonceRow> {
      const [row] = await tx.insert(evmClaimNonces).values(values).returning();
      return row!;
    },

    async lockClaimNonce(tx: Tx, nonce: string): Promise<ClaimNonceRow | null> {
      const [row] = await tx
        .select()
        .from(evmClaimNonces)
        .where(eq(evmClaimNonces.nonce, nonce))
        .for('update');
      return row ?? null;
    },

    /** The claim terms issued to a user for a campaign with one deadline (issued within the same second). */
    async lockClaimNoncesByDeadline(
      tx: Tx,
      userId: string,
      campaignId: string,
      deadline: Date,
    ): Promise<ClaimNonceRow[]> {
      return tx
        .select()
        .from(evmClaimNonces)
        .where(
          and(
            eq(evmClaimNonces.userId, userId),
            eq(evmClaimNonces.campaignId, campaignId),
            eq(evmClaimNonces.deadline, deadline),
          ),
        )
        .orderBy(desc(evmClaimNonces.issuedAt), asc(evmClaimNonces.id))
        .for('update');
    },

    async markClaimNonceUsed(tx: Tx, id: string, at: Date): Promise<void> {
      await tx.update(evmClaimNonces).set({ usedAt: at }).where(eq(evmClaimNonces.id, id));
    },

    /** Drops sign-in nonces and claim terms that expired before `before` (used or not). */
    async purgeExpired(before: Date, tx: DbOrTx = db): Promise<number> {
      const siwe = await tx
        .delete(evmSiweNonces)
        .where(lt(evmSiweNonces.expiresAt, before))
        .returning({ id: evmSiweNonces.id });
      const claims = await tx
        .delete(evmClaimNonces)
        .where(lt(evmClaimNonces.deadline, before))
        .returning({ id: evmClaimNonces.id });
      return siwe.length + claims.length;
    },
  };
}

export type EvmWalletsRepository = ReturnType<typeof createEvmWalletsRepository>;
