import type { DbOrTx } from '../../db/client';
import { createGamesRepository } from './games.repository';

/** Demo games so a first start looks alive; returns their ids by slug. */
export async function seedDemoGames(tx: DbOrTx): Promise<Map<string, string>> {
  const rows = await createGamesRepository(tx).insertGames([
    {
      slug: 'bullieverse',
      name: 'Bullieverse',
      description: 'Open-world hunting and racing in a neon metaverse.',
      genres: ['Action', 'Racing'],
      platforms: ['windows', 'mac', 'browser'],
      loginMethod: 'in_game_email',
    },
    {
      slug: 'colexion',
      name: 'Colexion',
      description: 'Collect, trade and battle with digital sports cards.',
      genres: ['Card Game', 'Sports'],
      platforms: ['android', 'ios', 'browser'],
      loginMethod: 'user_name',
    },
    {
      slug: 'dark-throne',
      name: 'Dark Throne',
      description: 'A gothic dungeon crawler with co-op raids.',
      genres: ['RPG', 'Roguelike'],
      platforms: ['windows', 'browser'],
      loginMethod: 'in_game_user_id',
    },
    {
      slug: 'cricket-clash',
      name: 'Cricket Clash',
      description: 'Quick T10 matches against players across India.',
      genres: ['Sports', 'Casual'],
      platforms: ['android', 'browser'],
      loginMethod: 'user_name',
    },
    {
      slug: 'favela-racer',
      name: 'Favela Racer',
      description: 'Street racing through the hills of Rio.',
      genres: ['Racing', 'Arcade'],
      platforms: ['android', 'ios'],
      loginMethod: 'user_name',
    },
  ]);
  return new Map(rows.map((r) => [r.slug, r.id]));
}
