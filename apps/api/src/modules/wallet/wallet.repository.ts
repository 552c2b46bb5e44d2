import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userWallets } from './wallet.tables';

export type WalletRow = typeof userWallets.$inferSelect;

export function createWalletRepository(db: DbOrTx) {
  return {
    async findByUserId(userId: string, tx: DbOrTx = db): Promise<WalletRow | null> {
      const [row] = await tx.select().from(userWallets).where(eq(userWallets.userId, userId));
      return row ?? null;
    },
    /** Inserts the account's wallet unless it has one; null when it had one already. */
    async insertIfAbsent(
      values: typeof userWallets.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<WalletRow | null> {
      const [row] = await tx
        .insert(userWallets)
        .values(values)
        .onConflictDoNothing({ target: userWallets.userId })
        .returning();
      return row ?? null;
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
