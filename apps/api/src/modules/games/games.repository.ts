import type { DbOrTx } from '../../db/client';
import { games } from './games.tables';

export type NewGame = typeof games.$inferInsert;

export function createGamesRepository(db: DbOrTx) {
  return {
    async insertGames(rows: NewGame[], tx: DbOrTx = db) {
      return rows.length ? tx.insert(games).values(rows).returning({ id: games.id, slug: games.slug }) : [];
    },
  };
}
