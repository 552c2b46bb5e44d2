import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { operatorImages } from './images.tables';

export type NewOperatorImage = Omit<typeof operatorImages.$inferInsert, 'id' | 'size'>;

export function createImagesRepository(db: DbOrTx) {
  return {
    async insert(image: NewOperatorImage, tx: DbOrTx = db): Promise<{ id: string }> {
      const [row] = await tx
        .insert(operatorImages)
        .values({ ...image, size: image.webp.length })
        .returning({ id: operatorImages.id });
      if (!row) throw new Error('operator image not inserted');
      return row;
    },
    async findWebp(id: string, tx: DbOrTx = db): Promise<Buffer | null> {
      const [row] = await tx
        .select({ webp: operatorImages.webp })
        .from(operatorImages)
        .where(eq(operatorImages.id, id));
      return row?.webp ?? null;
    },
  };
}
