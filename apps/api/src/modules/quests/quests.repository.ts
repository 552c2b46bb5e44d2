import type { DbOrTx } from '../../db/client';
import { quests } from './quests.tables';

export type NewQuest = typeof quests.$inferInsert;

export function createQuestsRepository(db: DbOrTx) {
  return {
    async insertQuests(rows: NewQuest[], tx: DbOrTx = db) {
      if (rows.length) await tx.insert(quests).values(rows);
    },
  };
}
