import type { DbOrTx } from '../../db/client';
import { vouchers } from './store.tables';

export type NewVoucher = typeof vouchers.$inferInsert;

export function createStoreRepository(db: DbOrTx) {
  return {
    async insertVouchers(rows: NewVoucher[], tx: DbOrTx = db) {
      if (rows.length) await tx.insert(vouchers).values(rows);
    },
  };
}
