import type { DbOrTx } from '../../db/client';
import { clans } from './clans.tables';

export type NewClan = typeof clans.$inferInsert;

export function createClansRepository(db: DbOrTx) {
  return {
    async insertClans(rows: NewClan[], tx: DbOrTx = db) {
      if (rows.length) await tx.insert(clans).values(rows);
    },
  };
}
