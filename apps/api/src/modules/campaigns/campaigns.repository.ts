import type { DbOrTx } from '../../db/client';
import { campaigns } from './campaigns.tables';

export type NewCampaign = typeof campaigns.$inferInsert;

export function createCampaignsRepository(db: DbOrTx) {
  return {
    async insertCampaigns(rows: NewCampaign[], tx: DbOrTx = db) {
      if (rows.length) await tx.insert(campaigns).values(rows);
    },
  };
}
