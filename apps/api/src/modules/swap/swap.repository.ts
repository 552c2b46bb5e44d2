import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { swaps } from './swap.tables';

export type SwapRow = typeof swaps.$inferSelect;

export function createSwapRepository(db: DbOrTx) {
  return {
    async insertSwap(values: typeof swaps.$inferInsert, tx: DbOrTx = db): Promise<SwapRow> {
      const [row] = await tx.insert(swaps).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    async findSwap(id: string, tx: DbOrTx = db): Promise<SwapRow | null> {
      const [row] = await tx.select().from(swaps).where(eq(swaps.id, id));
      return row ?? null;
    },
  };
}
export type SwapRepository = ReturnType<typeof createSwapRepository>;
